"""Every kind of line the wire writes, from seeded matches of each game: the bytes a seat
and a host are sent (``tests/test_net_schema.py`` holds them to the digest the hand-written
protocol wrote before the schema, so the schema changed no byte where nothing is wrong)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

from game.core import create_game
from game.core.actions import Kind, parse_action
from game.core.registry import ENTRIES
from game.net import protocol
from game.net.fairness import Reveal
from game.net.protocol import Hello, SeatState, Welcome
from game.net.wire import PROTOCOL, pack
from game.table.messages import (
    Act,
    ClaimRest,
    ClaimRuling,
    ComputerFailed,
    Message,
    TakeBack,
    Update,
)
from game.table.referee import Referee

DEAL = parse_action("deal")
MOVES = 600
"""Moves of each game's seeded match (whole short matches: every kind of update)."""


def match_lines(game_id: str, seed: int) -> Iterator[bytes]:
    """Every line a host writes to each seat, and each move's ``act``, over a seeded match
    of ``game_id``."""
    for to, message, known in match_messages(game_id, seed):
        if isinstance(message, Act):  # to is -1: the seat's move
            yield pack(protocol.request_message(message))
        else:
            yield pack(protocol.host_message(message, known))


def seat_updates(game_id: str, seed: int, seat: int) -> list[tuple[Update, int]]:
    """The updates ``seat`` is sent over the seeded match, each with the count of results
    the seat already holds (what the host's encoder is given)."""
    return [(message, known) for to, message, known in match_messages(game_id, seed)
            if to == seat and isinstance(message, Update)]


def match_messages(game_id: str, seed: int) -> Iterator[tuple[int, Message | Act, int]]:
    """``(seat, message, results the seat holds)`` for each message the host sends over a
    seeded match of ``game_id``, and ``(-1, act, 0)`` for each move."""
    entry = next(e for e in ENTRIES if e.id == game_id)
    referee = Referee(create_game(game_id, **entry.short_match).new_match(seed=seed))
    rng = random.Random(seed)
    known = [0] * referee.players
    outbox = list(referee.updates())
    for _move in range(MOVES):
        for to, message in outbox:
            yield to, message, known[to]
            if isinstance(message, Update):
                known[to] = len(message.view.results)
        question = referee.next_question(range(referee.players))
        if question is None:  # between deals (anyone deals the next), or the match's end
            if referee.state.is_over:
                break
            question = (0, (DEAL,))
        seat, legal = question
        choices = [a for a in legal if a.kind is not Kind.WAIT] or list(legal)
        action = rng.choice(choices)
        yield -1, Act(action, referee.version), 0
        outbox = referee.act(seat, action)
        if rng.random() < 0.05:  # a refusal now and then (a move out of turn)
            outbox += referee.act((seat + 1) % referee.players, action)
    for seat in range(referee.players):
        for to, record in referee.deal_records(seat):
            yield to, record, 0


def control_lines() -> Iterator[bytes]:
    """One line of each of the table's own messages."""
    token = "ab" * 16
    yield pack(protocol.hello_message(Hello(PROTOCOL, "0.1.0", "K7QM", token, 2, "Ann")))
    yield pack(protocol.hello_message(Hello(PROTOCOL, "0.1.0", "K7QM", token, None, "Анна")))
    yield pack(protocol.request_message(TakeBack(3)))
    yield pack(protocol.request_message(ClaimRest(4)))
    yield pack(protocol.welcome_message(
        Welcome(2, 4, "0.1.0", False, "c" * 64, "partnership-blackout"), PROTOCOL))
    yield pack(protocol.welcome_message(Welcome(0, 7, "0.1.0", game="blackout"), PROTOCOL))
    yield pack(protocol.reveal_message(Reveal("d" * 64, ("e" * 64, None, "f" * 64))))
    yield pack(protocol.seats_message((SeatState("person", "Ann"),
                                       SeatState("computer", "Bot", "hard"),
                                       SeatState("lost", "Zoë", "", 42), SeatState("open"))))
    yield pack(protocol.host_message(ClaimRuling(1, True, False, 5)))
    yield pack(protocol.host_message(ComputerFailed(3)))


def digest() -> str:
    lines = hashlib.sha256()
    for line in control_lines():
        lines.update(line)
    for index, entry in enumerate(ENTRIES):
        for line in match_lines(entry.id, 41 + index):
            lines.update(line)
    return lines.hexdigest()


if __name__ == "__main__":
    print(digest())
