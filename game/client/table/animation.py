"""The table's animations: ``TableAnimator`` takes the session's steps (a seat's new view
and the events that led to it) and turns each event into tweens on sprites.

It owns the picture's clock (``tweens``), the view the picture shows (``shown``: it lags
the latest while cards move) and everything in flight; the table scene owns it and reads
it into each frame's ``TableSnapshot``.  Events become tweens chained by delays: the deal card by card
from the dealer, the turn-up flip, a card flying to its trick slot, the trick held a moment
then swept to its winner, the scores counting up.  ``animate_event`` returns when its
animation ends so the next event can start after it.  Speed 0 (instant) makes every tween
finish on the next tick.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.table import game_text
from game.client.table.services import Intent, Screen, TableServices
from game.client.ui.sprites import CardSprite
from game.client.ui.widgets import DIM_INK, GOLD
from game.core.events import (
    AuctionClosed,
    Called,
    CardPlayed,
    DealScored,
    Dealt,
    Declared,
    MatchOver,
    ThrownIn,
    TrickWon,
    TurnedUp,
)
from game.i18n import _

if TYPE_CHECKING:
    from game.client.matches.session import MatchSession, Step
    from game.client.settings import Settings
    from game.client.table.message import MessageLine
    from game.client.ui.layout import TableLayout
    from game.client.ui.tween import Tweens
    from game.core.observation import Observation
    from game.table.view import SeatView



class Counter:
    """A number that tweens (scores counting up)."""

    def __init__(self, value: float) -> None:
        self.value = float(value)


class TableAnimator:
    """Steps → the shown view, sprites and tweens (owned by ``TableScene``)."""

    def __init__(self, session: MatchSession, services: TableServices, line: MessageLine,
                 tweens: Tweens, layout: TableLayout) -> None:
        self.session = session
        self.services = services
        self.line = line
        """Where the animations' words go (who took the trick, the auction's end)."""
        self.tweens = tweens
        """The picture's clock: every animation runs on it (the message line times its
        words by it too)."""
        self.shown: SeatView[Observation] = session.view
        self.layout = layout
        """The table's layout now (where the cards fly from and to): the scene's."""
        self.hand_rect_of: dict[int, pygame.Rect] = {}
        """Where the viewer's cards were drawn last (a played card flies from there)."""
        self.sprites: list[CardSprite] = []
        self.hidden_trick: set[int] = set()
        """Seats whose card is still flying to the trick (not drawn there yet)."""
        self.trick_counts: tuple[int, ...] | None = None
        """Tricks shown while a won trick is still on its way to the winner."""
        self.deal_visible: list[int] | None = None
        """Cards landed per seat while the deal flies (None: no deal in flight)."""
        self.turn_up_sprite: CardSprite | None = None
        self.score_counters = [Counter(s) for s in session.view.scores]
        self.bubbles: dict[int, tuple[Callable[[], str], float]] = {}
        """Each seat's last call or declaration (what words it, at each frame: the
        language may change while it shows, issue 48 item 10), and when it fades."""
        self.declared_cards: dict[int, tuple[int, ...]] = {}

    @property
    def settings(self) -> Settings:
        return self.services.settings

    @property
    def speed(self) -> float:
        return self.settings.speed_factor

    @property
    def busy(self) -> bool:
        return self.tweens.busy

    def take(self, step: Step, hand_rect_of: dict[int, pygame.Rect], viewer: int) -> bool:
        """Show ``step``'s view of ``viewer``, animating its events (True); a step without
        events (a take-back, a seat joining) makes the picture jump to it (False)."""
        state = step.views[viewer]
        if not step.events:
            self.jump(state)
            return False
        previous = self.shown
        self.shown = state
        self.hand_rect_of = hand_rect_of
        delay = 0.0
        for event in step.events:
            delay = self.animate_event(event, previous, delay)
        return True

    def jump(self, state: SeatView[Observation]) -> None:
        """Show ``state`` at once, with nothing in flight."""
        self.tweens.finish_all()
        self.shown = state
        self.sprites.clear()
        self.hidden_trick.clear()
        self.trick_counts = None
        self.deal_visible = None
        self.turn_up_sprite = None
        self.bubbles.clear()
        self.declared_cards.clear()
        self.score_counters = [Counter(s) for s in state.scores]

    def tick(self, dt: float) -> None:
        """Advance the clock; calls fade; landed sprites are dropped once still."""
        self.tweens.tick(dt)
        now = self.tweens.time
        self.bubbles = {s: b for s, b in self.bubbles.items() if b[1] > now}
        if not self.tweens.busy:
            self.sprites = [s for s in self.sprites if not s.done]

    def animate_event(self, event: Any, previous: Any, delay: float) -> float:
        """Start the animation of ``event`` after ``delay``; returns when it ends."""
        lay = self.layout
        sp = self.speed
        if isinstance(event, Dealt):
            return self.animate_deal(event, delay)
        if isinstance(event, TurnedUp):
            if event.card is None:
                return delay
            box = lay.trump_box
            h = box.height - round(48 * lay.unit)
            sprite = CardSprite(event.card, (box.centerx, box.bottom - round(8 * lay.unit) - h / 2),
                                h)
            self.turn_up_sprite = sprite
            self.sprites.append(sprite)

            def done() -> None:
                sprite.done = True
                self.turn_up_sprite = None

            self.tweens.animate(sprite, 0.45 * sp, "accel_decel", delay=delay,
                                on_finish=done, flip=1.0)
            return delay + 0.45 * sp
        if isinstance(event, Called):
            self.bubbles[event.seat] = (functools.partial(game_text.call_label, event.action),
                                        self.tweens.time + delay + 1.6 * max(sp, 0.5))
            self.services.sounds.play("click")
            return delay
        if isinstance(event, AuctionClosed):
            names = self.session.names
            # the game's line on the auction, or its contract (Bazar Belote's "contract
            # 11♥ by West"): never "Bidding over:" with nothing after it
            summary = (game_text.auction_summary(self.shown, names)
                       or " ".join(game_text.contract_lines(self.shown, names)))
            if summary:
                self.line.say(_("Bidding over: {summary}").format(summary=summary), GOLD, 6.0)
            self.services.ask(Intent(Screen.MOMENT, moment="bidding"))
            return delay
        if isinstance(event, CardPlayed):
            return self.animate_play(event, previous, delay)
        if isinstance(event, TrickWon):
            return self.animate_sweep(event, delay)
        if isinstance(event, Declared):
            label = functools.partial(game_text.declaration_label, event.kind, event.value)
            self.bubbles[event.seat] = (label, self.tweens.time + delay + 2.5 * max(sp, 0.5))
            if event.cards:
                self.declared_cards[event.seat] = tuple(event.cards)
            return delay
        if isinstance(event, DealScored):
            self.declared_cards.clear()
            # The scores count up once the last trick has left the table (issue 40: not
            # while it is still there), quickly: the score sheet waits for the table to be
            # still (defect 21).
            count = 0.45 * sp
            for counter, value in zip(self.score_counters, self.shown.scores, strict=False):
                self.tweens.animate(counter, count, "decelerate", delay=delay,
                                    value=float(value))
            return delay + count
        if isinstance(event, ThrownIn):
            self.line.say(_("Everybody passed: the cards are thrown in"), GOLD)
            return delay
        if isinstance(event, MatchOver):
            self.services.sounds.play("match")
            for counter, value in zip(self.score_counters, event.scores, strict=False):
                counter.value = float(value)
            return delay
        return delay

    def animate_deal(self, event: Dealt, delay: float) -> float:
        lay = self.layout
        state = self.shown
        n: int = state.players
        self.deal_visible = [0] * n
        self.trick_counts = None
        self.declared_cards.clear()
        self.hidden_trick.clear()
        self.score_counters = [Counter(s) for s in state.scores]
        total = event.hand_size * n
        step = min(0.06, 1.6 / max(1, total)) * self.speed
        dealer_at = lay.spot(event.dealer).origin
        order = [(event.dealer + 1 + i) % n for i in range(n)]
        for i in range(total):
            seat = order[i % n]
            spot = lay.spot(seat)
            h = lay.card_h if seat == self.session.viewer else lay.small_h
            sprite = CardSprite(None, dealer_at, lay.small_h, face_up=False)
            sprite.visible = False
            self.sprites.append(sprite)

            def land(sprite: CardSprite = sprite, seat: int = seat) -> None:
                sprite.done = True
                if self.deal_visible is not None:
                    self.deal_visible[seat] += 1
                self.services.sounds.play("deal")

            def show(sprite: CardSprite = sprite) -> None:
                sprite.visible = True

            self.tweens.animate(sprite, 0.22 * self.speed, "decelerate", delay=delay + i * step,
                                on_start=show, on_finish=land, x=float(spot.origin[0]),
                                y=float(spot.origin[1]), h=float(h))
        end = delay + total * step + 0.22 * self.speed

        def finished() -> None:
            self.deal_visible = None
            self.services.ask(Intent(Screen.MOMENT, moment="dealt"))

        holder = Counter(0)
        self.tweens.animate(holder, 0.0, delay=end, on_finish=finished, value=1.0)
        return end

    def animate_play(self, event: CardPlayed, previous: Any, delay: float) -> float:
        lay = self.layout
        seat, card = event.seat, event.card
        slot = lay.spot(seat).trick_slot
        start_rect = self.hand_rect_of.get(card) if seat == self.session.viewer else None
        if start_rect is not None:
            start, h0 = start_rect.center, float(lay.card_h)
        else:
            start, h0 = lay.spot(seat).origin, float(lay.small_h)
        sprite = CardSprite(card, start, h0)
        self.sprites.append(sprite)
        self.hidden_trick.add(seat)
        self.services.sounds.play("play")
        sprite.seat = seat

        def land() -> None:
            self.hidden_trick.discard(seat)
            if any(s == seat for s, _ in self.shown.trick):
                sprite.done = True  # the still picture shows it now

        self.tweens.animate(sprite, 0.28 * self.speed, "decelerate", delay=delay,
                            on_finish=land, x=float(slot.centerx), y=float(slot.centery),
                            h=float(lay.trick_h))
        return delay + 0.28 * self.speed

    def animate_sweep(self, event: TrickWon, delay: float) -> float:
        lay = self.layout
        winner_at = lay.spot(event.seat).origin
        hold = max(0.9 * self.speed, self.settings.ai_pause * min(1.0, self.speed))
        flying = {s.seat: s for s in self.sprites if not s.done and s.seat is not None}
        for seat, card in event.cards:
            sprite = flying.get(seat)
            if sprite is None or sprite.card != card:
                slot = lay.spot(seat).trick_slot
                sprite = CardSprite(card, slot.center, lay.trick_h)
                self.sprites.append(sprite)
            sprite.seat = None

            def gone(sprite: CardSprite = sprite) -> None:
                sprite.done = True

            self.tweens.animate(sprite, 0.35 * self.speed, "accelerate", delay=delay + hold,
                                on_finish=gone, x=float(winner_at[0]), y=float(winner_at[1]),
                                h=float(lay.small_h * 0.6), alpha=60.0)
        self.hidden_trick.clear()
        if len(self.shown.past_tricks) >= 2:
            self.declared_cards.clear()  # shown at trick 2 (bazar-belote 20), then gathered
        name = self.session.names[event.seat]
        # The winner's count goes up when the cards reach him, not when the last card leaves.
        before = list(self.shown.tricks)
        before[event.seat] -= 1
        self.trick_counts = tuple(before)
        holder = Counter(0)

        def won() -> None:
            self.services.sounds.play("trick")
            mine = event.seat == self.session.viewer and self.session.is_human(event.seat)
            self.line.say(_("You take the trick") if mine else
                     _("{name} takes the trick").format(name=name), DIM_INK, 2.0)
            self.services.ask(Intent(Screen.MOMENT, moment="trick"))

        def counted() -> None:
            self.trick_counts = None

        end = delay + hold + 0.35 * self.speed
        self.tweens.animate(holder, 0.0, delay=delay, on_finish=won, value=1.0)
        self.tweens.animate(Counter(0), 0.0, delay=end, on_finish=counted, value=1.0)
        return end
