"""Coming back to a table with friends (issue 48, defect 4 and item 3): the table the
window left is at the top of the Join list marked "your seat is kept", and choosing it
sits again at the same seat without typing the code; it is forgotten once the table has
closed for good."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.client.friends.join_screen import JoinScreen
from game.client.friends.kept_seat import KeptTable, keep_table, kept_table
from game.client.table.scene import TableScene
from game.i18n import set_language
from game.net.version import program_version
from tests.client_support import frames, frames_until, make_app
from tests.net_support import ONE_FRIEND, open_host


def test_a_friend_coming_back_finds_his_table_on_top_and_sits_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    set_language("en")
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, program=program_version(),
                     code="ABCD", start_when_full=False, takeover_after=600)
    app = make_app((1024, 640), persistent=True)
    join: JoinScreen | None = None
    try:
        join = JoinScreen(app)
        app.stack.clear_to(join)
        join.fields = {"address": f"127.0.0.1:{host.port}", "code": "ABCD"}
        join.join()
        frames_until(app, lambda: host.seat_states()[1].kind == "person")
        host.start()
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        assert kept_table(tmp_path) == KeptTable("127.0.0.1", host.port, "ABCD", "blackout")
        app.matches.friends.leave()  # the window goes (its connection with it)
        frames_until(app, lambda: host.seat_states()[1].kind == "lost")
        join = JoinScreen(app)
        app.stack.clear_to(join)
        frames(app, 1)
        first = join.buttons.buttons[0]
        assert first.key == "kept"
        assert first.label == f"Blackout · at 127.0.0.1:{host.port} · your seat is kept"
        assert join.fields["code"] == ""  # nothing typed: the window knows the code
        first.on_click()
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.session.viewer == 1 and host.seat_states()[1].kind == "person"
        host.close("host_left")  # the table is gone for good: nothing kept for it
        frames_until(app, lambda: table.session.ended != "")
        frames(app, 2)
        assert kept_table(tmp_path) is None
    finally:
        if join is not None:
            join.exit()
        app.matches.friends.leave()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()
        if app.storage is not None:
            app.storage.close()


def test_a_kept_table_that_no_longer_answers_is_forgotten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    set_language("en")
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, code="ABCD")
    port = host.port
    host.close()
    assert host.wait_closed(10)
    keep_table(tmp_path, KeptTable("127.0.0.1", port, "ABCD", "blackout"))
    app = make_app((1024, 640), persistent=True)
    join = JoinScreen(app)
    try:
        app.stack.clear_to(join)
        frames(app, 1)
        assert join.buttons.buttons[0].key == "kept"
        join.join_kept()
        frames_until(app, lambda: join.trouble != "")
        frames(app, 1)
        assert join.kept is None and kept_table(tmp_path) is None
        assert join.buttons.buttons[0].key != "kept"
    finally:
        join.exit()
        app.thinker.close()
        if app.storage is not None:
            app.storage.close()


def test_a_damaged_kept_file_is_ignored(tmp_path: Path) -> None:
    keep_table(tmp_path, KeptTable("127.0.0.1", 47390, "ABCD", "blackout"))
    (kept,) = tmp_path.glob("trickbid-table*.json")
    for junk in (b"\xff\xfe", b"[]", b'{"address": "x", "port": 70000, "code": "ABCD"}',
                 b'{"address": "x", "port": 1, "code": "abcd", "game": "g"}'):
        kept.write_bytes(junk)
        assert kept_table(tmp_path) is None
