"""The player's settings in use this run: put into effect for the looks and the language
at once, and stored for the next start (``settings.StorageSettingsStore``); a setting the
file will not take is told on the notice line by its code, and play goes on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import i18n
from game.client.settings import Settings
from game.client.ui import looks

if TYPE_CHECKING:
    from game.client.notices import Notices
    from game.client.settings import SettingsStore


class SettingsInUse:
    def __init__(self, store: SettingsStore, notices: Notices) -> None:
        self.store = store
        self.notices = notices
        self.current = store.load()
        i18n.set_language(self.current.language or i18n.system_language())
        looks.use(self.current.card_back, self.current.table_colour)

    def use(self, settings: object, persist: bool = True) -> bool:
        """Use ``settings`` now; keep them for the next start unless ``persist`` is False
        (command-line overrides last for one run).  True when the language changed (the
        labels built ahead of time are then rebuilt)."""
        assert isinstance(settings, Settings)
        self.current = settings
        if persist:
            self.store.save(settings)
        looks.use(settings.card_back, settings.table_colour)
        if settings.language and settings.language != i18n.language():
            i18n.set_language(settings.language)
            return True
        return False

    def keep(self, **changes: object) -> None:
        """Use ``changes`` now and store just them (the window's state): a command-line
        override of another setting stays for this run only."""
        try:
            self.current = self.current.with_(**changes)
            self.store.keep(**changes)
        except Exception as exc:  # noqa: BLE001 - SettingsError/StorageError: keep playing
            self.notices.failed("settings_not_kept", exc)
