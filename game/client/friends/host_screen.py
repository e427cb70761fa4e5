"""The host screen (issue 37): New game's form (the same game, players, computer level,
preset, target and every option, refused by name when the core will not take them) with
each seat *you*, *open for a friend* or *a computer* at a level, partners said by seat;
"Open the table" then shows its address and code to read out and who sat down, and Start
starts.  Nothing listens unless a table is hosted, and only while its screen or table is up
(``FriendsTable.leave``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.client.friends.hosting import Hosting, lan_address
from game.client.friends.partners import partner_seats, seat_label, with_partner
from game.client.friends.seat_words import (
    OPEN,
    hints_rule_text,
    hints_text,
    keep_row,
    plan_text,
    seat_state_text,
)
from game.client.games import game_title
from game.client.history.last_match import unfinished_game
from game.client.matches.session import AI_LEVELS, HUMAN, MatchSetup
from game.client.screens.new_game import NewGameScene
from game.client.screens.unfinished_match import unfinished_match_question
from game.client.screens.your_name import shown_name
from game.client.table.paint import felt
from game.client.ui.form import Form
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    RED,
    Button,
    ButtonRow,
    fit_size,
    panel,
    text,
)
from game.i18n import _
from game.i18n.net_words import host_notice_text
from game.net.seats import (
    SAVED_FRIEND,
    SAVED_HUMAN,
    SeatPlan,
    plans_of_saved,
    saved_seats,
)
from game.net.server import DEFAULT_PORT
from game.storage.saves import HostedTable

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class HostScreen(NewGameScene):
    """New game's form for a table with friends, then the open table until Start."""
    listen_on = "0.0.0.0"
    """Where the table listens (every network of this machine; tests: loopback)."""
    announce_to: tuple[str, int] | None = None
    """Where the announcements go (None: the network's broadcast)."""
    port = DEFAULT_PORT
    """The port the table listens on: the one the README's firewall rules name (a free
    one when another program holds it; the screen shows the port it got)."""

    def __init__(self, host: SceneHost) -> None:
        self.hosting: Hosting | None = None
        self.going_on = False
        """The open table goes on with a saved match (``resumed``)."""
        self.address = ""
        self.open_buttons = ButtonRow()
        self.open_focus = 1
        self.hints = host.settings.host_hints
        """The host allows hints at this table (for everyone at it, the host too): as
        the player chose last time (kept in the settings)."""
        super().__init__(host)
        mine = self.seats.index(HUMAN) if HUMAN in self.seats else 0
        self.seats = [HUMAN if i == mine else OPEN for i in range(self.players)]
        self.layout_form()

    # ------------------------------------------------------------ the plan
    def fit_seats(self) -> None:
        seats = [s for s in self.seats[: self.players]]
        seats += [OPEN] * (self.players - len(seats))
        if HUMAN not in seats:
            seats[0] = HUMAN
        self.seats = seats

    def set_level(self, level: str) -> None:
        """The level of the computers that take a seat nobody comes back to (and the
        setting); the computer seats keep the levels chosen for them."""
        self.level = level
        self.host.keep(ai_level=level)
        self.layout_form()

    def set_seat(self, seat: int, kind: str) -> None:
        """``kind`` at ``seat``; choosing *you* moves the player there (the seat left is
        open for a friend)."""
        if kind == HUMAN:
            self.seats = [OPEN if s == HUMAN else s for s in self.seats]
        self.seats[seat] = kind
        self.layout_form()

    def add_seat_rows(self, f: Form) -> None:
        """The table's hints rule, then who plays each seat."""
        f.add(_("Hints at this table"), [True, False], self.hints, self.set_hints, hints_text)
        partners = partner_seats(self.game_id, self.players)
        mine = self.seats.index(HUMAN) if HUMAN in self.seats else None
        for seat in range(self.players):
            label = with_partner(seat_label(seat), seat, partners, mine)
            if self.seats[seat] == HUMAN:
                f.add(label, [HUMAN], HUMAN, keep_row, plan_text, enabled=False)
            else:
                f.add(label, [OPEN, *AI_LEVELS, HUMAN], self.seats[seat],
                      functools.partial(self.set_seat, seat), plan_text)

    def set_hints(self, allowed: bool) -> None:
        self.hints = allowed
        self.host.keep(host_hints=allowed)
        self.layout_form()

    def heading(self) -> str:
        return _("Host a table")

    def start_label(self) -> str:
        return _("Open the table")

    def plans(self) -> list[SeatPlan]:
        me = shown_name(self.host.settings.player_name)
        return [SeatPlan("person", name=me) if k == HUMAN else SeatPlan("open") if k == OPEN
                else SeatPlan("computer", k) for k in self.seats]

    # ------------------------------------------------------------ the table
    def start(self) -> None:
        """The form's last button: open the table — after asking, as New game does, when
        a match is left unfinished (hosting replaces the one match kept to resume)."""
        if self.checked_setup() is None:
            return
        unfinished = unfinished_game(self.host)
        if unfinished is None:
            self.open_table()
        else:
            self.host.push(unfinished_match_question(self.host, unfinished, self.open_table))

    def open_table(self) -> None:
        setup = self.checked_setup()
        if setup is None:
            return
        # what the next visit remembers: a friend's seat as a computer's
        kept = MatchSetup(setup.game_id, setup.options,
                          tuple(self.level if k == OPEN else k for k in self.seats))
        if self.open_hosting(setup, self.plans()):
            self.host.matches.last_setup = kept

    def open_hosting(self, setup: MatchSetup, plans: list[SeatPlan], state: Any = None,
                     table: HostedTable | None = None) -> bool:
        """Open the table of ``setup`` with ``plans`` (``state``: a saved match going on,
        ``table``: its code, port and friends' token digests); False when it cannot be."""
        # the autosave keeps this table's own seats (a friend's, a computer's level), and
        # what it needs to open again (``Hosting.table_save``)
        save = self.host.matches.saver_for(replace(setup, seats=saved_seats(plans)),
                                           with_friends=True)
        hosting = Hosting(setup.game_id, dict(setup.options), plans,
                          takeover_level=self.level,
                          autosave=None if save is None else _no_take_backs(save),
                          pace=self.host.matches.computer_pace, address=self.listen_on,
                          announce_to=self.announce_to,
                          port=table.port if table is not None and table.port else self.port,
                          state=state, tokens=table.tokens if table is not None else (),
                          code=table.code if table is not None else None,
                          hints=table.hints if table is not None else self.hints,
                          fair=table.fair if table is not None else None)
        try:
            hosting.open()
        except OSError:
            hosting.close()
            self.error = _("The table could not be opened on this computer's network")
            return False
        self.hosting = hosting
        self.address = lan_address()
        self.open_focus = 1
        self.layout_form()
        return True

    @classmethod
    def resumed(cls, host: SceneHost, state: Any, seats: tuple[str, ...],
                table: HostedTable | None) -> HostScreen:
        """The table of a saved match hosted for friends, open again (``Matches.resume``):
        the same game and seats, each friend's seat open for him (and kept for the token
        he sat with), listening on the port and with the code it had when they are free,
        so his window comes back with the same token; Start when ready (a seat nobody
        took goes to a computer).  ``hosting`` is None when it could not open (``error``
        says why)."""
        screen = cls(host)
        screen.game_id, screen.players = state.game.id, state.players
        screen.options = dict(state.game.options_dict())
        screen.seats = [HUMAN if s == SAVED_HUMAN else OPEN if s == SAVED_FRIEND else s
                        for s in seats]
        screen.going_on = True
        screen.hints = table.hints if table is not None else True
        me = shown_name(host.settings.player_name)
        plans = [SeatPlan("person", name=me) if p.kind == "person" else p
                 for p in plans_of_saved(seats, AI_LEVELS)]
        setup = MatchSetup(state.game.id, screen.options, tuple(seats), seed=state.match_seed)
        screen.open_hosting(setup, plans, state, table)
        return screen

    def begin(self) -> None:
        """Start the match (the open seats nobody took are played by computers)."""
        hosting, self.hosting = self.hosting, None
        assert hosting is not None
        self.host.matches.play_networked(hosting.start(self.host.thinker), hosting)

    def close_table(self) -> None:
        if self.hosting is not None:
            self.hosting.close()
            self.hosting = None
            if self.going_on:  # a saved match's table: its save stays for another time
                self.host.pop()
                return
            self.layout_form()

    def back(self) -> None:
        """Esc: an open table closes (back to the form, or to the menu from a saved
        match's table); the form goes back."""
        if self.hosting is not None:
            self.close_table()
            return
        self.host.pop()

    def exit(self) -> None:
        self.close_table()

    def layout_form(self) -> None:
        super().layout_form()
        self.open_buttons.clear()
        if self.hosting is None:
            return
        u, area = self.u, self.area
        bw, bh = round(260 * u), round(48 * u)
        gap = round(16 * u)
        y = area.bottom - bh - round(20 * u)
        self.open_buttons.add(Button(pygame.Rect(area.centerx - bw - gap // 2, y, bw, bh),
                                     _("Close the table (Esc)"), self.close_table))
        self.open_buttons.add(Button(pygame.Rect(area.centerx + gap // 2, y, bw, bh),
                                     _("Start"), self.begin))

    def handle(self, event: pygame.event.Event) -> None:
        if self.hosting is None:
            super().handle(event)
            return
        if self.escaped(event):
            return
        buttons = self.open_buttons.buttons
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                             pygame.K_DOWN):
                self.open_focus = (self.open_focus + 1) % len(buttons)
                self.open_buttons.unhover()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                chosen = buttons[self.open_focus]
                if chosen.on_click is not None:
                    chosen.on_click()
            return
        self.open_buttons.handle(event)
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(buttons):
                if b.hover:
                    self.open_focus = i

    def shown_facts(self) -> dict[str, object]:
        hosting = self.hosting
        if hosting is None:
            return super().shown_facts()
        return {**super().shown_facts(), "port": hosting.port, "code": hosting.code,
                "seats": [s.kind for s in hosting.seat_states()]}

    def wake_in(self) -> float | None:
        return 0.5 if self.hosting is not None else None  # who sat down, the countdowns

    def draw(self, surface: pygame.Surface) -> None:
        hosting = self.hosting
        if hosting is None:
            super().draw(surface)
            return

        surface.blit(felt(surface.get_size()), (0, 0))
        area, u = self.area, self.u
        panel(surface, area, alpha=220)
        cx = area.centerx
        text(surface, _("Your table is open"), round(34 * u), GOLD, bold=True,
             midtop=(cx, area.top + round(14 * u)))
        width = area.width - round(60 * u)
        y = area.top + round(70 * u)
        subtitle = game_title(self.game_id)
        text(surface, subtitle, fit_size(subtitle, round(22 * u), width), INK,
             midtop=(cx, y))
        y += round(40 * u)
        line = _("Address {address}:{port} · table code {code}").format(
            address=self.address, port=hosting.port, code=hosting.code)
        text(surface, line, fit_size(line, round(30 * u), width, bold=True), GOLD,
             bold=True, midtop=(cx, y))
        y += round(48 * u)
        hint = (_("The saved match goes on: each friend joins again and gets his own seat")
                if self.going_on else
                _("Friends choose this table in Join a table, or type the address and code"))
        guessing = hosting.guessing()
        if guessing is not None:  # said in the hint's place while it lasts
            hint = host_notice_text(guessing.code, guessing.for_seconds)
        text(surface, hint, fit_size(hint, round(17 * u), width),
             DIM_INK if guessing is None else RED, midtop=(cx, y))
        y += round(26 * u)
        rule = hints_rule_text(hosting.hints)
        text(surface, rule, fit_size(rule, round(17 * u), width), DIM_INK, midtop=(cx, y))
        y += round(30 * u)
        partners = partner_seats(self.game_id, self.players)
        mine = hosting.seat
        states = hosting.seat_states()
        row_h = min(round(36 * u), (self.open_buttons.buttons[0].rect.top - y - 10)
                    // max(1, len(states)))
        for seat, state in enumerate(states):
            who = _("You") if seat == mine else seat_state_text(state)
            row = with_partner(f"{seat_label(seat)} · {who}", seat, partners, mine)
            colour = RED if state.kind == "lost" else INK if state.kind != "open" else DIM_INK
            text(surface, row, fit_size(row, min(round(20 * u), row_h - 4), width),
                 colour, midtop=(cx, y))
            y += row_h
        for i, b in enumerate(self.open_buttons.buttons):
            b.focused = i == self.open_focus
            b.draw(surface)


def _no_take_backs(save: Callable[..., None]) -> Callable[[Any, dict[str, Any]], None]:
    """The app's autosave for a table with friends: nothing is ever taken back there; the
    table (``Hosting.table_save``) is kept beside the seats."""
    def changed(state: Any, table: dict[str, Any]) -> None:
        save(state, 0, table)
    return changed
