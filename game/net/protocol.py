"""The messages of the wire, each declared once (``game.net.schema``): its fields and
their limits, how it is written, how it is read back and checked.

A seat sends ``hello`` once, then requests for itself (``act``, ``take_back``, ``claim``),
``say``, the pledge of its part of the deals (``contribute``, ``open``), ``ping`` and ``bye``;
it never names a seat after ``hello`` (the connection is its seat).  The host sends
``welcome`` (or ``hello_refused`` and closes), then the referee's messages (``update``,
``refused``, ``deal_record``, ``claim``, ``computer_failed``), the table's ``seats``,
``said``, ``open``, ``reveal`` and ``error`` / ``closing`` / ``ping``.  ``read_request`` and
``read_host_message`` are the one decoder of each direction: a message of a closed set of
kinds (``SeatMessage``, ``HostMessage``) that callers ``match`` on, or a ``DecodeError``
naming the field.  ``docs/protocol.md``'s message tables are made from ``SEAT`` and ``HOST``.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import replace

from game.core.cards import parse_suit
from game.core.errors import TrickbidError
from game.core.events import Event
from game.core.observation import Observation
from game.core.record import replay_record
from game.core.registry import GAMES
from game.net.codec import DecodeError, Decoder, encode_events, encode_view, read_card, whole
from game.net.controls import (
    CLOSINGS,
    CODE_ALPHABET,
    CODE_LENGTH,
    CODE_LETTERS,
    COMPLAINTS,
    HELLO_REFUSALS,
    MAX_NAME,
    MAX_SEATS,
    MAX_VERSION,
    PHRASES,
    SEAT_KINDS,
    TOKEN_LENGTH,
    Bye,
    Closing,
    Contribute,
    Control,
    Hello,
    HelloRefused,
    Open,
    Ping,
    ProtocolComplaint,
    Say,
    Seats,
    SeatState,
    Welcome,
)
from game.net.fairness import Reveal
from game.net.schema import (
    Acts,
    Choice,
    Declared,
    Field,
    Flag,
    Hex,
    Items,
    Maybe,
    Named,
    Record,
    Shape,
    Spec,
    Text,
    Whole,
    by_tag,
    fields,
    read_message,
)
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
from game.table.view import SeatView

__all__ = [  # the table's values, kept importable from here as before
    "CLOSINGS",
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "CODE_LETTERS",
    "COMPLAINTS",
    "HELLO_REFUSALS",
    "MAX_NAME",
    "MAX_SEATS",
    "MAX_VERSION",
    "PHRASES",
    "SEAT_KINDS",
    "TOKEN_LENGTH",
    "Bye",
    "Closing",
    "Contribute",
    "Control",
    "Hello",
    "HelloRefused",
    "Open",
    "Ping",
    "ProtocolComplaint",
    "Say",
    "SeatState",
    "Seats",
    "Welcome",
]

SeatMessage = Request | Control
"""Every message a seat may send, read (``read_request``)."""
HostMessage = (Update | Refused | DealRecord | ClaimRuling | ComputerFailed | Welcome | Open
               | Reveal | HelloRefused | Seats | Say | Closing | ProtocolComplaint | Ping)
"""Every message a host may send, read (``read_host_message``)."""


# ------------------------------------------------------------------ shapes of our own
class Events(Shape[tuple[Event, ...]]):
    def read(self, value: object, where: str, decoder: Decoder) -> tuple[Event, ...]:
        return decoder.events(value)

    def write(self, value: tuple[Event, ...]) -> object:
        return encode_events(value)

    def describe(self) -> str:
        return "list of the core's events, each named in `type`"


class View(Shape[SeatView[Observation]]):
    """The seat's view (``codec``: field by field from the view's own classes)."""

    def read(self, value: object, where: str, decoder: Decoder) -> SeatView[Observation]:
        return decoder.view(value)

    def write(self, value: SeatView[Observation]) -> object:
        return encode_view(value)

    def describe(self) -> str:
        return "the seat's `SeatView` (below)"


class Params(Shape[tuple[tuple[str, object], ...]]):
    """A refusal's details: a few scalars by a code's name (a ``card``, a ``suit`` or a
    ``trump`` must be one, as the rule's wording reads it)."""

    KEY = Text(40, CODE_LETTERS, alphabet_name="a-z 0-9 _-.")

    def read(self, value: object, where: str,
             decoder: Decoder) -> tuple[tuple[str, object], ...]:
        if not isinstance(value, dict) or len(value) > 8:
            raise DecodeError(f"{where}: an object of a few values")
        return tuple((self.KEY.read(k, "params key", decoder), _param(str(k), v))
                     for k, v in value.items())

    def write(self, value: tuple[tuple[str, object], ...]) -> object:
        return {str(k): v if v is None or isinstance(v, bool | int | str) else str(v)
                for k, v in value}

    def describe(self) -> str:
        return "object of ≤ 8 scalars (null, true/false, whole number, text ≤ 40)"


class RecordOfDeal(Shape[dict[str, object]]):
    """A finished deal's record: checked by replaying it through the core (its hands as
    dealt, its actions in the record's text form)."""

    def read(self, value: object, where: str, decoder: Decoder) -> dict[str, object]:
        deal = value.get("deal") if isinstance(value, dict) else None
        if not isinstance(value, dict) or not isinstance(deal, dict):
            raise DecodeError("deal_record: a deal's record with its deal_number")
        try:
            replay_record(value)
        except Exception as exc:  # noqa: BLE001 - any record the core cannot replay is refused
            raise DecodeError(f"deal_record: {ascii(str(exc))[:120]}") from None
        return value

    def describe(self) -> str:
        return "a deal's record the core replays"


def _param(key: str, value: object) -> object:
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
    return Text(40).read(value, "params value", Decoder())


# ------------------------------------------------------------------ the fields
VERSION = Field("version", Whole(0, MAX_VERSION), "the view's `version` the seat saw")
PROTOCOL_F = Field("protocol", Whole(0, MAX_VERSION))
PROGRAM = Field("program", Text(40))
SEAT = Field("seat", Whole(0, MAX_SEATS - 1))
CODE_ID = Text(20, CODE_LETTERS, alphabet_name="a-z 0-9 _-.")
PHRASE = Field("phrase", Choice(PHRASES))
HASH = Hex()

ACTION = Field("action", Acts())
PLEDGE = Field("pledge", HASH)
CONTRIBUTION = Field("contribution", HASH)
H_SEAT = Field("seat", Maybe(SEAT.shape), "null: the first open seat")
CODE = Field("code", Text(16), f"{CODE_LENGTH} of `{CODE_ALPHABET}`, checked on admission")
TOKEN = Field("token", Text(TOKEN_LENGTH, string.hexdigits, alphabet_name="hex digits"))
NAME = Field("name", Text(MAX_NAME, printable=True))

EVENTS = Field("events", Events())
VIEW = Field("view", View())
WHY_REFUSED = Field("why", Named(Refusal))
RULE = Field("code", Text(40, CODE_LETTERS, alphabet_name="a-z 0-9 _-."), "the rule's code")
PARAMS = Field("params", Params())
DEAL_NUMBER = Field("deal_number", Whole(1, 10_000))
DEAL = Field("record", RecordOfDeal())
VALID = Field("valid", Flag())
DECIDED = Field("decided", Flag())
TRICKS_LEFT = Field("tricks_left", Whole(0, 52))
PLAYERS = Field("players", Whole(1, MAX_SEATS))
HINTS = Field("hints", Flag(), "the host's rule for every seat")
COMMITMENT = Field("commitment", Maybe(HASH), "SHA-256 of the host's secret")
GAME = Field("game", Choice(tuple(GAMES)), "the table's game id")
SECRET = Field("secret", HASH)
USED = Field("contributions", Items(Maybe(HASH), 1, MAX_SEATS), "by seat")
SEAT_KIND = Field("kind", Choice(SEAT_KINDS), "`lost`: a computer takes it in `takeover_in` s")
SEAT_NAME = Field("name", Text(MAX_NAME))
SEAT_LEVEL = Field("level", Text(20))
TAKEOVER = Field("takeover_in", Maybe(Whole(0, 86400)))
SEAT_STATE: Record[SeatState] = Record(
    fields(SEAT_KIND, SEAT_NAME, SEAT_LEVEL, TAKEOVER),
    lambda get: SeatState(get(SEAT_KIND), get(SEAT_NAME), get(SEAT_LEVEL), get(TAKEOVER)),
    lambda s: (SEAT_KIND.put(s.kind), SEAT_NAME.put(s.name), SEAT_LEVEL.put(s.level),
               TAKEOVER.put(s.takeover_in)),
    "per seat")
SEAT_STATES = Field("seats", Items(SEAT_STATE, 0, MAX_SEATS))
COMPLAINT = Field("why", CODE_ID, "`" + "`, `".join(COMPLAINTS) + "`")
DETAIL = Field("detail", Text(200), "English, for logs only")
CLOSING_WHY = Field("why", CODE_ID, "`" + "`, `".join(CLOSINGS) + "`")
REFUSED_WHY = Field("why", CODE_ID, "`" + "`, `".join(HELLO_REFUSALS) + "`")


def _none(message: object) -> tuple[tuple[str, object], ...]:
    return ()


# ------------------------------------------------------------------ seat -> host
ACT: Spec[Act] = Spec(
    "act", "seat", "make this call / play this card / `deal` the next deal",
    fields(ACTION, VERSION),
    lambda get: Act(get(ACTION), get(VERSION)),
    lambda m: (ACTION.put(m.action), VERSION.put(m.version)))
TAKE_BACK: Spec[TakeBack] = Spec(
    "take_back", "seat", "take back the seat's last move (only if the table allows)",
    fields(VERSION), lambda get: TakeBack(get(VERSION)), lambda m: (VERSION.put(m.version),))
CLAIM: Spec[ClaimRest] = Spec(
    "claim", "seat", "claim the rest of the tricks",
    fields(VERSION), lambda get: ClaimRest(get(VERSION)), lambda m: (VERSION.put(m.version),))
SEAT_PING: Spec[Ping] = Spec("ping", "seat", "keepalive (every 10 s)", (),
                             lambda get: Ping(), _none)
SEAT_PONG: Spec[Ping] = Spec("pong", "seat", "accepted, ignored", (), lambda get: Ping(), _none)
BYE: Spec[Bye] = Spec("bye", "seat", "leaving; the seat shows as lost", (),
                      lambda get: Bye(), _none)
SAY: Spec[Say] = Spec(
    "say", "seat", "a quick message to the table (an id: each screen words it)",
    fields(PHRASE), lambda get: Say(get(PHRASE)), lambda m: (PHRASE.put(m.phrase),))
CONTRIBUTE: Spec[Contribute] = Spec(
    "contribute", "seat",
    "the hash of this seat's random part of the deals (right after `welcome`)",
    fields(PLEDGE), lambda get: Contribute(get(PLEDGE)), lambda m: (PLEDGE.put(m.pledge),))
SEAT_OPEN: Spec[Open] = Spec(
    "open", "seat", "that random part itself, when the host asks at Start (it must match "
    "the pledge)", fields(CONTRIBUTION), lambda get: Open(get(CONTRIBUTION)),
    lambda m: (CONTRIBUTION.put(m.contribution),))
HELLO: Spec[Hello] = Spec(
    "hello", "seat", "the first line: which table, which seat, who",
    fields(PROTOCOL_F, PROGRAM, CODE, TOKEN, H_SEAT, NAME),
    lambda get: Hello(protocol=get(PROTOCOL_F), program=get(PROGRAM), code=get(CODE),
                      token=get(TOKEN), seat=get(H_SEAT), name=get(NAME)),
    lambda m: (PROTOCOL_F.put(m.protocol), PROGRAM.put(m.program), CODE.put(m.code),
               TOKEN.put(m.token), H_SEAT.put(m.seat), NAME.put(m.name)))

SEAT_MESSAGES: dict[str, Declared[SeatMessage]] = by_tag(
    HELLO, ACT, TAKE_BACK, CLAIM, SAY, CONTRIBUTE, SEAT_OPEN, SEAT_PING, SEAT_PONG, BYE)
"""Every message a seat may send, by its tag."""

# ------------------------------------------------------------------ host -> seat
UPDATE: Spec[Update] = Spec(
    "update", "host", "the table after a move: the events the seat may see, its new view",
    fields(EVENTS, VIEW), lambda get: Update(get(EVENTS), get(VIEW)),
    lambda m: (EVENTS.put(m.events), VIEW.put(m.view)))
REFUSED: Spec[Refused] = Spec(
    "refused", "host", "a request refused (`rule`: the rule's code and details)",
    fields(WHY_REFUSED, RULE, PARAMS),
    lambda get: Refused(get(WHY_REFUSED), get(RULE), get(PARAMS)),
    lambda m: (WHY_REFUSED.put(m.why), RULE.put(m.code), PARAMS.put(m.params)))
DEAL_RECORD: Spec[DealRecord] = Spec(
    "deal_record", "host", "a finished deal's record, once, for its review",
    fields(DEAL_NUMBER, DEAL), lambda get: _deal_record(get(DEAL_NUMBER), get(DEAL)),
    lambda m: (DEAL_NUMBER.put(m.deal_number), DEAL.put(m.record)))
CLAIM_RULING: Spec[ClaimRuling] = Spec(
    "claim", "host", "the ruling on a seat's claim",
    fields(SEAT, VALID, DECIDED, TRICKS_LEFT),
    lambda get: ClaimRuling(get(SEAT), get(VALID), get(DECIDED), get(TRICKS_LEFT)),
    lambda m: (SEAT.put(m.seat), VALID.put(m.valid), DECIDED.put(m.decided),
               TRICKS_LEFT.put(m.tricks_left)))
COMPUTER_FAILED: Spec[ComputerFailed] = Spec(
    "computer_failed", "host", "the computer playing this seat failed",
    fields(SEAT), lambda get: ComputerFailed(get(SEAT)), lambda m: (SEAT.put(m.seat),))
WELCOME: Spec[Welcome] = Spec(
    "welcome", "host", "seated (the answer to `hello`)",
    fields(PROTOCOL_F, PROGRAM, SEAT, PLAYERS, HINTS, COMMITMENT, GAME),
    lambda get: Welcome(protocol=get(PROTOCOL_F), program=get(PROGRAM), seat=get(SEAT),
                        players=get(PLAYERS), hints=get(HINTS), commitment=get(COMMITMENT),
                        game=get(GAME)),
    lambda m: (PROTOCOL_F.put(m.protocol), PROGRAM.put(m.program), SEAT.put(m.seat),
               PLAYERS.put(m.players), HINTS.put(m.hints), COMMITMENT.put(m.commitment),
               GAME.put(m.game)))
HELLO_REFUSED: Spec[HelloRefused] = Spec(
    "hello_refused", "host", "not seated; the connection closes",
    fields(REFUSED_WHY, PROTOCOL_F, PROGRAM),
    lambda get: HelloRefused(get(REFUSED_WHY), get(PROGRAM), get(PROTOCOL_F)),
    lambda m: (REFUSED_WHY.put(m.why), PROTOCOL_F.put(m.protocol), PROGRAM.put(m.program)))
SEATS: Spec[Seats] = Spec(
    "seats", "host", "who sits where", fields(SEAT_STATES),
    lambda get: Seats(get(SEAT_STATES)), lambda m: (SEAT_STATES.put(m.seats),))
SAID: Spec[Say] = Spec(
    "said", "host", "a seat's quick message", fields(SEAT, PHRASE),
    lambda get: Say(get(PHRASE), get(SEAT)), lambda m: (SEAT.put(m.seat), PHRASE.put(m.phrase)))
HOST_OPEN: Spec[Open] = Spec("open", "host", "Start: show the contribution you pledged", (),
                             lambda get: Open(), _none)
REVEAL: Spec[Reveal] = Spec(
    "reveal", "host", "the host's secret and the contributions it used, just before "
    "`closing`", fields(SECRET, USED), lambda get: Reveal(get(SECRET), get(USED)),
    lambda m: (SECRET.put(m.secret), USED.put(m.contributions)))
ERROR: Spec[ProtocolComplaint] = Spec(
    "error", "host", "one line of the seat refused (a strike)", fields(COMPLAINT, DETAIL),
    lambda get: ProtocolComplaint(get(COMPLAINT), get(DETAIL)),
    lambda m: (COMPLAINT.put(m.why), DETAIL.put(m.detail)))
CLOSING: Spec[Closing] = Spec(
    "closing", "host", "the connection closes", fields(CLOSING_WHY),
    lambda get: Closing(get(CLOSING_WHY)), lambda m: (CLOSING_WHY.put(m.why),))
HOST_PING: Spec[Ping] = Spec("ping", "host", "keepalive (every 10 s)", (),
                             lambda get: Ping(), _none)
HOST_PONG: Spec[Ping] = Spec("pong", "host", "accepted, ignored", (), lambda get: Ping(), _none)

HOST_MESSAGES: dict[str, Declared[HostMessage]] = by_tag(
    WELCOME, HELLO_REFUSED, UPDATE, REFUSED, DEAL_RECORD, CLAIM_RULING, COMPUTER_FAILED,
    SEATS, SAID, HOST_OPEN, REVEAL, ERROR, CLOSING, HOST_PING, HOST_PONG)
"""Every message a host may send, by its tag."""


def _deal_record(deal_number: int, record: dict[str, object]) -> DealRecord:
    deal = record["deal"]
    if not isinstance(deal, dict) or deal.get("deal_number") != deal_number:
        raise DecodeError("deal_record: a deal's record with its deal_number")
    return DealRecord(deal_number, record)


# ------------------------------------------------------------------ the two decoders
def read_request(message: Mapping[str, object]) -> SeatMessage:
    """A seat's line as a request for the referee or a control; ``DecodeError`` else."""
    return read_message(SEAT_MESSAGES, message, _NO_VIEWS)


def read_host_message(message: Mapping[str, object], decoder: Decoder) -> HostMessage:
    """A host's line as the referee's message or one of the table's; ``DecodeError`` else."""
    return read_message(HOST_MESSAGES, message, decoder)


_NO_VIEWS = Decoder()
"""A seat sends no views: its messages' shapes never use the decoder."""


# ------------------------------------------------------------------ writers
def request_message(request: SeatMessage) -> dict[str, object]:
    """A seat's message as the wire writes it."""
    match request:
        case Act():
            return ACT.write(request)
        case TakeBack():
            return TAKE_BACK.write(request)
        case ClaimRest():
            return CLAIM.write(request)
        case Hello():
            return HELLO.write(request)
        case Say():
            return SAY.write(request)
        case Contribute():
            return CONTRIBUTE.write(request)
        case Open():
            return SEAT_OPEN.write(request)
        case Ping():
            return SEAT_PING.write(request)
        case Bye():
            return BYE.write(request)


def hello_message(hello: Hello) -> dict[str, object]:
    return HELLO.write(hello)


def host_message(message: Message, known_results: int = 0) -> dict[str, object]:
    """One of the referee's messages to a seat as the wire writes it (an update for a seat
    that already has ``known_results`` finished deals' results carries only the rest)."""
    match message:
        case Update():
            return {"t": UPDATE.tag, "events": EVENTS.shape.write(message.events),
                    "view": encode_view(message.view, known_results)}
        case Refused():
            return REFUSED.write(message)
        case DealRecord():
            return DEAL_RECORD.write(message)
        case ClaimRuling():
            return CLAIM_RULING.write(message)
        case ComputerFailed():
            return COMPUTER_FAILED.write(message)


def table_message(message: HostMessage) -> dict[str, object]:
    """Any host message as the wire writes it (an update with the whole history)."""
    match message:
        case Update() | Refused() | DealRecord() | ClaimRuling() | ComputerFailed():
            return host_message(message)
        case Welcome():
            return WELCOME.write(message)
        case HelloRefused():
            return HELLO_REFUSED.write(message)
        case Seats():
            return SEATS.write(message)
        case Say():
            return SAID.write(message)
        case Open():
            return HOST_OPEN.write(message)
        case Reveal():
            return REVEAL.write(message)
        case ProtocolComplaint():
            return ERROR.write(message)
        case Closing():
            return CLOSING.write(message)
        case Ping():
            return HOST_PING.write(message)


def welcome_message(welcome: Welcome, protocol: int) -> dict[str, object]:
    """The host's ``welcome`` to a seat it has just seated, as the wire writes it."""
    return WELCOME.write(replace(welcome, protocol=protocol))


def reveal_message(reveal: Reveal) -> dict[str, object]:
    """The host's ``reveal`` at the match's end: its secret and the contributions used."""
    return REVEAL.write(reveal)


def seats_message(seats: tuple[SeatState, ...]) -> dict[str, object]:
    return SEATS.write(Seats(seats))
