"""The statistics screen's queries: per game and AI level, from the player's seat.

Only matches with a human seat count.  "Contracts" are the player's own (Blackout: his bid,
so ``contract_rate`` is the exact-bid rate) or his team's (partnership games: the contracts
his side took and made).  Contras: ``contras_for`` are deals where his side doubled the
other side's contract (``contras_for_won``: that contract failed); ``contras_against``
where his side's contract was doubled (``contras_against_made``: it was made anyway).
"""

from __future__ import annotations

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
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

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


_STATS_SQL = """
SELECT m.game_id AS game_id, {level} AS level,
       COUNT(*) AS played, COALESCE(SUM(m.won), 0) AS won, AVG(m.score) AS average_score,
       COALESCE(SUM(d.deals), 0) AS deals,
       COALESCE(SUM(d.contracts), 0) AS contracts, COALESCE(SUM(d.made), 0) AS made,
       COALESCE(SUM(d.cf), 0) AS cf, COALESCE(SUM(d.cfw), 0) AS cfw,
       COALESCE(SUM(d.ca), 0) AS ca, COALESCE(SUM(d.cam), 0) AS cam
FROM matches m LEFT JOIN (
    SELECT match_id, COUNT(*) AS deals,
           SUM(own_made IS NOT NULL) AS contracts, SUM(COALESCE(own_made, 0)) AS made,
           SUM(other_multiplier > 1) AS cf,
           SUM(other_multiplier > 1 AND other_made = 0) AS cfw,
           SUM(own_multiplier > 1) AS ca,
           SUM(own_multiplier > 1 AND own_made = 1) AS cam
    FROM deals GROUP BY match_id
) d ON d.match_id = m.id
WHERE m.human_seat IS NOT NULL {where}
GROUP BY m.game_id{group}
ORDER BY m.game_id{group}
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
        sql = _STATS_SQL.format(
            level="m.level" if by_level else f"'{ALL_LEVELS}'",
            where="AND m.game_id = ?" if game_id else "",
            group=", m.level" if by_level else "",
        )
        rows = self.database.query(sql, [game_id] if game_id else [])
        return [
            GameStats(
                game_id=r["game_id"], level=r["level"], played=r["played"], won=r["won"],
                average_score=r["average_score"], deals=r["deals"],
                contracts=r["contracts"], contracts_made=r["made"],
                contras_for=r["cf"], contras_for_won=r["cfw"],
                contras_against=r["ca"], contras_against_made=r["cam"],
            )
            for r in rows
        ]

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
