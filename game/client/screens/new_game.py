"""The new-game screen: the game, the seats, the rules preset, every option, the target.

Options are read from the game's own options dataclass (its fields, choices and ranges), so
the advanced panel lists every option of the rules files with its default pre-set and stays
right when the core adds one.  The chosen options are validated by the core on Start; a bad
combination is shown with the core's message.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any

import pygame

from game.client.friends.partners import partner_seats, with_partner
from game.client.friends.seating import player_counts, with_players
from game.client.games import VIEWS, game_title
from game.client.history.last_match import last_setup, unfinished_game
from game.client.lessons.first_start import start_or_offer
from game.client.matches.session import AI_LEVELS, HUMAN, MatchSetup, level_name
from game.client.scenes import Scene
from game.client.screens.unfinished_match import unfinished_match_question
from game.client.table.paint import felt
from game.client.ui.form import Form
from game.client.ui.widgets import GOLD, INK, RED, Button, fit_size, note_text, panel, text
from game.core import create_game
from game.core.errors import TrickbidError
from game.i18n import _
from game.i18n import language as i18n_language
from game.i18n.ai_levels import level_note
from game.i18n.options import option_choice_text, option_label, option_note

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

OPEN_STEPS = (0, 50, 100, 200, 400)
"""An option with no upper bound (a target score) offers its default and these steps above
it: the rules files' suggested targets (100, 150, 200; 101, 201, 301) are among them."""


def option_values(f: dataclasses.Field[Any]) -> list[Any]:
    """The values the form cycles through for one option field, from its metadata."""
    meta = f.metadata
    if meta.get("bool"):
        return [False, True]
    if "choices" in meta:
        return list(meta["choices"])
    low, high = meta.get("range", (0, 0))
    if high is None:
        start = f.default if isinstance(f.default, int) else low
        return [start + step for step in OPEN_STEPS]
    values: list[Any] = list(range(low, high + 1))
    if f.default is None:
        values.insert(0, None)
    return values


def show_option(name: str, value: Any, usual: int | None = None) -> str:
    return option_choice_text(name, value, usual)


