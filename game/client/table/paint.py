"""Painting the table from a ``TableSnapshot``: the still picture of the seat's view, the
cards in flight on top, the call panel, the message line and the buttons.

The painter holds nothing and changes nothing: what it draws is the snapshot's, so a
frame drawn twice is the same frame.  Everything drawn is public, or the viewer's own hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.game_view import plain_strength
from game.client.games import view_of
from game.client.table import game_text
from game.client.table.snapshot import TableSnapshot
from game.client.ui import assets, looks
from game.client.ui.names import fitted_name
from game.client.ui.widgets import (
    DIM_INK,
    FELT_DARK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    Colour,
    balanced,
    centred_lines,
    fit_size,
    panel,
    readable,
    text,
    wrapped,
)
from game.core.cards import iter_cards
from game.core.observation import Observation
from game.core.phase import Phase
from game.i18n import _, pgettext
from game.i18n.seats import DEFAULT_NAMES
from game.table.view import SeatView

SUIT_ORDER = (0, 1, 3, 2)
"""♠ ♥ ♣ ♦: colours alternate along the hand."""

_felt_cache: dict[tuple[tuple[int, int], tuple[Colour, Colour]], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A radial-ish table in the chosen cloth (``looks``), drawn once per window size."""
    edge, centre = looks.cloth()
    surf = _felt_cache.get((size, (edge, centre)))
    if surf is None:
        surf = pygame.Surface(size)
        surf.fill(edge)
        w, h = size
        steps = 24
        for i in range(steps):
            k = i / steps
            colour = tuple(round(a + (b - a) * k) for a, b in zip(edge, centre, strict=True))
            rect = pygame.Rect(0, 0, round(w * (1.25 - 0.6 * k)), round(h * (1.25 - 0.6 * k)))
            rect.center = (w // 2, h // 2)
            pygame.draw.ellipse(surf, colour, rect)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()  # the display's format: a plain copy each frame
        _felt_cache.clear()
        _felt_cache[(size, (edge, centre))] = surf
    return surf


def sorted_hand(hand: int, trump: int, trump_last: bool,
                strength: Callable[[int, int], int] = plain_strength) -> list[int]:
    """Suits alternate in colour, the trump suit last if asked; within a suit, weakest
    to strongest by the game's own card order (its view's ``card_strength``: Belote's
    comes from the core)."""
    order = list(SUIT_ORDER)
    if trump_last and trump is not None and trump >= 0:
        order.remove(trump)
        order.append(trump)
    return sorted(iter_cards(hand), key=lambda c: (order.index(c // 13), strength(c, trump)))


class TablePainter:
    """Draws a ``TableSnapshot`` (the table scene owns one)."""

    def paint(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        """The whole table: the still picture, the cards in flight, the call panel, the
        message line, the buttons, and a dragged card under the mouse."""
        lay = snap.layout
        surface.blit(felt(lay.size), (0, 0))
        state = snap.view
        self.paint_bar(surface, snap, state)
        self.paint_trump(surface, snap, state)
        for seat in range(state.players):
            self.paint_seat(surface, snap, state, seat)
        self.paint_trick(surface, snap, state)
        self.paint_hand(surface, snap, state)
        for sprite in snap.sprites:
            sprite.draw(surface, snap.four_colour)
        self.paint_panel(surface, snap)
        self.paint_message(surface, snap)
        snap.buttons.draw(surface)
        if snap.dragged is not None:
            card, pos = snap.dragged
            image = assets.card_image(card, lay.card_h, snap.four_colour)
            surface.blit(image, image.get_rect(center=pos))

    def paint_bar(self, surface: pygame.Surface, snap: TableSnapshot, state: SeatView[Observation]) -> None:
        lay = snap.layout
        panel(surface, lay.bar, alpha=170, radius=0)
        size = lay.font(17)
        y = lay.bar.centery
        pad = round(12 * lay.unit)
        lefts = [f"{snap.title} · {game_text.deal_text(state)}"]
        match = game_text.match_number_text(state.match_seed)
        if match is not None:  # told once the match is over: every deal follows
            # the match's number matters more than the last deal's: where both do not
            # fit (Armenian at 1024x640) the deal gives way, never the number (issue 40)
            lefts = [f"{lefts[0]} · {match}", f"{snap.title} · {match}", match]
        right = (game_text.team_totals_text(state, snap.names)
                 or game_text.auction_summary(state, snap.names))
        # The turn in the middle at full size; the two sides share what is left, each
        # as much as its words need, and are never shrunk below a readable size.
        turn = self.turn_text(snap, state)
        turn_w = min(assets.font(size, True).size(turn)[0], lay.bar.width // 3)
        side = (lay.bar.width - turn_w) // 2 - 2 * pad
        font = assets.font(size)
        need_r = font.size(right)[0] if right else 0
        for left in lefts:
            need_l = font.size(left)[0]
            room_l = room_r = side
            if need_l + need_r <= 2 * side:  # one side lends the other its spare room
                room_l, room_r = max(need_l, 2 * side - need_r), max(need_r, 2 * side - need_l)
            shown, px = readable(left, size, room_l)
            if shown == left:
                break
        text(surface, shown, px, INK, midleft=(pad, y))
        turn_x = pad + min(room_l, need_l) + pad + turn_w // 2 if need_l > side else \
            lay.bar.centerx
        turn_x = min(turn_x, lay.bar.right - pad - min(room_r, need_r) - pad - turn_w // 2)
        shown, px = readable(turn, size, turn_w, True)
        text(surface, shown, px, GOLD, bold=True, center=(turn_x, y))
        if right:
            shown, px = readable(right, size, room_r)
            text(surface, shown, px, INK, midright=(lay.bar.right - pad, y))

    def turn_text(self, snap: TableSnapshot, state: SeatView[Observation]) -> str:
        if state.phase == Phase.OVER:
            return _("Match over")
        if state.phase is Phase.SCORED:
            return _("Deal scored")
        if snap.deal_visible is not None:
            if snap.seat_names[state.dealer] == DEFAULT_NAMES[0]:
                return _("You deal…")  # "You" takes the verb's other form (issue 40)
            return _("{name} deals…").format(name=snap.names[state.dealer])
        seat = state.to_play
        if seat is None:
            return ""
        if seat in snap.humans:
            if not snap.accepting:
                # defect 21: not while the last card flies or the trick is swept
                if snap.trick_counts is not None:
                    return _("The trick is taken…")
                return ""
            return _("Your turn: bid") if state.phase is Phase.BIDDING else _(
                "Your turn: play a card")
        doing = _("{name} to bid…") if state.phase is Phase.BIDDING else _("{name} to play…")
        return doing.format(name=snap.names[seat])

    def paint_trump(self, surface: pygame.Surface, snap: TableSnapshot, state: SeatView[Observation]) -> None:
        lay = snap.layout
        view = view_of(state)
        size = lay.font(15)
        label = game_text.trump_text(state)
        # Wrapped, never cut ("Announced (the best counts)" lost its end, issue 40): the
        # lines are measured first and the box grows upwards when they need the room.
        px = max(MIN_LABEL_PX, lay.font(14))
        step = max(round(19 * lay.unit), assets.font(px).get_linesize())
        parts = [part for line in view.contract_lines(state, snap.names)
                 for part in balanced(line, px, lay.trump_box.width - 10)]
        label_h = len(wrapped(label, size, lay.trump_box.width - 10, True)) * \
            assets.font(size, True).get_linesize()
        needed = max(round(34 * lay.unit), round(6 * lay.unit) + label_h + 2) + \
            len(parts) * step + round(6 * lay.unit)
        box = lay.trump_box.copy()
        if needed > box.height:
            grow = min(needed - box.height, max(0, box.top - lay.play_area.top))
            box.update(box.left, box.top - grow, box.width, box.height + grow)
        panel(surface, box, alpha=150)
        colour = INK
        if state.trump is not None and state.trump >= 0:
            colour = (255, 120, 120) if state.trump in (1, 2) else INK
        # Two lines rather than a shrunk or cut label ("Trump: by the auction").
        label_bottom = centred_lines(surface, label, size, colour, box.width - 10,
                                     (box.centerx, box.top + round(6 * lay.unit)), bold=True)
        turn_up = state.turn_up
        card_h = lay.trump_box.height - round(48 * lay.unit)
        if not snap.turn_up_flying and (turn_up is not None or view.shows_turn_up):
            if turn_up is not None:
                image = assets.card_image(turn_up, card_h, snap.four_colour)
                surface.blit(image, image.get_rect(midbottom=(box.centerx,
                                                              box.bottom - round(8 * lay.unit))))
            else:
                text(surface, _("no turn-up"), lay.font(13), DIM_INK, center=box.center)
        y = max(box.top + round(34 * lay.unit), label_bottom + 2)
        for part in parts:
            text(surface, part, px, INK, midtop=(box.centerx, y))
            y += step

    def paint_seat(self, surface: pygame.Surface, snap: TableSnapshot, state: SeatView[Observation], seat: int) -> None:
        lay = snap.layout
        spot = lay.spot(seat)
        plate = spot.plate
        if seat != snap.viewer:
            count = state.hand_counts[seat]
            if snap.deal_visible is not None:
                count = min(count, snap.deal_visible[seat])
            for r in lay.fan_rects(seat, count):
                surface.blit(assets.card_image(None, lay.small_h, False), r)
        turn = state.to_play == seat and state.phase in (Phase.BIDDING, Phase.PLAY)
        panel(surface, plate, alpha=225, colour=(70, 56, 10) if turn else (8, 40, 24))
        if turn:
            pygame.draw.rect(surface, GOLD, plate, width=max(2, round(3 * lay.unit)),
                             border_radius=10)
        pad = round(8 * lay.unit)
        line = plate.height // 3
        name, marks = (snap.name_parts[seat] if seat < len(snap.name_parts)
                       else (snap.names[seat], ()))
        if game_text.team_mode(state):
            marks += (_("(team A)") if seat % 2 == 0 else _("(team B)"),)
        # the dealer's disc sits at the plate's bottom right, by the short score line, so
        # a long name with its team ("Արևմուտք  (զույգ B)") keeps the whole top line; a
        # name too long gives way, never its marks ("(computer)", the team)
        disc = 2 * max(8, round(12 * lay.unit)) + 4 if seat == state.dealer else 0
        shown_name, px = fitted_name(name, marks, lay.font(17), plate.width - 2 * pad, True)
        text(surface, shown_name, px, INK, bold=True,
             midleft=(plate.left + pad, plate.top + line // 2 + 2))
        took = state.tricks[seat] if snap.trick_counts is None else snap.trick_counts[seat]
        info = _("{call} · took {took}").format(call=game_text.seat_call_text(state, seat),
                                                 took=took)
        text(surface, info, fit_size(info, lay.font(15), plate.width - 2 * pad), INK,
             midleft=(plate.left + pad, plate.top + line + line // 2))
        score_index = seat if not game_text.team_mode(state) else seat % 2
        shown = round(snap.scores[score_index])
        score = (_("score {points}") if not game_text.team_mode(state)
                 else _("team score {points}")).format(points=shown)
        shown_score, px = readable(score, lay.font(14), plate.width - 3 * pad - disc)
        text(surface, shown_score, px, DIM_INK,
             midleft=(plate.left + pad, plate.top + 2 * line + line // 2 - 2))
        if seat == state.dealer:
            radius = max(8, round(12 * lay.unit))
            centre = (plate.right - radius - 4, plate.bottom - radius - 4)
            pygame.draw.circle(surface, (245, 245, 240), centre, radius)
            pygame.draw.circle(surface, FELT_DARK, centre, radius, width=2)
            # The dealer button's letter: D, С (сдающий), D (donneur).
            text(surface, pgettext("dealer button", "D"), round(radius * 1.3),
                 (20, 20, 20), bold=True, center=centre)
        mine = seat == snap.viewer
        # The viewer's plate has the trump box above it: its words go by the message line.
        anchor = plate if not mine else pygame.Rect(
            lay.message.left - plate.width - 6, lay.message.top, plate.width, lay.message.height)
        bubble = snap.bubbles.get(seat)
        if bubble is not None:
            zone = spot.bubble if not mine else pygame.Rect(
                anchor.left, anchor.top - spot.bubble.height, anchor.width, spot.bubble.height)
            self.paint_bubble(surface, snap, zone, bubble)
        shown_cards = snap.declared.get(seat)
        if shown_cards:
            h = round(lay.small_h * 0.9)
            w = assets.card_size(h)[0]
            step = round(w * 0.45)
            x = anchor.centerx - (w + step * (len(shown_cards) - 1)) // 2
            if mine:
                x = lay.message.left
            y = anchor.top - h - 4
            for i, c in enumerate(shown_cards):
                surface.blit(assets.card_image(c, h, snap.four_colour),
                             (x + i * step, y))

    def paint_bubble(self, surface: pygame.Surface, snap: TableSnapshot,
                     zone: pygame.Rect, label: str) -> None:
        """A seat's last call in a bubble centred in its ``zone`` (the layout keeps the
        zone clear of every card and plate), its words fitted to the zone."""
        lay = snap.layout
        pad_x, pad_y = round(18 * lay.unit), round(10 * lay.unit)
        size = fit_size(label, lay.font(18), zone.width - pad_x, bold=True)
        image = assets.font(size, True).render(label, True, (20, 20, 20))
        rect = image.get_rect().inflate(pad_x, pad_y)
        rect.height = min(rect.height, zone.height)
        rect.center = zone.center
        pygame.draw.rect(surface, (250, 246, 220), rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=rect.height // 2)
        surface.blit(image, image.get_rect(center=rect.center))

    def paint_trick(self, surface: pygame.Surface, snap: TableSnapshot, state: SeatView[Observation]) -> None:
        lay = snap.layout
        for seat, card in state.trick:
            if seat in snap.hidden_trick:
                continue
            image = assets.card_image(card, lay.trick_h, snap.four_colour)
            surface.blit(image, lay.spot(seat).trick_slot)

    def paint_hand(self, surface: pygame.Surface, snap: TableSnapshot, state: SeatView[Observation]) -> None:
        lay = snap.layout
        viewer = snap.viewer
        cards = snap.hand
        playable = snap.playable
        rects = snap.hand_rects
        my_turn_to_play = state.phase is Phase.PLAY and state.to_play == viewer and snap.accepting
        hint_card = snap.hint_card
        dragged = snap.dragged_card
        for i, (card, rect) in enumerate(zip(cards, rects, strict=True)):
            if card == dragged:
                continue  # drawn under the mouse
            image = assets.card_image(card, lay.card_h, snap.four_colour)
            surface.blit(image, rect)
            if my_turn_to_play and card not in playable:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(),
                                 border_radius=max(3, rect.width // 14))
                surface.blit(shade, rect)
            if i == snap.selected and my_turn_to_play:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=3, border_radius=8)
            if card == hint_card:
                pygame.draw.rect(surface, (90, 200, 255), rect.inflate(10, 10), width=4,
                                 border_radius=10)

    def paint_message(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        if not snap.message:
            return
        lay = snap.layout
        label, colour = snap.message
        rect = lay.message
        size, lines = message_lines(label, lay.font(17), rect.width - 24)
        step = assets.font(size).get_linesize()
        # One line centred in its strip; a longer one (a hint in Russian) grows upwards
        # from the strip's bottom, over the felt, never under the hand.
        height = step * len(lines)
        top = rect.centery - height // 2 if len(lines) == 1 else \
            min(rect.centery - height // 2, rect.bottom - height - 2)
        widest = max(assets.font(size).size(line)[0] for line in lines)
        box = pygame.Rect(0, 0, widest, height).inflate(24, 10)
        box.midtop = (rect.centerx, top - 5)
        panel(surface, box, alpha=215, radius=min(box.height // 2, step))
        for i, line in enumerate(lines):
            text(surface, line, size, colour, midtop=(rect.centerx, top + i * step))

    def paint_panel(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        bp = snap.panel
        if bp is None:
            return
        lay = snap.layout
        panel(surface, bp.rect, alpha=225)
        pygame.draw.rect(surface, GOLD, bp.rect, width=2, border_radius=10)
        title_px = bp.title_px or (lay.font(19) if bp.title_wrap else fit_size(
            bp.title, lay.font(19), bp.rect.width - 20, True))
        text(surface, bp.title, title_px, GOLD, bold=True, wrap=bp.title_wrap,
             midtop=(bp.rect.centerx, bp.rect.top + round(8 * lay.unit)))
        for i, b in enumerate(bp.buttons):
            b.draw(surface)
            if i == snap.panel_focus:
                pygame.draw.rect(surface, (90, 200, 255), b.rect.inflate(4, 4), width=3,
                                 border_radius=8)
            if snap.hint == b.key:
                pygame.draw.rect(surface, (90, 200, 255), b.rect.inflate(8, 8), width=3,
                                 border_radius=8)
        y = bp.buttons[-1].rect.bottom + round(8 * lay.unit) if bp.buttons else bp.rect.top
        for note in snap.panel_notes:
            size = fit_size(note, lay.font(14), bp.rect.width - 16)
            text(surface, note, size, (255, 210, 150), midtop=(bp.rect.centerx, y))
            y += round(22 * lay.unit)


def message_lines(label: str, size: int, width: int) -> tuple[int, list[str]]:
    """The table's message line at ``size`` (or a little smaller, never under
    ``MIN_LABEL_PX``) on one line when it fits ``width``, else wrapped there (issue 40:
    a Russian hint once shrank to 7 px and ran out of its strip)."""
    least = max(MIN_LABEL_PX, round(size * 0.8))
    fitted = fit_size(label, size, width)
    if fitted >= least and assets.font(fitted).size(label)[0] <= width:
        return fitted, [label]
    return least, wrapped(label, least, width)
