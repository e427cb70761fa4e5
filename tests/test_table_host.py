"""The referee and its host (issue 36): every request checked by the core, each seat told
only its own view, take-backs that replay, a computer that fails is logged and told and
the match goes on, and one seed gives the same computers' moves."""

from __future__ import annotations

import logging
import random
import time
from typing import Any

import pytest

from game.core import create_game
from game.core.actions import DEAL, PLAYS
from game.core.belote.calls import CONTRA
from game.core.cards import parse_card
from game.core.phase import Phase
from game.core.record import record_of, replay_record
from game.table.computers import agent_seed, make_agent
from game.table.host import TableHost
from game.table.messages import (
    Act,
    ClaimRest,
    ComputerFailed,
    DealRecord,
    Refusal,
    Refused,
    TakeBack,
    Update,
)
from game.table.referee import Referee
from game.table.takebacks import seen_by
from game.table.thinking import Thinker
from tests.game_floors import GAME_IDS as REGISTERED

GAMES = REGISTERED


def test_a_request_is_checked_by_the_core_and_refused_to_that_seat_alone() -> None:
    referee = Referee(create_game("blackout", players=4).new_match(seed=5))
    seat = referee.state.to_play
    other = (seat + 1) % 4
    out = referee.handle(other, Act(referee.state.legal_actions()[0], referee.version))
    assert [s for s, _m in out] == [other]
    refused = out[0][1]
    assert isinstance(refused, Refused) and refused.why is Refusal.RULE
    assert refused.code == "not_your_turn"
    assert referee.handle(seat, Act(PLAYS[0], referee.version + 1)) == [
        (seat, Refused(Refusal.STALE))]
    assert referee.handle(seat, TakeBack(referee.version)) == [
        (seat, Refused(Refusal.NO_TAKE_BACK))]
    assert referee.handle(seat, ClaimRest(referee.version))[0][1] == Refused(
        Refusal.NOT_YOURS)  # no claim in the auction


@pytest.mark.parametrize("game_id", GAMES)
def test_each_seat_is_sent_its_own_view_and_a_finished_deal_without_the_seed(
        game_id: str) -> None:
    referee = Referee(create_game(game_id).new_match(seed=8))
    rng = random.Random(game_id)
    records = 0
    while referee.state.phase is not Phase.SCORED:
        seat, legal = rng.choice(list(referee.state.actors().items()))
        for to, message in referee.act(seat, rng.choice(legal)):
            if isinstance(message, Update):
                assert message.view.seat == to
                assert message.view.observation == referee.state.observation(to)
                assert message.view.match_seed is None
            if isinstance(message, DealRecord):
                records += 1
                assert "seed" not in message.record and "seed" not in message.record["deal"]
                assert replay_record(message.record).deal_result == referee.state.deal_result
    assert records == 4  # every seat is sent the finished deal


@pytest.mark.parametrize("game_id", GAMES)
def test_take_backs_at_random_moments_return_to_the_last_choice_and_replay(
        game_id: str) -> None:
    seed = 4
    referee = Referee(create_game(game_id).new_match(seed=seed), take_backs=True)
    rng = random.Random(game_id)
    choices: list[Any] = []
    undone = 0
    for _ in range(500):
        state = referee.state
        if state.phase is Phase.OVER:  # a short match: go on with the next one
            seed += 1
            referee = Referee(create_game(game_id).new_match(seed=seed), take_backs=True)
            choices.clear()
            continue
        if state.phase is Phase.SCORED:
            assert isinstance(referee.handle(0, TakeBack(referee.version))[0][1], Refused)
            choices.clear()
            referee.act(0, DEAL)
            continue
        if choices and rng.random() < 0.1:
            last = choices[-1]
            if last.phase is Phase.BIDDING and seen_by(state, 0) & ~seen_by(last, 0):
                # a call is not taken back once cards unseen at it were seen (issue 40)
                answer = referee.handle(0, TakeBack(referee.version))
                assert answer == [(0, Refused(Refusal.NO_TAKE_BACK))]
                assert referee.state == state
                choices.clear()
                continue
            referee.handle(0, TakeBack(referee.version))
            assert referee.state == choices.pop()
            assert replay_record(record_of(referee.state)) == referee.state
            undone += 1
            continue
        seat = state.to_play
        legal = state.legal_actions()
        if seat == 0 and len(legal) > 1:
            choices.append(state)
        referee.act(seat, rng.choice(legal))
    assert undone >= 5


