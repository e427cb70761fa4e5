"""The host is the referee: every byte a seat receives over whole matches of every game is
decoded and checked for cards that seat could not know at that moment."""

from __future__ import annotations

import json
import re

import pytest

from game.core import create_game
from game.core.cards import card_label, parse_card
from game.core.record import record_of, start_of
from game.net.client import TableClient
from tests.net_support import bots, client, open_host, run

CARD = re.compile(r"(?<![0-9A-Za-z])(10|[2-9JQKA])([♠♥♦♣]|[SHDC](?![A-Za-z]))")
"""A card's text anywhere in a string, with a suit symbol or letter (``10♥``, ``play Q♠``,
a deal record's ``"10H"``)."""
CONTRACT = re.compile(r"(Capot [♠♥♦♣]|[0-9]{1,3}[♠♥♦♣])( ×[0-9])? by seat [0-9]")
"""A Belote contract's text (``8♣ by seat 2``): a bid, not a card."""


def cards_in(value: object) -> set[int]:
    """Every card named anywhere in a decoded JSON value (keys and strings alike)."""
    found: set[int] = set()
    if isinstance(value, str):
        if CONTRACT.fullmatch(value):
            return found
        found |= {parse_card(m.group(0)) for m in CARD.finditer(value)}
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            found |= cards_in(key) | cards_in(item)
    return found


def known_to(state: object, seat: int) -> set[int]:
    """What ``seat`` may know in ``state``: its own cards, every card played this deal,
    the turned-up card, and the combinations shown (Bazar Belote)."""
    mask = state.hands[seat] | state.played  # type: ignore[attr-defined]
    turn_up = getattr(state, "turn_up", None)
    if turn_up is not None:
        mask |= 1 << turn_up
    for combos in getattr(state, "shown", ()):
        for combo in combos:
            mask |= combo.cards
    return {c for c in range(52) if mask >> c & 1}


def states_by_version(final: object) -> list[object]:
    """The true state after each of the referee's moves (version v: the first v actions
    of the record; take-backs are off, so each move is one recorded action)."""
    record = record_of(final)  # type: ignore[arg-type]
    state = start_of(record)
    out = [state]
    for text in record["actions"]:
        action, _, seat = text.partition("@")
        state = state.apply(action.strip(), seat=int(seat) if seat.strip() else None)
        out.append(state)
    return out


def leaks(lines: list[bytes], states: list[object], seat: int) -> list[str]:
    """Each card in ``lines`` (a seat's bytes, in order) the seat could not know when the
    line was sent: the moment is the version of the last update received."""
    found = []
    version = 0
    for number, line in enumerate(lines):
        message = json.loads(line)
        if message["t"] == "update":
            version = message["view"]["version"]
        allowed = known_to(states[version], seat)
        for card in cards_in(message) - allowed:
            found.append(f"line {number} ({message['t']}, version {version}): card {card}")
    return found


@pytest.mark.parametrize("game_id, deals, seed", [
    ("blackout", 3, 3), ("partnership-blackout", 2, 5), ("bazar-belote", 4, 11)])
def test_every_byte_a_seat_receives_holds_only_cards_it_may_know(game_id, deals, seed):
    host = open_host(game_id, seed=seed, deals=deals)
    players = create_game(game_id).players
    watched = 1
    lines: list[bytes] = []
    clients: list[TableClient] = [
        client(host, seat=s, tap=lines.append if s == watched else None)
        for s in range(players)]
    summaries = run(bots(host, players, clients=clients))
    assert host.wait_closed(10)
    assert [s["deals"] for s in summaries] == [deals] * players
    states = states_by_version(host.state)
    assert len(lines) > 30 and sum(map(len, lines)) > 10_000
    assert leaks(lines, states, watched) == []
    seen = set().union(*(cards_in(json.loads(line)) for line in lines))
    assert len(seen) > 20  # the capture did read cards: its own and those played
    # each finished deal's record (every hand as dealt, in letters) came and was checked
    assert sum(json.loads(line)["t"] == "deal_record" for line in lines) == deals
    if game_id == "bazar-belote":  # a shown combination reached the watched seat
        assert any(json.loads(line)["t"] == "update"
                   and any(json.loads(line)["view"]["observation"]["shown"]) for line in lines)


def test_the_leak_check_catches_another_seats_card():
    game = create_game("blackout")
    state = game.new_match(seed=3)
    other = next(c for c in range(52) if state.hands[2] >> c & 1)
    line = json.dumps({"t": "update", "view": {"version": 0, "hand": [card_label(other)]}},
                      ensure_ascii=False).encode()
    assert leaks([line], [state], 0) != []
    assert leaks([line], [state], 2) == []
