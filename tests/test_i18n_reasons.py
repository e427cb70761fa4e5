"""Refusal reasons in every language.

Every ``IllegalActionError`` code the core can raise has a template; real refusals from
each game read in Russian and French with their cards and numbers, and name no rule id.
(The AI's and the teacher's reasons: ``test_i18n_ai_reasons.py``.)
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from game import i18n
from game.core import create_game
from game.core.belote.play import Duty
from game.core.errors import IllegalActionError
from game.i18n.reasons import REASONS, reason_text

CORE = Path(__file__).resolve().parents[1] / "game" / "core"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def core_codes() -> set[str]:
    """The first argument of every ``IllegalActionError(...)`` in the core, plus the play
    duties' codes (``belote.play`` raises ``duty.code``)."""
    codes = {d.code for d in Duty if d is not Duty.FREE}
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == \
                    "IllegalActionError" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant):
                    codes.add(str(first.value))
    return codes


def test_every_code_the_core_raises_has_a_template() -> None:
    codes = core_codes()
    assert len(codes) > 30
    assert codes <= set(REASONS), f"no template for {sorted(codes - set(REASONS))}"


SAMPLE_PARAMS = {"max": 7, "min": 9, "bid": 3, "tricks": 5, "card": "QH", "suit": "S",
                 "trump": "D", "seat": 1, "to_play": 2}


@pytest.mark.parametrize("code", ["en", "ru", "fr", "hy"])
def test_every_template_fills_from_the_params(code: str) -> None:
    i18n.set_language(code)
    for name, template in REASONS.items():
        wanted = {f for _l, f, _s, _c in string.Formatter().parse(template) if f}
        error = IllegalActionError(name, "english", {k: SAMPLE_PARAMS[k] for k in wanted})
        text = reason_text(error, ("Ann", "Bob", "Cid", "Dee"))
        assert text != "english" and "{" not in text, (code, name, text)


def refusals() -> list[IllegalActionError]:
    """Real refusals: a bid out of range, the hook, a card not held, not following suit, a
    call of another game, a Belote underbid and a Recontra with no Contra."""
    out: list[IllegalActionError] = []

    def refuse(state, action) -> None:
        with pytest.raises(IllegalActionError) as caught:
            state.apply(action)
        out.append(caught.value)

    g = create_game("blackout", players=3, hook=True)
    s = g.new_deal(hands=[["AS", "KS"], ["2S", "3H"], ["4D", "5C"]], dealer=2, turn_up="7C")
    refuse(s, "bid 5")
    s = s.apply("bid 1").apply("bid 0")
    refuse(s, "bid 1")  # the dealer's 1 would make the bids total the 2 tricks
    s = s.apply("bid 0")
    refuse(s, "play 2H")
    s = s.apply("play AS")
    refuse(s, "play 3H")  # seat 1 holds 2S
    refuse(create_game("partnership-blackout").new_match(seed=3), "contra")
    b = create_game("bazar-belote").new_match(seed=5)
    refuse(b, "bid 7 S")
    refuse(b, "recontra")
    return out


def test_real_refusals_read_in_each_language() -> None:
    errors = refusals()
    english = [reason_text(e) for e in errors]
    for code in ("ru", "fr", "hy"):
        i18n.set_language(code)
        for e, en in zip(errors, english, strict=True):
            text = reason_text(e, ("A", "B", "C", "D"))
            assert text and text != en and "{" not in text, (code, e.code, text)
    i18n.set_language("ru")
    hook = next(e for e in errors if e.code == "hook")
    assert reason_text(hook) == ("сдающий не может заказать 1: сумма заказов сравнялась бы "
                                 "с числом взяток, 2 (правило крюка)")


def test_unknown_codes_fall_back_to_the_cores_message() -> None:
    i18n.set_language("fr")
    assert reason_text(IllegalActionError("new_rule", "a newer core's words")) == \
        "a newer core's words"
    assert reason_text(ValueError("plain")) == "plain"


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_refusals_name_no_rule_id_nor_option_identifier(code: str) -> None:
    """A player reads why, not "(bazar-belote 22, 23)" or "declarations = auto"."""
    i18n.set_language(code)
    templates = list(REASONS.values())
    for template in templates:
        text = re.sub(r"\{[a-z_]+\}", "", i18n._(template))
        assert not re.search(r"\(\D*\d+(, \d+)*\)|bazar|= auto|_", text), (code, text)
    for error in refusals():
        assert not re.search(r"bazar|belote \d|\d+\)$", reason_text(error)), error.code


@pytest.mark.parametrize("language", ["en", "ru", "fr", "hy"])
def test_a_refusal_is_worded_by_its_code_alone_never_by_its_english(language: str) -> None:
    """The trump-led overtrump and the end of the match have codes of their own: the
    words follow the code even when the English message says something else."""
    from game.core.errors import IllegalActionError

    i18n.set_language(language)
    led = reason_text(IllegalActionError("must_overtrump_led", "whatever", {}))
    plain = reason_text(IllegalActionError("must_overtrump", "trump was led", {
        "card": "QH", "trump": "H"}))
    over = reason_text(IllegalActionError("match_over", "any words"))
    assert led == i18n._(REASONS["must_overtrump_led"])
    assert led != plain and over == i18n._(REASONS["match_over"])
