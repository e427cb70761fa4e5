"""A contract crosses the wire by its kind's word, as records write it: the games' declared
kinds need nothing in the codec, and a kind no game declared is refused by name."""

from __future__ import annotations

import pytest

from game.core.belote.contracts import BeloteContract
from game.core.contract import ContractRecord
from game.net.codec import DecodeError, Decoder, encode_record, fields_of


def test_a_contract_is_sent_by_its_kinds_word_and_read_back() -> None:
    record = ContractRecord(BeloteContract.CAPOT, 0, 2, 4, 1)
    wire = encode_record(record)
    assert wire == {"kind": "capot", "number": 0, "suit": 2, "multiplier": 4, "seat": 1}
    assert Decoder().record(wire, {"ContractRecord": ContractRecord}, "contract",
                            tagged=False) == record


def test_a_kind_no_game_declared_is_refused_by_name() -> None:
    (_name, plan), *_ = fields_of(ContractRecord)
    with pytest.raises(DecodeError, match=r"contract\.kind: contract kind must be one of .*"
                                          r"got 'bling'"):
        Decoder().decode("bling", plan, "contract.kind")
