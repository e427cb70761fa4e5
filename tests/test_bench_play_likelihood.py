"""The play reading (``bench/play_reading.py``, no level uses it): a world where a seat's past card was the policy's own is likelier, and
the position each past card was chosen in is the one the rules had."""

from __future__ import annotations

import math
import random

import pytest

from ai.registry import model_for
from ai.tricks.policy import choose_card
from game.core import create_game
from game.core.cards import DECK_52, SUIT_MASKS
from game.core.phase import Phase
from game.core.trick import FOLLOW_MASKS
from tests.bench_support import bench_script

_reading = bench_script("play_reading")
FEATURES, FOLLOW, LEAD, LOG_FLOOR, VOID = (_reading.FEATURES, _reading.FOLLOW, _reading.LEAD,
                                           _reading.LOG_FLOOR, _reading.VOID)
PastPlay, PlayReading = _reading.PastPlay, _reading.PlayReading
fitted_reading, past_plays = _reading.fitted_reading, _reading.past_plays

HEARTS = 2


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout"])
def test_the_fitted_readings_are_beside_the_bench(game_id: str) -> None:
    fit = fitted_reading(game_id)
    assert fit is not None
    noise, softmax = fit
    assert all(0.0 < eps <= 1.0 for eps in noise)
    assert len(softmax) == 3 and all(len(w) == len(FEATURES) for w in softmax)
    assert any(any(w) for w in softmax)
    assert fitted_reading("no-such-game") is None


def _card(suit: int, rank: int) -> int:
    return 13 * suit + rank


def _follow(card: int, want: bool = True) -> PastPlay:
    """Seat 1 follows seat 0's five of hearts with ``card``, wanting the trick."""
    lead = _card(HEARTS, 3)
    return PastPlay(seat=1, card=card, later=0, live=DECK_52 & ~(1 << lead), best=lead,
                    led=HEARTS, want=want, last=False, partner_winning=False,
                    ban=FOLLOW_MASKS[lead], situation=FOLLOW)


def test_a_world_where_the_card_was_the_policys_own_is_likelier() -> None:
    king, two, ace = _card(HEARTS, 11), _card(HEARTS, 0), _card(HEARTS, 12)
    reading = PlayReading((_follow(king),), observer=2, trump=-1, noise=(0.9, 0.6, 0.6))
    # with the two beside it the king is the only winner: the policy's card
    assert choose_card((1 << king) | (1 << two), _card(HEARTS, 3), HEARTS, -1, True, False) \
        == king
    holds_two = [0, 1 << two, 0, 0]
    # with the ace beside it the policy would have won with the ace
    holds_ace = [0, 1 << ace, 0, 0]
    explained = reading.log_likelihood(holds_two)
    not_explained = reading.log_likelihood(holds_ace)
    share = 0.6 / 2  # of the noise, to each of the two legal cards
    assert explained == pytest.approx(math.log(0.4 + share))
    assert not_explained == pytest.approx(math.log(share))
    assert reading.weight(holds_two) > reading.weight(holds_ace)


def test_the_softer_reading_prefers_the_policys_card_by_its_weight() -> None:
    king, two, ace = _card(HEARTS, 11), _card(HEARTS, 0), _card(HEARTS, 12)
    only_policy = tuple((1.0,) + (0.0,) * (len(FEATURES) - 1) for _ in range(3))
    reading = PlayReading((_follow(king),), observer=2, trump=-1, noise=(0.9, 0.6, 0.6),
                          softmax=only_policy)
    assert reading.log_likelihood([0, 1 << two, 0, 0]) == pytest.approx(
        1.0 - math.log(math.e + 1.0))
    assert reading.log_likelihood([0, 1 << ace, 0, 0]) == pytest.approx(
        -math.log(math.e + 1.0))


def test_each_holding_is_asked_of_the_policy_once() -> None:
    king, two, ace = _card(HEARTS, 11), _card(HEARTS, 0), _card(HEARTS, 12)
    reading = PlayReading((_follow(king),), observer=2, trump=-1, noise=(0.9, 0.6, 0.6))
    spade = 1 << _card(0, 5)
    for _ in range(3):
        # the spade plays no part in following hearts: the same holding of the suit led
        reading.log_likelihood([0, 1 << two, 0, 0])
        reading.log_likelihood([0, (1 << two) | spade, 0, 0])
        reading.log_likelihood([0, 1 << ace, 0, 0])
    assert reading.evaluations == 2


