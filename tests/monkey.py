"""A monkey for the client: random mouse, key, resize and quit events over every scene.

Each run starts the app headless, brings it to one scene (a menu, a table at 3–7 seats,
the pause menu, a score sheet, the review, a practice drill, the progress chart, settings,
the rules) and then posts random events through pygame's real queue, running the app's
own frame loop between them.  Wherever the events lead (other scenes, new matches, the
quit path) is part of the walk.  The first exception stops the run and is reported with the
seed and the last events, so it can be replayed.  ``tests/test_client_monkey.py`` runs a
share of it in the suite; ``bench/client_monkey.py`` runs as many events as asked.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import i18n
from tests.client_support import make_app, start
from tests.rules_helpers import quick_views

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (800, 480), (1366, 768)]
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        *range(pygame.K_0, pygame.K_9 + 1), pygame.K_h, pygame.K_r, pygame.K_n, pygame.K_p,
        pygame.K_a, pygame.K_g, pygame.K_s, pygame.K_q, pygame.K_v, pygame.K_QUESTION,
        pygame.K_F11,
        # the table's take-back, last trick, claim; the keyboard help (issue 21 part C)
        pygame.K_u, pygame.K_l, pygame.K_c, pygame.K_F1, pygame.K_KP1, pygame.K_KP0,
        pygame.K_t]  # quick messages at a table with friends


def _table(game_id: str, players: int = 4) -> Callable[[Any], None]:
    def enter(app: Any) -> None:
        start(app, game_id, players=players, seed=app.monkey_seed, level="random")

    return enter


def _table_with(**settings: Any) -> Callable[[Any], None]:
    """A Blackout table with table settings changed (confirm before play, auto-play)."""

    def enter(app: Any) -> None:
        app.save_settings(app.settings.with_(**settings))
        start(app, "blackout", seed=app.monkey_seed, level="random")

    return enter


def _over_table(push: Callable[[Any, Any], Any]) -> Callable[[Any], None]:
    def enter(app: Any) -> None:
        table = start(app, "blackout", seed=app.monkey_seed, level="random")
        app.stack.push(push(app, table))

    return enter


def _pause(app: Any, table: Any) -> Any:
    from game.client.screens.menus import PauseMenu

    return PauseMenu(app, table)


def _last_trick(app: Any, table: Any) -> Any:
    from game.client.table.last_trick import LastTrickOverlay

    return LastTrickOverlay(app, table, held=True)


def _help(app: Any, table: Any) -> Any:
    from game.client.screens.help import HelpScene

    return HelpScene(app, "table")


def _sheet(app: Any, table: Any) -> Any:
    from game.client.table.score_sheet import ScoreSheet

    return ScoreSheet(app, table)


def _scene(make: Callable[[Any], Any]) -> Callable[[Any], None]:
    def enter(app: Any) -> None:
        app.main_menu()
        app.stack.push(make(app))

    return enter


def _new_game(app: Any) -> Any:
    from game.client.screens.new_game import NewGameScene

    return NewGameScene(app)


def _settings(app: Any) -> Any:
    from game.client.screens.settings import SettingsScene

    return SettingsScene(app)


def _practice_menu(app: Any) -> Any:
    from game.client.practice.menu import PracticeMenu

    return PracticeMenu(app)


def _drill(game_id: str, drill: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from game.client.practice.scene import PracticeScene

        return PracticeScene(app, game_id, drill, seed=app.monkey_seed, worlds=24)

    return make


def _lessons_menu(app: Any) -> Any:
    from game.client.lessons.lesson_menu import LessonMenu

    return LessonMenu(app)


def _lesson(game_id: str, key: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from game.client.lessons.lesson_scene import LessonScene

        return LessonScene(app, game_id, key)

    return make


def _progress(app: Any) -> Any:
    from game.client.practice.progress import ProgressScene
    from game.client.practice.scene import practice_progress

    return ProgressScene(app, practice_progress(app))


def _friends(name: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from game.client.friends import host_screen, join_screen, menu

        modules = (host_screen, join_screen, menu)
        return next(getattr(m, name) for m in modules if hasattr(m, name))(app)

    return make


def _rules(game_id: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from game.client.screens.rules import RulesScene

        return RulesScene(app, game_id)

    return make


def _review(app: Any) -> Any:
    from game.client.history.review import ReviewScene
    from game.core import create_game
    from game.core.record import record_of

    state = create_game("blackout", players=4).new_match(seed=app.monkey_seed)
    rng = random.Random(app.monkey_seed)
    while state.phase != "scored":
        state = state.apply(rng.choice(state.legal_actions()))
    return ReviewScene(app, record_of(state), seat=0, deal=1, views=quick_views(8))


def _statistics(app: Any) -> Any:
    """The statistics screen over two finished matches (one to review, one to replay)."""
    from game.client.history.statistics import StatisticsScene
    from game.core import create_game

    for seed in (app.monkey_seed, app.monkey_seed + 1):
        state = create_game("blackout", players=3, max_cards=3).new_match(seed=seed)
        rng = random.Random(seed)
        while state.legal_actions():
            state = state.apply(rng.choice(state.legal_actions()))
        app.storage.finish_match(state, ["human", "random", "random"])
    return StatisticsScene(app)


def _unfinished(app: Any) -> Any:
    """The question before a new match replaces an unfinished one."""
    from game.client.screens.unfinished_match import unfinished_match_question

    start(app, "partnership-blackout", seed=app.monkey_seed, level="random")
    app.main_menu()
    return unfinished_match_question(app, "partnership-blackout", lambda: None)


def _open_host(app: Any) -> Any:
    from game.client.friends.host_screen import HostScreen

    host = HostScreen(app)
    host.open_table()
    return host


def _friends_table(game_id: str, players: int) -> Callable[[Any], None]:
    """A table hosted here for friends (loopback): the player's seat, a seat nobody took
    (a computer's after the start) and computers — quick messages and lost seats."""
    def enter(app: Any) -> None:
        from game.client.friends.hosting import Hosting
        from game.net.seats import SeatPlan

        plans = [SeatPlan("person"), SeatPlan("open")] + [
            SeatPlan("computer", "random")] * (players - 2)
        hosting = Hosting(game_id, {},
                          plans, seed=app.monkey_seed, address="127.0.0.1",
                          announce_to=("127.0.0.1", 9))
        hosting.open()
        app.matches.play_networked(hosting.start(app.thinker), hosting)

    return enter


def _your_name(first: bool) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        from game.client.screens.your_name import NameScene

        return NameScene(app, first=first)

    return make


def _joined_table(host_leaves: bool) -> Callable[[Any], None]:
    """A table joined on loopback (issue 48): the host leaving at once (the friend told,
    Main menu offered), or staying (Esc, the leave question, coming back)."""
    def enter(app: Any) -> None:
        from game.client.friends.leaving import leaving_question
        from game.client.matches.session import MatchSession
        from game.client.screens.menus import PauseMenu
        from game.net.client import NetSeat
        from game.net.seats import SeatPlan
        from tests.net_support import client, open_host

        host = open_host("blackout", [SeatPlan("open"), SeatPlan("computer", "random"),
                                      SeatPlan("computer", "random")],
                         seed=app.monkey_seed, players=3, start_when_full=False)
        seat = NetSeat(client(host, name="Wilhelmina-Alexandra"))
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10)
        table = app.matches.play_networked(session, None)
        if host_leaves:
            host.close("host_left")
            return
        app.stack.push(PauseMenu(app, table))
        question = leaving_question(app, table, app.main_menu)
        if question is not None:
            app.stack.push(question)
        app.monkey_closing.append(lambda: host.close("host_left"))

    return enter


