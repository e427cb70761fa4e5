"""History and statistics: finished matches in, the statistics screen's numbers out.

Real matches (random play) are stored and every figure is recomputed here straight from
the states' results, so the SQL is checked against an independent count.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core import DealResult, create_game
from game.core.belote.contracts import BeloteContract
from game.core.blackout.contracts import BlackoutContract
from game.core.contract import ContractRecord
from game.core.errors import RecordError
from game.core.partnership.contracts import PartnershipContract
from game.storage import Storage, StorageError
from game.storage.history import contracts_of, side_of


def _finished(game_id: str, seed: int, **options: Any) -> Any:
    rng = random.Random(seed)
    state = create_game(game_id, **options).new_match(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@dataclass
class FakeGame:
    id: str
    options: dict[str, Any] = field(default_factory=dict)

    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)


@dataclass
class FakeState:
    """The public attributes storage reads from a finished match, and nothing else."""

    game: FakeGame
    players: int
    results: tuple[DealResult, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...] | None


def test_blackout_statistics_per_level_match_the_results() -> None:
    storage = Storage.in_memory(env={})
    plan = [("hard", 1), ("hard", 2), ("easy", 3), ("mixed", 4), ("ai-only", 5)]
    states = {}
    for kind, seed in plan:
        state = _finished("blackout", seed, players=4)
        seats = {
            "hard": ["human", "hard", "hard", "hard"],
            "easy": ["easy", "human", "easy", "easy"],
            "mixed": ["human", "easy", "hard", "expert"],
            "ai-only": ["hard", "hard", "easy", "easy"],
        }[kind]
        storage.history.record_match(state, seats)
        states.setdefault(kind, []).append((state, seats.index("human") if kind != "ai-only"
                                            else None))
    rows = {s.level: s for s in storage.statistics.by_game_and_level("blackout")}
    assert set(rows) == {"hard", "easy", "mixed"}  # AI-only matches are not the player's
    for level, row in rows.items():
        played = states[level]
        assert row.played == len(played)
        assert row.won == sum(seat in s.winners for s, seat in played)
        assert row.average_score == pytest.approx(
            sum(s.scores[seat] for s, seat in played) / len(played)
        )
        deals = [(r, seat) for s, seat in played for r in s.results]
        assert row.deals == len(deals)
        assert row.contracts == len(deals)  # a bid every deal
        assert row.contracts_made == sum(r.tricks[seat] == r.contracts[seat].number
                                         for r, seat in deals)
        assert row.contract_rate == pytest.approx(row.contracts_made / row.contracts)
    (total,) = storage.statistics.by_game("blackout")
    assert total.level == "all" and total.played == 4
    assert total.won == sum(r.won for r in rows.values())


def test_belote_contras_are_counted_from_the_players_side() -> None:
    storage = Storage.in_memory(env={})
    expected = {"for": 0, "for_won": 0, "against": 0, "against_made": 0, "made": 0, "taken": 0}
    for seed in range(6):
        state = _finished("bazar-belote", seed)
        human = seed % 4
        storage.history.record_match(state, ["hard"] * human + ["human"] + ["hard"] * (3 - human))
        mine, theirs = human % 2, 1 - human % 2
        for r in state.results:
            if r.thrown_in:
                continue
            if r.contracts[mine] is not None:
                expected["taken"] += 1
                expected["made"] += bool(r.made[mine])
            if _times(r.contracts[theirs]) > 1:
                expected["for"] += 1
                expected["for_won"] += r.made[theirs] is False
            if _times(r.contracts[mine]) > 1:
                expected["against"] += 1
                expected["against_made"] += r.made[mine] is True
    (row,) = storage.statistics.by_game("bazar-belote")
    assert row.played == 6
    assert (row.contras_for, row.contras_for_won) == (expected["for"], expected["for_won"])
    assert (row.contras_against, row.contras_against_made) == (
        expected["against"], expected["against_made"])
    assert (row.contracts, row.contracts_made) == (expected["taken"], expected["made"])
    assert expected["for"] + expected["against"] > 0  # random bidding does contra


def _times(contract: ContractRecord | None) -> int:
    return 1 if contract is None else contract.multiplier


def _partnership_deal(number: int, contracts: tuple[str, str], made: tuple[bool | None, ...],
                      points: tuple[int, int]) -> DealResult:
    records = tuple(ContractRecord.from_text(c) for c in contracts)
    return DealResult(deal_number=number, dealer=number % 4, tricks=(4, 3, 3, 3),
                      points=points, contracts=records, made=made)


def test_partnership_contracts_and_wins_are_by_team() -> None:
    storage = Storage.in_memory(env={})
    results = (
        _partnership_deal(1, ("Number(7)", "Number(6)"), (True, False), (70, -60)),
        _partnership_deal(2, ("Zero", "Number(5)"), (False, True), (-100, 50)),
        DealResult(deal_number=3, dealer=2, tricks=(0, 0, 0, 0), points=(0, 0),
                   thrown_in=True, contracts=(ContractRecord(PartnershipContract.PASS),) * 2,
                   made=(None, None)),
    )
    state = FakeState(FakeGame("partnership-blackout", {"preset": "classic"}), 4, results,
                      (-30, -10), (1,))
    storage.history.record_match(state, ["medium", "human", "medium", "medium"])  # team 1
    storage.history.record_match(state, ["human", "medium", "medium", "medium"])  # team 0
    rows = storage.statistics.by_game("partnership-blackout")
    (row,) = rows
    assert row.played == 2 and row.won == 1
    assert row.average_score == pytest.approx((-10 + -30) / 2)
    assert (row.contracts, row.contracts_made) == (4, 2)  # thrown-in deal: no contract
    recent = storage.statistics.recent_matches()
    assert [(m.human_seat, m.won, m.score) for m in recent] == [(0, False, -30),
                                                                (1, True, -10)]


def test_a_single_deal_has_no_winner() -> None:
    storage = Storage.in_memory(env={})
    rng = random.Random(2)
    state = create_game("partnership-blackout").new_deal(seed=77)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    storage.history.record_match(state, ["human", "easy", "easy", "easy"])
    (summary,) = storage.statistics.recent_matches()
    assert summary.won is None and summary.deal_count == 1
    (row,) = storage.statistics.by_game("partnership-blackout")
    assert row.played == 1 and row.won == 0


def test_entries_round_trip_what_was_stored() -> None:
    storage = Storage.in_memory(env={})
    state = _finished("bazar-belote", 9)
    storage.history.record_match(state, ["human", "hard", "hard", "hard"], record={"r": 1})
    (entry,) = storage.history.entries()
    assert entry.game_id == "bazar-belote"
    assert entry.options == state.game.options_dict()
    assert entry.scores == state.scores and entry.winners == state.winners
    assert entry.record == {"r": 1} and entry.level == "hard" and entry.human_seat == 0
    assert [(d.deal_number, d.tricks, d.points, d.contracts, d.made, dict(d.details))
            for d in entry.deals] == [
        (r.deal_number, r.tricks, r.points, r.contracts, r.made, dict(r.details))
        for r in state.results
    ]
    storage.history.delete_all()
    assert storage.history.entries() == [] and storage.statistics.by_game() == []


def test_the_seats_must_match_the_players() -> None:
    storage = Storage.in_memory(env={})
    with pytest.raises(StorageError, match="seats must name 4 seats"):
        storage.history.record_match(_finished("blackout", 1), ["human"])


@pytest.mark.parametrize(
    ("text", "record"),
    [("15♣ ×4 by seat 0", ContractRecord(BeloteContract.SUIT, 15, 3, 4, 0)),
     ("Capot ♠ x2 by seat 1", ContractRecord(BeloteContract.CAPOT, 0, 0, 2, 1)),
     ("Capot ♠ by seat 2", ContractRecord(BeloteContract.CAPOT, 0, 0, 1, 2)),
     ("", None), ("bid 2", ContractRecord(BlackoutContract.BID, 2)),
     ("Number(12)", ContractRecord(PartnershipContract.NUMBER, 12)),
     ("Nil (seat 3)", ContractRecord(PartnershipContract.NIL, seat=3)),
     ("Board", ContractRecord(PartnershipContract.BOARD)), ("pass", ContractRecord(PartnershipContract.PASS))],
)
def test_contracts_stored_as_text_before_the_records_read_back(
    text: str, record: ContractRecord | None
) -> None:
    assert contracts_of([text]) == (record,)
    if record is not None and text.lower() != "pass" and " x2" not in text:
        assert record.text() == text  # the text form round-trips
        assert contracts_of([record.as_json()]) == (record,)


@pytest.mark.parametrize("bad", ["Number(x)", "12♣ by seat", "bid ²", "7 by seat 1", 5])
def test_a_bad_stored_contract_is_named(bad: object) -> None:
    with pytest.raises(StorageError, match="contract"):
        contracts_of([bad])
    if isinstance(bad, str):
        with pytest.raises(RecordError, match="not a contract"):
            ContractRecord.from_text(bad)


@pytest.mark.parametrize("kind", ["suit", "capot"])
def test_a_stored_belote_contract_without_its_trump_is_named(kind: str) -> None:
    """A suit bid or a capot without a suit would be shown with the last suit's symbol."""
    record = {"kind": kind, "number": 12, "suit": -1, "multiplier": 1, "seat": 0}
    with pytest.raises(RecordError, match=f"a {kind} contract names its trump suit"):
        ContractRecord.from_json(record)
    assert ContractRecord.from_json({**record, "suit": 2}).suit == 2


