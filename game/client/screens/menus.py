"""The main menu and the in-game menu (Esc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.friends.leaving import leaving_question
from game.client.screens.menu_scene import MenuScene
from game.client.screens.new_game import NewGameScene
from game.client.screens.rules import RulesScene
from game.client.screens.settings import SettingsScene
from game.client.ui import assets
from game.client.ui.widgets import fit_size, panel
from game.i18n import N_, _
from game.practice.lessons.screen_words import LEARN_TO_PLAY

if TYPE_CHECKING:
    from game.client.scenes import SceneHost
    from game.client.table.scene import TableScene


class MainMenu(MenuScene):
    title = "Trickbid"
    subtitle = N_("Blackout · Partnership Blackout · Bazar Belote")

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        return [
            (_("New game"), self.new_game, True),
            (_("Resume"), self.resume, self.host.matches.can_resume()),
            (_("Play with friends"), self.friends, True),
            (_(LEARN_TO_PLAY), self.lessons, True),
            (_("Practice bidding"), self.practice, True),
            (_("Statistics"), self.statistics, True),
            (_("Settings"), self.open_settings, True),
            (_("Rules"), self.rules, True),
            (_("Quit"), self.host.request_quit, True),
        ]

    def new_game(self) -> None:
        self.host.push(NewGameScene(self.host))

    def resume(self) -> None:
        self.host.matches.resume()

    def friends(self) -> None:
        from game.client.friends.menu import FriendsMenu  # when opened: start-up

        self.host.push(FriendsMenu(self.host))

    def lessons(self) -> None:
        from game.client.lessons.lesson_menu import LessonMenu

        self.host.push(LessonMenu(self.host))

    def practice(self) -> None:
        from game.client.practice.menu import PracticeMenu  # when opened: start-up

        self.host.push(PracticeMenu(self.host))

    def statistics(self) -> None:
        from game.client.history.statistics import StatisticsScene  # when opened: start-up

        self.host.push(StatisticsScene(self.host))

    def open_settings(self) -> None:
        self.host.push(SettingsScene(self.host))

    def rules(self) -> None:
        self.host.push(RulesScene(self.host))

    def back(self) -> None:
        """Esc on the main menu asks before quitting: there is nothing to go back to."""
        self.host.request_quit(ask=True)


class PauseMenu(MenuScene):
    """Esc at the table: the table stays underneath, dimmed.  At a table with friends
    nothing pauses for the others, and the menu says so; leaving it asks first, saying
    what leaving does to the others (``leaving_question``)."""

    opaque = False
    title = N_("Paused")

    def __init__(self, host: SceneHost, table: TableScene) -> None:
        self.table = table
        if table.session.networked and not table.session.ended:
            self.title = N_("Menu")
            self.subtitle = N_("The game goes on for the others while this menu is open")
        super().__init__(host)

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        return [
            (_("Resume (Esc)"), self.back, True),
            (_("Settings"), self.open_settings, True),
            (_("Rules"), self.rules, True),
            (_("Main menu"), self.main_menu, True),
            (_("Quit"), self.host.request_quit, True),
        ]

    def main_menu(self) -> None:
        """To the main menu; from a table with friends, after asking."""
        question = leaving_question(self.host, self.table, self.host.main_menu)
        if question is None:
            self.host.main_menu()
        else:
            self.host.push(question)

    def back(self) -> None:
        self.host.pop()

    def open_settings(self) -> None:
        self.host.push(SettingsScene(self.host))

    def rules(self) -> None:
        self.host.push(RulesScene(self.host, self.table.session.setup.game_id))

    def draw_background(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        if self.buttons.buttons:
            r = self.buttons.buttons[0].rect.unionall([b.rect for b in self.buttons.buttons])
            box = r.inflate(round(80 * self.u), round(240 * self.u)).move(0, -round(50 * self.u))
            if self.subtitle:  # the words under the title stay on the panel (issue 48)
                words = assets.font(fit_size(_(self.subtitle), round(20 * self.u),
                                             surface.get_width() - 40)).size(_(self.subtitle))
                box.inflate_ip(max(0, words[0] + round(40 * self.u) - box.width), 0)
            panel(surface, box, alpha=255)  # opaque: nothing of the table shows
