"""The player's finished matches as the statistics screen lists them, and what a row opens.

Plain data from the storage's history (``game.storage``): who won, the player's score, the
record to review or replay.  The words are the screen's; this module only gathers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.client.match import HUMAN, MatchSetup
from game.storage.history import side_of


@dataclass(frozen=True)
class HistoryRow:
    game_id: str
    finished_at: str
    level: str
    """The computers' level ("mixed" when they differ)."""
    score: int | None
    """The player's (or the player's team's) final score; None: no human played."""
    won: bool | None
    deals: int
    setup: MatchSetup
    """Game, options and seats, with the match's seed: "Replay this match"."""
    record: dict[str, Any] | None
    human_seat: int | None


def history_rows(entries: list[Any]) -> list[HistoryRow]:
    """One row per stored match, newest first."""
    rows = []
    for e in reversed(entries):
        seat = e.human_seat
        players = len(e.seats)
        side = None if seat is None else side_of(seat, len(e.scores), players)
        score = None if side is None or side >= len(e.scores) else int(e.scores[side])
        won = None if side is None else side in e.winners
        record = dict(e.record) if e.record is not None else None
        seed = record.get("seed") if record is not None else None
        setup = MatchSetup(e.game_id, dict(e.options), tuple(e.seats),
                           seed=seed if isinstance(seed, int) else None)
        rows.append(HistoryRow(e.game_id, e.finished_at, e.level, score, won, len(e.deals),
                               setup, record, seat))
    return rows


def best_scores(rows: list[HistoryRow]) -> dict[str, int]:
    """The player's best final score in each game."""
    best: dict[str, int] = {}
    for row in rows:
        if row.score is not None:
            best[row.game_id] = max(best.get(row.game_id, row.score), row.score)
    return best


def replayable(row: HistoryRow) -> bool:
    """A match can be dealt again when its seed is known and a human sat at it."""
    return row.setup.seed is not None and HUMAN in row.setup.seats
