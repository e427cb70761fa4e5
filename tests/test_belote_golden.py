"""Bazar Belote golden records: they replay to their stored results (also checked for every
golden record by ``test_records.py``), hold what they were made to show, and stay what
``tests/golden_belote.py`` writes; ``python -m game replay`` prints a Belote result."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import RecordError
from game.core.actions import PLAYS
from game.core.belote.contracts import BeloteContract
from game.core.cards import card_name, cards_of
from game.core.contract import ContractRecord
from game.core.record import record_of, replay_record, summary_of
from tests import golden_belote

GOLDEN = Path(__file__).parent / "golden"


def load(name):
    return json.loads((GOLDEN / f"belote_{name}.json").read_text(encoding="utf-8"))


def test_match_record_has_out_of_turn_contra_thrown_in_deals_and_a_winner():
    record = load("match_classic")
    assert any(a.startswith("contra @") for a in record["actions"])
    state = replay_record(record)
    assert summary_of(state) == record["expected"]
    assert any(r.thrown_in for r in state.results)
    assert state.is_over and state.winners == (0,)
    assert state.scores[0] >= 101


def test_capot_record_scores_the_recontra_capot():
    state = replay_record(load("deal_capot_recontra"))
    r = state.deal_result
    assert r.contracts == (ContractRecord(BeloteContract.CAPOT, 0, 1, 4, 2), None)
    assert r.made == (True, None)
    # bazar-belote 31: (25 + (140 combinations + 20 Belote) / 10) × 4
    assert r.points == ((25 + 16) * 4, 0)


def test_manual_record_announces_and_shows():
    record = load("deal_manual_each_side")
    assert record["options"]["declarations"] == "manual"
    assert record["actions"].count("announce") == 2 and record["actions"].count("show") == 2
    assert replay_record(record).deal_result.points == (48, 36)


@pytest.mark.parametrize("name", ["match_classic", "deal_manual_each_side",
                                  "deal_capot_recontra"])
def test_golden_files_are_what_the_generator_writes(name):
    make = {"match_classic": golden_belote.classic_match,
            "deal_manual_each_side": golden_belote.manual_deal,
            "deal_capot_recontra": golden_belote.capot_deal}[name]
    state = make()
    record = load(name)
    assert record_of(state)["actions"] == record["actions"]
    assert summary_of(state) == record["expected"]


def test_an_illegal_play_in_a_record_is_reported_with_the_rule():
    record = load("match_classic")
    state = replay_record({**record, "actions": []})
    for position, text in enumerate(record["actions"]):
        if state.phase == "play":
            hand = state.hands[state.to_play]
            refused = [c for c in cards_of(hand)
                       if PLAYS[c] not in state.legal_actions()]
            if refused:
                break
        action, _, seat = text.partition(" @")
        state = state.apply(action, seat=int(seat) if seat else None)
    bad = dict(record, actions=record["actions"][:position]
               + [f"play {card_name(refused[0])}"] + record["actions"][position + 1:])
    with pytest.raises(RecordError, match="you must") as info:
        replay_record(bad)
    assert info.value.position == position


def test_replay_command_prints_a_belote_result(tmp_path):
    path = GOLDEN / "belote_deal_capot_recontra.json"
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], check=False,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["deals"][0]["contracts"][0] == "Capot ♥ ×4 by seat 2"
    assert out["scores"] == [164, 0]
