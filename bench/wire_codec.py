"""What a view costs on the wire: encode and decode µs per view with today's stdlib codec,
and what ``msgspec`` (https://jcristharif.com/msgspec/) would change (issue 47, item 4).

The views are every update a seat is sent over seeded matches of each registered game
(``tests/wire_lines.py``'s driver).  For each: *encode* is the host's work for one update
(``host_message`` + ``pack``), *decode* the seat's (``unpack`` + ``read_host_message``,
every field checked, the core's objects built).  The JSON layer alone is timed too —
``json.dumps``/``json.loads`` against ``msgspec.json.encode``/``decode`` on the same
lines — since that is the part msgspec could take over without re-declaring every core
class as a ``msgspec.Struct`` (the core stays stdlib-only, so typed msgspec decoding would
mean a second copy of each observation, event, result and figures class, then a
conversion into the core's own).  Last, how ``msgspec.json.decode`` treats the hostile
inputs the wire refuses by name (a 256-bit seed, a 257-bit one, a lone surrogate, NaN,
deep nesting, a number of 5,000 digits).  Prints one JSON line.

    python bench/wire_codec.py --repeat 5
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import ENTRIES
from game.net.codec import Decoder
from game.net.protocol import host_message, read_host_message
from game.net.wire import MAX_MESSAGE, pack, unpack
from game.table.messages import Update
from tests.wire_lines import seat_updates

HOSTILE = {
    "seed_256_bits": b'{"t":"x","n":' + str(2**256 - 1).encode() + b"}",
    "seed_257_bits": b'{"t":"x","n":' + str(2**257).encode() + b"}",
    "lone_surrogate": b'{"t":"\\ud800"}',
    "nan": b'{"t":"x","n":NaN}',
    "nested_100000": b"[" * 100_000 + b"]" * 100_000,
    "digits_5000": b'{"t":"x","n":' + b"9" * 5000 + b"}",
}


def _seat_updates() -> list[list[tuple[Update, int]]]:
    """Each match's updates to seat 0, in order (a decoder follows one connection)."""
    return [seat_updates(entry.id, 41 + index, 0) for index, entry in enumerate(ENTRIES)]


def _best(repeat: int, work: Callable[[], None]) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    updates = _seat_updates()
    matches = [[pack(host_message(m, known)) for m, known in match] for match in updates]
    lines = [line for match in matches for line in match]
    count = len(lines)

    def encode() -> None:
        for match in updates:
            for message, known in match:
                pack(host_message(message, known))

    def decode() -> None:
        for match in matches:
            decoder = Decoder()
            for line in match:
                read_host_message(unpack(line, MAX_MESSAGE), decoder)

    objects = [json.loads(line) for line in lines]

    def json_dumps() -> None:
        for obj in objects:
            json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()

    def json_loads() -> None:
        for line in lines:
            json.loads(line.decode("utf-8"))

    result: dict[str, object] = {
        "views": count, "mean_bytes": round(sum(map(len, lines)) / count),
        "stdlib_encode_us": round(_best(args.repeat, encode) / count * 1e6, 1),
        "stdlib_decode_us": round(_best(args.repeat, decode) / count * 1e6, 1),
        "json_dumps_us": round(_best(args.repeat, json_dumps) / count * 1e6, 1),
        "json_loads_us": round(_best(args.repeat, json_loads) / count * 1e6, 1),
    }
    try:
        import msgspec
    except ImportError:
        result["msgspec"] = "not installed (pip install msgspec to compare)"
    else:
        encoder, plain = msgspec.json.Encoder(), msgspec.json.Decoder()

        def msgspec_encode() -> None:
            for obj in objects:
                encoder.encode(obj)

        def msgspec_decode() -> None:
            for line in lines:
                plain.decode(line)

        result["msgspec"] = msgspec.__version__
        result["msgspec_json_encode_us"] = round(
            _best(args.repeat, msgspec_encode) / count * 1e6, 1)
        result["msgspec_json_decode_us"] = round(
            _best(args.repeat, msgspec_decode) / count * 1e6, 1)
        result["msgspec_same_bytes"] = all(
            encoder.encode(obj) + b"\n" == line for obj, line in zip(objects, lines, strict=True))
        hostile: dict[str, str] = {}
        for name, data in HOSTILE.items():
            try:
                value = plain.decode(data)
                hostile[name] = "read as " + type(
                    value.get("n", value.get("t")) if isinstance(value, dict) else value
                ).__name__
            except (msgspec.DecodeError, ValueError, RecursionError) as exc:
                hostile[name] = "refused: " + str(exc)[:60]
        result["msgspec_on_hostile_lines"] = hostile
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