def test_the_referee_counts_take_backs_and_a_resumed_match_keeps_its_count() -> None:
    """Issue 40, item 15: the history marks a match in which moves were taken back; the
    referee counts them (a refused take-back is not one), and a resumed match brings its
    count."""
    referee = Referee(create_game("blackout", players=4).new_match(seed=5), take_backs=True)
    assert referee.taken_back == 0
    assert referee.handle(0, TakeBack(referee.version)) == [(0, Refused(Refusal.NO_TAKE_BACK))]
    assert referee.taken_back == 0
    rng = random.Random(5)
    while not (referee.state.to_play == 0 and len(referee.state.legal_actions()) > 1):
        referee.act(referee.state.to_play, rng.choice(referee.state.legal_actions()))
    before = referee.state
    referee.act(0, before.legal_actions()[-1])
    referee.handle(0, TakeBack(referee.version))
    assert referee.state == before and referee.taken_back == 1
    resumed = Referee(referee.state, take_backs=True, resumed=True,
                      taken_back=referee.taken_back)
    assert resumed.taken_back == 1
    resumed.act(0, before.legal_actions()[0])
    resumed.handle(0, TakeBack(resumed.version))
    assert resumed.state == before and resumed.taken_back == 2


def test_a_call_is_not_taken_back_once_the_other_cards_are_seen() -> None:
    """Issue 40, item 15: in a one-card Blackout deal, after every other card is played
    the player's only card is forced, and Undo used to take the bid back with every card
    in view.  It is refused; before any card is played the bid may still be taken back."""
    game = create_game("blackout", deal_sequence="ascending")
    referee = Referee(game.new_match(seed=2), take_backs=True)
    if referee.state.to_play is None:
        referee.act(0, DEAL)
    assert referee.state.hand_size == 1
    while referee.state.phase is Phase.BIDDING:
        seat = referee.state.to_play
        before = referee.state
        referee.act(seat, referee.state.legal_actions()[-1])
        if seat == 0 and referee.state.phase is Phase.BIDDING:
            referee.handle(0, TakeBack(referee.version))  # nothing seen yet: allowed
            assert referee.state == before
            referee.act(0, referee.state.legal_actions()[-1])
    while referee.state.to_play != 0:
        referee.act(referee.state.to_play, referee.state.legal_actions()[0])
    assert referee.state.trick  # the others' cards are on the table, South's is forced
    assert len(referee.state.legal_actions()) == 1
    seen = referee.state
    assert referee.handle(0, TakeBack(referee.version)) == [
        (0, Refused(Refusal.NO_TAKE_BACK))]
    assert referee.state == seen
    assert not referee.view(0).can_take_back and referee.view(0).call_kept


class Failing:
    def choose(self, observation: Any, legal: Any, deadline: float | None = None) -> Any:
        raise RuntimeError("a bug in the computer")


def run_host(host: TableHost, conn: Any, until: Any, timeout: float = 20.0) -> list[Any]:
    out: list[Any] = []
    host.start()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        message = conn.wait(0.05)
        if message is None:
            continue
        out.append(message)
        if until(out):
            break
    conn.close()
    assert host.wait_stopped(5.0)
    return out


def test_a_computer_that_fails_is_logged_and_told_and_the_match_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    game = create_game("blackout", players=4, deal_sequence="descending", max_cards=3)
    state = game.new_match(seed=6)
    computers = {s: make_agent("random", game, s, s) for s in range(4)}
    computers[1] = Failing()  # type: ignore[assignment]
    host = TableHost(Referee(state), computers, Thinker(), first_events=state.last_events)
    conn = host.connect(0)
    with caplog.at_level(logging.ERROR, logger="trickbid.table"):
        out = run_host(host, conn, lambda ms: any(
            isinstance(m, Update) and m.view.phase is Phase.SCORED for m in ms))
    assert any(m == ComputerFailed(1) for m in out)
    assert any("seat 1 failed" in r.getMessage() and r.exc_info for r in caplog.records)
    last = [m for m in out if isinstance(m, Update)][-1]
    assert last.view.phase is Phase.SCORED  # seat 1's safe moves kept the deal going
    assert any(who == 1 for who, _a in last.view.calls)


def test_one_seed_gives_the_same_computers_moves_whatever_the_pace() -> None:
    """Replaying a match with the same levels replays the computers' moves too."""

    def calls_and_cards(pace: float) -> tuple[Any, ...]:
        game = create_game("bazar-belote")
        state = game.new_match(seed=12)
        computers = {s: make_agent("easy", game, s, agent_seed(12, s)) for s in range(4)}
        host = TableHost(Referee(state), computers, Thinker(),
                         first_events=state.last_events, pace=lambda window: pace)
        conn = host.connect(0)
        out = run_host(host, conn, lambda ms: any(
            isinstance(m, Update) and m.view.phase is Phase.SCORED for m in ms), 60.0)
        view = [m for m in out if isinstance(m, Update)][-1].view
        return view.calls, view.past_tricks

    assert calls_and_cards(0.0) == calls_and_cards(0.01)


