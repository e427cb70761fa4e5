"""Bazar Belote agents: legal calls and cards at every level (Contra windows included),
the out-of-turn Contra through ``choose``, seeded reproducibility, sensible auctions, and
strength."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from ai import LEVELS, Agent, AIArgumentError, Decision, create_agent
from ai.turns import play_on
from game.core import create_game
from game.core.actions import WAIT, Kind
from game.core.belote.calls import CONTRA, BeloteKind


def _agents(g: Any, level: str | list[str], seed: int) -> list[Agent]:
    levels = [level] * 4 if isinstance(level, str) else level
    return [create_agent(levels[s], g, s, seed=seed * 10 + s) for s in range(4)]


def play_deal(g: Any, agents: list[Agent], s: Any, deadline: float | None = None
              ) -> tuple[Any, int]:
    """Play ``s`` to the end of its deal, asking the seats that may act out of turn after
    each call (``ai.turns``, as the table's referee does); returns the final state and the
    number of out-of-turn contras said.  A seat that may not act is never asked."""
    contras = 0
    while s.phase in ("bidding", "play"):
        for seat in range(4):
            if seat not in s.actors():
                with pytest.raises(AIArgumentError, match="not to play"):
                    agents[seat].choose(s.observation(seat), (CONTRA,), deadline)
        after = play_on(s, dict(enumerate(agents)), deadline, in_turn=False)
        if after is not s:
            assert after.calls[-1][1] == CONTRA
            contras += 1
            s = after
            continue
        seat = s.to_play
        legal = s.legal_actions()
        d = agents[seat].choose(s.observation(seat), legal, deadline)
        assert isinstance(d, Decision)
        assert d.action in legal, d
        assert d.reason
        assert all(a in legal for a, _ in d.evaluations)
        s = s.apply(d.action)
    return s, contras


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_makes_only_legal_calls_and_plays(level: str) -> None:
    g = create_game("bazar-belote")
    rng = random.Random(level)
    deals = 3 if level in ("hard", "expert") else 8
    for _ in range(deals):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        # a quick deadline keeps the strong levels fast; at least one world is always seen
        s, _ = play_deal(g, _agents(g, level, rng.randrange(100)), s, deadline=0.0)
        assert s.deal_result is not None


def test_random_level_reaches_contra_and_recontra_windows() -> None:
    g = create_game("bazar-belote")
    rng = random.Random(8)
    contras = 0
    for _ in range(30):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        s, n = play_deal(g, _agents(g, "random", rng.randrange(100)), s)
        contras += n
    assert contras > 0


def test_manual_declarations_are_made() -> None:
    g = create_game("bazar-belote", declarations="manual")
    rng = random.Random(9)
    declared = 0
    for _ in range(6):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        s, _ = play_deal(g, _agents(g, "medium", 1), s, deadline=0.0)
        declared += sum(1 for _, a in s.log if a.kind in (BeloteKind.ANNOUNCE, BeloteKind.SHOW))
    assert declared > 0


def test_an_out_of_turn_seat_chooses_contra_or_wait() -> None:
    g = create_game("bazar-belote")
    s = g.new_deal(seed=3, dealer=3).apply("bid 8 S")  # seat 3 may contra out of turn
    agent = _agents(g, "medium", 1)[3]
    obs = s.observation(3)
    assert obs.to_play != 3 and obs.legal == (CONTRA, WAIT)
    assert agent.choose(obs, obs.legal).action in (CONTRA, WAIT)
    with pytest.raises(AIArgumentError, match="not a legal action"):
        agent.choose(obs, (s.legal_actions()[0],))  # the seat to play's calls are not its


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_seed_same_decisions(level: str) -> None:
    g = create_game("bazar-belote")
    s = g.new_deal(seed=21, dealer=1)
    steps = 0
    while s.phase in ("bidding", "play") and steps < 14:
        seat = s.to_play
        a = create_agent(level, g, seat, seed=4).choose(
            s.observation(seat), s.legal_actions(), deadline=float("inf"))
        b = create_agent(level, g, seat, seed=4).choose(
            s.observation(seat), s.legal_actions(), deadline=float("inf"))
        assert a == b
        s = s.apply(a.action)
        steps += 1


def _deal(hands: list[list[str]]) -> Any:
    return create_game("bazar-belote").new_deal(hands=hands, dealer=3)


STRONG = [
    ["JH", "9H", "AH", "10H", "KH", "AS", "AC", "AD"],
    ["7S", "9S", "QS", "7C", "9C", "QC", "7D", "9D"],
    ["8S", "10S", "JS", "KS", "8C", "10C", "JC", "KC"],
    ["QH", "8H", "7H", "8D", "10D", "JD", "QD", "KD"],
]


def test_a_strong_hand_opens_in_its_suit_and_a_hopeless_one_passes() -> None:
    s = _deal(STRONG)
    g = create_game("bazar-belote")
    d = create_agent("medium", g, 0, seed=1).choose(s.observation(0), s.legal_actions())
    assert d.action.kind is Kind.BID and d.action.suit == 1, d
    s = s.apply(d.action)
    d = create_agent("medium", g, 1, seed=1).choose(s.observation(1), s.legal_actions())
    assert d.action.kind is Kind.PASS, d


def test_contra_against_a_contract_my_hand_breaks() -> None:
    # seat 1 bids 14 in clubs; seat 0 holds the top clubs and every ace: it contras
    s = _deal([
        ["JC", "9C", "AC", "10C", "AS", "AH", "AD", "10S"],
        ["7C", "8C", "QC", "KC", "KS", "QS", "KH", "QH"],
        ["7S", "8S", "9S", "JS", "7H", "8H", "9H", "10H"],
        ["JH", "7D", "8D", "9D", "10D", "JD", "QD", "KD"],
    ])
    s = s.apply("pass").apply("bid 14 C")
    g = create_game("bazar-belote")
    agent = create_agent("hard", g, 0, seed=1)
    obs = s.observation(0)
    d = agent.choose(obs, obs.legal, deadline=float("inf"))
    assert d.action == CONTRA
    # once its window has closed (no Contra among its choices) the answer is wait
    closed = dataclasses.replace(obs, contra_seats=(2,), legal=(WAIT,))
    assert agent.choose(closed, (WAIT,), deadline=float("inf")).action == WAIT


def test_medium_beats_random_on_duplicate_deals() -> None:
    g = create_game("bazar-belote")
    margin = 0
    for k in range(4):
        for a_seats in (0, 1):
            levels = ["medium" if s % 2 == a_seats else "random" for s in range(4)]
            s = g.new_deal(seed=500 + k, dealer=k % 4)
            s, _ = play_deal(g, _agents(g, levels, k), s, deadline=float("inf"))
            pts = s.deal_result.points
            margin += pts[a_seats] - pts[1 - a_seats]
    assert margin > 0
