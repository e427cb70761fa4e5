"""The wire's pieces on their own: the codec round-trips every view and event, every
incoming line is checked field by field, the seat plan and the LAN announcement are read
with care, and the command line refuses what it cannot do, by name."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import create_game
from game.core.actions import Kind, parse_action
from game.net.codec import DecodeError, Decoder, action_text, encode_events, encode_view
from game.net.discovery import announcement, read_announcement
from game.net.protocol import Hello, Ping, SeatState, read_host_message, read_request
from game.net.seats import SeatPlan, SeatSpecError, parse_seats
from game.net.wire import MAX_REQUEST, WireError, pack, unpack
from game.table.messages import Act, ClaimRest, TakeBack
from game.table.referee import Referee
from tests.game_floors import GAME_IDS as REGISTERED

ROOT = Path(__file__).resolve().parent.parent
GAMES = REGISTERED


@pytest.mark.parametrize("game_id", GAMES)
def test_every_view_and_event_of_random_matches_round_trips(game_id):
    rng = random.Random(4)
    state = create_game(game_id).new_match(seed=9)
    decoder = Decoder()
    for _ in range(250):
        referee = Referee(state)
        for seat in range(state.players):
            view = referee.view(seat)
            wire = json.loads(pack({"t": "x", "v": encode_view(view)}))
            assert decoder.view(wire["v"]) == view
        assert decoder.events(json.loads(json.dumps(encode_events(state.last_events)))) \
            == state.last_events
        if state.is_over:
            break
        actors = state.actors()
        if not actors:
            state = state.apply("deal")
            continue
        seat, legal = next(iter(actors.items()))
        action = rng.choice([a for a in legal if a.kind is not Kind.WAIT])
        state = state.apply(action, seat if seat != state.to_play else None)


def test_actions_travel_with_suit_symbols_and_parse_back():
    for text in ("play 10H", "bid 10 S", "capot H", "pass", "bid 3", "contra", "deal"):
        action = parse_action(text)
        assert parse_action(action_text(action)) == action
    assert action_text(parse_action("play 10H")) == "play 10♥"


def test_a_view_with_a_field_missing_added_or_out_of_range_is_refused():
    state = create_game("blackout").new_match(seed=1)
    good = encode_view(Referee(state).view(0))
    decoder = Decoder()
    for broken, phrase in [
        ({**good, "extra": 1}, "fields do not match"),
        ({k: v for k, v in good.items() if k != "seat"}, "fields do not match"),
        ({**good, "version": True}, "whole number"),
        ({**good, "version": 10**30}, "outside"),
        ({**good, "observation": {**good["observation"], "type": "os.system"}}, "unknown type"),
        ({**good, "observation": {**good["observation"], "hand": ["ZZ"]}}, "not a card"),
        ({**good, "observation": {**good["observation"], "hand": ["2♠"] * 100}}, "more than"),
        ({**good, "game": {"id": "poker", "options": {}}}, "poker"),
        ({**good, "game": {"id": "blackout", "options": {"nope": 1}}}, "nope"),
    ]:
        with pytest.raises(DecodeError, match=phrase):
            decoder.view(broken)


def test_each_request_is_read_by_its_exact_fields():
    assert read_request({"t": "act", "action": "play 10♥", "version": 3}) == Act(
        parse_action("play 10H"), 3)
    assert read_request({"t": "take_back", "version": 1}) == TakeBack(1)
    assert read_request({"t": "claim", "version": 2}) == ClaimRest(2)
    assert read_request({"t": "ping"}) == Ping()
    hello = read_request({"t": "hello", "protocol": 1, "program": "0.1.0", "code": "AB",
                          "token": "ab" * 16, "seat": 2, "name": "Ann"})
    assert isinstance(hello, Hello) and hello.seat == 2
    for bad, phrase in [
        ({"t": "act", "action": "play 10♥"}, "fields"),
        ({"t": "act", "action": "play 10♥", "version": 3, "seat": 0}, "fields"),
        ({"t": "act", "action": "fold", "version": 3}, "unknown action"),
        ({"t": "act", "action": "x" * 500, "version": 3}, "text longer"),
        ({"t": "act", "action": 7, "version": 3}, "expected text"),
        ({"t": "act", "action": "pass", "version": -1}, "outside"),
        ({"t": "act", "action": "pass", "version": 1.5}, "whole number"),
        ({"t": "shutdown"}, "unknown message type"),
        ({"t": "hello", "protocol": 1, "program": "0.1.0", "code": "AB", "token": "../x",
          "seat": None, "name": ""}, "token"),
        ({"t": "hello", "protocol": 1, "program": "0.1.0", "code": "AB", "token": "ab",
          "seat": 9, "name": ""}, "seat"),
        ({"t": "hello", "protocol": 1, "program": "0.1.0", "code": "AB", "token": "ab",
          "seat": None, "name": "\x1b[2J"}, "printable"),
    ]:
        with pytest.raises(DecodeError, match=phrase):
            read_request(bad)


def test_the_wire_takes_one_json_object_under_the_cap():
    assert unpack(pack({"t": "ping"}), MAX_REQUEST) == {"t": "ping"}
    with pytest.raises(WireError, match="longer"):
        unpack(b"x" * (MAX_REQUEST + 1), MAX_REQUEST)
    for line, phrase in [(b"\xff\xfe\n", "not JSON"),
                         (b"[1]\n", "object"), (b'{"a":1}\n', "type"),
                         (b'{"t":"x","n":NaN}\n', "not JSON"), (b"[" * 100_000, "not JSON")]:
        with pytest.raises(WireError, match=phrase):
            unpack(line, 10**6)


def test_the_host_messages_a_client_reads_are_checked_too():
    decoder = Decoder()
    seats = read_host_message({"t": "seats", "seats": [
        {"kind": "lost", "name": "Ann", "level": "", "takeover_in": 42}]}, decoder)
    assert seats.seats == (SeatState("lost", "Ann", "", 42),)
    with pytest.raises(DecodeError):
        read_host_message({"t": "seats", "seats": [{"kind": "god", "name": "", "level": "",
                                                     "takeover_in": None}]}, decoder)
    with pytest.raises(DecodeError):
        read_host_message({"t": "welcome", "protocol": 1, "program": "x", "seat": 12,
                           "players": 4, "hints": True}, decoder)


def test_the_seat_plan_is_read_by_seat_and_me_is_refused_headless():
    levels = ("easy", "hard")
    assert parse_seats("me,open,Hard,open", 4, levels, headless=False) == (
        SeatPlan("person"), SeatPlan("open"), SeatPlan("computer", "hard"), SeatPlan("open"))
    for spec, headless, phrase in [("me,open,open,open", True, "headless host takes no seat"),
                                   ("open,open,open", False, "names 3 seats"),
                                   ("open,open,genius,open", False, "seat 2"),
                                   ("me,me,open,open", False, "only one")]:
        with pytest.raises(SeatSpecError, match=phrase):
            parse_seats(spec, 4, levels, headless)


def test_an_announcement_carries_no_code_and_odd_datagrams_are_ignored():
    data = announcement("blackout", 4000, (SeatState("open"), SeatState("person")), "den")
    assert b"code" not in data
    assert read_announcement(data, "10.0.0.5") == {
        "address": "10.0.0.5", "port": 4000, "game": "blackout", "host": "den", "free": 1,
        "seats": 2}
    for bad in (b"x" * 600, b"\xff", b"[]", b'{"trickbid": 1, "port": 99999}',
                json.dumps({"trickbid": 1, "game": "g", "port": 1, "host": "h", "free": 9,
                            "seats": 2}).encode()):
        assert read_announcement(bad, "10.0.0.5") is None


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, text=True,
                          capture_output=True, timeout=60, check=False)


def test_the_command_line_refuses_by_name():
    done = run_cli("host", "--game", "blackout", "--seats", "me,open,open,open", "--headless")
    assert done.returncode == 2 and "headless host takes no seat" in done.stderr
    done = run_cli("host", "--game", "blackout", "--option", "colour=red", "--seats",
                   "open,open,open,open", "--headless")
    assert done.returncode == 2 and "colour" in done.stderr
    done = run_cli("join", "127.0.0.1:1", "--code", "X", "--bot", "easy")
    assert done.returncode == 2 and "--headless" in done.stderr
    done = run_cli("join", "127.0.0.1:1", "--code", "X", "--bot", "easy", "--headless")
    assert done.returncode == 4 and json.loads(done.stdout)["refused"] == "unreachable"


def test_the_quick_reads_of_plays_numbers_and_actions_still_name_what_is_wrong():
    """The decoder reads a trick's plays, lists of numbers and known actions at once; any
    irregular one is read the long way, which refuses it naming the field."""
    rng = random.Random(1)
    state = create_game("blackout").new_match(seed=1)
    while not state.observation(0).trick or not state.observation(0).legal:
        seat, legal = next(iter(state.actors().items()))
        state = state.apply(rng.choice([a for a in legal if a.kind is not Kind.WAIT]),
                            seat if seat != state.to_play else None)
    good = encode_view(Referee(state).view(0))
    obs = good["observation"]
    decoder = Decoder()
    assert decoder.view(good) == Referee(state).view(0)
    seat, card = obs["trick"][0]
    for field, broken, phrase in [
        ("trick", [[seat, "ZZ"]], r"observation\.trick\[0\]\[1\]: not a card"),
        ("trick", [[True, card]], r"observation\.trick\[0\]\[0\]: expected a whole number"),
        ("trick", [[seat, card, 1]], r"observation\.trick\[0\]: expected 2 items"),
        ("trick", [[10**30, card]], r"observation\.trick\[0\]\[0\]: .* outside"),
        ("tricks", [1.5] * len(obs["tricks"]), r"observation\.tricks\[0\]: expected a whole"),
        ("legal", ["fold"], r"observation\.legal\[0\]: .*unknown action"),
    ]:
        with pytest.raises(DecodeError, match=phrase):
            decoder.view({**good, "observation": {**obs, field: broken}})
