"""What the table writes about each game: calls, contracts, status lines.

Pure functions of the public state (the same facts every player may see), kept apart from
the drawing so each game's wording is in one place.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.actions import Action
from game.core.cards import SUIT_SYMBOLS
from game.core.phase import Phase
from game.i18n import N_, _, ngettext, pgettext
from game.i18n.terms import call_text, contract_text, seat_name, suit_name

__all__ = ["contract_text", "seat_name"]


def call_label(action: Action) -> str:
    return call_text(action)


def last_calls(state: Any) -> dict[int, Action]:
    out: dict[int, Action] = {}
    for seat, action in state.calls:
        out[seat] = action
    return out


def seat_call_text(state: Any, seat: int) -> str:
    """The seat's bid or call this deal ("bid 2", "Zero", "10♥", "—")."""
    game_id = state.game.id
    if game_id == "blackout":
        b = state.bids[seat]
        return pgettext("a call", "bid {n}").format(n="—" if b < 0 else b)
    calls = last_calls(state)
    if game_id == "partnership-blackout" and seat in getattr(state, "skipped", ()):
        return _("skipped")
    action = calls.get(seat)
    return "—" if action is None else call_label(action)


def score_for_seat(state: Any, seat: int) -> int:
    """Blackout scores by seat; the partnership games by team."""
    scores = state.scores
    return int(scores[seat] if len(scores) == state.players else scores[seat % 2])


def team_mode(state: Any) -> bool:
    return len(state.scores) != state.players


def trump_text(state: Any) -> str:
    if state.trump is None or state.trump < 0:
        if state.game.id == "bazar-belote" and state.phase is Phase.BIDDING:
            return _("Trump: by the auction")
        return _("No trump")
    return _("Trump {symbol} {suit}").format(symbol=SUIT_SYMBOLS[state.trump],
                                              suit=suit_name(state.trump))


def deal_text(state: Any) -> str:
    game = state.game
    schedule = getattr(game, "schedule", None)
    number = f"{state.deal_number}/{len(schedule)}" if schedule else str(state.deal_number)
    part = _("Deal {number}").format(number=number)
    each = ngettext("{n} card each", "{n} cards each", state.hand_size).format(
        n=state.hand_size)
    return f"{part} · {each}"


OVER_UNDER = {"over": N_("OVER"), "under": N_("UNDER"), "even": N_("EVEN")}


def auction_summary(state: Any, names: tuple[str, ...] = ()) -> str:
    """Over/under/even, team contracts, or the standing Belote bid."""
    game_id = state.game.id
    if game_id == "blackout":
        bids = [b for b in state.bids if b >= 0]
        total = sum(bids)
        ou = state.over_under
        n = state.hand_size
        if ou is None:
            return ngettext("bids so far total {total} for {n} trick",
                            "bids so far total {total} for {n} tricks", n).format(total=total, n=n)
        return ngettext("bids {total} for {n} trick: {verdict}",
                        "bids {total} for {n} tricks: {verdict}", n).format(
            total=total, n=n, verdict=_(OVER_UNDER.get(ou, ou)))
    if game_id == "partnership-blackout":
        declared = declarers_text(state, names)
        if declared:
            return declared
        c0, c1 = state.contracts
        return _("Us: {ours} · Them: {theirs}").format(ours=contract_text(str(c0)),
                                                       theirs=contract_text(str(c1)))
    return ""


def declaring_team(state: Any) -> int | None:
    """Partnership Blackout 10: the team that plays for its contract, when only the
    auction's winner scores (None otherwise, or while the auction runs)."""
    if not getattr(state.game.options, "auction_winner_only", False):
        return None
    winner: int | None = getattr(state, "auction_winner", None)
    return winner


