"""The statistics screen's queries: per game and AI level, from the player's seat.

Only matches with a human seat count.  "Contracts" are the player's own (Blackout: his bid,
so ``contract_rate`` is the exact-bid rate) or his team's (partnership games: the contracts
his side took and made).  Contras: ``contras_for`` are deals where his side doubled the
other side's contract (``contras_for_won``: that contract failed); ``contras_against``
where his side's contract was doubled (``contras_against_made``: it was made anyway).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from game.storage.database import Database

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
    id: int
    game_id: str
    level: str
    players: int
    human_seat: int | None
    score: int | None
    won: bool | None
    deal_count: int
    finished_at: str


_MATCHES_SQL = """
SELECT game_id, {level} AS level, COUNT(*) AS played, COALESCE(SUM(won = 1), 0) AS won,
       AVG(score) AS average_score
FROM matches WHERE human_seat IS NOT NULL {where}
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
WHERE m.human_seat IS NOT NULL {where}
GROUP BY m.game_id{group}
"""


class Statistics:
    def __init__(self, database: Database) -> None:
        self.database = database

    def by_game_and_level(self, game_id: str | None = None) -> list[GameStats]:
        """One row per game and AI level the player has played."""
        return self._stats(game_id, by_level=True)

    def by_game(self, game_id: str | None = None) -> list[GameStats]:
        """One row per game, all levels together (``level`` is ``"all"``)."""
        return self._stats(game_id, by_level=False)

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

    def recent_matches(self, limit: int = 20, game_id: str | None = None) -> list[MatchSummary]:
        """The latest finished matches, newest first."""
        where, params = ("WHERE game_id = ?", [game_id]) if game_id else ("", [])
        rows = self.database.query(
            "SELECT id, game_id, level, players, human_seat, score, won, deal_count,"
            f" finished_at FROM matches {where} ORDER BY finished_at DESC, id DESC LIMIT ?",
            [*params, limit],
        )
        return [
            MatchSummary(
                r["id"], r["game_id"], r["level"], r["players"], r["human_seat"], r["score"],
                None if r["won"] is None else bool(r["won"]), r["deal_count"],
                r["finished_at"],
            )
            for r in rows
        ]
