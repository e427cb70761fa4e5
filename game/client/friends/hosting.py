"""A table this screen hosts for friends on the network: what the host screen holds.

``Hosting`` makes the match (the game and options as New game chose them), the network
host (``NetHost``) with each seat as planned — the player's own, open for a friend, or a
computer — and its announcement for discovery.  It listens from ``open()`` until
``close()`` and never otherwise.  ``start()`` starts the match and gives the table's
``MatchSession`` for the player's seat: the session holds only that seat's connection, so
the table reaches neither the host nor its state; the app keeps the ``Hosting`` and closes
it when the table is left.  What the network tells every other seat — who sits where (a
lost seat's countdown) and the quick messages — reaches the player's seat the same way:
the host's loop relays it into the seat's connection (``_relay``), and the phrases the
player says go out through a queue of phrase ids (``_HostSeat``).
"""

from __future__ import annotations

import contextlib
import queue
import socket
from collections.abc import Callable
from typing import Any

from game.client.friends.seating import with_players
from game.client.friends.table_secret import saved_secret, table_secret
from game.client.matches.links import News
from game.client.matches.session import MatchSession
from game.core import create_game
from game.net.admission import HostNotice, valid_code
from game.net.discovery import DISCOVERY_PORT, Announcer
from game.net.fairness import DealSecret
from game.net.protocol import Say, Seats, SeatState
from game.net.seats import SeatPlan
from game.net.server import DEFAULT_PORT, HostSettings, NetHost, new_code
from game.net.version import program_version
from game.table.host import SeatConnection
from game.table.mailbox import Mailbox
from game.table.messages import Request
from game.table.thinking import Thinker


def lan_address() -> str:
    """This machine's address on its network, to read out (no packet is sent: a UDP
    socket only asks the system which interface it would use); loopback without one."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


RELAY_EVERY = 0.25
"""Seconds between the host loop's looks at who sits where and what was said."""


class _HostSeat:
    """The player's seat at the host: the table's own connection, the phrases the player
    says, kept as ids until the host's loop says them, and what that loop tells the seat
    of the table with friends — who sits where, what was said, a notice
    (``Hosting._relay``)."""

    def __init__(self, link: SeatConnection) -> None:
        self._link = link
        self.phrases: queue.SimpleQueue[str] = queue.SimpleQueue()
        self.told: Mailbox[Seats | Say | HostNotice] = Mailbox()

    def send(self, request: Request) -> None:
        self._link.send(request)

    def say(self, phrase: str) -> None:
        self.phrases.put(phrase)

    def receive(self) -> list[News]:
        return [*self._link.receive(), *self.told.take_all()]

    def wait(self, timeout: float) -> News | None:
        told = self.told.wait(0)
        return told if told is not None else self._link.wait(timeout)

    def close(self) -> None:
        self._link.close()


