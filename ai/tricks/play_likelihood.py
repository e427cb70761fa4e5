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
from ai.tricks.simulator import Sim, beats
from game.core.cards import DECK_52, SUIT_MASKS, Card, Hand
from game.core.observation import Observation
from game.core.trick import FOLLOW_MASKS, LEAD_BANS

LEAD, FOLLOW, VOID = 0, 1, 2
"""The situations of a past card, each with its own noise: it led, it followed suit, it
had none of the suit led (a discard or a trump)."""

NOISE: dict[str, tuple[float, float, float]] = {
    "blackout": (0.91, 0.70, 0.72),
    "partnership-blackout": (1.0, 0.75, 0.77),
}
"""By game id, the chance of a card other than the policy's, per situation (lead, follow,
void): maximum likelihood on recorded games of the medium field (``bench/play_noise.py``
on 160 Blackout deals, ``field_games.py --field medium --players 4 --cards c --deals 40
--seed 100+c``, c = 3, 5, 7, 9, and on 60 Partnership deals, ``location_games.py --game
partnership-blackout --field medium --seed 149``).  The policy's card is the one played
for 36% of Blackout's leads, 61% of its follows and 53% of its discards (20%, 54% and 44%
in Partnership, where a lead tells nothing: noise 1)."""
DEFAULT_NOISE = (0.6, 0.4, 0.6)
"""For a game without its own fitted noise."""

LOG_FLOOR = -600.0
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


def card_features(p: PastPlay, legal: Hand, held: Hand, policy: Card, trump: int,
                  ) -> dict[Card, tuple[float, ...]]:
    """Each legal card's features (``FEATURES``) at past play ``p`` from holding ``held``;
    ``policy`` is the heuristic policy's card there."""
    unseen = p.live & ~held
    leading = p.best < 0
    want = 1.0 if p.want else 0.0
    out: dict[Card, tuple[float, ...]] = {}
    # following suit the rest of the hand plays no part (the cache's key is the legal cards)
    size = held.bit_count() if leading or legal == held else 0
    x = legal
    while x:
        low = x & -x
        a = low.bit_length() - 1
        x ^= low
        suit, rank = a // 13, a % 13
        mask = SUIT_MASKS[suit]
        in_suit = legal & mask
        below = (in_suit & (low - 1)).bit_count()
        height = below / max(1, in_suit.bit_count() - 1)
        wins = 0.0 if leading else (1.0 if beats(a, p.best, trump) else 0.0)
        t = 1.0 if suit == trump else 0.0
        boss = 0.0 if unseen & mask & ~((low << 1) - 1) else 1.0
        out[a] = (1.0 if a == policy else 0.0, wins, wins * want, height, height * want,
                  rank / 12, rank / 12 * want, t, t * want, boss, boss * want,
                  (held & mask).bit_count() / size if size else 0.0, wins if p.last else 0.0,
                  wins if p.partner_winning else 0.0)
    return out


FEATURES = ("policy", "wins", "wins·want", "height", "height·want", "rank", "rank·want",
            "trump", "trump·want", "boss", "boss·want", "length", "wins·last",
            "wins·partner")
"""What the softer reading sees of each legal card (``card_features``): the policy's card;
whether it would win the trick as it stands; its height among the legal cards of its suit
(0 the lowest, 1 the highest) and its rank; trump; boss (no unseen card of its suit above
it); the share of the hand in its suit; winning as the last card, or over a partner; most
crossed with whether the seat wanted the trick."""


