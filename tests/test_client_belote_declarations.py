"""Bazar Belote's declarations stay in the trump box for the whole play (issue 21, defect
19): the announcements at the first trick, whose combinations count once shown, and the
Belote of the seat that said it — never before the cards are played."""

from __future__ import annotations

import random

from game.client.belote.declarations import declaration_lines
from game.client.belote.text import contract_lines
from game.core import create_game
from game.table.view import seat_view

NAMES = ("You", "West", "North", "East")


def states(seed: int):
    state = create_game("bazar-belote").new_match(seed=seed)
    rng = random.Random(seed)
    while state.legal_actions() and len(state.results) < 1:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def test_announced_shown_and_belote_lines_follow_the_play() -> None:
    seen = set()
    for seed in range(1, 60):
        for state in states(seed):
            view = seat_view(state, 0, 0)  # the table is given its seat's view
            lines = declaration_lines(view, NAMES)
            if state.phase == "bidding":
                assert lines == []
                continue
            shown = [s for s, combos in enumerate(state.shown) if combos]
            if shown:
                team = shown[0] % 2
                assert lines[0] == f"{NAMES[team]} & {NAMES[team + 2]} score:"
                seen.add("shown")
            elif any(a is not None for a in state.announced):
                assert lines[0] == "Announced (the best counts):"
                seen.add("announced")
            if state.belote_said:
                assert f"Belote: {NAMES[state.belote_seat]} (20)" in lines
                seen.add("belote")
            if state.phase == "play" and lines:
                assert contract_lines(view, NAMES)[2:] == lines  # kept in the trump box
    assert seen == {"shown", "announced", "belote"}
