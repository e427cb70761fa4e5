"""Every registered game, and what each floor must give it: the generic suites loop over
the registries through here rather than spell the game ids, and
``tests/test_architecture.py`` checks with ``incompleteness`` that a registered game is
complete on every floor."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from game.core.registry import ENTRIES, GAMES, create_game, game_entry

ROOT = Path(__file__).resolve().parent.parent
GAME_IDS: tuple[str, ...] = tuple(GAMES)
"""Every registered game id, in the registry's order."""


def short_match(game_id: str):
    """The game with its registered options for a short match (``GameEntry.short_match``)."""
    return create_game(game_id, **game_entry(game_id).short_match)


def deal_within(game, number: int) -> int:
    """Deal ``number`` of ``game``, or its last deal when its series is shorter (a game
    whose deals go on to a target has every number)."""
    return min(number, len(game.schedule)) if game.schedule else number


def _translated(messages: set[str]) -> dict[str, set[str]]:
    """By language, the messages among ``messages`` its catalog leaves untranslated."""
    from game.i18n import LANGUAGES, LOCALE_DIR
    from game.i18n.catalog import read_po

    out = {}
    for code in LANGUAGES:
        if code == "en":
            continue
        done = {e.msgid for po in (LOCALE_DIR / code / "LC_MESSAGES").glob("*.po")
                for e in read_po(po) if (e.msgstr or any(e.forms)) and not e.fuzzy}
        out[code] = messages - done
    return out


def _option_words(game, own, missing: list[str]) -> set[str]:
    """The words ``own`` (a ``GameWords``) gives ``game``'s option fields and choices;
    what it lacks goes to ``missing``."""
    words: set[str] = set()
    for field in dataclasses.fields(game.options):
        for table, name in ((own.option_labels, "label"), (own.option_notes, "note")):
            if field.name in table:
                words.add(table[field.name])
            else:
                missing.append(f"i18n: option {field.name!r} has no {name} in its GameWords")
        for choice in field.metadata.get("choices", ()):
            if not isinstance(choice, str) or choice.isdigit():
                continue
            text = own.option_choice_words.get((field.name, choice)) or \
                own.choice_words.get(choice)
            if text is None:
                missing.append(f"i18n: choice {choice!r} of option {field.name!r} has no "
                               "words in its GameWords")
            else:
                words.add(text)
    return words


def raised_codes(root: Path, package: str) -> set[str]:
    """The refusal codes a game's core package raises (literal first arguments of
    ``IllegalActionError``/``RuleRefusal``)."""
    codes: set[str] = set()
    for path in (root / "game" / "core" / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") in
                    ("IllegalActionError", "RuleRefusal") and node.args
                    and isinstance(node.args[0], ast.Constant)):
                codes.add(str(node.args[0].value))
    return codes


def declared_contract_kinds(root: Path, package: str) -> set[str]:
    """The words of the contract kinds a game's core package declares (literal first
    arguments of ``declare_contract_kind``)."""
    words: set[str] = set()
    for path in (root / "game" / "core" / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") ==
                    "declare_contract_kind" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                words.add(str(node.args[0].value))
    return words


def incompleteness(game_id: str, root: Path = ROOT) -> list[str]:
    """What the registered game ``game_id`` lacks on each floor ([] when it is complete):
    its core game plays a deal; the AI's, the practice floor's and the client's registries
    list it; its words (``game.i18n.games.WORDS``) give every option field and word-valued
    choice, every refusal and kind of contract its core package raises or declares, their
    words; its words are
    translated in every language; its rules text exists in every language."""
    from ai.errors import NoAIError
    from ai.registry import game_ai, model_for
    from game.client.games import VIEWS
    from game.i18n import LANGUAGES
    from game.i18n.games import WORDS
    from game.i18n.reasons import COMMON_REASONS
    from game.practice.games import TEACHERS

    missing: list[str] = []
    try:
        game = short_match(game_id)
        state = game.new_match(seed=1)
        assert state.legal_actions(), "no legal action at the start of a match"
    except Exception as exc:  # noqa: BLE001 - the floor's failure is the finding
        return [f"core: {game_id} does not start a match ({exc})"]
    try:
        game_ai(game_id)
        model_for(game)
    except NoAIError:
        missing.append("ai: no GameAI in ai.registry.GAME_AIS")
    if game_id not in TEACHERS:
        missing.append("practice: no Teacher in game.practice.games.TEACHERS")
    view = VIEWS.get(game_id)
    if view is None:
        missing.append("client: no GameView in game.client.games.VIEWS")
    words: set[str] = set() if view is None else {view.title, view.short_title}
    own = WORDS.get(game_id)
    if own is None:
        missing.append("i18n: no GameWords in game.i18n.games.WORDS")
    else:
        words |= _option_words(game, own, missing)
        for code in sorted(raised_codes(root, game_entry(game_id).package)):
            if code in own.reasons:
                words.add(own.reasons[code])
            elif code not in COMMON_REASONS:
                missing.append(f"i18n: refusal {code!r} has no template in its GameWords")
        worded = {kind.word for kind in own.contract_words}
        for word in sorted(declared_contract_kinds(root, game_entry(game_id).package) - worded):
            missing.append(f"i18n: contract kind {word!r} has no wording in its GameWords")
    for code, left in _translated(words).items():
        missing += [f"i18n: {code} has no translation of {m!r}" for m in sorted(left)]
    for code in LANGUAGES:
        rules = root / "assets" / "rules" / ("" if code == "en" else code) / f"{game_id}.md"
        if not rules.is_file():
            missing.append(f"rules: no {rules.relative_to(root).as_posix()}")
    return missing


__all__ = ["ENTRIES", "GAME_IDS", "deal_within", "incompleteness", "short_match"]
