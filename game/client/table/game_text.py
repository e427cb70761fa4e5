"""What the table writes about each game: calls, contracts, status lines.

Pure functions of the public state (the same facts every player may see), kept apart from
the drawing; what one game writes differently is its view's (``game.client.<game>``).
"""

from __future__ import annotations

from game.client.belote.declarations import declaration_label, declaration_word
from game.client.game_view import Shown, pair
from game.client.games import view_of
from game.core.actions import Action
from game.core.cards import SUIT_SYMBOLS
from game.core.dealing import WIDE_SEED
from game.core.phase import Phase
from game.i18n import _, ngettext
from game.i18n.terms import call_text, contract_text, seat_name, suit_name

__all__ = ["contract_text", "declaration_label", "declaration_word", "pair", "seat_name"]


def call_label(action: Action) -> str:
    return call_text(action)


def seat_call_text(state: Shown, seat: int) -> str:
    """The seat's bid or call this deal ("bid 2", "Zero", "10♥", "—")."""
    return view_of(state).seat_call(state, seat)


def team_mode(state: Shown) -> bool:
    return bool(len(state.scores) != state.players)


def trump_text(state: Shown) -> str:
    if state.trump is None or state.trump < 0:
        if view_of(state).trump_by_auction and state.phase == Phase.BIDDING:
            return _("Trump: by the auction")
        return _("No trump")
    return _("Trump {symbol} {suit}").format(symbol=SUIT_SYMBOLS[state.trump],
                                              suit=suit_name(state.trump))


def match_number_text(seed: int | None) -> str | None:
    """"Match #N" once the match is over, for a number a player can type to play it again;
    None for a table with friends' 256-bit seed (``dealing.WIDE_SEED``), which nobody
    types and no window can show whole."""
    if seed is None or abs(seed) >= WIDE_SEED:
        return None
    return _("Match #{seed}").format(seed=seed)


def deal_text(state: Shown) -> str:
    game = state.game
    schedule = game.schedule
    number = f"{state.deal_number}/{len(schedule)}" if schedule else str(state.deal_number)
    part = _("Deal {number}").format(number=number)
    each = ngettext("{n} card each", "{n} cards each", state.hand_size).format(
        n=state.hand_size)
    return f"{part} · {each}"


def auction_summary(state: Shown, names: tuple[str, ...] = ()) -> str:
    """Over/under/even, who plays for what, or nothing: the game's own line on the
    auction."""
    return view_of(state).auction_summary(state, names)


def contract_lines(state: Shown, names: tuple[str, ...]) -> list[str]:
    """The contracts, for the trump box (none in Blackout)."""
    return view_of(state).contract_lines(state, names)


def team_totals_text(state: Shown, names: tuple[str, ...]) -> str:
    if not team_mode(state):
        return ""
    score = _("{label}: {value}")
    return (score.format(label=pair(names[0], names[2]), value=state.scores[0]) + "   ·   "
            + score.format(label=pair(names[1], names[3]), value=state.scores[1]))
