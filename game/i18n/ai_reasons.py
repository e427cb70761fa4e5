"""The AI's and the teacher's reasons ("why this bid / card") in the player's language.

The agents (``ai/``) and the practice engine write their reasons in English from a fixed
set of phrasings filled with numbers, cards, contracts and sub-phrases: "Q♥: I need 2 more
tricks; expected 1.5 points over 40 deals".  ``ai/`` stays free of the catalogs (it is
tuned by others and its text is also a debugging aid), so this module recognises each
phrasing by pattern and rebuilds it from its catalog template, translating the pieces:
the head (the action), then each clause.  A clause it does not know stays in English
rather than being lost; ``untranslated`` lists such clauses (the tests keep it empty for
every phrasing the agents use).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.core.cards import SUIT_SYMBOLS
from game.i18n import DECIMAL_COMMA, N_, Nn_, _, language, ngettext, pgettext
from game.i18n.terms import CALL_WORDS, card_text, contract_text

_CARD = r"(?:10|[2-9JQKA])[♠♥♦♣]"
_SIGNED = r"[+-]?\d+(?:\.\d+)?"


@dataclass(frozen=True)
class Phrase:
    """One English phrasing: a regex with named groups, its catalog template, and how each
    group is rendered (``num``, ``pct``, ``card``, ``cards``, ``suits``, ``contract``,
    ``phrase``)."""

    pattern: str
    template: str | tuple[str, str]
    """A message, or a counted one (singular, plural) whose form ``count`` chooses."""
    kinds: dict[str, str] = field(default_factory=dict)
    count: str = ""

    def regex(self) -> re.Pattern[str]:
        return _compiled(self.pattern)


_cache: dict[str, re.Pattern[str]] = {}


def _compiled(pattern: str) -> re.Pattern[str]:
    if pattern not in _cache:
        _cache[pattern] = re.compile(pattern)
    return _cache[pattern]


N = r"(?P<n>\d+)"
V = rf"(?P<v>{_SIGNED})"
P = r"(?P<p>\d+%)"

WHOLE = (
    Phrase(r"no AI available: a random legal action",
           N_("no AI available: a random legal action")),
    Phrase(r"AI error \((?P<e>.*)\); first legal action",
           N_("AI error ({e}); first legal action"), {"e": "keep"}),
)
"""Reasons read as a whole (they have a colon that is not after an action)."""

CLAUSES = (
    # ai/tricks/estimate.py: the cards the estimate counts on
    Phrase(r"(?P<cards>.+) should win", N_("{cards} should win"), {"cards": "cards"}),
    Phrase(r"no sure winners", N_("no sure winners")),
    Phrase(r"(?P<suits>[♠♥♦♣]+) void may ruff", N_("{suits} void may ruff"),
           {"suits": "keep"}),
    # how a bid was judged
    Phrase(r"I expect about (?P<v>\d+(?:\.\d+)?) tricks", N_("I expect about {v} tricks"),
           {"v": "num"}),
    Phrase(rf"{N} simulated deals?", Nn_("{n} simulated deal", "{n} simulated deals"),
           {"n": "keep"}, count="n"),
    Phrase(rf"(?:over )?{N} effective simulated deals?",
           Nn_("{n} effective simulated deal", "{n} effective simulated deals"), {"n": "keep"},
           count="n"),
    Phrase(r"estimate", N_("by the estimate")),
    Phrase(r"by my hand", N_("by my hand")),
    # the play: Blackout
    Phrase(rf"I need {N} more tricks?", Nn_("I need {n} more trick", "I need {n} more tricks"),
           {"n": "keep"}, count="n"),
    Phrase(r"my bid is made: I duck", N_("my bid is made: I duck")),
    Phrase(r"my bid is lost", N_("my bid is lost")),
    # the play: Partnership Blackout
    Phrase(r"we play (?P<c>.+): I duck", N_("we play {c}: I duck"), {"c": "contract"}),
    Phrase(rf"we need {N} more for (?P<c>.+)", N_("we need {n} more for {c}"),
           {"n": "keep", "c": "contract"}),
    Phrase(r"we play for all 13 tricks", N_("we play for all 13 tricks")),
    Phrase(r"ours is safe", N_("ours is safe")),
    Phrase(r"we defend", N_("we defend")),
    Phrase(r"against their (?P<c>.+)", N_("against their {c}"), {"c": "contract"}),
    # the play: any game
    Phrase(rf"expected {V} points over {N} deals?",
           Nn_("expected {v} points over {n} deal", "expected {v} points over {n} deals"),
           {"v": "num", "n": "keep"}, count="n"),
    Phrase(r"my cards are equivalent", N_("my cards are equivalent")),
    Phrase(r"the only legal card", N_("the only legal card")),
    Phrase(r"the card for this trick", N_("the card for this trick")),
    Phrase(r"a hopeful card", N_("a hopeful card")),
    Phrase(r"chosen at random", N_("chosen at random")),
    Phrase(r"the only thing to do", N_("the only thing to do")),
    # Bazar Belote's auction
    Phrase(rf"{N} trumps? \((?P<cards>[^()]*)\)",
           Nn_("{n} trump ({cards})", "{n} trumps ({cards})"), {"n": "keep", "cards": "cards"},
           count="n"),
    Phrase(r"no trumps", N_("no trumps")),
    Phrase(rf"{N} side aces?", Nn_("{n} side ace", "{n} side aces"), {"n": "keep"}, count="n"),
    Phrase(r"Belote", N_("Belote")),
    Phrase(r"a combination", N_("a combination")),
    Phrase(rf"expected {V} for our team \((?P<how>[^()]*)\)",
           N_("expected {v} for our team ({how})"), {"v": "num", "how": "phrase"}),
    Phrase(rf"expected {V} for our team", N_("expected {v} for our team"), {"v": "num"}),
    Phrase(r"their contract should fail against my hand",
           N_("their contract should fail against my hand")),
    Phrase(r"our contract should make despite the Contra",
           N_("our contract should make despite the Contra")),
    Phrase(r"no call is worth more", N_("no call is worth more")),
    Phrase(rf"(?P<c>.+) should fail \({P} (?P<how>[^()]*)\)",
           N_("{c} should fail ({p} {how})"), {"c": "contract", "p": "pct", "how": "phrase"}),
    Phrase(rf"our contract should make \({P} (?P<how>[^()]*)\)",
           N_("our contract should make ({p} {how})"), {"p": "pct", "how": "phrase"}),
    Phrase(rf"the Contra may be right \({P} (?P<how>[^()]*)\)",
           N_("the Contra may be right ({p} {how})"), {"p": "pct", "how": "phrase"}),
    Phrase(rf"expected {V} points for our team over {N} deals \((?P<c>[^()]*)\)",
           N_("expected {v} points for our team over {n} deals ({c})"),
           {"v": "num", "n": "keep", "c": "contract"}),
    # the practice teacher (game/practice)
    Phrase(rf"expected {V} points over {N} simulated deals, made {P} of the time",
           N_("expected {v} points over {n} simulated deals, made {p} of the time"),
           {"v": "num", "n": "keep", "p": "pct"}),
    Phrase(rf"expected {V} points over {N} simulated deals",
           N_("expected {v} points over {n} simulated deals"), {"v": "num", "n": "keep"}),
    Phrase(rf"with (?P<s>[♠♥♦♣]) as trump your team scores about {N} points, made {P} of "
           r"the time",
           N_("with {s} as trump your team scores about {n} points, made {p} of the time"),
           {"s": "keep", "n": "keep", "p": "pct"}),
    Phrase(r"your best trump: (?P<r>.+)", N_("your best trump: {r}"), {"r": "phrase"}),
    Phrase(rf"with (?P<s>[♠♥♦♣]) as trump your team scores about {N} "
           r"points",
           N_("with {s} as trump your team scores about {n} points"), {"s": "keep", "n": "keep"}),
    Phrase(rf"expected margin {V} over {N} simulated deals",
           N_("expected margin {v} over {n} simulated deals"), {"v": "num", "n": "keep"}),
    Phrase(r"nobody has bid: the opponents may name trump",
           N_("nobody has bid: the opponents may name trump")),
    Phrase(r"(?P<c>.+) played doubled", N_("{c} played doubled"), {"c": "contract"}),
    Phrase(r"(?P<c>.+) played", N_("{c} played"), {"c": "contract"}),
    Phrase(rf"it is made {P} of the time", N_("it is made {p} of the time"), {"p": "pct"}),
)
"""The clauses of a reason (the parts between "; "), most specific first."""

_TAIL = re.compile(r"(.+) \(([^()]+)\)")
_HEAD = re.compile(r"(?P<head>[^:;]{1,24}): (?P<rest>.+)", re.DOTALL)


def translate_reason(reason: str, names: tuple[str, ...] = ()) -> str:
    """``reason`` in the current language (English: unchanged); ``names`` are the players'
    names by seat, for the "by seat 3" of contracts."""
    if language() == "en" or not reason:
        return reason
    return _translate(reason, names)[0]


def untranslated(reason: str) -> list[str]:
    """The clauses of ``reason`` that no phrasing matches (they would stay English)."""
    return _translate(reason, ())[1]


def decision_reason(decision: Any, names: tuple[str, ...] = ()) -> str:
    """The translated reason of a ``Decision`` or suggestion (empty when it has none)."""
    return translate_reason(str(getattr(decision, "reason", "") or ""), names)


def _translate(reason: str, names: tuple[str, ...]) -> tuple[str, list[str]]:
    whole = _match(reason, WHOLE, names)
    if whole is not None:
        return whole, []
    m = _HEAD.fullmatch(reason)
    head = action_label(m.group("head")) if m else None
    if m is None or head is None:
        return _clauses(reason, names)
    text, missing = _clauses(m.group("rest"), names)
    return _("{action}: {reason}").format(action=head, reason=text), missing


def _clauses(text: str, names: tuple[str, ...]) -> tuple[str, list[str]]:
    out: list[str] = []
    missing: list[str] = []
    for clause in text.split("; "):
        done = _match(clause, CLAUSES, names)
        tail = _TAIL.fullmatch(clause) if done is None else None
        if tail is not None:  # "… should win (I expect about 2.5 tricks)"
            body, how = (_match(tail.group(i), CLAUSES, names) for i in (1, 2))
            if body is not None and how is not None:
                done = f"{body} ({how})"
        if done is None and ", " in clause:
            parts = [_match(p, CLAUSES, names) for p in clause.split(", ")]
            if all(p is not None for p in parts):
                done = ", ".join(p for p in parts if p is not None)
        if done is None:
            missing.append(clause)
            done = clause
        out.append(done)
    return pgettext("between the clauses of a reason", "; ").join(out), missing


def _match(text: str, phrases: tuple[Phrase, ...], names: tuple[str, ...]) -> str | None:
    for phrase in phrases:
        m = phrase.regex().fullmatch(text)
        if m is None:
            continue
        values: dict[str, str] = {}
        for name, value in m.groupdict().items():
            rendered = _render(phrase.kinds.get(name, "keep"), value or "", names)
            if rendered is None:
                break
            values[name] = rendered
        else:
            if isinstance(phrase.template, tuple):
                singular, plural = phrase.template
                template = ngettext(singular, plural, int(m.group(phrase.count)))
            else:
                template = _(phrase.template)
            return template.format(**values)
    return None


def _render(kind: str, value: str, names: tuple[str, ...]) -> str | None:
    if kind == "num":
        return value.replace(".", ",") if language() in DECIMAL_COMMA else value
    if kind == "pct":
        return value
    if kind == "card":
        return card_text(value) if re.fullmatch(_CARD, value) else None
    if kind == "cards":
        cards = re.split(r" and | ", value)
        if not all(re.fullmatch(_CARD, c) for c in cards):
            return None
        joiner = _(" and ") if " and " in value else " "
        return joiner.join(card_text(c) for c in cards)
    if kind == "contract":
        return contract_text(value, names)
    if kind == "phrase":
        return _match(value, CLAUSES, names)
    return value


def action_label(label: str) -> str | None:
    """An action's English label (``Q♥``, ``bid 3``, ``9♥``, ``Capot ♠``, ``Pass``, ``3``)
    in the current language, or None if ``label`` is not one."""
    label = label.strip()
    if re.fullmatch(_CARD, label):
        return card_text(label) if not label[:-1].isdigit() else label
    if re.fullmatch(r"\d+[♠♥♦♣]?", label):
        return label
    m = re.fullmatch(r"bid (\d+)", label)
    if m:
        return pgettext("a call", "bid {n}").format(n=m.group(1))
    m = re.fullmatch(r"Capot ([♠♥♦♣])", label)
    if m:
        return _("Capot {suit}").format(suit=m.group(1))
    for kind, word in CALL_WORDS.items():
        if label == word or label == kind.name.capitalize():
            return _(word)
    if label in SUIT_SYMBOLS:
        return label
    return None
