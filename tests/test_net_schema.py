"""The wire's one schema (``game.net.schema``, declared in ``game.net.protocol``): the
document made from it, the bytes it writes, one decoder per direction that reads back what
it writes and refuses each field by name, the per-game classes taken from the registry."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest

from game.core import create_game
from game.core.registry import ENTRIES
from game.net import codec, protocol, wire_classes
from game.net.codec import DecodeError, Decoder
from game.net.protocol import (
    Bye,
    Closing,
    Contribute,
    HelloRefused,
    Open,
    Ping,
    ProtocolComplaint,
    Say,
)
from game.net.protocol_doc import DOCUMENT, refresh
from game.net.schema import Spec
from game.net.wire import MAX_MESSAGE, unpack
from tests.wire_lines import control_lines, digest, match_lines

BEFORE_THE_SCHEMA = "99b87dfbd5efcac83d255c06d4bfc4a69bb65fba42c222c82e747a4b8e47ec4b"
"""``tests/wire_lines.py``'s digest: the bytes the hand-written protocol (e1bb1be) wrote,
its digest 5644e761…, but for the ``welcome``'s one new field, ``game`` (issue 48,
defect 5: a seat knows who partners whom however it found the table)."""


def test_the_documents_message_tables_are_the_declarations():
    text = DOCUMENT.read_text(encoding="utf-8")
    assert refresh(text) == text, "run: python -m game.net.protocol_doc"


def test_the_wire_writes_the_bytes_it_wrote_before_the_schema():
    assert digest() == BEFORE_THE_SCHEMA


def _lines() -> list[bytes]:
    lines = list(control_lines())
    for index, entry in enumerate(ENTRIES):
        lines += [line for line in match_lines(entry.id, 41 + index)
                  if not line.startswith(b'{"t":"update"')]
    return lines


def test_what_the_schema_writes_its_decoders_read_back_to_the_same_bytes():
    seat_tags = {"hello", "act", "take_back", "claim"}
    read = 0
    for line in _lines():
        message = unpack(line, MAX_MESSAGE)
        if message["t"] in seat_tags and "version" in message or message["t"] == "hello":
            again = protocol.request_message(protocol.read_request(message))
        else:
            again = protocol.table_message(protocol.read_host_message(message, Decoder()))
        assert again == message
        read += 1
    assert read > 50


def _samples(host: bool) -> dict[str, dict[str, object]]:
    """A good message of each kind a side sends (from the seeded matches, and the rest)."""
    out: dict[str, dict[str, object]] = {}
    for line in [*control_lines(), *match_lines(ENTRIES[0].id, 41),
                 *match_lines(ENTRIES[1].id, 42)]:
        message = unpack(line, MAX_MESSAGE)
        if host != ("version" in message or message["t"] == "hello"):
            out.setdefault(str(message["t"]), message)
    if host:
        more = [protocol.table_message(m) for m in (
            HelloRefused("code", "0.1.0", 2), Say("thanks", 1), Open(), Ping(),
            ProtocolComplaint("malformed", "x"), Closing("bye"))]
    else:
        more = [protocol.request_message(m) for m in (
            Say("thanks"), Contribute("a" * 64), Open("b" * 64), Ping(), Bye())]
    for message in more:
        out.setdefault(str(message["t"]), message)
    out.setdefault("pong", {"t": "pong"})
    return out


@pytest.mark.parametrize("host", [False, True])
def test_each_declared_field_of_a_wrong_type_is_refused_naming_it(host):
    specs = protocol.HOST_MESSAGES if host else protocol.SEAT_MESSAGES
    tried = 0
    samples = _samples(host)
    for tag, spec in specs.items():
        good = samples[tag]
        assert protocol.read_host_message(good, Decoder()) if host \
            else protocol.read_request(good)
        read = ((lambda m: protocol.read_host_message(m, Decoder())) if host
                else protocol.read_request)
        with pytest.raises(DecodeError, match="fields do not match"):
            read({**good, "extra": 1})
        for field in spec.fields:
            for wrong in ([[]] * 3, {"x": {}}, "\u0000" * 300):
                with pytest.raises(DecodeError) as refused:
                    read({**good, field.name: wrong})
                assert field.name.split("_")[0] in str(refused.value), (tag, field.name)
                tried += 1
    assert tried > 20


def test_the_codec_takes_each_games_classes_from_the_registry():
    source = "".join(Path(module.__file__).read_text(encoding="utf-8")
                     for module in (codec, wire_classes))
    for entry in ENTRIES:
        assert f"game.core.{entry.package}" not in source  # no game listed in the codec
        state = create_game(entry.id, **entry.short_match).new_match(seed=1)
        observation = state.observation(0)
        assert wire_classes.OBSERVATIONS[type(observation).__name__] is type(observation)
    assert len(wire_classes.OBSERVATIONS) == len(ENTRIES)
    assert len(wire_classes.FIGURES) == len(ENTRIES)


@pytest.mark.parametrize("host", [False, True])
def test_each_message_read_is_one_of_the_closed_union_and_each_declared_one_is_listed(host):
    union = get_args(protocol.HostMessage if host else protocol.SeatMessage)
    for message in _samples(host).values():
        read = (protocol.read_host_message(message, Decoder()) if host
                else protocol.read_request(message))
        assert isinstance(read, union)
    listed = [*protocol.SEAT_MESSAGES.values(), *protocol.HOST_MESSAGES.values()]
    declared = [v for v in vars(protocol).values() if isinstance(v, Spec)]
    assert declared and all(any(spec is s for s in listed) for spec in declared)
