"""What is on the table's screen at one moment, as one immutable value.

``TableScene.snapshot`` gathers it from its parts (the seat's view, the animator's
sprites and counters, the player's choice, the message line, the call panel); the
painter draws from it alone and the input reads where things are from it (the hand's
cards, the call panel's buttons), so neither can change the scene's state.  The sprites
and widgets it names are the scene's own objects, read, never written, by the painter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action, Kind

if TYPE_CHECKING:
    from game.client.table.activity import Activity
    from game.client.ui.bidding import BidPanel
    from game.client.ui.layout import TableLayout
    from game.client.ui.sprites import CardSprite
    from game.client.ui.widgets import ButtonRow, Colour
    from game.core.observation import Observation
    from game.table.view import SeatView



@dataclass(frozen=True)
class TableSnapshot:
    view: SeatView[Observation]
    """The seat's view the picture shows (it may lag the latest while cards move)."""
    layout: TableLayout
    activity: Activity
    accepting: bool
    """The picture shows the latest position, still, and the player may act."""
    # the match's people
    title: str
    names: tuple[str, ...]
    seat_names: tuple[str, ...]
    """The seats' names before translation ("You" deals in another grammatical form)."""
    viewer: int
    humans: frozenset[int]
    four_colour: bool
    # the player's hand and choice
    hand: tuple[int, ...]
    """The viewer's cards on the screen, left to right (fewer while the deal flies)."""
    hand_rects: tuple[pygame.Rect, ...]
    playable: frozenset[int]
    selected: int
    hint: Action | None
    dragged: tuple[int, tuple[int, int]] | None
    """The card being dragged and where the mouse holds it (drawn there, not in the hand)."""
    # what moves (``TableAnimator``)
    sprites: tuple[CardSprite, ...]
    hidden_trick: frozenset[int]
    trick_counts: tuple[int, ...] | None
    deal_visible: tuple[int, ...] | None
    turn_up_flying: bool
    scores: tuple[float, ...]
    """The score counters' values now (they count up after a deal)."""
    bubbles: Mapping[int, str]
    declared: Mapping[int, tuple[int, ...]]
    # words and widgets
    message: tuple[str, Colour] | None
    panel: BidPanel | None
    panel_focus: int
    pending_bid: Action | None
    panel_notes: tuple[str, ...]
    buttons: ButtonRow
    name_parts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Each seat's name and its marks ("(computer)"), for the plates (``fitted_name``)."""

    @property
    def hint_card(self) -> int | None:
        hint = self.hint
        return hint.card if hint is not None and hint.kind is Kind.PLAY else None

    @property
    def dragged_card(self) -> int | None:
        return self.dragged[0] if self.dragged is not None else None

    def hand_rect_of(self) -> dict[int, pygame.Rect]:
        return dict(zip(self.hand, self.hand_rects, strict=True))


def hand_rects(layout: TableLayout, cards: tuple[int, ...], playable: frozenset[int],
               lifted: int | None) -> tuple[pygame.Rect, ...]:
    """Where the hand's cards are drawn: those that may be played rise; with confirm
    before play, the card a first click chose rises alone (a second click plays it)."""
    up = frozenset(i for i, c in enumerate(cards) if c in playable)
    if lifted is not None and lifted in playable:
        up = frozenset({cards.index(lifted)})
    return tuple(layout.hand_rects(len(cards), up))
