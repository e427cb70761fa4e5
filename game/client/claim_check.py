"""The table as referee of a claim: ``game.core.claim`` run off the UI thread, and its
verdict in player words.

The exact search takes up to a few tenths of a second early in a 13-card deal, so it runs
on its own thread once per position where the player is to play (core states are
immutable, so it reads the state safely); the table shows the Claim button only when the
verdict for the shown position is in and valid, and C asks for it (waiting for the verdict
if it is not in yet).
"""

from __future__ import annotations

import threading
from typing import Any

from game.core.claim import Claim, check_claim
from game.core.phase import Phase
from game.i18n import _, ngettext
from game.i18n.terms import action_text


class ClaimReferee:
    """The verdict on the viewer claiming the rest of the latest position asked about."""

    def __init__(self) -> None:
        self._version = -1
        self._done = threading.Event()
        self._verdict: Claim | None = None
        self._lock = threading.Lock()

    def ask(self, version: int, state: Any, seat: int) -> None:
        """Start checking ``seat``'s claim at ``state`` (the session's ``version``) on a
        daemon thread (a check still running never holds up quitting)."""
        with self._lock:
            if self._version == version:
                return
            self._version = version
            self._verdict = None
            done = self._done = threading.Event()

        def run() -> None:
            verdict = check_claim(state, seat)
            with self._lock:
                if self._version == version:
                    self._verdict = verdict
            done.set()

        threading.Thread(target=run, name="claim-check", daemon=True).start()

    def verdict(self, version: int) -> Claim | None:
        """The verdict for ``version`` if it is in."""
        with self._lock:
            return self._verdict if self._version == version else None

    def wait(self, version: int, timeout: float = 10.0) -> Claim | None:
        """Block until the verdict for ``version`` is in (tests)."""
        with self._lock:
            done = self._done if self._version == version else None
        if done is None:
            return None
        done.wait(timeout)
        return self.verdict(version)


def worth_asking(state: Any, seat: int) -> bool:
    """A claim is asked about on the player's own turn in the play, before the last card
    (a single card left is no claim to make)."""
    return (state.phase is Phase.PLAY and state.to_play == seat
            and state.hand_size - len(state.past_tricks) >= 2)


def refusal_text(claim: Claim, names: tuple[str, ...]) -> str:
    """Why the claim is refused, in player words."""
    if not claim.decided:
        return _("Too many ways to play on to check a claim yet: play a few more cards")
    if claim.taker is None:
        return _("There is nothing to claim now")
    cards = [action_text(a) for a in claim.counter]
    return _("{name} can still take a trick (for example: {cards})").format(
        name=names[claim.taker], cards=", ".join(cards[:8]))


def awarded_text(claim: Claim) -> str:
    return ngettext("Claim accepted: the {count} trick left is yours",
                    "Claim accepted: the {count} tricks left are yours",
                    claim.tricks_left).format(count=claim.tricks_left)