class NewGameScene(Scene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.game_id = next(iter(VIEWS))
        self.players = 4
        self.level = host.settings.ai_level if host.settings.ai_level in AI_LEVELS else "medium"
        self.seats: list[str] = [HUMAN] + [self.level] * 3
        self.options: dict[str, Any] = {}
        self.advanced = False
        self.error = ""
        self.form = Form()
        self.reset_options()
        last = last_setup(host)
        if last is not None:
            self.recall(last)

    def recall(self, setup: MatchSetup) -> None:
        """Open on the game, seats, level and options of the match started last; an option
        this version no longer has (or a value it refuses) keeps its default."""
        self.set_game(setup.game_id)
        players = setup.options.get("players", len(setup.seats))
        if len(setup.seats) == players and players in player_counts(setup.game_id):
            self.players = players
            # One computer level (issue 40): the setting's, which Settings shows too; the
            # seats that played at the last match's level follow it, a seat set apart stays.
            levels = [s for s in setup.seats if s != HUMAN and s in AI_LEVELS]
            last = levels[0] if levels else None
            self.seats = [self.level if s == last or (s != HUMAN and s not in AI_LEVELS)
                          else s for s in setup.seats]
            self.reset_options()
        defaults = dict(self.options)
        self.options.update({k: v for k, v in setup.options.items() if k in defaults})
        try:
            create_game(self.game_id, **with_players(self.game_id, self.options, self.players))
        except (TrickbidError, TypeError, ValueError):
            self.options = defaults
        self.layout_form()

    # ----------------------------------------------------------------- model
    def reset_options(self, preset: str | None = None) -> None:
        given = with_players(self.game_id, {}, self.players)
        if preset is not None:
            given["preset"] = preset
        game = create_game(self.game_id, **given)
        self.options = dataclasses.asdict(game.options)
        self.layout_form()

    def set_game(self, game_id: str) -> None:
        self.game_id = game_id
        counts = player_counts(game_id)
        if self.players not in counts:
            self.players = 4 if 4 in counts else counts[0]
        self.fit_seats()
        self.reset_options()

    def set_players(self, n: int) -> None:
        self.players = n
        self.fit_seats()
        self.options["players"] = n
        if self.options.get("max_cards") is not None and self.options["max_cards"] > 52 // n:
            self.options["max_cards"] = None
        self.layout_form()

    def fit_seats(self) -> None:
        seats = self.seats[: self.players]
        seats += [self.level] * (self.players - len(seats))
        self.seats = seats

    def set_level(self, level: str) -> None:
        """The computers' level: the same setting as Settings' "Computer level"."""
        self.level = level
        self.host.keep(ai_level=level)
        self.seats = [s if s == HUMAN else level for s in self.seats]
        self.layout_form()

    def set_seat(self, seat: int, kind: str) -> None:
        self.seats[seat] = kind

    def set_option(self, name: str, value: Any) -> None:
        if name == "preset":
            self.reset_options(value)
            return
        self.options[name] = value
        self.error = ""

    def setup(self) -> MatchSetup:
        options = with_players(self.game_id, self.options, self.players)
        return MatchSetup(self.game_id, options, tuple(self.seats))

    def checked_setup(self) -> MatchSetup | None:
        """The setup, if the core takes its options; else None and ``error`` says why."""
        setup = self.setup()
        try:
            create_game(setup.game_id, **setup.options)
        except TrickbidError as exc:
            # the core names the option and the rule in English (its option names are the
            # rules files' identifiers); the frame around it is the player's language
            self.error = _("These options cannot be played together: {reason}").format(
                reason=exc) if i18n_language() != "en" else str(exc)
            return None
        return setup

    def start(self) -> None:
        setup = self.checked_setup()
        if setup is None:
            return
        unfinished = unfinished_game(self.host)
        if unfinished is None:
            start_or_offer(self.host, setup.game_id, lambda: self.host.matches.start(setup))
            return

        self.host.push(unfinished_match_question(self.host, unfinished,
                                                      lambda: self.host.matches.start(setup)))

    def playable_values(self, fld: dataclasses.Field[Any]) -> list[Any]:
        """The option's values that the rules accept at this table: a number out of range
        for this many players (14 cards at 4 players) is not offered, only to be refused."""
        values = option_values(fld)
        if "range" not in fld.metadata:
            return values
        options = with_players(self.game_id, self.options, self.players)
        kept = []
        for value in values:
            try:
                create_game(self.game_id, **{**options, fld.name: value})
            except (TrickbidError, TypeError, ValueError):
                continue
            kept.append(value)
        return kept or values

    def toggle_advanced(self) -> None:
        self.advanced = not self.advanced
        self.layout_form()

    # ---------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        self.layout_form()

    def layout_form(self) -> None:
        w, h = self.host.size
        self.u = u = min(w / 1280, h / 800)
        f = self.form
        focus = f.focus
        # a button with the focus keeps it when the rows change (issue 48, item 13:
        # Advanced… handed it to the first advanced row)
        action = focus - len(f.rows) if f.rows and focus >= len(f.rows) else None
        f.clear()
        counts = player_counts(self.game_id)
        f.add(_("Game"), list(VIEWS), self.game_id, self.set_game,
              game_title)
        f.add(_("Players"), counts, self.players, self.set_players,
              str, enabled=len(counts) > 1)
        f.add(_("Computer level"), list(AI_LEVELS), self.level, self.set_level,
              level_name, note=level_note(self.level))
        plain = create_game(self.game_id, **with_players(self.game_id, {}, self.players))
        fields = {fld.name: fld for fld in dataclasses.fields(plain.options)}
        if "preset" in fields:
            row = f.add(_("Rules preset"), option_values(fields["preset"]),
                        self.options["preset"], functools.partial(self.set_option, "preset"),
                        functools.partial(show_option, "preset"))
            row.note = option_note("preset")
        if "target" in fields:
            row = f.add(_("Target score"), option_values(fields["target"]),
                        self.options["target"], functools.partial(self.set_option, "target"),
                        str)
            row.note = option_note("target")
        self.add_seat_rows(f)
        self.main_rows = len(f.rows)
        if self.advanced:
            # the hand a default size stands for: the largest of the default schedule
            usual = max(plain.schedule, default=None)
            for fld in fields.values():
                if fld.name in ("players", "preset", "target"):
                    continue
                row = f.add(option_label(fld.name), self.playable_values(fld),
                            self.options.get(fld.name),
                            functools.partial(self.set_option, fld.name),
                            functools.partial(show_option, fld.name, usual=usual))
                row.note = option_note(fld.name)
        self.area = pygame.Rect(0, 0, min(w - 40, round(1180 * u)), min(h - 20, round(740 * u)))
        self.area.center = (w // 2, h // 2)
        inner = self.area.inflate(-round(50 * u), -round(200 * u)).move(0, round(10 * u))
        row_h = round(40 * u)
        gap = round(12 * u)
        if self.advanced:
            left = pygame.Rect(inner.left, inner.top, inner.width // 2 - gap, inner.height)
            right = pygame.Rect(inner.centerx + gap, inner.top, inner.width // 2 - gap,
                                inner.height)
            main, extra = f.rows[: self.main_rows], f.rows[self.main_rows:]
            f.rows = main
            f.place(left, row_h, round(190 * u), gap)
            f.rows = extra
            f.place(right, row_h, round(250 * u), gap)
            f.rows = main + extra
        else:
            box = pygame.Rect(0, 0, round(640 * u), inner.height)
            box.midtop = inner.midtop
            f.place(box, row_h, round(220 * u), gap)
        bw, bh = round(220 * u), round(48 * u)
        y = self.area.bottom - bh - round(20 * u)
        cx = self.area.centerx
        f.actions.append(Button(pygame.Rect(cx - bw * 3 // 2 - gap, y, bw, bh),
                                _("Back (Esc)"), self.back))
        f.actions.append(Button(pygame.Rect(cx - bw // 2, y, bw, bh),
                                _("Fewer options") if self.advanced else _("Advanced…"),
                                self.toggle_advanced))
        f.actions.append(Button(pygame.Rect(cx + bw // 2 + gap, y, bw, bh),
                                self.start_label(), self.start))
        if action is not None:
            focus = len(f.rows) + action
        f.focus = min(focus, len(f.rows) + len(f.actions) - 1)

    def add_seat_rows(self, f: Form) -> None:
        """One row per seat: who plays it (a person here, or a computer's level)."""
        partners = partner_seats(self.game_id, self.players)  # who plays with whom
        mine = self.seats.index(HUMAN) if HUMAN in self.seats else None
        for seat in range(self.players):
            name = with_partner(_("Seat 1 (bottom)") if seat == 0 else
                                _("Seat {n}").format(n=seat + 1), seat, partners, mine)
            f.add(name, [HUMAN, *AI_LEVELS], self.seats[seat],
                  functools.partial(self.set_seat, seat),
                  seat_kind_name)

    def heading(self) -> str:
        return _("New game")

    def start_label(self) -> str:
        return _("Start")

    def handle(self, event: pygame.event.Event) -> None:
        if not self.escaped(event):
            self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel(surface, self.area, alpha=220)
        u = self.u
        text(surface, self.heading(), round(34 * u), GOLD, bold=True,
             midtop=(self.area.centerx, self.area.top + round(14 * u)))
        self.form.draw(surface, max(12, round(17 * u)))
        if self.error:
            msg = self.error
            text(surface, msg, fit_size(msg, max(12, round(16 * u)), self.area.width - 40), RED,
                 center=message_centre(self.area, u))
        else:
            note_text(surface, self.note(), max(11, round(15 * u)), INK, self.area.width - 40,
                      message_centre(self.area, u))

    def note(self) -> str:
        """The explanation of the option under the mouse, else of the chosen row, else how
        to change a value."""
        rows = self.form.rows
        hovered = [r for r in rows if r.button is not None and r.button.hover]
        row = hovered[0] if hovered else rows[self.form.focus] \
            if self.form.focus < len(rows) else None
        if row is not None and row.note:
            return row.note
        return _("◂ ▸ : click a value, or press ← →, to change it")


def message_centre(area: pygame.Rect, u: float) -> tuple[int, int]:
    """Where the form's error or note line goes: above the buttons."""
    return (area.centerx, area.bottom - round(90 * u))


def seat_kind_name(kind: str) -> str:
    return _("Human") if kind == HUMAN else _("Computer: {level}").format(level=level_name(kind))
