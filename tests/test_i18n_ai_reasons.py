"""The AI's and the teacher's reasons, worded from the catalogs in every language.

Every code the agents (``ai.reason.Why``) and the teacher (``game.practice.reasons.Teach``)
can emit has a template, translated in every language of ``game.i18n.LANGUAGES``; real
decisions of every game and level, and real teacher feedback, read with no English left in
Russian and French and no internal token (seat numbers, "Number(", rule ids, snake_case).
"""

from __future__ import annotations

import re
import string
import time

import pytest

from ai import LEVELS, create_agent
from ai.reason import Cards, Chance, Reason, Seat, Suits, Why, why
from game import i18n
from game.core import create_game
from game.core.belote.contracts import BeloteContract
from game.core.contract import ContractRecord
from game.i18n.ai_reasons import TEMPLATES, because_text
from game.practice import PracticeStream, drills_of, feedback_for
from game.practice.reasons import Teach
from tests.game_floors import GAME_IDS as REGISTERED

GAMES = REGISTERED
INTERNAL = re.compile(r"seat \d|Number\(|bazar-belote|blackout|\b[a-z]+_[a-z_]+\b|-0[.,]0\b"
                      r"|[{}]|…|Why\.|Teach\.")
ENGLISH = re.compile(r"\b(the|your|you|should|win|need|more|tricks?|team|with|made|"
                     r"time|expected|deals?|bid|trump|their|card|against|chance|about|"
                     r"average|by|seat|and|of)\b", re.IGNORECASE)
SAMPLE: dict[str, object] = {
    "cards": Cards((51, 38)), "suits": Suits((3,)), "tricks": 2.4, "bids": 5, "deals": 16,
    "n": 2, "points": -0.01, "total": 70, "chance": Chance(0.63), "seat": Seat(1),
    "contract": ContractRecord(BeloteContract.SUIT, 11, 1, 2, 3),
    "reason": why(Teach.TRUMP_SCORES, suits=Suits((2,)), total=80),
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def fields(template: object) -> set[str]:
    texts = template[:2] if isinstance(template, tuple) else (template,)
    return {f for t in texts for _l, f, _s, _c in string.Formatter().parse(str(t)) if f}


def sample(code: Why | Teach) -> Reason:
    """``code`` with a sample value for each argument its template names."""
    template = TEMPLATES[code.value]
    wanted = fields(template)
    if isinstance(template, tuple):
        wanted.add(template[2])  # the counted argument
        if template[2] != "n":
            wanted.discard("n")  # counted from it
    return Reason(code, tuple((k, SAMPLE[k]) for k in sorted(wanted)))  # type: ignore[misc]


def test_every_code_has_a_template_and_no_template_is_stale() -> None:
    codes = {c.value for c in Why} | {c.value for c in Teach}
    assert codes - set(TEMPLATES) == set(), "no template"
    assert set(TEMPLATES) - codes == set(), "a template no code uses"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("code", list(Why) + list(Teach), ids=lambda c: c.value)
def test_every_code_reads_in_every_language(language: str, code: Why | Teach) -> None:
    i18n.set_language("en")
    english = because_text(sample(code))
    i18n.set_language(language)
    text = because_text(sample(code))
    assert text and not INTERNAL.search(text), (language, text)
    if language != "en":
        assert text != english, f"{language}: {code.value} is not translated"


def test_reasons_are_said_as_a_player_would() -> None:
    reason = why(Why.SHOULD_WIN, why(Why.OTHERS_BID, bids=5, tricks=6),
                 cards=Cards((51, 37)))
    assert because_text(reason) == "your A♣ and K♦ should win; the others bid 5 of 6 tricks"
    card = why(Why.NEED_TRICKS, why(Why.CARD_VALUE, points=-0.04, deals=16), n=1)
    assert because_text(card) == "you need 1 more trick; with it you should score about 0.0"
    fail = why(Why.SHOULD_FAIL, contract=ContractRecord(BeloteContract.SUIT, 11, 1, 2, 3),
               chance=Chance(0.63), deals=0)
    names = ("You", "West", "North", "East")
    assert because_text(fail, names) == "11♥ ×2 by East should fail (63% chance)"
    i18n.set_language("ru")
    assert because_text(card) == "вам нужна ещё 1 взятка; с ней вы наберёте около 0,0"
    i18n.set_language("fr")
    own = ContractRecord(BeloteContract.CAPOT, 0, 0, 1, 0)
    assert because_text(why(Why.TEAM_CARD_VALUE, points=2.55, deals=9, contract=own)) == \
        "environ +2,5 points pour votre équipe avec Capot ♠ par vous"


def _reasons_of_play(game_id: str, level: str, seed: int, limit: int = 40) -> list[Reason]:
    game = create_game(game_id)
    state = game.new_match(seed=seed)
    agents = [create_agent(level, game, s, seed + s) for s in range(game.players)]
    out: list[Reason] = []
    while len(out) < limit and state.phase != "over":
        if state.phase == "scored":
            state = state.apply("deal")
            continue
        actors = state.actors()
        for seat in actors:
            if seat != state.to_play:  # may act out of turn: its answer has a reason too
                asked = agents[seat].choose(state.observation(seat), actors[seat],
                                            deadline=time.monotonic() + 0.02)
                out.append(asked.reason)
        seat = state.to_play
        decision = agents[seat].choose(state.observation(seat), state.legal_actions(),
                                       deadline=time.monotonic() + 0.02)
        assert isinstance(decision.reason, Reason)
        out.append(decision.reason)
        state = state.apply(decision.action)
    return out


def _teacher_reasons(game_id: str) -> list[Reason]:
    out = []
    for drill in drills_of(game_id):
        situation = PracticeStream(game_id, drill.name, seed=4).next()
        for call in situation.legal[:2]:
            fb = feedback_for(situation, call, worlds=24)
            out.append(fb.reason)
            out += [v.note for v in fb.values if v.note is not None]
    return out


def _check(reasons: list[Reason]) -> None:
    """Each reason in each language, seats named as the four-player table names them."""
    names = ()
    for reason in reasons:
        i18n.set_language("en")
        english = because_text(reason, names)
        assert english and not INTERNAL.search(english), (reason.describe(), english)
        for language in i18n.LANGUAGES:
            if language == "en":
                continue
            i18n.set_language(language)
            text = because_text(reason, names)
            assert text and not INTERNAL.search(text), (language, reason.describe(), text)
            if language == "ru":
                assert not re.search(r"[A-Za-z]{2,}", text), (reason.describe(), text)
            else:
                assert not ENGLISH.search(text), (language, reason.describe(), text)


@pytest.mark.parametrize("game_id", GAMES)
def test_real_decisions_of_every_level_read_in_every_language(game_id: str) -> None:
    reasons = []
    for level in LEVELS:
        if level != "expert":
            reasons += _reasons_of_play(game_id, level, seed=11)
    codes = {c.code for r in reasons for c in r.all_clauses()}
    assert len(codes) >= 5, codes
    _check(reasons)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_teachers_reasons_read_in_every_language(game_id: str) -> None:
    reasons = _teacher_reasons(game_id)
    assert reasons
    assert any(c.code in Teach for r in reasons for c in r.all_clauses())
    _check(reasons)
