"""Blunders per 1,000 card decisions, per level and game: the cards players complain about.

Deals are played with one level in every seat (Blackout: 4 players, hand sizes drawn from
a match's whole schedule 1-13; Partnership Blackout: 13 cards; Bazar Belote: whole deals,
the out-of-turn Contra asked as the table asks it).  Each card decision is checked, with
the seat's own view, against the patterns people call absurd (issue 38):

- ``needed ducked``: last to a trick, short of the bid (the team's number, a Board) by
  every trick left, able to win it, and ducked (a sure miss);
- ``made not ducked``: last to a trick, the bid made exactly, able to lose it, and won it
  (a sure miss);
- ``short ducked, missed``: last to a trick, short of the bid, able to win it, ducked —
  and the deal then ended under the bid (the issue's outcome count; not always a mistake,
  shown beside the sure ones);
- ``partner overtaken``: Partnership, last to a trick the partner wins (not a Nil caller),
  able to play under, and took the trick from the partner;
- ``points given``: Belote, last to a trick the opponents win, played a ten or an ace
  that does not win it while a card worth nothing was legal;
- ``master on partner``: Belote, last to a non-trump trick the partner wins, ruffed with
  the master trump while a non-trump card was legal; ``ruffed, not master``: with a lower
  trump (not always wrong: a ruff takes the lead, or saves a trump's points from a higher
  one; the catalogue's solver judges single positions).

The checks are written here from the rules, apart from the AI's guard
(``ai.tricks.absurd``, ``ai.belote.absurd``), so they measure it.  Counts are per 1,000
card decisions of the level, with a 95% interval (Poisson, normal approximation).

    python bench/blunders.py --levels easy,medium,hard --deals 200 --seed 38
    python bench/blunders.py --levels expert --deals 20 --games blackout
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import create_agent
from ai.turns import first_action
from game.core import create_game
from game.core.actions import Action, Kind
from game.core.belote.rules import PLAIN_POINTS, PLAIN_STRENGTH, TRUMP_POINTS, TRUMP_STRENGTH
from game.core.partnership.rules import Contract, auction_winner
from game.core.seats import partner_of

GAMES = ("blackout", "partnership-blackout", "bazar-belote")
PATTERNS = {
    "blackout": ("needed ducked", "made not ducked", "short ducked, missed"),
    "partnership-blackout": ("needed ducked", "partner overtaken", "short ducked, missed"),
    "bazar-belote": ("points given", "master on partner", "ruffed, not master"),
}

Step = Callable[[Any, int, Action, Any], None]
"""Called before each action: (state, seat, action, deal's notes)."""


def new_game(game_id: str, options: dict[str, Any] | None = None) -> Any:
    options = options or {}
    if game_id == "blackout":
        return create_game(game_id, **{"players": 4, **options})
    return create_game(game_id, **options)


def play_deals(game_id: str, levels: list[str], deals: int, seed: int, step: Step,
               end: Callable[[Any, dict[str, Any]], None],
               options: dict[str, Any] | None = None) -> None:
    """Play ``deals`` deals with ``levels`` by seat (the game made with ``options``);
    ``step`` sees every action before it is applied, ``end`` the scored state with the
    deal's notes."""
    g = new_game(game_id, options)
    rng = random.Random(seed)
    for k in range(deals):
        number = rng.randint(1, len(g.schedule)) if game_id == "blackout" else 1
        s = g.new_deal(seed=rng.randrange(10**9), dealer=k % 4, deal_number=number)
        agents = {p: create_agent(levels[p], g, p, seed=seed * 1000 + k * 4 + p)
                  for p in range(4)}
        notes: dict[str, Any] = {}
        while s.phase in ("bidding", "play"):
            found = first_action(s, agents)  # Belote's out-of-turn Contra asked first
            assert found is not None, "the seat to play always acts"
            seat, decision = found
            step(s, seat, decision.action, notes)
            s = s.apply(decision.action, seat)
        end(s, notes)


# ------------------------------------------------------------------ plain tricks
def _beats(card: int, best: int, trump: int) -> bool:
    if card // 13 == best // 13:
        return card > best
    return card // 13 == trump


def trick_checks(game_id: str, s: Any, seat: int, action: Action, notes: dict[str, Any]
                 ) -> list[str]:
    """The patterns this card matches (plain-trick games)."""
    obs = s.observation(seat)
    if action.kind is not Kind.PLAY or len(obs.trick) != obs.players - 1:
        return []
    best_seat, best = obs.trick[0]
    for who, c in obs.trick[1:]:
        if _beats(c, best, obs.trump):
            best_seat, best = who, c
    legal = [a.card for a in s.legal_actions() if a.kind is Kind.PLAY]
    winners = [c for c in legal if _beats(c, best, obs.trump)]
    losers = [c for c in legal if c not in winners]
    won = action.card in winners
    left = obs.hand.bit_count()
    found: list[str] = []
    if game_id == "blackout":
        need = obs.bids[seat] - obs.tricks[seat]
        if winners and not won and need > 0:
            notes.setdefault("ducked", set()).add(seat)
            if need >= left:
                found.append("needed ducked")
        if losers and won and need == 0:
            found.append("made not ducked")
        return found
    team = seat % 2
    mine = obs.contracts[team]
    if s.game.options.auction_winner_only and mine is not None:
        c0, c1 = (c or Contract("pass") for c in obs.contracts)
        if auction_winner((c0, c1), (obs.dealer + 1) % 4) != team:
            mine = None  # partnership 10: only the auction winner's contract is scored
    took = obs.tricks[team] + obs.tricks[team + 2]
    partner = partner_of(seat)
    partner_wins = best_seat == partner
    nil_partner = mine is not None and mine.kind == "nil" and mine.seat == partner
    if partner_wins and not nil_partner and losers and won:
        found.append("partner overtaken")
    if mine is not None and not partner_wins and winners and not won:
        short = mine.kind == "number" and took < mine.number
        whole = mine.kind == "board" and took == obs.hand_size - left
        if short:
            notes.setdefault("ducked", set()).add(team)
        if (short and mine.number - took >= left) or whole:
            found.append("needed ducked")
    return found


def trick_missed(game_id: str, s: Any, notes: dict[str, Any]) -> int:
    """How many seats (teams) that ducked short as last player ended under their bid."""
    result = s.results[-1]
    missed = 0
    for who in notes.get("ducked", ()):
        if game_id == "blackout":
            if result.tricks[who] < s.observation(who).bids[who]:
                missed += 1
        elif result.made and result.made[who] is False:
            missed += 1
    return missed


# ------------------------------------------------------------------- Bazar Belote
def _key(card: int, trump: int) -> int:
    return 100 + TRUMP_STRENGTH[card] if card // 13 == trump else PLAIN_STRENGTH[card]


def _points(card: int, trump: int) -> int:
    return TRUMP_POINTS[card] if card // 13 == trump else PLAIN_POINTS[card]


def belote_checks(s: Any, seat: int, action: Action) -> list[str]:
    """The patterns this card matches (Bazar Belote)."""
    obs = s.observation(seat)
    if action.kind is not Kind.PLAY or len(obs.trick) != 3:
        return []
    trump = obs.trump
    led = obs.trick[0][1] // 13

    def over(c: int, best: int) -> bool:
        return _key(c, trump) > _key(best, trump) and (c // 13 == trump or c // 13 == led)

    best_seat, best = obs.trick[0]
    for who, c in obs.trick[1:]:
        if over(c, best):
            best_seat, best = who, c
    legal = [a.card for a in s.legal_actions() if a.kind is Kind.PLAY]
    card = action.card
    found: list[str] = []
    if best_seat % 2 != seat % 2:
        if (not over(card, best) and _points(card, trump) >= 10
                and any(_points(c, trump) == 0 for c in legal)):
            found.append("points given")
        return found
    if (led != trump and card // 13 == trump and over(card, best)
            and any(c // 13 != trump for c in legal)):
        out = [c for c in range(52) if c // 13 == trump and c % 13 >= 5
               and not obs.played >> c & 1]
        if card == max(out, key=lambda c: _key(c, trump)):
            found.append("master on partner")
        else:
            found.append("ruffed, not master")
    return found


# ---------------------------------------------------------------------------- run
def measure(game_id: str, level: str, deals: int, seed: int) -> tuple[int, Counter[str]]:
    """Card decisions of ``level`` and the patterns found, over ``deals`` deals."""
    counts: Counter[str] = Counter()
    decisions = 0

    def step(s: Any, seat: int, action: Action, notes: dict[str, Any]) -> None:
        nonlocal decisions
        if action.kind is not Kind.PLAY or len(s.legal_actions()) < 2:
            return
        decisions += 1
        if game_id == "bazar-belote":
            counts.update(belote_checks(s, seat, action))
        else:
            counts.update(trick_checks(game_id, s, seat, action, notes))

    def end(s: Any, notes: dict[str, Any]) -> None:
        if game_id != "bazar-belote" and s.results and not s.results[-1].thrown_in:
            counts["short ducked, missed"] += trick_missed(game_id, s, notes)

    play_deals(game_id, [level] * 4, deals, seed, step, end)
    return decisions, counts


def rate(count: int, decisions: int) -> str:
    """Per 1,000 decisions with a 95% interval."""
    if not decisions:
        return "-"
    r = 1000 * count / decisions
    half = 1.96 * 1000 * math.sqrt(max(count, 1)) / decisions
    return f"{r:5.1f} ±{half:4.1f}"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--levels", default="easy,medium,hard")
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=38)
    args = p.parse_args()
    for game_id in args.games.split(","):
        names = PATTERNS[game_id]
        print(f"\n{game_id}: per 1,000 card decisions (95% interval)")
        print(f"{'level':8} {'deals':>5} {'cards':>6} " + " ".join(f"{n:>22}" for n in names))
        for level in args.levels.split(","):
            t = time.perf_counter()
            decisions, counts = measure(game_id, level, args.deals, args.seed)
            cells = " ".join(f"{rate(counts[n], decisions):>16} ({counts[n]:3})" for n in names)
            print(f"{level:8} {args.deals:5} {decisions:6} {cells}"
                  f"   [{time.perf_counter() - t:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
