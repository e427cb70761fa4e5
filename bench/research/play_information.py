"""How much does an ISMCTS card tell about the hand it came from, read with ISMCTS itself?

``bench/research/play_model.py`` measures what a fitted model of the field's cards can read from
them; a weak model would read little even from revealing play.  This script takes the
model out of the question: the likelihood of a recorded card (``bench/research/field_games.py``
with the ISMCTS field) given a hand is estimated by asking fresh ISMCTS bots, with other
seeds, what they would play holding that hand in the same public position.  An observer at
the table (one other seat, chosen at random) samples the hands the player may have held
(``ai.tricks.sampling``: consistent with everything the observer saw, voids included, and
with the card itself); the information the card carries about the hand is then

    log P(card | true hand) - log mean over sampled hands of P(card | hand),

each P the share of ``--runs`` bots choosing the card (with half a vote of smoothing per
legal card), averaged over decisions: nats a card, what a perfect model of the field's play
could read on top of the voids.

    /work/venv-bench/bin/python bench/research/play_information.py /tmp/ismcts_4p5c.jsonl \\
        --decisions 300 --hands 6 --runs 5
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from oh_hell_resample import chance_actions
from play_model import observer_worlds, replay
from vs_openspiel import blackout, ismcts_bot, oh_hell, os_action, os_card

from ai.blackout.model import BlackoutModel
from game.core.actions import Kind
from game.core.cards import cards_of

SMOOTHING = 0.5


def decisions(line: dict[str, Any], players: int, cards: int, hands: int,
              rng: random.Random) -> Iterator[tuple[list[list[int]], list[list[int]],
                                                   list[int], int, int]]:
    """Each card decision of a recorded deal with a choice: the true dealt hands, ``hands``
    dealt hands an observer finds possible (the player's differing), the actions before
    the card (OpenSpiel's ids), the player's seat and the card (OpenSpiel's id)."""
    model = BlackoutModel(blackout(players))
    dealt = [list(h) for h in line["hands"]]
    history: list[int] = []
    for s, action in replay(line, players, cards):
        seat = s.to_play
        if action.kind is Kind.PLAY and len(s.legal_actions()) > 1:
            observer = rng.choice([o for o in range(players) if o != seat])
            cons, sampled = observer_worlds(model, s.apply(action), observer, hands, rng)
            worlds = [[list(cards_of(w[x] | cons.played_by[x])) for x in range(players)]
                      for w in sampled]
            yield dealt, worlds, list(history), seat, os_card(action.card)
        history.append(os_action(action))


def os_state(os_game: Any, hands: list[list[int]], dealer: int, turn_up: int,
             history: list[int]) -> Any:
    """OpenSpiel's state with these dealt hands (our cards) after ``history``."""
    o = os_game.new_initial_state()
    for a in chance_actions([[os_card(c) for c in h] for h in hands], dealer,
                            os_card(turn_up)):
        o.apply_action(a)
    for a in history:
        o.apply_action(a)
    return o


def share(os_game: Any, state: Any, card: int, runs: int, rng: random.Random) -> float:
    """The smoothed share of ``runs`` fresh ISMCTS bots that play ``card`` at ``state``."""
    hits = sum(ismcts_bot("fair", os_game, rng.randrange(2**31), rng.randrange(2**31),
                          1000).step(state) == card for _ in range(runs))
    return (hits + SMOOTHING) / (runs + SMOOTHING * len(state.legal_actions()))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("games", type=Path)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--decisions", type=int, default=200)
    p.add_argument("--hands", type=int, default=6, help="sampled hands a decision")
    p.add_argument("--runs", type=int, default=5, help="bots asked a hand")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--null", action="store_true",
                   help="ask about the true hand in place of each sampled one: the"
                        " estimator's own bias, which the information should stand above")
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    os_game = oh_hell(args.players, args.cards)
    lines = [json.loads(x) for x in args.games.read_text().splitlines() if x.strip()]
    gains: list[float] = []
    repeat = 0
    start = time.perf_counter()
    for line in lines:
        for dealt, worlds, history, _seat, card in decisions(
                line, args.players, args.cards, args.hands, rng):
            truth = share(os_game, os_state(os_game, dealt, line["dealer"], line["turn_up"],
                                            history), card, args.runs, rng)
            repeat += truth > 0.5
            alt = [share(os_game, os_state(os_game, dealt if args.null else w,
                                           line["dealer"], line["turn_up"], history),
                         card, args.runs, rng) for w in worlds]
            gains.append(math.log(truth) - math.log(sum(alt) / len(alt)))
            if len(gains) % 25 == 0:
                print(f"  {len(gains)} decisions, {time.perf_counter() - start:.0f} s,"
                      f" so far {sum(gains) / len(gains):.3f} nats", flush=True)
            if len(gains) >= args.decisions:
                break
        if len(gains) >= args.decisions:
            break
    n = len(gains)
    m = sum(gains) / n
    sd = (sum((g - m) ** 2 for g in gains) / max(1, n - 1)) ** 0.5
    print(f"{n} ISMCTS cards, {args.hands} sampled hands each, {args.runs} bots a hand:"
          f" information about the hand beyond voids {m:.3f} ±{1.96 * sd / n ** 0.5:.3f}"
          f" nats a card; the recorded card is most bots' choice with the true hand in"
          f" {repeat / n:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
