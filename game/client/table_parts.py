"""What the table's painter and animator share with the table scene, declared once.

``TableScene`` is put together from three parts: the scene (events, input, pacing),
``TablePainter`` (the still picture) and ``TableAnimator`` (events → tweens).  The two
mixins read and write the scene's state; this base names that state with its types and
the few scene queries they call, so every part is checked by ``mypy --strict`` on its own
instead of pretending to be the whole scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.widgets import INK

if TYPE_CHECKING:
    from game.client.bidding import BidPanel
    from game.client.layout import TableLayout
    from game.client.match import MatchSession
    from game.client.settings import Settings
    from game.client.sprites import CardSprite
    from game.client.table_animation import Counter
    from game.client.table_services import TableServices
    from game.client.tween import Tweens
    from game.core.actions import Action


class TableParts:
    """The table's shared state (assigned by ``TableScene.__init__``) and its queries."""

    services: TableServices
    """The table's narrow window on the program (never the app: see ``table_services``)."""
    session: MatchSession
    tweens: Tweens
    layout: TableLayout
    shown: Any
    """The state the picture shows (a core state of the match's game)."""
    sprites: list[CardSprite]
    hidden_trick: set[int]
    trick_counts: tuple[int, ...] | None
    """Tricks shown while a won trick is still on its way to the winner."""
    deal_visible: list[int] | None
    turn_up_sprite: CardSprite | None
    score_counters: list[Counter]
    bubbles: dict[int, tuple[str, float]]
    declared_cards: dict[int, tuple[int, ...]]
    message: tuple[str, tuple[int, int, int]] | None
    message_until: float
    bid_panel: BidPanel | None
    panel_focus: int
    pending_bid: Action | None
    selected: int
    hand_rect_of: dict[int, pygame.Rect]
    lifted: int | None
    """The card a first click lifted (confirm before play)."""
    press: tuple[int, tuple[int, int]] | None
    drag_pos: tuple[int, int] | None

    def dragged_card(self) -> int | None:
        """The card being dragged to the table (drawn under the mouse, not in the hand)."""
        return self.press[0] if self.press is not None and self.drag_pos is not None else None

    @property
    def settings(self) -> Settings:
        return self.services.settings

    @property
    def speed(self) -> float:
        return self.settings.speed_factor

    def say(self, label: str, colour: tuple[int, int, int] = INK, seconds: float = 4.0) -> None:
        """Show ``label`` on the message line for ``seconds``."""
        self.message = (label, colour)
        self.message_until = self.tweens.time + seconds

    # the scene's queries, answered by ``TableScene``
    def accepting(self) -> bool:
        raise NotImplementedError

    def hand_cards(self) -> list[int]:
        raise NotImplementedError

    def playable_cards(self) -> set[int]:
        raise NotImplementedError

    def hint_action(self) -> Action | None:
        raise NotImplementedError

    def hint_card(self) -> int | None:
        raise NotImplementedError

    def panel_notes(self) -> list[str]:
        raise NotImplementedError
