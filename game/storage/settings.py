"""The player's settings: one frozen dataclass of values, checked one by one.

The client reads this same ``Settings`` (``game.client.settings`` only adds where it is
kept for a run); every field is something a screen offers or the table uses.  Each setting is one row (``key``, JSON ``value``) so that a bad or unknown value costs only
itself: it is reported in plain words and replaced by its default, and every other setting
is kept.  Unknown keys (from a newer Trickbid, say) are reported and left in place.
``SettingsStore.in_memory()`` has the same interface for tests and for a client that could
not open the player's file.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ai import LEVELS
from game.core import GAMES, TrickbidError, create_game
from game.i18n import LANGUAGES, system_language
from game.storage.database import Database, Notice, is_garbled, memory_database
from game.storage.settings_legacy import LEGACY, RETIRED

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation speed name → multiplier of every animation's duration."""
CARD_BACKS = ("blue", "red", "green", "black")
"""The card back designs (``game.client.ui.card_backs`` draws each)."""
TABLE_COLOURS = ("green", "blue", "red", "grey")
"""The table cloth colours (``game.client.table_colours`` holds their shades)."""
DEFAULT_LEVEL = "medium"
NAME_MAX = 24
WINDOW_MIN = (640, 480)
WINDOW_MAX = (7680, 4320)
POSITION_MAX = 3 * WINDOW_MAX[0]
"""Window positions are kept within this many pixels of the origin (several screens)."""
ASIDE = "aside:"
"""The key prefix of stored values that could not be used (kept, never read)."""


class SettingsError(ValueError):
    """A setting given a value it does not take; the message names the setting."""


@dataclass(frozen=True)
class Settings:
    """Everything the player chose.

    ``speed``: animation pace by name (``SPEEDS``); ``ai_pause``: seconds between two
    computer actions, so a person can follow each card; ``ai_level``: the computers' level
    for a new match.  ``trump_last``: the trump suit at the right end of the hand;
    ``change_bid_seconds``: Blackout's "change my bid" window (blackout 8).
    ``auto_play_forced``: play a card by itself when it is the only legal one;
    ``confirm_play``: a card or call is sent on the second click (or Enter); ``undo``: the
    player may take back the last card or call against computers (off: strict).
    ``window_size``/``window_position``: the window as it was left (the client fits them
    to the screens it finds; a position of None lets the system place it).  ``rules``:
    default rule options by game id (option name → value), as given to ``create_game``.
    """

    player_name: str = "Player"
    name_chosen: bool = False
    """The player was asked his name (once, at the first start): never asked again."""
    host_hints: bool = True
    """The hints rule the player last chose for a table he hosts (the host screen's)."""
    speed: str = "normal"
    ai_pause: float = 0.6
    ai_level: str = DEFAULT_LEVEL
    sound: bool = True
    volume: int = 80
    four_colour: bool = False
    card_back: str = CARD_BACKS[0]
    table_colour: str = TABLE_COLOURS[0]
    trump_last: bool = True
    change_bid_seconds: float = 2.0
    auto_play_forced: bool = False
    confirm_play: bool = False
    undo: bool = True
    window_size: tuple[int, int] = (1280, 800)
    window_position: tuple[int, int] | None = None
    fullscreen: bool = False
    language: str = "en"
    rules: Mapping[str, Mapping[str, object]] = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        """The multiplier of every animation's duration (0: instant)."""
        return SPEEDS.get(self.speed, 1.0)

    def with_(self, **changes: object) -> Settings:
        """A copy with ``changes``, each checked (raises ``SettingsError``)."""
        return dataclasses.replace(self, **{k: check(k, v) for k, v in changes.items()})


FIELDS = tuple(f.name for f in dataclasses.fields(Settings))


def default_settings(env: Mapping[str, str] | None = None) -> Settings:
    return Settings(language=system_language(env))


# ------------------------------------------------------------------ checks


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise SettingsError("is on or off (true or false)")
    return value


def _int_in(low: int, high: int) -> Callable[[object], int]:
    def checked(value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise SettingsError(f"is a whole number from {low} to {high}")
        return value

    return checked


def _one_of(choices: tuple[str, ...]) -> Callable[[object], str]:
    def checked(value: object) -> str:
        if value not in choices:
            raise SettingsError("is one of " + ", ".join(choices))
        return str(value)

    return checked


def _name(value: object) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > NAME_MAX:
        raise SettingsError(f"is a name of 1 to {NAME_MAX} characters")
    if any(not c.isprintable() for c in value):
        raise SettingsError("may not contain control characters")
    return value.strip()


def _seconds(high: float) -> Callable[[object], float]:
    def checked(value: object) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float) or not (
            0 <= value <= high
        ):
            raise SettingsError(f"is a number of seconds from 0 to {high:g}")
        return float(value)

    return checked


