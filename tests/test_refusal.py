"""``state.refusal(action, seat)`` (issue 41, pokerkit's verify): None exactly when the
action is legal now, else the same rule code and params ``apply`` raises — and it applies
nothing.  Checked over seeded random positions of every game, in turn and out of turn."""

from __future__ import annotations

import random

import pytest

from game.core import IllegalActionError, NoTurnError, RuleRefusal, create_game
from game.core.actions import DEAL, PASS, WAIT, Kind, bid, play
from game.core.belote.calls import ANNOUNCE, CONTRA, RECONTRA, SHOW, capot
from game.core.partnership.calls import BOARD, NIL, ZERO
from tests.game_floors import GAME_IDS, short_match

CANDIDATES = (
    (PASS, ZERO, NIL, BOARD, CONTRA, RECONTRA, ANNOUNCE, SHOW, DEAL, WAIT)
    + tuple(bid(n) for n in range(15))
    + tuple(bid(n, s) for n in range(7, 18) for s in range(4))
    + tuple(capot(s) for s in range(4))
    + tuple(play(c) for c in range(52))
)
"""Every kind of action, most of them illegal at any moment."""

SETUPS = (
    ("blackout", {"players": 4}),
    ("blackout", {"players": 5, "hook": True}),
    ("partnership-blackout", {"preset": "classic"}),
    ("partnership-blackout", {"preset": "pagat"}),
    ("bazar-belote", {}),
    ("bazar-belote", {"declarations": "manual"}),
)


def applied(state, action, seat):
    """What ``apply`` says: None (accepted) or the refused rule's (code, params)."""
    try:
        state.apply(action, seat)
    except IllegalActionError as exc:
        return exc.code, exc.params
    return None


def is_legal(state, action, seat) -> bool:
    """Legal by the public lists: ``legal_actions()`` for the seat to play (``deal`` between
    deals), ``actors()`` for a seat acting out of turn."""
    if seat is None or seat == state.to_play or action.kind is Kind.DEAL:
        return action in state.legal_actions()
    return action in state.actors().get(seat, ())


def positions(game_id: str, options: dict, seed: int, count: int):
    """``count`` positions of seeded random play (deals and matches, across phases)."""
    rng = random.Random(seed)
    state = create_game(game_id, **options).new_match(seed=seed)
    for _ in range(count):
        yield state
        actors = state.actors()
        if state.is_over:
            state = create_game(game_id, **options).new_match(seed=rng.randrange(10**6))
        elif not actors:
            state = state.apply(DEAL)
        else:
            seat, legal = rng.choice(list(actors.items()))
            action = rng.choice([a for a in legal if a is not WAIT] or list(legal))
            state = state.apply(action, seat if seat != state.to_play else None)


@pytest.mark.parametrize(("game_id", "options"), SETUPS)
def test_refusal_is_none_exactly_when_legal_and_names_the_rule_apply_raises(game_id, options):
    rng = random.Random(41)
    checked = refused = 0
    for state in positions(game_id, options, 7, 400):
        before = state.observation(0), state.log, state.legal_actions()
        seats = (None, *range(state.players))
        for action in (*state.legal_actions(), *rng.sample(CANDIDATES, 12)):
            for seat in seats if action.kind is not Kind.DEAL else (None,):
                said = state.refusal(action, seat)
                assert (said is None) == is_legal(state, action, seat), (state.log, action, seat)
                outcome = applied(state, action, seat)
                if said is None:
                    assert outcome is None
                else:
                    refused += 1
                    assert isinstance(said, RuleRefusal)
                    assert outcome == (said.code, dict(said.params)), (action, seat)
                    assert said.error().code == said.code
                checked += 1
        assert (state.observation(0), state.log, state.legal_actions()) == before
    assert refused > checked // 3 and checked - refused > 400  # both answers were exercised


def test_refusal_takes_text_and_names_the_blackout_hook():
    state = create_game("blackout", players=3, hook=True).new_deal(
        hands=[["AS"], ["KS"], ["QS"]], dealer=2, turn_up="2H")
    state = state.apply("bid 0").apply("bid 0")
    said = state.refusal("bid 1")
    assert said is not None and said.code == "hook" and said.params["bid"] == 1
    assert state.refusal("bid 0") is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seat_to_act_is_to_play_and_refuses_by_type_when_nobody_is_to_act(game_id):
    """A caller that needs a seat asks ``seat_to_act()``: the seat of ``to_play`` while
    anyone is to act, ``NoTurnError`` where ``to_play`` is None (a scored deal, the end)."""
    rng = random.Random(7)
    state = short_match(game_id).new_match(seed=3)
    refused = 0
    for _ in range(400):  # a deal or more (random calls may never reach the target)
        if state.to_play is None:  # a scored deal (the next is dealt by nobody), the end
            with pytest.raises(NoTurnError, match="nobody is to act"):
                state.seat_to_act()
            refused += 1
        else:
            assert state.seat_to_act() == state.to_play
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    assert refused >= 1
