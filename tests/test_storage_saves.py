"""Saved games: the autosave after every action, resume, named saves, and the move of a
finished game to the history — through the core's real records."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from game.core import create_game
from game.core.record import record_of
from game.storage import AUTOSAVE, Storage, StorageError, open_storage


class Ticking:
    """A clock that moves one minute per reading, so save order is well defined."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def _play(state: object, moves: int, rng: random.Random) -> object:
    for _ in range(moves):
        if state.is_over:  # type: ignore[attr-defined]
            break
        state = state.apply(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]
    return state


def test_the_match_in_progress_is_saved_after_every_action_and_resumed(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    rng = random.Random(7)
    state = create_game("blackout", players=4).new_match(seed=11)
    for _ in range(60):
        state = state.apply(rng.choice(state.legal_actions()))
        storage.saves.save_state(state)
    storage.close()

    again = open_storage(tmp_path, env={})
    offer = again.saves.resume_offer()
    assert offer is not None and offer.autosave and offer.game_id == "blackout"
    assert offer.description.startswith(f"deal {state.deal_number}, scores ")
    assert again.saves.load_state() == state
    again.close()


def test_a_save_keeps_who_sat_where() -> None:
    storage = Storage.in_memory()
    state = create_game("blackout", players=3).new_match(seed=2)
    storage.saves.save_state(state)
    assert storage.saves.seats() is None  # not recorded: the caller chooses a default
    storage.saves.save_state(state, seats=("human", "hard", "easy"))
    assert storage.saves.seats() == ("human", "hard", "easy")
    assert storage.saves.load_state() == state
    assert storage.saves.seats("no such save") is None


def test_named_saves_sit_beside_the_autosave() -> None:
    storage = Storage.in_memory(clock=Ticking(), env={})
    rng = random.Random(3)
    game = create_game("bazar-belote")
    first = _play(game.new_match(seed=1), 10, rng)
    second = _play(game.new_match(seed=2), 25, rng)
    storage.saves.save_state(first, "Monday")
    storage.saves.save_state(second, "Tuesday")
    storage.saves.save_state(second)
    assert [(s.name, s.autosave) for s in storage.saves.list()] == [
        (AUTOSAVE, True), ("Tuesday", False), ("Monday", False)
    ]
    assert storage.saves.load_state("Monday") == first
    assert storage.saves.load_state("Tuesday") == second
    storage.saves.rename("Monday", "Old game")
    assert storage.saves.load_state("Old game") == first
    assert storage.saves.delete("Tuesday") and not storage.saves.delete("Tuesday")
    assert [s.name for s in storage.saves.list()] == [AUTOSAVE, "Old game"]


@pytest.mark.parametrize(
    ("name", "why"),
    [("", "needs a name"), ("   ", "needs a name"), ("x" * 41, "at most 40"),
     ("Autosave", "kept for the automatic save"), ("tab\there", "control characters")],
)
def test_bad_save_names_are_refused_in_plain_words(name: str, why: str) -> None:
    storage = Storage.in_memory(env={})
    with pytest.raises(StorageError, match=why):
        storage.saves.put(name, {"format": "x"}, "blackout")
    assert storage.saves.list() == []


def test_renaming_onto_an_existing_save_is_refused() -> None:
    storage = Storage.in_memory(env={})
    storage.saves.put("A", {"n": 1}, "blackout")
    storage.saves.put("B", {"n": 2}, "blackout")
    with pytest.raises(StorageError, match="already a saved game called 'B'"):
        storage.saves.rename("A", "B")
    assert storage.saves.record("A") == {"n": 1} and storage.saves.record("B") == {"n": 2}


def test_a_damaged_save_is_reported_and_kept() -> None:
    storage = Storage.in_memory(env={})
    storage.saves.put("Broken", {"n": 1}, "blackout")
    with storage.database.transaction() as conn:
        conn.execute("UPDATE saves SET record = '{\"n\": ' WHERE name = 'Broken'")
    with pytest.raises(StorageError, match="'Broken' is damaged"):
        storage.saves.load_state("Broken")
    assert [s.name for s in storage.saves.list()] == ["Broken"]


def test_a_save_that_no_longer_replays_is_reported_with_the_reason() -> None:
    storage = Storage.in_memory(env={})
    record = record_of(create_game("blackout").new_match(seed=5))
    record["actions"] = ["play AS"]  # the first action of a match is a bid
    storage.saves.put("Odd", record, "blackout")
    with pytest.raises(StorageError, match="'Odd' cannot be resumed: action 1"):
        storage.saves.load_state("Odd")
    assert storage.saves.record("Odd") == record


def test_resume_is_offered_only_for_the_autosave() -> None:
    storage = Storage.in_memory(env={})
    assert storage.saves.resume_offer() is None
    storage.saves.put("Named", {"n": 1}, "blackout")
    assert storage.saves.resume_offer() is None
    with pytest.raises(StorageError, match="no saved game called 'autosave'"):
        storage.saves.load_state()


def test_a_record_that_is_not_json_is_refused() -> None:
    storage = Storage.in_memory(env={})
    with pytest.raises(StorageError, match="not JSON"):
        storage.saves.autosave({"n": float("nan")}, "blackout")
    with pytest.raises(StorageError, match="not JSON"):
        storage.saves.autosave({"n": object()}, "blackout")


def test_a_finished_game_moves_from_the_saves_to_the_history() -> None:
    storage = Storage.in_memory(env={})
    rng = random.Random(1)
    state = create_game("blackout", players=3).new_match(seed=4)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        storage.saves.save_state(state)
    storage.saves.put("Kept", {"n": 1}, "blackout")
    match_id = storage.finish_match(state, ["human", "easy", "easy"])
    assert [s.name for s in storage.saves.list()] == ["Kept"]
    (entry,) = storage.history.entries()
    assert entry.record == record_of(state)
    assert len(entry.deals) == len(state.results)
    assert storage.statistics.recent_matches()[0].id == match_id


def test_a_failed_move_to_the_history_keeps_the_save() -> None:
    storage = Storage.in_memory(env={})
    state = create_game("blackout", players=3).new_match(seed=4)
    storage.saves.save_state(state)
    with pytest.raises(StorageError, match="seats must name 3 seats"):
        storage.finish_match(state, ["human", "easy"])
    assert storage.saves.resume_offer() is not None
    assert storage.history.entries() == []


def test_filing_the_same_finished_match_twice_stores_it_once() -> None:
    storage = Storage.in_memory(env={})
    rng = random.Random(8)
    state = create_game("blackout", players=3).new_match(seed=8)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    seats = ["human", "easy", "easy"]
    first = storage.finish_match(state, seats)
    assert storage.finish_match(state, seats) == first
    assert len(storage.history.entries()) == 1
    other = storage.finish_match(state, ["easy", "human", "easy"])  # not the same match
    assert other != first and len(storage.history.entries()) == 2
