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
import re
from collections.abc import Mapping
from typing import Any

PROTOCOL = 2
"""The protocol's version: both sides refuse any other, by name (2: an update carries
only the results scored since the last one, ``results_from``)."""
MAX_REQUEST = 4096
"""The longest line a host reads from a seat, newline included."""
MAX_MESSAGE = 65536
"""The longest line a client reads from the host."""
MAX_DIGITS = 100
"""The most digits a number on the wire may have (a 256-bit seed has 78): a longer one is
refused while the line is read, before Python's own 4,300-digit limit (a ``ValueError``
deep in ``json``) or the quadratic cost of reading a huge number could be reached."""

_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
"""Where a JSON text may spell a UTF-16 surrogate (``\\ud800``): only such lines are
searched for a lone one (a pair, an escaped emoji, is fine)."""


class WireError(ValueError):
    """A line that is not one JSON object under the cap."""


def pack(message: Mapping[str, object]) -> bytes:
    """``message`` as one line of the wire."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def unpack(line: bytes, limit: int) -> dict[str, Any]:
    """One line of the wire as an object with a text ``"t"``; ``WireError`` says why not."""
    if len(line) > limit:
        raise WireError(f"message longer than {limit} bytes")
    try:
        message = json.loads(line.decode("utf-8"), parse_constant=_no_constant,
                             parse_int=_whole)
    except (ValueError, RecursionError) as exc:  # bad UTF-8 and bad JSON are ValueErrors
        raise WireError(f"not JSON: {ascii(str(exc))[:80]}") from None
    if not isinstance(message, dict):
        raise WireError("a message is a JSON object")
    kind = message.get("t")
    if not isinstance(kind, str):
        raise WireError("a message names its type in \"t\"")
    if _SURROGATE_ESCAPE.search(line) is not None and not _whole_text(message):
        raise WireError("a text holds a lone surrogate (not Unicode text)")
    return message


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not JSON", name, 0)


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _whole_text(message: dict[str, Any]) -> bool:
    """Every text of ``message`` (keys too) can be written as UTF-8: a lone surrogate,
    which JSON's ``\\u`` escapes can spell, cannot be printed, drawn or stored."""
    try:
        json.dumps(message, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, RecursionError):
        return False
    return True
