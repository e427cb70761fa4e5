"""What the player is doing at the table, as a small state machine.

The table's picture and pacing ask one question often: may the player act now, and how?
``PlayerActivity`` answers it with one of a few named activities and refuses a change
that cannot happen (a claim while bidding, a call once the match is over), so a bug in
the table's pacing shows up as an error in the tests, not as a button that comes and
goes.  The scene moves it: ``settle`` after each frame's update (from the position on
the screen), ``asked`` when the player asked for a claim or a take-back, ``pause`` and
``resume`` around the game menu.
"""

from __future__ import annotations

from enum import Enum


class Activity(Enum):
    WATCHING = "watching"
    """The others act, or the picture catches up with the position (cards in flight)."""
    CALLING = "calling"
    """The player's call (bid, pass, Contra): the call panel is up."""
    PLAYING = "playing"
    """The player's card to play (Belote's declarations are offered in a panel beside it)."""
    CLAIMING = "claiming"
    """The player claimed every trick left; the referee's verdict is awaited."""
    TAKING_BACK = "taking_back"
    """The player asked to take back a card or call; the referee's answer is awaited."""
    DEAL_OVER = "deal_over"
    """The deal is scored: the score sheet, then the next deal."""
    MATCH_OVER = "match_over"
    PAUSED = "paused"
    """The game menu is up over the table."""


W, C, P, CL, T, D, M, PA = Activity
LEGAL: dict[Activity, frozenset[Activity]] = {
    W: frozenset({C, P, T, D, M, PA}),
    C: frozenset({W, T, PA}),
    P: frozenset({W, CL, T, PA}),
    CL: frozenset({W, P, T, PA}),
    T: frozenset({W, C, P, D, M, PA}),
    D: frozenset({W, T, PA}),
    M: frozenset({T, PA}),
    PA: frozenset({W}),
}
"""Where each activity may go next as the play flows.  A call or a card sent, a claim
granted and a deal dealt all go through WATCHING (the referee answers, the cards move);
a jump of the picture (``jumped``) starts again from WATCHING."""
del W, C, P, CL, T, D, M, PA

AWAITING = frozenset({Activity.CLAIMING, Activity.TAKING_BACK})
"""Activities that last until the referee has answered the player's request."""


class IllegalChange(ValueError):
    """A change of activity that the table's flow cannot make."""


def activity_of(phase_over: bool, deal_scored: bool, calling: bool, playing: bool) -> Activity:
    """The activity a settled picture shows: the match or the deal over, else the
    player's call or card, else watching the others."""
    if phase_over:
        return Activity.MATCH_OVER
    if deal_scored:
        return Activity.DEAL_OVER
    if calling:
        return Activity.CALLING
    if playing:
        return Activity.PLAYING
    return Activity.WATCHING


class PlayerActivity:
    """The player's activity now, changed only along ``LEGAL``."""

    def __init__(self) -> None:
        self.now = Activity.WATCHING

    def go(self, to: Activity) -> None:
        """Change to ``to`` (staying is always allowed); ``IllegalChange`` otherwise."""
        if to is not self.now and to not in LEGAL[self.now]:
            raise IllegalChange(f"the player cannot go from {self.now.value} to {to.value}")
        self.now = to

    def may(self, to: Activity) -> bool:
        return to is self.now or to in LEGAL[self.now]

    def asked(self, request: Activity) -> bool:
        """The player asked for a claim or a take-back: True when it may be asked now."""
        assert request in AWAITING
        if not self.may(request):
            return False
        self.go(request)
        return True

    def answered(self) -> None:
        """The referee answered the player's claim or take-back (or the position moved on
        under it): back to watching until the picture settles."""
        if self.now in AWAITING:
            self.go(Activity.WATCHING)

    def jumped(self) -> None:
        """The picture jumped to another position (a take-back, a seat sitting down):
        what the player was doing there is moot; watch until the picture settles."""
        if self.now is not Activity.PAUSED:
            self.now = Activity.WATCHING

    def settle(self, settled: Activity) -> None:
        """After a frame: go to ``settled`` (the still picture's position), unless the
        player's request still waits for its answer or the menu is up."""
        if self.now is Activity.PAUSED or self.now in AWAITING:
            return
        self.go(settled)

    def pause(self) -> None:
        self.go(Activity.PAUSED)

    def resume(self) -> None:
        """The menu closed: watch until the next frame settles the activity again."""
        if self.now is Activity.PAUSED:
            self.go(Activity.WATCHING)
