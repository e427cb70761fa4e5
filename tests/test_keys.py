"""One table of key bindings (``game.client.ui.keys``): the scenes' handlers use exactly the
keys it lists, the table scene dispatches through it, the help screen and the README are
written from it."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game.client.screens.help import HelpScene
from game.client.ui import keys
from tests.client_support import frames, key, make_app, start

ROOT = Path(__file__).resolve().parents[1]
HANDLERS = {
    "menu": ["screens/menu_scene.py"],
    "dialog": ["screens/confirm.py", "scenes.py"],
    "form": ["ui/form.py", "scenes.py"],  # the forms go back on Esc through Scene.escaped
    "score_sheet": ["table/score_sheet.py"],
    "review": ["history/review.py"],
    "statistics": ["history/statistics.py", "scenes.py"],  # Esc through Scene.escaped
    "practice": ["practice/scene.py"],
    "progress": ["practice/progress.py"],
    "rules": ["screens/rules.py"],
    "anywhere": ["app.py"],
}
"""Scene → the client modules whose handlers read its keys."""


def keys_in(files: list[str]) -> set[int]:
    """Every ``pygame.K_*`` the modules name; ``K_0 … K_9`` written as a range counts all,
    and so do the key table's own groups when a module reads them (``DIGIT_VALUE``,
    ``ENTER``)."""
    used: set[int] = set()
    groups = {"DIGIT_VALUE": keys.DIGITS, "DIGITS": keys.DIGITS, "ENTER": keys.ENTER}
    for name in files:
        tree = ast.parse((ROOT / "game" / "client" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id in groups:
                used.update(groups[node.id])
            if isinstance(node, ast.Attribute) and node.attr.startswith("K_") and isinstance(
                    node.value, ast.Name) and node.value.id == "pygame":
                used.add(getattr(pygame, node.attr))
    if pygame.K_0 in used and pygame.K_9 in used:  # written as a range: K_0 <= k <= K_9
        used |= set(range(pygame.K_0, pygame.K_9 + 1))
    return used


@pytest.mark.parametrize("scene", sorted(HANDLERS))
def test_each_scenes_handler_reads_exactly_the_keys_the_table_lists_for_it(scene: str) -> None:
    listed = {k for b in keys.bindings_of(scene) for k in b.keys}
    if scene == "anywhere":  # the help keys are read by keys.is_help_key (tested below)
        listed -= {pygame.K_F1, pygame.K_QUESTION}
    used = keys_in(HANDLERS[scene])
    names = sorted(pygame.key.name(k) for k in used ^ listed)
    assert used == listed, f"{scene}: keys handled but not listed, or listed but not handled: {names}"


def test_every_table_command_is_handled_and_its_keys_are_the_only_ones_read() -> None:
    source = (ROOT / "game/client/table/input.py").read_text(encoding="utf-8")
    strings = {n.value for n in ast.walk(ast.parse(source))
               if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    commands = {b.command for b in keys.bindings_of("table") if b.command}
    assert commands <= strings, commands - strings
    listed = {k for b in keys.bindings_of("table") for k in b.keys}
    read = keys_in(["table/input.py", "table/scene.py", "table/last_trick.py"]) | set(keys.DIGITS)
    assert read <= listed, sorted(pygame.key.name(k) for k in read - listed)


def test_every_binding_has_words_and_belongs_to_a_scene_of_the_help() -> None:
    for b in keys.BINDINGS:
        assert b.scene in keys.SCENES and b.label and b.words
    assert set(keys.SCENE_CLASSES.values()) <= set(keys.SCENES)


def test_the_readme_key_list_is_the_one_written_from_the_table() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert keys.markdown() in readme, "run python -m game.client.ui.keys and paste it in"


@pytest.mark.parametrize("press", ["f1", "question"])
def test_f1_or_question_mark_opens_the_help_anywhere_and_any_key_closes_it(press: str) -> None:
    app = make_app()
    app.main_menu()
    for scene in ("menu", "table"):
        if scene == "table":
            start(app, "blackout", seed=3)
            frames(app, 2)
        below = app.stack.top
        if press == "f1":
            key(pygame.K_F1)
        else:  # Shift+/ on most keyboards: the key is the slash, the character "?"
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH,
                                                 mod=pygame.KMOD_SHIFT, unicode="?",
                                                 scancode=0))
        frames(app, 2)
        top = app.stack.top
        assert isinstance(top, HelpScene)
        assert top.order[1] == scene  # the scene it was opened from comes first
        key(pygame.K_SPACE)
        frames(app, 1)
        assert app.stack.top is below
