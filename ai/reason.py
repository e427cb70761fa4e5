"""Why an agent chose what it chose, as data: a code from a closed set and typed arguments.

An agent's reason used to be an English sentence that the translation floor re-parsed with
patterns, so changing a wording left the tests green and French players reading English.
Now a ``Reason`` is a code (``Why``; the practice teacher has its own codes), arguments that
keep their type (counts, values, chances, cards, suits, seats, contracts, sub-reasons) and
further clauses.  Nothing here is English for players: ``game.i18n.ai_reasons`` renders a
reason from the catalogs' templates; ``describe()`` is a plain form for debugging and
benchmarks.  A reason never names the action it explains (the decision carries it), so a
hint does not say the choice twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from game.core.contract import ContractRecord


class Why(Enum):
    """Every reason the agents give (``game.i18n.ai_reasons`` has a template for each)."""

    # any game
    RANDOM = "random"
    ONLY_ACTION = "only_action"
    ONLY_CARD = "only_card"
    NO_AI = "no_ai"
    AI_FAILED = "ai_failed"
    # the trick games' hand count (ai.tricks.estimate)
    SHOULD_WIN = "should_win"  # cards
    NO_SURE_WINNERS = "no_sure_winners"
    VOID_MAY_RUFF = "void_may_ruff"  # suits
    EXPECT_TRICKS = "expect_tricks"  # tricks (float)
    OTHERS_BID = "others_bid"  # bids, tricks: the other seats' bids so far
    TRIED = "tried"  # deals: the call was played out in that many sampled deals
    # the trick games' play
    NEED_TRICKS = "need_tricks"  # n
    BID_MADE = "bid_made"
    BID_LOST = "bid_lost"
    WE_DUCK = "we_duck"  # contract
    WE_NEED = "we_need"  # n, contract
    WE_TAKE_ALL = "we_take_all"
    OURS_SAFE = "ours_safe"
    WE_DEFEND = "we_defend"
    AGAINST = "against"  # contract
    CARD_VALUE = "card_value"  # points, deals: the seat's own mean score
    THEY_SCORE = "they_score"  # points, deals: a defender's card, the other team's mean score
    TEAM_MARGIN = "team_margin"  # points, deals: the team's mean lead over the other team
    EQUIVALENT = "equivalent"
    # Bazar Belote's auction
    TRUMPS = "trumps"  # cards
    NO_TRUMPS = "no_trumps"
    SIDE_ACES = "side_aces"  # n
    HOLD_BELOTE = "hold_belote"
    HOLD_COMBINATION = "hold_combination"
    TEAM_VALUE = "team_value"  # points, deals (0: by the estimate)
    CONTRA_FAILS = "contra_fails"
    RECONTRA_MAKES = "recontra_makes"
    NO_BETTER_CALL = "no_better_call"
    SHOULD_FAIL = "should_fail"  # contract, chance, deals
    WE_SHOULD_MAKE = "we_should_make"  # chance, deals
    CONTRA_MAY_BE_RIGHT = "contra_may_be_right"  # chance, deals
    # Bazar Belote's play
    DECLARE = "declare"
    TEAM_CARD_VALUE = "team_card_value"  # points, deals, contract
    CARD_FOR_TRICK = "card_for_trick"
    HOPEFUL = "hopeful"


@dataclass(frozen=True, slots=True)
class Cards:
    """Card ids (0..51), in the order to name them."""

    ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Suits:
    """Suit numbers (0 spades, 1 hearts, 2 diamonds, 3 clubs)."""

    ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat number as the core numbers seats; the renderer names it as the table does."""

    number: int


@dataclass(frozen=True, slots=True)
class Chance:
    """A probability 0..1 (rendered as a percentage)."""

    value: float


Arg = Union[int, float, bool, Cards, Suits, Seat, Chance, ContractRecord, "Reason"]


@dataclass(frozen=True, slots=True)
class Reason:
    """A code, its arguments by name, and further clauses said after it.

    The codes are an ``Enum`` (the agents' ``Why``, the teacher's own set); a code's
    ``value`` is the key of its template in the catalogs.
    """

    code: Enum
    args: tuple[tuple[str, Arg], ...] = ()
    clauses: tuple[Reason, ...] = ()

    def arg(self, name: str) -> Arg:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(f"reason {self.code.value!r} has no argument {name!r}")

    def then(self, *more: Reason) -> Reason:
        """This reason followed by ``more`` clauses."""
        return Reason(self.code, self.args, self.clauses + more)

    def all_clauses(self) -> tuple[Reason, ...]:
        """This reason's own clause and the ones after it, flattened, in order."""
        out: tuple[Reason, ...] = (Reason(self.code, self.args),)
        for c in self.clauses:
            out += c.all_clauses()
        return out

    def describe(self) -> str:
        """A plain one-line form for logs and benchmarks: ``need_tricks(n=2); card_value(…)``
        (not for players: the catalogs render reasons for them)."""
        def show(v: Arg) -> str:
            if isinstance(v, Reason):
                return "(" + v.describe() + ")"
            if isinstance(v, ContractRecord):
                return v.text()
            if isinstance(v, float):
                return f"{v:.3g}"
            return repr(v)

        head = self.code.value
        if self.args:
            head += "(" + ", ".join(f"{k}={show(v)}" for k, v in self.args) + ")"
        return "; ".join([head] + [c.describe() for c in self.clauses])


def why(code: Enum, *clauses: Reason, **args: Arg) -> Reason:
    """``Reason(code, args, clauses)`` with the arguments by keyword."""
    return Reason(code, tuple(args.items()), tuple(clauses))


def because(*clauses: Reason) -> Reason:
    """Several clauses as one reason (the first one leads)."""
    first, *rest = clauses
    return first.then(*rest)


__all__ = ["Arg", "Cards", "Chance", "Reason", "Seat", "Suits", "Why", "because", "why"]
