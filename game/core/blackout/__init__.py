"""Blackout (Oh Hell, rules ``blackout.md``): each for himself, one exact bid a deal.

``rules`` holds the options, presets, the hand-size schedule and the scoring; ``game`` the
state and the ``Blackout`` game that ``game.core.create_game`` registers.
"""
