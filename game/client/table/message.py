"""The table's message line: one sentence for the player at a time, for a few seconds.

Said by the scene (a refused card, a hint, a notice), the animator (who took the trick,
the auction's end) and the player's own commands; timed on the picture's clock, so a
message fades with the animations it belongs to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.ui.widgets import INK, Colour

if TYPE_CHECKING:
    from game.client.ui.tween import Tweens



class MessageLine:
    def __init__(self, clock: Tweens) -> None:
        self.clock = clock
        self.current: tuple[str, Colour] | None = None
        """The words shown and their colour (None: the line is empty)."""
        self.until = 0.0
        """When the words fade, on ``clock``'s time."""

    def say(self, label: str, colour: Colour = INK, seconds: float = 4.0) -> None:
        """Show ``label`` for ``seconds`` (it replaces what was said before)."""
        self.current = (label, colour)
        self.until = self.clock.time + seconds

    def fade(self) -> None:
        """Empty the line once its time is up."""
        if self.current is not None and self.clock.time > self.until:
            self.current = None

    def fades_in(self) -> float | None:
        """Seconds until the words fade (None: nothing is said)."""
        return None if self.current is None else max(0.0, self.until - self.clock.time)
