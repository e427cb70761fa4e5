"""Bidding-practice history: each call the player made in a drill, against the best call.

``loss`` is the expected-score loss of the player's call against the best one (0 when they
are equal in value), as the practice screen computes it.  The queries feed its progress
chart: accuracy (exact calls) and average loss per game and drill, overall and per day.

A damaged row (a loss that is text, negative, infinite or beyond ``MAX_LOSS``, or text
that is not UTF-8) is left out of every query and counted by ``damaged``, so one bad row
never breaks the chart; it stays in the file as it is.
"""

from __future__ import annotations

import math
import sqlite3
import uuid
from dataclasses import dataclass

from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import (
    Database,
    StorageBusy,
    StorageError,
    StorageUnwritable,
    is_garbled,
)
from game.storage.text import text_problem

MAX_LOSS = 10_000.0
"""No call loses more points than this in any of the games (a Belote capot with Contra is
in the thousands at most); a larger stored loss is damage, not practice."""
_SOUND = f"typeof(loss) IN ('real', 'integer') AND loss >= 0 AND loss <= {MAX_LOSS!r}"
"""The SQL condition of a row whose loss can be used."""
TIE_LOSS = 0.05
"""A call that gave up less than this (0.0 points, as the screen shows it) ties with the
teacher's and counts as exact (``game.practice.feedback.SAME_SCORE``, which a test keeps
equal: the storage floor does not import the practice floor)."""
_EXACT = f"SUM(call = best_call OR loss < {TIE_LOSS!r})"


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
        """The teacher's call, or a tie with it (``TIE_LOSS``)."""
        return self.call == self.best_call or self.loss < TIE_LOSS


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
        why = text_problem(value)
        if why is not None:
            raise StorageError(f"a practice attempt's {name} cannot be kept: {why}")
    loss = attempt.loss
    if isinstance(loss, bool) or not isinstance(loss, int | float) or not math.isfinite(loss):
        raise StorageError(f"a practice attempt's loss is a number, got {loss!r}")
    if loss < 0:
        raise StorageError(f"a practice attempt's loss is never negative, got {loss!r}")
    if loss > MAX_LOSS:
        raise StorageError(f"a practice attempt's loss is at most {MAX_LOSS:g}, got {loss!r}")


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
        self.pending: list[PracticeAttempt] = []
        """Calls not written yet (the file was busy or the disk full)."""

    def add(self, game_id: str, drill: str, call: str, best_call: str, loss: float) -> None:
        """Record one practice call now.

        When the file cannot be written now (busy, a full disk) the call is kept in
        ``pending`` and written with the next one or at ``flush`` (the storage's close);
        ``StorageUnwritable`` says so.  A call that is itself wrong raises ``StorageError``.
        """
        attempt = PracticeAttempt(game_id, drill, call, best_call, loss, stamp(self.clock),
                                  uuid.uuid4().hex)
        check_attempt(attempt)
        self.pending.append(attempt)
        self.flush()

    def flush(self) -> None:
        """Write the calls kept in ``pending`` (``StorageUnwritable`` if still not now)."""
        if not self.pending:
            return
        try:
            with self.database.transaction() as conn:
                for attempt in self.pending:
                    insert_attempt(conn, attempt)
        except StorageBusy as exc:
            raise StorageUnwritable(str(exc)) from exc
        except StorageUnwritable:
            raise
        except StorageError:
            self.pending.clear()  # refused, not delayed: trying again would not help
            raise
        self.pending.clear()

    def attempts(
        self, game_id: str | None = None, drill: str | None = None, limit: int | None = None
    ) -> list[PracticeAttempt]:
        """Attempts that can be read, newest first."""
        return self.read_attempts(game_id, drill, limit)[0]

    def read_attempts(
        self, game_id: str | None = None, drill: str | None = None, limit: int | None = None
    ) -> tuple[list[PracticeAttempt], list[str]]:
        """Attempts that can be read, newest first, and a plain reason for each damaged
        one left out (export reports them)."""
        where, params = _filter(game_id, drill)
        rows = self.database.query(
            f"SELECT id, uid, game_id, drill, call, best_call, loss, at, {_SOUND} AS sound"
            f" FROM practice {where} ORDER BY at DESC, id DESC LIMIT ?",
            [*params, -1 if limit is None else limit],
        )
        attempts, problems = [], []
        for r in rows:
            texts = (r["uid"], r["game_id"], r["drill"], r["call"], r["best_call"], r["at"])
            if not r["sound"] or is_garbled(texts) or not all(isinstance(t, str) for t in texts):
                why = "its text is not readable" if r["sound"] else "its loss is not usable"
                problems.append(f"practice call {r['id']}: {why}")
                continue
            attempts.append(PracticeAttempt(r["game_id"], r["drill"], r["call"],
                                            r["best_call"], float(r["loss"]), r["at"],
                                            r["uid"]))
        return attempts, problems

    def damaged(self) -> int:
        """How many stored attempts are left out of the progress (their loss is damaged)."""
        rows = self.database.query(f"SELECT COUNT(*) FROM practice WHERE NOT ({_SOUND})")
        return int(rows[0][0])

    def summary(self, game_id: str | None = None) -> list[DrillStats]:
        """Per game and drill, all usable attempts."""
        where, params = _filter(game_id, None)
        where = f"{where} AND {_SOUND}" if where else f"WHERE {_SOUND}"
        rows = self.database.query(
            f"SELECT game_id, drill, COUNT(*) AS n, {_EXACT} AS exact,"
            f" AVG(loss) AS loss FROM practice {where} GROUP BY game_id, drill"
            " ORDER BY game_id, drill",
            params,
        )
        return [DrillStats(r["game_id"], r["drill"], "all", r["n"], r["exact"], r["loss"])
                for r in rows]

    def by_day(self, game_id: str, drill: str) -> list[DrillStats]:
        """Progress over time for the chart: one row per day with attempts, oldest first."""
        rows = self.database.query(
            f"SELECT substr(at, 1, 10) AS day, COUNT(*) AS n, {_EXACT} AS exact,"
            f" AVG(loss) AS loss FROM practice WHERE game_id = ? AND drill = ? AND {_SOUND}"
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
