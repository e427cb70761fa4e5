"""The statistics screen's queries: per game and AI level, from the player's seat.

Only matches with a human seat count.  "Contracts" are the player's own (Blackout: his bid,
so ``contract_rate`` is the exact-bid rate) or his team's (partnership games: the contracts
his side took and made).  Contras: ``contras_for`` are deals where his side doubled the
other side's contract (``contras_for_won``: that contract failed); ``contras_against``
where his side's contract was doubled (``contras_against_made``: it was made anyway).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from typing import Any

from game.storage.database import Database, is_garbled

ALL_LEVELS = "all"


@dataclass(frozen=True, slots=True)
class GameStats:
    game_id: str
    level: str
    played: int
    won: int
    average_score: float | None
    deals: int
    contracts: int
    contracts_made: int
    contras_for: int
    contras_for_won: int
    contras_against: int
    contras_against_made: int

    @property
    def contract_rate(self) -> float | None:
        """Made / taken (Blackout: the exact-bid rate)."""
        return self.contracts_made / self.contracts if self.contracts else None


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match as a list shows it; its record and deals are not read.

    ``seats``, ``scores`` and ``winners`` are empty when their stored text is damaged;
    ``placing`` is the player's side's place (1 = best, ties share it) among ``sides``.
    """

    id: int
    game_id: str
    level: str
    players: int
    human_seat: int | None
    score: int | None
    won: bool | None
    deal_count: int
    finished_at: str
    seats: tuple[str, ...] = ()
    scores: tuple[int, ...] = ()
    has_record: bool = False
    placing: int | None = None
    sides: int = 0
    abandoned: bool = False
    """Left unfinished for another match (kept, listed, not counted in the figures)."""
    taken_back: int = 0
    """How many times the player took a move back (listed, marked)."""
    with_friends: bool = False
    """Played at a network table with friends (listed, marked)."""
    deals_verified: bool | None = None
    """A joined match's deals checked against the host's secret (None: not checked)."""


_MATCHES_SQL = """
SELECT game_id, {level} AS level, COUNT(*) AS played, COALESCE(SUM(won = 1), 0) AS won,
       AVG(score) AS average_score
FROM matches WHERE human_seat IS NOT NULL AND abandoned = 0 {where}
GROUP BY game_id{group} ORDER BY game_id{group}
"""

_DEALS_SQL = """
SELECT m.game_id AS game_id, {level} AS level, COUNT(*) AS deals,
       SUM(d.own_made IN (0, 1)) AS contracts, SUM(d.own_made = 1) AS made,
       SUM(d.other_multiplier > 1) AS cf,
       SUM(d.other_multiplier > 1 AND d.other_made = 0) AS cfw,
       SUM(d.own_multiplier > 1) AS ca,
       SUM(d.own_multiplier > 1 AND d.own_made = 1) AS cam
FROM matches m JOIN deals d ON d.match_id = m.id
WHERE m.human_seat IS NOT NULL AND m.abandoned = 0 {where}
GROUP BY m.game_id{group}
"""


