"""``python -m game replay FILE``: replay a JSON record and print its result as JSON.

Exit 0 on success; 1 with the reason (and the failing action's position) on stderr when the
record cannot be read, names a game or option that does not exist, or an action in it is
illegal.
"""

from __future__ import annotations

import json
import sys

from game.core.errors import RecordError
from game.core.record import MAX_RECORD_CHARS, read_record, replay_record, summary_of


def main(args: list[str]) -> int:
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: python -m game replay FILE.json", file=sys.stderr)
        return 2
    path = args[0]
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read(MAX_RECORD_CHARS + 1)
    except (OSError, ValueError) as exc:  # ValueError: not UTF-8
        print(f"cannot read record {path}: {exc}", file=sys.stderr)
        return 1
    try:
        record = read_record(text)
    except RecordError as exc:
        print(f"cannot read record {path}: {exc}", file=sys.stderr)
        return 1
    try:
        state = replay_record(record)
    except RecordError as exc:
        where = "" if exc.position is None else f" (position {exc.position})"
        print(f"replay stopped{where}: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(summary_of(state), indent=2, ensure_ascii=False))
    return 0
