"""Bazar Belote's engine: its own simulator (trump ranks, card points, declarations),
sampling, search, bidding (``bidding``, ``estimate``) and the agent that may Contra out
of turn (``agent``); ``model`` ties them to the common agent design."""
