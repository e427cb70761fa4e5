"""Our Blackout AI against OpenSpiel's ISMCTS in Oh Hell, with OpenSpiel's engine as referee.

Issue 19 measures our levels against a textbook opponent from outside the project: three
copies of OpenSpiel's ``ISMCTSBot`` (1,000 simulations, random rollouts, uct_c 10, the
max-visit final policy, each with its own seed) in Oh Hell, which is our Blackout with
``hook=True, scoring="basic"`` (1 point a trick, +10 for an exact bid; the dealer may not make
the bids total the tricks) and a fixed hand size.  Trump is always the suit of the card
turned after the deal, so a hand size must leave one card undealt.

Each deal is played twice over, side by side: OpenSpiel's ``oh_hell`` state is the referee
the ISMCTS bots search on, and our engine runs the same deal (we deal from our seeded deal
and hand OpenSpiel those cards as its chance outcomes) and the same actions.  At every step
the two engines must agree on who acts and on the legal actions, and at the end our deal
points must equal OpenSpiel's returns: a free cross-check of our rules.  A disagreement is
printed with the deal seed and stops the run — it is a rules bug to report, never to work
around.  Our tested agent sees only our own observation of its seat.

Duplicate deals with seat rotation: each deal is played N times, the tested player in each
seat in turn and ISMCTS in the others, so the cards' luck cancels.  A deal's score is the
tested player's mean points over its N plays minus the mean of the N·(N-1) ISMCTS seat-plays
on the same cards: "points a deal" above or below the ISMCTS field, the number issue 19's
table and targets are written in.  The summary gives its mean with a 95% interval (normal
approximation over deals) and one standard error (the issue's ±), both sides' exact-bid rates,
how often each side took more or fewer tricks than it bid, and the decision time of our
player (median and p95 over decisions with more than one legal action).  ``--save`` writes
each deal's score as a JSON line, so two runs on the same ``--seed`` can be compared deal by
deal.  ``--part bids`` (or ``play``) lets the tested level make only its bids (only its
plays) while an ISMCTS bot in its seat does the rest, to see which part loses the points.

``--ismcts fair`` (default) is OpenSpiel's Python ``ISMCTSBot``
(``open_spiel.python.algorithms.ismcts``) with ``oh_hell_resample.FairResampler`` as its
resampler: its worlds are dealt from every card it has not seen, and
``oh_hell_resample.RandomRollout`` as its evaluator (OpenSpiel's random rollouts, drawn with
Python's ``random``: the same evaluation, about twice as fast a decision).  ``--ismcts cpp`` is
OpenSpiel's C++ ``pyspiel.ISMCTSBot``, the baseline the issue was first measured with
("about 0.01 s a decision"), and ``--ismcts python`` the Python bot as it comes; both
determinize with oh_hell's own ``ResampleFromInfostate``, which only reshuffles the cards
really dealt to the other players, so they know which of the unseen cards are in play and
which were never dealt (``--check-resample`` shows it on a deal).  At 4 players and 5 cards
that is which 15 of 46 unseen cards: a large advantage our levels cannot have, shrinking as
the hands grow (3 undealt cards at 12).  The fair bot takes about 0.15 s a decision here.

OpenSpiel is a benchmark-only dependency, in its own virtual environment:

    python3 -m venv /work/venv-bench && /work/venv-bench/bin/pip install -e ".[bench]"
    /work/venv-bench/bin/python bench/vs_openspiel.py --level expert --cards 5 --deals 100
    /work/venv-bench/bin/python bench/vs_openspiel.py --level hard --players 3 --cards 12 \\
        --deals 60 --workers 2 --progress
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import signal
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import nullcontext
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from oh_hell_resample import FairResampler, RandomRollout, chance_actions, opponents_cards
from seer import seeing
from tournament import level_of

from ai import create_agent
from game.core import create_game
from game.core.actions import Action, Kind, bid
from game.core.cards import Card, cards_of, make_card, rank_of, suit_of
from game.core.game import Game
from game.core.phase import Phase

DECK = 52
OS_SUIT = (2, 3, 1, 0)
"""OpenSpiel's suit id of our spades, hearts, diamonds, clubs (it orders them C D S H)."""
OS_TO_CARD = {rank * 4 + OS_SUIT[suit]: make_card(rank, suit)
              for suit in range(4) for rank in range(13)}
