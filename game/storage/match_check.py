"""Whether a stored match's record, game, seats, options and results fit together.

The history holds data from outside too (an imported backup, a file edited by hand), and a
match whose record does not replay, names an unknown game, option or AI level, or whose
scores are not what its record leads to, used to close the game when Review or Replay
opened it.  ``match_problem`` replays the record through the rules core and compares:
import refuses such a match with the reason (keeping the rest), and the statistics screen
shows the reason instead of opening it.  ``option_problem`` names an option a game does
not have (``game_id`` and ``self`` once escaped as a raw ``TypeError``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from ai import LEVELS
from game.core import TrickbidError
from game.core.errors import RecordError
from game.core.record import replay_record
from game.core.registry import GAMES, create_game
from game.storage.records import Record
from game.storage.text import find_bad_text

if TYPE_CHECKING:
    from game.core.contract import ContractRecord
    from game.core.result import DealResult
    from game.core.state import TrickState
    from game.storage.match_entry import DealEntry, MatchEntry

HUMAN = "human"
FRIEND = "friend"
"""A person at another computer (a match played at a network table)."""
MAX_RECORD_CHARS = 2_000_000
"""The longest record accepted (a 13-deal match of 7 players is about 10,000 characters)."""


def option_problem(game_id: object, options: object) -> str | None:
    """Why ``options`` are not options of game ``game_id`` (by name), or None."""

    if not isinstance(game_id, str) or game_id not in GAMES:
        return f"unknown game {str(game_id)[:40]!r}: the games are " + ", ".join(sorted(GAMES))
    if not isinstance(options, Mapping):
        return "the options must be an object"
    known = set(create_game(game_id).options_dict())
    unknown = sorted(str(k)[:40] for k in options if k not in known)
    if unknown:
        return (f"unknown option {unknown[0]!r} for {game_id}: the options are "
                + ", ".join(sorted(known)))
    return None


def _levels() -> tuple[str, ...]:

    return tuple(LEVELS)


def seats_problem(seats: Sequence[object]) -> str | None:
    levels = _levels()
    for i, seat in enumerate(seats):
        if seat not in (HUMAN, FRIEND) and seat not in levels:
            return (f"seat {i + 1} is {str(seat)[:32]!r}, which is neither 'human', 'friend'"
                    " nor a computer level (" + ", ".join(levels) + ")")
    return None


def record_state(record: Record) -> TrickState:
    """The state ``record`` replays to; ``ValueError`` in plain words when it does not."""

    problem = option_problem(record.get("game"), record.get("options", {}))
    if problem is not None:
        raise ValueError(f"its record does not start: {problem}")
    try:
        return replay_record(record)
    except RecursionError:
        raise ValueError("its record is nested too deeply") from None
    except (TrickbidError, ValueError, TypeError, KeyError, IndexError, ArithmeticError,
            AttributeError) as exc:
        raise ValueError(f"its record does not replay: {str(exc)[:200]}") from None


def match_problem(entry: MatchEntry) -> str | None:
    """Why the stored match ``entry`` (a ``MatchEntry``) cannot be shown or replayed, in
    plain words; None when its record, game, seats, options and results fit together."""
    try:
        return _problem(entry)
    except RecursionError:
        return "it is nested too deeply"
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        return f"it has the wrong shape ({str(exc)[:120]})"


def _problem(entry: MatchEntry) -> str | None:
    bad = find_bad_text([entry.uid, entry.game_id, entry.finished_at, list(entry.seats),
                         dict(entry.options)])
    if bad is not None:
        return bad
    problem = option_problem(entry.game_id, entry.options) or seats_problem(entry.seats)
    if problem is not None:
        return problem
    record = entry.record
    if record is None:
        return None  # nothing to review or deal again: only its figures are listed
    if not isinstance(record, Mapping):
        return "its record is not an object"
    bad = find_bad_text(record, "record")
    if bad is not None:
        return bad
    if len(json.dumps(record)) > MAX_RECORD_CHARS:
        return f"its record is longer than {MAX_RECORD_CHARS:,} characters"
    if record.get("game") != entry.game_id:
        return "its record is of another game"
    state = record_state(record)
    if state.players != len(entry.seats):
        return (f"its record is for {state.players} players but it names"
                f" {len(entry.seats)} seats")
    seats = record.get("seats")
    if seats is not None and not isinstance(seats, Iterable):
        raise TypeError("its record's seats are not a list")
    if seats is not None and list(seats) != list(entry.seats):
        return "its record seats other players"
    if _canonical(state.game.options_dict()) != _canonical(
        {**state.game.options_dict(), **dict(entry.options)}
    ):
        return "its options are not those of its record"
    if tuple(state.scores) != tuple(entry.scores):
        return "its scores are not what its record leads to"
    if tuple(state.winners or ()) != tuple(entry.winners):
        return "its winners are not those of its record"
    if len(state.results) != len(entry.deals):
        return "its deals are not those of its record"
    for number, (result, deal) in enumerate(zip(state.results, entry.deals, strict=True), 1):
        field = _deal_difference(result, deal)
        if field is not None:
            return f"deal {number} is not what its record leads to (its {field})"
    return None


def _deal_difference(result: DealResult, deal: DealEntry) -> str | None:
    """The first of a stored deal's figures that differs from its replay, by name; None
    when every one is the replay's.  Each figure is compared, not only tricks and points:
    a backup's deal saying ``thrown_in: true``, or a contract of seat -2**62, was kept and
    the statistics read from it (issue 46, fault 12)."""
    replayed: tuple[tuple[str, object, object], ...] = (
        ("number", result.deal_number, deal.deal_number),
        ("dealer", result.dealer, deal.dealer),
        ("tricks", tuple(result.tricks), tuple(deal.tricks)),
        ("points", tuple(result.points), tuple(deal.points)),
        ("thrown_in", bool(result.thrown_in), deal.thrown_in),
        ("made", tuple(result.made), tuple(deal.made)),
        ("details", dict(result.details), dict(deal.details)),
    )
    for name, want, got in replayed:
        if want != got or type(want) is not type(got):
            return name
    if len(result.contracts) != len(deal.contracts) or not all(
            _same_contract(r, d) for r, d in zip(result.contracts, deal.contracts, strict=True)):
        return "contracts"
    return None


def _same_contract(replayed: ContractRecord | None, stored: ContractRecord | None) -> bool:
    """``stored`` is ``replayed`` — as it is kept now, or as a history kept it before
    contracts were stored whole (their text, read back by ``ContractRecord.from_text``)."""
    if replayed is None or stored is None:
        return replayed is stored
    if stored == replayed:
        return True

    try:
        return stored == type(replayed).from_text(replayed.text())
    except RecordError:
        return False


def _canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, default=str)
