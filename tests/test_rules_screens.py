"""The rules screens: a rules text for every game in every language, written for players
(no identifiers, every worked example, every option by its name on the new-game screen),
and laid out so that no line is ever wider than the panel.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from game import i18n
from game.client.screens.rules import RulesScene, rules_text
from game.client.screens.rules_layout import Block, blocks, layout, runs, wrap
from game.core import create_game
from game.i18n.options import CHOICE_WORDS, option_choice_text, option_label
from tests.client_support import make_app
from tests.game_floors import GAME_IDS as REGISTERED

RULES = Path(__file__).resolve().parents[1] / "assets" / "rules"
GAMES = REGISTERED
LANGS = ("en", "ru", "fr", "hy")
EXAMPLES_HEADING = {"en": "Examples", "ru": "Примеры", "fr": "Exemples", "hy": "Օրինակներ"}
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
# What a player cannot read: program identifiers, formulas and notes about the sources.
DEVELOPER_TEXT = re.compile(r"\b\w+_\w+\b|`|floor\(|≥|≤|OpenSpiel|[Ss]eed \d|[Ss]eats? \d|"
                            r"\bengine\b|\bbool\b")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def source(game_id: str, code: str) -> str:
    path = RULES / f"{game_id}.md" if code == "en" else RULES / code / f"{game_id}.md"
    return path.read_text(encoding="utf-8")


def sections(text: str) -> dict[str, list[Block]]:
    """The blocks under each heading, by the heading's text."""
    out: dict[str, list[Block]] = {}
    current = ""
    for block in blocks(text):
        if block.kind == "heading":
            current = block.text
            out[current] = []
        else:
            out.setdefault(current, []).append(block)
    return out


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_file_speaks_to_players(game_id: str, code: str) -> None:
    text = source(game_id, code)
    assert text.startswith("# ")
    found = DEVELOPER_TEXT.findall(text)
    assert found == [], f"{code}/{game_id}: {found}"
    assert rules_text(game_id, code) == text


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_worked_example_is_there_in_order(game_id: str, code: str) -> None:
    """The English rules file's examples are the game's (numbered 1, 2, … under one
    Examples heading, at least one); every translation gives them all, in order."""
    english = examples(game_id, "en")
    assert english and english == [f"{n}." for n in range(1, len(english) + 1)], english
    assert examples(game_id, code) == english


def examples(game_id: str, code: str) -> list[str]:
    """The markers of the worked examples in the rules file of ``game_id`` in ``code``."""
    heading = [h for h in sections(source(game_id, code)) if EXAMPLES_HEADING[code] in h]
    assert len(heading) == 1, (code, game_id, heading)
    return [b.marker for b in sections(source(game_id, code))[heading[0]] if b.kind == "item"]


def test_the_examples_are_counted_from_the_rules_file() -> None:
    """Bazar Belote's English rules give 16 worked examples, Blackout's 6."""
    assert len(examples("bazar-belote", "en")) == 16
    assert len(examples("blackout", "en")) == 6


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_is_named_as_the_new_game_screen_names_it(game_id: str,
                                                               code: str) -> None:
    i18n.set_language(code)
    text = " ".join(source(game_id, code).split()).casefold()
    screen_names = {"players": i18n._("Players"), "preset": i18n._("Rules preset"),
                    "target": i18n._("Target score")}
    for field in dataclasses.fields(create_game(game_id).options):
        name = screen_names.get(field.name, option_label(field.name))
        assert f"**{name.casefold()}**" in text, (code, game_id, field.name, name)
        for choice in field.metadata.get("choices", ()):
            if isinstance(choice, str) and choice in CHOICE_WORDS:
                word = option_choice_text(field.name, choice)
                assert word.casefold() in text, (code, game_id, choice, word)


def test_partnership_rules_say_the_auction_winner_plays_and_the_other_team_defends() -> None:
    words = {"en": ("defend", "wins the bidding"), "ru": ("защищается", "выигравшая торговлю"),
             "fr": ("défend", "remporte les enchères"),
             "hy": ("պաշտպանվում", "սակարկությունը շահած")}
    for code, needles in words.items():
        text = source("partnership-blackout", code)
        for needle in needles:
            assert needle in text, (code, needle)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", LANGS)
