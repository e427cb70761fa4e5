"""``trickbid host`` and ``trickbid join``: a table on the network from the command line.

    trickbid host --game ID [--players N] [--option K=V ...] --seats SPEC --port P
                  --code C [--deals N] [--seed S] [--takeover SECONDS] [--level L]
                  [--record FILE] [--resume FILE] [--no-announce] [--no-hints]
                  --headless
    trickbid join HOST:PORT --code C [--seat N] --bot LEVEL [--token HEX] [--seed S]
                  --headless
    trickbid join --list [--wait SECONDS]

A headless host takes no seat: ``me`` in ``--seats`` is refused (use ``open`` or a level).
``--record FILE`` is the host's save: the match's record with the table's seats and the
digests of the friends' tokens beside it (``"table"``), written after every deal and when
the table closes; ``--resume FILE`` goes on from it with the same seats (``--seats`` may
then be left out), and each friend coming back with his token gets his seat again.
The host prints one JSON line when it listens (``{"listening": PORT, "code": ...}``), one
for each notice (``{"notice": "guessing", "count": N, "for_seconds": S}``: someone is
trying codes and newcomers are refused for S seconds) and one when the table closes (why,
deals played, totals); a joining bot prints one JSON line at the end: its seat, the deals
played, the totals and ``"verified"``: whether the host's revealed secret checked out
against every deal it was sent (``game.net.fairness``; false, with ``"verified_reason"``,
also when nothing could be checked).  The host deals from 32 secret bytes and every seat's
contribution; ``--seed S`` is for tests: its deals can be foreseen by anyone who knows
``S`` and no seat can verify them.  ``--no-hints``: the table allows no
hints (every seat is told so when it sits down).  Exit codes: 0 done, 2 a usage error,
3 refused by the host (the JSON line says why), 4 the connection was lost, 5 the host sent
something this version cannot read (``"unreadable"``: the connection was closed at once).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

import ai
from game.core import create_game
from game.core.errors import TrickbidError
from game.core.record import MAX_RECORD_CHARS, read_record, record_of, replay_record
from game.net.admission import valid_code
from game.net.bot import play_bot, verdict_fields
from game.net.client import JoinRefused, ProtocolBroken, TableClient
from game.net.discovery import Announcer, listen
from game.net.fairness import DealSecret, derive_seed
from game.net.protocol import CODE_ALPHABET, CODE_LENGTH
from game.net.seats import SeatSpecError, parse_seats, plans_of_saved
from game.net.server import HostSettings, NetHost
from game.net.version import program_version

UNREADABLE = 5
"""``trickbid join``'s exit code when the host sent something this version cannot read."""


def _option(text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, got {text!r}")
    if value.lower() in ("true", "false"):
        return key, value.lower() == "true"
    if value.lstrip("-").isdigit() and len(value) < 10:
        return key, int(value)
    return key, value


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"write the table's address as HOST:PORT, got {text!r}")
    return host or "127.0.0.1", int(port)


def _say(line: dict[str, Any]) -> None:
    """One JSON line on stdout, in UTF-8 where it can be, else escaped to ASCII (a console
    that cannot show a name, a text that is not Unicode): never a traceback."""
    try:
        print(json.dumps(line, ensure_ascii=False), flush=True)
    except UnicodeEncodeError:
        print(json.dumps(line, ensure_ascii=True), flush=True)


