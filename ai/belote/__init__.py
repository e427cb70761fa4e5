"""Bazar Belote's engine: its own simulator (trump ranks, card points, declarations),
sampling, search, bidding (``bidding``, ``estimate``) and the agent that may Contra out
of turn (``agent``); ``model`` ties them to the common agent design, ``levels`` says
where its levels differ."""

from ai.belote.agent import BeloteAgent
from ai.belote.levels import LEVEL_SETTINGS
from ai.belote.model import BeloteModel
from ai.registry import GameAI

AI = GameAI(model=BeloteModel, agent=BeloteAgent, level_settings=LEVEL_SETTINGS)