SOFTMAX: dict[str, tuple[tuple[float, ...], ...]] = {
    "blackout": (
        (0.204, 0.000, 0.000, -0.107, 0.098, -0.546, 0.927, 1.285, -1.212, -0.614, 1.065,
         -1.252, 0.000, 0.000),
        (0.449, -1.762, 2.385, -0.339, -0.247, 0.656, 0.500, 0.000, 0.000, -0.115, 0.002,
         0.000, 0.715, 0.000),
        (0.463, -1.173, 2.373, -0.464, 0.797, 1.248, -1.644, -0.570, 0.375, -0.148, -0.803,
         -1.393, 0.878, 0.000),
    ),
    "partnership-blackout": (
        (-0.264, 0.000, 0.000, -0.290, -0.290, 0.174, 0.174, 0.000, 0.000, 0.237, 0.237,
         -1.717, 0.000, 0.000),
        (0.411, 0.265, 0.265, -0.619, -0.619, 0.759, 0.759, 0.000, 0.000, 0.135, 0.135,
         0.000, 0.858, -0.548),
        (0.328, 0.505, 0.505, -0.161, -0.161, -0.135, -0.135, -0.135, -0.135, -0.181, -0.181,
         -1.661, 0.670, -0.882),
    ),
}
"""By game id, the softer reading's weights of ``FEATURES`` per situation (lead, follow,
void): a conditional logit fitted on the same medium games as ``NOISE`` (``bench/play_noise.py
--softmax``, L2 1).  On held-out games it predicts the card played better than the policy
with noise: 0.05 to 0.07 nats a card against medium, up to 0.16 against hard."""


class PlayReading:
    """The other seats' past cards at one decision, and the chance of each under the
    model for every holding met so far (a world's weight reuses them).

    The model is the policy with ``noise``, or with ``softmax`` (per situation, weights of
    ``FEATURES``) a conditional logit over the legal cards."""

    def __init__(self, plays: tuple[PastPlay, ...], observer: int, trump: int,
                 noise: tuple[float, float, float],
                 softmax: tuple[tuple[float, ...], ...] | None = None) -> None:
        self.plays = tuple(p for p in plays if p.seat != observer)
        self.trump = trump
        self.noise = noise
        self.softmax = softmax
        self._logp: dict[tuple[int, Hand], float] = {}
        self.evaluations = 0
        """Policy calls made: the reading's work."""

    def choices(self, hands: list[Hand]) -> list[tuple[PastPlay, Hand, Card, Hand]]:
        """Each past card of another seat with a choice, had they held ``hands``: the
        play, its legal cards, the policy's card and the hand then (what
        ``bench/play_noise.py`` fits the models on, with the true hands)."""
        out = []
        for p in self.plays:
            held = hands[p.seat] | p.later | 1 << p.card
            legal = (held & ~p.ban or held) if p.best < 0 else (held & p.ban or held)
            if legal & (legal - 1):
                out.append((p, legal, choose_card(legal, p.best, p.led, self.trump, p.want,
                                                  p.last, p.partner_winning, p.live & ~held),
                            held))
        return out

    def _log_chance(self, p: PastPlay, legal: Hand, held: Hand) -> float:
        policy = choose_card(legal, p.best, p.led, self.trump, p.want, p.last,
                             p.partner_winning, p.live & ~held)
        self.evaluations += 1
        if self.softmax is None:
            eps = self.noise[p.situation]
            share = eps / legal.bit_count()
            return math.log(share + (1.0 - eps) if policy == p.card else share)
        w = self.softmax[p.situation]
        scores = {a: sum(wi * fi for wi, fi in zip(w, f, strict=True))
                  for a, f in card_features(p, legal, held, policy, self.trump).items()}
        top = max(scores.values())
        return scores[p.card] - top - math.log(sum(math.exp(v - top) for v in scores.values()))

    def log_likelihood(self, hands: list[Hand]) -> float:
        """The log chance of the past cards of the other seats, had they held ``hands``
        (their cards now) in this world, never below ``LOG_FLOOR``."""
        total = 0.0
        logp = self._logp
        for i, p in enumerate(self.plays):
            held = hands[p.seat] | p.later | 1 << p.card
            if p.best < 0:
                legal = held & ~p.ban or held
            else:
                legal = held & p.ban or held
            if legal & (legal - 1) == 0:
                continue
            key = (i, held if p.best < 0 or legal == held else legal)
            v = logp.get(key)
            if v is None:
                v = logp[key] = self._log_chance(p, legal, held)
            total += v
        return max(total, LOG_FLOOR)

    def weight(self, hands: list[Hand]) -> float:
        """The world's relative weight: the likelihood of the other seats' cards in it."""
        return math.exp(self.log_likelihood(hands))
