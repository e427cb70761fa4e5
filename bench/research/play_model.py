"""How predictable are the ISMCTS field's cards, and how much do they tell about its hands?

Reads the deals ``bench/research/field_games.py`` recorded and fits a conditional-logit model of the
card a seat plays (softmax over its legal cards of a weighted sum of features: does the card
win the trick as it stands, does the seat still want tricks, rank, trump, the heuristic
policy's own choice...).  It prints, per decision with a choice, the log-likelihood of the
real cards under: uniform play, the heuristic policy with a chance of a random card (the
model our rollouts use), and the fitted model (on held-out deals).

Then the number that bounds play inference: for each held-out card, an observer at the
table (every other seat in turn) samples the hand the player may have held (worlds from
``ai.tricks.sampling``, consistent with what the observer saw, the card itself included),
and the information the card carries about the hand is ``log P(card | true hand) - log
mean P(card | sampled hand)``, averaged: nats a card.  Voids are already in the sampler,
so this is what a model of the field's play adds on top of them.

    /work/venv-bench/bin/python bench/research/play_model.py /tmp/ismcts_4p5c.jsonl --players 4 \\
        --cards 5
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from vs_openspiel import blackout, fixed_size_deal

from ai.blackout.goals import BlackoutGoals
from ai.blackout.model import BlackoutModel
from ai.tricks.playout import policy_card, sim_at
from ai.tricks.sampling import Constraints, constraints_of, sample_hands
from ai.tricks.simulator import NO_LEAD_RULE, Sim, beats
from game.core.actions import Action, Kind, bid
from game.core.cards import DECK_52, SUIT_MASKS, cards_of
from game.core.phase import Phase

FEATURES = ("policy", "wins", "wins·want", "wins·last", "rank", "rank·want", "trump",
            "trump·want", "top of suit", "bottom of suit", "boss", "boss·want", "lead·rank",
            "lead·length", "discard·rank", "lead·trump", "length", "singleton", "trump·trumps held",
            "trump·trumps held·want", "second of suit", "higher held")


def features(sim: Sim, goals: BlackoutGoals, unseen: int) -> dict[int, list[float]]:
    """Each legal card's features for the seat to play in ``sim``; ``unseen`` holds the
    cards that seat has not seen (others' hands, the stock)."""
    seat = sim.turn
    legal = sim.legal_mask()
    want = 1.0 if goals.wants(sim, seat) else 0.0
    policy = policy_card(sim, goals)
    trick = sim.trick
    leading = not trick
    last = len(trick) == sim.n - 1
    led = trick[0][1] // 13 if trick else -1
    hand = sim.hands[seat]
    trumps = (hand & SUIT_MASKS[sim.trump]).bit_count() / hand.bit_count() \
        if sim.trump >= 0 else 0.0
    out: dict[int, list[float]] = {}
    for c in cards_of(legal):
        suit, rank = c // 13, (c % 13) / 12
        wins = 1.0 if leading or beats(c, sim.best, sim.trump) else 0.0
        in_suit = legal & SUIT_MASKS[suit]
        top = 1.0 if c == in_suit.bit_length() - 1 else 0.0
        bottom = 1.0 if c == (in_suit & -in_suit).bit_length() - 1 else 0.0
        above = SUIT_MASKS[suit] & ~((1 << (c + 1)) - 1)
        boss = 0.0 if unseen & above else 1.0
        trump = 1.0 if suit == sim.trump else 0.0
        discard = 1.0 if not leading and suit != led and suit != sim.trump else 0.0
        held = (hand & SUIT_MASKS[suit]).bit_count()
        length = held / max(1, hand.bit_count())
        out[c] = [1.0 if c == policy else 0.0, 0.0 if leading else wins,
                  0.0 if leading else wins * want, wins if last else 0.0, rank, rank * want,
                  trump, trump * want, top, bottom, boss, boss * want,
                  rank if leading else 0.0, length if leading else 0.0, rank * discard,
                  trump if leading else 0.0, length, 1.0 if held == 1 else 0.0,
                  trump * trumps, trump * trumps * want, second(in_suit, c),
                  (hand & above).bit_count() / 12]
    return out


def second(in_suit: int, card: int) -> float:
    """1 if ``card`` is the second-highest of the legal cards of its suit."""
    top = in_suit.bit_length() - 1
    rest = in_suit & ~(1 << top)
    return 1.0 if rest and rest.bit_length() - 1 == card else 0.0


Choice = tuple[list[int], list[list[float]], int]
"""One decision: the legal cards, their features (a row each) and the index chosen."""


def replay(line: dict[str, Any], players: int, cards: int) -> Iterator[tuple[Any, Action]]:
    """Each step of a recorded deal (``bench/research/field_games.py``): the state before it and the
    action taken."""
    s = fixed_size_deal(players, cards, line["seed"], line["dealer"])
    for a in line["actions"]:
        action = bid(a) if s.phase is not Phase.PLAY else Action(Kind.PLAY, card=a)
        yield s, action
        s = s.apply(action)


def unseen_by(hand: int, obs: Any) -> int:
    """The cards a seat holding ``hand`` has not seen at its observation ``obs``: neither
    held, played nor turned up."""
    return DECK_52 & ~hand & ~obs.played & ~(1 << obs.turn_up)


def decisions(line: dict[str, Any], players: int, cards: int, observers: int,
              rng: random.Random) -> Iterator[tuple[Choice, list[list[Choice]]]]:
    """Each card decision of a recorded deal with more than one legal card, and for each
    observer (none when ``observers`` is 0) the same decision with the player's hand as
    ``observers`` sampled worlds have it."""
    model = BlackoutModel(blackout(players))
    for s, action in replay(line, players, cards):
        if action.kind is not Kind.PLAY or len(s.legal_actions()) < 2:
            continue
        seat, a = s.to_play, action.card
        obs = s.observation(seat)
        goals = BlackoutGoals(obs.bids, model, cards)
        hands = list(s.hands)
        truth = choice(sim_at(obs, hands, NO_LEAD_RULE), goals, unseen_by(hands[seat], obs), a)
        sampled: list[list[Choice]] = []
        if observers:
            after = s.apply(action)
            for o in range(players):
                if o == seat:
                    continue
                worlds = []
                for w in observer_worlds(model, after, o, observers, rng)[1]:
                    w[seat] |= 1 << a
                    worlds.append(choice(sim_at(obs, w, NO_LEAD_RULE), goals,
                                         unseen_by(w[seat], obs), a))
                sampled.append(worlds)
        yield truth, sampled


def observer_worlds(model: BlackoutModel, state: Any, observer: int, count: int,
                    rng: random.Random) -> tuple[Constraints, list[list[int]]]:
    """What ``observer`` knows at ``state`` and ``count`` worlds (every seat's cards now)
    sampled consistently with it: the hands a seat may hold, as the observer sees them."""
    view = state.observation(observer)
    cons = constraints_of(view, NO_LEAD_RULE, model.out_of_play(view), model.stock_size(view))
    return cons, [sample_hands(cons, rng) for _ in range(count)]


def choice(sim: Sim, goals: BlackoutGoals, unseen: int, card: int) -> Choice:
    f = features(sim, goals, unseen)
    legal = list(f)
    return legal, [f[c] for c in legal], legal.index(card)


def probabilities(w: list[float], rows: list[list[float]]) -> list[float]:
    """The model's chance of each legal card (a softmax of the weighted features)."""
    z = [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in rows]
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = sum(e)
    return [v / total for v in e]


def probability(w: list[float], c: Choice) -> float:
    return probabilities(w, c[1])[c[2]]


def log_likelihood(w: list[float], data: list[Choice]) -> tuple[float, list[float]]:
    """The log-likelihood of the cards chosen in ``data`` and its gradient in ``w``."""
    total = 0.0
    grad = [0.0] * len(w)
    for _legal, rows, k in data:
        p = probabilities(w, rows)
        total += math.log(p[k])
        for j in range(len(w)):
            grad[j] += rows[k][j] - sum(pi * x[j] for pi, x in zip(p, rows, strict=True))
    return total, grad


def fit(data: list[Choice], ridge: float = 1.0) -> list[float]:
    """The feature weights of greatest likelihood, with a ridge penalty (SciPy's L-BFGS)."""
    from scipy.optimize import minimize

    def loss(w: Any) -> tuple[float, list[float]]:
        ws = [float(v) for v in w]
        ll, g = log_likelihood(ws, data)
        return (-ll + 0.5 * ridge * sum(v * v for v in ws),
                [-gi + ridge * wi for gi, wi in zip(g, ws, strict=True)])

    return [float(v) for v in minimize(loss, [0.0] * len(FEATURES), jac=True,
                                       method="L-BFGS-B").x]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("games", type=Path)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--test", type=float, default=0.3, help="share of deals held out")
    p.add_argument("--observers", type=int, default=40, help="sampled hands a decision")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    lines = [json.loads(x) for x in args.games.read_text().splitlines() if x.strip()]
    cut = int(len(lines) * (1 - args.test))
    rng = random.Random(args.seed)
    train = [t for line in lines[:cut]
             for t, _ in decisions(line, args.players, args.cards, 0, rng)]
    test = [d for line in lines[cut:]
            for d in decisions(line, args.players, args.cards, args.observers, rng)]
    print(f"{len(lines)} deals: {len(train)} card decisions with a choice to fit,"
          f" {len(test)} held out")

    w = fit(train)
    for name, v in zip(FEATURES, w, strict=True):
        print(f"  {name:15} {v:+.2f}")
    truths = [t for t, _ in test]
    n = len(truths)
    uniform = -sum(math.log(len(t[0])) for t in truths) / n
    fitted = log_likelihood(w, truths)[0] / n
    agree = sum(t[1][t[2]][0] == 1.0 for t in truths) / n
    best_eps = max((e / 100 for e in range(1, 100)), key=lambda e: sum(
        math.log((1 - e) * t[1][t[2]][0] + e / len(t[0])) for t in truths))
    policy = sum(math.log((1 - best_eps) * t[1][t[2]][0] + best_eps / len(t[0]))
                 for t in truths) / n
    print(f"held-out log-likelihood a card: uniform {uniform:.3f}, policy with"
          f" {best_eps:.2f} random {policy:.3f} (the policy's card {agree:.1%}),"
          f" fitted {fitted:.3f} nats")

    def by_policy(c: Choice) -> float:
        return (1 - best_eps) * c[1][c[2]][0] + best_eps / len(c[0])

    for name, prob in (("fitted model", lambda c: probability(w, c)),
                       (f"policy with {best_eps:.2f} random", by_policy)):
        gains = []
        for truth, sampled in test:
            pt = prob(truth)
            for worlds in sampled:
                mean = sum(prob(c) for c in worlds) / len(worlds)
                gains.append(math.log(pt) - math.log(mean))
        m = sum(gains) / len(gains)
        sd = (sum((g - m) ** 2 for g in gains) / (len(gains) - 1)) ** 0.5
        print(f"information a card carries about the hand, beyond voids ({name}):"
              f" {m:.3f} ±{1.96 * sd / len(gains) ** 0.5:.3f} nats over {len(gains)}"
              f" observer-cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
