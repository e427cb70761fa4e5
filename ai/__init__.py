"""Computer opponents: heuristic bidding and determinized search, seeing only observations.

One agent design (``agent``) for every game and level: calls go to the game's model
(``blackout``, ``partnership`` and ``belote``, one package per game), cards to
determinized search (``tricks``, the engine Blackout and Partnership Blackout share;
Bazar Belote has its own in ``belote``).  ``levels`` holds the settings that make the
levels; ``model`` is what a game tells the search.

>>> from game.core import create_game
>>> from ai import create_agent
>>> g = create_game("blackout", players=4)
>>> s = g.new_match(seed=1)
>>> agent = create_agent("medium", g, s.to_play, seed=7)
>>> d = agent.choose(s.observation(s.to_play), s.legal_actions())
>>> d.action in s.legal_actions()
True
"""

from ai.agent import Agent, create_agent
from ai.decision import Decision
from ai.levels import LEVELS

__all__ = ["LEVELS", "Agent", "Decision", "create_agent"]
