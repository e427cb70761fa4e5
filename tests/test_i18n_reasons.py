"""Refusal reasons and AI reasons in every language.

Every ``IllegalActionError`` code the core can raise has a template; real refusals from
each game read in Russian and French with their cards and numbers; every phrasing the
agents and the practice teacher use is recognised, so no hint is left half in English.
"""

from __future__ import annotations

import ast
import string
import time
from pathlib import Path

import pytest

from ai import create_agent
from game import i18n
from game.core import create_game
from game.core.belote.play import Duty
from game.core.errors import IllegalActionError
from game.i18n.ai_reasons import action_label, translate_reason, untranslated
from game.i18n.reasons import REASONS, VARIANTS, reason_text

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
    assert set(VARIANTS) <= set(REASONS)


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


EXAMPLES = [
    "Q♥: I need 2 more tricks; expected 1.5 points over 40 deals",
    "J♠: I need 1 more trick",
    "9♦: my bid is made: I duck; my cards are equivalent",
    "A♣: my bid is lost; expected -3.0 points over 1 deal",
    "2♠: the only legal card",
    "bid 2: A♥ and K♥ should win; ♣ void may ruff (I expect about 2.4 tricks)",
    "bid 0: no sure winners (48 simulated deals)",
    "3: A♠ should win (I expect about 1.8 tricks)",
    "K♠: we play Nil (seat 1): I duck; expected 2.0 points over 30 deals",
    "K♠: we play Zero: I duck",
    "10♥: we need 2 more for Number(7); my cards are equivalent",
    "A♦: we play for all 13 tricks",
    "5♣: ours is safe; against their Board",
    "5♣: we defend; against their Number(9)",
    "Board: chosen at random",
    "Pass: no call is worth more; expected -2.5 for our team (estimate)",
    ("11♥: 4 trumps (J♥ 9♥ A♥ 10♥), 1 side ace, Belote; expected +7.2 for our team "
    "(120 simulated deals)"),
    ("Capot ♠: 6 trumps (J♠ 9♠ A♠ 10♠ K♠ Q♠), 2 side aces, Belote, a combination; "
    "expected +20.0 for our team (300 effective simulated deals)"),
    "9♣: 1 trump (7♣), 1 side ace; expected -1.0 for our team (estimate)",
    "9♣: no trumps; expected -4.0 for our team (estimate)",
    "Contra: their contract should fail against my hand; expected +4.0 for our team (estimate)",
    "Contra: 11♥ ×2 by seat 3 should fail (63% by my hand); expected +9.4 for our team",
    ("Contra: 9♠ by seat 1 should fail (71% over 54 effective simulated deals); "
    "expected +15.1 for our team"),
    "Recontra: our contract should make (80% over 40 effective simulated deals)",
    ("Recontra: our contract should make despite the Contra; expected +3.0 for our team "
    "(estimate)"),
    "Pass: the Contra may be right (40% by my hand)",
    "J♥: expected +12.3 points for our team over 60 deals (10♥ by seat 0)",
    "7♦: the card for this trick",
    "8♦: a hopeful card",
    "Recontra: chosen at random",
    "Pass: the only thing to do",
    "no AI available: a random legal action",
    "AI error (boom); first legal action",
    ("3: A♠ and K♠ should win; expected +10.0 points over 240 simulated deals, made 84% of "
    "the time"),
    "Zero: no sure winners; expected -5.0 points over 160 simulated deals",
    ("10♠: with ♠ as trump your team scores about 95 points, made 62% of the time; expected "
    "margin +12.0 over 200 simulated deals"),
    ("Pass: nobody has bid: the opponents may name trump; expected margin -3.0 over 200 "
    "simulated deals; your best trump: with ♦ as trump your team scores about 70 points"),
    ("Contra: 12♣ by seat 1 played doubled; it is made 35% of the time; expected margin +4.0 "
    "over 200 simulated deals; your best trump: with ♣ as trump your team scores about 60 "
    "points"),
    ("Pass: 12♣ by seat 2 played; expected margin +1.0 over 200 simulated deals; your best "
    "trump: with ♥ as trump your team scores about 80 points"),
]


@pytest.mark.parametrize("reason", EXAMPLES)
def test_every_phrasing_of_the_agents_is_recognised(reason: str) -> None:
    assert untranslated(reason) == []
    i18n.set_language("ru")
    russian = translate_reason(reason, ("Вы", "Запад", "Север", "Восток"))
    assert russian != reason and "{" not in russian
    i18n.set_language("fr")
    assert translate_reason(reason) != reason
    i18n.set_language("hy")
    armenian = translate_reason(reason, ("Դուք", "Արևմուտք", "Հյուսիս", "Արևելք"))
    assert armenian != reason and "{" not in armenian


def test_reason_pieces_are_written_the_languages_way() -> None:
    i18n.set_language("ru")
    assert translate_reason("Q♥: I need 2 more tricks; expected 1.5 points over 40 deals") == \
        "Д♥: мне нужно ещё 2 взятки; ожидается 1,5 очк. по 40 сдачам"
    assert translate_reason("Contra: 11♥ ×2 by seat 3 should fail (63% by my hand); "
                            "expected +9.4 for our team", ("Вы", "Запад", "Север", "Восток")) \
        == "Контра: 11♥ ×2 (Восток) должен провалиться (63% по моей руке); ожидается +9,4 " \
           "для нашей пары"
    i18n.set_language("fr")
    assert translate_reason("bid 2: A♥ and K♥ should win (I expect about 2.4 tricks)") == \
        "annonce 2 : je compte sur A♥ et R♥ (j'attends environ 2,4 plis)"
    assert action_label("J♣") == "V♣" and action_label("9♣") == "9♣"
    assert action_label("Recontra") == "Surcontre" and action_label("West") is None
    i18n.set_language("en")
    assert translate_reason("Q♥: the only legal card") == "Q♥: the only legal card"


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout", "bazar-belote"])
def test_reasons_of_real_agents_are_all_recognised(game_id: str) -> None:
    game = create_game(game_id)
    state = game.new_match(seed=11)
    agents = [create_agent(level, game, seat, 3)
              for seat, level in enumerate(("easy", "medium", "random", "medium"))]
    seen = 0
    while state.to_play is not None and state.phase not in ("scored", "over") and seen < 60:
        seat = state.to_play
        decision = agents[seat].choose(state.observation(seat), state.legal_actions(),
                                       deadline=time.monotonic() + 0.02)
        assert untranslated(decision.reason) == [], decision.reason
        state = state.apply(decision.action)
        seen += 1
    assert seen > 4
