"""What a table with friends adds to the table: quick messages and the seats' status.

A person says one of the protocol's fixed phrases (``game.net.protocol.PHRASES``; only its
id travels) with the "Say… (T)" button or the T key: a small menu of the phrases opens
(mouse, or ↑ ↓ and Enter, or the phrase's digit; Esc closes it).  What any seat said comes
back from the table and shows for a few seconds in a speech bubble by that seat's plate,
in the reader's language (``game.i18n.quick_phrases``).  A lost seat's plate shows its
countdown to the computer (``seat_status``).

The table scene holds one ``TableChat`` and calls it from five hooks (``update``,
``handle``, ``draw``, ``wake_in`` and its creation); at a table of this screen's own it is
inert (``active`` is False): nothing is drawn and no key is taken.
"""

from __future__ import annotations

import pygame

from game.client.friends.seat_status import SeatStatus
from game.client.matches.session import MatchSession
from game.client.table.buttons import TwoLineButton, extra_button_rects
from game.client.ui import assets
from game.client.ui.layout import BUTTON_PT, TableLayout
from game.client.ui.widgets import GOLD, Button, fit_size, focus_ring, panel
from game.i18n import _
from game.i18n.net_words import phrase_text
from game.net.protocol import PHRASES

BUBBLE_SECONDS = 5.0
"""How long a quick message stays by its seat."""
BUBBLE_INK = (24, 24, 24)
BUBBLE_FILL = (255, 255, 250)
TALK_KEY = pygame.K_t


