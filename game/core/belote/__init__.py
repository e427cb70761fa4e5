"""Bazar Belote (Armenian Bazar Blot, rules ``bazar-belote.md``): 32 cards, 2 v 2.

``rules`` holds the options, rank orders and card points; ``auction`` the calls with
Contra, Recontra and Capot; ``combinations`` the declarations; ``play`` the duty to
follow, trump and overtrump; ``scoring`` a deal's points; ``game`` the state and the
``BazarBelote`` game that ``game.core.create_game`` registers.
"""
