"""The AI's boundary under hostile input (issue 17, fault 9): whatever a tool author or a
careless caller hands ``create_agent`` or ``choose`` (in turn or out of turn), either a sound
decision comes back or a ``TrickbidError`` naming what is wrong — never another error."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

from ai import AIArgumentError, NoAIError, UnknownLevelError, create_agent
from ai.agent import Agent
from game.core import GAMES, Game, TrickbidError, create_game
from game.core.actions import PASS, WAIT, Action, Kind, bid
from game.core.belote.calls import CONTRA

BAD_LEVELS: list[Any] = [None, 1, 1.5, ["easy"], ("easy",), b"easy", "hardd", "", "EASY",
                         {"easy": 1}, object()]
BAD_SEATS: list[Any] = ["0", None, 1.5, 9, -1, 4, True, 2**100, float("inf"), float("nan"),
                        [0], "zero"]
BAD_SEEDS: list[Any] = [None, "x", 1.5, True, [1], float("inf")]
BAD_DEADLINES: list[Any] = ["soon", float("nan"), [], True, b"1", object()]
GOOD_DEADLINES: list[Any] = [None, float("inf"), float("-inf"), 0, -1.0]


class NoSuchGame(Game):
    id = "no-such-game"


def _positions(game_id: str, rng: random.Random, count: int) -> list[Any]:
    """States of random play: auctions, tricks, scored deals."""
    game = create_game(game_id)
    out: list[Any] = []
    while len(out) < count:
        s = game.new_match(seed=rng.randrange(10**6))
        while not s.is_over and len(out) < count:
            if rng.random() < 0.3:
                out.append(s)
            seats = [p for p in getattr(s, "contra_seats", tuple)() if p != s.to_play]
            if seats and rng.random() < 0.1:
                s = s.apply("contra", seat=rng.choice(seats))
            else:
                s = s.apply(rng.choice(s.legal_actions()))
            if s.phase == "scored" and rng.random() < 0.3:
                break
    return out


def _hostile_observations(s: Any, seat: int) -> list[Any]:
    obs = s.observation(seat)
    other = s.observation((seat + 1) % s.players)
    return [
        None, s, 5, "observation", obs.__dict__, other,
        dataclasses.replace(obs, game_id="no-such-game"),
        dataclasses.replace(obs, seat=9),
        dataclasses.replace(obs, seat="0"),
        dataclasses.replace(obs, to_play=None),
        # contents no observation of the game could hold
        dataclasses.replace(obs, hand=0) if obs.hand else dataclasses.replace(obs, hand=1),
        dataclasses.replace(obs, hand=(1 << 52) - 1),
        dataclasses.replace(obs, hand=-1),
        dataclasses.replace(obs, hand_size=99),
        dataclasses.replace(obs, trump=9),
        dataclasses.replace(obs, tricks=()),
        dataclasses.replace(obs, players=2),
        dataclasses.replace(obs, dealer=9),
        dataclasses.replace(obs, calls=((9, PASS),)),
        dataclasses.replace(obs, past_tricks=(((0, 99),),)),
    ]


def _hostile_legal(s: Any) -> list[Any]:
    legal = s.legal_actions()
    return [
        None, 5, "bid 1", b"play AS", ["bid 1"], [None], [1.5], (), [bid(99)],
        [Action(Kind.PLAY, card=0), *legal], {a: 1 for a in legal}, iter(legal), [PASS, CONTRA],
    ]


def _only_trickbid_errors(what: str, call: Callable[..., Any], *args: Any) -> Any:
    """``call(*args)``'s result, or the ``TrickbidError`` it raised (any other: a failure)."""
    try:
        return call(*args)
    except TrickbidError as exc:
        assert str(exc), f"{what}: an empty message"
        return exc
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{what} raised {type(exc).__name__}: {exc}")


