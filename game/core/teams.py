"""Team games: seats 0 and 2 against 1 and 3, the first team to the target wins.

Partnership Blackout (rule 21) and Bazar Belote (rule 32) end a match the same way, so the
rule lives here once.
"""

from __future__ import annotations

from game.core.state import TrickState


def target_winner(scores: tuple[int, ...], target: int) -> int | None:
    """Once a team has reached ``target`` the higher total wins; equal totals play on."""
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


class TeamState(TrickState):
    """A state whose ``scores`` are by team and whose options have a ``target``."""

    __slots__ = ()

    def _match_winners(self) -> tuple[int, ...] | None:
        team = target_winner(self.scores, self.game.options.target)
        return None if team is None else (team,)
