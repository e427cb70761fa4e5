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
maximum likelihood on recorded games (``bench/play_noise.py``); or, softer, a conditional
logit over the legal cards on a few features of each (``card_features``).

Measured on held-out deals of medium, hard, the fair ISMCTS and Partnership (``bench/
inference.py``, ``docs/ai-measurements.md``, "Issue 49, second step"), neither places the
hidden cards better than today's sampler: the heuristic names too few of our levels'
cards to tell hands apart.  No level uses it, so it lives with the benches,
not in the game's package.

Everything read is public (the tricks, the calls, the cards out of play) or the world's
own hands: the observation is enough.  The policy's card depends on the hand only through
the legal cards (and, to lead, the cards the seat could not see), so it is computed once
per distinct holding of each past play and decision (``PlayReading.evaluations`` counts
those policy calls: the reading's work).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ai.tricks.goals import PlayGoals
from ai.tricks.policy import choose_card
from ai.tricks.simulator import Sim, beats
from game.core.cards import DECK_52, SUIT_MASKS, Card, Hand
from game.core.observation import Observation
from game.core.trick import FOLLOW_MASKS, LEAD_BANS

LEAD, FOLLOW, VOID = 0, 1, 2
"""The situations of a past card, each with its own noise: it led, it followed suit, it
had none of the suit led (a discard or a trump)."""

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


READING_FILE = "play_reading.json"
"""The fitted models, by game id, beside this module: per situation (lead, follow, void) the policy's noise, the chance of a card
other than its own, by maximum likelihood on recorded games of the medium field
(``bench/play_noise.py``; the games are named in the file), and the softer reading's
weights of ``FEATURES`` (``--softmax``: a conditional logit, L2 1).  In Blackout the
policy's card is the one played for 36% of the leads, 61% of the follows and 53% of the
discards (20%, 54% and 44% in Partnership, where a lead tells nothing: noise 1)."""

Noise = tuple[float, float, float]
Softmax = tuple[tuple[float, ...], ...]


@cache
def fitted_reading(game_id: str) -> tuple[Noise, Softmax] | None:
    """The noise and softer weights fitted for ``game_id`` (None: none in the file)."""
    text = (Path(__file__).resolve().parent / READING_FILE).read_text("utf-8")
    entry = json.loads(text).get(game_id)
    if entry is None:
        return None
    if tuple(entry["features"]) != FEATURES:
        raise ValueError(f"{READING_FILE}'s {game_id} reading has other features than this code")
    noise = tuple(float(x) for x in entry["noise"])
    softmax = tuple(tuple(float(w) for w in row) for row in entry["softmax"])
    if len(noise) != 3 or len(softmax) != 3 or any(len(r) != len(FEATURES) for r in softmax):
        raise ValueError(f"{READING_FILE}'s {game_id} reading is not three situations")
    return (noise[0], noise[1], noise[2]), softmax


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
