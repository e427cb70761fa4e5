"""Partnership Blackout (rules ``partnership-blackout.md``): 2 v 2, spades trump.

``rules`` holds the options, presets, contracts, the auction's winner and the scoring;
``game`` the state and the ``PartnershipBlackout`` game that ``game.core.create_game``
registers.
"""
