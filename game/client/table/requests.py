"""The player's requests at the table beyond a card or a call — take back, claim the
rest, a hint — each refused in words when the table cannot take it, and the referee's
answers to them (``Said``: a ruling on a claim, a refused move) told on the message line.

Owned by ``TableScene``, beside ``CallPanel`` and ``CardPlay``; what the player is doing
is the ``PlayerActivity``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.table.activity import Activity
from game.client.table.claim_check import awarded_text, refusal_text
from game.client.ui.widgets import DIM_INK, GOLD, RED
from game.core.actions import Kind
from game.i18n import _
from game.i18n.terms import action_text, card_text

if TYPE_CHECKING:
    from game.client.matches.session import MatchSession, Said
    from game.client.table.activity import PlayerActivity
    from game.client.table.choice import PlayerChoice
    from game.client.table.message import MessageLine
    from game.client.table.services import TableServices

HINT_BLUE = (150, 220, 255)
"""The colour of the hint's words."""


class TableRequests:
    def __init__(self, session: MatchSession, services: TableServices,
                 activity: PlayerActivity, line: MessageLine, choice: PlayerChoice) -> None:
        self.choice = choice
        self.session = session
        self.services = services
        self.activity = activity
        self.line = line

    def undo(self) -> None:
        session, say = self.session, self.line.say
        if not self.services.settings.undo:
            say(_("Taking back is off in Settings (Take back a move)"), DIM_INK)
            return
        if not session.undo_allowed:
            say(_("Taking back is only for a game against computers"), DIM_INK)
            return
        if not session.can_undo():
            if self.choice.last_card_forced:  # skipped: the refusal is the card's first
                say(_("Your last card was the only one you could play, and the call "
                      "before it stays: you have seen cards since") if session.view.call_kept
                    else _("Your last card was the only one you could play: nothing to "
                           "take back"), DIM_INK)
            elif session.view.call_kept:
                say(_("A call stays once you have seen cards you had not seen when you "
                      "made it"), DIM_INK)
            else:
                say(_("Nothing to take back in this deal"), DIM_INK)
            return
        if self.activity.asked(Activity.TAKING_BACK):
            session.undo()

    def claim(self, settled: Activity, claim_up: bool) -> None:
        """``settled``: what the player is doing in the position shown; ``claim_up``: the
        Claim button is up."""
        self.activity.settle(settled)
        if not claim_up or not self.activity.asked(Activity.CLAIMING):
            self.line.say(_("You may claim the rest on your own turn, with two cards or more "
                            "left"), DIM_INK)
            return
        self.session.claim()
        self.line.say(_("Checking your claim…"), DIM_INK, 10.0)

    def ask_hint(self) -> None:
        if not self.session.hints_allowed:
            self.line.say(_("The host turned hints off at this table"), DIM_INK)
        elif self.session.ask_hint():
            self.line.say(_("Thinking about a hint…"), HINT_BLUE, 10.0)
        else:
            self.line.say(_("A hint is for your own turn"), DIM_INK)

    def tell(self, said: Said) -> None:
        """Show what the referee or a computer had to say about the player's request."""
        say = self.line.say
        if said.claim is not None:
            self.activity.answered()
            claim = said.claim
            if claim.valid:
                say(awarded_text(claim.tricks_left), GOLD, 6.0)
            elif claim.seat == self.session.viewer:
                say(_("Claim refused: {reason}").format(
                    reason=refusal_text(claim.decided)), RED, 8.0)
                self.services.sounds.play("refuse")
            return
        action = said.refused
        if action is not None and action.kind is Kind.PLAY:
            text = _("{card} cannot be played: {reason}").format(
                card=card_text(action.card), reason=said.text)
        elif action is not None and action.kind is not Kind.DEAL:
            text = f"{action_text(action)}: {said.text}"
        else:
            text = said.text
        self.activity.answered()  # a refusal (or the table closed): nothing more to await
        say(text, GOLD if said.fine else RED, 6.0)