# ------------------------------------------------------------------ host
def host_main(args: list[str]) -> int:

    parser = argparse.ArgumentParser(prog="trickbid host",
                                     description="Host a table on this network.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--option", action="append", type=_option, default=[],
                        metavar="KEY=VALUE")
    parser.add_argument("--seats", help="e.g. open,open,hard,open (with --resume: the "
                        "saved table's seats unless given)")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--address", default="0.0.0.0")
    parser.add_argument("--code", help="the table code (default: a new one)")
    parser.add_argument("--deals", type=int)
    parser.add_argument("--seed", type=int,
                        help="for tests only: deals anyone who knows the number can foresee "
                        "(the seats' contributions are left out, so no seat can verify "
                        "them); without it the deals come from 256 secret bits and every "
                        "seat's contribution")
    parser.add_argument("--takeover", type=float, default=60.0,
                        help="seconds before a computer takes a lost seat")
    parser.add_argument("--level", default="medium", choices=ai.LEVELS,
                        help="the level of a computer that takes a lost seat")
    parser.add_argument("--record", type=Path, help="write the match record here at the end")
    parser.add_argument("--resume", type=Path,
                        help="go on with the match of this record (a --record file)")
    parser.add_argument("--no-announce", action="store_true",
                        help="do not announce the table on the local network")
    parser.add_argument("--no-hints", action="store_true",
                        help="no hints at this table (every seat is told when it sits down)")
    parser.add_argument("--headless", action="store_true")
    opts = parser.parse_args(args)
    if not opts.headless:
        parser.error("hosting from the window is the menu's Play with friends; "
                     "from the command line add --headless")
    options = dict(opts.option)
    if opts.players is not None:
        options["players"] = opts.players
    if opts.seats is None and opts.resume is None:
        parser.error("--seats is needed (e.g. open,open,hard,open)")
    try:
        game = create_game(opts.game, **options)
        seats = None if opts.seats is None else parse_seats(opts.seats, game.players,
                                                            ai.LEVELS, headless=True)
    except (TrickbidError, SeatSpecError) as exc:
        parser.error(str(exc))
    if opts.deals is not None and opts.deals < 1:
        parser.error("--deals is a number of deals, 1 or more")
    if opts.code is not None and not valid_code(opts.code):
        parser.error(f"--code is {CODE_LENGTH} characters of {CODE_ALPHABET} "
                     f"(no 0/O or 1/I to misread), got {opts.code!r}")
    hints = not opts.no_hints  # and off when the resumed table had them off
    fair = DealSecret.drawn(opts.seed)
    state = game.new_match(seed=derive_seed(fair.secret, [None] * game.players))
    tokens: list[str | None] = []
    if opts.resume is not None:

        try:
            with opts.resume.open(encoding="utf-8") as file:
                saved = read_record(file.read(MAX_RECORD_CHARS + 1))
            state = replay_record(saved)
            table = saved_table(saved, state.players, ai.LEVELS)
        except (OSError, ValueError) as exc:  # RecordError, not UTF-8, a bad table
            parser.error(f"cannot resume {opts.resume}: {exc}")
        if state.game != game:
            parser.error(f"{opts.resume} is a match of {state.game.id} with other options")
        if seats is None:
            if table is None:
                parser.error(f"{opts.resume} keeps no seats: give --seats")
            seats = table[0]
        tokens = table[1] if table is not None else []
        try:
            hints = saved_hints(saved) and hints
        except ValueError as exc:
            parser.error(f"cannot resume {opts.resume}: {exc}")
        try:
            fair = saved_fair(saved, state)
        except ValueError as exc:
            parser.error(f"cannot resume {opts.resume}: {exc}")
    assert seats is not None
    settings = HostSettings(program=program_version(), address=opts.address, port=opts.port,
                            takeover_after=opts.takeover, level=opts.level, deals=opts.deals,
                            hints=hints,
                            **({"code": opts.code.upper()} if opts.code else {}))
    saves = TableSave(opts.record)
    host = NetHost(state, seats, settings, tokens=tokens,
                   on_change=lambda s: saves.changed(s, host), fair=fair)
    host.resumable = opts.record is not None
    try:
        port = host.open()
    except OSError:  # the port in use (or not ours to take): a usage error, not a crash
        host.close("host_left")
        parser.error(f"cannot listen on {opts.address}:{opts.port}: the port is in use "
                     "or not allowed here; choose another with --port (0: any free port)")

    with contextlib.suppress(ValueError):  # not the main thread: Ctrl-C only
        signal.signal(signal.SIGTERM, lambda *_: host.close("host_left"))
    announcer = None
    if not opts.no_announce:
        announcer = Announcer(game.id, port, host.seat_states)
        announcer.start()
    _say({"listening": port, "code": settings.code, "game": game.id}
         | ({"seed": state.match_seed} if opts.seed is not None else {}))
    try:
        while not host.wait_closed(0.5):
            while host.notices:  # someone guessing the code: the host's log says so
                notice = host.notices.popleft()
                _say({"notice": notice.code, "count": notice.count,
                      "for_seconds": notice.for_seconds})
    except KeyboardInterrupt:
        host.close("host_left")
        host.wait_closed(10)
    finally:
        if announcer is not None:
            announcer.stop()
    state = host.state
    saves.write(state, host)
    _say({"ended": host.ended, "deals": len(state.results), "totals": list(state.scores)})
    return 0


