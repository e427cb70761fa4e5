"""Fit the card-location model (``ai.tricks.locations``) on recorded deals and write its weights.

The deals are ``bench/research/field_games.py``'s JSON lines (Blackout's Oh Hell at a fixed
hand size, every seat played by one field: our levels, or OpenSpiel's fair ISMCTS).  From
each deal ``--positions`` moments of the play are drawn (and the moment after the bids),
each seen by one seat drawn at random; every card that seat cannot see is one example: the
features of each holder that may have it (``holder_features``) and the holder that had it.
The model is a conditional logit, the chance of a holder proportional to its cards times
``exp(w · f)``, fitted by Newton's method with a little L2 (numpy, here only: the game
reads the weights with the standard library).  The weights are written into
``ai/tricks/locations.json`` under the game's id.

The data of the shipped model (seeds are field_games's ``--seed``; held-out deals for
``bench/inference.py`` use other seeds)::

    for c in 2 3 4 5 6 7 8 9 10 11 12; do
      .venv/bin/python bench/research/field_games.py --field medium --players 4 --cards $c \\
          --deals 150 --seed $((100+c)) --out /tmp/train_medium.jsonl
      .venv/bin/python bench/research/field_games.py --field easy --players 4 --cards $c \\
          --deals 60 --seed $((200+c)) --out /tmp/train_easy.jsonl
    done
    for c in 5 3 7 4 6 8; do   # benchmark environment: pip install -e ".[bench]"
      .venv/bin/python bench/research/field_games.py --field ismcts --players 4 --cards $c \\
          --deals 25 --seed $((400+c)) --out /tmp/train_ismcts.jsonl
    done
    .venv/bin/python bench/train_locations.py /tmp/train_*.jsonl --seed 49
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from vs_openspiel import fixed_size_deal

from ai.registry import model_for
from ai.tricks.locations import FEATURES, holder_features
from ai.tricks.model import TrickModel
from ai.tricks.sampling import Constraints, constraints_of
from game.core import create_game
from game.core.actions import Action, Kind, bid
from game.core.cards import DECK_52
from game.core.phase import Phase

WEIGHTS = Path(__file__).resolve().parents[1] / "ai" / "tricks" / "locations.json"

Example = tuple[list[list[float]], list[float], int]
"""One hidden card: each eligible holder's features, its log cards (the offset), the index
of the true holder."""


def replay(line: dict[str, Any]) -> Iterator[Any]:
    """Every state of a recorded deal, from the first call to the end: a line of
    ``bench/location_games.py`` (any trick game) or of ``field_games.py`` (Blackout)."""
    if "game" in line:
        g = create_game(line["game"], **line["options"])
        s = g.new_deal(seed=line["seed"], dealer=line["dealer"],
                       deal_number=line["deal_number"])
        for text in line["actions"]:
            yield s
            s = s.apply(text)
        return
    players, cards = len(line["hands"]), len(line["hands"][0])
    s = fixed_size_deal(players, cards, line["seed"], line["dealer"])
    for a in line["actions"]:
        yield s
        s = s.apply(bid(a) if s.phase is not Phase.PLAY else Action(Kind.PLAY, card=a))


def players_of(line: dict[str, Any]) -> int:
    return len(line["hands"]) if "hands" in line else 4


def view(state: Any, observer: int) -> tuple[Any, Constraints, int, tuple[int, ...]]:
    """What ``observer`` sees at ``state``: its observation, the constraints, the cards
    still live (neither played nor out of play) and the bids as the model reads them."""
    obs = state.observation(observer)
    model = model_for(state.game)
    assert isinstance(model, TrickModel)
    out = model.out_of_play(obs)
    cons = constraints_of(obs, model.lead_rule(), out, model.stock_size(obs))
    return obs, cons, DECK_52 & ~obs.played & ~out, model.bids_of(obs)


def holder_of(state: Any, card: int) -> int:
    """The seat holding ``card`` at ``state``, or the number of players (the stock)."""
    for s, h in enumerate(state.hands):
        if h >> card & 1:
            return s
    return len(state.hands)


def examples(state: Any, observer: int) -> list[Example]:
    obs, cons, live, bids = view(state, observer)
    feats = holder_features(obs, bids, cons.hidden_cards, live)
    seats = [s for s in range(obs.players) if s != observer]
    out: list[Example] = []
    zero = [0.0] * len(FEATURES)
    for c in cons.hidden_cards:
        room = [cons.stock if h == obs.players else cons.counts[h]
                for h in cons.suit_holders[c // 13]]
        holders = [h for h, r in zip(cons.suit_holders[c // 13], room, strict=True) if r]
        if len(holders) < 2:
            continue  # nothing to learn: the constraints place it
        rows, offsets = [], []
        for h in holders:
            rows.append(zero if h == obs.players else feats[c][seats.index(h)])
            offsets.append(math.log(cons.stock if h == obs.players else cons.counts[h]))
        out.append((rows, offsets, holders.index(holder_of(state, c))))
    return out


def deal_examples(line: dict[str, Any], positions: int, rng: random.Random) -> list[Example]:
    """Examples from ``positions`` moments of the play of one deal and the moment the play
    begins, each seen by a random seat."""
    states = list(replay(line))
    play = [s for s in states if s.phase is Phase.PLAY]
    chosen = play[:1] + rng.sample(play[1:], min(positions, len(play) - 1))
    out: list[Example] = []
    for s in chosen:
        out += examples(s, rng.randrange(players_of(line)))
    return out


def arrays(data: list[Example]) -> tuple[Any, Any, Any]:
    """The examples as numpy arrays: features (n, holders, F), offsets (-inf where no
    holder), labels."""
    import numpy as np

    width = max(len(r) for r, _, _ in data)
    x = np.zeros((len(data), width, len(FEATURES)))
    off = np.full((len(data), width), -np.inf)
    y = np.zeros(len(data), dtype=int)
    for i, (rows, offsets, label) in enumerate(data):
        x[i, :len(rows)] = rows
        off[i, :len(offsets)] = offsets
        y[i] = label
    return x, off, y


def log_probs(w: Any, x: Any, off: Any) -> Any:
    import numpy as np

    z = x @ w + off
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def fit(x: Any, off: Any, y: Any, l2: float = 1.0, steps: int = 30) -> Any:
    """Newton's method on the conditional logit's mean log-likelihood (L2 ``l2`` over n)."""
    import numpy as np

    n, _, f = x.shape
    w = np.zeros(f)
    rows = np.arange(n)
    for _ in range(steps):
        p = np.exp(log_probs(w, x, off))
        mean = (p[:, :, None] * x).sum(axis=1)
        grad = (x[rows, y] - mean).sum(axis=0) - l2 * w
        flat = x.reshape(-1, f)
        second = (flat * p.reshape(-1, 1)).T @ flat - mean.T @ mean
        step = np.linalg.solve(second + l2 * np.eye(f), grad)
        w = w + step
        if np.abs(step).max() < 1e-6:
            break
    return w


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("data", nargs="+", type=Path, help="field_games.py JSON lines")
    p.add_argument("--game", default="blackout")
    p.add_argument("--positions", type=int, default=6, help="moments of the play a deal")
    p.add_argument("--seed", type=int, default=49)
    p.add_argument("--l2", type=float, default=1.0)
    p.add_argument("--out", type=Path, default=WEIGHTS)
    args = p.parse_args(argv)
    import numpy as np

    rng = random.Random(args.seed)
    data: list[Example] = []
    deals = 0
    for path in args.data:
        for text in path.read_text().splitlines():
            data += deal_examples(json.loads(text), args.positions, rng)
            deals += 1
    x, off, y = arrays(data)
    w = fit(x, off, y, args.l2)
    base = float(log_probs(np.zeros(len(FEATURES)), x, off)[np.arange(len(y)), y].mean())
    fitted = float(log_probs(w, x, off)[np.arange(len(y)), y].mean())
    print(f"{deals} deals, {len(y)} hidden cards; mean log-probability of the holder:"
          f" by counts {base:.4f}, model {fitted:.4f} (+{fitted - base:.4f} nats, training)")
    for name, v in sorted(zip(FEATURES, w, strict=True), key=lambda e: -abs(e[1]))[:12]:
        print(f"  {name:24} {v:+.3f}")
    table = json.loads(args.out.read_text()) if args.out.exists() else {}
    table[args.game] = {"features": list(FEATURES),
                        "weights": [round(float(v), 4) for v in w],
                        "trained_on": [f.name for f in args.data], "deals": deals,
                        "seed": args.seed}
    args.out.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