UCT_C = 10.0


class RulesMismatch(Exception):
    """The two engines disagree: a rules bug in one of them, reported with the deal seed."""


def os_card(card: Card) -> int:
    """OpenSpiel's id of our card: rank * 4 + its suit (clubs 0, diamonds 1, spades 2,
    hearts 3), rank 0 the two."""
    return rank_of(card) * 4 + OS_SUIT[suit_of(card)]


def os_action(action: Action) -> int:
    """OpenSpiel's id of our action: a card's id, or 52 + n for a bid of n."""
    if action.kind is Kind.PLAY:
        return os_card(action.card)
    if action.kind is Kind.BID and action.suit < 0:
        return DECK + action.number
    raise ValueError(f"{action} has no Oh Hell counterpart")


def our_action(os_id: int) -> Action:
    """Our action for OpenSpiel's id (the inverse of ``os_action``)."""
    if os_id >= DECK:
        return bid(os_id - DECK)
    return Action(Kind.PLAY, card=OS_TO_CARD[os_id])


def blackout(players: int) -> Game:
    return create_game("blackout", players=players, hook=True, scoring="basic")


def oh_hell(players: int, cards: int) -> Any:
    """OpenSpiel's Oh Hell at a fixed hand size, scored as Blackout's basic scoring."""
    import pyspiel

    return pyspiel.load_game("oh_hell", {
        "players": players, "num_suits": 4, "num_cards_per_suit": 13,
        "num_tricks_fixed": cards, "off_bid_penalty": False, "points_per_trick": 1})


def fixed_size_deal(players: int, cards: int, deal_seed: int, dealer: int | None = None) -> Any:
    """Our Blackout deal for ``deal_seed`` at the hand size ``cards``, before the first bid;
    the dealer is drawn from the seed unless given, so every bench deals a seed alike."""
    g = blackout(players)
    if dealer is None:
        dealer = random.Random(deal_seed).randrange(players)
    return g.new_deal(seed=deal_seed, dealer=dealer,
                      deal_number=g.schedule.index(cards) + 1)  # type: ignore[attr-defined]


