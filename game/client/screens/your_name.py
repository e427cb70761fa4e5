"""The player's name: asked once, at the first start (with a sensible default in the
player's language — the system account's name, or "Player" as the language says it), and
changed in Settings.  It is what friends see at the table (the join's ``hello`` carries
it) and what the player's own seat is called where a table names him to others.

A dialog over the screen beneath: a one-line field (typing, Backspace), Enter keeps the
name, Esc keeps the one before (at the first start: the default, and the question is not
asked again).  A name is 1 to ``NAME_MAX`` printable characters, as ``Settings`` checks.
"""

from __future__ import annotations

import getpass
from typing import TYPE_CHECKING

import pygame

from game.client.screens.confirm import ConfirmDialog
from game.client.ui.widgets import GOLD, INK, fit_size, text
from game.i18n import _
from game.storage.settings import NAME_MAX

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

DEFAULT_NAME = "Player"
"""``Settings``' name before the player has chosen one."""


def account_name() -> str:
    """The system account's name, as a first guess at the player's (empty if unusable)."""
    try:
        login = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return ""
    if not login.isalpha() or len(login) > NAME_MAX or login.lower() in ("root", "user"):
        return ""
    return login[:1].upper() + login[1:]


def default_name(current: str) -> str:
    """The name the field opens with: the player's own once chosen, else the account's,
    else "Player" in the player's language."""
    if current != DEFAULT_NAME:
        return current
    return account_name() or _("Player")


def shown_name(current: str) -> str:
    """The name friends see and Settings shows: the player's own, or, never chosen,
    "Player" in his language (the account's name is only offered, never sent)."""
    return _("Player") if current == DEFAULT_NAME else current


def name_wanted(host: SceneHost) -> bool:
    """Ask the name now: the first start of a window that keeps the player's data."""
    storage = host.storage
    return (storage is not None and storage.persistent and not host.settings.name_chosen)


def clean_name(typed: str) -> str:
    """What a typed name is kept as (spaces trimmed and single); empty: not a name."""
    return " ".join(typed.split())[:NAME_MAX]


class NameScene(ConfirmDialog):
    """"Your name" with its field; ``first``: the first-start question."""

    def __init__(self, host: SceneHost, first: bool = False) -> None:
        self.first = first
        self.typed = default_name(host.settings.player_name)
        super().__init__(host, _("Your name"), _("Keep this name (Enter)"), self.keep,
                         detail=_("Friends see it at the table when you play together."),
                         cancel=_("Later (Esc)") if first else _("Cancel (Esc)"))
        self.focus = 1

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        extra = round(70 * self.u)
        self.area.height += extra
        self.area.centery = size[1] // 2
        for button in self.buttons.buttons:
            button.rect.bottom = self.area.bottom - round(24 * self.u)
        self.field = pygame.Rect(0, 0, round(self.area.width * 0.7), round(48 * self.u))
        self.field.midtop = (self.area.centerx, self.area.top + round(136 * self.u))

    def keep(self) -> None:
        name = clean_name(self.typed)
        if name:
            self.host.save_settings(self.host.settings.with_(player_name=name,
                                                             name_chosen=True))

    def cancel(self) -> None:
        super().cancel()
        if self.first:  # asked once: the default stays, and is not asked again
            self.host.save_settings(self.host.settings.with_(name_chosen=True))

    back = cancel

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if clean_name(self.typed):
                    self.confirm()
                return
            char = getattr(event, "unicode", "")
            if len(char) == 1 and char.isprintable() and len(self.typed) < NAME_MAX:
                self.typed += char
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, (12, 48, 30), self.field, border_radius=8)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=8)
        shown = self.typed + "_"
        size = fit_size(shown, max(16, round(24 * self.u)), self.field.width - 20)
        text(surface, shown, size, INK, midleft=(self.field.left + 12, self.field.centery))