def declarers_text(state: Any, names: tuple[str, ...]) -> str:
    """Who plays for what and who defends: "You & North play for 9 tricks · West & East
    defend"."""
    team = declaring_team(state)
    if team is None or len(names) < 4:
        return ""
    contract = state.contracts[team]
    declarers = pair(names[team], names[team + 2])
    defenders = pair(names[1 - team], names[3 - team])
    if contract.kind == "number":
        line = ngettext("{declarers} play for {n} trick · {defenders} defend",
                        "{declarers} play for {n} tricks · {defenders} defend",
                        contract.number)
    elif contract.kind == "board":
        line = _("{declarers} play for every trick · {defenders} defend")
    elif contract.kind == "nil":
        line = _("{declarers} play Nil for {name} · {defenders} defend")
    else:
        line = _("{declarers} play Zero: not one trick · {defenders} defend")
    return line.format(declarers=declarers, defenders=defenders, n=contract.number,
                       name=seat_name(contract.seat, names))


def contract_lines(state: Any, names: tuple[str, ...]) -> list[str]:
    """The partnership games' contracts, for the trump box."""
    game_id = state.game.id
    if game_id == "partnership-blackout":
        team = declaring_team(state)
        shown = [contract_text(str(c), names) for c in state.contracts]
        if team is not None:
            shown[1 - team] = _("defends")
        return [_("Team A: {contract}").format(contract=shown[0]),
                _("Team B: {contract}").format(contract=shown[1])]
    if game_id == "bazar-belote":
        contract = getattr(state, "contract", None)
        if contract is None:
            return [_("no bid yet")]
        call = _("Capot {suit}").format(suit=SUIT_SYMBOLS[contract.suit]) if contract.capot \
            else f"{contract.number}{SUIT_SYMBOLS[contract.suit]}"
        times = {2: " ×2", 4: " ×4"}.get(contract.multiplier, "")
        line = _("bid {call}") if state.phase is Phase.BIDDING else _("contract {call}")
        return [line.format(call=call + times),
                _("by {name}").format(name=names[contract.bidder])]
    return []


def with_names(text: str, names: tuple[str, ...]) -> str:
    """The core's "by seat 3" / "(seat 1)" in contract texts, with the players' names."""
    return re.sub(r"seat (\d+)", lambda m: names[int(m.group(1))]
                  if int(m.group(1)) < len(names) else m.group(0), text)


DECLARATION_WORDS = {"sequence-3": N_("Tierce"), "sequence-4": N_("Fifty"),
                     "sequence-5": N_("Hundred"), "belote": N_("Belote")}
FOUR_OF_A_KIND = {"J": N_("Four jacks"), "Q": N_("Four queens"), "K": N_("Four kings"),
                  "A": N_("Four aces"), "10": N_("Four tens"), "9": N_("Four nines")}


def declaration_label(kind: str, value: int) -> str:
    """Belote's announcement words: tierce, fifty, hundred, four of a kind, belote."""
    if kind.startswith("four-"):
        rank = kind[5:]
        word = FOUR_OF_A_KIND.get(rank.upper())
        label = _(word) if word else _("Four {rank}s").format(rank=rank)
        return f"{label} ({value})"
    word = DECLARATION_WORDS.get(kind, N_("Hundred") if kind.startswith("sequence") else kind)
    return f"{_(word)} ({value})"


def team_totals_text(state: Any, names: tuple[str, ...]) -> str:
    if not team_mode(state):
        return ""
    score = _("{label}: {value}")
    return (score.format(label=pair(names[0], names[2]), value=state.scores[0]) + "   ·   "
            + score.format(label=pair(names[1], names[3]), value=state.scores[1]))


def pair(first: str, second: str) -> str:
    """Two partners' names together ("You & North")."""
    return _("{first} & {second}").format(first=first, second=second)


def hook_note(state: Any) -> str:
    """Blackout's hook explained while the dealer bids (blackout 6)."""
    fn = getattr(state, "forbidden_bid", None)
    forbidden = fn() if fn is not None else None
    if forbidden is None:
        return ""
    return _("Hook: the dealer may not bid {bid}: the bids would add up to exactly the "
             "{tricks} tricks").format(bid=forbidden, tricks=state.hand_size)
