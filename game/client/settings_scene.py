"""The settings screen: animation speed, computer pause, deck colours, sound, hand order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.form import Form
from game.client.match import AI_LEVELS, level_name
from game.client.scenes import Scene
from game.client.settings import SPEEDS
from game.client.table_paint import felt
from game.client.widgets import GOLD, Button, panel, text
from game.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _, language, number

if TYPE_CHECKING:
    from game.client.app import App


def on_off(value: Any) -> str:
    return _("On") if value else _("Off")


def seconds(value: float) -> str:
    return _("{n} s").format(n=number(value))


SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "instant": N_("Instant")}


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form()
        self.resize(app.size)

    def set(self, **changes: Any) -> None:
        self.app.save_settings(self.app.settings.with_(**changes))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        s = self.app.settings
        f = self.form
        focus = f.focus
        f.clear()
        f.add(_("Language"), list(LANGUAGES), language(), lambda v: self.set(language=v),
              LANGUAGE_NAMES.__getitem__)
        f.add(_("Animation speed"), list(SPEEDS), s.speed, lambda v: self.set(speed=v),
              lambda v: _(SPEED_NAMES.get(v, v)))
        f.add(_("Pause between computer moves"), [0.2, 0.4, 0.6, 1.0, 1.5, 2.5], s.ai_pause,
              lambda v: self.set(ai_pause=v), seconds)
        f.add(_("Four-colour deck"), [False, True], s.four_colour,
              lambda v: self.set(four_colour=v), on_off)
        f.add(_("Sound effects"), [True, False], s.sound, lambda v: self.set(sound=v), on_off)
        f.add(_("Trump suit at the right of the hand"), [True, False], s.trump_last,
              lambda v: self.set(trump_last=v), on_off)
        f.add(_("Blackout: time to change my bid"), [0.0, 1.0, 2.0, 3.0, 5.0],
              s.change_bid_seconds, lambda v: self.set(change_bid_seconds=v),
              lambda v: _("Off") if v == 0 else seconds(v))
        f.add(_("Default computer level"), list(AI_LEVELS), s.ai_level,
              lambda v: self.set(ai_level=v), level_name)
        f.add(_("Full screen (F11)"), [False, True], self.app.fullscreen,
              lambda v: self.app.toggle_fullscreen(), on_off)
        f.focus = focus
        self.area = pygame.Rect(0, 0, round(760 * u), round(660 * u))
        self.area.center = (w // 2, h // 2)
        inner = self.area.inflate(-round(60 * u), -round(190 * u)).move(0, round(10 * u))
        f.place(inner, round(44 * u), round(400 * u), round(16 * u))
        bw, bh = round(200 * u), round(46 * u)
        f.actions.append(Button(pygame.Rect(self.area.centerx - bw // 2,
                                            self.area.bottom - bh - round(20 * u), bw, bh),
                                _("Back (Esc)"), self.back))

    def handle(self, event: pygame.event.Event) -> None:
        if not self.escaped(event):
            self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel(surface, self.area, alpha=220)
        text(surface, _("Settings"), round(36 * self.u), GOLD, bold=True,
             midtop=(self.area.centerx, self.area.top + round(18 * self.u)))
        self.form.draw(surface, max(12, round(18 * self.u)))
