"""The player's last match, for the new-game screen: which game is unfinished (starting a
new one would replace it) and which game, seats and options were chosen last (the form
opens on them).

Read from what the program already keeps — the table left this run, the autosave, the match
history — so nothing new is stored: the last choice is the last match started.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.client.games import VIEWS
from game.client.matches.session import HUMAN, MatchSetup
from game.storage.saves import AUTOSAVE

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def unfinished_game(host: SceneHost) -> str | None:
    """The game id of the unfinished match that Resume would open, or None."""
    return host.matches.resume_game()


def _setup(game_id: Any, options: Any, seats: Any) -> MatchSetup | None:
    """A setup from stored fields, or None when they are not a game's (hand-edited)."""
    if game_id not in VIEWS or not isinstance(options, Mapping):
        return None
    if not isinstance(seats, (list, tuple)) or not all(isinstance(s, str) for s in seats):
        return None
    return MatchSetup(game_id, dict(options), tuple(seats))


def last_setup(host: SceneHost) -> MatchSetup | None:
    """Game, options and seats of the match started last: this run's, the autosave's or
    the newest in the history; None for a first start."""
    if host.matches.last_setup is not None:
        return host.matches.last_setup
    if host.storage is None:
        return None
    try:
        if host.storage.saves.resume_offer() is not None:
            record = host.storage.saves.record(AUTOSAVE) or {}
            found = _setup(record.get("game"), record.get("options"), record.get("seats"))
            if found is not None:
                return found
        entries = host.storage.history.entries()
    except Exception:  # noqa: BLE001 - a damaged store: start from the defaults
        return None
    for entry in reversed(entries):
        if HUMAN in entry.seats:
            return _setup(entry.game_id, entry.options, entry.seats)
    return None
