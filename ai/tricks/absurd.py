"""The cards no competent player plays: a guard every level passes its choice through.

People forgive a computer a wrong low card; they do not forgive the card no person would
play (issue 38): the last player, short of its bid by every trick left, ducking a trick
it could win; the last player, its bid made, winning a trick it could lose; the last
player taking its partner's trick, which the team had anyway, with a higher card.  Each
rule here holds for certain from what the seat sees — the last card of a trick decides it,
and the seat's duty (``PlayGoals.duty``) is read from the scoring — so removing these
cards can cost nothing.  A rule acts only when it leaves some card to play; the blunder
catalogue (``tests/data/blunders``) checks the verdicts by exact solving.
"""

from __future__ import annotations

from ai.tricks.goals import DUCK, WIN, PlayGoals
from ai.tricks.policy import beating
from ai.tricks.simulator import Sim
from game.core.cards import Hand


def last_card_choice(sim: Sim, legal: Hand) -> tuple[Hand, Hand]:
    """``legal``'s winners and losers of the trick when the seat plays its last card and
    holds both (only the last card is sure to decide a trick); (0, 0) otherwise."""
    if len(sim.trick) != sim.n - 1:
        return 0, 0
    winners = beating(legal, sim.best, sim.trump)
    losers = legal & ~winners
    if not winners or not losers:
        return 0, 0
    return winners, losers


def absurd_cards(sim: Sim, goals: PlayGoals, legal: Hand) -> Hand:
    """The cards of ``legal`` that the seat to play in ``sim`` must not play (0: none)."""
    seat = sim.turn
    winners, losers = last_card_choice(sim, legal)
    if not winners:
        return 0
    partner = goals.partner(seat)
    if partner is not None and sim.best_seat == partner:
        # the team has the trick: taking it from the partner wastes a card (and a Nil
        # caller must not take it; a Nil's partner is nobody's partner here, and covers)
        return winners
    duty = goals.duty(sim, seat)
    if duty == WIN:
        return losers
    if duty == DUCK:
        return winners
    return 0


def off_intent(sim: Sim, goals: PlayGoals, legal: Hand) -> Hand:
    """The last cards of a trick that go against what the seat wants from it (``wants``):
    its winners when it wants to lose the trick, its losers when it wants to take it.

    Not absurd — the search may find a reason — but a weaker level does not *stray* to
    them (``ai.natural``): a person who needs the trick and can take it as last to play
    takes it, and errs in which card, not in the intent.  Medium ducking a trick it needed
    and then missing its bid was the pattern players saw most (issue 38)."""
    winners, losers = last_card_choice(sim, legal)
    if not winners or sim.best_seat == goals.partner(sim.turn):
        return 0  # a trick the partner holds is the team's either way
    return losers if goals.wants(sim, sim.turn) else winners


def sensible(sim: Sim, goals: PlayGoals, legal: Hand) -> Hand:
    """``legal`` without its absurd cards."""
    return legal & ~absurd_cards(sim, goals, legal)
