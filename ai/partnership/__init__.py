"""Partnership Blackout's model for the trick engine (``ai.tricks``): calls, the auction's
winner and what a deal is worth to each team."""
