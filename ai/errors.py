"""Errors of the AI floor, all under the core's ``TrickbidError``.

A caller that catches ``TrickbidError`` catches every refusal of bad input, from the rules
and from the AI alike; ``NoAIError`` alone means "this game has no computer player" (the
one case the client may answer with a stand-in that plays legal moves at random).
"""

from __future__ import annotations

from game.core.errors import TrickbidError, UnknownGame


class AIError(TrickbidError):
    """Base of every error the AI raises on bad input."""


class NoAIError(AIError, UnknownGame):
    """``create_agent`` was asked for a game that has no AI: the AI floor's
    ``UnknownGame``."""


class UnknownLevelError(AIError):
    """A level name that is not one of ``ai.LEVELS`` (or not a level at all)."""


class AIArgumentError(AIError):
    """A bad argument to the AI: a seat, a seed, an observation, the legal actions, a
    deadline; the message names it and what it should be."""


def described(value: object) -> str:
    """A short description of a bad argument for an error message."""
    return f"{type(value).__name__} {value!r:.60}"


def is_whole(value: object) -> bool:
    """A whole number: an ``int`` that is not a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)
