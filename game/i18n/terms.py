"""Card and call words as players of each language say and write them.

The card faces are images (their corner letters are the artist's), so only the labels the
client draws change: ``Q♥`` is ``Д♥`` in Russian and ``D♥`` in French (and stays ``Q♥`` in
Armenian); suit symbols stay.  Calls are the table words: Pass / Пас / Passe / Պաս,
Contra / Контра / Contre / Կոնտրա, Capot / Капут / Capot / Կապուտ …
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Action, Kind
from game.core.cards import SUIT_SYMBOLS, parse_card, parse_suit
from game.core.contract import ContractRecord
from game.i18n import N_, _, language, pgettext
from game.i18n.games import merged
from game.i18n.seats import table_names

RANK_LETTERS = {
    "en": ("J", "Q", "K", "A"),
    "ru": ("В", "Д", "К", "Т"),
    "fr": ("V", "D", "R", "A"),
    "hy": ("J", "Q", "K", "A"),
}
"""Jack, queen, king, ace: the letters a deck of that language prints (rank ids 9..12).
Armenian Blot players write the international letters (the decks sold in Armenia print
them, and Armenian rules pages list the cards as 7, 8, 9, 10, J, Q, K, A)."""

SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))
CALL_WORDS: dict[Kind, str] = {Kind.DEAL: N_("Deal"), **merged(lambda w: w.call_words)}
"""The one-word calls: every game's (its descriptor's ``call_words``) and Deal, which all
games share."""
SUIT_CALL_WORDS: dict[Kind, str] = merged(lambda w: w.suit_call_words)
"""The calls written with a suit, every game's: a template with ``{suit}``."""


def rank_text(rank: int) -> str:
    """A rank (0 = two … 12 = ace) as the deck of the current language writes it."""
    if rank < 9:
        return str(rank + 2)
    return RANK_LETTERS.get(language(), RANK_LETTERS["en"])[rank - 9]


def card_text(card: int | str) -> str:
    """``Q♥`` / ``Д♥`` / ``D♥`` for a card id or its text ("QH")."""
    c = parse_card(card) if isinstance(card, str) else card
    return rank_text(c % 13) + SUIT_SYMBOLS[c // 13]


def suit_name(suit: int | str) -> str:
    """The suit's name in the plural (spades, пики, piques)."""
    s = parse_suit(suit) if isinstance(suit, str) else suit
    return _(SUIT_NAMES[s])


def suit_text(suit: int | str) -> str:
    """Symbol and name: ``♠ spades``."""
    s = parse_suit(suit) if isinstance(suit, str) else suit
    return f"{SUIT_SYMBOLS[s]} {suit_name(s)}"


def action_text(action: Action) -> str:
    """An action as the table shows it: ``Д♥``, ``9♠``, ``Капут ♥``, ``Пас``, ``3``."""
    if action.kind is Kind.PLAY:
        return card_text(action.card)
    if action.kind is Kind.BID:
        if action.suit >= 0:
            return f"{action.number}{SUIT_SYMBOLS[action.suit]}"
        return str(action.number)
    if action.kind.takes_suit:
        return _(SUIT_CALL_WORDS[action.kind]).format(suit=SUIT_SYMBOLS[action.suit])
    return _(CALL_WORDS[action.kind])


def call_text(action: Action) -> str:
    """A call in the auction: a bare number reads "bid 3" (Blackout's calls)."""
    if action.kind is Kind.BID and action.suit < 0:
        return pgettext("a call", "bid {n}").format(n=action.number)
    return action_text(action)


def contract_text(record: ContractRecord | None, names: Sequence[str] = ()) -> str:
    """A contract record in the player's language: "bid 3", "7 tricks", "Nil (West)",
    "Board", "11♥ ×2 by East", "Capot ♠ by you"; "—" for none.  ``names``: the seats'
    names as the caller shows them (default: the four-player table's)."""
    if record is None:
        return "—"
    return CONTRACT_WORDS[record.kind](record, names)


CONTRACT_WORDS = merged(lambda w: w.contract_words)
"""Each game's kinds of contract → the function its words module gives to word them."""


def seat_name(seat: int, names: Sequence[str]) -> str:
    """The player's name by seat as ``names`` give them, or the table's default name."""
    if 0 <= seat < len(names):
        return names[seat]
    return table_names(max(4, seat + 1))[seat] if seat >= 0 else _("another player")
