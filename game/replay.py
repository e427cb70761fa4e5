"""``python -m game replay FILE``: replay a JSON record and print its result as JSON.

Exit 0 on success; 1 with the reason (and the failing action's position) on stderr when the
record cannot be read, names a game or option that does not exist, or an action in it is
illegal.
"""

from __future__ import annotations

import json
import sys

from game.core.errors import RecordError
from game.core.record import replay_record, summary_of
from game.core.registry import GAMES
from game.storage.match_check import option_problem


def main(args: list[str]) -> int:
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: python -m game replay FILE.json", file=sys.stderr)
        return 2
    path = args[0]
    try:
        with open(path, encoding="utf-8") as f:
            record = json.load(f)
    except RecursionError:
        print(f"cannot read record {path}: it is nested too deeply to be a record",
              file=sys.stderr)
        return 1
    except (OSError, ValueError) as exc:  # ValueError: bad JSON, UTF-8, or a huge number
        print(f"cannot read record {path}: {exc}", file=sys.stderr)
        return 1
    if (isinstance(record, dict) and isinstance(record.get("options", {}), dict)
            and isinstance(record.get("game"), str) and record["game"] in GAMES):
        problem = option_problem(record.get("game"), record.get("options", {}))
        if problem is not None:  # named here: ``game_id``/``self`` once escaped as TypeError
            print(f"replay stopped: the record's options are invalid: {problem}",
                  file=sys.stderr)
            return 1
    try:
        state = replay_record(record)
    except RecordError as exc:
        where = "" if exc.position is None else f" (position {exc.position})"
        print(f"replay stopped{where}: {exc}", file=sys.stderr)
        return 1
    except (TypeError, ValueError, ArithmeticError, RecursionError) as exc:
        print(f"replay stopped: the record cannot be replayed ({str(exc)[:200]})",
              file=sys.stderr)
        return 1
    print(json.dumps(summary_of(state), indent=2, ensure_ascii=False))
    return 0
