"""Golden screenshots, compared with a tolerance.

Each picture is drawn from a fixed state (seeded deal, scripted calls, no computer thinking,
animations completed), so it changes only when the drawing does.  Font rasterizers differ a
little between library versions, hence the tolerance: the mean difference per channel and
the share of clearly different pixels must stay small.  After a deliberate change of the
look, refresh with ``TRICKBID_UPDATE_GOLDEN=1 pytest tests/test_client_golden.py`` and look
at the new PNGs before committing them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.client.matches.session import HUMAN, MatchSetup
from tests.client_support import act, make_app

GOLDEN = Path(__file__).parent / "golden" / "client"
SIZE = (1024, 640)
UPDATE = os.environ.get("TRICKBID_UPDATE_GOLDEN") == "1"


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[float, float]:
    """(mean absolute difference per channel, share of pixels off by more than 16 in a
    channel)."""
    assert a.get_size() == b.get_size()
    a, b = a.convert(24), b.convert(24)
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(a - b, 0)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(b - a, 0)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    mean = sum(pygame.transform.average_color(diff)[:3]) / 3
    w, h = diff.get_size()
    near = pygame.transform.threshold(None, diff, (0, 0, 0), (16, 16, 16), set_behavior=0)
    return mean, 1 - near / (w * h)


def table_at(game_id: str, players: int, seed: int, options: dict[str, object],
             advance: Callable[[object], bool]):
    """A table with every seat human (no thinking), advanced by ``advance(state)`` →
    True while more first-legal actions should be applied."""
    app = make_app(SIZE)
    table = app.matches.start(MatchSetup(game_id, options, (HUMAN,) * players, seed=seed))
    session = table.session
    while advance(session.view):
        assert session.view.phase in ("bidding", "play"), "the scripted deal ran out"
        act(session)
    table.skip_animations()
    table.update(0.0)
    table.line.current = None  # the calls' bubbles stay: a real table shows them, the bid
    # panel is placed around them
    app.stack.draw(app.screen)
    return app


def menu() -> pygame.Surface:
    app = make_app(SIZE)
    app.main_menu()
    app.stack.draw(app.screen)
    return app.screen


def blackout_bidding() -> pygame.Surface:
    app = table_at("blackout", 4, 5, {"players": 4, "deal_sequence": "descending",
                                       "max_cards": 6, "hook": True},
                   lambda s: s.to_play != 0)
    return app.screen


def partnership_play() -> pygame.Surface:
    app = table_at("partnership-blackout", 4, 8, {"preset": "pagat"},
                   lambda s: not (s.phase == "play" and s.to_play == 0 and len(s.trick) >= 2))
    return app.screen


CASES = {"menu": menu, "blackout-bidding": blackout_bidding,
         "partnership-play": partnership_play}


@pytest.mark.parametrize("name", sorted(CASES))
def test_screen_matches_its_golden(name: str) -> None:
    surface = CASES[name]()
    path = GOLDEN / f"{name}.png"
    if UPDATE:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(path))
    golden = pygame.image.load(str(path))
    mean, far = difference(surface, golden)
    assert mean < 1.5, f"{name}: mean difference {mean:.2f} per channel"
    assert far < 0.01, f"{name}: {far:.2%} of pixels clearly differ"


def test_the_comparison_sees_a_different_screen() -> None:
    a = pygame.image.load(str(GOLDEN / "menu.png"))
    b = pygame.image.load(str(GOLDEN / "blackout-bidding.png"))
    mean, far = difference(a, b)
    assert mean > 1.5 and far > 0.01
    assert difference(a, a) == (0.0, 0.0)
