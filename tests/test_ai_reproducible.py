"""One seed and one observation give one decision on any machine (issue 38).

Every level's search is bounded by its work (samples, iterations), not by the clock: a
generous deadline, the level's own safety cap and a clock running as on a slow, loaded
machine all give the same decision; only a deadline that cuts the work short (a cap hit)
may change it, and such hits are counted (``ai.sampling_loop.cap_hits``).  A match played
twice with agents seeded the same way replays the computers' moves.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import ai.sampling_loop
from ai import create_agent
from ai.sampling_loop import cap_hits
from ai.turns import play_on
from game.core import create_game
from game.core.record import record_of
from tests.game_floors import GAME_IDS as REGISTERED
from tests.game_floors import deal_within

GAMES = REGISTERED


class SlowClock:
    """A ``time`` stand-in whose clock advances ``step`` seconds at every reading, as if
    the machine were that much slower between two looks at the clock."""

    def __init__(self, step: float) -> None:
        self.now = time.monotonic()
        self.step = step

    def monotonic(self) -> float:
        self.now += self.step
        return self.now


def _positions(game_id: str, count: int, seed: int) -> list[Any]:
    """States of ``game_id`` where the seat to act has a real choice (medium plays on)."""
    g = create_game(game_id)  # every game seats four by default
    rng = random.Random(seed)
    out: list[Any] = []
    deal = deal_within(g, 6)  # a mid-sized hand of its series
    while len(out) < count:
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4), deal_number=deal)
        agents = [create_agent("medium", g, p, seed=p) for p in range(4)]
        while s.to_play is not None and len(out) < count:
            legal = s.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                out.append(s)
            s = s.apply(agents[s.to_play].choose(s.observation(s.to_play), legal).action)
    return out


def _decide(level: str, s: Any, deadline: float | None) -> Any:
    agent = create_agent(level, s.game, s.to_play, seed=11)
    d = agent.choose(s.observation(s.to_play), s.legal_actions(), deadline)
    return d.action, d.evaluations


@pytest.mark.parametrize("game_id", GAMES)
def test_the_decision_does_not_depend_on_the_clock(
    game_id: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Generous deadline, the level's cap, and a clock 1 ms slower at every look (a hard
    tree of up to 1,000 iterations then "takes" 1 s of its 2 s cap): one decision, and no
    cap hit."""
    for s in _positions(game_id, 4, seed=38):
        for level in ("medium", "hard"):
            hits = cap_hits()
            generous = _decide(level, s, float("inf"))
            own_cap = _decide(level, s, None)
            monkeypatch.setattr(ai.sampling_loop, "time", SlowClock(0.001))
            slow = _decide(level, s, None)
            monkeypatch.undo()
            assert generous == own_cap == slow, (level, s.phase)
            assert cap_hits() == hits


def test_expert_decides_alike_under_load(monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert's larger tree too (Blackout: up to 3,000 iterations under a 5 s cap)."""
    s = _positions("blackout", 1, seed=3)[0]
    generous = _decide("expert", s, float("inf"))
    monkeypatch.setattr(ai.sampling_loop, "time", SlowClock(0.0005))
    assert _decide("expert", s, None) == generous


@pytest.mark.parametrize("game_id", GAMES)
def test_a_deadline_that_cuts_the_work_is_a_counted_cap_hit(game_id: str) -> None:
    s = next(p for p in _positions(game_id, 8, seed=5) if p.phase == "play")
    hits = cap_hits()
    _decide("expert", s, 0.0)  # past already: one world, the rest cut
    assert cap_hits() == hits + 1


def _play_match(game_id: str, levels: tuple[str, ...], seed: int, deals: int) -> dict[str, Any]:
    """The record of the first ``deals`` deals of a seeded match, every seat a computer
    seeded as the table seeds them (``match seed × 31 + seat``)."""
    g = create_game(game_id)  # every game seats four by default
    agents = {p: create_agent(levels[p], g, p, seed=seed * 31 + p) for p in range(4)}
    s = g.new_match(seed=seed)
    finished = 0
    while s.phase != "over":
        if s.phase in ("bidding", "play"):
            s = play_on(s, agents)  # Belote's out-of-turn Contra asked first, as the table
            continue
        finished += 1
        if finished >= deals:
            break
        s = s.apply(s.legal_actions()[0])
    return record_of(s)


@pytest.mark.parametrize("game_id", GAMES)
def test_replaying_a_match_replays_the_computers_moves(game_id: str) -> None:
    levels = ("hard", "medium", "easy", "hard")
    first = _play_match(game_id, levels, seed=4242, deals=2)
    second = _play_match(game_id, levels, seed=4242, deals=2)
    assert len(first["actions"]) > 20
    assert first == second
