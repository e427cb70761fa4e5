"""Blackout's AI on the trick engine (``ai.tricks``): bids and what a deal is worth."""

from ai.blackout.model import BlackoutModel
from ai.registry import GameAI

AI = GameAI(model=BlackoutModel)
