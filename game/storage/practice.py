"""Bidding-practice history: each call the player made in a drill, against the best call.

``loss`` is the expected-score loss of the player's call against the best one (0 when they
are equal in value), as the practice screen computes it.  The queries feed its progress
chart: accuracy (exact calls) and average loss per game and drill, overall and per day.
"""

from __future__ import annotations

import math
import sqlite3
import uuid
from dataclasses import dataclass

from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError


@dataclass(frozen=True, slots=True)
class PracticeAttempt:
    game_id: str
    drill: str
    call: str
    best_call: str
    loss: float
    at: str
    uid: str = ""

    @property
    def exact(self) -> bool:
        return self.call == self.best_call


@dataclass(frozen=True, slots=True)
class DrillStats:
    """Attempts, exact calls and average loss for one game and drill (or one day of it)."""

    game_id: str
    drill: str
    period: str  # "all", or a day "2026-11-30"
    attempts: int
    exact: int
    average_loss: float

    @property
    def exact_rate(self) -> float:
        return self.exact / self.attempts if self.attempts else 0.0


def check_attempt(attempt: PracticeAttempt) -> None:
    for name in ("game_id", "drill", "call", "best_call"):
        value = getattr(attempt, name)
        if not isinstance(value, str) or not value.strip():
            raise StorageError(f"a practice attempt needs a {name}, got {value!r}")
    loss = attempt.loss
    if isinstance(loss, bool) or not isinstance(loss, int | float) or not math.isfinite(loss):
        raise StorageError(f"a practice attempt's loss is a number, got {loss!r}")
    if loss < 0:
        raise StorageError(f"a practice attempt's loss is never negative, got {loss!r}")


def insert_attempt(conn: sqlite3.Connection, attempt: PracticeAttempt) -> None:
    """Insert inside the caller's transaction (checked first)."""
    check_attempt(attempt)
    conn.execute(
        "INSERT INTO practice (uid, game_id, drill, call, best_call, loss, at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (attempt.uid or uuid.uuid4().hex, attempt.game_id, attempt.drill, attempt.call,
         attempt.best_call, float(attempt.loss), attempt.at),
    )


class PracticeHistory:
    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self.database = database
        self.clock = clock

    def add(self, game_id: str, drill: str, call: str, best_call: str, loss: float) -> None:
        """Record one practice call now."""
        attempt = PracticeAttempt(game_id, drill, call, best_call, loss, stamp(self.clock))
        with self.database.transaction() as conn:
            insert_attempt(conn, attempt)

    def attempts(
        self, game_id: str | None = None, drill: str | None = None, limit: int | None = None
    ) -> list[PracticeAttempt]:
        """Attempts, newest first."""
        where, params = _filter(game_id, drill)
        rows = self.database.query(
            "SELECT uid, game_id, drill, call, best_call, loss, at FROM practice"
            f" {where} ORDER BY at DESC, id DESC LIMIT ?",
            [*params, -1 if limit is None else limit],
        )
        return [
            PracticeAttempt(r["game_id"], r["drill"], r["call"], r["best_call"], r["loss"],
                            r["at"], r["uid"])
            for r in rows
        ]

    def summary(self, game_id: str | None = None) -> list[DrillStats]:
        """Per game and drill, all attempts."""
        where, params = _filter(game_id, None)
        rows = self.database.query(
            "SELECT game_id, drill, COUNT(*) AS n, SUM(call = best_call) AS exact,"
            f" AVG(loss) AS loss FROM practice {where} GROUP BY game_id, drill"
            " ORDER BY game_id, drill",
            params,
        )
        return [DrillStats(r["game_id"], r["drill"], "all", r["n"], r["exact"], r["loss"])
                for r in rows]

    def by_day(self, game_id: str, drill: str) -> list[DrillStats]:
        """Progress over time for the chart: one row per day with attempts, oldest first."""
        rows = self.database.query(
            "SELECT substr(at, 1, 10) AS day, COUNT(*) AS n, SUM(call = best_call) AS exact,"
            " AVG(loss) AS loss FROM practice WHERE game_id = ? AND drill = ?"
            " GROUP BY day ORDER BY day",
            (game_id, drill),
        )
        return [DrillStats(game_id, drill, r["day"], r["n"], r["exact"], r["loss"])
                for r in rows]


def _filter(game_id: str | None, drill: str | None) -> tuple[str, list[str]]:
    clauses, params = [], []
    if game_id is not None:
        clauses.append("game_id = ?")
        params.append(game_id)
    if drill is not None:
        clauses.append("drill = ?")
        params.append(drill)
    return ("WHERE " + " AND ".join(clauses) if clauses else ""), params
