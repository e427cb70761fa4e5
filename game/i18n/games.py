"""The i18n floor's registry of games: game id → its ``GameWords`` (``game/i18n/<package>.py``).

The shared modules read their tables through ``merged``: ``options`` the option words,
``terms`` the calls and the contracts, ``reasons`` the refusals' templates.  A field two games share
("target", "preset") is worded by each of them, with the same message (a test holds them
to it).  The order is the core registry's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from game.i18n import belote, blackout, partnership
from game.i18n.game_words import GameWords

WORDS: dict[str, GameWords] = {
    "blackout": blackout.WORDS,
    "partnership-blackout": partnership.WORDS,
    "bazar-belote": belote.WORDS,
}
"""Game id → its words."""

K = TypeVar("K")
V = TypeVar("V")


def merged(table: Callable[[GameWords], Mapping[K, V]]) -> dict[K, V]:
    """One table of every game's words (``table`` picks it from a descriptor): the first
    game's words win where two word one key; ``conflicts`` lists where they differ."""
    out: dict[K, V] = {}
    for words in WORDS.values():
        for key, text in table(words).items():
            out.setdefault(key, text)
    return out


def conflicts() -> list[str]:
    """Keys two games word differently (a shared table can hold only one wording)."""
    found: list[str] = []
    for table in ("option_labels", "option_notes", "choice_words", "option_choice_words",
                  "call_words", "contract_words", "reasons"):
        seen: dict[object, tuple[str, object]] = {}
        for game_id, words in WORDS.items():
            for key, text in _table(words, table).items():
                first = seen.setdefault(key, (game_id, text))
                if first[1] != text:
                    found.append(f"{key!r}: {first[0]} says {first[1]!r}, {game_id} {text!r}")
    return found


def _table(words: GameWords, name: str) -> dict[object, object]:
    tables: dict[str, Mapping[Any, object]] = {
        "option_labels": words.option_labels, "option_notes": words.option_notes,
        "choice_words": words.choice_words, "option_choice_words": words.option_choice_words,
        "call_words": words.call_words, "contract_words": words.contract_words,
        "reasons": words.reasons}
    return dict(tables[name])
