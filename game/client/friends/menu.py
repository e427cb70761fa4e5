"""Play with friends: host a table or join one (``host_screen``, ``join_screen``)."""

from __future__ import annotations

from collections.abc import Callable

from game.client.friends.host_screen import HostScreen
from game.client.friends.join_screen import JoinScreen
from game.client.screens.menu_scene import MenuScene
from game.i18n import N_, _


class FriendsMenu(MenuScene):
    title = N_("Play with friends")
    subtitle = N_("Friends on the same network join from their own computers")

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        return [(_("Host a table"), self.host_table, True),
                (_("Join a table"), self.join, True),
                (_("Back"), self.back, True)]

    def host_table(self) -> None:
        self.host.push(HostScreen(self.host))

    def join(self) -> None:
        self.host.push(JoinScreen(self.host))

    def back(self) -> None:
        self.host.pop()
