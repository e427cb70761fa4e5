"""The matches at this screen, as the scenes ask for them (``scenes.MatchService``):
start one, resume the one left for the menu or saved, sit at a table with friends, and
the tables' services; the window's loop asks it to let go of the tables nobody shows.

It holds the matches started this run until their table is dropped, the table left for
the menu (Resume), and the match with friends (``FriendsTable``); the saves go through
``Autosaves``.  A table is made with ``TableServices`` only, never the program.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ai import LEVELS
from game.client.matches.session import HUMAN, MatchSession, MatchSetup
from game.client.table.scene import TableScene
from game.client.table.services import TableServices
from game.core.phase import Phase
from game.storage.match_entry import FRIEND

if TYPE_CHECKING:
    from game.client.friends.hosting import Hosting
    from game.client.matches.autosave import Autosaves
    from game.client.matches.with_friends import FriendsTable
    from game.client.scenes import Scene, SceneHost, SceneStack
    from game.client.ui.sound import Sounds
    from game.storage.saves import HostedTable

OUT_OF_TURN_WINDOW = 1.2
"""Seconds a player who may say Contra out of turn has before the next computer's call."""

Reopen = Callable[[Any, tuple[str, ...], "HostedTable | None"], "Scene | None"]
"""Opens a saved match's table for friends again (the host screen); None when it cannot."""


