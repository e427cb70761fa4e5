"""A fair table, proved as a property: what a seat is sent never depends on a card it
cannot see.

Looking for cards in what a seat receives misses every other way to learn them — a deal's
seed, a count, a hash, a record.  So this test compares two worlds instead.  For each game,
seat and deal: world B is dealt from another match seed (every seed and deal id differs),
the seat's own cards and the public ones (a turn-up) stay as in world A, and every card
the seat cannot see is dealt again.  Both referees are driven through the same public
actions, and everything the seat is sent — the referee's messages as the local table gets
them, the same messages as the bytes the network writes, and the observation a computer
in that seat thinks on — must be the same in both worlds until the worlds' public facts
part (a hidden card is played, or a combination is announced or shown): only then may
they differ, because only then has the seat been shown something different.

Before the deal under test the worlds deal the same cards (from different seeds), so the
deals before it — their records, results and the events that start the next one — are
compared too.  In Blackout the undealt stock is never seen, so a second pair of worlds
differs only there, in every deal, and is compared over the whole match.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

import game.core.game as core_game
from game.core import create_game
from game.core.cards import Card, Hand
from game.core.dealing import deal_id_for, deal_out, first_dealer
from game.core.events import Declared
from game.core.phase import Phase
from game.net.protocol import host_message
from game.net.wire import pack
from game.table.messages import Act, Update
from game.table.referee import Referee
from tests.game_floors import GAME_IDS

SEED_A = 4_601
LIMIT = 2_000
"""Referee moves driven at most per world pair (a whole Blackout match is about 450)."""


@dataclass
class World:
    """One world: its referee and what it sent the seat under test, as objects and bytes."""

    referee: Referee
    known: int = 0
    sent: list[Any] = field(default_factory=list)
    wire: list[bytes] = field(default_factory=list)

    def take(self, outbox: list[tuple[int, Any]], seat: int) -> None:
        for to, message in outbox:
            if to != seat:
                continue
            if isinstance(message, Update) and message.view.match_seed is not None:
                # the match is over: its seed is shown now ("replay this match"), and it is
                # this world's own; everything else is compared
                assert message.view.is_over, "the match's seed is sent before its end"
                assert message.view.match_seed == self.referee.state.match_seed
                message = replace(message, view=replace(message.view, match_seed=None))
            self.sent.append(message)
            self.wire.append(pack(host_message(message, self.known)))
            if isinstance(message, Update):
                self.known = len(message.view.results)


def _seed_b(players: int) -> int:
    """A second match seed with world A's first dealer (the dealer is public)."""
    dealer = first_dealer(SEED_A, players)
    return next(s for s in range(SEED_A + 1, SEED_A + 1_000) if first_dealer(s, players) == dealer)


Redeal = Callable[[list[Hand], list[Card], random.Random], tuple[list[Hand], list[Card]]]


def hidden_dealt_again(seat: int, turn_up: Callable[[list[Card]], Card | None]) -> Redeal:
    """Deal every card ``seat`` cannot see again: the other hands and the undealt rest,
    the turn-up kept in its place."""

    def redeal(hands: list[Hand], rest: list[Card], rng: random.Random
               ) -> tuple[list[Hand], list[Card]]:
        up = turn_up(rest)
        kept_rest = [c for c in rest if c != up]
        pool = [c for s, h in enumerate(hands) if s != seat for c in range(52) if h >> c & 1]
        pool += kept_rest
        rng.shuffle(pool)
        out = list(hands)
        for s, h in enumerate(hands):
            if s != seat:
                size = h.bit_count()
                out[s] = sum(1 << c for c in pool[:size])
                pool = pool[size:]
        new_rest = ([up] if up is not None else []) + pool
        assert new_rest == [] or up is None or new_rest[0] == up
        return out, new_rest

    return redeal


def stock_dealt_again(turn_up: Callable[[list[Card]], Card | None]) -> Redeal:
    """Deal only the undealt stock again (Blackout): cards no seat ever sees."""

    def redeal(hands: list[Hand], rest: list[Card], rng: random.Random
               ) -> tuple[list[Hand], list[Card]]:
        up = turn_up(rest)
        pool = [c for c in rest if c != up]
        rng.shuffle(pool)
        return list(hands), ([up] if up is not None else []) + pool

    return redeal


@dataclass
class Pair:
    """Worlds A and B, and the dealing that makes B differ from A from deal ``first``."""

    game: Any
    seat: int
    first: int
    redeal: Redeal
    seed_b: int = 0

    def patched_deal_out(self) -> Callable[..., tuple[tuple[Hand, ...], list[Card]]]:
        ids_b = {deal_id_for(self.seed_b, i): i for i in range(1, 300)}
        assert not ids_b.keys() & {deal_id_for(SEED_A, i) for i in range(1, 300)}

        def dealing(deck: Hand, deal_id: int, players: int, hand_size: int, dealer: int
                    ) -> tuple[tuple[Hand, ...], list[Card]]:
            index = ids_b.get(deal_id)
            if index is None:  # world A
                return deal_out(deck, deal_id, players, hand_size, dealer)
            hands, rest = deal_out(deck, deal_id_for(SEED_A, index), players, hand_size,
                                   dealer)
            if index < self.first:
                return hands, rest
            new_hands, new_rest = self.redeal(list(hands), rest, random.Random(deal_id))
            return tuple(new_hands), new_rest

        return dealing


