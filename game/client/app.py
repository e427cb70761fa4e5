"""The application: window, main loop, scene stack, and the command line.

    python -m game [--size WxH] [--game ID --autoplay N --screenshot DIR] [--speed S]

``--autoplay N`` seats computers everywhere, plays N deals (fewer if the match ends) and
exits 0; ``--screenshot DIR`` saves PNGs at key moments (after the deal, after the bidding,
the first trick of each deal, each score sheet).  Without a display, set
``SDL_VIDEODRIVER=dummy`` (done automatically for ``--autoplay`` when no display is set).
"""

from __future__ import annotations

import argparse
import os
import queue
import sys
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:

    from game.client.hosting import Hosting
    from game.client.match import MatchSession, MatchSetup
    from game.client.scenes import Scene
    from game.client.table import TableScene
    from game.client.table_services import TableServices
    from game.storage import Storage

WINDOW_MAX = (7680, 4320)
"""The largest window asked for on the command line (8K): a window is a surface in memory,
and 40000x40000 once took 24 GB before the kernel stopped the game."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size is WIDTHxHEIGHT, e.g. 1280x800, got {text!r}")
    if w < 640 or h < 400:
        raise argparse.ArgumentTypeError(f"the window must be at least 640x400, got {text}")
    if w > WINDOW_MAX[0] or h > WINDOW_MAX[1]:
        raise argparse.ArgumentTypeError(
            f"the window can be at most {WINDOW_MAX[0]}x{WINDOW_MAX[1]}, got {text}")
    return w, h


def screenshot_dir(text: str) -> Path:
    """``--screenshot DIR``: checked before the first deal, not after it."""
    if not text.strip():
        raise argparse.ArgumentTypeError("--screenshot needs a folder name")
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder for screenshots")
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".trickbid-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"screenshots cannot be saved in {text}: "
                                         f"{exc.strerror or exc}")
    return path


def build_parser() -> argparse.ArgumentParser:
    from game.client.match import AI_LEVELS
    from game.core.registry import GAMES

    p = argparse.ArgumentParser(prog="trickbid", description="Trickbid: the card table.")
    p.add_argument("--game", choices=sorted(GAMES), default=None,
                   help="start this game at once (default: the main menu)")
    p.add_argument("--players", type=int, default=None, help="Blackout: 3..7 players")
    p.add_argument("--autoplay", type=int, default=0, metavar="N",
                   help="computers in every seat; play N deals, then exit")
    p.add_argument("--screenshot", type=screenshot_dir, default=None, metavar="DIR",
                   help="save screenshots at key moments into DIR")
    p.add_argument("--size", type=parse_size, default=None, metavar="WxH",
                   help="window size, e.g. 1920x1080")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                   help="animation speed")
    p.add_argument("--seed", type=int, default=None, help="match seed (deals repeat)")
    p.add_argument("--level", default=None, choices=("random", *AI_LEVELS),
                   help="computer level")
    p.add_argument("--fullscreen", action="store_true")
    return p


SECOND_WINDOW_OFFSET = 48
"""Pixels right and down from the kept place that a second window opens at."""
SAVE_RETRY_SECONDS = 2.0
"""Seconds between two tries of an autosave that found the file busy."""
OUT_OF_TURN_WINDOW = 1.2
"""Seconds a player who may say Contra out of turn has before the next computer's call."""


