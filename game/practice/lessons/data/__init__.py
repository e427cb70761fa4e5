"""The lessons of each game, as data (one module per game package)."""
