"""Computer opponents: heuristic bidding and determinized search, seeing only observations.

One agent design (``agent``) for every game and level: calls go to the game's model
(``blackout_model``, ``partnership_model``; ``bid_search`` plays candidate calls out on
sampled deals), cards to determinized search (``search``: ``sampling`` deals the unseen
cards consistently with the table, ``simulator`` plays them fast, ``policy`` rolls out,
``endgame`` solves the last tricks exactly).  ``estimate`` counts a hand's tricks;
``levels`` holds the settings that make the levels.

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