class TableSave:
    """The headless host's save (``--record``): the match's record and its table, written
    whole (a new file put in place of the old) after every scored deal and at the end."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._deals = -1

    def changed(self, state: Any, host: Any) -> None:
        """After each move (the table's thread): write when a deal has been scored."""
        if self.path is not None and len(state.results) != self._deals:
            self.write(state, host)

    def write(self, state: Any, host: Any) -> None:
        if self.path is None:
            return


        self._deals = len(state.results)
        record = record_of(state)
        record["table"] = host.table_record() | {"hints": host.settings.hints}
        fair = host.fair_record()
        if fair is not None:  # the secret stays with the host's save: the reveal verifies
            record["table"]["fair"] = fair
        part = self.path.with_name(self.path.name + ".part")
        part.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(part, self.path)


def saved_hints(record: Any) -> bool:
    """The hints rule a host's save keeps (``"table": {"hints": ...}``): a table that had
    them off goes on without; True for a save that does not say; ``ValueError`` if it is
    not true or false."""
    table = record.get("table") if isinstance(record, dict) else None
    if not isinstance(table, dict) or "hints" not in table:
        return True
    value = table["hints"]
    if value is True or value is False:
        return value
    raise ValueError("'table.hints' must be true or false")


def saved_fair(record: Any, state: Any) -> Any:
    """The secret a host's save keeps (``"table": {"fair": ...}``), checked against the
    saved match's seed; None for a save without one (its deals cannot be verified);
    ``ValueError`` naming what is wrong."""
    table = record.get("table") if isinstance(record, dict) else None
    if not isinstance(table, dict) or "fair" not in table:
        return None
    return DealSecret.from_json(table["fair"], state.players, state.match_seed)


def saved_table(record: Any, players: int, levels: tuple[str, ...]) -> \
        tuple[tuple[Any, ...], list[str | None]] | None:
    """The seats and token digests a host's save keeps (``"table"``), checked; None for a
    record without them (a plain match record); ``ValueError`` naming what is wrong."""

    table = record.get("table") if isinstance(record, dict) else None
    if table is None:
        return None
    seats = table.get("seats") if isinstance(table, dict) else None
    tokens = table.get("tokens") if isinstance(table, dict) else None
    if not isinstance(seats, list) or len(seats) != players or not isinstance(tokens, list) \
            or len(tokens) != players:
        raise ValueError(f"'table' must be an object naming {players} seats and {players}"
                         " tokens")
    if not all(t is None or (isinstance(t, str) and len(t) == 64
                             and all(c in "0123456789abcdef" for c in t)) for t in tokens):
        raise ValueError("'table.tokens' must be token digests (64 hex digits) or null")
    try:
        plans = plans_of_saved([str(s) for s in seats], levels, headless=True)
    except SeatSpecError as exc:
        raise ValueError(f"'table.seats': {exc}") from None
    return plans, list(tokens)


# ------------------------------------------------------------------ join
def join_main(args: list[str]) -> int:

    parser = argparse.ArgumentParser(prog="trickbid join",
                                     description="Join a table on this network.")
    parser.add_argument("address", type=_address, nargs="?", metavar="HOST:PORT")
    parser.add_argument("--list", action="store_true",
                        help="list the tables announced on this network and exit")
    parser.add_argument("--wait", type=float, default=3.0)
    parser.add_argument("--code")
    parser.add_argument("--seat", type=int)
    parser.add_argument("--bot", choices=ai.LEVELS)
    parser.add_argument("--token", help="this player's token for the table (32 hex digits)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--name", default="")
    parser.add_argument("--headless", action="store_true")
    opts = parser.parse_args(args)
    if opts.list:

        for table in listen(opts.wait):
            _say(table)
        return 0
    if opts.address is None or opts.code is None:
        parser.error("give the table's HOST:PORT and --code")
    if not opts.headless or opts.bot is None:
        parser.error("joining from the window is the menu's Play with friends; "
                     "from the command line add --headless --bot LEVEL")
    token = opts.token
    if token is not None and (len(token) != 32 or any(c not in "0123456789abcdef"
                                                       for c in token.lower())):
        parser.error("--token is 32 hex digits")
    return asyncio.run(_join(opts, token))


async def _join(opts: argparse.Namespace, token: str | None) -> int:

    host, port = opts.address
    client = TableClient(host, port, opts.code, program_version(), token=token,
                         seat=opts.seat, name=opts.name[:24])
    try:
        await client.connect()
    except JoinRefused as exc:
        _say({"refused": exc.why, "host_program": exc.program})
        return 3
    except ProtocolBroken as exc:
        _say({"refused": exc.why, "detail": str(exc)[:200]})
        return UNREADABLE
    except (OSError, TimeoutError) as exc:
        _say({"refused": "unreachable", "detail": str(exc)[:200]})
        return 4
    try:
        summary = await play_bot(client, opts.bot, opts.seed)
    except ProtocolBroken as exc:
        summary = {"seat": client.seat, "ended": exc.why, "detail": str(exc)[:200],
                   **verdict_fields(client)}
    except (OSError, TimeoutError) as exc:
        summary = {"seat": client.seat, "ended": "connection_lost", "detail": str(exc)[:200],
                   **verdict_fields(client)}
    finally:
        await client.close()
    _say(summary)
    return {"connection_lost": 4, ProtocolBroken.why: UNREADABLE}.get(summary["ended"], 0)


def main(args: list[str]) -> int:
    """``args[0]`` is ``host`` or ``join``."""
    return host_main(args[1:]) if args[0] == "host" else join_main(args[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
