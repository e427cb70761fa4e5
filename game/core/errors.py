"""Errors of the rules core, all subclasses of ``ValueError``.

An illegal action carries a stable ``code`` and ``params`` besides its English message, so
the client can translate the reason and tests can assert which rule was broken.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


class TrickbidError(ValueError):
    """Base of every error the core raises on bad input."""


class UnknownGame(TrickbidError):
    """A game id a floor has nothing for, on every floor alike: ``create_game`` does not
    know it, the AI has no computer player for it (``ai.NoAIError``, a subclass), practice
    no teacher, the client no table.  ``game_id`` is what was asked for, ``known`` the ids
    the floor has (the message lists them)."""

    def __init__(self, message: str, game_id: object = None, known: tuple[str, ...] = ()):
        super().__init__(message)
        self.game_id = game_id
        self.known = known


UnknownGameError = UnknownGame
"""The name ``create_game``'s refusal had before every floor shared it."""


class ArgumentError(TrickbidError):
    """An argument of the wrong type or outside its range (a seat of 9, a seed of 1.5, an
    action that is neither an ``Action`` nor text); the message names the argument and
    the values it takes."""


class OptionError(TrickbidError):
    """An unknown option name, or a value the option does not take."""


class ActionSyntaxError(TrickbidError):
    """Text that does not parse as an action or a card."""


class NoTurnError(TrickbidError):
    """A seat to act was asked of a position where nobody is to act (the match is over):
    ``state.seat_to_act()``'s refusal, where ``to_play`` would be None."""


class IllegalActionError(TrickbidError):
    """A well-formed action that the rules forbid now.

    ``code`` names the rule (e.g. ``"must_follow_suit"``); ``params`` fills the message.
    """

    def __init__(self, code: str, message: str, params: Mapping[str, object] | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.params: dict[str, object] = dict(params or {})

    @property
    def refusal(self) -> RuleRefusal:
        """The same refusal as data (what ``state.refusal(action)`` returns)."""
        return RuleRefusal(self.code, self.message, dict(self.params))


@dataclass(frozen=True, slots=True)
class RuleRefusal:
    """Why the rules refuse an action now, as data: the rule's ``code``, the ``params`` that
    fill its wording, and the English ``message`` (for logs).  ``state.refusal(action)``
    returns it without applying anything; ``apply`` raises ``error()`` for the same action.
    """

    code: str
    message: str
    params: Mapping[str, object] = field(default_factory=dict)

    def error(self) -> IllegalActionError:
        """The error ``apply`` raises for this refusal."""
        return IllegalActionError(self.code, self.message, self.params)


class RecordError(TrickbidError):
    """A record that cannot be replayed: malformed, or an illegal action at ``position``."""

    def __init__(self, message: str, position: int | None = None):
        super().__init__(message)
        self.position = position


def describe(value: object) -> str:
    """A short, safe rendering of a bad value for a message (huge values are summarised)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a whole number of {value.bit_length()} bits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # a number too long to print inside a list, or
        text = f"a {type(value).__name__}"  # a value nested deeper than repr goes
    return text if len(text) <= 60 else text[:57] + "..."
