"""This program's version as a table hears it: both sides of a table must have the same."""

from __future__ import annotations

import sys
from importlib.metadata import version
from pathlib import Path

PROGRAM_FALLBACK = "0.0.0"


def program_version() -> str:
    """This program's version (both sides of a table must have the same): the bundle's
    version file in a PyInstaller build (as the launcher logs it), else the package's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and (Path(bundle) / "trickbid-version.txt").is_file():
        return (Path(bundle) / "trickbid-version.txt").read_text(encoding="ascii").strip()[:40]
    try:

        return version("trickbid")
    except Exception:  # noqa: BLE001 - no metadata: an unusual install
        return PROGRAM_FALLBACK
