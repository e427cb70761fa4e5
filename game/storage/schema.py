"""The database schema as a list of migrations, and the shape a sound database must have.

Migration ``i`` brings a database from version ``i`` to ``i + 1``; a new file runs them
all.  The version lives in SQLite's ``user_version`` and our identity in its
``application_id`` (so a foreign SQLite file is never mistaken for ours).  Each migration is
a tuple of single statements because ``executescript`` would commit halfway: migrations run
inside one transaction together with the version bump, so a kill leaves the old version.
Released migrations are never edited; a change is a new migration appended at the end.
The runner (``game.storage.database.migrate``) leaves out a statement whose table, index or
column the file already has (``made_by``), so every step can run on a half-migrated file.
"""

from __future__ import annotations

import re
from typing import NamedTuple

APPLICATION_ID = 0x54424944  # "TBID"

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: settings and saved games
    (
        """CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        )""",
        """CREATE TABLE saves (
            name TEXT PRIMARY KEY,
            autosave INTEGER NOT NULL DEFAULT 0,
            game_id TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            record TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )""",
    ),
    # 2: history of finished matches and their deals
    (
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            game_id TEXT NOT NULL,
            options TEXT NOT NULL,
            players INTEGER NOT NULL,
            seats TEXT NOT NULL,
            human_seat INTEGER,
            level TEXT NOT NULL,
            scores TEXT NOT NULL,
            winners TEXT NOT NULL,
            won INTEGER,
            score INTEGER,
            deal_count INTEGER NOT NULL,
            record TEXT,
            finished_at TEXT NOT NULL
        )""",
        """CREATE TABLE deals (
            id INTEGER PRIMARY KEY,
            match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            deal_number INTEGER NOT NULL,
            dealer INTEGER NOT NULL,
            thrown_in INTEGER NOT NULL,
            contracts TEXT NOT NULL,
            made TEXT NOT NULL,
            tricks TEXT NOT NULL,
            points TEXT NOT NULL,
            details TEXT NOT NULL,
            own_contract TEXT,
            own_made INTEGER,
            own_multiplier INTEGER NOT NULL DEFAULT 1,
            other_made INTEGER,
            other_multiplier INTEGER NOT NULL DEFAULT 1
        )""",
        "CREATE INDEX matches_by_game ON matches(game_id, level)",
        # covers the statistics query, which then never reads the wide deal rows
        """CREATE INDEX deals_by_match ON deals(match_id, own_made, own_multiplier, other_made,
            other_multiplier)""",
    ),
    # 3: bidding-practice history
    (
        """CREATE TABLE practice (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            game_id TEXT NOT NULL,
            drill TEXT NOT NULL,
            call TEXT NOT NULL,
            best_call TEXT NOT NULL,
            loss REAL NOT NULL,
            at TEXT NOT NULL
        )""",
        "CREATE INDEX practice_by_drill ON practice(game_id, drill, at)",
    ),
    # 4: matches left unfinished for another one are kept, marked; the statistics screen
    # reads the history without touching the wide match rows (each holds its record):
    # the newest page by date, and the figures per game and level from a covering index
    # (10,000 matches: 300 ms to open, now well under 200)
    (
        "ALTER TABLE matches ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX matches_by_date ON matches(finished_at, id)",
        """CREATE INDEX matches_played ON matches(game_id, level, human_seat, abandoned, won,
            score)""",
    ),
    # 5: how many times moves were taken back in a match (issue 40, item 15: the history
    # marks such a match)
    (
        "ALTER TABLE matches ADD COLUMN taken_back INTEGER NOT NULL DEFAULT 0",
    ),
    # 6: a match played at a network table with friends (issue 37: the history and the
    # statistics mark it; every match before was played alone)
    (
        "ALTER TABLE matches ADD COLUMN with_friends INTEGER NOT NULL DEFAULT 0",
    ),
    # 7: the lessons (issue 50): each lesson's step reached and whether it was finished,
    # and the games whose lessons were offered at their first start (offered once)
    (
        """CREATE TABLE IF NOT EXISTS lessons (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL,
            lesson TEXT NOT NULL,
            step INTEGER NOT NULL DEFAULT 0,
            done INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL
        )""",
        "CREATE UNIQUE INDEX IF NOT EXISTS lessons_by_game ON lessons(game_id, lesson)",
        """CREATE TABLE IF NOT EXISTS lesson_offers (
            game_id TEXT PRIMARY KEY,
            offered_at TEXT NOT NULL
        )""",
    ),
    # 8: whether the deals of a match joined at a friend's table were verified against
    # the host's revealed secret (issue 46: 1 verified, 0 not; null: nothing to verify —
    # played alone, hosted here, or filed before the check)
    (
        "ALTER TABLE matches ADD COLUMN deals_verified INTEGER",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)

EXPECTED_COLUMNS: dict[int, dict[str, frozenset[str]]] = {}
"""By schema version: each table a sound database of that version has, with its columns."""


_TABLE = re.compile(r"\s*CREATE TABLE (?:IF NOT EXISTS )?(\w+) \((.*)\)\s*$", re.DOTALL)
_INDEX = re.compile(r"\s*CREATE INDEX (\w+) ON ")
_COLUMN = re.compile(r"\s*ALTER TABLE (\w+) ADD COLUMN (\w+) ")


class Made(NamedTuple):
    """What a migration statement makes: a ``table`` or an ``index`` by ``name``, or a
    ``column`` of table ``name``."""

    kind: str
    name: str
    column: str = ""


def made_by(sql: str) -> Made | None:
    """What the migration statement ``sql`` makes — ``Made("table", name)``,
    ``Made("index", name)`` or ``Made("column", table, column)`` — so that the runner can
    leave out a statement whose work a file already holds; None for any other statement
    (which must then be safe to run again by itself).

    A file can be half-migrated: a copy put back over a newer one, another build that
    added a column without raising ``user_version``.  A step that adds what is already
    there failed the whole migration on every start (issue 46, fault 10)."""
    for kind, pattern in (("table", _TABLE), ("index", _INDEX)):
        found = pattern.match(sql)
        if found:
            return Made(kind, found.group(1))
    added = _COLUMN.match(sql)
    if added:
        return Made("column", added.group(1), added.group(2))
    return None


def _collect() -> None:
    tables: dict[str, frozenset[str]] = {}
    for version, statements in enumerate(MIGRATIONS, start=1):
        for sql in statements:
            found = _TABLE.match(sql)
            if found:
                columns = re.findall(r"^\s*(\w+) ", found.group(2), re.MULTILINE)
                tables[found.group(1)] = frozenset(columns)
            added = _COLUMN.match(sql)
            if added:
                tables[added.group(1)] = tables[added.group(1)] | {added.group(2)}
        EXPECTED_COLUMNS[version] = dict(tables)


_collect()
