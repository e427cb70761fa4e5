"""Every key of every scene, in one table: what the key is and what it does, in player words.

The table scene dispatches its keys through ``command_at`` (so the help screen cannot drift
from what the keys do); the other scenes handle their own keys, and
``tests/test_keys.py`` checks each scene's handler against its rows here.  The keyboard
help screen (``help_scene``) and the README's key list are written from this table
(``python -m game.client.ui.keys`` prints the README's list).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _


@dataclass(frozen=True)
class Binding:
    """One row of the help: keys (pygame codes), their names and what they do."""

    scene: str
    keys: tuple[int, ...]
    label: str
    """The keys as a player reads them (a catalog message: ``Enter``, ``← →``)."""
    words: str
    """What the keys do (a catalog message)."""
    command: str = ""
    """The scene's name for the command, for scenes that dispatch through this table."""


DIGIT_VALUE: dict[int, int] = {
    **{pygame.K_0 + i: i for i in range(10)},
    **{getattr(pygame, f"K_KP{i}"): i for i in range(10)},
}
"""A digit key (the row or the keypad) → its digit.  SDL numbers the keypad 1 … 9, 0, so a
range from K_KP0 to K_KP9 is empty: the keypad digits are listed one by one."""
DIGITS = tuple(DIGIT_VALUE)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

SCENES: dict[str, str] = {
    "anywhere": N_("Anywhere"),
    "table": N_("At the table"),
    "menu": N_("Menus"),
    "dialog": N_("Questions (quit, new game)"),
    "form": N_("New game and Settings"),
    "score_sheet": N_("Score sheet"),
    "review": N_("Deal review"),
    "statistics": N_("Statistics and match history"),
    "practice": N_("Practice bidding"),
    "progress": N_("Practice progress"),
    "rules": N_("Rules"),
}
"""Scene id → its heading on the help screen, in the order shown."""

SCENE_CLASSES: dict[str, str] = {
    "TableScene": "table", "MainMenu": "menu", "PauseMenu": "menu", "PracticeMenu": "menu",
    "ConfirmDialog": "dialog", "NewGameScene": "form", "SettingsScene": "form", "ScoreSheet": "score_sheet",
    "ReviewScene": "review", "StatisticsScene": "statistics", "PracticeScene": "practice", "ProgressScene": "progress",
    "RulesScene": "rules",
}
"""Scene class name → the section of the help it answers to (shown first when asked)."""

