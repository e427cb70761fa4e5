"""JSON records of a match or a single deal, and their replay through the engine.

A record holds the game id, the options, how the cards came (a match seed, or one deal's
explicit hands or deal id with its dealer) and every action in text form; an action taken
out of turn (Bazar Belote's Contra) is written ``"contra @2"``.  The same format serves
saves, golden tests, bug reports and "replay this deal".  This module is pure: reading and
writing files is the caller's business.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.core.actions import Kind
from game.core.arguments import SEED_LIMIT
from game.core.cards import card_name, hand_names
from game.core.errors import RecordError, TrickbidError, describe
from game.core.phase import Phase
from game.core.registry import create_game
from game.core.state import TrickState

FORMAT = "trickbid-record"
VERSION = 1
MAX_RECORD_CHARS = 2_000_000
"""The longest record text read (a 13-deal match of 7 players is about 10,000 characters)."""


def read_record(text: str) -> Any:
    """The JSON value of a record's text, or a ``RecordError`` saying why it is none.

    Every reader of a record file (``python -m game replay``, ``trickbid host --resume``)
    parses through here, so that text nested 100,000 deep (``RecursionError``), a number of
    5,000 digits, bad JSON or a text of gigabytes is refused in words, never a traceback.
    The value is not checked here: ``replay_record`` does that, field by field.
    """
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"a record is at most {MAX_RECORD_CHARS:,} characters long")
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError("it is nested too deeply to be a record") from None
    except ValueError as exc:  # bad JSON, or a number too long to read
        raise RecordError(f"it is not JSON ({_shown_error(exc)})") from None


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


def deal_record_of(state: TrickState) -> dict[str, Any]:
    """The record of ``state``'s deal alone, its hands as they were dealt (never the
    match's seed, from which every later deal follows): what every seat may see once the
    deal is over, for its review."""
    deal: dict[str, Any] = {
        "hands": [hand_names(h) for h in state.dealt_hands],
        "dealer": state.dealer,
        "deal_number": state.deal_number,
    }
    if state.turn_up is not None:
        deal["turn_up"] = card_name(state.turn_up)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "options": state.game.options_dict(),
        "deal": deal,
        "actions": [str(action) if seat is None else f"{action} @{seat}"
                    for seat, action in state.deal_log if action.kind is not Kind.DEAL],
    }


def replay_record(record: Any) -> TrickState:
    """The state a record leads to; ``RecordError`` says what is wrong and where.

    ``RecordError.position`` is the 0-based index of the first action that failed.
    """
    try:
        return _replayed(record)
    except RecursionError:  # a value nested deeper than Python reads: data from anywhere
        raise RecordError("the record is nested too deeply") from None


def _replayed(record: Any) -> TrickState:
    state = start_of(record)
    actions = record.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("'actions' must be a list of action texts")
    for position, text in enumerate(actions):
        action, _, seat_text = text.partition("@")
        seat_text = seat_text.strip()
        if seat_text and not (seat_text.isascii() and seat_text.isdigit()):
            raise RecordError(
                f"action {position + 1} ({_shown(text)}): after '@' comes the seat number "
                "that took it out of turn", position,
            )
        try:
            seat = int(seat_text) if seat_text else None
            state = state.apply(action.strip(), seat=seat)
        except (TrickbidError, ValueError) as exc:
            raise RecordError(
                f"action {position + 1} ({_shown(text)}) is refused: {_shown_error(exc)}",
                position,
            ) from exc
    return state


def whole(value: Any, name: str, low: int = -SEED_LIMIT, high: int = SEED_LIMIT) -> int:
    """``value`` as a record's whole-number field ``name``, else a ``RecordError`` naming
    it: JSON ``true`` and ``1.5`` are not numbers of deals or seats."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{name!r} must be a whole number, got {_shown(value)}")
    if not low <= value <= high:
        # seeds and deal ids: a record is data from anywhere, so a 5,000-digit number is
        # refused, not computed with
        bound = "at most 256 bits" if high == SEED_LIMIT else f"{low}..{high}"
        raise RecordError(f"{name!r} must be {bound}, got {_shown(value)}")
    return value


def _shown(value: Any) -> str:
    if isinstance(value, int) and value.bit_length() >= 200:
        return "a huge number"
    return describe(value)


def _shown_error(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= 200 else text[:197] + "..."


def start_of(record: Any) -> TrickState:
    """The first state of a record, before any action."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("format", FORMAT) != FORMAT:
        raise RecordError(f"not a Trickbid record (format {_shown(record.get('format'))})")
    version = whole(record.get("version", VERSION), "version", 1)
    if version > VERSION:
        raise RecordError(f"record version {version} is newer than this program ({VERSION})")
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise RecordError("'options' must be an object")
    game_id = record.get("game")
    if not isinstance(game_id, str):
        raise RecordError(f"'game' must be a game id, got {_shown(game_id)}")
    try:
        game = create_game(game_id, **options)
    except ArithmeticError as exc:  # a number too large for an option: named by the core
        raise RecordError(f"the record's options are invalid: {exc}") from exc
    except TrickbidError as exc:
        raise RecordError(f"the record's start is invalid: {exc}") from exc
    if "seed" in record:
        return _started(lambda: game.new_match(seed=whole(record["seed"], "seed")))
    deal = record.get("deal")
    if not isinstance(deal, dict):
        raise RecordError("a record needs a match 'seed' or a 'deal'")
    dealer = whole(deal.get("dealer", 0), "deal.dealer", 0, game.players - 1)
    number = whole(deal.get("deal_number", 1), "deal.deal_number", 1, 10_000)
    if "hands" in deal:
        hands = deal["hands"]
        if not isinstance(hands, list) or not all(
            isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands
        ):
            raise RecordError("'deal.hands' must be a list of card-text lists, one per seat")
        turn_up = deal.get("turn_up")
        if turn_up is not None and not isinstance(turn_up, str):
            raise RecordError(f"'deal.turn_up' must be a card text, got {_shown(turn_up)}")
        return _started(lambda: game.new_deal(hands=hands, dealer=dealer, turn_up=turn_up,
                                              deal_number=number))
    deal_id = whole(deal.get("deal_id", 0), "deal.deal_id")
    return _started(lambda: game.new_deal(seed=deal_id, dealer=dealer, deal_number=number))


def _started(start: Callable[[], TrickState]) -> TrickState:
    try:
        return start()
    except TrickbidError as exc:
        if isinstance(exc, RecordError):
            raise
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
