"""Every code the network table sends — why a peer is not seated, why a connection closes,
why a line or a request is refused — and every quick message has its words in each of the
four languages (``game.i18n.net_words``); the host sends no code the protocol does not
list."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import i18n
from game.i18n import net_words
from game.net.admission import HOST_NOTICES
from game.net.protocol import CLOSINGS, COMPLAINTS, HELLO_REFUSALS, PHRASES
from game.table.messages import Refusal

NET = Path(__file__).resolve().parents[1] / "game" / "net"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def every_text() -> dict[str, str]:
    texts = {f"refused:{w}": net_words.hello_refusal_text(w) for w in HELLO_REFUSALS}
    texts |= {f"closing:{w}": net_words.closing_text(w) for w in CLOSINGS}
    for why in ("connection_lost", "unreadable"):  # said by the joining side itself
        texts[f"closing:{why}"] = net_words.closing_text(why)
    texts |= {f"error:{w}": net_words.complaint_text(w) for w in COMPLAINTS}
    texts |= {f"request:{r.value}": net_words.request_refusal_text(r.value) for r in Refusal}
    texts |= {f"say:{p}": net_words.phrase_text(p) for p in PHRASES}
    texts |= {f"notice:{c}": net_words.host_notice_text(c, 120) for c in HOST_NOTICES}
    return texts


def test_every_code_and_phrase_of_the_protocol_has_its_own_words():
    assert set(HELLO_REFUSALS) <= set(net_words.HELLO_REFUSAL_WORDS)
    assert set(CLOSINGS) <= set(net_words.CLOSING_WORDS)
    assert set(COMPLAINTS) <= set(net_words.COMPLAINT_WORDS)
    assert {r.value for r in Refusal} <= set(net_words.REQUEST_REFUSAL_WORDS)
    assert set(PHRASES) == set(net_words.phrase_words())
    assert set(HOST_NOTICES) == set(net_words.HOST_NOTICE_WORDS)


@pytest.mark.parametrize("language", ["ru", "fr", "hy"])
def test_each_is_translated_in_every_language(language):
    english = every_text()
    i18n.set_language(language)
    translated = every_text()
    for key, text in translated.items():
        assert text and text != english[key], f"{key} has no {language} text"
        assert "_" not in text, f"{key} shows a code in {language}"
        assert "{" not in text, f"{key} is not filled in in {language}"


def test_an_unknown_code_reads_as_words_never_as_the_code():
    for text in (net_words.hello_refusal_text("zz_new"), net_words.closing_text("zz_new"),
                 net_words.complaint_text("zz_new"), net_words.request_refusal_text("zz")):
        assert text and "zz" not in text
    assert net_words.phrase_text("os.system") == ""


def literal_whys() -> dict[str, set[str]]:
    """The reasons the host's code sends as literals: ``_refuse(conn, "…")``,
    ``.close("…")`` / ``_finish``, ``strike("…", …)``."""
    found: dict[str, set[str]] = {"refuse": set(), "close": set(), "strike": set()}
    for path in (NET / "server.py", NET / "cli.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = [a.value for a in node.args
                    if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if name == "_refuse" and args:
                found["refuse"].add(args[0])
            elif name in ("close", "_finish") and args:
                found["close"].add(args[0])
            elif name == "strike" and args:
                found["strike"].add(args[0])
    return found


def test_the_host_sends_only_the_codes_the_protocol_lists():
    whys = literal_whys()
    assert whys["refuse"] and whys["refuse"] <= set(HELLO_REFUSALS)
    # "slow" and "gone" close a peer that no longer reads, "crowded" one that never said
    # hello and is dropped for a newcomer: nothing is said to them
    assert whys["close"] and whys["close"] - {"slow", "gone", "crowded"} <= set(CLOSINGS)
    # the door's refusals (the server refuses with what ``Admission.judge`` returns)
    door = {node.value.value for node in ast.walk(ast.parse(
        (NET / "admission.py").read_text(encoding="utf-8")))
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)}
    assert door == {"tries", "code"} and door <= set(HELLO_REFUSALS)
    assert whys["strike"] == set(COMPLAINTS)