class Hosting:
    """One hosted table, from the host screen until the table is left."""

    def __init__(self, game_id: str, options: dict[str, Any], seats: list[SeatPlan],
                 seed: int | None = None, takeover_level: str = "medium",
                 on_change: Callable[[Any], None] | None = None,
                 pace: Callable[[bool], float] | None = None,
                 address: str = "0.0.0.0", program: str | None = None,
                 announce_to: tuple[str, int] | None = None, port: int = DEFAULT_PORT,
                 state: Any = None, tokens: tuple[str | None, ...] = (),
                 code: str | None = None, hints: bool = True,
                 autosave: Callable[[Any, dict[str, Any]], None] | None = None,
                 fair: Any = None) -> None:
        """``state``: a saved match to go on with (its friends' ``tokens`` digests keep
        their seats for them; ``code`` and ``port`` as the table had, so each friend's
        window comes back with the same token).  ``autosave(state, table)``: after every
        move, with what a resumed table needs (``table_save``).  ``hints``: the host
        allows hints at this table (every seat is told in its welcome; the host's own
        seat plays by the same rule).  ``fair``: the secret a resumed table's save kept
        (``NetHost.fair_record``), so its reveal still verifies; a new table draws one
        (``table_secret``; a given ``seed`` is for tests: it deals foreseeable deals)."""
        secret: DealSecret | None
        if state is None:
            options = with_players(game_id, {}, len(seats)) | dict(options)
            game = create_game(game_id, **options)
            secret, state = table_secret(game, seed)
        else:
            secret = saved_secret(fair, state)
        self.game_id = game_id
        changed = on_change
        if autosave is not None:
            def saved(state: Any) -> None:
                autosave(state, self.table_save())
            changed = saved
        if code is None or not valid_code(code):  # (a save's code a friend cannot type)
            code = new_code()
        self.host = NetHost(state, seats, HostSettings(
            program=program or program_version(), address=address, start_when_full=False,
            takeover_after=60, level=takeover_level, port=port, any_port_if_taken=True,
            code=code, hints=hints), on_change=changed, pace=pace, tokens=tokens,
            fair=secret)
        self.host.resumable = autosave is not None
        self.resumed = bool(state.log) or bool(state.results)
        """The table goes on with a saved match."""
        mine = [i for i, plan in enumerate(seats) if plan.kind == "person"]
        self.seat = mine[0] if mine else None
        """The player's own seat (the plan's ``person`` one)."""
        self._link: SeatConnection | None = (
            self.host.connect(self.seat) if self.seat is not None else None)
        self._seat_link: _HostSeat | None = None
        self._told: tuple[SeatState, ...] = ()
        self._last_said: Say | None = None
        self._told_notice: HostNotice | None = None
        self._announce_to = announce_to or ("255.255.255.255", DISCOVERY_PORT)
        """Where the announcements go (the network's broadcast, unless a test says)."""
        self._announcer: Announcer | None = None
        self.port = 0
        self.closed = False

    @property
    def hints(self) -> bool:
        """Hints are allowed at this table (the host's rule, for every seat)."""
        return self.host.settings.hints

    @property
    def code(self) -> str:
        """The table code to read out."""
        return self.host.settings.code

    def table_save(self) -> dict[str, Any]:
        """What the autosave keeps of this table besides the match and its seats: its code,
        port and hints rule, and the digest of each friend's token (never the token: ``token_digest``),
        so a resumed table gives each friend who comes back his own seat."""
        fair = self.host.fair_record()
        return {"code": self.code, "port": self.port, "hints": self.hints,
                "tokens": self.host.table_record()["tokens"]} | ({"fair": fair} if fair else {})

    @property
    def listening(self) -> bool:
        return self.port != 0 and not self.closed

    def open(self) -> int:
        """Listen for friends and announce the table; the port."""
        self.port = self.host.open()
        self._announcer = Announcer(self.game_id, self.port, self.host.seat_states,
                                    target=self._announce_to)
        self._announcer.start()
        return self.port

    def guessing(self) -> HostNotice | None:
        """Someone is trying codes to get in (the screen says so while it lasts)."""
        return self.host.guessing()

    def seat_states(self) -> tuple[SeatState, ...]:
        """Who sits where now (each frame)."""
        return self.host.seat_states()

    def start(self, thinker: Thinker, names: tuple[str, ...] = ()) -> MatchSession:
        """Start the match (open seats nobody took are played by computers when the
        host's wait runs out); the table's session of the player's seat."""
        assert self._link is not None and self.seat is not None and not self.closed
        self._seat_link = _HostSeat(self._link)
        self.host.start()
        self.host.loop.call_soon_threadsafe(self._relay)
        return MatchSession.joined({self.seat: self._seat_link}, thinker, names,
                                   hints=self.hints)

    def _relay(self) -> None:
        """On the host's loop, every ``RELAY_EVERY`` s until the table closes: the seats
        as they are now and the phrases said since the last look go to the player's seat,
        and the player's phrases to the table."""
        seat_link, host = self._seat_link, self.host
        if self.closed or host.ended or seat_link is None or self.seat is None:
            return
        while True:
            try:
                host.say(self.seat, seat_link.phrases.get_nowait())
            except queue.Empty:
                break
        states = host.seat_states()
        if states != self._told:
            self._told = states
            seat_link.told.put(Seats(states))
        said = list(host.said)
        seen = next((i for i in range(len(said) - 1, -1, -1)
                     if said[i] is self._last_said), -1)
        for message in said[seen + 1:]:
            seat_link.told.put(message)
        if said:
            self._last_said = said[-1]
        notice = host.guessing()  # someone trying codes: the player's table says it once
        if notice is not None and notice is not self._told_notice:
            self._told_notice = notice
            seat_link.told.put(notice)
        host.loop.call_later(RELAY_EVERY, self._relay)

    def close(self, why: str = "host_left") -> None:
        """Stop announcing, tell every friend why, stop listening (waits for it)."""
        if self.closed:
            return
        self.closed = True
        if self._announcer is not None:
            self._announcer.stop()
        if self.port:
            self.host.close(why)
            with contextlib.suppress(Exception):
                self.host.wait_closed(10)
