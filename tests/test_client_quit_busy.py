"""Quitting while another program holds the saved data's write lock (issue 46, fault 11):
the settings the player just changed wait in memory for the file, and quitting asked
nothing — the last write at exit gave up while the lock was held, and the next start had
the old settings.  Now the quit asks first, as it does for a match not yet written, and
the settings are written once the file is free."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pygame

from game.client.screens.confirm import ConfirmDialog
from game.client.settings import StorageSettingsStore
from game.storage import open_storage
from game.storage.location import DATABASE_NAME
from tests.client_support import frames, make_app


def test_quitting_with_settings_waiting_for_a_busy_file_asks_then_keeps_them(
        tmp_path: Path) -> None:
    app = make_app()
    storage = open_storage(tmp_path, env={})
    app.storage, app.prefs.store = storage, StorageSettingsStore(storage)
    app.main_menu()
    frames(app, 1)
    other = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writes (a backup tool, an import)
    try:
        app.save_settings(app.settings.with_(volume=77, player_name="Ada"))
        assert app.prefs.store.waiting  # nothing waited on the UI thread: kept for later
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        frames(app, 2)
        top = app.stack.top
        assert isinstance(top, ConfirmDialog) and app.running  # before: quit at once
        assert "saved yet" in top.detail.lower()
    finally:
        other.execute("ROLLBACK")
        other.close()
    frames(app, 3, dt=1.0)  # the player stays a moment: the retry writes them
    assert not app.prefs.store.waiting
    app.storage = None
    storage.close()
    app.thinker.close()
    again = open_storage(tmp_path, env={})
    try:
        assert again.settings_value.volume == 77
        assert again.settings_value.player_name == "Ada"
    finally:
        again.close()
