"""``GameWords``: what the i18n floor holds of one game, in one place.

A game's package on this floor (``game/i18n/<package>.py``) gives one ``WORDS`` descriptor:
the labels and notes of its option fields, the words of their named choices, its table calls,
the wording of its kinds of contract and the templates of the refusals its rules raise.  ``game/i18n/games.py`` lists them; the
shared modules (``options``, ``terms``, ``reasons``) read their tables from there, so adding
a game's words touches its own module and one registry line.  The messages are marked with
``N_`` where they are written, so the catalogs find them here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from game.core.actions import Kind
from game.core.contract import ContractKind, ContractRecord

ContractWording = Callable[[ContractRecord, Sequence[str]], str]
"""A contract of one kind in the player's language; the ``Sequence``: the seats' names as
the caller shows them (empty: the four-player table's)."""


@dataclass(frozen=True)
class GameWords:
    """One game's words (English msgids, translated when shown)."""

    option_labels: Mapping[str, str]
    """Option field → its label on the new-game form ("A missed bid costs")."""
    option_notes: Mapping[str, str]
    """Option field → the one line said under the form when its row is chosen."""
    choice_words: Mapping[str, str] = field(default_factory=dict)
    """A word-valued choice (its text in records) → its words on the form."""
    option_choice_words: Mapping[tuple[str, object], str] = field(default_factory=dict)
    """(option field, choice) → words where one choice of one option needs its own
    ("none" tricks above the bid "count nothing"); ``{n}`` stands for the usual number."""
    call_words: Mapping[Kind, str] = field(default_factory=dict)
    """The game's one-word calls (Pass, Contra …) as the table says them."""
    suit_call_words: Mapping[Kind, str] = field(default_factory=dict)
    """The game's calls written with a suit (its kinds that ``take_suit``): a template
    with ``{suit}`` (Capot {suit})."""
    contract_words: Mapping[ContractKind, ContractWording] = field(default_factory=dict)
    """Each of the game's kinds of contract (``game/core/<package>/contracts.py``) → the
    function that words a record of it ("bid 3", "Nil (West)", "Capot ♠ by you")."""
    reasons: Mapping[str, str] = field(default_factory=dict)
    """Refusal code its rules raise → its template (``{card}``, ``{max}`` … from the
    refusal's params)."""
