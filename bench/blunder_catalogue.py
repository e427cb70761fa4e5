"""Find and verify blunder positions for the catalogue in ``tests/data/blunders/``.

Deals are played from seeds by a mix of levels; at each card decision late in a deal (few
cards left) the position is judged by exact play over worlds dealt consistently with what
the seat has seen (the AI's own samplers: voids, cards played, the stock; bids are not
read): every legal card is played in every world and the rest of the deal solved exactly
(``ai.tricks.endgame`` max-n for Blackout, alpha-beta for the teams of Partnership Blackout,
``ai.belote.search.solve_margin`` for Bazar Belote).  A card W is *wrong* when one other
card R does at least as well as W in every world and strictly better in at least a
``--share`` of them: the verdict then holds in every deal the seat could be in.  Each
verified position is written as a core record (``game.core.record``: it replays the deal
and the actions so far) with the seat, the wrong cards, the right card and a one-line why.

    python bench/blunder_catalogue.py --game blackout --positions 25 --out tests/data/blunders
    python bench/blunder_catalogue.py --check tests/data/blunders   # re-verify every record
    python bench/blunder_catalogue.py --calls --game blackout --positions 6 --out tests/data/blunders
    python bench/blunder_catalogue.py --sure-boards --worlds 200 --out tests/data/blunders

Calls (``--calls``; a record then says ``"kind": "call"`` and names actions, not cards):
Blackout's dealer bids last, so with every bid known each legal bid is played out exactly
(max-n) in every sampled world of a small deal (1–4 cards), and judged as cards are — a
sure trick not bid, a trick too many.  A Capot (Bazar Belote) or a Board (Partnership
Blackout) is hopeless when the team cannot take every trick in any sampled deal, and a Zero
when it cannot avoid every trick; each is decided by an exact search (``can_sweep``) of
the whole play, cut short only by a sure reason (the master trump in the other side's
hand, or in ours for a Zero).  The other way round, a Board the team takes in every
sampled deal whatever the others do (``sure``) makes every number a wrong call
(``--sure-boards``: constructed, as no random deal gives one).

Positions already caught by the AI's absurd-card guard are kept (the catalogue checks the
guard too) but at most ``--guarded`` of them per game, so the rest test the search.
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import create_agent
from ai.belote.sampling import belote_constraints, dealt_hands, sample_world
from ai.belote.search import belote_sim_at, shown_by_team, solve_margin, terms_for
from ai.belote.simulator import KEY, POINTS, BeloteSim
from ai.blunder_traits import BlunderTraits
from ai.registry import GAME_AIS, game_ai, model_for
from ai.tricks.endgame import solve_each, solve_teams
from ai.tricks.playout import sim_at
from ai.tricks.sampling import constraints_of, sample_hands
from ai.tricks.simulator import NO_LEAD_RULE, Sim
from ai.turns import play_on
from game.core import create_game
from game.core.actions import Kind
from game.core.cards import card_name
from game.core.record import record_of, replay_record
from game.core.registry import AnyGame


def traits(game_id: str) -> BlunderTraits:
    """How ``game_id``'s blunders are found and judged, as its AI describes them
    (``GameAI.blunders``): this builder names no game."""
    return game_ai(game_id).blunders


TIE = 0.2
"""Values closer than this are equal: Blackout's values carry a tie-break of a hundredth of
the others' points (``BlackoutGoals.values``), which is no player's concern."""
GAP = 0.5
"""A card does better only by at least this much (the seat's own points or the team's)."""


def world_values(state: Any, worlds: int, rng: random.Random) -> dict[int, list[float]]:
    """For each legal card, the seat's exact value in each of ``worlds`` sampled worlds."""
    seat = state.to_play
    obs = state.observation(seat)
    cards = [a.card for a in state.legal_actions() if a.kind is Kind.PLAY]
    out: dict[int, list[float]] = {c: [] for c in cards}
    if traits(obs.game_id).solver == "belote":
        opts = state.game.options
        cons = belote_constraints(obs, opts.declarations == "auto")
        shown = shown_by_team(obs) if len(obs.past_tricks) >= 2 else None
        sign = 1.0 if seat % 2 == 0 else -1.0
        for _ in range(worlds):
            hands = sample_world(cons, rng)
            terms = terms_for(obs.contract, dealt_hands(cons, hands), (obs.dealer + 1) % 4,
                              opts, shown)
            sim = belote_sim_at(obs, hands)
            for c in cards:
                sim.play(c)
                out[c].append(sign * solve_margin(sim, terms, -1e9, 1e9))
                sim.undo()
        return out
    model = model_for(state.game)
    goals = model.goals(obs)
    cons = constraints_of(obs, model.lead_rule(), model.out_of_play(obs),
                          model.stock_size(obs))
    for _ in range(worlds):
        sim = sim_at(obs, sample_hands(cons, rng), model.lead_rule())
        table: dict[object, Any] = {}
        for c in cards:
            sim.play(c)
            if goals.zero_sum:
                v = solve_teams(sim, goals, -math.inf, math.inf, table)
                out[c].append(v if seat % 2 == 0 else -v)
            else:
                out[c].append(solve_each(sim, goals, table)[seat])
            sim.undo()
    return out