def test_history_rows_written_before_the_records_still_load() -> None:
    storage = Storage.in_memory(env={})
    state = _finished("bazar-belote", 9)
    storage.history.record_match(state, ["human", "hard", "hard", "hard"])
    old = [[r.contracts[0].text() if r.contracts[0] else "",
            r.contracts[1].text() if r.contracts[1] else ""] for r in state.results]
    with storage.database.transaction() as conn:
        for number, texts in enumerate(old, start=1):
            conn.execute("UPDATE deals SET contracts = ? WHERE deal_number = ?",
                         (json.dumps(texts, ensure_ascii=False), number))
    (entry,) = storage.history.entries()
    assert [d.contracts for d in entry.deals] == [r.contracts for r in state.results]
    assert any(c is not None for d in entry.deals for c in d.contracts)


def test_side_of_maps_seats_to_teams_only_for_team_tuples() -> None:
    assert [side_of(s, 4, 4) for s in range(4)] == [0, 1, 2, 3]
    assert [side_of(s, 2, 4) for s in range(4)] == [0, 1, 0, 1]


def test_a_backup_written_before_the_records_still_imports_and_a_bad_contract_is_named(
) -> None:
    from game.storage.backup import BackupError, export_document, parse_document

    storage = Storage.in_memory(env={})
    state = _finished("bazar-belote", 9)
    storage.history.record_match(state, ["human", "hard", "hard", "hard"])
    document = export_document(storage.database)
    deals = document["matches"][0]["deals"]
    assert all(c is None or c["kind"] in ("suit", "capot") for d in deals for c in d["contracts"])
    for deal, result in zip(deals, state.results, strict=True):
        deal["contracts"] = [c.text() if c else "" for c in result.contracts]  # the old form
    (entry,), _ = parse_document(document)
    assert [d.contracts for d in entry.deals] == [r.contracts for r in state.results]
    deals[0]["contracts"] = ["Number(five)", ""]
    with pytest.raises(BackupError, match="deal 1: 'contracts': .*not a contract"):
        parse_document(document)


@pytest.mark.parametrize(("saved", "kept"), [(3, 3), (0, 0), ("3", 0), (-1, 0), (True, 0)])
def test_an_abandoned_match_keeps_the_take_backs_its_autosave_counted(saved: Any,
                                                                       kept: int) -> None:
    """Issue 40, item 15: the autosave carries the match's take-backs beside its seats;
    a match left for another is filed with them.  A count edited by hand into something
    that is not one costs only the mark."""
    storage = Storage.in_memory(env={})
    rng = random.Random(7)
    state = create_game("blackout", players=4).new_match(seed=7)
    for _ in range(6):
        state = state.apply(rng.choice(state.legal_actions()))
    seats = ["human", "easy", "easy", "easy"]
    storage.saves.save_state(state, seats=seats, taken_back=3)
    assert storage.saves.taken_back() == 3
    record = storage.saves.record("autosave")
    assert record is not None
    record["taken_back"] = saved
    storage.saves.autosave(record, "blackout")
    assert storage.saves.taken_back() == kept
    storage.saves.save_state(create_game("blackout", players=4).new_match(seed=8), seats=seats)
    (entry,) = storage.history.entries()
    assert entry.abandoned and entry.taken_back == kept
