"""The player's last match, for the new-game screen: which game is unfinished (starting a
new one would replace it) and which game, seats and options were chosen last (the form
opens on them).

Read from what the app already keeps — the table left this run, the autosave, the match
history — so nothing new is stored: the last choice is the last match started.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.client.games import VIEWS
from game.client.match import HUMAN, MatchSetup
from game.storage.saves import AUTOSAVE

if TYPE_CHECKING:
    from game.client.app import App


def unfinished_game(app: App) -> str | None:
    """The game id of the unfinished match that Resume would open, or None."""
    if app.last_table is not None:
        return str(app.last_table.session.setup.game_id)
    if app.storage is None:
        return None
    try:
        offer = app.storage.saves.resume_offer()
    except Exception:  # noqa: BLE001 - a damaged store: nothing to resume
        return None
    return None if offer is None else offer.game_id


def _setup(game_id: Any, options: Any, seats: Any) -> MatchSetup | None:
    """A setup from stored fields, or None when they are not a game's (hand-edited)."""
    if game_id not in VIEWS or not isinstance(options, Mapping):
        return None
    if not isinstance(seats, (list, tuple)) or not all(isinstance(s, str) for s in seats):
        return None
    return MatchSetup(game_id, dict(options), tuple(seats))


def last_setup(app: App) -> MatchSetup | None:
    """Game, options and seats of the match started last: this run's, the autosave's or
    the newest in the history; None for a first start."""
    if app.last_setup is not None:
        return app.last_setup
    if app.storage is None:
        return None
    try:
        if app.storage.saves.resume_offer() is not None:
            record = app.storage.saves.record(AUTOSAVE) or {}
            found = _setup(record.get("game"), record.get("options"), record.get("seats"))
            if found is not None:
                return found
        entries = app.storage.history.entries()
    except Exception:  # noqa: BLE001 - a damaged store: start from the defaults
        return None
    for entry in reversed(entries):
        if HUMAN in entry.seats:
            return _setup(entry.game_id, entry.options, entry.seats)
    return None
