"""JSON records of a match or a single deal, and their replay through the engine.

A record holds the game id, the options, how the cards came (a match seed, or one deal's
explicit hands or deal id with its dealer) and every action in text form; an action taken
out of turn (Bazar Belote's Contra) is written ``"contra @2"``.  The same format serves
saves, golden tests, bug reports and "replay this deal".  This module is pure: reading and
writing files is the caller's business.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RecordError, TrickbidError
from game.core.game import create_game
from game.core.phase import Phase
from game.core.state import TrickState

FORMAT = "trickbid-record"
VERSION = 1


def record_of(state: TrickState) -> dict[str, Any]:
    """The record that replays to ``state`` (from the start of its match or deal)."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "options": state.game.options_dict(),
    }
    if state.match_seed is not None:
        record["seed"] = state.match_seed
    else:
        record["deal"] = dict(state.start)
    record["actions"] = [
        str(action) if seat is None else f"{action} @{seat}" for seat, action in state.log
    ]
    return record


def replay_record(record: Any) -> TrickState:
    """The state a record leads to; ``RecordError`` says what is wrong and where.

    ``RecordError.position`` is the 0-based index of the first action that failed.
    """
    state = start_of(record)
    actions = record.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("'actions' must be a list of action texts")
    for position, text in enumerate(actions):
        action, _, seat_text = text.partition("@")
        try:
            seat = int(seat_text) if seat_text.strip() else None
            state = state.apply(action.strip(), seat=seat)
        except (TrickbidError, ValueError) as exc:
            raise RecordError(
                f"action {position + 1} ({text!r}) is refused: {exc}", position
            ) from exc
    return state


def start_of(record: Any) -> TrickState:
    """The first state of a record, before any action."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("format", FORMAT) != FORMAT:
        raise RecordError(f"not a Trickbid record (format {record.get('format')!r})")
    if int(record.get("version", VERSION)) > VERSION:
        raise RecordError(
            f"record version {record.get('version')} is newer than this program ({VERSION})"
        )
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    try:
        game = create_game(str(record.get("game")), **options)
        if "seed" in record:
            return game.new_match(seed=int(record["seed"]))
        deal = record.get("deal")
        if not isinstance(deal, dict):
            raise RecordError("a record needs a match 'seed' or a 'deal'")
        if "hands" in deal:
            return game.new_deal(
                hands=deal["hands"], dealer=int(deal.get("dealer", 0)),
                turn_up=deal.get("turn_up"), deal_number=int(deal.get("deal_number", 1)),
            )
        return game.new_deal(
            seed=int(deal.get("deal_id", 0)), dealer=int(deal.get("dealer", 0)),
            deal_number=int(deal.get("deal_number", 1)),
        )
    except RecordError:
        raise
    except (TrickbidError, ValueError, TypeError) as exc:
        raise RecordError(f"the record's start is invalid: {exc}") from exc


def summary_of(state: TrickState) -> dict[str, Any]:
    """A JSON-ready account of a replayed record: each deal's result, totals, winner."""
    return {
        "game": state.game.id,
        "deals": [r.as_json() for r in state.results],
        "scores": list(state.scores),
        "winners": None if state.winners is None else list(state.winners),
        "phase": state.phase,
        "finished": state.phase is Phase.OVER,
    }