class App:
    def __init__(self, size: tuple[int, int] | None = None, autoplay: int = 0,
                 screenshot_dir: Path | None = None, fullscreen: bool = False,
                 persistent: bool | None = None) -> None:
        """``size``: the window's (default: as the player left it, fitted to the screen).
        ``persistent``: keep settings and saves in the player's storage (default: yes,
        except for autoplay demos, which keep nothing)."""
        import pygame

        from game.client import assets, looks
        from game.client.frame_pacing import Pacer
        from game.client.memory import Sweeper
        from game.client.scenes import SceneStack
        from game.client.settings import open_store
        from game.client.sound import Sounds
        from game.client.window import GameWindow
        from game.table.thinking import Thinker

        # Only what the game uses: pygame.init() would also start the mixer, outside
        # Sounds, where a machine without sound prints the audio library's complaints.
        pygame.display.init()
        pygame.font.init()
        # The AI thinks in pure Python on the thinking thread: hand the GIL back to the UI
        # thread more often than the default 5 ms so a frame never waits long for it.
        sys.setswitchinterval(0.001)
        self.store, self.storage = open_store(autoplay == 0 if persistent is None else persistent)
        self.settings = self.store.load()
        from game import i18n

        i18n.set_language(self.settings.language or i18n.system_language())
        self.autoplay = autoplay
        self.autoplay_hold = 0.4
        self.screenshot_dir = screenshot_dir
        self.shots: list[Path] = []
        self._snap_next: list[str] = []
        position = None if size else self.settings.window_position
        if position is not None and self.second_window():
            # not exactly over the first window, which opened at the same kept place
            position = (position[0] + SECOND_WINDOW_OFFSET, position[1] + SECOND_WINDOW_OFFSET)
        self.window = GameWindow(size or self.settings.window_size,
                                 fullscreen or self.settings.fullscreen, position)
        self.screen = self.window.canvas()
        """What scenes draw on this frame (the window, or its canvas when smaller)."""
        self._laid_out = self.size
        try:
            pygame.display.set_icon(assets.icon())
        except (pygame.error, FileNotFoundError):
            pass
        pygame.display.set_caption("Trickbid")
        pygame.key.set_repeat(300, 60)
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        looks.use(self.settings.card_back, self.settings.table_colour)
        self.stack = SceneStack()
        self.sweeper = Sweeper()
        self._save_wait = 0.0
        self._tables: weakref.WeakSet[TableServices] = weakref.WeakSet()
        self._sessions: list[MatchSession] = []
        """The matches started this run, until their table is dropped (``close_dropped``)."""
        """The services lent to tables, whose settings follow the player's."""
        self.thinker = Thinker()
        """The one background executor: computers, hints, practice feedback."""
        self._saves_due: queue.Queue[Callable[[], None]] = queue.Queue()
        """Saves the table's host asks for, done on this thread (the store's)."""
        self.running = True
        self.exit_code = 0
        self.pacer = Pacer()
        """When the loop runs and draws (tests give it their own clock and events)."""
        self.redraw_wanted = True
        """Draw at the next pass even if nothing moves (the first frame, a new size)."""
        self.frame_times: list[float] = []
        self.last_table: TableScene | None = None
        self.network: tuple[MatchSession, Hosting | None] | None = None
        """The match with friends being played, and its hosting on this machine."""
        self._network_filed = False
        """The joined match being played has been filed in the history."""
        self.last_setup: MatchSetup | None = None
        """The match started last this run (the new-game screen opens on it)."""
        self.notice = ""
        """A message for the player from the storage (a save that failed, say)."""
        self._practice_storage: Storage | None = None
        if self.storage is not None and self.storage.notices:
            from game.i18n.notices import notice_text

            self.notice = notice_text(self.storage.notices[0])

    def second_window(self) -> bool:
        """Another Trickbid has the saved data: this one plays on a copy."""
        return self.storage is not None and any(
            getattr(n, "code", None) == "second_window" for n in self.storage.notices)

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes are laid out for: the window's now (at least ``MIN_SIZE``)."""
        return self.window.size

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    # ---------------------------------------------------------------- settings
    def save_settings(self, settings: object, persist: bool = True) -> None:
        """Use ``settings`` now; keep them for the next start unless ``persist`` is False
        (command-line overrides last for one run)."""
        from game.client import looks
        from game.client.settings import Settings

        assert isinstance(settings, Settings)
        self.settings = settings
        if persist:
            self.store.save(settings)
        self.sounds.enabled = settings.sound
        self.sounds.volume = settings.volume
        looks.use(settings.card_back, settings.table_colour)
        from game import i18n

        if settings.language and settings.language != i18n.language():
            i18n.set_language(settings.language)
            # Labels built ahead of time (buttons, forms, the rules text) are rebuilt.
            self.stack.resize(self.screen.get_size())
        for services in self._tables:
            services.settings = settings
        for scene in self.stack.scenes:
            scene.settings_changed()

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, on the scenes' canvas."""
        import pygame

        return self.window.to_canvas(pygame.mouse.get_pos())

    def resume_game(self) -> str | None:
        """The game of the unfinished match Resume would open, or None."""
        if self.last_table is not None:
            return str(self.last_table.session.setup.game_id)
        if self.storage is None:
            return None
        try:
            offer = self.storage.saves.resume_offer()
        except Exception:  # noqa: BLE001 - a damaged store: nothing to resume
            return None
        return None if offer is None else offer.game_id

    def practice_storage(self) -> Storage:
        """Where practice progress is kept: the player's storage, or (a run that keeps
        nothing) one in memory for this run."""
        if self._practice_storage is None:
            from game.storage import Storage

            self._practice_storage = self.storage or Storage.in_memory()
        return self._practice_storage

    # ------------------------------------------------------------- navigator
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def table_for(self, session: MatchSession, autoplay_deals: int = 0) -> TableScene:
        """A table scene for ``session``, with the services a table may use."""
        from game.client.table import TableScene

        return TableScene(self.table_services(), self.size, session, autoplay_deals)

    def table_services(self) -> TableServices:
        """What a table may use of the program (``table_services``): it never holds the
        app, through which it could reach the saved match."""
        from game.client.table_services import TableServices

        services = TableServices(self.settings, self.sounds)
        self._tables.add(services)
        return services

    def navigate(self) -> None:
        """Carry out what the tables asked for this frame (``table_services.Intent``), and
        hand the top table the program's notice."""
        from game.client.last_trick import LastTrickOverlay
        from game.client.menus import PauseMenu
        from game.client.score_sheet import ScoreSheet
        from game.client.table import TableScene
        from game.client.table_services import Screen

        for table in [s for s in self.stack.scenes if isinstance(s, TableScene)]:
            if self.notice and self.stack.top is table:
                table.services.notices.append(self.notice)
                self.notice = ""
            while table.services.intents:
                intent = table.services.intents.popleft()
                if intent.screen is Screen.SCORES:
                    self.stack.push(ScoreSheet(self, table, intent.between_deals))
                elif intent.screen is Screen.LAST_TRICK:
                    self.stack.push(LastTrickOverlay(self, table, intent.held))
                elif intent.screen is Screen.MENU:
                    self.stack.push(PauseMenu(self, table))
                else:
                    self.on_table_moment(table, intent.moment)

    # ------------------------------------------------------------------ scenes
    def main_menu(self) -> None:
        from game.client.menus import MainMenu
        from game.client.table import TableScene
        from game.core.phase import Phase

        for scene in self.stack.scenes:
            if (isinstance(scene, TableScene) and scene.session.view.phase is not Phase.OVER
                    and self.network is None):
                self.last_table = scene
        self.leave_network()  # a table with friends is not kept: it closes for everyone
        self.stack.clear_to(MainMenu(self))

    def play_networked(self, session: MatchSession, hosting: Hosting | None) -> TableScene:
        """The table of a match with friends (``friends``): ``session`` of this screen's
        seat, and the ``hosting`` when this machine is the host; both are kept here, never
        by the table, and closed when the table is left (``leave_network``)."""

        self.leave_network()
        self.last_table = None
        self.network = (session, hosting)
        self._network_filed = False
        table = self.table_for(session)
        self.stack.clear_to(table)
        return table

    def leave_network(self) -> None:
        """Leave the table with friends, if any: its seat, and its listener if hosted."""
        self._file_network_match()
        network, self.network = self.network, None
        if network is not None:
            session, hosting = network
            session.close()
            if hosting is not None:
                hosting.close()

    def _file_network_match(self) -> None:
        """Each frame (and on leaving): a joined table that closed is filed, once — its
        match over, or, when it closed before the end (the host left, the connection
        broke) after a move was seen, as an abandoned match with friends, as a match left
        unfinished here is.  A hosted match is filed by its autosave, with the true state."""
        network = self.network
        if network is None or network[1] is not None or self._network_filed:
            return
        session = network[0]
        if session.closed_over:
            self._network_filed = True
            self.file_joined(session)
        elif session.ended and not session.unreadable and (session.view.version > 0
                                                           or session.view.results):
            self._network_filed = True
            self.file_joined(session, abandoned=True)

    def file_joined(self, session: MatchSession, abandoned: bool = False) -> None:
        """File the match of a table joined on another computer, over, in the player's
        history, marked as played with friends: from the seat's own view (its results,
        scores and winners), the seats as the host last said (a computer by its level,
        a person as a friend), and the match's record when the seat can rebuild it;
        ``abandoned``: the table closed before the match ended (no winners, no record)."""
        if self.storage is None:
            return
        from ai import LEVELS
        from game.client.match import HUMAN
        from game.net.match_record import joined_record
        from game.storage.history import FRIEND

        view = session.view
        told = session.seat_states
        seats = [HUMAN if seat in session.humans else
                 told[seat].level if seat < len(told) and told[seat].kind == "computer"
                 and told[seat].level in LEVELS else FRIEND for seat in range(view.players)]
        try:
            self.storage.file_joined_match(
                view, seats, None if abandoned else joined_record(view, session.deal_records),
                abandoned=abandoned)
        except Exception as exc:  # noqa: BLE001 - StorageError: said, the table goes on
            self.notice = str(exc)

    def can_resume(self) -> bool:
        """A match left for the menu this run, or the autosave of an earlier one."""
        if self.last_table is not None:
            return True
        if self.storage is None:
            return False
        try:
            return self.storage.saves.resume_offer() is not None
        except Exception:  # noqa: BLE001 - a damaged store: nothing to resume
            return False

    def resume(self) -> None:
        if self.last_table is not None:
            table, self.last_table = self.last_table, None
            self.stack.clear_to(table)
            table.resize(self.screen.get_size())
            return
        if self.storage is None:
            return
        from ai import LEVELS
        from game.client.match import HUMAN, MatchSetup
        from game.storage.history import FRIEND

        try:
            state = self.storage.saves.load_state()
        except Exception as exc:  # noqa: BLE001 - StorageError: shown, the menu stays
            self.notice = str(exc)
            return
        seats = self.storage.saves.seats()
        if seats is None or len(seats) != state.players or not all(
            seat in (HUMAN, FRIEND) or seat in LEVELS for seat in seats
        ):  # a save from before seats were kept, or edited by hand
            seats = (HUMAN,) + (self.settings.ai_level,) * (state.players - 1)
        with_friends = self.storage.saves.with_friends()
        if with_friends and HUMAN in seats and FRIEND in seats:
            # a match hosted for friends: its table opens again, each friend's seat kept
            # for him, and the host starts when ready (``HostScreen.resumed``)
            from game.client.friends import HostScreen

            screen = HostScreen.resumed(self, state, seats, self.storage.saves.hosted_table())
            if screen.hosting is not None:
                self.stack.push(screen)
                return
            self.notice = screen.error
        # a match hosted for friends that cannot be hosted again (the network): played at
        # this screen alone, a computer at the player's level plays each friend
        seats = tuple(self.settings.ai_level if seat == FRIEND else seat for seat in seats)
        setup = MatchSetup(state.game.id, state.game.options_dict(), seats,
                           seed=state.match_seed)
        session = self.new_session(setup, state, self.storage.saves.taken_back(),
                                   with_friends)
        self.stack.clear_to(self.table_for(session, self.autoplay))

    def _retry_saves(self, dt: float) -> None:
        """Every ``SAVE_RETRY_SECONDS`` while an autosave or the settings wait for a busy
        file: try them again, without waiting."""
        saver = None if self.storage is None else self.storage.autosaver
        autosave = saver is not None and bool(saver.pending)
        if not autosave and not self.store.waiting:
            self._save_wait = 0.0
            return
        self._save_wait += dt
        if self._save_wait < SAVE_RETRY_SECONDS:
            return
        self._save_wait = 0.0
        self.store.retry()
        if saver is None or not autosave:
            return
        problem = saver.retry()
        if problem is not None:
            from game.i18n.notices import notice_text

            self.notice = notice_text(problem)

    def saver_for(self, setup: MatchSetup,
                  with_friends: bool = False) -> Callable[..., None] | None:
        """Autosave after every action of a match with a human in it; file it at the end.

        The table's host calls this on its own thread with each new state and the match's
        count of take-backs (saved beside the seats, filed with the match); the save is done
        on this thread (``save_due``), through the storage's ``autosaver``, which never
        waits for the file: while another program holds its write lock the save is kept and
        retried at the next action and every few seconds (``_retry_saves``).
        ``with_friends``: a match hosted here for friends (its setup's seats are the
        table's: ``hosted_seats``), kept and filed marked so; its saver also takes the
        table (``Hosting.table_save``: code, port, the friends' token digests).
        """
        if self.storage is None or "human" not in setup.seats:
            return None
        from game.core.phase import Phase
        from game.i18n.notices import notice_text

        saver = self.storage.autosaver
        seats = list(setup.seats)

        def save(state: Any, taken_back: int, table: Any) -> None:
            try:
                if getattr(state, "phase", None) == Phase.OVER:
                    problem = saver.finished(state, seats, taken_back, with_friends)
                else:
                    problem = saver.changed(state, seats, taken_back, with_friends, table)
            except Exception as exc:  # noqa: BLE001 - tell, keep playing
                self.notice = str(exc)
                return
            if problem is not None:
                self.notice = notice_text(problem)

        def due(state: Any, taken_back: int = 0, table: Any = None) -> None:
            self._saves_due.put(lambda: save(state, taken_back, table))

        return due

    def save_due(self) -> None:
        """Do the saves the table's host asked for since the last frame, in order."""
        while True:
            try:
                job = self._saves_due.get_nowait()
            except queue.Empty:
                return
            job()

    def new_session(self, setup: MatchSetup, state: Any = None,
                    taken_back: int = 0, with_friends: bool = False) -> MatchSession:
        """A match at this screen (``state``: resumed from a save, with its count of
        take-backs; ``with_friends``: a match hosted for friends, kept marked so)."""
        from game.client.match import MatchSession

        session = MatchSession(setup, self.thinker, state=state,
                               on_change=self.saver_for(setup, with_friends=with_friends),
                               pace=self.computer_pace,
                               taken_back=taken_back)
        self._sessions.append(session)
        return session

    def close_dropped(self, everything: bool = False) -> None:
        """Leave the tables no scene shows and none waits to be resumed: each match's host
        (its thread, its computers) stops with its last seat here."""
        from game.client.table import TableScene

        live = set() if everything else {
            id(t.session) for t in [*self.stack.scenes, self.last_table]
            if isinstance(t, TableScene)}
        for session in [s for s in self._sessions if id(s) not in live]:
            session.close()
            self._sessions.remove(session)

    def computer_pace(self, window: bool) -> float:
        """Seconds between a move and a computer's next one (Settings; read on the table's
        host thread, so a change applies at the next move).  While the player may act out
        of turn (``window``: Bazar Belote's Contra) the next call waits at least
        ``OUT_OF_TURN_WINDOW``, unless the player asked for no pause at all."""
        settings = self.settings
        pace = float(settings.ai_pause) * min(1.0, float(settings.speed_factor))
        if window and settings.ai_pause > 0:
            pace = max(pace, OUT_OF_TURN_WINDOW)
        return pace

    def start_match(self, setup: MatchSetup, same_seed: bool = True) -> TableScene:
        import dataclasses


        if not same_seed:
            setup = dataclasses.replace(setup, seed=None)
        self.last_setup = setup
        self.last_table = None  # a new match replaces the unfinished one
        self.leave_network()
        session = self.new_session(setup)
        table = self.table_for(session, self.autoplay)
        self.stack.clear_to(table)
        return table

    def toggle_fullscreen(self) -> None:
        """F11: full screen ↔ windowed, in the same window; kept for the next start."""
        self.window.toggle_fullscreen()
        self.keep(fullscreen=self.window.fullscreen)
        self.resize()
        for scene in self.stack.scenes:  # Settings shows the full-screen row's new value
            scene.settings_changed()

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """The window changed size (the system resized it): lay every scene out again.

        ``size`` (a resize event's) is not trusted: the window's own size is used, so a
        stale or repeated event costs nothing and never resizes the window back.
        """
        self.screen = self.window.canvas()
        self.redraw_wanted = True
        if self.size != self._laid_out:  # SDL reports a size change more than once
            self._laid_out = self.size
            self.stack.resize(self.size)

    def keep(self, **changes: object) -> None:
        """Use ``changes`` of the settings now and store just them (the window's state):
        a command-line override of another setting stays for this run only."""
        try:
            self.settings = self.settings.with_(**changes)
            self.store.keep(**changes)
        except Exception as exc:  # noqa: BLE001 - SettingsError/StorageError: keep playing
            self.notice = str(exc)

    def keep_window(self) -> None:
        """The windowed size and place, for the next start (fitted to the settings'
        ranges: a window the system made tiny is kept at the smallest size taken)."""
        from game.storage.settings import POSITION_MAX, WINDOW_MAX, WINDOW_MIN

        self.window.remember()
        w, h = self.window.windowed_size
        size = (min(max(w, WINDOW_MIN[0]), WINDOW_MAX[0]),
                min(max(h, WINDOW_MIN[1]), WINDOW_MAX[1]))
        position = self.window.windowed_position
        if position is not None:
            position = (min(max(position[0], -POSITION_MAX), POSITION_MAX),
                        min(max(position[1], -POSITION_MAX), POSITION_MAX))
        if (size, position) != (self.settings.window_size, self.settings.window_position):
            self.keep(window_size=size, window_position=position)

    # -------------------------------------------------------------- main loop
    def handle_events(self, events: list[Any] | None = None) -> None:
        """Handle ``events`` (default: every event waiting in pygame's queue)."""
        import pygame

        from game.client import keys
        from game.client.help_scene import HelpScene

        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.request_quit()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.resize()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif keys.is_help_key(event) and not isinstance(self.stack.top, HelpScene):
                top = self.stack.top
                self.stack.push(HelpScene(self, keys.SCENE_CLASSES.get(top.name(), "")
                                          if top is not None else ""))
            else:
                if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                  pygame.MOUSEBUTTONUP):  # scaled in a small window
                    event = pygame.event.Event(event.type, {
                        **event.dict, "pos": self.window.to_canvas(event.pos)})
                self.stack.handle(event)

    def frame(self, dt: float, events: list[Any] | None = None, draw: bool = True) -> bool:
        """One pass: input (``events``, default: pygame's queue), update by ``dt`` seconds,
        then, if ``draw`` or the update set something moving, draw, flip, screenshots.
        True when it drew."""
        import pygame

        notice = self.notice
        self.handle_events(events)
        self.navigate()
        self.stack.update(dt)
        self.navigate()
        self.close_dropped()
        self._file_network_match()
        self.save_due()
        self._retry_saves(dt)
        if self.notice != notice:  # a save's trouble, told on the menu at once
            self.redraw_wanted = True
        if not (draw or self.redraw_wanted or self._snap_next or self.stack.wake_in() == 0.0):
            return False
        self.redraw_wanted = False
        self.screen = self.window.canvas()
        self.stack.draw(self.screen)
        self.window.present()
        pygame.display.flip()
        self.sweeper.tick(dt)  # after drawing: what is on screen now is never swept
        while self._snap_next:
            self.save_screenshot(self._snap_next.pop(0))
        return True

    def wake_in(self) -> float | None:
        """Seconds until the picture or the app changes by itself (``frame_pacing``): the
        scenes' next change, or the next retry of a save that found the file busy."""
        wake = self.stack.wake_in()
        saver = None if self.storage is None else self.storage.autosaver
        if self.store.waiting or (saver is not None and saver.pending):
            retry = max(0.0, SAVE_RETRY_SECONDS - self._save_wait)
            wake = retry if wake is None else min(wake, retry)
        return wake

    def run(self) -> int:
        """The main loop: full frame rate while something moves, asleep in the event
        queue while nothing does (``frame_pacing.Pacer``)."""
        import time

        from game.client.window import quit_on_terminate

        restore = quit_on_terminate(self.quit)  # SIGTERM (a shutdown) quits at once
        while self.running and self.stack.top is not None:
            wake = self.wake_in()
            step = self.pacer.next_pass(wake)
            start = time.perf_counter()
            drew = self.frame(step.dt, step.events, draw=step.draw or wake == 0.0)
            if drew:
                self.pacer.drew()
                if wake == 0.0:  # frame times of moving pictures (the bench reads them)
                    self.frame_times.append(time.perf_counter() - start)
                    del self.frame_times[:-600]
        restore()
        self.leave_network()
        self.keep_window()
        self.close_dropped(everything=True)
        self.save_due()
        self.thinker.close()
        return self.exit_code

    def quit(self) -> None:
        """Quit now (the confirmed answer; ``request_quit`` asks first)."""
        self.running = False

    def unfinished_match(self) -> bool:
        """A match with a person in it, not over, at the table or left for the menu."""
        from game.client.table import TableScene
        from game.core.phase import Phase

        tables = [s for s in self.stack.scenes if isinstance(s, TableScene)]
        if self.last_table is not None:
            tables.append(self.last_table)
        return any(t.session.humans and t.session.view.phase is not Phase.OVER
                   for t in tables)

    def request_quit(self, ask: bool = False) -> None:
        """Quit, after asking when a match is unfinished or ``ask`` (Esc on the main
        menu). A demo never asks; asked already, a second close of the window quits."""
        from game.client.confirm import ConfirmDialog
        from game.i18n import _

        top = self.stack.top
        if isinstance(top, ConfirmDialog) and top.on_confirm == self.quit:
            self.quit()
            return
        unfinished = self.unfinished_match()
        unsaved = self.storage is not None and bool(self.storage.unsaved())
        if self.autoplay or not (unfinished or ask or unsaved):
            self.quit()
            return
        detail = ""
        if unsaved:  # the disk is full or busy: say so before it is lost (storage.unsaved)
            detail = _("Not everything is saved yet: the disk is full or busy. Stay a moment"
                       " for Trickbid to try again, or quit without it.")
        elif unfinished:
            kept = self.storage is not None and self.storage.persistent
            detail = (_("Your match is saved: Resume in the main menu takes you back to it.")
                      if kept else _("This match is not saved: it ends when you quit."))
        self.stack.push(ConfirmDialog(self, _("Quit Trickbid?"), _("Quit"), self.quit,
                                      detail=detail, cancel=_("Stay (Esc)")))

    # ------------------------------------------------------ autoplay, shots
    def on_table_moment(self, table: TableScene, moment: str) -> None:
        """The table reached a moment worth a screenshot (after this frame is drawn)."""
        if self.screenshot_dir is None:
            return
        state = table.shown
        if moment == "trick" and len(state.past_tricks) > 1:
            return  # the first trick of each deal is enough
        name = f"{state.game.id}-deal{state.deal_number:02d}-{moment}"
        if name not in self._snap_next:
            self._snap_next.append(name)

    def save_screenshot(self, name: str) -> Path | None:
        import pygame

        if self.screenshot_dir is None:
            return None
        self.screenshot_dir.mkdir(parents=True, exist_ok=True)
        path = self.screenshot_dir / f"{name}.png"
        pygame.image.save(self.screen, str(path))
        self.shots.append(path)
        return path

    def finish_autoplay(self) -> None:
        self.running = False


