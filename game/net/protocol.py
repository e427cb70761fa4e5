"""The messages of the wire, checked field by field on the way in.

A seat sends ``hello`` once, then requests for itself (``act``, ``take_back``, ``claim``),
``ping`` and ``bye``; it never names a seat after ``hello`` (the connection is its seat).
The host sends ``welcome`` (or ``hello_refused`` and closes), then the referee's messages
(``update``, ``refused``, ``claim``, ``computer_failed``), the table's ``seats`` and
``error`` / ``closing`` / ``pong``.  ``read_request`` turns a seat's line into the table's
request or one of the controls below, and refuses anything else with a ``DecodeError``
that names the field: the exact set of keys, each value's type and range.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any

from game.core.cards import parse_suit
from game.core.errors import TrickbidError
from game.net.codec import (
    DecodeError,
    Decoder,
    encode_events,
    encode_view,
    read_action,
    read_card,
    whole,
)
from game.net.fairness import FairnessError, Reveal, read_hex
from game.table.messages import (
    Act,
    ClaimRest,
    ClaimRuling,
    ComputerFailed,
    DealRecord,
    Message,
    Refusal,
    Refused,
    Request,
    TakeBack,
    Update,
)

MAX_SEATS = 7
"""No game seats more (Blackout's seven)."""
TOKEN_LENGTH = 32
"""A client's token for a table: 32 hex digits (128 random bits)."""
MAX_NAME = 24
MAX_VERSION = 2**31
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""A table code's letters: no 0/O or 1/I to misread when it is read out."""
CODE_LENGTH = 4
CODE_LETTERS = string.ascii_lowercase + string.digits + "_-."
"""The letters of a code the host sends as data (why a seat is refused or closed, a rule's
id): a newer host's unknown code still reads (the screen words it as a general one),
anything else is not a code."""


@dataclass(frozen=True)
class Hello:
    protocol: int
    program: str
    code: str
    token: str
    seat: int | None
    name: str


PHRASES = ("hello", "good_luck", "well_played", "thanks", "sorry", "oops", "one_moment",
           "good_game", "bye")
"""The quick messages a seat may send the table: ids only, each screen words them in its
own language (no free text: nothing a peer types reaches another's screen)."""


HELLO_REFUSALS = ("hello", "protocol", "program", "code", "tries", "seat_taken", "no_seat")
"""Why a host refuses to seat a peer (``hello_refused``'s ``why``)."""
CLOSINGS = ("match_over", "deals_done", "host_left", "errors", "too_long", "replaced", "bye",
            "refused")
"""Why a host closes a seat's connection (``closing``'s ``why``)."""
COMPLAINTS = ("malformed", "too_fast")
"""Why a host refused one line of a seat (``error``'s ``why``)."""


@dataclass(frozen=True)
class Say:
    """One of ``PHRASES`` to the whole table (seat -> host), or from ``seat`` (host ->
    seat: ``seat`` is filled in by the host, never by the sender)."""

    phrase: str
    seat: int = -1


@dataclass(frozen=True)
class Ping:
    pass


@dataclass(frozen=True)
class Contribute:
    """A seat's pledge of its own random contribution to the match's deals: the hash of
    it (``fairness.pledge_of``, 64 hex digits), sent right after its ``welcome`` (after
    the host committed to its secret)."""

    pledge: str


@dataclass(frozen=True)
class Open:
    """The contribution itself (64 hex digits), sent when the host asks at Start: every
    pledge was in before any contribution was shown (seat -> host), or the host's ask
    (host -> seat, ``contribution`` empty)."""

    contribution: str = ""


@dataclass(frozen=True)
class Bye:
    pass


Control = Hello | Ping | Bye | Say | Contribute | Open


def _keys(message: dict[str, Any], *names: str) -> None:
    expected = {"t", *names}
    if set(message) != expected:
        odd = sorted(str(k)[:20] for k in set(message) ^ expected)[:4]
        raise DecodeError(f"{message['t'][:20]!r}: fields do not match ({odd})")


def _text(value: Any, where: str, limit: int, alphabet: str | None = None) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise DecodeError(f"{where}: text of at most {limit} characters")
    if alphabet is not None and not all(c in alphabet for c in value):
        raise DecodeError(f"{where}: only {alphabet[:16]}... allowed")
    return value


def _hex(value: Any, where: str) -> str:
    try:
        return read_hex(value, where)
    except FairnessError as exc:
        raise DecodeError(str(exc)) from None


def read_request(message: dict[str, Any]) -> Request | Control:
    """A seat's message as a request for the referee or a control; ``DecodeError`` else."""
    kind = message["t"]
    if kind == "act":
        _keys(message, "action", "version")
        return Act(read_action(message["action"]),
                   whole(message["version"], "version", 0, MAX_VERSION))
    if kind in ("take_back", "claim"):
        _keys(message, "version")
        version = whole(message["version"], "version", 0, MAX_VERSION)
        return TakeBack(version) if kind == "take_back" else ClaimRest(version)
    if kind == "ping":
        _keys(message)
        return Ping()
    if kind == "bye":
        _keys(message)
        return Bye()
    if kind == "say":
        _keys(message, "phrase")
        if message["phrase"] not in PHRASES:
            raise DecodeError(f"phrase: one of {', '.join(PHRASES)}")
        return Say(message["phrase"])
    if kind == "pong":
        _keys(message)
        return Ping()
    if kind == "contribute":
        _keys(message, "pledge")
        return Contribute(_hex(message["pledge"], "pledge"))
    if kind == "open":
        _keys(message, "contribution")
        return Open(_hex(message["contribution"], "contribution"))
    if kind == "hello":
        _keys(message, "protocol", "program", "code", "token", "seat", "name")
        seat = message["seat"]
        name = _text(message["name"], "name", MAX_NAME)
        if not name.isprintable():
            raise DecodeError("name: printable characters only")
        return Hello(
            protocol=whole(message["protocol"], "protocol", 0, MAX_VERSION),
            program=_text(message["program"], "program", 40),
            code=_text(message["code"], "code", 16),
            token=_text(message["token"], "token", TOKEN_LENGTH, string.hexdigits),
            seat=None if seat is None else whole(seat, "seat", 0, MAX_SEATS - 1),
            name=name,
        )
    raise DecodeError(f"unknown message type {str(kind)[:20]!r}")


def hello_message(hello: Hello) -> dict[str, Any]:
    return {"t": "hello", "protocol": hello.protocol, "program": hello.program,
            "code": hello.code, "token": hello.token, "seat": hello.seat, "name": hello.name}


def request_message(request: Request) -> dict[str, Any]:
    """A seat's request as the wire writes it."""
    if isinstance(request, Act):
        from game.net.codec import action_text

        return {"t": "act", "action": action_text(request.action), "version": request.version}
    kind = "take_back" if isinstance(request, TakeBack) else "claim"
    return {"t": kind, "version": request.version}


# ------------------------------------------------------------------ host -> seat
def host_message(message: Message, known_results: int = 0) -> dict[str, Any]:
    """One of the referee's messages to a seat as the wire writes it (an update for a seat
    that already has ``known_results`` finished deals' results carries only the rest)."""
    if isinstance(message, Update):
        return {"t": "update", "events": encode_events(message.events),
                "view": encode_view(message.view, known_results)}
    if isinstance(message, Refused):
        params = {str(k): v if v is None or isinstance(v, bool | int | str) else str(v)
                  for k, v in message.params}
        return {"t": "refused", "why": message.why.value, "code": message.code,
                "params": params}
    if isinstance(message, DealRecord):
        return {"t": "deal_record", "deal_number": message.deal_number,
                "record": message.record}
    if isinstance(message, ClaimRuling):
        return {"t": "claim", "seat": message.seat, "valid": message.valid,
                "decided": message.decided, "tricks_left": message.tricks_left}
    return {"t": "computer_failed", "seat": message.seat}


@dataclass(frozen=True)
class SeatState:
    """Who sits at one seat, as every seat is told (``seats`` message)."""

    kind: str
    """``"person"``, ``"computer"``, ``"open"`` (nobody yet) or ``"lost"`` (its
    connection dropped; a computer takes it in ``takeover_in`` seconds)."""
    name: str = ""
    level: str = ""
    takeover_in: int | None = None


SEAT_KINDS = ("person", "computer", "open", "lost")


@dataclass(frozen=True)
class Welcome:
    seat: int
    players: int
    program: str
    hints: bool = True
    """The host allows hints at this table (for every seat, the host's own too)."""
    commitment: str | None = None
    """The SHA-256 of the host's secret (``game.net.fairness``), before any card is dealt;
    None: this table's deals cannot be checked (a table resumed from an older save)."""


@dataclass(frozen=True)
class Seats:
    seats: tuple[SeatState, ...]


@dataclass(frozen=True)
class HelloRefused:
    why: str
    program: str = ""
    protocol: int = 0


@dataclass(frozen=True)
class Closing:
    why: str


@dataclass(frozen=True)
class ProtocolComplaint:
    """The host refused one of our lines (``why``: malformed, too_fast)."""

    why: str
    detail: str


def read_host_message(message: dict[str, Any], decoder: Decoder) -> Any:
    """A host's line as the referee's message or one of the table's; ``DecodeError`` else."""
    kind = message["t"]
    if kind == "update":
        _keys(message, "events", "view")
        return Update(decoder.events(message["events"]), decoder.view(message["view"]))
    if kind == "refused":
        _keys(message, "why", "code", "params")
        try:
            why = Refusal(_text(message["why"], "why", 20))
        except ValueError:
            raise DecodeError("why: not a refusal") from None
        params = message["params"]
        if not isinstance(params, dict) or len(params) > 8:
            raise DecodeError("params: an object of a few values")
        return Refused(why, _text(message["code"], "code", 40, CODE_LETTERS),
                       tuple((_text(k, "params key", 40, CODE_LETTERS), _param(k, v))
                             for k, v in params.items()))
    if kind == "claim":
        _keys(message, "seat", "valid", "decided", "tricks_left")
        if not isinstance(message["valid"], bool) or not isinstance(message["decided"], bool):
            raise DecodeError("claim: valid and decided are true or false")
        return ClaimRuling(whole(message["seat"], "seat", 0, MAX_SEATS - 1), message["valid"],
                           message["decided"], whole(message["tricks_left"], "tricks_left", 0, 52))
    if kind == "deal_record":
        _keys(message, "deal_number", "record")
        return DealRecord(whole(message["deal_number"], "deal_number", 1, 10_000),
                          _deal_record(message["record"], message["deal_number"]))
    if kind == "computer_failed":
        _keys(message, "seat")
        return ComputerFailed(whole(message["seat"], "seat", 0, MAX_SEATS - 1))
    if kind == "welcome":
        _keys(message, "protocol", "program", "seat", "players", "hints", "commitment")
        if not isinstance(message["hints"], bool):
            raise DecodeError("hints: true or false")
        commitment = message["commitment"]
        return Welcome(whole(message["seat"], "seat", 0, MAX_SEATS - 1),
                       whole(message["players"], "players", 1, MAX_SEATS),
                       _text(message["program"], "program", 40), message["hints"],
                       None if commitment is None else _hex(commitment, "commitment"))
    if kind == "open":
        _keys(message)
        return Open()
    if kind == "reveal":
        _keys(message, "secret", "contributions")
        used = message["contributions"]
        if not isinstance(used, list) or not 1 <= len(used) <= MAX_SEATS:
            raise DecodeError("contributions: one a seat")
        return Reveal(_hex(message["secret"], "secret"),
                      tuple(None if c is None else _hex(c, "contributions") for c in used))
    if kind == "hello_refused":
        _keys(message, "why", "protocol", "program")
        return HelloRefused(_text(message["why"], "why", 20, CODE_LETTERS),
                            _text(message["program"], "program", 40),
                            whole(message["protocol"], "protocol", 0, MAX_VERSION))
    if kind == "seats":
        _keys(message, "seats")
        seats = message["seats"]
        if not isinstance(seats, list) or len(seats) > MAX_SEATS:
            raise DecodeError("seats: a list of at most seven")
        out = []
        for i, s in enumerate(seats):
            if not isinstance(s, dict) or set(s) != {"kind", "name", "level", "takeover_in"}:
                raise DecodeError(f"seats[{i}]: kind, name, level, takeover_in")
            if s["kind"] not in SEAT_KINDS:
                raise DecodeError(f"seats[{i}].kind: one of {SEAT_KINDS}")
            t = s["takeover_in"]
            out.append(SeatState(s["kind"], _text(s["name"], "name", MAX_NAME),
                                 _text(s["level"], "level", 20),
                                 None if t is None else whole(t, "takeover_in", 0, 86400)))
        return Seats(tuple(out))
    if kind == "said":
        _keys(message, "seat", "phrase")
        if message["phrase"] not in PHRASES:
            raise DecodeError(f"phrase: one of {', '.join(PHRASES)}")
        return Say(message["phrase"], whole(message["seat"], "seat", 0, MAX_SEATS - 1))
    if kind == "closing":
        _keys(message, "why")
        return Closing(_text(message["why"], "why", 20, CODE_LETTERS))
    if kind == "error":
        _keys(message, "why", "detail")
        return ProtocolComplaint(_text(message["why"], "why", 20, CODE_LETTERS),
                                 _text(message["detail"], "detail", 200))
    if kind in ("pong", "ping"):
        _keys(message)
        return Ping()
    raise DecodeError(f"unknown message type {str(kind)[:20]!r}")


def _deal_record(record: Any, deal_number: int) -> dict[str, Any]:
    """A finished deal's record, checked by replaying it through the core (its hands as
    dealt, its actions in the record's text form: ``"10H"``, ``"play QS"``)."""
    from game.core.record import replay_record

    if not isinstance(record, dict) or not isinstance(record.get("deal"), dict) \
            or record["deal"].get("deal_number") != deal_number:
        raise DecodeError("deal_record: a deal's record with its deal_number")
    try:
        replay_record(record)
    except Exception as exc:  # noqa: BLE001 - any record the core cannot replay is refused
        raise DecodeError(f"deal_record: {ascii(str(exc))[:120]}") from None
    return record


def _param(key: str, value: Any) -> Any:
    """A refusal's detail: null, true/false, a whole number or a short text (a rule's
    wording reads it: a number of tricks; a ``card``, a ``suit`` or ``trump`` must be
    one, as the wording parses it)."""
    if key == "card" and isinstance(value, str):
        read_card(value, "params.card")
        return value
    if key in ("suit", "trump") and isinstance(value, str):
        try:
            parse_suit(value)
        except TrickbidError:
            raise DecodeError(f"params.{key}: not a suit") from None
        return value
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return whole(value, "params value")
    return _text(value, "params value", 40)


def welcome_message(welcome: Welcome, protocol: int) -> dict[str, Any]:
    """The host's ``welcome`` to a seat it has just seated, as the wire writes it."""
    return {"t": "welcome", "protocol": protocol, "program": welcome.program,
            "seat": welcome.seat, "players": welcome.players, "hints": welcome.hints,
            "commitment": welcome.commitment}


def reveal_message(reveal: Reveal) -> dict[str, Any]:
    """The host's ``reveal`` at the match's end: its secret and the contributions used."""
    return {"t": "reveal", "secret": reveal.secret, "contributions": list(reveal.contributions)}


def seats_message(seats: tuple[SeatState, ...]) -> dict[str, Any]:
    return {"t": "seats", "seats": [
        {"kind": s.kind, "name": s.name, "level": s.level, "takeover_in": s.takeover_in}
        for s in seats]}
