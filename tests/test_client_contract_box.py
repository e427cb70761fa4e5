"""The contract box wraps its lines evenly: no word left alone on a line where it could
have shared one (issue 48, item 19: Armenian «Դուք և Հյուսիս ստանում» / «են՝»)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.games import view_of
from game.client.table import paint
from game.client.ui import assets
from game.client.ui.widgets import MIN_LABEL_PX
from game.i18n import set_language
from tests.client_support import make_app, settle, start


def fewest_alone(words: list[str], lines: int, fits) -> int:
    """The fewest one-word lines any split of ``words`` into ``lines`` fitting lines has."""
    best = len(words) + 1
    for cuts in itertools.combinations(range(1, len(words)), lines - 1):
        bounds = (0, *cuts, len(words))
        groups = [words[a:b] for a, b in itertools.pairwise(bounds)]
        if all(fits(" ".join(g)) for g in groups):
            best = min(best, sum(1 for g in groups if len(g) == 1))
    return best


def orphans(lines: list[str], parts: list[str], fits) -> list[str]:
    """The lines wrapped with a word alone where another split into as many lines, each
    fitting the box, leaves fewer words alone."""
    found = []
    for line in lines:
        words = line.split()
        mine: list[str] = []
        while parts and len(" ".join(mine).split()) < len(words):
            mine.append(parts.pop(0))
        assert " ".join(mine).split() == words, (line, mine)
        alone = sum(1 for part in mine if len(part.split()) == 1)
        if len(mine) > 1 and alone > fewest_alone(words, len(mine), fits):
            found.append(" / ".join(mine))
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=str)
@pytest.mark.parametrize("lang", ["en", "ru", "fr", "hy"])
def test_the_contract_box_leaves_no_word_alone(lang: str, size, monkeypatch) -> None:
    drawn: list[str] = []
    real = paint.text

    def recording(surface, content, px, *args, **kwargs):
        drawn.append(content)
        return real(surface, content, px, *args, **kwargs)

    monkeypatch.setattr(paint, "text", recording)
    app = make_app(size, language=lang)
    try:
        table = start(app, "bazar-belote", seed=5, level="easy")
        surface = pygame.Surface(size)
        seen = 0
        for _ in range(8):
            settle(app, table)
            state = table.shown
            lines = view_of(state).contract_lines(state, table.session.names)
            drawn.clear()
            table.painter.paint_trump(surface, table.snapshot(), state)
            parts = [d for d in drawn if d in " ".join(lines) and d.strip()]
            seen += len(lines)
            font = assets.font(max(MIN_LABEL_PX, table.layout.font(14)))  # the box's words
            width = table.layout.trump_box.width - 10

            def fits(words: str) -> bool:
                return font.size(words)[0] <= width  # noqa: B023 - used at once

            assert not orphans(lines, list(parts), fits), (lines, parts)
            legal = table.session.legal()
            if not legal:
                break
            table.session.apply(legal[-1] if state.phase == "bidding" else legal[0], 0)
        assert seen
    finally:
        set_language("en")
        app.thinker.close()