def test_create_agent_refuses_bad_arguments_by_name() -> None:
    g = create_game("blackout")
    refused = 0
    for level in BAD_LEVELS:
        exc = _only_trickbid_errors(f"level {level!r}", create_agent, level, g, 0, 1)
        assert isinstance(exc, UnknownLevelError), level
        assert "level" in str(exc)
        refused += 1
    for seat in BAD_SEATS:
        exc = _only_trickbid_errors(f"seat {seat!r}", create_agent, "easy", g, seat, 1)
        assert isinstance(exc, AIArgumentError) and "seat must be 0..3" in str(exc), seat
        refused += 1
    for seed in BAD_SEEDS:
        exc = _only_trickbid_errors(f"seed {seed!r}", create_agent, "easy", g, 0, seed)
        assert isinstance(exc, AIArgumentError) and "seed" in str(exc), seed
        refused += 1
    for game in ["blackout", None, 5, object(), GAMES]:
        exc = _only_trickbid_errors(f"game {game!r}", create_agent, "medium", game, 0, 1)
        assert isinstance(exc, AIArgumentError) and "game must be a Game" in str(exc)
        refused += 1
    exc = _only_trickbid_errors("game id", create_agent, "medium", "blackout", 0, 1)
    assert "create_game('blackout'" in str(exc)
    exc = _only_trickbid_errors("no AI", create_agent, "easy", NoSuchGame(), 0, 1)
    assert isinstance(exc, NoAIError)
    assert refused == len(BAD_LEVELS) + len(BAD_SEATS) + len(BAD_SEEDS) + 5


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_choose_takes_only_what_a_seat_may_know(game_id: str) -> None:
    rng = random.Random(game_id)
    game = create_game(game_id)
    calls = refused = 0
    for s in _positions(game_id, rng, 12):
        seat = s.to_play if s.to_play is not None else 0
        level = rng.choice(["random", "easy", "medium"])
        agent = create_agent(level, game, seat, seed=rng.randrange(100))
        legal = s.legal_actions()
        obs = s.observation(seat)
        inputs: list[tuple[Any, Any, Any]] = [
            (o, legal, None) for o in _hostile_observations(s, seat)]
        inputs += [(obs, bad, None) for bad in _hostile_legal(s)]
        inputs += [(obs, legal, d) for d in BAD_DEADLINES]
        for _ in range(10):  # mixtures, with the good ones among them
            inputs.append((rng.choice([obs, *_hostile_observations(s, seat)]),
                           rng.choice([legal, *_hostile_legal(s)]),
                           rng.choice(BAD_DEADLINES + GOOD_DEADLINES)))
        for o, lg, d in inputs:
            what = f"{game_id} {level} choose({type(o).__name__}, {lg!r:.40}, {d!r})"
            out = _only_trickbid_errors(what, agent.choose, o, lg, d)
            calls += 1
            if isinstance(out, TrickbidError):
                refused += 1
            else:
                assert out.action in legal, what
            out_of_turn = (o, (CONTRA, WAIT), d)  # as if the seat may say Contra out of turn
            what = f"{game_id} choose out of turn({type(o).__name__}, {d!r})"
            out = _only_trickbid_errors(what, agent.choose, *out_of_turn)
            calls += 1
            assert isinstance(out, TrickbidError) or out.action in (CONTRA, WAIT)
        # the agent still answers soundly afterwards
        if s.to_play is not None and legal:
            assert agent.choose(obs, legal, float("inf")).action in legal
    assert calls > 600 and 0 < refused < calls


def test_a_state_is_not_an_observation_and_text_is_not_an_action() -> None:
    g = create_game("blackout")
    s = g.new_match(seed=1)
    agent = create_agent("easy", g, s.to_play, seed=1)
    with pytest.raises(AIArgumentError, match="a state is not an observation"):
        agent.choose(s, s.legal_actions())
    with pytest.raises(AIArgumentError, match="got NoneType None"):
        agent.choose(None, s.legal_actions())  # type: ignore[arg-type]
    with pytest.raises(AIArgumentError, match="must be Actions .*got str 'bid 1'"):
        agent.choose(s.observation(s.to_play), ["bid 1"])  # type: ignore[list-item]
    illegal = next(a for a in (bid(n) for n in range(14)) if a not in s.legal_actions())
    with pytest.raises(AIArgumentError, match="is not a legal action"):
        agent.choose(s.observation(s.to_play), [illegal])


def test_refused_input_leaves_the_agent_as_it_was() -> None:
    """A refusal comes before any thinking: the agent's random stream is untouched, so
    its next decision is the one it would have made anyway."""
    g = create_game("partnership-blackout")
    s = g.new_match(seed=4)
    seat = s.to_play
    obs, legal = s.observation(seat), s.legal_actions()
    calm: Agent = create_agent("easy", g, seat, seed=8)
    poked: Agent = create_agent("easy", g, seat, seed=8)
    for bad in _hostile_legal(s):
        _only_trickbid_errors("poke", poked.choose, obs, bad)
    assert poked.choose(obs, legal, float("inf")) == calm.choose(obs, legal, float("inf"))