BINDINGS: tuple[Binding, ...] = (
    Binding("anywhere", (pygame.K_F1, pygame.K_QUESTION), N_("F1 or ?"),
            N_("this list of keys"), "help"),
    Binding("anywhere", (pygame.K_F11,), "F11", N_("full screen on or off"), "fullscreen"),
    Binding("table", (pygame.K_LEFT, pygame.K_RIGHT), N_("← →"),
            N_("choose a card (or a call in the call panel)"), "move"),
    Binding("table", (pygame.K_UP, pygame.K_DOWN), N_("↑ ↓"),
            N_("choose a call in the call panel"), "move_panel"),
    Binding("table", (*ENTER, pygame.K_SPACE), N_("Enter or Space"),
            N_("play the chosen card or make the chosen call"), "play"),
    Binding("table", DIGITS, N_("0 … 9"), N_("bid that number"), "digit"),
    Binding("table", (pygame.K_h,), "H", N_("a hint: what the computer would do"), "hint"),
    Binding("table", (pygame.K_u,), "U",
            N_("take back your last card or call (Settings: Take back a move)"), "undo"),
    Binding("table", (pygame.K_l,), "L",
            N_("hold to see the last trick and the cards played so far"), "last_trick"),
    Binding("table", (pygame.K_c,), "C",
            N_("claim the rest when every trick left is yours"), "claim"),
    Binding("table", (pygame.K_s,), "S", N_("the score sheet"), "scores"),
    Binding("table", (pygame.K_ESCAPE,), N_("Esc"), N_("the game menu"), "menu"),
    Binding("table", (pygame.K_t,), "T",
            N_("with friends: quick messages (choose with ↑ ↓ and Enter, or the phrase's "
               "digit; Esc closes them)"), ""),
    Binding("table", (), N_("Mouse"),
            N_("click a card to play it (with Confirm each card and call: click it twice, "
               "or double-click), or drag it to the middle"), ""),
    Binding("menu", (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB), N_("↑ ↓ or Tab"),
            N_("choose a button")),
    Binding("menu", (*ENTER, pygame.K_SPACE), N_("Enter or Space"), N_("press it")),
    Binding("menu", (pygame.K_ESCAPE,), N_("Esc"),
            N_("back (on the main menu: asks before quitting)")),
    Binding("dialog", (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB),
            N_("Arrows or Tab"), N_("choose the other answer")),
    Binding("dialog", (*ENTER, pygame.K_SPACE), N_("Enter or Space"), N_("give this answer")),
    Binding("dialog", (pygame.K_ESCAPE,), N_("Esc"), N_("cancel")),
    Binding("form", (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB), N_("↑ ↓ or Tab"),
            N_("choose a row")),
    Binding("form", (pygame.K_LEFT, pygame.K_RIGHT), N_("← →"), N_("change its value")),
    Binding("form", (*ENTER, pygame.K_SPACE), N_("Enter or Space"),
            N_("press the chosen button")),
    Binding("form", (pygame.K_ESCAPE,), N_("Esc"), N_("back")),
    Binding("score_sheet", (*ENTER, pygame.K_SPACE), N_("Enter or Space"),
            N_("next deal (after the last deal: play again)")),
    Binding("score_sheet", (pygame.K_r,), "R", N_("review the chosen deal")),
    Binding("score_sheet", (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                            pygame.K_HOME, pygame.K_END), N_("↑ ↓ Page Up Page Down Home End"),
            N_("choose a deal (the sheet scrolls)")),
    Binding("score_sheet", (pygame.K_ESCAPE,), N_("Esc"),
            N_("the menu; the next deal waits (after the last deal: back)")),
    Binding("review", (pygame.K_LEFT, pygame.K_RIGHT), N_("← →"),
            N_("one card back or forward")),
    Binding("review", (pygame.K_HOME, pygame.K_END), N_("Home End"),
            N_("the first or the last card")),
    Binding("review", (pygame.K_PAGEUP, pygame.K_PAGEDOWN), N_("Page Up Page Down"),
            N_("the match's previous or next deal")),
    Binding("review", (pygame.K_v,), "V", N_("who knew what: the cards each seat could place")),
    Binding("review", (pygame.K_ESCAPE,), N_("Esc"), N_("close the review")),
    Binding("statistics", (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                           pygame.K_HOME, pygame.K_END), N_("↑ ↓ Page Up Page Down Home End"),
            N_("choose a match in the history")),
    Binding("statistics", ENTER, N_("Enter"), N_("review the chosen match's deals")),
    Binding("statistics", (pygame.K_p,), "P", N_("replay the chosen match (the same deals)")),
    Binding("statistics", (pygame.K_ESCAPE,), N_("Esc"), N_("back")),
    Binding("practice", (pygame.K_n,), "N", N_("next deal")),
    Binding("practice", (pygame.K_p,), "P", N_("play the deal out")),
    Binding("practice", (pygame.K_r,), "R", N_("review the deal")),
    Binding("practice", (pygame.K_g,), "G", N_("your progress chart")),
    Binding("practice", (pygame.K_a,), "A", N_("let the computer play the deal")),
    Binding("practice", DIGITS, N_("0 … 9"), N_("type a bid")),
    Binding("practice", (pygame.K_BACKSPACE,), N_("Backspace"), N_("erase a digit")),
    Binding("practice", ENTER, N_("Enter"), N_("make the typed bid")),
    Binding("practice", (pygame.K_ESCAPE,), N_("Esc"), N_("back")),
    Binding("progress", (pygame.K_ESCAPE, pygame.K_g), N_("Esc or G"), N_("back")),
    Binding("rules", (pygame.K_UP, pygame.K_DOWN), N_("↑ ↓"), N_("scroll")),
    Binding("rules", (pygame.K_PAGEUP, pygame.K_PAGEDOWN), N_("Page Up Page Down"),
            N_("scroll a page")),
    Binding("rules", (pygame.K_HOME, pygame.K_END), N_("Home End"),
            N_("the top or the end")),
    Binding("rules", (pygame.K_LEFT, pygame.K_RIGHT), N_("← →"), N_("the rules of another game")),
    Binding("rules", (pygame.K_ESCAPE,), N_("Esc"), N_("back")),
)


def bindings_of(scene: str) -> tuple[Binding, ...]:
    return tuple(b for b in BINDINGS if b.scene == scene)


def command_at(scene: str, key: int) -> str:
    """The command ``key`` gives in ``scene`` (empty: none)."""
    for b in BINDINGS:
        if b.scene == scene and key in b.keys:
            return b.command
    return ""


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or "?" however the keyboard types it (Shift+/ on most layouts)."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key in (pygame.K_F1, pygame.K_QUESTION) or getattr(event, "unicode", "") == "?"


def markdown() -> str:
    """The README's key list (English), one line per scene."""
    lines = []
    for scene, heading in SCENES.items():
        rows = "; ".join(f"**{b.label}** {b.words}" for b in bindings_of(scene))
        lines.append(f"  - {heading}: {rows}.")
    return "\n".join(lines)


def translated(b: Binding) -> tuple[str, str]:
    """A row of the help screen in the player's language."""
    return _(b.label), _(b.words)


if __name__ == "__main__":
    print(markdown())
