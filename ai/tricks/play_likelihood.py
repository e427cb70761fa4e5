"""Reading the play: how likely the other seats' cards so far are in a sampled world.

The sampler (``ai.tricks.sampling``) deals worlds within the hard constraints and weighs
them by the bids; which card a seat chose when it had a choice it reads for voids only.
Policy-based inference (Rebstock, Solinas, Buro, Sturtevant, 2019) reads the choice too:
a world is weighted by how likely every past card of the other seats is under a model of
how players play, given the hand that seat held in that world when it chose (its cards
now in the world plus those it played since).  The model here is the project's own
heuristic policy (``ai.tricks.policy.choose_card``, the one rollouts use) with a noise
floor: the policy's card with chance ``1 - eps``, any legal card with ``eps / legal``,
with ``eps`` by situation (leading, following suit, void in the suit led), fitted by
maximum likelihood on recorded games (``bench/play_noise.py``).

Everything read is public (the tricks, the calls, the cards out of play) or the world's
own hands: the observation is enough.  The policy's card depends on the hand only through
the legal cards (and, to lead, the cards the seat could not see), so it is computed once
per distinct holding of each past play and decision (``PlayReading.evaluations`` counts
those policy calls: the reading's work).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ai.tricks.goals import PlayGoals
from ai.tricks.policy import choose_card
from ai.tricks.simulator import Sim
from game.core.cards import DECK_52, Card, Hand
from game.core.observation import Observation
from game.core.trick import FOLLOW_MASKS, LEAD_BANS

LEAD, FOLLOW, VOID = 0, 1, 2
"""The situations of a past card, each with its own noise: it led, it followed suit, it
had none of the suit led (a discard or a trump)."""

NOISE: dict[str, tuple[float, float, float]] = {
    "blackout": (0.89, 0.66, 0.65),
    "partnership-blackout": (1.0, 0.75, 0.75),
}
"""By game id, the chance of a card other than the policy's, per situation (lead, follow,
void): maximum likelihood on recorded games of the medium field (``bench/play_noise.py``
on 160 Blackout deals, ``field_games.py --field medium --players 4 --cards c --deals 40
--seed 100+c``, c = 3, 5, 7, 9, and on 45 Partnership deals, ``location_games.py --game
partnership-blackout --field medium --seed 149``).  The policy's card is the one played
for 40% of Blackout's leads, 64% of its follows and 60% of its discards (19%, 53% and 45%
in Partnership, where a lead tells nothing: noise 1)."""
DEFAULT_NOISE = (0.6, 0.4, 0.6)
"""For a game without its own fitted noise."""

LOG_FLOOR = -60.0
"""The least log-likelihood a world keeps (its weight never underflows to zero)."""


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One card another seat played with the public position it chose it in."""

    seat: int
    card: Card
    later: Hand
    """The cards ``seat`` played after this one (with its cards now, its hand then)."""
    live: Hand
    """Cards neither played before this one nor out of play: the seat's hand then, and
    what it could not see."""
    best: Card
    """The card winning the trick before it (-1: it led)."""
    led: int
    """The suit led (-1: it led)."""
    want: bool
    last: bool
    partner_winning: bool
    ban: Hand
    """Leading: the cards it may not lead unless it holds nothing else; following: the
    cards of the suit led."""
    situation: int


def past_plays(obs: Observation, goals: PlayGoals, lead_rule: int, out_of_play: Hand,
               ) -> tuple[PastPlay, ...]:
    """Every card played this deal, in order, with the position it was chosen in (the
    seats' intents read from ``goals`` at the tricks taken then)."""
    history = [pair for t in obs.past_tricks for pair in t] + list(obs.trick)
    if not history:
        return ()
    n = obs.players
    hands = [0] * n
    for seat, card in history:
        hands[seat] |= 1 << card
    sim = Sim(hands, obs.trump, history[0][0], lead_rule=lead_rule)
    live = DECK_52 & ~out_of_play
    later = list(hands)
    out = []
    for seat, card in history:
        later[seat] &= ~(1 << card)
        trick = sim.trick
        if trick:
            ban = FOLLOW_MASKS[trick[0][1]]
            situation = FOLLOW if card // 13 == trick[0][1] // 13 else VOID
        else:
            ban = LEAD_BANS[lead_rule][sim.spades_played > 0]
            situation = LEAD
        partner = goals.partner(seat)
        out.append(PastPlay(
            seat, card, later[seat], live, sim.best, trick[0][1] // 13 if trick else -1,
            goals.wants(sim, seat),
            len(trick) == n - 1, partner is not None and sim.best_seat == partner, ban,
            situation))
        sim.play(card)
        live &= ~(1 << card)
    return tuple(out)


class PlayReading:
    """The other seats' past cards at one decision, and the policy's card for each
    holding met so far (a world's weight reuses them)."""

    def __init__(self, plays: tuple[PastPlay, ...], observer: int, trump: int,
                 noise: tuple[float, float, float]) -> None:
        self.plays = tuple(p for p in plays if p.seat != observer)
        self.trump = trump
        self.noise = noise
        self._chosen: dict[tuple[int, Hand], Card] = {}
        self.evaluations = 0
        """Policy calls made: the reading's work."""

    def choices(self, hands: list[Hand]) -> list[tuple[PastPlay, Hand, Card]]:
        """Each past card of another seat with a choice, had they held ``hands``: the
        play, its legal cards and the policy's card (what ``bench/play_noise.py`` fits the
        noise on, with the true hands)."""
        out = []
        for p in self.plays:
            held = hands[p.seat] | p.later | 1 << p.card
            legal = (held & ~p.ban or held) if p.best < 0 else (held & p.ban or held)
            if legal & (legal - 1):
                out.append((p, legal, choose_card(legal, p.best, p.led, self.trump, p.want,
                                                  p.last, p.partner_winning, p.live & ~held)))
        return out

    def log_likelihood(self, hands: list[Hand]) -> float:
        """The log chance of the past cards of the other seats, had they held ``hands``
        (their cards now) in this world, less the most it could be (every card the
        policy's: 0), never below ``LOG_FLOOR``."""
        total = 0.0
        chosen = self._chosen
        trump = self.trump
        noise = self.noise
        for i, p in enumerate(self.plays):
            held = hands[p.seat] | p.later | 1 << p.card
            if p.best < 0:
                legal = held & ~p.ban or held
            else:
                legal = held & p.ban or held
            if legal & (legal - 1) == 0:
                continue
            key = (i, held if p.best < 0 else legal)
            policy = chosen.get(key)
            if policy is None:
                policy = choose_card(legal, p.best, p.led, trump, p.want, p.last,
                                     p.partner_winning, p.live & ~held)
                chosen[key] = policy
                self.evaluations += 1
            eps = noise[p.situation]
            share = eps / legal.bit_count()
            if policy != p.card:
                total += math.log(share / (share + 1.0 - eps))
        return max(total, LOG_FLOOR)

    def weight(self, hands: list[Hand]) -> float:
        """The world's relative weight: its likelihood over the most any holding gives
        (each card the policy's own), so a world the policy explains fully weighs 1."""
        return math.exp(self.log_likelihood(hands))