class Statistics:
    def __init__(self, database: Database) -> None:
        self.database = database

    def by_game_and_level(self, game_id: str | None = None) -> list[GameStats]:
        """One row per game and AI level the player has played."""
        return self._stats(game_id, by_level=True)

    def by_game(
        self, game_id: str | None = None, by_level: list[GameStats] | None = None
    ) -> list[GameStats]:
        """One row per game, all levels together (``level`` is ``"all"``); summed from
        ``by_level`` when the caller has read it already (one pass over the deals)."""
        if by_level is None:
            return self._stats(game_id, by_level=False)
        out: dict[str, GameStats] = {}
        for s in by_level:
            if game_id is not None and s.game_id != game_id:
                continue
            t = out.get(s.game_id)
            if t is None:
                out[s.game_id] = replace(s, level=ALL_LEVELS)
                continue
            played = t.played + s.played
            average = None
            scored = [(x.average_score, x.played) for x in (t, s) if x.average_score is not None]
            if scored:  # every match of a level with an average has a score
                average = sum(a * n for a, n in scored) / sum(n for _a, n in scored)
            out[s.game_id] = GameStats(
                s.game_id, ALL_LEVELS, played, t.won + s.won, average, t.deals + s.deals,
                t.contracts + s.contracts, t.contracts_made + s.contracts_made,
                t.contras_for + s.contras_for, t.contras_for_won + s.contras_for_won,
                t.contras_against + s.contras_against,
                t.contras_against_made + s.contras_against_made,
            )
        return [out[g] for g in sorted(out)]

    def _stats(self, game_id: str | None, by_level: bool) -> list[GameStats]:
        # two passes (matches, then deals through a covering index) are far faster than
        # one join that would also multiply match figures by their deal count
        params = [game_id] if game_id else []

        def sql(template: str, prefix: str) -> str:
            return template.format(
                level=f"{prefix}level" if by_level else f"'{ALL_LEVELS}'",
                where=f"AND {prefix}game_id = ?" if game_id else "",
                group=f", {prefix}level" if by_level else "",
            )

        deals = {
            (r["game_id"], r["level"]): r
            for r in self.database.query(sql(_DEALS_SQL, "m."), params)
        }
        out = []
        for r in self.database.query(sql(_MATCHES_SQL, ""), params):
            d = deals.get((r["game_id"], r["level"]))

            def count(key: str, d: sqlite3.Row | None = d) -> int:
                return int(d[key] or 0) if d is not None else 0

            out.append(GameStats(
                game_id=r["game_id"], level=r["level"], played=r["played"], won=r["won"],
                average_score=r["average_score"], deals=count("deals"),
                contracts=count("contracts"), contracts_made=count("made"),
                contras_for=count("cf"), contras_for_won=count("cfw"),
                contras_against=count("ca"), contras_against_made=count("cam"),
            ))
        return out

    def recent_matches(
        self, limit: int = 20, game_id: str | None = None, offset: int = 0
    ) -> list[MatchSummary]:
        """The latest finished matches, newest first (``offset``: skip that many): one
        page of the history, without reading any record."""
        where, params = ("WHERE game_id = ?", [game_id]) if game_id else ("", [])
        rows = self.database.query(
            "SELECT id, game_id, level, players, human_seat, score, won, deal_count,"
            " finished_at, seats, scores, record IS NOT NULL AS has_record, abandoned,"
            " taken_back, with_friends, deals_verified"
            f" FROM matches {where} ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?",
            [*params, limit, max(0, offset)],
        )
        return [_summary(r) for r in rows]

    def count_matches(self) -> int:
        """How many matches the history holds."""
        return int(self.database.query("SELECT COUNT(*) FROM matches")[0][0])

    def best_scores(self) -> dict[str, int]:
        """The player's best final score in each game."""
        rows = self.database.query(
            "SELECT game_id, MAX(score) AS best FROM matches WHERE human_seat IS NOT NULL"
            " AND abandoned = 0 AND typeof(score) = 'integer' GROUP BY game_id"
        )
        return {r["game_id"]: int(r["best"]) for r in rows
                if isinstance(r["game_id"], str) and r["best"] is not None}


def _summary(r: sqlite3.Row) -> MatchSummary:
    seats = _plain_list(r["seats"], str)
    scores = _plain_list(r["scores"], int)
    human = r["human_seat"]
    placing = None
    if isinstance(human, int) and scores and seats and 0 <= human < len(seats):
        side = human if len(scores) == len(seats) else human % len(scores)
        if side < len(scores):
            placing = 1 + sum(1 for s in scores if s > scores[side])
    return MatchSummary(
        r["id"], str(r["game_id"]), str(r["level"]), r["players"], r["human_seat"],
        r["score"], None if r["won"] is None else bool(r["won"]), r["deal_count"],
        str(r["finished_at"]), seats, scores, bool(r["has_record"]), placing, len(scores),
        bool(r["abandoned"]), _count(r["taken_back"]), r["with_friends"] == 1,
        None if r["deals_verified"] not in (0, 1) else r["deals_verified"] == 1,
    )


def _count(value: object) -> int:
    """A stored count; 0 when the value is damaged (the list shows no mark for it)."""
    return value if isinstance(value, int) and value > 0 else 0


def _plain_list(text: object, kind: type) -> tuple[Any, ...]:
    """A stored JSON list of ``kind`` values; empty when the text is damaged."""
    if not isinstance(text, str) or is_garbled((text,)) or len(text) > 10_000:
        return ()
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return ()
    if not isinstance(value, list) or not all(
        isinstance(v, kind) and not isinstance(v, bool) for v in value
    ):
        return ()
    return tuple(value)
