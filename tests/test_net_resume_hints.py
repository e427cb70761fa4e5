"""The hints rule goes on with a resumed table (issue 48, defect 9): the headless host's
save keeps it, and ``--resume`` reads it — a table that had hints off goes on without."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.net.cli import saved_hints
from game.net.client import NetSeat, TableClient
from game.net.version import program_version
from tests.net_support import LOOPBACK

ROOT = Path(__file__).resolve().parents[1]


def test_a_table_resumed_with_hints_off_goes_on_without(tmp_path: Path) -> None:
    save = tmp_path / "table.json"

    def host(*args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
             "--port", "0", "--address", LOOPBACK, "--code", "SAVE", "--record", str(save),
             "--level", "easy", "--no-announce", "--headless", *args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    first = host("--seats", "easy,easy,easy", "--deals", "1", "--no-hints",
                 "--option", "max_cards=1")
    first.communicate(timeout=120)
    assert json.loads(save.read_text(encoding="utf-8"))["table"]["hints"] is False
    again = host("--resume", str(save), "--seats", "open,easy,easy", "--deals", "2",
                 "--option", "max_cards=1")
    try:
        assert again.stdout is not None
        port = json.loads(again.stdout.readline())["listening"]
        seat = NetSeat(TableClient(LOOPBACK, port, "SAVE", program=program_version()))
        try:
            welcome = seat.connect(20)
            assert welcome.hints is False
        finally:
            seat.close()
    finally:
        again.terminate()
        again.communicate(timeout=30)


def test_the_saved_rule_is_read_and_checked() -> None:
    assert saved_hints({"table": {"hints": False}}) is False
    assert saved_hints({"table": {"hints": True}}) is True
    assert saved_hints({"table": {"seats": []}}) is True  # an older save: the default
    assert saved_hints({}) is True
    for bad in ("no", 0, None, [False]):
        with pytest.raises(ValueError, match="table.hints"):
            saved_hints({"table": {"hints": bad}})