def test_the_observers_own_cards_and_forced_cards_say_nothing() -> None:
    king, ace = _card(HEARTS, 11), _card(HEARTS, 12)
    own = PlayReading((_follow(king),), observer=1, trump=-1, noise=(0.9, 0.6, 0.6))
    assert own.plays == () and own.log_likelihood([0, 1 << ace, 0, 0]) == 0.0
    forced = PlayReading((_follow(king),), observer=2, trump=-1, noise=(0.9, 0.6, 0.6))
    # no heart left beside the king: it had to be played
    assert forced.log_likelihood([0, SUIT_MASKS[0], 0, 0]) == 0.0


def test_all_noise_in_a_situation_reads_nothing_there() -> None:
    king, two, ace = _card(HEARTS, 11), _card(HEARTS, 0), _card(HEARTS, 12)
    reading = PlayReading((_follow(king),), observer=2, trump=-1, noise=(0.9, 1.0, 0.6))
    assert reading.log_likelihood([0, 1 << ace, 0, 0]) == reading.log_likelihood(
        [0, 1 << two, 0, 0]) == pytest.approx(math.log(0.5))


def test_a_world_the_policy_never_explains_keeps_a_floor() -> None:
    king, ace = _card(HEARTS, 11), _card(HEARTS, 12)
    plays = tuple(_follow(king) for _ in range(200))
    reading = PlayReading(plays, observer=2, trump=-1, noise=(0.9, 0.01, 0.6))
    assert reading.log_likelihood([0, 1 << ace, 0, 0]) == LOG_FLOOR
    assert reading.weight([0, 1 << ace, 0, 0]) > 0.0


def _played_deal(game_id: str, seed: int) -> tuple[object, list[tuple[object, int]]]:
    """A deal played at random to its last card: the state before it, and for each card
    played the state it was played in and the card."""
    rng = random.Random(seed)
    g = create_game(game_id)
    if game_id == "blackout":
        s = g.new_deal(seed=seed, dealer=rng.randrange(4), deal_number=rng.randint(3, 13))
    else:
        s = g.new_deal(seed=seed, dealer=rng.randrange(4))
    cards: list[tuple[object, int]] = []
    while s.to_play is not None:
        legal = s.legal_actions()
        if s.phase is Phase.PLAY and s.hands[s.to_play].bit_count() == 1 \
                and sum(h.bit_count() for h in s.hands) == 1:
            return s, cards
        action = rng.choice(legal)
        if s.phase is Phase.PLAY:
            cards.append((s, action.card))
        s = s.apply(action)
    raise AssertionError("the deal ended before its last card")


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout"])
def test_each_past_card_is_read_in_the_position_the_rules_had(game_id: str) -> None:
    for seed in range(6):
        last, cards = _played_deal(game_id, 4900 + seed)
        model = model_for(last.game)  # type: ignore[attr-defined]
        observer = seed % 4
        obs = last.observation(observer)  # type: ignore[attr-defined]
        goals = model.goals(obs)  # type: ignore[attr-defined]
        plays = past_plays(obs, goals, model.lead_rule(),  # type: ignore[attr-defined]
                           model.out_of_play(obs))  # type: ignore[attr-defined]
        seats = [s.to_play for s, _ in cards]  # type: ignore[attr-defined]
        assert [(p.seat, p.card) for p in plays] == list(zip(seats, [c for _, c in cards]))
        for p, (state, _) in zip(plays, cards, strict=True):
            trick = state.trick  # type: ignore[attr-defined]
            situation = LEAD if not trick else FOLLOW if p.card // 13 == p.led else VOID
            assert p.situation == situation
            assert p.led == (trick[0][1] // 13 if trick else -1)
            seen = state.observation(p.seat).played  # type: ignore[attr-defined]
            assert p.live == DECK_52 & ~seen & ~model.out_of_play(obs)  # type: ignore[attr-defined]
        reading = PlayReading(plays, observer, obs.trump, (0.5, 0.5, 0.5))
        truth = list(last.hands)  # type: ignore[attr-defined]
        read = reading.choices(truth)
        expected = []
        for state, card in cards:
            seat = state.to_play  # type: ignore[attr-defined]
            legal = sum(1 << a.card for a in state.legal_actions())  # type: ignore[attr-defined]
            if seat != observer and legal & (legal - 1):
                expected.append((seat, card, legal))
        assert [(p.seat, p.card, legal) for p, legal, _, _ in read] == expected
