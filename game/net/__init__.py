"""A table on the network: friends at one table, computers in the empty seats.

The floor above ``game.table``: the wire (``wire``: JSON lines under a size cap), the
values on it (``codec``: a seat's view and events, cards by their text names, checked on
the way in), the messages (``protocol``), the host (``server``: a ``TableHost`` behind an
asyncio listener on its own thread, with seats that drop, are taken over by a computer and
come back), the client (``client``) on the program's one network loop (``loop``), a
computer-played client (``bot``), the host's seat
plan (``seats``), the program version both sides must share (``version``), LAN
discovery (``discovery``) and the scripted commands ``trickbid host``
and ``trickbid join`` (``cli``).  No pygame; nothing listens unless a table is hosted.
See ``docs/protocol.md``.
"""
