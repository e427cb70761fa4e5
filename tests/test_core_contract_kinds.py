"""Contract kinds a game declares: the core holds none of its own, a game's kinds reach
records, saves and the player's language through its own packages, and an undeclared kind is
refused by name."""

from __future__ import annotations

import ast
import copy
import json
import pickle
from pathlib import Path

import pytest

from game.core import RecordError
from game.core import contract as contract_module
from game.core.belote.contracts import BeloteContract
from game.core.blackout.contracts import BlackoutContract
from game.core.contract import (
    ContractRecord,
    contract_kind_named,
    contract_kinds,
    declare_contract_kind,
)
from game.core.errors import ArgumentError
from game.core.partnership.contracts import PartnershipContract
from game.core.registry import ENTRIES
from game.i18n import set_language
from game.i18n.games import WORDS, conflicts
from game.i18n.terms import contract_text

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def own_kinds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test's kinds are declared in a copy of the declared ones, gone afterwards."""
    monkeypatch.setattr(contract_module, "_KINDS", dict(contract_module._KINDS))


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def declared_words(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {str(n.args[0].value) for n in ast.walk(tree) if isinstance(n, ast.Call)
            and getattr(n.func, "id", "") == "declare_contract_kind"
            and isinstance(n.args[0], ast.Constant)}


def test_every_kind_is_declared_by_a_games_core_package() -> None:
    assert {k.word for k in contract_kinds()} >= {"bid", "number", "board", "zero", "nil",
                                                  "pass", "suit", "capot"}
    assert declared_words(ROOT / "game/core/contract.py") == set(), \
        "the core declares no contract kind of its own"
    by_games = set()
    for entry in ENTRIES:
        for path in (ROOT / "game/core" / entry.package).glob("*.py"):
            by_games |= declared_words(path)
    assert by_games == {k.word for k in contract_kinds()}


@pytest.mark.parametrize(("record", "text", "as_json"), [
    (ContractRecord(BlackoutContract.BID, 3), "bid 3",
     '{"kind": "bid", "number": 3, "suit": -1, "multiplier": 1, "seat": -1}'),
    (ContractRecord(PartnershipContract.NUMBER, 7), "Number(7)",
     '{"kind": "number", "number": 7, "suit": -1, "multiplier": 1, "seat": -1}'),
    (ContractRecord(PartnershipContract.NIL, seat=2), "Nil (seat 2)",
     '{"kind": "nil", "number": -1, "suit": -1, "multiplier": 1, "seat": 2}'),
    (ContractRecord(PartnershipContract.ZERO), "Zero",
     '{"kind": "zero", "number": -1, "suit": -1, "multiplier": 1, "seat": -1}'),
    (ContractRecord(BeloteContract.SUIT, 11, 1, 2, 3), "11♥ ×2 by seat 3",
     '{"kind": "suit", "number": 11, "suit": 1, "multiplier": 2, "seat": 3}'),
    (ContractRecord(BeloteContract.CAPOT, 0, 0, 4, 0), "Capot ♠ ×4 by seat 0",
     '{"kind": "capot", "number": 0, "suit": 0, "multiplier": 4, "seat": 0}'),
])
def test_existing_kinds_write_their_text_and_json_as_before(
    record: ContractRecord, text: str, as_json: str
) -> None:
    assert record.text() == text
    assert json.dumps(record.as_json(), ensure_ascii=False) == as_json
    assert ContractRecord.from_text(text) == record
    assert ContractRecord.from_json(json.loads(as_json)) == record


def test_an_undeclared_kind_is_refused_by_name() -> None:
    with pytest.raises(RecordError, match=r"contract kind must be one of .*bid.*got 'bling'"):
        ContractRecord.from_json({"kind": "bling", "number": 3})
    with pytest.raises(RecordError, match="got 7"):
        contract_kind_named(7)
    with pytest.raises(RecordError, match="not a contract"):
        ContractRecord.from_text("bling 3")


def test_a_declared_kind_round_trips(own_kinds: None) -> None:
    bling = declare_contract_kind("blingbid", "bling {number} by seat {seat}")
    record = ContractRecord(bling, 4, seat=1)
    assert record.text() == "bling 4 by seat 1"
    assert ContractRecord.from_text(record.text()) == record
    assert ContractRecord.from_json(record.as_json()) == record
    assert record.as_json()["kind"] == "blingbid"
    assert copy.deepcopy(record).kind is bling and pickle.loads(pickle.dumps(record)) == record
    with pytest.raises(RecordError, match="not a contract"):
        ContractRecord.from_text("bling ² by seat 1")  # a digit, but not an ASCII one


def test_a_kind_is_declared_once_with_a_form_the_core_can_read(own_kinds: None) -> None:
    with pytest.raises(ArgumentError, match="'bid' is declared already"):
        declare_contract_kind("bid", "bid {number}")
    with pytest.raises(ArgumentError, match="holds 'tricks'"):
        declare_contract_kind("odd", "{tricks} odd")
    with pytest.raises(ArgumentError, match="lower-case letters"):
        declare_contract_kind("Blind bid", "blind")


def test_a_kind_whose_form_writes_a_suit_needs_one(own_kinds: None) -> None:
    trump = declare_contract_kind("trumpcall", "trump {suit}")
    assert trump.needs_suit and not BlackoutContract.BID.needs_suit
    with pytest.raises(RecordError, match="a trumpcall contract names its trump suit"):
        ContractRecord.from_json({"kind": "trumpcall", "suit": -1})


def test_each_game_words_its_own_kinds() -> None:
    """Every declared kind is worded by a game's i18n module (two games, one reusing the
    other's words, word it alike: ``conflicts``), and the shared ``terms`` names no game's
    kind."""
    worded = {kind for words in WORDS.values() for kind in words.contract_words}
    assert worded == set(contract_kinds())
    assert conflicts() == []
    terms = (ROOT / "game/i18n/terms.py").read_text(encoding="utf-8")
    for entry in ENTRIES:
        assert f"game.core.{entry.package}" not in terms
    set_language("ru")
    assert contract_text(ContractRecord(PartnershipContract.NIL, seat=1)) == "Нил (Запад)"


def test_two_wordings_of_one_kind_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from game.i18n import games

    belote = games.WORDS["bazar-belote"]
    wording = {**belote.contract_words, BlackoutContract.BID: lambda record, names: "?"}
    monkeypatch.setitem(games.WORDS, "bazar-belote",
                        dataclasses.replace(belote, contract_words=wording))
    assert [c.split(":")[0] for c in games.conflicts()] == ["<ContractKind.BID>"]


def test_a_kind_a_game_declares_without_wording_it_is_caught(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from game.i18n import games
    from tests.game_floors import incompleteness

    belote = games.WORDS["bazar-belote"]
    wording = {k: v for k, v in belote.contract_words.items() if k is not BeloteContract.CAPOT}
    monkeypatch.setitem(games.WORDS, "bazar-belote",
                        dataclasses.replace(belote, contract_words=wording))
    assert "i18n: contract kind 'capot' has no wording in its GameWords" in \
        incompleteness("bazar-belote")