class Matches:
    def __init__(self, host: SceneHost, stack: SceneStack, sounds: Sounds,
                 autosaves: Autosaves, friends: FriendsTable, reopen: Reopen) -> None:
        self.host = host
        self.stack = stack
        self.sounds = sounds
        self.autosaves = autosaves
        self.friends = friends
        self.reopen = reopen
        self.tables: weakref.WeakSet[TableServices] = weakref.WeakSet()
        """The services lent to tables, whose settings follow the player's."""
        self.sessions: list[MatchSession] = []
        """The matches started this run, until their table is dropped (``close_dropped``)."""
        self.last_table: TableScene | None = None
        """The unfinished table left for the menu this run (Resume opens it)."""
        self.last_setup: MatchSetup | None = None
        """The match started last this run (the new-game screen opens on it)."""

    # ------------------------------------------------------------- tables
    def table_for(self, session: MatchSession, autoplay_deals: int = 0) -> TableScene:
        """A table scene for ``session``, with the services a table may use: it never
        holds the program, through which it could reach the saved match."""
        services = TableServices(self.host.settings, self.sounds)
        self.tables.add(services)
        return TableScene(services, self.host.size, session, autoplay_deals)

    def new_session(self, setup: MatchSetup, state: Any = None,
                    taken_back: int = 0, with_friends: bool = False) -> MatchSession:
        """A match at this screen (``state``: resumed from a save, with its count of
        take-backs; ``with_friends``: a match hosted for friends, kept marked so)."""
        session = MatchSession(setup, self.host.thinker, state=state,
                               on_change=self.saver_for(setup, with_friends=with_friends),
                               pace=self.computer_pace, taken_back=taken_back)
        self.sessions.append(session)
        return session

    def saver_for(self, setup: MatchSetup,
                  with_friends: bool = False) -> Callable[..., None] | None:
        return self.autosaves.saver_for(setup, with_friends)

    def computer_pace(self, window: bool) -> float:
        """Seconds between a move and a computer's next one (Settings; read on the table's
        host thread, so a change applies at the next move).  While the player may act out
        of turn (``window``: Bazar Belote's Contra) the next call waits at least
        ``OUT_OF_TURN_WINDOW``, unless the player asked for no pause at all."""
        settings = self.host.settings
        pace = float(settings.ai_pause) * min(1.0, float(settings.speed_factor))
        if window and settings.ai_pause > 0:
            pace = max(pace, OUT_OF_TURN_WINDOW)
        return pace

    def close_dropped(self, everything: bool = False) -> None:
        """Leave the tables no scene shows and none waits to be resumed: each match's host
        (its thread, its computers) stops with its last seat here."""
        live = set() if everything else {
            id(t.session) for t in [*self.stack.scenes, self.last_table]
            if isinstance(t, TableScene)}
        for session in [s for s in self.sessions if id(s) not in live]:
            session.close()
            self.sessions.remove(session)

    def unfinished(self) -> bool:
        """A match with a person in it, not over, at the table or left for the menu."""
        tables = [s for s in self.stack.scenes if isinstance(s, TableScene)]
        if self.last_table is not None:
            tables.append(self.last_table)
        return any(t.session.humans and t.session.view.phase is not Phase.OVER
                   for t in tables)

    def hosts_table(self) -> bool:
        """This screen hosts the table with friends being played."""
        current = self.friends.current
        return current is not None and current[1] is not None

    def keep_for_menu(self) -> None:
        """Going to the main menu: an unfinished table (not with friends: it closes for
        everyone) is kept for Resume."""
        for scene in self.stack.scenes:
            if (isinstance(scene, TableScene) and scene.session.view.phase is not Phase.OVER
                    and self.friends.current is None):
                self.last_table = scene
        self.friends.leave()

    # ------------------------------------------------------------- starting
    def start(self, setup: MatchSetup, same_seed: bool = True) -> TableScene:
        """A new match (it replaces the unfinished one), its table shown."""
        if not same_seed:
            setup = dataclasses.replace(setup, seed=None)
        self.last_setup = setup
        self.last_table = None
        self.friends.leave()
        table = self.table_for(self.new_session(setup), self.host.autoplay)
        self.stack.clear_to(table)
        return table

    def play_networked(self, session: MatchSession, hosting: Hosting | None) -> TableScene:
        """The table of a match with friends (``friends``): ``session`` of this screen's
        seat, and the ``hosting`` when this machine is the host (``FriendsTable``)."""
        self.friends.play(session, hosting)
        self.last_table = None
        table = self.table_for(session)
        self.stack.clear_to(table)
        return table

    # ------------------------------------------------------------- resuming
    def resume_game(self) -> str | None:
        """The game of the unfinished match Resume would open, or None."""
        if self.last_table is not None:
            return str(self.last_table.session.setup.game_id)
        storage = self.host.storage
        if storage is None:
            return None
        try:
            offer = storage.saves.resume_offer()
        except Exception:  # noqa: BLE001 - a damaged store: nothing to resume
            return None
        return None if offer is None else offer.game_id

    def can_resume(self) -> bool:
        """A match left for the menu this run, or the autosave of an earlier one."""
        if self.last_table is not None:
            return True
        storage = self.host.storage
        if storage is None:
            return False
        try:
            return storage.saves.resume_offer() is not None
        except Exception:  # noqa: BLE001 - a damaged store: nothing to resume
            return False

    def resume(self) -> None:
        if self.last_table is not None:
            table, self.last_table = self.last_table, None
            self.stack.clear_to(table)
            table.resize(self.host.size)
            return
        storage = self.host.storage
        if storage is None:
            return
        try:
            state = storage.saves.load_state()
        except Exception as exc:  # noqa: BLE001 - StorageError: told, the menu stays
            self.host.notices.failed("resume_failed", exc)
            return
        seats = storage.saves.seats()
        if seats is None or len(seats) != state.players or not all(
            seat in (HUMAN, FRIEND) or seat in LEVELS for seat in seats
        ):  # a save from before seats were kept, or edited by hand
            seats = (HUMAN,) + (self.host.settings.ai_level,) * (state.players - 1)
        with_friends = storage.saves.with_friends()
        if with_friends and HUMAN in seats and FRIEND in seats:
            # a match hosted for friends: its table opens again, each friend's seat kept
            # for him, and the host starts when ready (``HostScreen.resumed``)
            screen = self.reopen(state, seats, storage.saves.hosted_table())
            if screen is not None:
                self.stack.push(screen)
                return
            self.host.notices.failed("table_not_reopened")
        # a match hosted for friends that cannot be hosted again (the network): played at
        # this screen alone, a computer at the player's level plays each friend
        level = self.host.settings.ai_level
        seats = tuple(level if seat == FRIEND else seat for seat in seats)
        setup = MatchSetup(state.game.id, state.game.options_dict(), seats,
                           seed=state.match_seed)
        session = self.new_session(setup, state, storage.saves.taken_back(), with_friends)
        self.stack.clear_to(self.table_for(session, self.host.autoplay))
