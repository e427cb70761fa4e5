"""A joined seat's record of the match it played: rebuilt from what the seat was shown.

A seat at another computer's table never holds the state, but once the match is over its
view has the match's seed (``SeatView.match_seed``), and it was sent each finished deal's
record (``DealRecord``: the hands as dealt and the deal's actions).  The match's record is
the seed and every deal's actions with a ``deal`` between deals, so the seat can write it
and file the match with it — reviewable from the history like a match played alone, and
filed once however often it is handed in (the history derives its id from the record).
The record is replayed before it is trusted: it must lead to the scores, results and
winners the seat was shown; a deal thrown in (Bazar Belote, all passed) is sent no record
and is read as every seat passing, which the replay confirms or refutes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import TrickbidError
from game.core.record import FORMAT, VERSION, replay_record


def joined_record(view: Any, deal_records: Mapping[int, Mapping[str, Any]]) -> \
        dict[str, Any] | None:
    """The record of the match ``view`` (a seat's last view, the match over) ended, from
    ``deal_records`` by deal number; None when it cannot be rebuilt and confirmed."""
    if not view.is_over or view.match_seed is None:
        return None
    actions: list[str] = []
    for i, result in enumerate(view.results):
        if i:
            actions.append("deal")
        deal = deal_records.get(result.deal_number)
        if deal is not None:
            deal_actions = deal.get("actions")
            if not isinstance(deal_actions, list):
                return None
            actions += [str(a) for a in deal_actions]
        elif result.thrown_in:
            actions += ["pass"] * view.players
        else:
            return None
    record: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": view.game.id,
                              "options": view.game.options_dict(), "seed": view.match_seed,
                              "actions": actions}
    try:
        state = replay_record(record)
    except (TrickbidError, ValueError, TypeError):
        return None
    if (state.results != view.results or tuple(state.scores) != tuple(view.scores)
            or state.winners != view.winners):
        return None
    return record
