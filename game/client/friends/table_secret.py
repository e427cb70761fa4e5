"""The secret behind a hosted table's deals (``game.net.fairness``), new or kept by a save.

A table the window hosts deals from 256 secret bits and every friend's contribution, so no
seat can search its deal back from its own hand and every friend can check the deals at the
end.  A resumed table goes on with the secret its save kept; a save without one (or one
that does not give the saved match's seed) goes on without: its friends are told at the end
that its deals could not be verified.
"""

from __future__ import annotations

import logging
from typing import Any

from game.net.fairness import DealSecret, FairnessError, derive_seed


def table_secret(game: Any, seed: int | None = None) -> tuple[DealSecret, Any]:
    """A new table's secret and the match it holds until Start (dealt to nobody: at Start
    the match is dealt anew from the secret and the friends' contributions).  ``seed``:
    tests only, foreseeable deals (``DealSecret.drawn``)."""
    secret = DealSecret.drawn(seed)
    return secret, game.new_match(seed=derive_seed(secret.secret, [None] * game.players))


def saved_secret(saved: Any, state: Any) -> DealSecret | None:
    """The secret a hosted table's save kept for ``state`` (its match), or None."""
    if saved is None:
        return None
    try:
        return DealSecret.from_json(saved, state.players, state.match_seed)
    except (FairnessError, ValueError):
        logging.getLogger("trickbid.net").warning(
            "the saved table's secret is unusable: its deals cannot be verified")
        return None
