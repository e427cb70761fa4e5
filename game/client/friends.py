"""Play with friends: the host screen and the join screen (issue 37).

``FriendsMenu`` offers to host or to join.  ``HostScreen`` plans the seats (the player's,
open for a friend, or a computer at a level; the game is the last one played, with its
options, else the first), opens the table — its address and code to read out — lists who
sat down, and starts.  ``JoinScreen`` takes a typed address and code, sits down
(``Lobby``) and waits for the host's start.  Esc goes back, and closes what was opened:
nothing listens unless a table is hosted, and only while its screen or table is up
(``App.leave_network``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import game_title
from game.client.hosting import Hosting, lan_address
from game.client.lobby import Lobby
from game.client.match import AI_LEVELS, MatchSetup, level_name
from game.client.menu_scene import MenuScene
from game.client.widgets import DIM_INK, GOLD, INK, fit_size, text
from game.i18n import N_, _
from game.net.protocol import SeatState
from game.net.seats import SeatPlan

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

KINDS = ("person", "open", *(f"computer:{level}" for level in AI_LEVELS))
"""A seat's choices on the host screen, in the order a click goes through them."""


def seat_state_text(state: SeatState) -> str:
    """Who sits at a seat, in the player's words."""
    if state.kind == "computer":
        return _("Computer ({level})").format(level=level_name(state.level))
    if state.kind == "open":
        return _("Open: waiting for a friend")
    if state.kind == "lost":
        return _("{name}: connection lost, a computer plays in {seconds} s").format(
            name=state.name or _("Friend"), seconds=state.takeover_in or 0)
    return state.name or _("Friend")


def plan_text(kind: str) -> str:
    if kind == "person":
        return _("You")
    if kind == "open":
        return _("Open for a friend")
    return _("Computer ({level})").format(level=level_name(kind.split(":", 1)[1]))


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


