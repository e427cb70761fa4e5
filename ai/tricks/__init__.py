"""The search engine Blackout and Partnership Blackout share: plain tricks with a trump.

``simulator`` plays a sampled world fast, ``sampling`` deals the unseen cards consistently
with the table, ``policy`` rolls out, ``endgame`` solves the last tricks exactly,
``search`` chooses a card by determinized search, ``bid_search`` plays candidate calls out
on sampled deals, ``estimate`` counts a hand's tricks.
"""
