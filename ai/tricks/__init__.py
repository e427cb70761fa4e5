"""The search engine Blackout and Partnership Blackout share: plain tricks with a trump.

``model`` is the engine's contract with a game (``TrickModel``: lead rule, stock, the
deal's ``goals``; ``search_model`` names what the search asks of it), ``goals`` what each
seat plays for; ``simulator`` plays a sampled world fast, ``sampling`` deals the unseen
cards consistently with the table, ``policy`` rolls out (``playout`` asks it for the card of the seat to play in a simulated position),
``endgame`` solves the last tricks exactly, ``search`` chooses a card by determinized
search (or, for a level with ``iterations``, by the tree search of ``ismcts``),
``bid_search`` plays candidate calls out on sampled deals, ``estimate`` counts a hand's
tricks.  The games' own parts live in ``ai.blackout`` and ``ai.partnership``.
"""
