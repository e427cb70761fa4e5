"""Any record, however damaged or hostile, is refused with a ``RecordError`` — by
``replay_record``, by ``read_record`` and by ``trickbid host --resume`` — never a traceback
(issue 46, fault 8: JSON nested 100,000 deep and options holding ``self`` or ``game_id``
escaped as ``RecursionError`` and ``TypeError``).

The fuzz is seeded and bounded: it mutates golden records and a host's save field by field
with values from a hostile palette (numbers of any size, wrong JSON types, deep nesting,
option names that are parameter names, lone surrogates)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.core import RecordError, create_game
from game.core.record import read_record, record_of, replay_record
from game.core.state import TrickState

GOLDEN = Path(__file__).parent / "golden"
BASES = ["blackout_deal_by_hand", "blackout_match_hook", "belote_deal_capot_recontra",
         "partnership_match_classic"]


def _deep(depth: int, leaf: Any = 1) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def _deep_dict(depth: int) -> Any:
    value: Any = {}
    for _ in range(depth):
        value = {"self": value}
    return value


PALETTE: list[Any] = [
    None, True, False, 0, -1, 1, 7, 2**62, -(2**62), 10**30, 10**400, -(10**4000), 1.5,
    float("inf"), float("nan"), 1e300, "", "x", "1", "bid 1", "AS", "\udcff", "\x00",
    "٣", "self", "game_id", [], [1], ["AS"], [None], {}, {"self": 1}, {"game_id": "x"},
    _deep(50), _deep(5_000), _deep_dict(3_000), "9" * 5_000,
]
KEYS = ["self", "game_id", "options", "__class__", "preset", "players", "seed", "x", ""]


def _golden(name: str) -> dict[str, Any]:
    record = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    record.pop("expected", None)
    return record


def _host_save() -> dict[str, Any]:
    state = create_game("blackout", max_cards=2).new_match(seed=4)
    while state.to_play is not None and len(state.log) < 12:
        state = state.apply(state.legal_actions()[0])
    return {**record_of(state), "table": {"seats": ["friend", "easy", "friend", "hard"],
                                          "tokens": ["ab" * 32, None, None, None]}}


def _mutated(rng: random.Random, record: dict[str, Any]) -> Any:
    """``record`` with one to three of its fields (or their insides) broken."""
    record = json.loads(json.dumps(record))  # a private copy
    for _ in range(rng.randint(1, 3)):
        holder: Any = record  # a container at a random depth (options, deal.hands[2], ...)
        while rng.random() < 0.6:
            inner = [v for v in (holder.values() if isinstance(holder, dict) else holder)
                     if isinstance(v, (dict, list)) and v]
            if not inner:
                break
            holder = rng.choice(inner)
        value = rng.choice(PALETTE)
        if isinstance(holder, dict):
            key = rng.choice([*holder, *KEYS]) if holder else rng.choice(KEYS)
            if rng.random() < 0.15:
                holder.pop(key, None)
            else:
                holder[key] = value
        elif isinstance(holder, list):
            holder[rng.randrange(len(holder))] = value
    if rng.random() < 0.05:
        return rng.choice(PALETTE)
    return record


def _cases(seed: int, count: int) -> list[Any]:
    rng = random.Random(seed)
    bases = [_golden(n) for n in BASES] + [_host_save()]
    return [_mutated(rng, rng.choice(bases)) for _ in range(count)]


@pytest.mark.parametrize("seed", range(4))
def test_replay_record_refuses_any_damaged_record_with_a_record_error(seed):
    for record in _cases(seed, 150):
        try:
            state = replay_record(record)
        except RecordError as exc:
            assert str(exc) and len(str(exc)) < 600
        else:
            assert isinstance(state, TrickState)


def _every_field_broken() -> list[Any]:
    """Each field of each base record (and of its options and deal) set to each value of
    the palette in turn."""
    out: list[Any] = []
    for name in BASES:
        base = _golden(name)
        for key in [*base, "seed", "version", "format"]:
            out.extend({**base, key: value} for value in PALETTE)
        for inner in ("options", "deal"):
            if isinstance(base.get(inner), dict):
                for key in [*base[inner], *KEYS]:
                    out.extend({**base, inner: {**base[inner], key: value}}
                               for value in PALETTE)
    return out


def test_replay_record_refuses_each_field_broken_in_turn_with_a_record_error():
    for record in _every_field_broken():
        try:
            replay_record(record)
        except RecordError as exc:
            assert str(exc) and len(str(exc)) < 600


@pytest.mark.parametrize("name", ["self", "game_id"])
@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout", "bazar-belote"])
def test_an_option_named_like_a_parameter_is_refused_by_name(name, game_id):
    """The root of fault 8 (and of an older one): ``create_game(game_id, **options)`` and a
    game's ``__init__(self, **options)`` let an option called ``game_id`` or ``self`` clash
    with the parameter (``TypeError``) instead of reaching the option check."""
    record = {"game": game_id, "options": {name: 1}, "seed": 3, "actions": []}
    with pytest.raises(RecordError, match=f"unknown option '{name}'"):
        replay_record(record)
    with pytest.raises(ValueError, match=f"unknown option '{name}'"):
        create_game(game_id, **{name: 1})


@pytest.mark.parametrize(("text", "words"), [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"seed": ' + "7" * 5_000 + "}", "not JSON"),
    ("{bad", "not JSON"),
    (" " * 2_000_001, "at most"),
])
def test_read_record_refuses_text_that_is_no_record(text, words):
    with pytest.raises(RecordError, match=words):
        read_record(text)


def _resume(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """``trickbid host --resume path`` run in this process: the error it stops with."""
    from game.net.cli import host_main

    with pytest.raises(SystemExit) as stop:
        # --game is another game than any base record's (blackout): even a record the
        # mutations left whole stops before a table is opened
        host_main(["--game", "bazar-belote", "--seats", "open,open,open,open", "--resume",
                   str(path), "--headless", "--no-announce", "--port", "1"])
    err = capsys.readouterr().err
    assert stop.value.code == 2, err
    return err


@pytest.mark.parametrize(("name", "text"), [
    ("nested", "[" * 100_000 + "]" * 100_000),
    ("self", json.dumps({"game": "blackout", "options": {"self": 1}, "seed": 3})),
    ("game_id", json.dumps({"game": "blackout", "options": {"game_id": "x"}, "seed": 3})),
])
def test_host_resume_refuses_the_records_of_fault_8_with_a_message(name, text, tmp_path,
                                                                     capsys):
    path = tmp_path / "save.json"
    path.write_text(text, encoding="utf-8")
    err = _resume(path, capsys)
    assert "cannot resume" in err and "Traceback" not in err


def test_host_resume_refuses_any_damaged_save_with_a_message(tmp_path, capsys):
    rng = random.Random(46)
    save = _host_save()
    path = tmp_path / "save.json"
    for _ in range(60):
        record = _mutated(rng, save)
        try:
            text = json.dumps(record)
        except (RecursionError, ValueError):
            text = "[" * 20_000 + "]" * 20_000
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        err = _resume(path, capsys)
        assert "trickbid host: error:" in err and "Traceback" not in err
