"""Every letter of every catalog and rules text has a glyph in the bundled fonts, regular
and bold.

A character the font lacks is drawn as the "missing glyph" box; pygame's ``Font.metrics``
does not tell (it reports the box's metrics), so each character is rendered and compared
with the box itself (a private-use code point no font here covers).  Armenian is the case
this guards: the table draws Armenian words in both faces at every size from the smallest
fitted label (8 px) to a 4K window's titles.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tests import client_support  # noqa: F401  (headless SDL before pygame)

import pygame  # isort: skip

from game.client.ui import assets  # isort: skip
from game.i18n.catalog import read_po  # isort: skip
from game.i18n.compile import po_files  # isort: skip

SIZES = (8, 10, 12, 14, 16, 20, 24, 32, 48, 72)
RULES = Path(__file__).resolve().parents[1] / "assets" / "rules"
MISSING = "\ue000"


@cache
def catalog_characters() -> dict[str, str]:
    """The distinct characters of each catalog's translations, by language."""
    found: dict[str, str] = {}
    for po in po_files():
        text = "".join(e.msgstr + "".join(e.forms) for e in read_po(po)[1:])
        found[po.parts[-3]] = "".join(sorted({c for c in text if not c.isspace()}))
    return found


def rules_characters() -> str:
    """The distinct characters of the rules screens' texts, in every language there is."""
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(RULES.rglob("*.md")))
    return "".join(sorted({c for c in text if not c.isspace()}))


def picture(font: pygame.font.Font, char: str) -> tuple[tuple[int, int], bytes]:
    image = font.render(char, True, (0, 0, 0), (255, 255, 255))
    return image.get_size(), pygame.image.tobytes(image, "RGB")


def boxed(chars: str, size: int, bold: bool) -> list[str]:
    font = assets.font(size, bold)
    box = picture(font, MISSING)
    return [f"U+{ord(c):04X}" for c in chars if picture(font, c) == box]


def test_the_missing_glyph_check_sees_a_missing_glyph() -> None:
    for bold in (False, True):
        assert boxed("\u0800\u4e00", 16, bold) == ["U+0800", "U+4E00"]  # Samaritan, CJK
        assert boxed("Aя♠", 16, bold) == []


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("size", SIZES)
def test_every_catalog_character_has_a_glyph(size: int, bold: bool) -> None:
    chars = catalog_characters()
    assert set(chars) == {"ru", "fr", "hy"}
    assert "Բ" in chars["hy"] and "։" in chars["hy"]  # Armenian letters and full stop
    for code, text in chars.items():
        assert boxed(text, size, bold) == [], code


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_every_rules_text_character_has_a_glyph(bold: bool) -> None:
    """The rules screens draw headings bold and the rest regular, scaled with the window."""
    chars = rules_characters()
    assert "♠" in chars and "я" in chars
    for size in (8, 16, 32):
        assert boxed(chars, size, bold) == [], size