def check_size(players: int, cards: int) -> None:
    """Refuse a table the two games cannot share, saying why."""
    if not 3 <= players <= 7:
        raise ValueError(f"--players must be 3 to 7 (Oh Hell's range), got {players}")
    top = min(max(blackout(players).schedule), (DECK - 1) // players)  # type: ignore[attr-defined]
    if not 1 <= cards <= top:
        raise ValueError(
            f"--cards must be 1 to {top} at {players} players (OpenSpiel always turns a"
            f" trump card after the deal, so one card must stay undealt), got {cards}")


def _mismatch(deal_seed: int, tested: int, step: int, what: str) -> RulesMismatch:
    return RulesMismatch(f"rules disagree on deal seed {deal_seed} (tested player in seat"
                         f" {tested}, step {step}): {what}")


def ismcts_bot(kind: str, os_game: Any, seed: int, rollout_seed: int, simulations: int) -> Any:
    """OpenSpiel's ISMCTS: its search draws from ``seed``, its random rollouts from
    ``rollout_seed``."""
    import pyspiel

    if kind == "cpp":
        return pyspiel.ISMCTSBot(
            seed, pyspiel.RandomRolloutEvaluator(1, rollout_seed), UCT_C, simulations, -1,
            pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    evaluator = (RandomRollout(random.Random(rollout_seed)) if kind == "fair" else
                 mcts.RandomRolloutEvaluator(1, np.random.RandomState(rollout_seed)))
    bot = ismcts.ISMCTSBot(
        os_game, evaluator, UCT_C, simulations, random_state=np.random.RandomState(seed),
        final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
    if kind == "fair":
        bot.set_resampler(FairResampler(os_game, random.Random(seed)))
    return bot


def referee_state(os_game: Any, state: Any, deal_seed: int, tested: int) -> Any:
    """OpenSpiel's state after its chance steps, dealt the cards of our ``state``: player
    p gets card j of the deal when j % players == p, then the turn-up card gives trump."""
    o = os_game.new_initial_state()
    hands = [[os_card(c) for c in cards_of(h)] for h in state.hands]
    chances = chance_actions(hands, state.dealer, os_card(state.turn_up))
    for step, outcome in enumerate(chances):
        if not o.is_chance_node() or outcome not in o.legal_actions():
            raise _mismatch(deal_seed, tested, step, f"OpenSpiel refuses chance outcome"
                            f" {outcome} while dealing")
        o.apply_action(outcome)
    return o


def play(deal_seed: int, players: int, cards: int, tested: int, level: str, ismcts: str,
         simulations: int, part: str = "all", seer: bool = False) -> dict[str, Any]:
    """One play of a deal with the tested level in seat ``tested``, ISMCTS elsewhere;
    ``part`` "bids" or "play": the tested level makes only its bid or only its plays, an
    ISMCTS bot in its seat the rest (which of the two loses the points); ``seer``: the
    tested level's worlds are the true deal (``seer.seeing``)."""

    s = fixed_size_deal(players, cards, deal_seed)
    os_game = oh_hell(players, cards)
    o = referee_state(os_game, s, deal_seed, tested)
    agent = create_agent(level_of(level, "expert", "blackout"), s.game, tested,
                         seed=deal_seed * 7 + tested)
    seeds = random.Random(deal_seed * 100 + tested * 10 + 1)  # each bot its own seeds
    bots = {seat: ismcts_bot(ismcts, os_game, seeds.randrange(2**31), seeds.randrange(2**31),
                             simulations)
            for seat in range(players) if seat != tested or part != "all"}
    our_times: list[float] = []
    theirs: list[float] = []
    step = 0
    while not o.is_terminal():
        seat = s.to_play
        if seat != o.current_player():
            raise _mismatch(deal_seed, tested, step, f"our engine has seat {seat} to act,"
                            f" OpenSpiel player {o.current_player()}")
        legal = s.legal_actions()
        mapped = sorted(os_action(a) for a in legal)
        if mapped != sorted(o.legal_actions()):
            raise _mismatch(deal_seed, tested, step, f"seat {seat} may play"
                            f" {[str(a) for a in legal]} in our engine, OpenSpiel allows"
                            f" {[str(our_action(x)) for x in sorted(o.legal_actions())]}")
        t0 = time.perf_counter()
        ours = seat == tested and (part == "all" or (part == "play") == (s.phase is Phase.PLAY))
        if ours:
            with seeing(list(s.hands)) if seer else nullcontext():  # type: ignore[attr-defined]
                action = agent.choose(s.observation(seat), legal).action
            chosen = os_action(action)
        else:
            chosen = bots[seat].step(o)
            action = our_action(chosen)
        spent = time.perf_counter() - t0
        if len(legal) > 1:
            (our_times if ours else theirs).append(spent)
        s = s.apply(action)
        o.apply_action(chosen)
        step += 1
    result = s.deal_result
    if s.to_play is not None or result is None:
        raise _mismatch(deal_seed, tested, step, "OpenSpiel's deal is over, ours is not")
    returns = [round(x) for x in o.returns()]
    if list(result.points) != returns:
        raise _mismatch(deal_seed, tested, step, f"our deal points {list(result.points)},"
                        f" OpenSpiel's returns {returns}")
    return {"points": result.points, "made": result.made, "steps": step,
            "bids": tuple(s.bids), "tricks": result.tricks,  # type: ignore[attr-defined]
            "our_times": our_times, "ismcts_times": theirs}


Job = tuple[int, int, int, str, str, int, str, bool]
"""A duplicate deal to play: deal seed, players, cards, level, ISMCTS kind, simulations,
part, seer."""


def duplicate_deal(job: Job) -> dict[str, Any]:
    """A deal played once with the tested level in each seat; its duplicate score."""
    deal_seed, players, cards, level, ismcts, simulations, part, seer = job
    tested_pts: list[float] = []
    field_pts: list[float] = []
    out: dict[str, Any] = {"made": 0, "ismcts_made": 0, "steps": 0, "our_times": [],
                           "ismcts_times": [], "misses": [], "ismcts_misses": []}
    for tested in range(players):
        r = play(deal_seed, players, cards, tested, level, ismcts, simulations, part, seer)
        for seat in range(players):
            (tested_pts if seat == tested else field_pts).append(r["points"][seat])
        out["made"] += r["made"][tested]
        out["ismcts_made"] += sum(r["made"]) - r["made"][tested]
        out["steps"] += r["steps"]
        for seat in range(players):
            miss = r["tricks"][seat] - r["bids"][seat]
            (out["misses"] if seat == tested else out["ismcts_misses"]).append(miss)
        out["our_times"] += r["our_times"]
        out["ismcts_times"] += r["ismcts_times"]
    out.update(seed=deal_seed, tested=statistics.fmean(tested_pts),
               field=statistics.fmean(field_pts))
    out["diff"] = out["tested"] - out["field"]
    return out


def check_resample(players: int, cards: int, seed: int, worlds: int = 200) -> None:
    """Print how many different sets of cards the other hands hold across ``worlds``
    resampled worlds, with oh_hell's own resampling and with ``FairResampler``: one set,
    the true one, means the sampled worlds know which cards were dealt."""
    import pyspiel

    s = fixed_size_deal(players, cards, seed, dealer=0)
    os_game = oh_hell(players, cards)
    o = referee_state(os_game, s, seed, 0)
    player = o.current_player()
    truth = opponents_cards(o, player)
    rng = random.Random(seed)
    fair = FairResampler(os_game, rng)
    for name, resample in (
            ("oh_hell's ResampleFromInfostate", lambda: o.resample_from_infostate(
                player, pyspiel.UniformProbabilitySampler(0.0, 1.0))),
            ("FairResampler", lambda: fair(o, player))):
        sets = [opponents_cards(resample(), player) for _ in range(worlds)]
        print(f"{name}: {len(set(sets))} different sets of the {len(truth)} cards the other"
              f" hands hold in {worlds} worlds; the true set in {sum(x == truth for x in sets)}"
              f" of them ({DECK - cards - 1} cards unseen by player {player})")


def ci(values: list[float]) -> tuple[float, float]:
    """Mean and one standard error (0 for a single value)."""
    m = statistics.fmean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return m, se


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _results(jobs: list[Job], workers: int) -> Iterator[dict[str, Any]]:
    if workers == 1:
        yield from map(duplicate_deal, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(duplicate_deal, jobs, chunksize=1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--level", default="hard",
                   help="our tested level (tournament.py's names; flat-mc gets expert's budget)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5, help="the fixed hand size")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--ismcts", choices=["fair", "cpp", "python"], default="fair",
                   help="fair: OpenSpiel's Python ISMCTSBot dealing its worlds from every"
                        " unseen card (oh_hell_resample.py); cpp, python: OpenSpiel's C++ or"
                        " Python bot with oh_hell's own resampling, which knows which cards"
                        " were dealt (see --check-resample)")
    p.add_argument("--check-resample", action="store_true",
                   help="show, on one deal, which cards each resampling lets the bot know,"
                        " and stop")
    p.add_argument("--simulations", type=int, default=1000, help="ISMCTS simulations")
    p.add_argument("--part", choices=["all", "bids", "play"], default="all",
                   help="the tested level makes only its bids or only its plays (an ISMCTS"
                        " bot in its seat does the rest): is it the bidding or the play"
                        " that loses the points?")
    p.add_argument("--seer", action="store_true",
                   help="a deliberate cheat: the tested level's worlds are the true deal"
                        " (seer.py), the ceiling for any model of the hidden hands")
    p.add_argument("--save", metavar="PATH",
                   help="write each deal's result as a JSON line (seed, diff, tested, field):"
                        " two runs on the same --seed compare deal by deal")
    p.add_argument("--progress", action="store_true",
                   help="print each deal's result and the running mean as it finishes")
    args = p.parse_args(argv)
    if args.check_resample:
        check_resample(args.players, args.cards, args.seed)
        return 0
    try:
        check_size(args.players, args.cards)
        level_of(args.level, "expert", "blackout")
    except (ValueError, KeyError) as e:
        p.error(str(e))
    if args.deals < 1 or args.workers < 1 or args.simulations < 1:
        p.error("--deals, --workers and --simulations must be at least 1")
    rng = random.Random(args.seed)
    jobs = [(rng.randrange(1, 2**31), args.players, args.cards, args.level, args.ismcts,
             args.simulations, args.part, args.seer) for _ in range(args.deals)]
    t0 = time.time()
    results: list[dict[str, Any]] = []
    # Ctrl-C or a plain ``kill`` stops a long run with a report of the deals done, also when
    # the shell started it in the background (which ignores SIGINT).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        for r in _results(jobs, args.workers):
            results.append(r)
            if args.progress:
                m, se = ci([x["diff"] for x in results])
                print(f"  {len(results)}/{args.deals} deals, {time.time() - t0:.0f} s:"
                      f" {r['diff']:+.2f} (deal seed {r['seed']}), so far {m:+.2f}"
                      f" ±{1.96 * se:.2f}", file=sys.stderr, flush=True)
    except RulesMismatch as e:
        print(f"STOPPED: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # a long run stopped part way still reports its deals
        print(f"interrupted after {len(results)} of {args.deals} deals", file=sys.stderr)
        if not results:
            return 1
    report(args, results, time.time() - t0)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            for r in results:
                f.write(json.dumps({k: r[k] for k in ("seed", "diff", "tested", "field")})
                        + "\n")
    return 0


def report(args: argparse.Namespace, results: list[dict[str, Any]], seconds: float) -> None:
    n = args.players
    plays = len(results) * n
    m, se = ci([r["diff"] for r in results])
    tm, tse = ci([r["tested"] for r in results])
    fm, fse = ci([r["field"] for r in results])
    print(f"blackout = oh_hell, {n} players, {args.cards} cards, hook, basic scoring:"
          f" {args.level}{'' if args.part == 'all' else ' (its ' + args.part + ' only)'}"
          f"{' seeing every hand' if args.seer else ''}"
          f" v ISMCTS ({args.ismcts}, {args.simulations} simulations, random"
          f" rollouts, uct_c {UCT_C:g}, max-visit), {len(results)} duplicate deals"
          f" ({plays} plays), seed {args.seed}, {seconds:.0f} s")
    print(f"  points/deal  {args.level} {tm:6.2f} ±{1.96 * tse:.2f}"
          f"   ISMCTS {fm:6.2f} ±{1.96 * fse:.2f}")
    print(f"  difference   {m:+6.2f} ±{1.96 * se:.2f}  (95% CI {m - 1.96 * se:+.2f} .."
          f" {m + 1.96 * se:+.2f}; one standard error {se:.2f})")
    made = sum(r["made"] for r in results)
    their = sum(r["ismcts_made"] for r in results)
    print(f"  exact bids   {args.level} {made}/{plays} = {made / plays:.1%}"
          f"   ISMCTS {their}/{plays * (n - 1)} = {their / (plays * (n - 1)):.1%}")
    for who, key in ((args.level, "misses"), ("ISMCTS", "ismcts_misses")):
        misses = [m for r in results for m in r[key]]
        over = sum(m > 0 for m in misses) / len(misses)
        under = sum(m < 0 for m in misses) / len(misses)
        print(f"  {who} tricks - bid: over {over:.1%}, under {under:.1%}, mean"
              f" {statistics.fmean(misses):+.2f}")
    for who, key in ((args.level, "our_times"), ("ISMCTS", "ismcts_times")):
        times = [t for r in results for t in r[key]]
        if times:
            print(f"  {who} s/decision (more than one legal action): median"
                  f" {statistics.median(times):.3f}, p95 {percentile(times, 0.95):.3f},"
                  f" max {max(times):.3f} over {len(times)}")
    print(f"  rules cross-check: both engines agreed on the seat to act and the legal actions"
          f" at all {sum(r['steps'] for r in results)} steps and on the points of all"
          f" {plays} plays")


if __name__ == "__main__":
    sys.exit(main())
