"""``SearchModel``: what the card search reads of a game's model.

The search (``search``, ``ismcts``) is handed the game's ``TrickModel`` and asks it only
this — what each seat plays for (``goals``) and why (``play_reason``), the cards out of
play, the worlds to deal (``constraints``) and how to weigh them (``evidence_weight``), the
lead rule.  Naming it here, below the model, lets the search name no model: the model
calls the search, never the other way round.
"""

from __future__ import annotations

from typing import Protocol

from ai.levels import Level
from ai.reason import Reason
from ai.tricks.goals import PlayGoals
from ai.tricks.sampling import Constraints, ObsIn_contra
from game.core.cards import Hand


class SearchModel(Protocol[ObsIn_contra]):
    """What the card search asks a plain-trick game's model (``TrickModel`` has it all)."""

    def goals(self, obs: ObsIn_contra) -> PlayGoals: ...

    def play_reason(self, obs: ObsIn_contra, goals: PlayGoals, seat: int) -> Reason: ...

    def out_of_play(self, obs: ObsIn_contra) -> Hand: ...

    def constraints(self, obs: ObsIn_contra, level: Level) -> Constraints: ...

    def evidence_weight(self, obs: ObsIn_contra, seat: int, dealt_hand: Hand) -> float: ...

    def lead_rule(self) -> int: ...
