"""The player's past: statistics, the match history, the deal review and the last match."""
