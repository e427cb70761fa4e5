"""A deliberate cheat, for benchmarks only: an AI whose sampled worlds are the true deal.

How well could a player do if it knew where every card is?  Its score bounds what any
better model of the hidden hands (inference from bids and plays, more worlds) could bring
an honest player, so a strength target above it asks for the impossible.  ``seeing(hands)``
makes every search of the AI deal the true hands as its only world while the block runs:
it replaces ``sample_hands`` in each loaded ``ai`` module that imported it (found by
identity, so a new search module is covered without being listed here), and puts the
originals back after.  ``ai.tricks.sampling`` itself is left alone, so a module first
imported inside the block still gets the honest sampler (create the agent first).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from ai.tricks import sampling
from ai.tricks.sampling import Constraints
from game.core.cards import Hand

HONEST = sampling.sample_hands


@contextmanager
def seeing(hands: list[Hand]) -> Iterator[int]:
    """While the block runs, every AI search samples ``hands`` (each seat's cards now);
    yields how many modules it patched.  No search module loaded is an error: the cheat
    would silently measure an honest player."""

    def true_world(cons: Constraints, rng: random.Random) -> list[Hand]:
        return list(hands)

    patched = [m for name, m in list(sys.modules.items())
               if name.startswith("ai.") and m is not sampling and m is not None
               and getattr(m, "sample_hands", None) is HONEST]
    if not patched:
        raise RuntimeError("seeing: no loaded AI search module samples worlds"
                           " (create the agent before the block)")
    for m in patched:
        m.sample_hands = true_world  # type: ignore[attr-defined]
    try:
        yield len(patched)
    finally:
        for m in patched:
            m.sample_hands = HONEST  # type: ignore[attr-defined]
