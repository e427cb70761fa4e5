"""The network table's reasons and quick messages, in the player's language.

The host sends codes, never text (``game.net.protocol``): why it would not seat a peer
(``HELLO_REFUSALS``), why it closed a connection (``CLOSINGS``), why it refused a line
(``COMPLAINTS``) or a request (``game.table.messages.Refusal``), the quick messages'
phrase ids (``PHRASES``), and what the host itself is told (``HostNotice``: someone is
guessing the table's code).  Each screen words them here, so a person reads every one in
his own language whatever the host's is, and nothing a peer sends is shown as text.
An unknown code (a newer host) reads as a plain "the table could not be reached" or
"not possible now", never as the code.
"""

from __future__ import annotations

from game.i18n import N_, _, pgettext

UNREACHABLE = N_("The table could not be reached")

HELLO_REFUSAL_WORDS = {
    "code": N_("Wrong table code: ask the host for it again"),
    "tries": N_("Too many wrong table codes: the table takes no more for now"),
    "program": N_("The host plays another version of Trickbid: both must have the same"),
    "protocol": N_("The host plays another version of Trickbid: both must have the same"),
    "seat_taken": N_("That seat is taken: choose another"),
    "no_seat": N_("No seat is free at this table"),
    "hello": N_("The table did not understand this program"),
    "unreachable": UNREACHABLE,
}
"""Why the host would not seat us (``hello_refused``; ``unreachable``: no host answered)."""

CLOSING_WORDS = {
    "match_over": N_("The match is over"),
    "deals_done": N_("The deals the host asked for are played: the table is closed"),
    "host_left": N_("The host left the table: the match is over"),
    "errors": N_("The table closed the connection: too many messages it could not read"),
    "too_long": N_("The table closed the connection: a message was too long"),
    "replaced": N_("This seat is now played from another connection of yours"),
    "bye": N_("You left the table"),
    "refused": N_("The table refused to seat you"),
    "connection_lost": N_("The connection to the table was lost"),
    "unreadable": N_("The host sent something this version cannot read: the connection "
                     "was closed"),
}
"""Why the table closed our connection (``closing``; ``connection_lost``: it broke;
``unreadable``: we closed it, on a line from the host we could not read)."""

COMPLAINT_WORDS = {
    "malformed": N_("The table could not read a message from this program"),
    "too_fast": N_("Too many messages at once: slow down"),
}
"""Why the host refused one of our lines (``error``)."""

REQUEST_REFUSAL_WORDS = {
    "stale": N_("the table moved on: look again"),
    "no_take_back": N_("Nothing to take back in this deal"),
    "not_yours": N_("not possible now"),
    "rule": N_("not possible now"),
}
"""Why the referee refused a request (``refused``; a rule's own wording comes from
``game.i18n.reasons`` with its code and details — this is the fallback)."""



HOST_NOTICE_WORDS = {
    "guessing": N_("Someone is trying codes to get in: nobody new may sit down for "
                   "{minutes} min (friends already seated can still come back)"),
}
"""What the host's screen says of a ``HostNotice`` (``game.net.admission``)."""


def host_notice_text(code: str, for_seconds: int = 0) -> str:
    """A notice to the host, in his language ("" for a code this program lacks)."""
    words = HOST_NOTICE_WORDS.get(code)
    if words is None:
        return ""
    return _(words).format(minutes=max(1, -(-for_seconds // 60)))


def hello_refusal_text(why: str) -> str:
    """Why the host would not seat us, for the join screen."""
    return _(HELLO_REFUSAL_WORDS.get(why, UNREACHABLE))


def closing_text(why: str) -> str:
    """Why the table closed under us, for the table or the join screen."""
    return _(CLOSING_WORDS.get(why, CLOSING_WORDS["connection_lost"]))


def complaint_text(why: str) -> str:
    return _(COMPLAINT_WORDS.get(why, COMPLAINT_WORDS["malformed"]))


def request_refusal_text(why: str) -> str:
    return _(REQUEST_REFUSAL_WORDS.get(why, REQUEST_REFUSAL_WORDS["not_yours"]))


def phrase_words() -> dict[str, str]:
    """Every quick message by its phrase id, in the current language (marked in the
    "quick message" context: "Bye!" said at the table, not a button)."""
    return {
        "hello": pgettext("quick message", "Hello!"),
        "good_luck": pgettext("quick message", "Good luck!"),
        "well_played": pgettext("quick message", "Well played!"),
        "thanks": pgettext("quick message", "Thanks!"),
        "sorry": pgettext("quick message", "Sorry!"),
        "oops": pgettext("quick message", "Oops!"),
        "one_moment": pgettext("quick message", "One moment, please"),
        "good_game": pgettext("quick message", "Good game!"),
        "bye": pgettext("quick message", "Bye!"),
    }


def phrase_text(phrase: str) -> str:
    """A quick message in the player's language ("" for an id this program lacks)."""
    return phrase_words().get(phrase, "")


VERDICT_WORDS = {
    "verified": N_("Deals verified: the host could not choose them"),
    "no_commitment": N_("These deals cannot be verified: the host did not commit to them"),
    "no_reveal": N_("These deals cannot be verified: the host did not reveal its secret"),
    "commitment": N_("Warning: the host's secret does not match what it promised. "
                     "The deals may have been chosen"),
    "not_contributed": N_("These deals cannot be verified: this computer took no part "
                          "in dealing them"),
    "seed": N_("Warning: the deals do not match the host's secret. "
               "They may have been chosen"),
    "deal": N_("Warning: the deals do not match the host's secret. "
               "They may have been chosen"),
    "no_deals": N_("No deal was finished: nothing to verify"),
}
"""What a window says of the host's reveal (``game.net.fairness.REASONS``)."""


def verdict_text(reason: str) -> str:
    """The verdict on the deals of a table joined on another computer."""
    return _(VERDICT_WORDS.get(reason, VERDICT_WORDS["no_reveal"]))


def verdict_mark(verified: bool | None) -> str:
    """A history row's mark (None: nothing to say — played alone, or hosted here)."""
    if verified is None:
        return ""
    return _("deals verified") if verified else _("deals not verified")
