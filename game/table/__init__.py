"""The table: a referee that alone holds the true state, and the seats it serves.

UI-free (no pygame) and network-free, so the local pygame table, the computers and a
player on another machine are served alike: each seat is sent only its own ``SeatView``
and the events it may see (``messages``), and answers with requests for itself, which the
referee checks through the rules core like any move.  ``referee`` is the pure logic,
``host`` runs it on its own thread with computer seats (``computers``) thinking through
the one background executor (``thinking``).
"""