def _join_kept(app: Any) -> Any:
    """The Join list with the table this window left on top, "your seat is kept" (no
    table answers there: choosing it says so and forgets it)."""
    from game.client.friends.join_screen import JoinScreen
    from game.client.friends.kept_seat import KeptTable

    join = JoinScreen(app)
    join.kept = KeptTable("127.0.0.1", 9, "ABCD", "partnership-blackout")
    join.resize(app.size)
    return join


ENTRIES: dict[str, Callable[[Any], None]] = {
    "main menu": lambda app: app.main_menu(),
    "new game": _scene(_new_game),
    **{f"blackout table, {n} players": _table("blackout", n) for n in range(3, 8)},
    "partnership table": _table("partnership-blackout"),
    "belote table": _table("bazar-belote"),
    "table, confirm each card, forced card auto-played": _table_with(
        confirm_play=True, auto_play_forced=True),
    "table, no take-backs": _table_with(undo=False),
    "last trick": _over_table(_last_trick),
    "keyboard help": _over_table(_help),
    "pause menu": _over_table(_pause),
    "score sheet": _over_table(_sheet),
    "review": _scene(_review),
    "statistics": _scene(_statistics),
    "unfinished match": _scene(_unfinished),
    "practice menu": _scene(_practice_menu),
    "blackout drill": _scene(_drill("blackout", "deal")),
    "partnership drill": _scene(_drill("partnership-blackout", "specials")),
    "belote drill": _scene(_drill("bazar-belote", "deal")),
    "progress": _scene(_progress),
    "lessons menu": _scene(_lessons_menu),
    "blackout lesson": _scene(_lesson("blackout", "trick")),
    "partnership lesson": _scene(_lesson("partnership-blackout", "spades")),
    "belote lesson": _scene(_lesson("bazar-belote", "duties")),
    "settings": _scene(_settings),
    "play with friends": _scene(_friends("FriendsMenu")),
    "host a table": _scene(_friends("HostScreen")),
    "join a table": _scene(_friends("JoinScreen")),
    "join a table, seat kept": _scene(_join_kept),
    "your name": _scene(_your_name(first=False)),
    "your name, first start": _scene(_your_name(first=True)),
    "joined table, the host leaves": _joined_table(host_leaves=True),
    "joined table, leaving asked": _joined_table(host_leaves=False),
    "host a table, open": _scene(_open_host),
    "belote table with friends": _friends_table("bazar-belote", 4),
    "blackout table with friends": _friends_table("blackout", 3),
    **{f"rules {g}": _scene(_rules(g)) for g in
       ("blackout", "partnership-blackout", "bazar-belote")},
}
"""Every scene a player can reach, and how the monkey gets there."""


