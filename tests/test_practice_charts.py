"""The Practice charts (issue 21, defects 7 and 20): the Belote chart greys the bids the
auction no longer allows and wears the deck's colours; the progress chart keeps a few
calls as narrow dated bars, and writes its figures the language's way."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.client.practice import paint as practice_paint
from game.client.practice.paint import CHART_SLOTS, belote_table, progress_chart, suit_ink
from game.client.practice.progress import drill_title
from game.client.ui.widgets import INK, SUIT_COLOURS, SUIT_COLOURS_4
from game.practice.progress import Progress
from game.storage import Storage
from tests.client_support import make_app


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the practice charts write."""
    words: list[str] = []
    original = practice_paint.text

    def recording(surface, content, *args, **kwargs):
        words.append(content)
        return original(surface, content, *args, **kwargs)

    monkeypatch.setattr(practice_paint, "text", recording)
    return words


def test_the_belote_chart_shows_chances_only_for_bids_still_possible(drawn) -> None:
    make_app()
    chances = tuple((s, tuple(0.5 for _ in range(10))) for s in range(4))
    means = tuple(("?", "80") for _ in range(4))
    possible = {(s, c) for s in range(4) for c in range(3, 10)}  # 8–10 are below the bid
    belote_table(pygame.Surface((900, 400)), pygame.Rect(0, 0, 900, 400), 1.0, chances,
                 means, (0, 3), (1, 4), possible)
    assert drawn.count("50%") == len(possible) == 28
    assert drawn.count("—") == 40 - 28


def test_the_belote_chart_wears_the_four_colour_deck() -> None:
    assert suit_ink(3, True) == SUIT_COLOURS_4[3] != suit_ink(3, False) == INK
    assert suit_ink(2, True) == SUIT_COLOURS_4[2] != suit_ink(2, False) == SUIT_COLOURS[2]


def test_one_call_is_a_narrow_bar_with_its_date(monkeypatch, drawn) -> None:
    make_app()
    bars: list[pygame.Rect] = []
    draw_rect = pygame.draw.rect

    def recording(surface, colour, rect, *args, **kwargs):
        if tuple(colour[:3]) == practice_paint.YOURS:
            bars.append(pygame.Rect(rect))
        return draw_rect(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(practice_paint.pygame.draw, "rect", recording)
    chart = pygame.Rect(0, 0, 880, 500)
    progress_chart(pygame.Surface((900, 600)), chart, 1.0, "Progress", ["#1"], [1.0], [0.0],
                   ["2026-11-30"])
    bar = bars[-1]
    assert bar.width < chart.width / CHART_SLOTS
    assert "2026-11-30" in drawn and "#1" in drawn


def test_the_series_dates_each_attempt() -> None:
    storage = Storage.in_memory(env={})
    progress = Progress(storage.practice)
    storage.practice.add("blackout", "hook", "bid 1", "bid 2", 1.0)
    (point,) = progress.series("blackout", "hook")
    assert point.label == "#1" and len(point.day) == 10 and point.day[4] == "-"


def test_the_progress_figures_and_titles_are_written_the_language_way(drawn) -> None:
    make_app()
    i18n.set_language("fr")
    progress_chart(pygame.Surface((900, 600)), pygame.Rect(0, 0, 880, 500), 1.0, "Progrès",
                   ["#1", "#2"], [0.5, 1.0], [1.25, 0.5])
    assert "25\u202f%" in drawn and "1,1" in drawn  # French percent and decimal comma
    assert " : " in drill_title("blackout", "hook")