class HostScreen(MenuScene):
    title = N_("Host a table")
    listen_on = "0.0.0.0"
    """Where the table listens (every network of this machine; tests: loopback)."""
    announce_to: tuple[str, int] | None = None
    """Where the announcements go (None: the network's broadcast)."""

    def __init__(self, host: SceneHost) -> None:
        last = host.last_setup
        self.setup = last if last is not None else MatchSetup()
        self.plan = ["person"] + ["open"] * (self.setup.players - 1)
        self.hosting: Hosting | None = None
        self.address = ""
        super().__init__(host)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return game_title(self.setup.game_id)

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        hosting = self.hosting
        if hosting is None:
            seats: list[tuple[str, Callable[[], None], bool]] = [
                (plan_text(kind), self._cycler(i), i != 0) for i, kind in enumerate(self.plan)]
            return [*seats, (_("Open the table"), self.open_table, True),
                    (_("Back"), self.back, True)]
        states = hosting.seat_states()
        return [*((_("You") if i == hosting.seat else seat_state_text(s), _nothing, False)
                  for i, s in enumerate(states)),
                (_("Start"), self.start, True), (_("Back"), self.back, True)]

    def _cycler(self, seat: int) -> Callable[[], None]:
        def cycle() -> None:
            kinds = KINDS[1:]  # the player's own seat is the first
            self.plan[seat] = kinds[(kinds.index(self.plan[seat]) + 1) % len(kinds)]
            self.resize(self.host.size)
        return cycle

    def open_table(self) -> None:
        plans = [SeatPlan("person") if k == "person" else SeatPlan("open") if k == "open"
                 else SeatPlan("computer", k.split(":", 1)[1]) for k in self.plan]
        save = self.host.saver_for(self.setup)
        hosting = Hosting(self.setup.game_id, dict(self.setup.options), plans,
                          on_change=None if save is None else _no_take_backs(save),
                          pace=self.host.computer_pace, address=self.listen_on,
                          announce_to=self.announce_to)
        try:
            hosting.open()
        except OSError:
            hosting.close()
            self.host.notice = _("The table could not be opened on this computer's network")
            return
        self.hosting = hosting
        self.address = lan_address()
        self.focus = 0
        self.resize(self.host.size)

    def update(self, dt: float) -> None:
        if self.hosting is not None:
            self.resize(self.host.size)  # who sat down, each frame

    def start(self) -> None:
        hosting, self.hosting = self.hosting, None
        assert hosting is not None
        self.host.play_networked(hosting.start(self.host.thinker), hosting)

    def back(self) -> None:
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None
        self.host.pop()

    def exit(self) -> None:
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.hosting is None:
            return
        w, h = surface.get_size()
        line = _("Address {address}:{port} · table code {code}").format(
            address=self.address, port=self.hosting.port, code=self.hosting.code)
        bottom = self.buttons.buttons[-1].rect.bottom if self.buttons.buttons else h // 2
        text(surface, line, fit_size(line, round(24 * self.u), w - 40), GOLD, bold=True,
             midtop=(w // 2, min(h - round(30 * self.u), bottom + round(12 * self.u))))


class JoinScreen(MenuScene):
    title = N_("Join a table")
    subtitle = N_("Type the address and the code the host reads out")

    def __init__(self, host: SceneHost) -> None:
        self.fields = {"address": "", "code": ""}
        self.typing = "address"
        self.lobby: Lobby | None = None
        self.trouble = ""
        super().__init__(host)

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        lobby = self.lobby
        if lobby is not None:
            rows = [(seat_state_text(s), _nothing, False) for s in lobby.seats]
            return [*rows, (_("Back"), self.back, True)]
        cursor = {name: "_" if name == self.typing else "" for name in self.fields}
        return [
            (_("Address: {value}").format(value=self.fields["address"] + cursor["address"]),
             self._typing("address"), True),
            (_("Code: {value}").format(value=self.fields["code"] + cursor["code"]),
             self._typing("code"), True),
            (_("Join"), self.join, True),
            (_("Back"), self.back, True),
        ]

    def _typing(self, name: str) -> Callable[[], None]:
        def pick() -> None:
            self.typing = name
            self.resize(self.host.size)
        return pick

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.lobby is None and event.key in (
                pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            super().handle(event)  # the focus moves; typing goes to a focused field
            self.typing = ("address", "code")[self.focus] if self.focus < 2 else self.typing
            self.resize(self.host.size)
            return
        if event.type == pygame.KEYDOWN and self.lobby is None:
            value = self.fields[self.typing]
            if event.key == pygame.K_BACKSPACE:
                self.fields[self.typing] = value[:-1]
                self.resize(self.host.size)
                return
            char = getattr(event, "unicode", "")
            if char and (char.isalnum() or char in ".:-") and len(value) < 60:
                self.fields[self.typing] = value + char
                self.resize(self.host.size)
                return
        super().handle(event)

    def join(self) -> None:
        address, _sep, port_text = self.fields["address"].strip().rpartition(":")
        if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            self.trouble = _("Type the address as the host's screen shows it: "
                             "address:port (192.168.1.20:5000)")
            return
        self.trouble = ""
        self.lobby = Lobby(self.host.thinker, address, int(port_text), self.fields["code"])
        self.focus = 0
        self.resize(self.host.size)

    def update(self, dt: float) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        lobby.poll()
        if lobby.trouble:
            self.trouble, self.lobby = lobby.trouble, None
        elif lobby.ready:
            self.lobby = None
            self.host.play_networked(lobby.session(), None)
            return
        self.resize(self.host.size)

    def back(self) -> None:
        self.exit()
        self.host.pop()

    def exit(self) -> None:
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        bottom = self.buttons.buttons[-1].rect.bottom if self.buttons.buttons else h // 2
        y = min(h - round(30 * self.u), bottom + round(12 * self.u))
        if self.trouble:
            text(surface, self.trouble, fit_size(self.trouble, round(20 * self.u), w - 40),
                 INK, midtop=(w // 2, y))
        elif self.lobby is not None:
            waiting = (_("Joining…") if self.lobby.joining else
                       _("Seated: the host starts the match when everyone is here"))
            text(surface, waiting, fit_size(waiting, round(20 * self.u), w - 40), DIM_INK,
                 midtop=(w // 2, y))


def _no_take_backs(save: Callable[[Any, int], None]) -> Callable[[Any], None]:
    """The app's autosave for a table with friends: nothing is ever taken back there."""
    def changed(state: Any) -> None:
        save(state, 0)
    return changed


def _nothing() -> None:
    """A row that only shows (a seat's occupant)."""
