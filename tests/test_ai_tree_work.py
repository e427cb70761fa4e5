"""The trees' work is counted in cards played (``Level.play_work``), so a deal of few cards
gets the full count of iterations and a 12-card deal fewer: bounded by work, never by the
clock, and the same on any machine (issue 38)."""

from __future__ import annotations

from ai import create_agent
from ai.levels import tree_iterations
from ai.registry import level_for
from game.core import create_game
from game.core.actions import Kind


def test_the_iterations_are_the_most_or_what_the_work_allows() -> None:
    assert tree_iterations(1000, 0, 48) == 1000
    assert tree_iterations(1000, 33_600, 48) == 700
    assert tree_iterations(1000, 33_600, 20) == 1000
    assert tree_iterations(1000, 10, 48) == 1


def _worlds_of_first_play(cards: int) -> int:
    """The worlds hard's tree grew for the first card of a 4-player deal of ``cards``."""
    game = create_game("blackout", players=4)
    number = list(game.schedule).index(cards) + 1  # type: ignore[attr-defined]
    s = game.new_deal(seed=5, dealer=3, deal_number=number)
    while s.phase == "bidding":
        s = s.apply(next(a for a in s.legal_actions() if a.kind is Kind.BID))
    seat = s.to_play
    assert seat is not None
    d = create_agent("hard", game, seat, seed=1).choose(s.observation(seat), s.legal_actions())
    deals = [dict(c.args).get("deals") for c in d.reason.all_clauses()]
    return int(next(n for n in deals if n is not None))


def test_hard_grows_its_full_tree_on_a_small_deal_and_less_on_twelve_cards() -> None:
    level = level_for("hard", "blackout")
    assert _worlds_of_first_play(5) == level.iterations
    assert _worlds_of_first_play(12) == level.play_work // 48 < level.iterations