def _window(value: object) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise SettingsError("is a width and a height in pixels")
    width = _int_in(WINDOW_MIN[0], WINDOW_MAX[0])(value[0])
    height = _int_in(WINDOW_MIN[1], WINDOW_MAX[1])(value[1])
    return width, height


def _position(value: object) -> tuple[int, int] | None:
    if value is None:
        return None
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise SettingsError("is the window's left and top in pixels, or null")
    x = _int_in(-POSITION_MAX, POSITION_MAX)(value[0])
    y = _int_in(-POSITION_MAX, POSITION_MAX)(value[1])
    return x, y


def _level(value: object) -> str:

    return _one_of(tuple(LEVELS))(value)


def _rules(value: object) -> dict[str, dict[str, object]]:
    """Default rule options by game: each checked by the rules core itself."""

    if not isinstance(value, Mapping):
        raise SettingsError("maps a game to its rule options")
    out: dict[str, dict[str, object]] = {}
    for game_id, options in value.items():
        if game_id not in GAMES:
            raise SettingsError(f"names an unknown game {game_id!r}")
        if not isinstance(options, Mapping) or not all(
            isinstance(k, str) and (v is None or isinstance(v, str | int | float | bool))
            for k, v in options.items()
        ):
            raise SettingsError(f"for {game_id} maps option names to plain values")
        try:
            create_game(game_id, **options)
        except ImportError:
            pass  # that game's rules are not in this build yet: keep the player's choice
        except (TrickbidError, ValueError, ArithmeticError, TypeError) as exc:
            raise SettingsError(f"for {game_id}: {exc}") from exc
        out[game_id] = dict(options)
    return out


CHECKS: dict[str, Callable[[object], Any]] = {
    "player_name": _name,
    "name_chosen": _bool,
    "host_hints": _bool,
    "speed": _one_of(tuple(SPEEDS)),
    "ai_pause": _seconds(5),
    "ai_level": _level,
    "sound": _bool,
    "volume": _int_in(0, 100),
    "four_colour": _bool,
    "card_back": _one_of(CARD_BACKS),
    "table_colour": _one_of(TABLE_COLOURS),
    "trump_last": _bool,
    "change_bid_seconds": _seconds(10),
    "auto_play_forced": _bool,
    "confirm_play": _bool,
    "undo": _bool,
    "window_size": _window,
    "window_position": _position,
    "fullscreen": _bool,
    "language": _one_of(LANGUAGES),
    "rules": _rules,
}
assert set(CHECKS) == set(FIELDS)


def check(name: str, value: object) -> Any:
    """``value`` as setting ``name`` holds it; ``SettingsError`` names what is wrong."""
    checker = CHECKS.get(name)
    if checker is None:
        raise SettingsError(
            f"there is no setting {name!r}; the settings are " + ", ".join(FIELDS)
        )
    try:
        return checker(value)
    except SettingsError as exc:
        raise SettingsError(f"setting {name!r} {exc}; got {value!r}") from None


def _as_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


# ------------------------------------------------------------------- store


