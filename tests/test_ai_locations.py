"""The card-location model: it ships, it loads, and worlds dealt by it keep every hard rule."""

from __future__ import annotations

import dataclasses
import json
import math
import random
from importlib import resources
from pathlib import Path

import pytest

from ai.errors import UnknownLevelError
from ai.levels import level_named
from ai.registry import level_for, model_for
from ai.tricks.locations import FEATURES, located, location_weights
from ai.tricks.sampling import Constraints, location_weight, sample_hands
from game.core import create_game
from tests.test_ai_sampling import _random_position
from tests.test_packaging import run_spec

ROOT = Path(__file__).resolve().parents[1]
MODEL = dataclasses.replace(level_named("hard"), locations="model")


def _model_positions(seed: int, count: int, players: int = 4) -> list[tuple[object, object,
                                                                            Constraints]]:
    """Random Blackout positions with the model's constraints, as a seat sees them."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g, s = _random_position(rng, "blackout", players=players)
        if s.to_play is None:  # type: ignore[attr-defined]
            continue
        seat = rng.randrange(players)
        obs = s.observation(seat)  # type: ignore[attr-defined]
        model = model_for(g)
        out.append((model, obs, model.constraints(obs, MODEL)))  # type: ignore[attr-defined]
    return out


def test_the_weights_ship_in_the_package_and_the_installer() -> None:
    text = resources.files("ai.tricks").joinpath("locations.json").read_text("utf-8")
    entry = json.loads(text)["blackout"]
    assert tuple(entry["features"]) == FEATURES
    weights = location_weights("blackout")
    assert weights is not None and len(weights) == len(FEATURES)
    assert all(math.isfinite(w) for w in weights) and any(weights)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"*" = ["*.json"' in pyproject  # package data: every package's json files


def test_the_installer_bundles_the_weights(tmp_path, monkeypatch) -> None:
    made = run_spec(tmp_path, monkeypatch)
    datas = {(Path(src).resolve(), dest) for src, dest in made["Analysis"][0].kwargs["datas"]}
    assert (ROOT / "ai" / "tricks" / "locations.json", "ai/tricks") in datas


def test_a_game_without_a_model_samples_uniformly() -> None:
    assert location_weights("no-such-game") is None
    ((_model, obs, cons),) = _model_positions(3, 1)
    plain = dataclasses.replace(cons, scores=None)
    assert located(plain, obs, "no-such-game", (-1,) * 4, 0) is plain  # type: ignore[arg-type]


def test_the_chances_of_each_card_sum_to_one_over_its_possible_holders() -> None:
    for _, obs, cons in _model_positions(5, 30):
        assert cons.scores is not None
        n = obs.players  # type: ignore[attr-defined]
        assert set(cons.scores) == set(cons.hidden_cards)
        for c in cons.hidden_cards:
            holders = [h for h in cons.suit_holders[c // 13]
                       if (cons.stock if h == n else cons.counts[h])]
            mass = {h: cons.scores[c][h] * (cons.stock if h == n else cons.counts[h])
                    for h in holders}
            total = sum(mass.values())
            assert total > 0
            chances = [m / total for m in mass.values()]
            assert math.isclose(sum(chances), 1.0) and all(0 < p <= 1 for p in chances)
            assert obs.seat not in cons.scores[c]  # type: ignore[attr-defined]


def test_worlds_dealt_by_the_model_keep_every_hard_constraint() -> None:
    for model, obs, cons in _model_positions(7, 40):
        rng = random.Random(1)
        seat = obs.seat  # type: ignore[attr-defined]
        for _ in range(5):
            hands = sample_hands(cons, rng)
            assert hands[seat] == obs.hand  # type: ignore[attr-defined]
            for p, h in enumerate(hands):
                assert h.bit_count() == cons.counts[p]
                for suit in range(4):
                    if cons.voids[p] >> suit & 1:
                        assert not h >> (13 * suit) & 0x1FFF, "a shown void was broken"
            dealt = [h | cons.played_by[p] for p, h in enumerate(hands)]
            again = model.world_state(obs, dealt).observation(seat)  # type: ignore[attr-defined]
            assert again == dataclasses.replace(obs, scores=again.scores)  # type: ignore[type-var]


def test_worlds_dealt_by_the_model_are_reproducible_by_seed() -> None:
    for _, _, cons in _model_positions(9, 10):
        a = [sample_hands(cons, random.Random(4)) for _ in range(3)]
        b = [sample_hands(cons, random.Random(4)) for _ in range(3)]
        assert a == b


def test_the_model_moves_the_cards_towards_what_the_bids_say() -> None:
    """A seat that bid every trick is dealt the trumps far more often than a seat that bid
    none: the weights read the bids (a model of zeros would deal them alike)."""
    g = create_game("blackout", players=4, hook=True, scoring="basic")
    s = g.new_deal(seed=3, dealer=3, deal_number=g.schedule.index(5) + 1)  # type: ignore[attr-defined]
    for a in ("bid 5", "bid 0", "bid 0", "bid 1"):
        s = s.apply(a)
    obs = s.observation(3)
    model = model_for(g)
    cons = model.constraints(obs, MODEL)  # type: ignore[arg-type]
    rng = random.Random(2)
    trump = obs.trump
    held = [0, 0, 0]
    for _ in range(400):
        hands = sample_hands(cons, rng)
        for i, seat in enumerate((0, 1, 2)):
            held[i] += (hands[seat] >> (13 * trump) & 0x1FFF).bit_count()
    assert held[0] > 1.5 * held[1] and held[0] > 1.5 * held[2]


def test_expert_deals_its_worlds_by_the_model_in_blackout() -> None:
    assert level_for("expert", "blackout").locations == "model"
    assert level_for("hard", "blackout").locations == "uniform"
    assert level_named("expert").locations == "uniform"  # other games: no model yet


def test_a_location_setting_other_than_uniform_or_model_is_refused_by_name() -> None:
    with pytest.raises(UnknownLevelError, match="locations"):
        dataclasses.replace(level_named("hard"), locations="psychic")


def test_partnership_seats_are_read_by_their_own_calls() -> None:
    g = create_game("partnership-blackout")
    s = g.new_deal(seed=5, dealer=3)
    for a in ("bid 4", "bid 3"):
        s = s.apply(a)
    obs = s.observation(2)
    assert model_for(g).bids_of(obs) == (4, 3, -1, -1)  # type: ignore[attr-defined]


def test_a_weighted_world_weighs_the_scores_of_its_cards_holders() -> None:
    """``locations="weighted"``: two worlds that differ by two cards swapped between two
    seats weigh in the ratio of those cards' scores, and the bids' weight is kept apart."""
    weighted = dataclasses.replace(level_named("hard"), locations="weighted")
    rng = random.Random(3)
    checked = 0
    for model, obs, _ in _model_positions(13, 20):
        cons = model.constraints(obs, weighted)  # type: ignore[attr-defined]
        assert cons.scores is not None and not cons.deal_by_scores
        hands = sample_hands(cons, rng)
        seats = [s for s in range(4) if s != obs.seat and hands[s]]  # type: ignore[attr-defined]
        if len(seats) < 2:
            continue
        a, b = seats[:2]
        ca = next(c for c in range(52) if hands[a] >> c & 1)
        same_suit = [c for c in range(52) if hands[b] >> c & 1 and c // 13 == ca // 13]
        if not same_suit:
            continue
        cb = same_suit[0]
        swapped = list(hands)
        swapped[a] = hands[a] & ~(1 << ca) | 1 << cb
        swapped[b] = hands[b] & ~(1 << cb) | 1 << ca
        s = cons.scores
        ratio = (s[cb][a] * s[ca][b]) / (s[ca][a] * s[cb][b])
        got = location_weight(cons, swapped) / location_weight(cons, hands)
        assert math.isclose(got, ratio, rel_tol=1e-9)
        checked += 1
    assert checked >= 5