def test_no_drawn_line_is_wider_than_the_panel(code: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    for game_id in GAMES:
        scene = RulesScene(app, game_id)
        width = scene.text_width()
        assert width <= scene.area.width
        lines = layout(rules_text(game_id, code), width, scene.style())
        assert len(lines) > 40
        too_wide = [(x, img.get_width()) for img, x, _y in lines if x + img.get_width() > width]
        assert too_wide == [], (code, game_id, size)
        assert all(x >= 0 for _img, x, _y in lines)
        tops = [y for _img, _x, y in lines]
        assert tops == sorted(tops)  # nothing drawn over anything above it


@pytest.mark.parametrize("code", LANGS)
def test_the_narrowest_window_breaks_lines_between_words_never_inside_one(code: str) -> None:
    app = make_app((1024, 640))
    scene = RulesScene(app, "bazar-belote")
    style = scene.style()

    def fonts(bold: bool):
        return style.font("body", bold)

    for game_id in GAMES:
        for block in blocks(rules_text(game_id, code)):
            if block.kind not in ("item", "paragraph"):
                continue
            words = set("".join(t for t, _b in runs(block.text)).split())
            lines = wrap(block.text, fonts, scene.text_width() - 3 * style.indent)
            drawn = [w for line in lines for w in "".join(t for t, _b in line).split()]
            assert set(drawn) <= words, (code, game_id, set(drawn) - words)
            assert len(drawn) == len("".join(t for t, _b in runs(block.text)).split())


def test_a_table_is_drawn_in_aligned_columns_and_a_wide_one_becomes_a_list() -> None:
    app = make_app((1024, 640))
    scene = RulesScene(app, "bazar-belote")
    style = scene.style()
    line = style.font("body", False).get_linesize()
    table = "| card | J | 9 |\n|---|---|---|\n| trump | 20 | 14 |\n| other | 2 | 0 |\n"
    placed = layout(table, scene.text_width(), style)
    assert len(placed) == 1 and placed[0].image.get_height() >= 3 * line
    wide = "| a | " + " | ".join(f"column number {n}" for n in range(30)) + " |\n" \
        "|---|\n| x | " + " | ".join(str(n) for n in range(30)) + " |\n"
    as_list = layout(wide, 300, style)
    assert len(as_list) > 1 and all(p.x + p.image.get_width() <= 300 for p in as_list)


def test_markdown_blocks_headings_items_nesting_bold_and_joined_lines() -> None:
    text = ("# Title\n\nA paragraph\nthat goes on.\n\n## 1. Part\n1. First **rule**\n"
            "   continued.\n   - a nested point\n2. Second.\n")
    got = blocks(text)
    assert [(b.kind, b.level) for b in got] == [("heading", 1), ("paragraph", 0),
                                               ("heading", 2), ("item", 0), ("item", 1),
                                               ("item", 0)]
    assert got[1].text == "A paragraph that goes on."
    assert got[3].text == "First **rule** continued." and got[3].marker == "1."
    assert got[4].marker == "•"
    assert runs(got[3].text) == [("First ", False), ("rule", True), (" continued.", False)]


def test_the_scene_opens_on_the_title_with_no_banner_above_it() -> None:
    app = make_app((1024, 640))
    scene = RulesScene(app, "blackout")
    first = scene.lines[0]
    assert first.y == 0 and first.x == 0
    title = layout("# Blackout", scene.text_width(), scene.style())[0]
    assert first.image.get_size() == title.image.get_size()


@pytest.mark.parametrize("size", SIZES)
def test_every_line_drawn_while_scrolling_lies_whole_inside_the_panel(
        size: tuple[int, int]) -> None:
    import pygame

    from tests.client_support import frames, key

    app = make_app(size)
    for game_id in GAMES:
        scene = RulesScene(app, game_id)
        app.stack.push(scene)
        inner = scene.inner()
        seen: set[int] = set()
        for _step in range(1000):
            drawn = scene.visible()
            assert drawn, (game_id, scene.scroll)
            for image, pos in drawn:
                assert inner.contains(image.get_rect(topleft=pos)), (game_id, pos)
                seen.add(id(image))
            before = scene.scroll
            key(pygame.K_DOWN)
            frames(app, 1)
            if scene.scroll == before:
                break
        assert scene.scroll > 0
        assert seen == {id(p.image) for p in scene.lines}  # each line is read whole once
        app.stack.pop()