class SettingsStore:
    """Settings kept in the database: read at start, each change written at once."""

    def __init__(self, database: Database, defaults: Settings | None = None) -> None:
        self.database = database
        self.defaults = defaults if defaults is not None else default_settings()

    @classmethod
    def in_memory(cls, defaults: Settings | None = None) -> SettingsStore:
        return cls(memory_database(), defaults)

    def load(self) -> tuple[Settings, tuple[Notice, ...]]:
        """The settings, and a notice for each stored value that could not be used.

        Bad values are set aside in the same step (renamed ``aside:<key>``, kept byte for
        byte and never read again), so the player is told once and nothing is lost;
        unknown keys stay in the file for the Trickbid that wrote them.
        """
        rows = self.database.query("SELECT rowid, key, value FROM settings ORDER BY key")
        values: dict[str, Any] = {}
        notices: list[Notice] = []
        bad: list[int] = []
        legacy: dict[str, Any] = {}
        for row in rows:
            key, text = row["key"], row["value"]
            if not isinstance(key, str) or key.startswith(ASIDE):
                continue
            if is_garbled((key,)) or not isinstance(text, str):
                bad.append(row["rowid"])
                notices.append(Notice(
                    "settings",
                    f"A saved setting {key!r} could not be used (it is not readable text);"
                    " it was set aside.",
                ))
                continue
            if key in LEGACY or key in RETIRED:
                legacy.update(_legacy_value(key, text))
                continue
            if key not in CHECKS:
                notices.append(Notice(
                    "settings",
                    f"An unknown setting {key!r} was found and ignored (it may come from a"
                    " newer Trickbid).",
                ))
                continue
            default = getattr(self.defaults, key)
            try:
                if is_garbled((text,)):
                    raise ValueError("not UTF-8")
                values[key] = check(key, json.loads(text))
            except (ValueError, ArithmeticError, TypeError, RecursionError) as exc:
                bad.append(row["rowid"])
                shown = text if len(text) <= 60 else text[:57] + "..."
                why = str(exc) if isinstance(exc, SettingsError) else "it is not readable"
                notices.append(Notice(
                    "settings",
                    f"The saved setting {key!r} ({shown}) could not be used ({why}); it is"
                    f" back to its default, {_as_json(_plain(default))}.",
                ))
        upgraded = {k: v for k, v in legacy.items() if k not in values}
        if bad or upgraded:
            with self.database.transaction() as conn:
                for rowid in bad:
                    _set_aside(conn, rowid)
                conn.executemany("INSERT INTO settings (key, value) VALUES (?, ?)",
                                 [(k, _as_json(_plain(v))) for k, v in upgraded.items()])
        return dataclasses.replace(self.defaults, **{**upgraded, **values}), tuple(notices)

    def save(self, settings: Settings) -> None:
        """Write every setting whose stored value differs from ``settings``, at once."""
        for name in FIELDS:
            check(name, _plain(getattr(settings, name)))
        stored = {
            row["key"]: row["value"]
            for row in self.database.query("SELECT key, value FROM settings")
        }
        changes = []
        for name in FIELDS:
            text = _as_json(_plain(getattr(settings, name)))
            default_text = _as_json(_plain(getattr(self.defaults, name)))
            if stored.get(name, default_text) != text:
                changes.append((name, text))
        if changes:
            with self.database.transaction() as conn:
                conn.executemany(
                    "INSERT INTO settings (key, value) VALUES (?, ?)"
                    " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    changes,
                )

    def write_values(self, changes: Mapping[str, object]) -> None:
        """Store just ``changes`` (each checked), every other stored setting as it is."""
        rows = [(name, _as_json(_plain(check(name, _plain(value)))))
                for name, value in changes.items()]
        if rows:
            with self.database.transaction() as conn:
                conn.executemany(
                    "INSERT INTO settings (key, value) VALUES (?, ?)"
                    " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    rows,
                )

    def update(self, settings: Settings, **changes: object) -> Settings:
        """``settings`` with ``changes`` (checked), written; the new settings."""
        new = settings.with_(**changes)
        self.save(new)
        return new

    def reset(self) -> Settings:
        """Forget every choice (unknown keys included): back to the defaults."""
        with self.database.transaction() as conn:
            conn.execute("DELETE FROM settings")
        return self.defaults


def _legacy_value(key: str, text: str) -> dict[str, Any]:
    """Today's key and value for a row an earlier Trickbid wrote (nothing if unusable)."""
    if key not in LEGACY or is_garbled((text,)):
        return {}
    name, convert = LEGACY[key]
    try:
        return {name: check(name, convert(json.loads(text)))}
    except (ValueError, ArithmeticError, TypeError, LookupError, RecursionError):
        return {}


def _set_aside(conn: sqlite3.Connection, rowid: int) -> None:
    """Rename a stored setting to ``aside:<key>`` (``#2``, ``#3``… when that is taken)."""
    for n in range(1, 1000):
        suffix = "" if n == 1 else f"#{n}"
        try:
            conn.execute("UPDATE settings SET key = ? || key || ? WHERE rowid = ?",
                         (ASIDE, suffix, rowid))
            return
        except sqlite3.IntegrityError:
            continue
    conn.execute("DELETE FROM settings WHERE rowid = ?", (rowid,))  # 999 kept: enough


def _plain(value: object) -> Any:
    """JSON-ready form of a setting value (tuples as lists, mappings as dicts)."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value
