"""Computer opponents: heuristic bidding and determinized search, seeing only observations.

One agent design (``agent``) for every game and level: the agent hands calls and cards to
its game's model (``model``: what every model does).  ``registry`` names the games that
have an AI and makes their agents (``create_agent``); each game lives in its own package
(``blackout``, ``partnership``, ``belote``) with its model and where its levels depart
from ``levels``.  Two engines do the searching:
``tricks`` (plain tricks, shared by Blackout and Partnership Blackout: its contract is
``tricks.model``) and ``belote``.  Shared by both: ``placement`` (dealing unseen cards to
the seats that may hold them), ``sampling_loop`` (sample until the deadline) and
``contra`` (the out-of-turn Contra questions).  Bad input raises an ``AIError`` (``errors``),
a ``TrickbidError`` like the core's.

>>> from game.core import create_game
>>> from ai import create_agent
>>> g = create_game("blackout", players=4)
>>> s = g.new_match(seed=1)
>>> agent = create_agent("medium", g, s.to_play, seed=7)
>>> d = agent.choose(s.observation(s.to_play), s.legal_actions())
>>> d.action in s.legal_actions()
True
"""

from ai.agent import Agent
from ai.decision import Decision
from ai.errors import AIArgumentError, AIError, NoAIError, UnknownLevelError
from ai.levels import LEVELS
from ai.registry import create_agent

__all__ = [
    "LEVELS",
    "AIArgumentError",
    "AIError",
    "Agent",
    "Decision",
    "NoAIError",
    "UnknownLevelError",
    "create_agent",
]