def public_part(state: Any) -> tuple[Any, ...]:
    """What every seat is shown by the rules in ``state``'s last move besides the actions
    themselves: the combinations announced or shown, and the turn-up."""
    declared = tuple(e for e in state.last_events if isinstance(e, Declared))
    return declared, getattr(state, "turn_up", None)


def choose(state_a: Any, state_b: Any, rng: random.Random) -> tuple[int, Any] | None:
    """The next public action, the same in both worlds: the seat to play's choice among
    the actions legal in both (a card both worlds let it play); None when there is none
    (the worlds' public facts part here)."""
    legal_b = set(state_b.legal_actions())
    common = [a for a in state_a.legal_actions() if a in legal_b]
    if not common:
        return None
    seat = state_a.to_play
    return (seat if seat is not None else 0), rng.choice(common)


def drive(pair: Pair, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[World, World, str]]:
    """Both worlds move by move; yields them after each move with what it was."""
    game = pair.game
    pair.seed_b = _seed_b(game.players)
    monkeypatch.setattr(core_game, "deal_out", pair.patched_deal_out())
    worlds = [World(Referee(game.new_match(seed=seed)))
              for seed in (SEED_A, pair.seed_b)]
    for world in worlds:
        world.take(world.referee.updates(), pair.seat)
    yield worlds[0], worlds[1], "sat down"
    rng = random.Random(pair.seat * 1_000 + pair.first)
    for _ in range(LIMIT):
        state_a, state_b = (w.referee.state for w in worlds)
        if state_a.is_over:
            return
        chosen = choose(state_a, state_b, rng)
        if chosen is None:
            return
        seat, action = chosen
        for world in worlds:
            referee = world.referee
            world.take(referee.handle(seat, Act(action, referee.version)), pair.seat)
        if public_part(worlds[0].referee.state) != public_part(worlds[1].referee.state):
            return
        yield worlds[0], worlds[1], f"{action} @{seat}"


def check_pair(pair: Pair, monkeypatch: pytest.MonkeyPatch) -> tuple[int, Any]:
    """Compare what the seat is sent in the two worlds, move by move; the moves compared
    and world A's state where the worlds' public facts parted."""
    moves = 0
    a = b = None
    for a, b, move in drive(pair, monkeypatch):
        where = f"seat {pair.seat}, deal {pair.first} differs, after {moves} moves ({move})"
        assert a.sent == b.sent, f"{where}: the referee's messages differ"
        assert a.wire == b.wire, f"{where}: the bytes on the wire differ"
        assert a.referee.observation(pair.seat) == b.referee.observation(pair.seat), \
            f"{where}: a computer's observation differs"
        moves += 1
    assert a is not None
    return moves, a.referee.state


def _game(game_id: str) -> Any:
    return create_game(game_id, players=4) if game_id == "blackout" else create_game(game_id)


@pytest.mark.parametrize("first", [1, 2])
@pytest.mark.parametrize("seat", range(4))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_is_sent_the_same_whatever_the_cards_it_cannot_see(game_id, seat, first,
                                                                    monkeypatch):
    game = _game(game_id)
    pair = Pair(game, seat, first, hidden_dealt_again(seat, game._turn_up))
    moves, parted = check_pair(pair, monkeypatch)
    # the comparison went through the deal under test's calls: the worlds part only when
    # a card the seat could not see is played (or a combination is announced)
    assert parted.deal_number >= first and parted.phase is Phase.PLAY, (moves, parted.phase)


@pytest.mark.parametrize("players", [3, 4, 7])
def test_blackout_stock_never_shows_in_anything_a_seat_is_sent(players, monkeypatch):
    """The stock is never seen: worlds that differ there (and in every seed and deal id)
    must send every seat the same, over the whole match, until its end."""
    game = create_game("blackout", players=players)
    for seat in range(players):
        pair = Pair(game, seat, 1, stock_dealt_again(game._turn_up))
        monkeypatch.undo()
        moves, parted = check_pair(pair, monkeypatch)
        assert parted.is_over, f"seat {seat}: compared {moves} moves, not the whole match"


def test_the_comparison_catches_a_seed_sent_before_the_match_is_over(monkeypatch):
    """The property is not vacuous: a view that shows the match's seed too early (as the
    deal's seed was once shown in every ``Dealt``) makes it fail at once."""
    import game.table.referee as referee_module
    from game.table.view import seat_view

    def leaky_view(state: Any, seat: int, *args: Any) -> Any:
        return replace(seat_view(state, seat, *args), match_seed=state.match_seed)

    monkeypatch.setattr(referee_module, "seat_view", leaky_view)
    game = _game("partnership-blackout")
    pair = Pair(game, 0, 1, hidden_dealt_again(0, game._turn_up))
    with pytest.raises(AssertionError, match="seed is sent before its end"):
        check_pair(pair, monkeypatch)
