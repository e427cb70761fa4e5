"""Blackout's model for the trick engine (``ai.tricks``): bids and what a deal is worth."""
