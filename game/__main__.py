"""``python -m game`` / ``trickbid``: start the client, or run a tool.

    trickbid                         open the game window
    trickbid --game ID --autoplay N  AI-only demo (see ``--help`` of the client)
    trickbid replay FILE             replay a JSON record, print the result as JSON
    trickbid export-history FILE     back up history to JSON
    trickbid import-history FILE     restore history from such a backup
    trickbid host ... --headless     host a table on the network (see ``game.net.cli``)
    trickbid join HOST:PORT ...      join one with a computer playing the seat
    trickbid lessons --check         walk every lesson headless, one JSON line each
"""

from __future__ import annotations

import sys

from game.replay import main as replay_main


def main(argv: list[str] | None = None) -> int:
    """Run the command; Ctrl-C ends it quietly with the shell's usual code (130)."""
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:
        print("trickbid: interrupted", file=sys.stderr)
        return 130


def _run(args: list[str]) -> int:
    # Each command imports its own floor when chosen: the window's start-up loads no
    # backup, lessons check or network command, and a command no window.
    command = args[0] if args else ""
    if command == "replay":
        return replay_main(args[1:])
    if command in ("export-history", "import-history"):
        from game.storage.backup import main as backup_main

        return backup_main(args)
    if command == "lessons":
        from game.practice.lessons.check import main as lessons_main

        return lessons_main(args[1:])
    if command in ("host", "join"):
        from game.net.cli import main as net_main

        return net_main(args)
    from game.client.app import main as client_main

    return client_main(args)


if __name__ == "__main__":
    sys.exit(main())
