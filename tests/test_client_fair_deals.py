"""Issue 46, items 2 and 3 at the window: two windows joined to a friend's table verify its
deals at the end and say so; a host that changed a deal is caught and said plainly; the
history marks the verdict (the schema's seventh migration) and the Statistics list shows it."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.client.friends.hosting import Hosting
from game.client.friends.lobby import Lobby
from game.client.friends.seat_token import table_token
from game.client.history.statistics import StatisticsScene
from game.client.matches.session import MatchSession
from game.client.table.scene import TableScene
from game.client.table.score_sheet import ScoreSheet
from game.core import create_game
from game.core.actions import DEAL
from game.core.phase import Phase
from game.i18n import set_language
from game.net.client import NetSeat
from game.net.fairness import DealSecret, derive_seed
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.storage import open_storage
from game.storage.location import DATABASE_NAME
from game.storage.match_entry import FRIEND
from game.storage.schema import SCHEMA_VERSION
from game.table.thinking import Thinker
from tests.client_support import frames, make_app
from tests.net_support import CODE, LOOPBACK, PROGRAM, client
from tests.test_client_hosting import NOWHERE, until
from tests.test_storage_friends import finished

VERIFIED = "Deals verified: the host could not choose them"
STALE = "the table moved on: look again"


@pytest.fixture(autouse=True)
def _english() -> Any:
    yield
    set_language("en")


def fair_host(fair: DealSecret) -> NetHost:
    game = create_game("blackout", players=4, max_cards=2)
    host = NetHost(game.new_match(derive_seed(fair.secret, [None] * 4)),
                   [SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("open"),
                    SeatPlan("computer", "easy")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, level="easy",
                                start_when_full=False), fair=fair)
    host.open()
    return host


def take_turn(session: MatchSession, seat: int) -> bool:
    """Poll, then send ``seat``'s move if it has one (the next deal when one is scored),
    without waiting for the answer (the verdict may come with the last one)."""
    session.poll()
    view = session.views[seat]
    if session.awaiting or session.ended:
        return False
    if view.phase is Phase.SCORED:
        session.apply(DEAL, seat)
        return True
    if view.to_play == seat and view.legal_actions():
        session.apply(view.legal_actions()[0], seat)
        return True
    return False


def play_two(host: NetHost) -> tuple[MatchSession, MatchSession, Any, list[NetSeat]]:
    """Two windows (one of them an app that files its match) play the match out."""
    app = make_app()
    seats = [NetSeat(client(host, name="Ann")), NetSeat(client(host, name="Bob"))]
    assert [s.connect(10).seat for s in seats] == [0, 2]
    time.sleep(0.2)
    host.start()
    first = MatchSession.joined({0: seats[0]}, app.thinker, timeout=10)
    second = MatchSession.joined({2: seats[1]}, app.thinker, timeout=10)
    app.matches.play_networked(first, None)
    deadline = time.monotonic() + 90
    while not (first.ended and second.ended):
        assert time.monotonic() < deadline, "the table never closed"
        moved = take_turn(first, 0) | take_turn(second, 2)
        if not moved:
            time.sleep(0.002)
    frames(app, 1)  # the app files the joined match
    return first, second, app, seats


def test_two_windows_verify_the_deals_and_the_history_marks_it() -> None:
    host = fair_host(DealSecret.drawn())
    app: Any = None
    seats: list[NetSeat] = []
    try:
        first, second, app, seats = play_two(host)
        assert first.ended == second.ended == "match_over"
        for session in (first, second):
            assert session.deals_verdict is not None and session.deals_verdict.verified
        # said once (the first window's table has shown it already, as it shows everything)
        # (a move sent as a computer moved may have been refused as stale: not ours to judge)
        told = [s for s in second.said if s.refused is None and s.text != STALE]
        assert [s.text for s in told] == [VERIFIED] and told[0].fine
        # the final score sheet says it too, under the winners
        table = app.stack.top if isinstance(app.stack.top, TableScene) else None
        assert table is not None and table.session is first
        frames(app, 400)  # the last trick and the score are shown
        sheet = ScoreSheet(app, table)
        assert sheet.over
        shot = pygame.Surface(app.size)
        sheet.draw(shot)
        verdict, first.deals_verdict = first.deals_verdict, None
        unsaid = pygame.Surface(app.size)
        sheet.draw(unsaid)
        first.deals_verdict = verdict
        assert pygame.image.tobytes(shot, "RGB") != pygame.image.tobytes(unsaid, "RGB")
        (entry,) = app.storage.history.entries()
        assert entry.with_friends and entry.deals_verified is True
        # its record, rebuilt from the 256-bit seed the final view showed, replays the match
        from game.core.record import replay_record

        assert entry.record is not None and entry.record["seed"] >= 2**255
        assert replay_record(entry.record) == host.state
        scene = StatisticsScene(app)
        (row,) = scene.rows
        assert scene.row_text(row)[1].endswith(" · played with friends · deals verified")
        set_language("fr")
        assert scene.row_text(row)[1].endswith(" · donnes vérifiées")
    finally:
        if app is not None:
            app.matches.friends.leave()
            app.thinker.close()
        for seat in seats:
            seat.close()
        host.close()
        assert host.wait_closed(10)


def test_a_window_warns_plainly_when_the_host_changed_a_deal(monkeypatch) -> None:
    """The host deals from a seed of its own instead of the committed one: both windows
    warn, and the history marks the match as not verified."""
    chosen = DealSecret.drawn().fix([None] * 4)
    real_fix = NetHost._fix_deals

    def cheating(self: NetHost) -> None:
        real_fix(self)
        state = self._game.new_match(seed=chosen)
        self.state = state
        self._table.restart(state)

    monkeypatch.setattr(NetHost, "_fix_deals", cheating)
    host = fair_host(DealSecret.drawn())
    app: Any = None
    seats: list[NetSeat] = []
    try:
        first, second, app, seats = play_two(host)
        for session in (first, second):
            assert session.deals_verdict is not None
            assert (session.deals_verdict.verified, session.deals_verdict.reason) == \
                (False, "seed")  # the match's final view names the seed really used
        told = [s for s in second.said if s.refused is None and s.text != STALE]
        assert [s.text for s in told] == [
            "Warning: the deals do not match the host's secret. They may have been chosen"]
        assert not told[0].fine
        (entry,) = app.storage.history.entries()
        assert entry.deals_verified is False
        (row,) = StatisticsScene(app).rows
        assert StatisticsScene(app).row_text(row)[1].endswith(" · deals not verified")
    finally:
        if app is not None:
            app.matches.friends.leave()
            app.thinker.close()
        for seat in seats:
            seat.close()
        host.close()
        assert host.wait_closed(10)


def test_a_history_of_schema_6_migrates_and_its_matches_were_not_checked(
        tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    storage.finish_match(finished(3), ["human", FRIEND, "hard", FRIEND], with_friends=True)
    storage.close()
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("ALTER TABLE matches DROP COLUMN deals_verified")
    conn.execute("PRAGMA user_version = 6")
    conn.commit()
    conn.close()
    storage = open_storage(tmp_path, env={})
    try:
        assert storage.database.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION == 8
        assert [e.deals_verified for e in storage.history.entries()] == [None]
        view = finished(4)
        storage.file_joined_match(view, ["human", FRIEND, "hard", FRIEND], deals_verified=True)
        storage.file_joined_match(finished(5), ["human", FRIEND, "hard", FRIEND],
                                  deals_verified=False)
        assert sorted(str(e.deals_verified) for e in storage.history.entries()) == \
            ["False", "None", "True"]
        assert sorted(str(m.deals_verified) for m in storage.statistics.recent_matches()) == \
            ["False", "None", "True"]
    finally:
        storage.close()


def test_a_resumed_hosted_table_keeps_its_secret_and_a_friend_coming_back_verifies(
        tmp_path: Path) -> None:
    """The window's host is left mid-match (its save keeps the secret and the friends'
    contributions; nothing is revealed, since the deals to come would be known) and
    resumed: the friend's window comes back with its token, contributes what it
    contributed before, and at the end verifies every deal, those before the break too."""
    saves: list[tuple[Any, dict[str, Any]]] = []
    plans = [SeatPlan("person"), SeatPlan("open"), SeatPlan("computer", "easy")]
    thinker = Thinker()

    def hosting(**kwargs: Any) -> Hosting:
        return Hosting("blackout", {"max_cards": 2}, plans, address=LOOPBACK, program=PROGRAM,
                       takeover_level="easy", announce_to=NOWHERE,
                       autosave=lambda state, table: saves.append((state, table)), **kwargs)

    first = hosting(port=0)
    sessions: list[MatchSession] = []
    try:
        port = first.open()
        token = table_token(LOOPBACK, port, first.code, folder=tmp_path)
        until(lambda: first.seat_states()[1].kind == "open")
        ann_lobby = Lobby(thinker, LOOPBACK, port, first.code, name="Ann", token=token,
                          program=PROGRAM)
        until(lambda: first.seat_states()[1].kind == "person")
        time.sleep(0.2)  # Ann's contribution is in
        mine = first.start(thinker)
        until(lambda: (ann_lobby.poll(), ann_lobby.ready)[1])
        theirs = ann_lobby.session()
        sessions += [mine, theirs]
        deadline = time.monotonic() + 30
        while len(saves) < 4:  # a few moves, each autosaved
            assert time.monotonic() < deadline, "the hosted match was never saved"
            if not (take_turn(mine, 0) | take_turn(theirs, 1)):
                time.sleep(0.002)
        state, table = saves[-1]
        assert table["fair"]["contributions"][1] is not None
        first.close()
        until(lambda: (theirs.poll(), theirs.ended)[1] != "")
        assert theirs.ended == "host_left" and theirs.deals_verdict is None  # no reveal

        again = hosting(state=state, tokens=tuple(table["tokens"]), code=table["code"],
                        port=port, fair=table["fair"])
        try:
            assert again.open() == port
            ann = Lobby(thinker, LOOPBACK, port, table["code"], name="Ann", token=token,
                        program=PROGRAM)
            until(lambda: again.seat_states()[1].kind == "person")
            mine = again.start(thinker)
            until(lambda: (ann.poll(), ann.ready)[1])
            back = ann.session()
            sessions += [mine, back]
            deadline = time.monotonic() + 60
            while not back.ended:
                assert time.monotonic() < deadline, "the resumed match never ended"
                if not (take_turn(mine, 0) | take_turn(back, 1)):
                    time.sleep(0.002)
            assert back.ended == "match_over"
            assert back.deals_verdict is not None
            assert (back.deals_verdict.verified, back.deals_verdict.reason) == \
                (True, "verified")
        finally:
            again.close()
    finally:
        for s in sessions:
            s.close()
        first.close()
        thinker.close()


def test_a_window_says_when_a_finished_matchs_deals_could_not_be_checked() -> None:
    """A host that committed to nothing (a table resumed from an older save): at the end
    the window says its deals cannot be verified, once, rather than nothing."""
    game = create_game("blackout", players=3, max_cards=2)
    host = NetHost(game.new_match(seed=4),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "easy")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, level="easy"))
    host.open()
    seat = NetSeat(client(host))
    try:
        assert seat.connect(10).seat == 1
        session = MatchSession.joined({1: seat}, Thinker(), timeout=10)
        deadline = time.monotonic() + 60
        while not session.ended:
            assert time.monotonic() < deadline, "the table never closed"
            if not take_turn(session, 1):
                time.sleep(0.002)
        assert session.ended == "match_over"
        assert session.deals_verdict is not None
        assert (session.deals_verdict.verified, session.deals_verdict.reason) == \
            (False, "no_commitment")
        told = [s.text for s in session.said if s.refused is None and s.text != STALE]
        assert told == ["These deals cannot be verified: the host did not commit to them"]
    finally:
        seat.close()
        host.close()
        assert host.wait_closed(10)


def test_a_backup_keeps_the_verdict_and_refuses_a_bad_one(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    import json

    from game.__main__ import main

    source = tmp_path / "source"
    storage = open_storage(source, env={})
    seats = ["human", FRIEND, "hard", FRIEND]
    storage.file_joined_match(finished(6), seats, deals_verified=True)
    storage.file_joined_match(finished(7), seats, deals_verified=False)
    storage.finish_match(finished(8), seats, with_friends=True)  # hosted here: no verdict
    storage.close()
    path = tmp_path / "backup.json"
    assert main(["export-history", str(path), "--data-dir", str(source)]) == 0
    document = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(str(m["deals_verified"]) for m in document["matches"]) == \
        ["False", "None", "True"]
    assert main(["import-history", str(path), "--data-dir", str(tmp_path / "back")]) == 0
    restored = open_storage(tmp_path / "back", env={})
    try:
        assert sorted(str(e.deals_verified) for e in restored.history.entries()) == \
            ["False", "None", "True"]
    finally:
        restored.close()
    document["matches"][0]["deals_verified"] = "yes"
    path.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert main(["import-history", str(path), "--data-dir", str(tmp_path / "bad")]) == 1
    assert "'deals_verified' must be true, false or null" in capsys.readouterr().err
