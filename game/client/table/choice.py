"""The player's choice in progress at the table: the chosen card, the card a first click
lifted, the call panel's focus, a bid typed digit by digit, a bid waiting to be sent.

None of it is the position's: it is what the player is about to do, kept by the table
scene while it is still the player's to change, and forgotten when the position moves
on under it (a take-back, a new step).
"""

from __future__ import annotations

from game.core.actions import Action, Kind

DIGIT_WAIT = 0.7
"""Seconds a typed digit waits for the next before the bid is made."""


class PlayerChoice:
    def __init__(self) -> None:
        self.selected = -1
        """The hand's card (index) the keyboard chose; Enter plays it."""
        self.lifted: int | None = None
        """The card a first click lifted (confirm before play); the next click plays it."""
        self.armed_call: Action | None = None
        """The call a first click chose (confirm before play); a second click makes it."""
        self.panel_focus = -1
        """The call panel's button the keyboard chose (-1: none)."""
        self.pending_bid: Action | None = None
        """A bid chosen and not yet sent: it may still change (blackout 8)."""
        self.pending_left = 0.0
        self.digits = ""
        """Digits typed towards a bid."""
        self.digits_left = 0.0
        self.hint_to_select: Action | None = None
        """The hinted card or call, made the keyboard's choice once it is on the screen
        (the call panel may be built a frame later): Enter then does what the hint says."""
        self.turn_seen = -1
        """The view version of the player's turn last prepared (a card preselected)."""
        self.forced_left: float | None = None
        """Seconds until the only legal card is played for the player (auto-play)."""
        self.last_card_forced = False
        """The player's last move sent was a card, and the only one it could play: Undo
        skips such a card, so its refusal must not speak only of the call before it."""

    def sent(self) -> None:
        """A card or call went to the referee: nothing stays chosen in the panel."""
        self.panel_focus = -1
        self.armed_call = None
        self.lifted = None

    def forget(self) -> None:
        """The picture jumped (a take-back): every choice made on the old one goes."""
        self.pending_bid = None
        self.digits = ""
        self.lifted = None
        self.armed_call = None
        self.panel_focus = -1
        self.turn_seen = -1

    def move_card(self, step: int, cards: int) -> None:
        if cards:
            self.selected = (self.selected + step) % cards
            self.lifted = None

    def move_focus(self, step: int, buttons: int) -> None:
        if buttons:
            self.panel_focus = (self.panel_focus + step) % buttons
            self.armed_call = None

    def type_digit(self, digit: int) -> None:
        self.digits += str(digit)
        self.digits_left = DIGIT_WAIT

    def preselect(self, cards: list[int], playable: set[int]) -> None:
        """Keep the chosen card if it may be played, else choose the first that may (so
        Enter plays it: defect 12)."""
        if not (0 <= self.selected < len(cards)) or cards[self.selected] not in playable:
            self.selected = next((i for i, c in enumerate(cards) if c in playable), -1)

    def select_hint(self, hinted: Action | None, cards: list[int], playable: set[int],
                    calls: list[Action]) -> None:
        """Make the hinted card or call (``hint_to_select``) the keyboard's choice once it
        is on the screen; it waits while the hand or the panel is not there yet, and is
        dropped once the hint is gone (``hinted``: the session's hint now)."""
        action, self.hint_to_select = self.hint_to_select, None
        if action is None or hinted != action:
            return  # the hint is gone (the position moved on): nothing to select
        if action.kind is Kind.PLAY:
            if action.card in cards and action.card in playable:
                self.selected = cards.index(action.card)
            else:
                self.hint_to_select = action  # the hand is not yet the player's to play
            return
        if action in calls:
            self.panel_focus = calls.index(action)
            self.armed_call = None
        else:
            self.hint_to_select = action  # the panel is not built yet
