"""Playing a card at the table: the chosen card played on Enter or a click (lifted first
with confirm before play), a card preselected at the player's turn, and the only legal
card playing itself after a visible pause (Settings).

The card-play twin of ``calls.CallPanel``, owned by ``TableScene``: the scene hands it the
position the picture shows and the hand as drawn; what is being chosen is the
``PlayerChoice``'s, the words go to the ``MessageLine``, the cards to the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.client.ui.widgets import DIM_INK, GOLD
from game.core.actions import PLAYS, Action, Kind
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import card_text

if TYPE_CHECKING:
    from game.client.matches.session import MatchSession
    from game.client.table.choice import PlayerChoice
    from game.client.table.message import MessageLine
    from game.client.table.services import TableServices

FORCED_PAUSE = 0.8
"""Seconds the only legal card stays lifted before it plays itself (auto-play)."""


class CardPlay:
    def __init__(self, session: MatchSession, services: TableServices, choice: PlayerChoice,
                 line: MessageLine) -> None:
        self.session = session
        self.services = services
        self.choice = choice
        self.line = line

    def turn(self, state: Any, dt: float, cards: list[int], playable: set[int]) -> None:
        """At the player's turn: a card is preselected so Enter plays it (defect 12), the
        only legal card plays itself after a visible pause (Settings)."""
        session = self.session
        viewer = session.viewer
        choice = self.choice
        if state.to_play != viewer or not session.is_human(viewer):
            choice.forced_left = None
            return
        if state.phase is not Phase.PLAY:
            return
        if choice.turn_seen != state.version:
            choice.turn_seen = state.version
            choice.preselect(cards, playable)
            forced = state.legal_actions()
            choice.forced_left = None
            if self.services.settings.auto_play_forced and len(forced) == 1 \
                    and forced[0].kind is Kind.PLAY:
                choice.forced_left = FORCED_PAUSE
                choice.selected = cards.index(forced[0].card) if forced[0].card in cards else -1
                self.line.say(_("Your only card: {card}").format(
                    card=card_text(forced[0].card)), GOLD, FORCED_PAUSE + 0.5)
        if choice.forced_left is not None:
            choice.forced_left -= dt
            if choice.forced_left <= 0:
                choice.forced_left = None
                legal = state.legal_actions()
                if len(legal) == 1 and legal[0].kind is Kind.PLAY:
                    self.send(legal[0], viewer)

    def play_chosen(self, state: Any, cards: list[int], playable: set[int]) -> None:
        """Enter: play the chosen card (with confirm before play, lift it first)."""
        choice = self.choice
        if not 0 <= choice.selected < len(cards):
            choice.preselect(cards, playable)  # the turn came this very frame (defect 12)
        if 0 <= choice.selected < len(cards):
            card = cards[choice.selected]
            self.choose(state, card, confirmed=choice.lifted == card)
        else:
            self.line.say(_("Choose a card with ← →, then press Enter"), DIM_INK)

    def choose(self, state: Any, card: int, confirmed: bool = True) -> None:
        """Play ``card``; with confirm before play and not ``confirmed``, lift it first."""
        say = self.line.say
        viewer = self.session.viewer
        if state.phase is not Phase.PLAY:
            say(_("Bidding first: choose your bid in the panel"), DIM_INK)
            return
        if state.to_play != viewer:
            who = self.session.names[state.to_play] if state.to_play is not None else "—"
            say(_("Wait for your turn: {name} is to play").format(name=who), DIM_INK)
            return
        if PLAYS[card] not in state.legal_actions():
            self.choice.lifted = None  # the referee answers with the rule that refuses it
            self.session.apply(PLAYS[card], viewer)
            self.services.sounds.play("refuse")
            return
        if self.services.settings.confirm_play and not confirmed:
            self.choice.lifted = card
            say(_("{card}: click it again or press Enter to play it").format(
                card=card_text(card)), GOLD, 6.0)
            return
        self.choice.lifted = None
        self.send(PLAYS[card], viewer)

    def send(self, action: Action, seat: int) -> None:
        self.choice.last_card_forced = action.kind is Kind.PLAY and len(
            self.session.legal()) == 1
        self.session.apply(action, seat)
        self.choice.sent()