def main(args: list[str] | None = None) -> int:
    opts = build_parser().parse_args(args)
    headless = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    if (opts.autoplay or opts.screenshot) and headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if opts.autoplay and not opts.game:
        from game.client.games import VIEWS

        opts.game = next(iter(VIEWS))  # a demo needs a game: the first listed unless named
    if opts.autoplay < 0:
        print("--autoplay takes a number of deals (1 or more)", file=sys.stderr)
        return 2
    from game.client.window import display_problem

    if (problem := display_problem()) is not None:  # SDL fell back to an invisible window
        print(problem, file=sys.stderr)
        return 3
    app = App(opts.size, autoplay=opts.autoplay,
              screenshot_dir=opts.screenshot, fullscreen=opts.fullscreen)
    changes: dict[str, object] = {}
    if opts.speed:
        changes["speed"] = opts.speed
    elif opts.autoplay:
        changes["speed"] = "fast"
    if opts.autoplay:
        changes["ai_pause"] = 0.05
    if opts.level:
        changes["ai_level"] = opts.level
    if changes:
        app.save_settings(app.settings.with_(**changes), persist=False)
    if opts.game:
        from game.client.match import HUMAN, MatchSetup
        from game.client.seating import player_counts, with_players
        from game.core.errors import TrickbidError

        try:
            counts = player_counts(opts.game)
            if len(counts) == 1 and opts.players not in (None, counts[0]):
                print(f"trickbid: --players is for Blackout (3 to 7); this game is played "
                      f"by {counts[0]}", file=sys.stderr)
                app.thinker.close()
                return 2
            players = (opts.players or 4) if len(counts) > 1 else counts[0]
            level = app.settings.ai_level
            seats = tuple(level if (opts.autoplay or s > 0) else HUMAN for s in range(players))
            options = with_players(opts.game, {}, players)
            app.start_match(MatchSetup(opts.game, options, seats, seed=opts.seed))
        except TrickbidError as exc:  # e.g. --players 9: the core names the rule
            print(f"trickbid: {exc}", file=sys.stderr)
            app.thinker.close()
            return 2
    else:
        app.main_menu()
    code = app.run()
    if opts.autoplay and app.screenshot_dir is not None:
        print(f"{len(app.shots)} screenshots in {app.screenshot_dir}")
    return code