@dataclass
class MonkeyReport:
    events: int = 0
    frames: int = 0
    quits: int = 0
    scenes_seen: set[str] = field(default_factory=set)
    seconds: float = 0.0


class MonkeyFailure(AssertionError):
    pass


def _event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    roll = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if roll < 0.35:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.55:  # with the button held now and then: a card dragged
        held = (1, 0, 0) if rng.random() < 0.3 else (0, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=held)
    if roll < 0.60:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)),
                                  flipped=False, precise_x=0.0, precise_y=0.0)
    if roll < 0.975:
        key = rng.choice(KEYS)
        char = chr(key) if 32 <= key < 127 else ""
        kind = pygame.KEYUP if rng.random() < 0.15 else pygame.KEYDOWN  # L is held, then let go
        return pygame.event.Event(kind, key=key, mod=0, unicode=char, scancode=0)
    if roll < 0.995:
        nw, nh = rng.choice(SIZES)
        return pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))
    return pygame.event.Event(pygame.QUIT)


def run_monkey(entry: str, seed: int, events: int, report: MonkeyReport | None = None,
               ) -> MonkeyReport:
    """Post ``events`` random events from scene ``entry`` with ``seed``; raise
    ``MonkeyFailure`` (with the seed and the last events) on the first exception."""
    report = report or MonkeyReport()
    rng = random.Random(f"monkey/{entry}/{seed}")
    began = time.perf_counter()
    recent: list[str] = []
    app = None
    try:
        app = _fresh(entry, seed, rng)
        for _ in range(events):
            if not app.running or app.stack.top is None:
                report.quits += 1
                _close(app)
                app = _fresh(entry, seed, rng)
            event = _event(rng, app.screen.get_size())
            recent = (recent + [f"{pygame.event.event_name(event.type)} {event.dict}"])[-12:]
            if event.type == pygame.VIDEORESIZE:  # what the window manager does first
                pygame.display.set_mode(event.size, pygame.RESIZABLE)
            pygame.event.post(event)
            for _frame in range(rng.choice((1, 1, 2, 4))):
                app.frame(rng.choice((0.0, 1 / 60, 1 / 60, 0.1, 0.5)))
                report.frames += 1
            report.events += 1
            if app.stack.top is not None:
                report.scenes_seen.add(app.stack.top.name())
    except Exception as exc:  # the point: report it with its seed
        raise MonkeyFailure(
            f"{type(exc).__name__}: {exc} (entry {entry!r}, seed {seed}, after "
            f"{report.events} events; last events:\n  " + "\n  ".join(recent) + ")"
        ) from exc
    finally:
        if app is not None:
            _close(app)
        i18n.set_language("en")  # a click on Settings → Language must not outlive the run
        report.seconds += time.perf_counter() - began
    return report


def _close(app: Any) -> None:
    """The app's ends: a table hosted for friends stops listening, the thinker stops."""
    while app.stack.top is not None:
        app.stack.pop()  # a host screen closes its table when it goes
    app.matches.friends.leave()
    for closing in app.monkey_closing:  # a loopback host the walk joined
        closing()
    app.thinker.close()


def _fresh(entry: str, seed: int, rng: random.Random) -> Any:
    from game.client.friends.host_screen import HostScreen
    from game.client.friends.join_screen import JoinScreen

    # a table the monkey opens listens on loopback and announces to nobody (discard port);
    # the join screen listens for announcements on a port of its own
    HostScreen.listen_on, HostScreen.announce_to = "127.0.0.1", ("127.0.0.1", 9)
    JoinScreen.discovery_port = 47_393
    app = make_app(rng.choice(SIZES[:3]))
    pygame.event.clear()
    app.monkey_seed = seed
    app.monkey_closing = []
    ENTRIES[entry](app)
    app.frame(0.0)
    return app
