"""Trickbid: Blackout, Partnership Blackout and Bazar Belote against computer opponents.

``game.core`` holds the rules (pure), ``game.client`` the pygame table, ``game.storage``
settings, saves and history; ``ai`` (a sibling package) the computer opponents.
"""
