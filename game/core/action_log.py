"""The entries of a deal's action log, as records write it.

Its own module because the deal (``deal.Deal`` keeps the earlier deals' logs of a match)
and the state (``state.TrickState`` logs its calls and lists every action) both name them.
"""

from __future__ import annotations

from game.core.actions import Action

LogEntry = tuple[int | None, Action]
"""One logged action: the seat that took it out of turn (None: in turn) and the action."""
CallEntry = tuple[int, int | None, Action]
"""One logged action other than a card: how many cards the deal had seen played before it,
then as ``LogEntry``.  Cards are not logged one by one: the tricks already hold them."""
