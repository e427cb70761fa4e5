"""The one driver of the out-of-turn Contra questions (``ai.contra``, bazar-belote 12, 14):
whom it asks, in which order, and what an answer does."""

from __future__ import annotations

from typing import Any

import pytest

from ai import AIArgumentError, Decision
from ai.contra import ContraRound, ask_contras, contra_window
from game.core import create_game
from game.core.actions import CONTRA, PASS, Action, bid
from game.core.observation import Observation

HEARTS = 1


def _after_opening() -> Any:
    """Eldest opens 8 in hearts: both opponents may contra, one of them is to play."""
    g = create_game("bazar-belote")
    s = g.new_deal(seed=3, dealer=3)
    return s.apply(bid(8, HEARTS))


class Answers:
    """An answerer that says a fixed answer and remembers being asked."""

    def __init__(self, says: bool, log: list[int], seat: int) -> None:
        self.says, self.log, self.seat = says, log, seat

    def wants_contra(self, observation: Observation, deadline: float | None = None
                     ) -> Decision | None:
        assert observation.seat == self.seat
        self.log.append(self.seat)
        return Decision(CONTRA, "test") if self.says else None


def test_only_the_window_seats_not_to_play_are_asked_and_the_first_yes_is_applied() -> None:
    s = _after_opening()
    window = contra_window(s)
    assert len(window) == 2 and s.to_play in window
    out_of_turn = next(w for w in window if w != s.to_play)
    log: list[int] = []
    agents = {seat: Answers(True, log, seat) for seat in range(4)}
    after = ask_contras(s, agents)
    assert log == [out_of_turn]
    assert after.calls[-1] == (out_of_turn, CONTRA)


def test_no_answer_leaves_the_state_as_it_was() -> None:
    s = _after_opening()
    log: list[int] = []
    assert ask_contras(s, {seat: Answers(False, log, seat) for seat in range(4)}) is s
    assert len(log) == 1


def test_a_person_is_never_asked() -> None:
    s = _after_opening()
    out_of_turn = next(w for w in contra_window(s) if w != s.to_play)
    round_ = ContraRound(s, asked=[w for w in range(4) if w != out_of_turn])
    assert round_.done and round_.after() is s


def test_the_round_asks_one_seat_at_a_time_for_the_clients_worker() -> None:
    s = _after_opening()
    round_ = ContraRound(s, range(4))
    seat = round_.next_seat()
    assert seat is not None and seat != s.to_play
    with pytest.raises(AIArgumentError, match="was not asked"):
        round_.answer((seat + 2) % 4, None)
    with pytest.raises(AIArgumentError, match="contra or None"):
        round_.answer(seat, PASS)
    round_.answer(seat, CONTRA)
    assert round_.done and round_.contra_by == seat
    assert round_.after().calls[-1] == (seat, CONTRA)


def test_games_without_out_of_turn_calls_give_an_empty_round() -> None:
    g = create_game("blackout")
    s = g.new_match(seed=1)
    assert contra_window(s) == ()
    assert ask_contras(s, {}) is s
    assert ContraRound(s, range(4)).next_seat() is None


def test_the_answer_must_be_an_action_or_none() -> None:
    s = _after_opening()
    round_ = ContraRound(s, range(4))
    seat = round_.next_seat()
    assert seat is not None
    with pytest.raises(AIArgumentError):
        round_.answer(seat, Action(CONTRA.kind, number=3))
