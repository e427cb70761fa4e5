"""The quick messages of a table with friends, in the reader's language.

The wire carries only a phrase's id (``game.net.protocol.PHRASES``: nothing a peer types
reaches another's screen); each screen words it here when it shows it, so a phrase said in
Russian is read in French at the next table.  ``tests/test_client_table_chat.py`` checks
that every id of the protocol has its words here and nothing more.
"""

from __future__ import annotations

from game.i18n import N_, _

PHRASE_WORDS = {
    "hello": N_("Hello!"),
    "good_luck": N_("Good luck!"),
    "well_played": N_("Well played!"),
    "thanks": N_("Thanks!"),
    "sorry": N_("Sorry!"),
    "oops": N_("Oops!"),
    "one_moment": N_("One moment, please"),
    "good_game": N_("Good game!"),
    "bye": N_("Bye!"),
}
"""Phrase id → its words (a catalog message), in the order the menu offers them."""


def phrase_text(phrase: str) -> str:
    """A phrase id in the player's language (an id this version lacks: an ellipsis)."""
    words = PHRASE_WORDS.get(phrase)
    return _(words) if words is not None else "…"
