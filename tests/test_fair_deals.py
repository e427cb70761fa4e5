"""Deals every player can verify (issue 46, items 2 and 3): the host's commitment, each
window's contribution, the reveal, and each window's verdict — true for an honest host,
false for one that changed its secret or a deal."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import create_game
from game.core.dealing import WIDE_SEED
from game.core.record import deal_record_of
from game.net import server as server_module
from game.net.codec import Decoder, encode_view
from game.net.fairness import (
    SECRET_BYTES,
    DealSecret,
    DealWitness,
    FairnessError,
    Reveal,
    Verdict,
    commitment_of,
    derive_seed,
    expected_deal,
    verify,
)
from game.net.protocol import Welcome, read_host_message, welcome_message
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.net.version import program_version
from game.net.wire import MAX_MESSAGE, PROTOCOL, pack, unpack
from game.table.messages import DealRecord
from game.table.view import seat_view
from tests.net_support import CODE, LOOPBACK, PROGRAM, bots, client, run

ROOT = Path(__file__).resolve().parent.parent
A, B = "a1" * 32, "b2" * 32


# ------------------------------------------------------------------ the pure parts
def test_the_seed_depends_on_the_secret_and_every_contribution_in_seat_order() -> None:
    secret = bytes(range(32))
    seed = derive_seed(secret, [A, None, B])
    assert WIDE_SEED <= seed < 2**256 and seed.bit_length() == 256
    others = {derive_seed(secret, [B, None, A]), derive_seed(secret, [A, B, None]),
              derive_seed(secret, [A, None, None]), derive_seed(bytes(32), [A, None, B]),
              derive_seed(secret, [A, None, B, None])}
    assert seed not in others and len(others) == 5
    assert commitment_of(secret) != commitment_of(bytes(32))
    assert len(commitment_of(secret)) == 64


def test_a_host_secret_is_32_bytes_from_secrets_and_gives_a_wide_seed() -> None:
    fair = DealSecret.drawn()
    assert len(fair.secret) == SECRET_BYTES and fair.takes_contributions
    assert DealSecret.drawn().secret != fair.secret
    assert fair.fix([A, None]) >= WIDE_SEED and fair.used == (A, None)
    fixed = DealSecret.drawn(42)  # tests only: foreseeable, contributions left out
    assert fixed.secret == DealSecret.drawn(42).secret and not fixed.takes_contributions
    assert fixed.fix([A, B]) == derive_seed(fixed.secret, [None, None])


def test_the_windows_host_deals_from_32_secret_bytes_not_a_number_a_seat_can_search() -> None:
    from game.client.friends.hosting import Hosting

    hosting = Hosting("blackout", {}, [SeatPlan("person"), SeatPlan("open"),
                                       SeatPlan("computer", "easy")], address=LOOPBACK,
                      program=PROGRAM, announce_to=("127.0.0.1", 9))
    fair = hosting.host.fair
    assert fair is not None and len(fair.secret) == SECRET_BYTES and fair.takes_contributions
    assert hosting.host.state.match_seed >= WIDE_SEED  # even the match nobody is dealt
    assert Hosting("blackout", {}, [SeatPlan("person"), SeatPlan("open"),
                                    SeatPlan("computer", "easy")]).host.fair.secret \
        != fair.secret


def _records(game_id: str, seed: int, deals: int) -> dict[int, dict[str, Any]]:
    game = create_game(game_id)
    state = game.new_match(seed)
    out = {}
    for number in range(1, deals + 1):
        out[number] = deal_record_of(state)
        state = game.next_deal(state)
    return out


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout", "bazar-belote"])
def test_an_honest_reveal_verifies_and_every_change_is_caught(game_id: str) -> None:
    fair = DealSecret.drawn()
    seed = fair.fix([None, A, B, None])
    records = _records(game_id, seed, 3)
    assert all(expected_deal(create_game(game_id), seed, n) == r["deal"]
               for n, r in records.items())
    reveal = Reveal(fair.secret.hex(), fair.used or ())
    assert verify(fair.commitment, reveal, A, records, seed).verified
    assert verify(fair.commitment, reveal, A, records).reason == "verified"
    other = DealSecret.drawn()
    assert verify(fair.commitment, Reveal(other.secret.hex(), reveal.contributions), A,
                  records).reason == "commitment"
    assert verify(fair.commitment, Reveal(fair.secret.hex(), (None, B, B, None)), A,
                  records).reason == "not_contributed"
    assert verify(fair.commitment, reveal, "c3" * 32, records).reason == "not_contributed"
    assert verify(fair.commitment, reveal, A, records, seed + 1).reason == "seed"
    assert verify(fair.commitment, None, A, records).reason == "no_reveal"
    assert verify(None, reveal, A, records).reason == "no_commitment"
    assert verify(fair.commitment, reveal, A, {}).reason == "no_deals"
    # a deal record that is not the deal the seed gives: another deal's, or its dealer moved
    swapped = dict(records) | {2: records[3]}
    assert verify(fair.commitment, reveal, A, swapped).reason == "deal"
    # a finished deal whose record never came (the host kept back the one it changed)
    assert verify(fair.commitment, reveal, A, {1: records[1], 3: records[3]},
                  finished=frozenset({1, 2, 3})).reason == "deal"
    assert verify(fair.commitment, reveal, A, records, finished=frozenset({1, 2, 3})).verified
    moved = {n: json.loads(json.dumps(r)) for n, r in records.items()}
    moved[1]["deal"]["dealer"] = (moved[1]["deal"]["dealer"] + 1) % len(moved[1]["deal"]["hands"])
    assert verify(fair.commitment, reveal, A, moved).reason == "deal"


def test_a_saved_secret_is_checked_against_the_saved_match() -> None:
    fair = DealSecret.drawn()
    seed = fair.fix([None, A, None])
    saved = json.loads(json.dumps(fair.as_json()))
    assert DealSecret.from_json(saved, 3, seed) == fair
    for bad in ({**saved, "secret": "00" * 32}, {**saved, "contributions": [None, A]},
                {**saved, "contributions": [None, "zz", None]}, {**saved, "extra": 1},
                {**saved, "takes_contributions": 1}, [], None):
        with pytest.raises(FairnessError):
            DealSecret.from_json(bad, 3, seed)
    with pytest.raises(FairnessError):
        DealSecret.from_json(saved, 3, seed + 1)


def test_the_welcome_carries_the_commitment_and_the_final_view_a_256_bit_seed() -> None:
    fair = DealSecret.drawn()
    welcome = Welcome(1, 3, "x", True, fair.commitment, "blackout")
    line = pack(welcome_message(welcome, PROTOCOL))
    assert read_host_message(unpack(line, MAX_MESSAGE), Decoder()) == welcome
    state = create_game("blackout", players=3).new_match(fair.fix([None, A, None]))
    assert seat_view(state, 1, 0).match_seed is None  # not before the match is over
    view = seat_view(state, 1, 0)
    wire = json.loads(pack({"t": "update", "events": [], "view": encode_view(view)}))
    wire["view"]["match_seed"] = state.match_seed  # as the final view sends it
    got = read_host_message(wire, Decoder())
    assert got.view.match_seed == state.match_seed and got.view.match_seed > 2**64
    wire["view"]["match_seed"] = 2**256  # one past any seed: refused
    with pytest.raises(Exception, match="match_seed"):
        read_host_message(wire, Decoder())


def test_a_witness_keeps_the_first_reveal_and_judges_everything_sent_before_the_close(
        ) -> None:
    fair = DealSecret.drawn()
    seed = fair.fix([A, None, None, None])
    witness = DealWitness(A)
    witness.commitment = fair.commitment
    records = _records("partnership-blackout", seed, 3)
    for number in (1, 2):
        witness.see(DealRecord(number, records[number]))
    assert witness.at_close("host_left") is None  # no reveal, match not over: nothing
    assert witness.at_close("match_over") == Verdict(False, "no_reveal")
    witness.see(Reveal(fair.secret.hex(), fair.used or ()))
    assert witness.verdict.verified
    # a second reveal (another secret) cannot undo the first
    witness.see(Reveal(DealSecret.drawn().secret.hex(), fair.used or ()))
    assert witness.verdict.verified
    # a deal sent after the reveal is judged too: a host that revealed early and then
    # dealt something else is caught at the close
    witness.see(DealRecord(3, records[2] | {"deal": {**records[2]["deal"], "deal_number": 3}}))
    verdict = witness.at_close("host_left")
    assert verdict == Verdict(False, "deal")


# ------------------------------------------------------------------ over the network
def fair_host(game_id: str, seats: list[SeatPlan], fair: DealSecret | None = None,
              **settings: Any) -> NetHost:
    """A host on loopback dealing from a drawn secret (``fair``), as the real hosts do."""
    game = create_game(game_id, players=len(seats)) if game_id == "blackout" \
        else create_game(game_id)
    fair = fair or DealSecret.drawn()
    defaults: dict[str, Any] = {"program": PROGRAM, "address": LOOPBACK, "code": CODE,
                                "level": "easy"}
    host = NetHost(game.new_match(derive_seed(fair.secret, [None] * game.players)), seats,
                   HostSettings(**(defaults | settings)), fair=fair)
    host.open()
    return host


def test_two_bots_verify_an_honest_hosts_deals_at_the_end() -> None:
    fair = DealSecret.drawn()
    host = fair_host("partnership-blackout",
                     [SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("open"),
                      SeatPlan("computer", "easy")], fair, deals=2)
    clients = [client(host), client(host)]
    summaries = run(bots(host, 2, clients=clients), 90)
    assert host.wait_closed(10)
    assert [s["ended"] for s in summaries] == ["deals_done"] * 2
    assert [(s["verified"], s["verified_reason"]) for s in summaries] == \
        [(True, "verified")] * 2
    # the match was dealt from the secret and both windows' contributions, in seat order
    assert fair.used is not None and fair.used[1] is None and fair.used[3] is None
    assert sorted(c for c in fair.used if c) == sorted(c.witness.contribution for c in clients)
    assert host.state.match_seed == derive_seed(fair.secret, fair.used) >= WIDE_SEED
    assert all(len(c.witness.records) == 2 for c in clients)


def test_a_host_that_reveals_another_secret_is_caught(monkeypatch) -> None:
    real = server_module.reveal_message

    def lying(reveal: Reveal) -> dict[str, Any]:
        return real(Reveal(DealSecret.drawn().secret.hex(), reveal.contributions))

    monkeypatch.setattr(server_module, "reveal_message", lying)
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], deals=1)
    [summary] = run(bots(host, 1), 60)
    assert host.wait_closed(10)
    assert (summary["verified"], summary["verified_reason"]) == (False, "commitment")


def test_a_host_that_deals_other_deals_than_its_secret_gives_is_caught(monkeypatch) -> None:
    """The host commits honestly but deals from a seed of its choosing: every deal record
    it sends is a real, replayable deal, and still the window says they do not match."""
    chosen = DealSecret.drawn().fix([None] * 3)
    real_fix = NetHost._fix_deals

    def cheating(self: NetHost) -> None:
        real_fix(self)
        state = self._game.new_match(seed=chosen)
        self.state = state
        self._table.restart(state)

    monkeypatch.setattr(NetHost, "_fix_deals", cheating)
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], deals=2)
    [summary] = run(bots(host, 1), 60)
    assert host.wait_closed(10)
    assert host.state.match_seed == chosen
    assert (summary["verified"], summary["verified_reason"]) == (False, "deal")


def test_a_seat_that_joins_after_start_adds_nothing_and_is_told_so() -> None:
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("open"),
                                  SeatPlan("computer", "easy")], deals=1,
                     start_when_full=False)

    async def play() -> list[dict[str, Any]]:
        from game.net.bot import play_bot

        first, late = client(host), client(host)
        await first.connect()
        await asyncio.sleep(0.2)  # its contribution is in
        host.start()
        await asyncio.sleep(0.3)
        await late.connect()
        return list(await asyncio.gather(play_bot(first, "easy"), play_bot(late, "easy", 1)))

    first, late = run(play(), 60)
    assert host.wait_closed(10)
    assert (first["verified"], late["verified"]) == (True, False)
    assert late["verified_reason"] == "not_contributed"


def test_a_table_kept_to_resume_reveals_nothing_when_its_host_leaves_mid_match() -> None:
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], start_when_full=False)
    host.resumable = True

    async def play() -> dict[str, Any]:
        from game.net.bot import play_bot

        c = client(host)
        await c.connect()
        await asyncio.sleep(0.2)
        host.start()
        await asyncio.sleep(0.5)
        host.close("host_left")
        return await play_bot(c, "easy")

    summary = run(play(), 30)
    assert summary["ended"] == "host_left"
    assert (summary["verified"], summary["verified_reason"]) == (False, "no_reveal")


def test_the_headless_join_prints_its_verdict() -> None:
    fair = DealSecret.drawn()
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], fair, deals=1,
                     program=program_version())
    done = subprocess.run(
        [sys.executable, "-m", "game", "join", f"127.0.0.1:{host.port}", "--code", CODE,
         "--bot", "easy", "--headless"], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert host.wait_closed(10)
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["ended"] == "deals_done"
    assert summary["verified"] is True and summary["verified_reason"] == "verified"
    assert fair.used is not None and fair.used[0] is not None


def test_the_headless_host_deals_from_a_secret_unless_given_a_test_seed(tmp_path) -> None:
    """The headless host's save keeps its secret (a resumed table still reveals it), and
    the seed it deals from is wide; ``--seed`` says in its help that it is for tests."""
    record = tmp_path / "table.json"
    host = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
         "--seats", "open,easy,easy", "--code", CODE, "--deals", "1", "--no-announce",
         "--record", str(record), "--headless", "--address", LOOPBACK],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert host.stdout is not None
        listening = json.loads(host.stdout.readline())
        assert "seed" not in listening  # nothing about the deals before they are dealt
        joined = subprocess.run(
            [sys.executable, "-m", "game", "join", f"127.0.0.1:{listening['listening']}",
             "--code", CODE, "--bot", "easy", "--headless"], cwd=ROOT, capture_output=True, check=False,
            text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert json.loads(joined.stdout.strip().splitlines()[-1])["verified"] is True
        assert host.wait(30) == 0
    finally:
        if host.poll() is None:
            host.kill()
    saved = json.loads(record.read_text(encoding="utf-8"))
    fair = DealSecret.from_json(saved["table"]["fair"], 3, saved["seed"])
    assert saved["seed"] >= WIDE_SEED and fair.used is not None and fair.used[0] is not None
    helped = subprocess.run([sys.executable, "-m", "game", "host", "--help"], cwd=ROOT,
                            capture_output=True, text=True, timeout=30, check=False,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "for tests only" in " ".join(helped.stdout.split())


def test_a_host_that_keeps_back_a_deal_record_is_caught(monkeypatch) -> None:
    real = server_module._Link.deliver

    def withholding(self: Any, message: Any) -> None:
        if not (isinstance(message, DealRecord) and message.deal_number == 1):
            real(self, message)

    monkeypatch.setattr(server_module._Link, "deliver", withholding)
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], deals=2)
    [summary] = run(bots(host, 1), 60)
    assert host.wait_closed(10)
    assert summary["deals"] == 2
    assert (summary["verified"], summary["verified_reason"]) == (False, "deal")


@pytest.mark.parametrize("bad", [None, 7, "a1" * 31, "a1" * 33, "zz" * 32, ["a1" * 32],
                                 "ａ" * 64])
def test_a_contribution_or_a_reveal_that_is_not_64_hex_digits_is_refused(bad: Any) -> None:
    from game.net.codec import DecodeError
    from game.net.protocol import Contribute, Open, read_request

    assert read_request({"t": "contribute", "pledge": A.upper()}) == Contribute(A)
    assert read_request({"t": "open", "contribution": A}) == Open(A)
    with pytest.raises(DecodeError, match="pledge"):
        read_request({"t": "contribute", "pledge": bad})
    with pytest.raises(DecodeError, match="contribution"):
        read_request({"t": "open", "contribution": bad})
    with pytest.raises(DecodeError):
        read_request({"t": "contribute", "pledge": A, "more": 1})
    good = {"t": "reveal", "secret": A, "contributions": [None, B]}
    assert read_host_message(good, Decoder()) == Reveal(A, (None, B))
    odd = [good | {"secret": bad}, good | {"contributions": [None] * 8},
           good | {"contributions": "ab"}]
    if bad is not None:  # null is a seat that gave none, and a table committed to nothing
        odd.append(good | {"contributions": [None, bad]})
        with pytest.raises(DecodeError, match="commitment"):
            read_host_message({"t": "welcome", "protocol": PROTOCOL, "program": "x",
                               "seat": 1, "players": 4, "hints": True, "commitment": bad,
                               "game": "blackout"},
                              Decoder())
    for message in odd:
        with pytest.raises(DecodeError):
            read_host_message(message, Decoder())


def test_the_headless_host_resumes_with_its_secret_and_refuses_one_that_was_changed(
        tmp_path: Path) -> None:
    """``--resume`` goes on with the secret its save kept: the reveal at the end still
    matches the commitment (a headless join coming back from a new process contributed
    nothing to the deals, and is told so); a save whose secret was changed is refused."""
    save = tmp_path / "table.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def host(*args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
             "--address", LOOPBACK, "--code", CODE, "--record", str(save), "--level", "easy",
             "--no-announce", "--headless", *args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)

    def play(proc: subprocess.Popen[str]) -> dict[str, Any]:
        assert proc.stdout is not None
        port = json.loads(proc.stdout.readline())["listening"]
        joined = subprocess.run(
            [sys.executable, "-m", "game", "join", f"{LOOPBACK}:{port}", "--code", CODE,
             "--bot", "easy", "--token", "ab" * 16, "--headless"], cwd=ROOT,
            capture_output=True, text=True, timeout=120, env=env, check=False)
        proc.communicate(timeout=60)
        return dict(json.loads(joined.stdout.strip().splitlines()[-1]))

    first = play(host("--seats", "open,easy,easy", "--deals", "1"))
    assert (first["verified"], first["verified_reason"]) == (True, "verified")
    kept = json.loads(save.read_text(encoding="utf-8"))["table"]["fair"]
    again = play(host("--resume", str(save), "--deals", "2"))
    assert again["deals"] == 2
    assert (again["verified"], again["verified_reason"]) == (False, "not_contributed")
    assert json.loads(save.read_text(encoding="utf-8"))["table"]["fair"] == kept
    record = json.loads(save.read_text(encoding="utf-8"))
    record["table"]["fair"]["secret"] = "00" * 32
    save.write_text(json.dumps(record), encoding="utf-8")
    refused = subprocess.run(
        [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
         "--resume", str(save), "--headless", "--no-announce"], cwd=ROOT,
        capture_output=True, text=True, timeout=60, env=env, check=False)
    assert refused.returncode == 2
    assert "cannot resume" in refused.stderr and "seed" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_a_contribution_that_is_not_the_one_pledged_adds_nothing() -> None:
    """A seat pledges the hash of its contribution after the welcome and shows the
    contribution only when Start asks, once every pledge is in: one that shows another
    contribution than it pledged (chosen after seeing something) is left out."""
    fair = DealSecret.drawn()
    host = fair_host("blackout", [SeatPlan("open"), SeatPlan("open"),
                                  SeatPlan("computer", "easy")], fair, deals=1,
                     start_when_full=False)

    async def play() -> list[dict[str, Any]]:
        from game.net.bot import play_bot

        honest, changing = client(host), client(host)
        await honest.connect()
        await changing.connect()
        await asyncio.sleep(0.2)  # both pledges are in
        pledged = changing.witness.contribution
        changing.witness.contribution = "c3" * 32  # what it shows is not what it pledged
        host.start()
        summaries = await asyncio.gather(play_bot(honest, "easy"), play_bot(changing, "easy"))
        assert pledged not in (fair.used or ())
        return list(summaries)

    honest, changing = run(play(), 60)
    assert host.wait_closed(10)
    assert fair.used is not None and fair.used[1] is None and fair.used[0] is not None
    assert (honest["verified"], changing["verified"]) == (True, False)
    assert changing["verified_reason"] == "not_contributed"
