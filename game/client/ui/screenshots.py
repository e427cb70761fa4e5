"""Screenshots at a table's key moments (``--screenshot DIR``): after the deal, after the
bidding, the first trick of each deal, each score sheet — saved after the frame is drawn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame


class Screenshots:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        """Where they go (None: none are taken)."""
        self.due: list[str] = []
        """Names of the shots to save after this frame is drawn."""
        self.saved: list[Path] = []

    def moment(self, shown: Any, moment: str) -> None:
        """The table showing ``shown`` reached a moment worth a screenshot."""
        if self.folder is None:
            return
        if moment == "trick" and len(shown.past_tricks) > 1:
            return  # the first trick of each deal is enough
        name = f"{shown.game.id}-deal{shown.deal_number:02d}-{moment}"
        if name not in self.due:
            self.due.append(name)

    def save_due(self, screen: pygame.Surface) -> None:
        while self.due:
            self.save(screen, self.due.pop(0))

    def save(self, screen: pygame.Surface, name: str) -> Path | None:
        if self.folder is None:
            return None
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{name}.png"
        pygame.image.save(screen, str(path))
        self.saved.append(path)
        return path