def test_a_human_out_of_turn_has_the_window_the_pace_gives() -> None:
    """bazar-belote 14: a person may say Contra before the next computer's call."""
    game = create_game("bazar-belote")
    for seed in range(1, 40):
        state = game.new_match(seed=seed)
        computers = {s: make_agent("random", game, s, s) for s in (1, 2, 3)}
        host = TableHost(Referee(state), computers, Thinker(), first_events=state.last_events,
                         pace=lambda window: 0.5 if window else 0.0)
        conn = host.connect(0)
        host.start()
        said = False
        end = time.monotonic() + 10.0
        while time.monotonic() < end:
            message = conn.wait(0.05)
            if not isinstance(message, Update):
                continue
            view = message.view
            if view.phase is not Phase.BIDDING:
                break
            legal = view.legal_actions()
            if view.to_play != 0 and CONTRA in legal:
                conn.send(Act(CONTRA, view.version))
                said = True
                break
            if view.to_play == 0 and legal:
                conn.send(Act(legal[0], view.version))  # pass
        if said:
            replies = [conn.wait(2.0) for _ in range(3)]
            conn.close()
            assert not any(isinstance(r, Refused) for r in replies), replies
            assert any(isinstance(r, Update) and (0, CONTRA) in r.view.calls for r in replies)
            return
        conn.close()
    pytest.fail("no out-of-turn Contra chance came up")


def test_a_claim_is_judged_on_the_real_hands_and_never_after_the_position_moved() -> None:
    game = create_game("blackout", players=4, deal_sequence="descending", max_cards=2)
    state = game.new_deal(hands=[["AS", "KS"], ["QS", "JS"], ["3H", "4D"], ["10S", "9S"]],
                          dealer=3, turn_up="2H")
    while state.phase is Phase.BIDDING:
        state = state.apply(state.legal_actions()[0])
    referee = Referee(state)
    assert referee.handle(0, ClaimRest(referee.version)) == []  # asked: judged off-thread
    seat, version, judged_on = referee.claim_to_judge()  # type: ignore[misc]
    assert (seat, version) == (0, referee.version) and judged_on is referee.state
    ruling = referee.judge_claim()
    assert [type(m).__name__ for _s, m in ruling] == ["ClaimRuling"] * 4
    assert not ruling[0][1].valid and referee.version == version  # refused: nothing moves
    # asked, then the position moves on (a card): the verdict is never carried out
    referee.handle(0, ClaimRest(referee.version))
    asked = referee.claim_to_judge()
    referee.act(0, PLAYS[parse_card("AS")])
    assert referee.claim_to_judge() is None
    from game.core.claim import check_claim

    assert asked is not None
    assert referee.rule_claim(0, asked[1], check_claim(asked[2], 0)) == []


def test_a_deal_thrown_in_is_gathered_unseen() -> None:
    """bazar-belote 10: all four pass, the cards are gathered: no record shows the hands
    nobody played (the network seat's question, issue 37)."""
    from game.core.actions import PASS

    referee = Referee(create_game("bazar-belote").new_match(seed=3))
    out: list[Any] = []
    for _ in range(4):
        out += referee.act(referee.state.to_play, PASS)
    assert referee.state.deal_result is not None and referee.state.deal_result.thrown_in
    assert not any(isinstance(m, DealRecord) for _s, m in out)


def test_a_computers_move_waiting_for_the_pace_is_dropped_when_a_person_takes_the_seat() -> None:
    """A computer's answer held for the table's pace is not made once its seat has changed
    hands (a player back at the table, issue 37's takeover)."""
    from game.table import host as host_module

    game = create_game("blackout", players=4)
    state = game.new_match(seed=5)
    seat = state.to_play
    computers = {s: make_agent("random", game, s, s) for s in range(4)}
    host = TableHost(Referee(state), computers, Thinker(), pace=lambda window: 30.0)
    answer = host_module._Answer(seat, 0, state.legal_actions()[0])
    assert host._answered(answer) == []  # held: thirty seconds of pace to go
    assert host._held is not None
    host._ask()
    assert host._question is None  # nobody else is asked while a move waits
    host._set_computer(seat, None)
    assert host._held is None
