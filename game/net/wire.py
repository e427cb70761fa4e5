"""The wire: one JSON object per line (UTF-8, newline-terminated), each under a hard size cap.

Newline framing because JSON text never holds a raw newline (``json.dumps`` escapes it), so
a line is a message and a reader needs no length to trust: ``asyncio.StreamReader``'s limit
refuses a longer line before it is buffered whole.  The host reads lines of at most
``MAX_REQUEST`` bytes (a request is a few dozen bytes); a client reads at most
``MAX_MESSAGE`` (the largest view, seven Blackout players deep into a deal, is about 8 KB).

Every message has a ``"t"``: its type.  ``docs/protocol.md`` lists them all.
"""

from __future__ import annotations

import json
from typing import Any

PROTOCOL = 2
"""The protocol's version: both sides refuse any other, by name (2: an update carries
only the results scored since the last one, ``results_from``)."""
MAX_REQUEST = 4096
"""The longest line a host reads from a seat, newline included."""
MAX_MESSAGE = 65536
"""The longest line a client reads from the host."""


class WireError(ValueError):
    """A line that is not one JSON object under the cap."""


def pack(message: dict[str, Any]) -> bytes:
    """``message`` as one line of the wire."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def unpack(line: bytes, limit: int) -> dict[str, Any]:
    """One line of the wire as an object with a text ``"t"``; ``WireError`` says why not."""
    if len(line) > limit:
        raise WireError(f"message longer than {limit} bytes")
    try:
        message = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise WireError(f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(message, dict):
        raise WireError("a message is a JSON object")
    kind = message.get("t")
    if not isinstance(kind, str):
        raise WireError("a message names its type in \"t\"")
    return message


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not JSON", name, 0)