class TableChat:
    """The quick messages of one table (its bubbles and the phrase menu)."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.active = session.networked
        self.status = SeatStatus()
        self.bubbles: dict[int, tuple[str, float]] = {}
        """Seat → (phrase id, the table time it fades)."""
        self.menu_open = False
        self.focus = 0
        self.button: Button | None = None
        self.phrase_buttons: list[Button] = []
        self._placed_for: tuple[int, int] | None = None
        self.fresh = False
        """Something arrived that the picture does not show yet (drawn at the next pass:
        while the player thinks the app only looks at the table once a second)."""

    # ------------------------------------------------------------------ state
    def update(self, now: float) -> None:
        """Take what the table said since the last frame (after the session's poll)."""
        if not self.active:
            return
        session = self.session
        while session.quick:
            said = session.quick.popleft()
            self.bubbles[said.seat] = (said.phrase, now + BUBBLE_SECONDS)
            self.fresh = True
        self.bubbles = {s: b for s, b in self.bubbles.items() if b[1] > now}
        if session.seat_states is not self.status.states:
            self.status.update(session.seat_states, now)
            self.fresh = True

    def wake_in(self, now: float) -> float | None:
        """Seconds until a bubble fades or a countdown changes (None: nothing of ours)."""
        if not self.active:
            return None
        if self.fresh:
            return 0.0
        times = [until - now for _phrase, until in self.bubbles.values()]
        status = self.status.wake_in(now)
        if status is not None:
            times.append(status)
        return max(0.0, min(times)) if times else None

    def say(self, phrase: str) -> None:
        self.session.say(phrase)
        self.menu_open = False

    def toggle(self) -> None:
        self.menu_open = not self.menu_open
        self.focus = 0

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, layout: TableLayout) -> bool:
        """True when the event was ours (the table then ignores it)."""
        if not self.active or self.session.ended:
            return False
        self.place(layout)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            for b in self._buttons():
                b.hover = b.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button is not None and self.button.contains(event.pos):
                self.toggle()
                return True
            if self.menu_open:
                for i, b in enumerate(self.phrase_buttons):
                    if b.contains(event.pos):
                        self.say(PHRASES[i])
                        return True
                self.menu_open = False  # a click elsewhere closes it, and does its own thing
        return False

    def _key(self, key: int) -> bool:
        if key == TALK_KEY:
            self.toggle()
            return True
        if not self.menu_open:
            return False
        count = len(PHRASES)
        if key == pygame.K_ESCAPE:
            self.menu_open = False
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + 1) % count
        elif key == pygame.K_UP:
            self.focus = (self.focus - 1) % count
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.say(PHRASES[self.focus])
        elif pygame.K_1 <= key < pygame.K_1 + count:
            self.say(PHRASES[key - pygame.K_1])
        return True  # while the menu is open, the keys are the menu's

    # ------------------------------------------------------------------ layout
    def _buttons(self) -> list[Button]:
        shown = self.phrase_buttons if self.menu_open else []
        return ([self.button] if self.button is not None else []) + shown

    def place(self, layout: TableLayout) -> None:
        """The Say button in the column's Undo place (a table with friends takes nothing
        back), the menu to the left of the column, its foot level with the button."""
        key = (layout.size[0], layout.size[1])
        if self._placed_for == key and self.button is not None:
            self.button.label = _("Say… (T)")
            return
        self._placed_for = key
        size = layout.font(BUTTON_PT)
        rect = extra_button_rects(layout, hint=self.session.hints_allowed)["undo"]
        self.button = TwoLineButton(rect, _("Say… (T)"), self.toggle, key="say",
                                    font_size=size)
        row_h = max(22, round(34 * layout.unit))
        gap = max(3, round(5 * layout.unit))
        width = max(rect.width, round(300 * layout.unit))
        height = len(PHRASES) * (row_h + gap) + gap
        top = max(layout.bar.bottom + gap, rect.bottom - height)
        left = rect.left - width - 2 * gap
        self.phrase_buttons = [
            Button(pygame.Rect(left, top + gap + i * (row_h + gap), width, row_h), "",
                   font_size=max(11, round(17 * layout.unit)), key=phrase)
            for i, phrase in enumerate(PHRASES)]

    # ------------------------------------------------------------------ paint
    def draw(self, surface: pygame.Surface, layout: TableLayout, now: float) -> None:
        if not self.active:
            return
        self.fresh = False
        self.place(layout)
        self.status.draw(surface, layout, now)
        for seat, (phrase, _until) in sorted(self.bubbles.items()):
            if seat < layout.players:
                self.draw_bubble(surface, layout, seat, phrase_text(phrase))
        if self.session.ended:
            return
        assert self.button is not None
        self.button.draw(surface)
        if self.menu_open:
            first, last = self.phrase_buttons[0].rect, self.phrase_buttons[-1].rect
            gap = max(3, round(5 * layout.unit))
            panel(surface, first.union(last).inflate(2 * gap + 4, 2 * gap + 4), alpha=235)
            for i, b in enumerate(self.phrase_buttons):
                b.label = f"{i + 1}  {phrase_text(PHRASES[i])}"
                b.focused = i == self.focus
                b.draw(surface)
                if b.focused:
                    focus_ring(surface, b.rect)

    def draw_bubble(self, surface: pygame.Surface, layout: TableLayout, seat: int,
                    words: str) -> None:
        """A speech bubble by ``seat``'s plate: above it, or under it where the window's
        top is too near; its tail points at the plate."""
        plate = layout.spot(seat).plate
        pad_x, pad_y = round(14 * layout.unit), round(8 * layout.unit)
        width = round(plate.width * 1.3)
        size = fit_size(words, layout.font(18), width - 2 * pad_x, bold=True)
        image = assets.font(size, True).render(words, True, BUBBLE_INK)
        rect = image.get_rect().inflate(2 * pad_x, 2 * pad_y)
        tail = round(12 * layout.unit)
        rect.midbottom = (plate.centerx, plate.top - tail + 2)
        above = rect.top >= layout.bar.bottom
        if not above:
            rect.midtop = (plate.centerx, plate.bottom + tail - 2)
        rect.clamp_ip(surface.get_rect())
        x = min(max(plate.centerx, rect.left + tail * 2), rect.right - tail * 2)
        if above:
            points = [(x - tail, rect.bottom - 2), (x + tail, rect.bottom - 2),
                      (x, rect.bottom + tail)]
        else:
            points = [(x - tail, rect.top + 2), (x + tail, rect.top + 2), (x, rect.top - tail)]
        radius = min(rect.height // 2, round(16 * layout.unit))
        pygame.draw.rect(surface, BUBBLE_FILL, rect, border_radius=radius)
        pygame.draw.polygon(surface, BUBBLE_FILL, points)
        pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=radius)
        pygame.draw.lines(surface, GOLD, False, [points[0], points[2], points[1]], 2)
        surface.blit(image, image.get_rect(center=rect.center))
