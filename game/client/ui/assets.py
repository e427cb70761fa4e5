"""Finding and loading the bundled assets (cards, fonts, sounds, icon).

One function, ``asset_root``, knows every place the ``assets/`` folder can be: next to the
code in a checkout (or an editable install), inside a PyInstaller bundle (``sys._MEIPASS``),
or installed as data beside the interpreter (``<prefix>/share/trickbid/assets``).  Loaded
surfaces are cached, and card faces are scaled once per size from the nearest larger source.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

import pygame

from game.client.ui import card_backs, looks
from game.client.ui.surface_cache import SurfaceCache
from game.core.cards import card_name

ENV_VAR = "TRICKBID_ASSETS"
SOURCE_HEIGHTS = (140, 280)
"""Heights of the rendered card PNGs (widths 100 and 200)."""
CARD_RATIO = 100 / 140


def _candidates() -> list[Path]:
    here = Path(__file__).resolve()
    places: list[Path] = []
    if os.environ.get(ENV_VAR):
        places.append(Path(os.environ[ENV_VAR]))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places.append(Path(bundle) / "assets")
    places.append(here.parents[3] / "assets")  # checkout: game/client/ui/assets.py → repo/assets
    places.append(here.parent / "assets")  # assets copied into the package
    places.append(Path(sys.prefix) / "share" / "trickbid" / "assets")
    return places


_found: dict[tuple[str, str], Path] = {}


def asset_root() -> Path:
    """The ``assets/`` folder; raises FileNotFoundError listing every place looked at."""
    key = (os.environ.get(ENV_VAR, ""), str(getattr(sys, "_MEIPASS", "")))
    if key in _found:
        return _found[key]
    places = _candidates()
    for place in places:
        if (place / "cards").is_dir() and (place / "fonts").is_dir():
            _found[key] = place
            return place
    raise FileNotFoundError(
        "the game's assets folder was not found; looked in: "
        + ", ".join(str(p) for p in places)
        + f" (set {ENV_VAR} to point at it)"
    )


def asset_path(*parts: str) -> Path:
    return asset_root().joinpath(*parts)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans at ``size`` pixels: it has the ♠♥♦♣ glyphs the default font lacks."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(asset_path("fonts", name)), max(6, int(size)))


@lru_cache(maxsize=256)
def _source(deck: str, height: int, name: str) -> pygame.Surface:
    surf = pygame.image.load(str(asset_path("cards", deck, str(height), f"{name}.png")))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


SCALED_BUDGET = 32 * 2**20
"""Bytes of scaled card faces kept: a full deck at the sizes of a large window's table."""
_scaled_faces = SurfaceCache(SCALED_BUDGET)


def _scaled(deck: str, name: str, width: int, height: int) -> pygame.Surface:
    def scale() -> pygame.Surface:
        src_h = next((h for h in SOURCE_HEIGHTS if h >= height), SOURCE_HEIGHTS[-1])
        src = _source(deck, src_h, name)
        if src.get_size() == (width, height):
            return src
        return opaque_inside(pygame.transform.smoothscale(src, (width, height)))

    return _scaled_faces.get((deck, name, width, height), scale)


def opaque_inside(face: pygame.Surface) -> pygame.Surface:
    """``face`` with every pixel that is mostly card made fully opaque, in place.

    Smooth scaling leaves a card's inside at alpha 251-253, so the pips of the card
    beneath ghosted through overlapping cards (issue 21, defect 13); the rounded corners
    stay transparent and only the outermost edge keeps its smoothing.
    """
    inside = pygame.mask.from_surface(face, 127)
    solid = inside.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    face.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return face


def card_size(height: int) -> tuple[int, int]:
    return max(1, round(height * CARD_RATIO)), height


def card_image(card: int | None, height: int, four_colour: bool = False) -> pygame.Surface:
    """The face of ``card`` (None: the back the player chose) ``height`` pixels tall."""
    deck = "4color" if four_colour else "2color"
    w, h = card_size(height)
    if card is None:
        design = looks.card_back()
        if design in card_backs.DESIGNS:
            return _scaled_faces.get(("back", design, w, h),
                                     lambda: card_backs.draw_back(design, (w, h)))
        return _scaled(deck, "back", w, h)
    return _scaled(deck, card_name(card), w, h)


@lru_cache(maxsize=1)
def icon() -> pygame.Surface:
    return pygame.image.load(str(asset_path("icon.png")))

