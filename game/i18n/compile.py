"""Compile every catalog: ``python -m game.i18n.compile [--check]``.

Writes ``<domain>.mo`` beside each ``<domain>.po`` under ``game/i18n/locale`` (the shared
``trickbid`` catalog and each game's: every ``.po`` found, no list of them).  ``--check``
writes nothing and exits 1 naming each ``.mo`` that differs from its ``.po``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.i18n import LOCALE_DIR
from game.i18n.catalog import build_mo, read_po


def po_files(root: Path = LOCALE_DIR) -> list[Path]:
    return sorted(root.glob("*/LC_MESSAGES/*.po"))


def compiled(po: Path) -> bytes:
    return build_mo(read_po(po))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    stale = []
    for po in po_files():
        mo = po.with_suffix(".mo")
        data = compiled(po)
        if check:
            if not mo.is_file() or mo.read_bytes() != data:
                stale.append(mo)
            continue
        mo.write_bytes(data)
        print(f"{mo}: {len(data)} bytes")
    for mo in stale:
        print(f"{mo} does not match its .po: run python -m game.i18n.compile", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