def verdict(values: dict[int, list[float]], share: float
            ) -> tuple[list[int], int, float] | None:
    """(wrong cards, the right card that dominates them, the least share of worlds where it
    does strictly better), or None when no card is dominated that clearly."""
    best: tuple[list[int], int, float] | None = None
    for r, vr in values.items():
        wrong = []
        least = 1.0
        for w, vw in values.items():
            if w == r or any(a < b - TIE for a, b in zip(vr, vw)):
                continue
            better = sum(a > b + GAP for a, b in zip(vr, vw)) / len(vr)
            if better >= share:
                wrong.append(w)
                least = min(least, better)
        if wrong and (best is None or len(wrong) > len(best[0])):
            best = (wrong, r, least)
    return best


def _beats(card: int, best: int, trump: int, led: int, belote: bool) -> bool:
    if belote:
        from ai.belote.simulator import KEY

        k = KEY[trump]
        return k[card] > k[best] and (card // 13 == trump or card // 13 == led)
    if card // 13 == best // 13:
        return card > best
    return card // 13 == trump


def why(state: Any, wrong: list[int], right: int, share: float) -> str:
    """One line on what the wrong card does, from the position in the game's terms; the
    generic line when no simple reading fits."""
    seat = state.to_play
    obs = state.observation(seat)
    last = len(obs.trick) == obs.players - 1
    kind = traits(obs.game_id)
    belote = kind.solver == "belote"
    w, r = wrong[0], right
    wn, rn = card_name(w), card_name(r)
    generic = (f"exact play: {rn} does at least as well as {wn} in every deal the seat could "
               f"be in, and better in {share:.0%} of them")
    if not obs.trick:
        return generic
    led = obs.trick[0][1] // 13
    best_seat, best = obs.trick[0]
    for who, c in obs.trick[1:]:
        if _beats(c, best, obs.trump, led, belote):
            best_seat, best = who, c
    win_w = _beats(w, best, obs.trump, led, belote)
    win_r = _beats(r, best, obs.trump, led, belote)
    ours = best_seat % 2 == seat % 2 and not kind.own_bids
    if belote:
        pts = POINTS[obs.trump]
        if last and not ours and not win_w and pts[w] >= 10 and pts[r] < pts[w]:
            return f"last to play: {wn} throws points to the opponents' trick; {rn} does not"
        if last and ours and win_w and w // 13 == obs.trump and r // 13 != obs.trump:
            return f"last to play: {wn} ruffs the partner's trick; {rn} keeps the trump"
        if last and ours and pts[r] > pts[w]:
            return f"last to play on the partner's trick: {rn} gives him points, {wn} does not"
        if last and win_r and not win_w:
            return f"last to play: {rn} takes the trick, {wn} gives it to the opponents"
        return generic
    if kind.own_bids:
        need = obs.bids[seat] - obs.tricks[seat]
        if need > 0 and last and win_r and not win_w:
            return f"last to play and short of the bid: {wn} ducks a trick {rn} takes for sure"
        if need > 0 and not win_w and not win_r and w % 13 > r % 13:
            return f"short of the bid: {wn} is spent on a trick it cannot win, {rn} keeps it"
        if need == 0 and win_w and not win_r:
            return f"the bid is made: {wn} takes a trick too many where {rn} ducks"
        if need == 0 and not win_w and not win_r and r % 13 > w % 13:
            return f"the bid is made: {rn} sheds a dangerous card while the duck is free"
        return generic
    if last and ours and win_w and not win_r:
        return f"last to play: {wn} takes the partner's trick, which the team has anyway"
    if last and not ours and win_r and not win_w:
        return f"last to play: {wn} gives the opponents a trick {rn} takes"
    return generic


def bid_values(state: Any, worlds: int, rng: random.Random) -> dict[str, list[float]]:
    """Blackout, the dealer to bid last: for each legal bid, the seat's exact value in each
    of ``worlds`` sampled deals, every bid played out by max-n over the same worlds."""
    seat = state.to_play
    model = model_for(state.game)
    after = {str(a): state.apply(a) for a in state.legal_actions()}
    first = next(iter(after.values())).observation(seat)
    cons = constraints_of(first, model.lead_rule(), model.out_of_play(first),
                          model.stock_size(first))
    out: dict[str, list[float]] = {name: [] for name in after}
    for _ in range(worlds):
        hands = sample_hands(cons, rng)
        for name, s in after.items():
            obs = s.observation(seat)
            sim = sim_at(obs, hands, model.lead_rule())
            out[name].append(solve_each(sim, model.goals(obs), {})[seat])
    return out


NEAR_ONLY = False
"""``--near``: keep only Blackout bids one trick from the right one (the natural error)."""
NODES = 50_000
"""Most positions ``can_sweep`` visits in one world before giving up (the world, and so
the position, is then left unjudged)."""


class Unsure(Exception):
    """``can_sweep`` ran out of its node budget."""


def can_sweep(sim: Any, team: int, take: bool, trump: int, budget: list[int],
              memo: dict[object, bool] | None = None) -> bool:
    """Exact: can ``team`` (seats of its parity) take every trick (``take``) or none, the
    other side playing against it?  Works on both simulators (``Sim``: ``best_seat`` after
    each trick; ``BeloteSim``: ``tricks`` by team).  A sure reason ends a line early: the
    master trump is held by the side it defeats, or (a sweep) one of the team's hands
    holds every trump left and nothing else."""
    budget[0] -= 1
    if budget[0] < 0:
        raise Unsure
    hands = sim.hands
    left = 0
    for h in hands:
        left |= h
    if not left:
        return True
    if trump >= 0 and not sim.trick:
        trumps = left & (0x1FFF << (13 * trump))
        if trumps:
            master = _master_of(trumps, trump, isinstance(sim, Sim))
            holder = next(i for i, h in enumerate(hands) if h >> master & 1)
            if (holder % 2 == team) != take:
                return False
            if take and holder % 2 == team and hands[holder] == trumps:
                return True  # it holds every trump left and nothing else: every trick
    memo = {} if memo is None else memo
    key = (tuple(hands), tuple(sim.trick), sim.turn)
    if key in memo:
        return memo[key]
    ours = sim.turn % 2 == team
    legal = sim.legal_mask()
    order = sorted((c for c in range(52) if legal >> c & 1),
                   key=lambda c: -(KEY[trump][c] if not isinstance(sim, Sim) else
                                   c % 13 + 20 * (c // 13 == trump)))
    answer = not ours
    for card in order:
        before = _taken(sim, team)
        sim.play(card)
        after = _taken(sim, team)
        done = len(sim.trick) == 0
        ok = True
        if done:
            took = after > before
            ok = took == take
        if ok:
            ok = can_sweep(sim, team, take, trump, budget, memo)
        sim.undo()
        if ok == ours:
            answer = ok
            break
    memo[key] = answer
    return answer


def _master_of(trumps: int, trump: int, plain: bool) -> int:
    if plain:
        return trumps.bit_length() - 1
    key = KEY[trump]
    return max((c for c in range(52) if trumps >> c & 1), key=lambda c: key[c])


def _taken(sim: Any, team: int) -> int:
    if isinstance(sim, Sim):
        return sim.tricks[team] + sim.tricks[team + 2] if len(sim.tricks) == 4 else 0
    return int(sim.tricks[team])


def _sampled_sims(state: Any, worlds: int, rng: random.Random) -> Iterator[Any]:
    """Before the play (the seat to call): ``worlds`` deals the seat could be in, each a
    simulator at the first lead (Belote: the seat's most tempting Capot's trump)."""
    seat = state.to_play
    obs = state.observation(seat)
    unseen = [c for c in range(52) if state.game.deck >> c & 1 and not obs.hand >> c & 1]
    size = obs.hand.bit_count()
    belote = traits(obs.game_id).solver == "belote"
    for _ in range(worlds):
        rng.shuffle(unseen)
        hands = [0] * 4
        k = 0
        for p in range(4):
            if p == seat:
                hands[p] = obs.hand
                continue
            for c in unseen[k:k + size]:
                hands[p] |= 1 << c
            k += size
        lead = (obs.dealer + 1) % 4
        if belote:
            yield BeloteSim(hands, _trump_of_capot(state), lead)
        else:
            yield Sim(hands, 0, lead, [], [0] * 4, NO_LEAD_RULE, 0)


def hopeless(state: Any, take: bool, worlds: int, rng: random.Random) -> bool | None:
    """Before the play (the seat to call): True when the seat's team cannot take every
    trick (``take``) — or avoid every one — in any of ``worlds`` sampled deals; False when
    it can in one; None when a world was too big to judge."""
    team = state.to_play % 2
    for sim in _sampled_sims(state, worlds, rng):
        try:
            if can_sweep(sim, team, take, sim.trump, [NODES]):
                return False
        except Unsure:
            return None
    return True


def sure(state: Any, take: bool, worlds: int, rng: random.Random) -> bool | None:
    """Before the play: True when the seat's team takes every trick (``take``) — or
    avoids every one — whatever the others do, in every one of ``worlds`` sampled deals
    (a Board or Zero that cannot fail); False when it cannot in one; None when a world
    was too big to judge."""
    team = state.to_play % 2
    for sim in _sampled_sims(state, worlds, rng):
        try:
            if not can_sweep(sim, team, take, sim.trump, [NODES]):
                return False
        except Unsure:
            return None
    return True


def _trump_of_capot(state: Any) -> int:
    """The suit of the seat's most tempting Capot: its longest, strongest trump suit."""
    obs = state.observation(state.to_play)
    return max(range(4), key=lambda s: ((obs.hand >> (13 * s)) & 0x1FFF).bit_count() * 100
               + sum(KEY[s][c] for c in range(13 * s, 13 * s + 13) if obs.hand >> c & 1))


def call_entry(state: Any, wrong: list[str], right: list[str], why_line: str,
               worlds: int, share: float) -> dict[str, Any]:
    return {"record": record_of(state), "seat": state.to_play, "kind": "call",
            "wrong": wrong, "right": right, "why": why_line,
            "verified": {"worlds": worlds, "least_share_worse": round(share, 3)}}


def four_seat_game(game_id: str) -> AnyGame:
    """The game positions are looked for in (Blackout at four players, as the others: its
    traits' ``options``)."""
    return create_game(game_id, **traits(game_id).options)


def fresh_deals(g: AnyGame, rng: random.Random, tries: int, blackout_sizes: tuple[int, int]
                ) -> Iterator[tuple[int, Any]]:
    """Up to ``tries`` new deals of ``g`` drawn from ``rng`` (Blackout's hand size within
    ``blackout_sizes``), numbered from 1, each dealt by seat ``k % 4``."""
    for k in range(1, tries + 1):
        number = rng.randint(*blackout_sizes) if traits(g.id).sizes_by_deal else 1
        yield k, g.new_deal(seed=rng.randrange(10**9), dealer=k % 4, deal_number=number)


def find_calls(game_id: str, count: int, seed: int, worlds: int, share: float
               ) -> list[dict[str, Any]]:
    """Call positions: Blackout's dealer bids judged exactly; Belote's hopeless Capots;
    Partnership's hopeless Zeros and Boards."""
    g = four_seat_game(game_id)
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    for k, s in fresh_deals(g, rng, 3000, (1, 4)):
        if len(found) >= count:
            break
        agents = [create_agent(rng.choice(("easy", "medium")), g, p, seed=k * 4 + p)
                  for p in range(4)]
        while s.phase == "bidding" and s.to_play is not None:
            entry = _judge_call(game_id, s, worlds, share, rng)
            if entry is not None:
                found.append(entry)
                print(f"{game_id} call #{len(found)}: seat {entry['seat']} wrong "
                      f"{entry['wrong']} right {entry['right']}: {entry['why']}", flush=True)
                break
            s = play_on(s, dict(enumerate(agents)))
    return found


def _judge_call(game_id: str, s: Any, worlds: int, share: float, rng: random.Random
                ) -> dict[str, Any] | None:
    legal = [str(a) for a in s.legal_actions()]
    calls = traits(game_id).calls
    if calls == "last-bid":
        obs = s.observation(s.to_play)
        if obs.bids.count(-1) != 1 or len(legal) < 2:
            return None  # only the last bidder knows every bid
        v = verdict(bid_values(s, worlds, rng), share)  # type: ignore[arg-type]
        if v is None:
            return None
        wrong, right, least = v
        if NEAR_ONLY and all(abs(int(str(x).split()[1]) - int(str(right).split()[1])) > 1
                             for x in wrong):
            return None
        wrong = sorted(wrong, key=lambda x: abs(int(str(x).split()[1])
                                                - int(str(right).split()[1])))
        w, r = str(wrong[0]), str(right)
        wn, rn = int(w.split()[1]), int(r.split()[1])
        line = (f"last to bid, exact play: {r} does at least as well as "
                f"{', '.join(str(x) for x in wrong)} in every deal the seat could be in — "
                + ("a sure trick not bid" if wn < rn else "tricks the hand cannot take"))
        return call_entry(s, [str(x) for x in wrong], [r], line, worlds, least)
    if calls == "capot":
        suit = _trump_of_capot(s)
        name = "capot " + "SHDC"[suit]
        if name not in legal or rng.random() < 0.3:
            return None
        obs = s.observation(s.to_play)
        from ai.belote.estimate import hand_value
        if hand_value(obs.hand, suit) < 40:
            return None  # only hands strong enough to tempt
        if hopeless(s, True, worlds, rng) is not True:
            return None
        right = [a for a in legal if a.startswith("bid") and a.endswith(" " + "SHDC"[suit])]
        return call_entry(s, [name], right[:1] or ["pass"],
                          f"{name} is hopeless: the team cannot take every trick in any "
                          f"of {worlds} deals the seat could be in", worlds, 1.0)
    for name, take in (("zero", False), ("board", True)):
        if name not in legal or rng.random() < 0.6:
            continue
        if hopeless(s, take, worlds, rng) is not True:
            continue
        right = [a for a in legal if a.startswith("bid")]
        what = "take every trick" if take else "avoid every trick"
        return call_entry(s, [name], right[:1], f"{name} is hopeless: the team cannot "
                          f"{what} in any of {worlds} deals the seat could be in",
                          worlds, 1.0)
    return None


def sure_board_game() -> str:
    """The game whose AI describes constructed sure Boards (Partnership Blackout)."""
    return next(g for g, ai in GAME_AIS.items() if ai.blunders.sure_boards)


def sure_boards(seed: int, worlds: int) -> list[dict[str, Any]]:
    """Partnership's plain Board (constructed: no random deal gives one): a seat holding
    every spade takes every trick whatever the others hold and do, so Board (+40) beats
    every number (+10, +11 with all the tricks) — under the default rules, where Board
    also wins the auction, and under pagat's.  Verified by ``sure`` in every sampled
    deal; the other hands are dealt from ``seed``."""
    rng = random.Random(seed)
    spades = [card_name(c) for c in range(13)]
    found = []
    game_id = sure_board_game()
    for options, calls in traits(game_id).sure_boards:
        g = create_game(game_id, **options)
        seat = len(calls)  # dealer 3: seat 0 calls first
        rest = [card_name(c) for c in range(13, 52)]
        rng.shuffle(rest)
        hands = [rest[13 * k:13 * k + 13] for k in range(3)]
        hands.insert(seat, spades)
        s = g.new_deal(hands=hands, dealer=3)
        for text in calls:
            s = s.apply(next(a for a in s.legal_actions() if str(a) == text), s.to_play)
        if sure(s, True, worlds, rng) is not True:
            continue
        wrong = [str(a) for a in s.legal_actions() if a.kind is Kind.BID]
        found.append(call_entry(s, wrong, ["board"], "board is sure: the seat holds every "
                                f"spade and its team takes every trick in all {worlds} deals "
                                "the seat could be in; a number pays 10 or 11", worlds, 1.0))
    return found


def names(cards: list[int]) -> list[str]:
    return [card_name(c) for c in cards]


def find(game_id: str, count: int, seed: int, worlds: int, share: float) -> list[dict[str, Any]]:
    g = four_seat_game(game_id)
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    for k, s in fresh_deals(g, rng, 4000, (2, 8)):
        if len(found) >= count:
            break
        levels = [rng.choice(("easy", "medium", "random")) for _ in range(4)]
        agents = [create_agent(levels[p], g, p, seed=k * 4 + p) for p in range(4)]
        while s.phase in ("bidding", "play") and len(found) < count:
            seat = s.to_play
            if seat is None:
                break
            legal = s.legal_actions()
            plays = [a for a in legal if a.kind is Kind.PLAY]
            obs = s.observation(seat)
            if (s.phase == "play" and len(plays) > 1
                    and obs.hand.bit_count() <= traits(game_id).max_cards and rng.random() < 0.5):
                v = verdict(world_values(s, worlds, rng), share)
                if v is not None:
                    wrong, right, least = v
                    found.append({
                        "record": record_of(s), "seat": seat,
                        "wrong": names(wrong), "right": [card_name(right)],
                        "why": why(s, wrong, right, least),
                        "verified": {"worlds": worlds, "least_share_worse": round(least, 3)},
                    })
                    print(f"{game_id} #{len(found)}: seat {seat} wrong {names(wrong)} "
                          f"right {card_name(right)} ({least:.0%}): {found[-1]['why']}",
                          flush=True)
                    break  # one position per deal
            s = play_on(s, dict(enumerate(agents)))
    return found


def check(folder: Path, worlds: int, seed: int) -> int:
    """Re-verify every record in ``folder`` with fresh worlds; returns the failures."""
    bad = 0
    for path in sorted(folder.glob("*.json")):
        entry = json.loads(path.read_text())
        s = replay_record(entry["record"])
        rng = random.Random(seed)
        if entry.get("kind") == "call" and entry["right"][0] in ("board", "zero"):
            if sure(s, entry["right"][0] == "board", worlds, rng) is not True:
                bad += 1
                print(f"{path.name}: {entry['right'][0]} can fail in some deal")
            continue
        if entry.get("kind") == "call" and traits(s.game.id).calls != "last-bid":
            take = entry["wrong"][0].split()[0] in ("capot", "board")
            if hopeless(s, take, worlds, rng) is not True:
                bad += 1
                print(f"{path.name}: {entry['wrong'][0]} is not hopeless in every deal")
            continue
        if entry.get("kind") == "call":
            by_name = bid_values(s, worlds, rng)
        else:
            values = world_values(s, worlds, rng)
            by_name = {card_name(c): v for c, v in values.items()}
        r = by_name[entry["right"][0]]
        for w in entry["wrong"]:
            if any(a < b - TIE for a, b in zip(r, by_name[w])):
                bad += 1
                print(f"{path.name}: {entry['right'][0]} does worse than {w} somewhere")
            elif sum(a > b + GAP for a, b in zip(r, by_name[w])) < 0.1 * len(r):
                bad += 1
                print(f"{path.name}: {entry['right'][0]} hardly ever does better than {w}")
    return bad


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default=next(iter(GAME_AIS)))
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--seed", type=int, default=38)
    p.add_argument("--worlds", type=int, default=120)
    p.add_argument("--share", type=float, default=0.25)
    p.add_argument("--out", type=Path)
    p.add_argument("--check", type=Path)
    p.add_argument("--calls", action="store_true", help="call positions, not cards")
    p.add_argument("--near", action="store_true", help="Blackout calls one trick off only")
    p.add_argument("--sure-boards", action="store_true",
                   help="Partnership's constructed sure Boards (sure_boards)")
    args = p.parse_args()
    global NEAR_ONLY
    NEAR_ONLY = args.near
    if args.check:
        sys.exit(1 if check(args.check, args.worlds, args.seed + 1) else 0)
    if args.sure_boards:
        args.game, args.calls = sure_board_game(), True
        found = sure_boards(args.seed, args.worlds)
    elif args.calls:
        found = find_calls(args.game, args.positions, args.seed, args.worlds, args.share)
    else:
        found = find(args.game, args.positions, args.seed, args.worlds, args.share)
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        tag = "sure-board-" if args.sure_boards else "call-" if args.calls else ""
        for i, entry in enumerate(found, 1):
            path = args.out / f"{args.game}-{tag}{args.seed}-{i:02}.json"
            path.write_text(json.dumps(entry, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

