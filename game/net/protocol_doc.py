"""The message tables of ``docs/protocol.md``, made from the declarations.

``docs/protocol.md`` holds, between ``<!-- generated: NAME -->`` and ``<!-- end: NAME -->``,
what ``sections()`` makes from ``game.net.protocol``'s declarations and the codec's classes:
the messages each side sends (fields, limits, meaning), the view's fields and the classes a
view names in ``"type"`` (the registered games' own).  ``tests/test_net_schema.py`` fails
when the document differs; ``python -m game.net.protocol_doc`` rewrites it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path

from game.net import codec, wire_classes
from game.net.protocol import HOST_MESSAGES, SEAT_MESSAGES
from game.net.schema import message_table
from game.table.view import SeatView

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def _names(classes: Iterable[str]) -> str:
    return ", ".join(f"`{name}`" for name in classes)


def sections() -> dict[str, str]:
    """Each generated section's text, by its name."""
    view = ", ".join(f"`{name}`" for name, _plan in codec.fields_of(SeatView))
    classes = (
        f"- the view's fields: {view}, and `results_from` (see *Results are sent once*);\n"
        f"- observations (`observation`, named in `\"type\"`): {_names(wire_classes.OBSERVATIONS)};\n"
        f"- events (`events`, `last_events`): {_names(wire_classes.EVENTS)};\n"
        f"- a result's `figures`: {_names(wire_classes.FIGURES)}, or null.\n")
    return {"seat-messages": message_table(SEAT_MESSAGES),
            "host-messages": message_table(HOST_MESSAGES),
            "view-classes": classes}


def refresh(text: str) -> str:
    """``text`` with every generated section made anew (a section it lacks is an error)."""
    for name, body in sections().items():
        pattern = re.compile(rf"(<!-- generated: {name} -->\n).*?(<!-- end: {name} -->)",
                             re.DOTALL)
        found = pattern.search(text)
        if found is None:
            raise ValueError(f"docs/protocol.md has no generated section {name!r}")
        text = text[:found.start()] + found.group(1) + body + found.group(2) + text[found.end():]
    return text


def main() -> int:
    old = DOCUMENT.read_text(encoding="utf-8")
    new = refresh(old)
    if new != old:
        DOCUMENT.write_text(new, encoding="utf-8")
    print("docs/protocol.md:", "rewritten" if new != old else "already up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
