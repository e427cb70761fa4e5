"""The settings screen: every choice in ``Settings``, each row with a one-line explanation.

Rows are in two columns (play on the left, look and sound on the right); the explanation
of the row under the mouse (or the focused row) is written above the Back button, and
each value button carries the arrows that say it cycles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.matches.session import AI_LEVELS, level_name
from game.client.player_names import short_name
from game.client.scenes import Scene
from game.client.screens.your_name import NameScene, shown_name
from game.client.table.paint import felt
from game.client.ui.form import Form
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    Button,
    fit_size,
    note_text,
    panel,
    px,
    text,
)
from game.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _, language, number, pgettext
from game.i18n.ai_levels import level_note
from game.storage.settings import CARD_BACKS, SPEEDS, TABLE_COLOURS

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def on_off(value: Any) -> str:
    return _("On") if value else _("Off")


def seconds(value: float) -> str:
    return _("{n} s").format(n=number(value))


def percent(value: int) -> str:
    return _("{n} %").format(n=value)


SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "instant": N_("Instant")}


def card_back_name(back: str) -> str:
    names = {"blue": pgettext("card back", "Blue"), "red": pgettext("card back", "Red"),
             "green": pgettext("card back", "Green"), "black": pgettext("card back", "Black")}
    return names[back]


def table_colour_name(colour: str) -> str:
    names = {"green": pgettext("table cloth", "Green"), "blue": pgettext("table cloth", "Blue"),
             "red": pgettext("table cloth", "Red"), "grey": pgettext("table cloth", "Grey")}
    return names[colour]


VOLUMES = tuple(range(0, 101, 10))
PAUSES = (0.2, 0.4, 0.6, 1.0, 1.5, 2.5)
BID_WINDOWS = (0.0, 1.0, 2.0, 3.0, 5.0)


class SettingsScene(Scene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.form = Form()
        self.resize(host.size)

    def set(self, **changes: Any) -> None:
        self.host.save_settings(self.host.settings.with_(**changes))

    def settings_changed(self) -> None:
        self.resize(self.host.size)

    def add_rows(self) -> int:
        """Every row of the form; the number in the left column."""
        s = self.host.settings
        f = self.form
        f.add(_("Language"), list(LANGUAGES), language(), lambda v: self.set(language=v),
              LANGUAGE_NAMES.__getitem__, note=_("Every screen changes at once."))
        f.add(_("Animation speed"), list(SPEEDS), s.speed, lambda v: self.set(speed=v),
              lambda v: _(SPEED_NAMES[v]),
              note=_("How fast cards are dealt, played and gathered."))
        f.add(_("Pause between computer moves"), PAUSES, s.ai_pause,
              lambda v: self.set(ai_pause=v), seconds,
              note=_("Time to see each computer card before the next one."))
        f.add(_("Computer level"), list(AI_LEVELS), s.ai_level,
              lambda v: self.set(ai_level=v), level_name,
              note=level_note(s.ai_level))
        f.add(_("Play a forced card by itself"), [False, True], s.auto_play_forced,
              lambda v: self.set(auto_play_forced=v), on_off,
              note=_("When only one of your cards can be played, it is played for you."))
        f.add(_("Confirm each card and call"), [False, True], s.confirm_play,
              lambda v: self.set(confirm_play=v), on_off,
              note=_("Click a card or call twice (or press Enter twice) to play it."))
        f.add(_("Take back a move"), [True, False], s.undo, lambda v: self.set(undo=v),
              on_off, note=_("Take back your last card or call against the computers;"
                             " Off is strict play."))
        f.add(_("Blackout: time to change my bid"), BID_WINDOWS, s.change_bid_seconds,
              lambda v: self.set(change_bid_seconds=v),
              lambda v: _("Off") if v == 0 else seconds(v),
              note=_("Seconds in which your Blackout bid can still be changed."))
        left = len(f.rows)
        f.add(_("Your name"), [s.player_name], s.player_name,
              lambda v: self.host.push(NameScene(self.host)),
              lambda v: short_name(shown_name(v)),
              note=_("Friends see it at the table when you play together."))
        f.add(_("Four-colour deck"), [False, True], s.four_colour,
              lambda v: self.set(four_colour=v), on_off,
              note=_("Clubs green and diamonds blue: the four suits never look alike."))
        f.add(_("Card back"), list(CARD_BACKS), s.card_back,
              lambda v: self.set(card_back=v), card_back_name,
              note=_("The pattern on the back of the cards."))
        f.add(_("Table colour"), list(TABLE_COLOURS), s.table_colour,
              lambda v: self.set(table_colour=v), table_colour_name,
              note=_("The colour of the cloth on every screen."))
        f.add(_("Trump suit at the right of the hand"), [True, False], s.trump_last,
              lambda v: self.set(trump_last=v), on_off,
              note=_("Your hand is sorted with the trump suit at its right end."))
        f.add(_("Sound effects"), [True, False], s.sound, lambda v: self.set(sound=v), on_off,
              note=_("Sounds for dealing, playing, tricks and the end of a match."))
        f.add(_("Volume"), VOLUMES, s.volume, lambda v: self.set(volume=v), percent,
              note=_("How loud the sounds are."))
        f.add(_("Full screen (F11)"), [False, True], self.host.fullscreen,
              lambda v: self.host.toggle_fullscreen(), on_off,
              note=_("Fill the whole screen; F11 switches at any time."))
        return left

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        f = self.form
        focus = f.focus
        f.clear()
        left = self.add_rows()
        self.area = pygame.Rect(0, 0, min(w - 20, round(1200 * u)), min(h - 20, round(760 * u)))
        self.area.center = (w // 2, h // 2)
        inner = self.area.inflate(-round(50 * u), -round(230 * u)).move(0, round(4 * u))
        gap = round(24 * u)
        row_h = min(round(44 * u), (inner.height // left) - round(8 * u))
        rows = f.rows
        column_w = (inner.width - gap) // 2
        f.rows = rows[:left]
        f.place(pygame.Rect(inner.left, inner.top, column_w, inner.height), row_h,
                round(column_w * 0.62), round(14 * u))
        f.rows = rows[left:]
        f.place(pygame.Rect(inner.right - column_w, inner.top, column_w, inner.height), row_h,
                round(column_w * 0.62), round(14 * u))
        f.rows = rows
        bw, bh = round(220 * u), round(46 * u)
        f.actions.append(Button(pygame.Rect(self.area.centerx - bw // 2,
                                            self.area.bottom - bh - round(18 * u), bw, bh),
                                _("Back (Esc)"), self.back))
        f.focus = min(focus, len(f.rows) + len(f.actions) - 1)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.escaped(event):
            self.form.handle(event)

    def sound_notice(self) -> str:
        """Said once here when the machine gave the game no sound."""
        if self.host.sounds.available:
            return ""
        return _("Sound is off: no audio device was found.")

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        surface.blit(felt(surface.get_size()), (0, 0))
        panel(surface, self.area, alpha=255)
        text(surface, _("Settings"), round(36 * u), GOLD, bold=True,
             midtop=(self.area.centerx, self.area.top + round(16 * u)))
        notice = self.sound_notice()
        if notice:
            text(surface, notice, fit_size(notice, max(12, round(16 * u)),
                                           self.area.width - 40), (255, 190, 150),
                 midtop=(self.area.centerx, self.area.top + round(62 * u)))
        self.form.draw(surface, max(12, round(18 * u)))
        width = self.area.width - 40
        note = self.form.note_shown()
        if note:
            note_text(surface, note, max(12, round(17 * u)), INK, width,
                      (self.area.centerx, self.area.bottom - round(104 * u)), upward=True)
        cue = _("Click a value to change it (right-click: back), or use the arrow keys.")
        text(surface, cue, fit_size(cue, px(14, u), width), DIM_INK,
             center=(self.area.centerx, self.area.bottom - round(78 * u)))
