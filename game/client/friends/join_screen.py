"""The join screen (issue 37): the tables announced on this network (``table_finder``:
listening only while the list is shown), and a typed address and code too; once seated it
shows who sits where — an open seat is a click away — until the host starts.  Esc goes
back, and closes what was opened (``FriendsTable.leave``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.client.friends.kept_seat import KeptTable, forget_table, keep_table, kept_table
from game.client.friends.lobby import Lobby
from game.client.friends.partners import partner_seats, seat_label, with_partner
from game.client.friends.seat_token import table_token
from game.client.friends.seat_words import (
    hints_rule_text,
    keep_row,
    seat_state_text,
)
from game.client.friends.table_finder import FoundTable, TableFinder
from game.client.games import VIEWS, game_title
from game.client.screens.menu_scene import MenuScene
from game.client.screens.your_name import shown_name
from game.client.ui.widgets import (
    DIM_INK,
    RED,
    fit_size,
    text,
)
from game.i18n import N_, _
from game.net.discovery import DISCOVERY_PORT
from game.net.protocol import CODE_ALPHABET, CODE_LENGTH
from game.net.server import DEFAULT_PORT
from game.storage.location import data_dir

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class JoinScreen(MenuScene):
    title = N_("Join a table")
    subtitle = N_("Choose a table on this network, or type the address and the code the "
                  "host reads out")
    button_width = 620
    discovery_port = DISCOVERY_PORT
    """Where announcements are heard (tests: a port of their own)."""
    most_listed = 4
    """Tables listed at once (the nearest first)."""

    def __init__(self, host: SceneHost) -> None:
        self.fields = {"address": "", "code": ""}
        self.typing = "address"
        self.lobby: Lobby | None = None
        self.trouble = ""
        self.finder = TableFinder(self.discovery_port)
        self.found: list[FoundTable] = []
        self.chosen: FoundTable | None = None
        self.game_id = ""
        """The table's game, when it was announced (its partners are then said)."""
        self.row_keys: list[str] = []
        storage = host.storage
        self.kept_folder = data_dir() if storage is not None and storage.persistent else None
        """Where the table this window last sat at is kept (``kept_seat``)."""
        self.kept = kept_table(self.kept_folder)
        self._joining: KeptTable | None = None
        super().__init__(host)
        self.finder.start()

    # ------------------------------------------------------------ rows
    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        lobby = self.lobby
        self.row_keys = []
        if lobby is not None:
            return self._seat_rows(lobby)
        rows: list[tuple[str, Callable[[], None], bool]] = []
        kept = self.kept
        found = self.found
        if kept is not None:  # coming back: the table left, at the top, its seat kept
            here = next((t for t in found if t.port == kept.port and t.game == kept.game
                         and (t.address == kept.address or len(found) == 1)), None)
            found = [t for t in found if t is not here]
            rows.append((kept_text(kept, here), self.join_kept, True))
            self.row_keys.append("kept")
        for table in found[: self.most_listed]:
            rows.append((found_text(table), functools.partial(self.choose, table), True))
            self.row_keys.append("table")
        if not self.found and kept is None:
            rows.append((_("Looking for tables on this network…")
                         if not self.finder.failed else
                         _("Tables on this network cannot be listed here: type the address"),
                         keep_row, False))
            self.row_keys.append("")
        cursor = {name: "_" if name == self.typing else "" for name in self.fields}
        rows += [
            (_("Address: {value}").format(value=self.fields["address"] + cursor["address"]),
             self._typing("address"), True),
            (_("Code: {value}").format(value=self.fields["code"] + cursor["code"]),
             self._typing("code"), True),
            (_("Join"), self.join, True),
            (_("Back"), self.back, True),
        ]
        self.row_keys += ["address", "code", "join", "back"]
        return rows

    def _seat_rows(self, lobby: Lobby) -> list[tuple[str, Callable[[], None], bool]]:
        game_id = self.game_id or lobby.game_id
        partners = partner_seats(game_id, len(lobby.seats)) if game_id else {}
        mine = lobby.seat if lobby.seat >= 0 else None
        rows: list[tuple[str, Callable[[], None], bool]] = []
        for seat, state in enumerate(lobby.seats):
            if seat == mine:
                who = _("You")
            elif state.kind == "open":
                who = _("Open: choose it to sit here")
            else:
                who = seat_state_text(state)
            row = with_partner(f"{seat_label(seat)} · {who}", seat, partners, mine)
            movable = state.kind == "open" and not lobby.joining and seat != mine
            rows.append((row, functools.partial(self.move, seat), movable))
            self.row_keys.append("seat")
        if not lobby.joining:  # the table's hints rule, from its welcome
            rows.append((hints_rule_text(lobby.hints), keep_row, False))
            self.row_keys.append("")
        self.row_keys.append("back")
        return [*rows, (_("Back"), self.back, True)]

    def resize(self, size: tuple[int, int]) -> None:
        """Rows again (a table heard or gone, a letter typed): the focus stays on the row
        it was on, not on the place it had — a table listed above the code field while
        the code is typed must not take the Enter meant for the code."""
        before = self.focused_key() if self.buttons.buttons else None
        super().resize(size)
        for b, name in zip(self.buttons.buttons, self.row_keys, strict=False):
            b.key = name
        live = [b for b in self.buttons.buttons if b.enabled]
        if before in self.fields or before in ("join", "back"):
            self.focus = next((i for i, b in enumerate(live) if b.key == before), self.focus)

    def _typing(self, name: str) -> Callable[[], None]:
        def pick() -> None:
            self.typing = name
            self.resize(self.host.size)
        return pick

    def choose(self, table: FoundTable) -> None:
        """A listed table: its address is filled in; the code is typed next."""
        self.chosen = table
        self.fields["address"] = f"{table.address}:{table.port}"
        self.typing = "code"
        self.trouble = ""
        self.resize(self.host.size)
        live = [b for b in self.buttons.buttons if b.enabled]
        self.focus = next((i for i, b in enumerate(live) if b.key == "code"), 0)

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.lobby is None and event.key in (
                pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            super().handle(event)  # the focus moves; typing goes to a focused field
            live = [b for b in self.buttons.buttons if b.enabled]
            if live and live[self.focus % len(live)].key in self.fields:
                self.typing = str(live[self.focus % len(live)].key)
            self.resize(self.host.size)
            return
        if event.type == pygame.KEYDOWN and self.lobby is None and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused_key() in self.fields:
            self.entered(str(self.focused_key()))
            return
        if event.type == pygame.KEYDOWN and self.lobby is None:
            value = self.fields[self.typing]
            if event.key == pygame.K_BACKSPACE:
                self.fields[self.typing] = value[:-1]
                self.resize(self.host.size)
                return
            char = getattr(event, "unicode", "")
            if self.typing == "code":  # the code's own letters only: no look-alikes
                char = char.upper() if len(char) == 1 and char.isascii() \
                    and char.upper() in CODE_ALPHABET and len(value) < CODE_LENGTH else ""
            if char and (char.isalnum() or char in ".:-") and len(value) < 60:
                self.fields[self.typing] = value + char
                self.resize(self.host.size)
                return
        super().handle(event)

    def focused_key(self) -> str | None:
        live = [b for b in self.buttons.buttons if b.enabled]
        return live[self.focus % len(live)].key if live else None

    def entered(self, field: str) -> None:
        """Enter in a field: the address goes on to the code, the code joins."""
        if field == "code":
            self.join()
            return
        self.typing = "code"
        self.resize(self.host.size)
        live = [b for b in self.buttons.buttons if b.enabled]
        self.focus = next((i for i, b in enumerate(live) if b.key == "code"), self.focus)

    # ------------------------------------------------------------ the table
    def join_kept(self) -> None:
        """Sit again at the table kept for this window: no code to type."""
        kept = self.kept
        if kept is None:
            return
        self.fields = {"address": f"{kept.address}:{kept.port}", "code": kept.code}
        self.game_id = kept.game
        self.join()

    def join(self) -> None:
        address, _sep, port_text = self.fields["address"].strip().rpartition(":")
        if not address or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            self.trouble = _("Type the address as the host's screen shows it: "
                             "address:port (192.168.1.20:{port})").format(port=DEFAULT_PORT)
            return
        if not self.fields["code"].strip():
            self.trouble = _("Type the table code the host reads out")
            self.typing = "code"
            self.resize(self.host.size)
            return
        port = int(port_text)
        self.trouble = ""
        # the table as announced (its game says who partners whom): by its address, or
        # the one table heard on that port (the host typed by another of its names)
        same_port = [t for t in self.found if t.port == port]
        chosen = self.chosen if self.chosen is not None and (
            self.chosen.address, self.chosen.port) == (address, port) else None
        announced = next((t for t in self.found if (t.address, t.port) == (address, port)),
                         chosen or (same_port[0] if len(same_port) == 1 else None))
        if announced is not None or self.kept is None or self.kept.port != port:
            self.game_id = announced.game if announced is not None else ""
        code = self.fields["code"].strip().upper()
        self._joining = KeptTable(address, port, code, self.game_id)
        self.finder.stop()  # the list is gone: nothing listens
        self.lobby = Lobby(self.host.thinker, address, port, code,
                           name=shown_name(self.host.settings.player_name),
                           token=table_token(address, port, code))
        self.focus = 0
        self.resize(self.host.size)

    def move(self, seat: int) -> None:
        """Sit at another open seat instead (before the start)."""
        if self.lobby is None or self.lobby.joining:
            return
        self.lobby = self.lobby.moved(seat)
        self.resize(self.host.size)

    def update(self, dt: float) -> None:
        lobby = self.lobby
        if lobby is None:
            found = self.finder.tables()
            if found != self.found:
                self.found = found
                self.resize(self.host.size)
            return
        lobby.poll()
        if lobby.trouble:
            self.trouble, self.lobby = lobby.trouble, None
            if self.kept is not None and self._joining is not None and \
                    (self._joining.address, self._joining.port) == (self.kept.address,
                                                                    self.kept.port):
                forget_table(self.kept_folder, self.kept)  # that table is no more
                self.kept = None
            self.finder.start()  # back to the list: listening again
        elif lobby.ready:
            self.lobby = None
            session = lobby.session()
            if self._joining is not None:  # kept with the seat, for coming back
                keep_table(self.kept_folder, replace(self._joining,
                                                     game=session.setup.game_id))
            self.host.matches.play_networked(session, None)
            return
        self.resize(self.host.size)

    def shown_facts(self) -> dict[str, object]:
        return {**super().shown_facts(), "rows": self.row_keys, "trouble": bool(self.trouble),
                "seated": self.lobby is not None and self.lobby.seat >= 0}

    def wake_in(self) -> float | None:
        return 0.0 if self.lobby is not None and self.lobby.joining else 0.5

    def back(self) -> None:
        self.exit()
        self.host.pop()

    def exit(self) -> None:
        self.finder.stop()
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
                 RED, midtop=(w // 2, y))
        elif self.lobby is not None:
            waiting = (_("Joining…") if self.lobby.joining else
                       _("Seated: the host starts the match when everyone is here"))
            text(surface, waiting, fit_size(waiting, round(20 * self.u), w - 40), DIM_INK,
                 midtop=(w // 2, y))


def kept_text(kept: KeptTable, found: FoundTable | None) -> str:
    """The table this window left, its seat kept (announced or not)."""
    game = game_title(kept.game) if kept.game in VIEWS else _("Another game")
    where = found.host or found.address if found is not None else \
        f"{kept.address}:{kept.port}"
    return _("{game} · at {host} · your seat is kept").format(game=game, host=where)


def found_text(table: FoundTable) -> str:
    """A listed table: its game, its host and its free seats."""
    game = game_title(table.game) if table.game in VIEWS else _("Another game")
    return _("{game} · at {host} · {free} of {seats} seats free").format(
        game=game, host=table.host or table.address, free=table.free, seats=table.seats)
