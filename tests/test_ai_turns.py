"""The one loop that asks the computers at a position (``ai.turns``, read from
``state.actors()``): whom it asks, in which order, and what an answer does — Bazar
Belote's out-of-turn Contra (bazar-belote 12, 14) through the same ``choose``."""

from __future__ import annotations

from typing import Any

import pytest

from ai import Decision
from ai.turns import asking_order, first_action, play_on
from game.core import create_game
from game.core.actions import PASS, WAIT, bid
from game.core.belote.calls import CONTRA
from game.core.errors import IllegalActionError
from game.core.observation import Observation

HEARTS = 1


def _after_opening() -> Any:
    """Eldest opens 8 in hearts: both opponents may contra, one of them is to play."""
    g = create_game("bazar-belote")
    s = g.new_deal(seed=3, dealer=3)
    return s.apply(bid(8, HEARTS))


class Answers:
    """A chooser that contras (or waits, or passes) and remembers being asked."""

    def __init__(self, contra: bool, log: list[int], seat: int) -> None:
        self.contra, self.log, self.seat = contra, log, seat

    def choose(self, observation: Observation, legal: Any, deadline: float | None = None
               ) -> Decision:
        assert observation.seat == self.seat and tuple(legal) == observation.legal
        self.log.append(self.seat)
        if CONTRA in legal and self.contra:
            return Decision(CONTRA, "test")
        return Decision(WAIT if WAIT in legal else PASS, "test")


def test_the_core_names_the_out_of_turn_seats_first_each_offered_wait() -> None:
    s = _after_opening()
    actors = s.actors()
    out_of_turn = [seat for seat in actors if seat != s.to_play]
    assert list(actors)[-1] == s.to_play and len(out_of_turn) == 1
    assert actors[out_of_turn[0]] == (CONTRA, WAIT)
    assert s.observation(out_of_turn[0]).legal == (CONTRA, WAIT)
    assert s.apply(WAIT, out_of_turn[0]) is s  # wait changes nothing, and is not recorded
    with pytest.raises(IllegalActionError, match="out of turn"):
        s.apply(WAIT, s.to_play)


def test_only_the_out_of_turn_seat_is_asked_first_and_its_contra_is_applied() -> None:
    s = _after_opening()
    out_of_turn = next(w for w in s.actors() if w != s.to_play)
    log: list[int] = []
    agents = {seat: Answers(True, log, seat) for seat in range(4)}
    after = play_on(s, agents, in_turn=False)
    assert log == [out_of_turn]
    assert after.calls[-1] == (out_of_turn, CONTRA)


def test_when_nobody_acts_out_of_turn_the_seat_to_play_is_asked_last() -> None:
    s = _after_opening()
    log: list[int] = []
    agents = {seat: Answers(False, log, seat) for seat in range(4)}
    assert play_on(s, agents, in_turn=False) is s
    seat, decision = first_action(s, agents)  # type: ignore[misc]
    assert seat == s.to_play and log[-1] == s.to_play and decision.action == PASS


def test_a_person_is_never_asked() -> None:
    s = _after_opening()
    out_of_turn = next(w for w in s.actors() if w != s.to_play)
    computers = [w for w in range(4) if w != out_of_turn]
    assert asking_order(s, computers, in_turn=False) == []
    assert asking_order(s, computers) == [s.to_play]


def test_games_without_out_of_turn_calls_ask_only_the_seat_to_play() -> None:
    g = create_game("blackout")
    s = g.new_match(seed=1)
    assert list(s.actors()) == [s.to_play]
    assert play_on(s, {}, in_turn=False) is s
