"""What the table writes about each game: calls, contracts, status lines.

Pure functions of the public state (the same facts every player may see), kept apart from
the drawing so each game's wording is in one place.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.actions import Action, Kind
from game.core.cards import SUIT_SYMBOLS

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def call_label(action: Action) -> str:
    if action.kind is Kind.BID and action.suit < 0:
        return f"bid {action.number}"
    return action.label()


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
        return "bid —" if b < 0 else f"bid {b}"
    calls = last_calls(state)
    if game_id == "partnership-blackout" and seat in getattr(state, "skipped", ()):
        return "skipped"
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
        if state.game.id == "bazar-belote" and state.phase == "bidding":
            return "Trump: by the auction"
        return "No trump"
    return f"Trump {SUIT_SYMBOLS[state.trump]} {SUIT_NAMES[state.trump]}"


def deal_text(state: Any) -> str:
    game = state.game
    schedule = getattr(game, "schedule", None)
    part = f"Deal {state.deal_number}"
    if schedule:
        part += f"/{len(schedule)}"
    return f"{part} · {state.hand_size} card{'s' if state.hand_size != 1 else ''} each"


def auction_summary(state: Any) -> str:
    """Over/under/even, team contracts, or the standing Belote bid."""
    game_id = state.game.id
    if game_id == "blackout":
        bids = [b for b in state.bids if b >= 0]
        total = sum(bids)
        ou = state.over_under
        if ou is None:
            return f"bids so far total {total} for {state.hand_size} tricks"
        return f"bids {total} for {state.hand_size} tricks: {ou.upper()}"
    if game_id == "partnership-blackout":
        c0, c1 = state.contracts
        return f"Us: {c0 or '—'} · Them: {c1 or '—'}"
    return ""


def contract_lines(state: Any, names: tuple[str, ...]) -> list[str]:
    """The partnership games' contracts, for the trump box."""
    game_id = state.game.id
    if game_id == "partnership-blackout":
        c0, c1 = state.contracts
        return [f"Team A: {c0 or '—'}", f"Team B: {c1 or '—'}"]
    if game_id == "bazar-belote":
        contract = getattr(state, "contract", None)
        if contract is None:
            return ["no bid yet"]
        call = f"Capot {SUIT_SYMBOLS[contract.suit]}" if contract.capot else (
            f"{contract.number}{SUIT_SYMBOLS[contract.suit]}")
        times = {2: " ×2", 4: " ×4"}.get(contract.multiplier, "")
        word = "bid" if state.phase == "bidding" else "contract"
        return [f"{word} {call}{times}", f"by {names[contract.bidder]}"]
    return []


def with_names(text: str, names: tuple[str, ...]) -> str:
    """The core's "by seat 3" / "(seat 1)" in contract texts, with the players' names."""
    return re.sub(r"seat (\d+)", lambda m: names[int(m.group(1))]
                  if int(m.group(1)) < len(names) else m.group(0), text)


DECLARATION_WORDS = {"sequence-3": "Tierce", "sequence-4": "Fifty", "sequence-5": "Hundred",
                     "belote": "Belote"}


def declaration_label(kind: str, value: int) -> str:
    """Belote's announcement words: tierce, fifty, hundred, four of a kind, belote."""
    if kind.startswith("four-"):
        return f"Four {kind[5:]}s ({value})"
    word = DECLARATION_WORDS.get(kind, "Hundred" if kind.startswith("sequence") else kind)
    return f"{word} ({value})"


def team_totals_text(state: Any, names: tuple[str, ...]) -> str:
    if not team_mode(state):
        return ""
    return (f"{names[0]} & {names[2]}: {state.scores[0]}   ·   "
            f"{names[1]} & {names[3]}: {state.scores[1]}")


def hook_note(state: Any) -> str:
    """Blackout's hook explained while the dealer bids (blackout 6)."""
    fn = getattr(state, "forbidden_bid", None)
    forbidden = fn() if fn is not None else None
    if forbidden is None:
        return ""
    return (f"Hook: the dealer may not bid {forbidden}: the bids would total exactly "
            f"the {state.hand_size} tricks")
