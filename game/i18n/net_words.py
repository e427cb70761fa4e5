"""The network table's reasons and quick messages, in the player's language.

The host sends codes, never text (``game.net.protocol``): why it would not seat a peer
(``HELLO_REFUSALS``), why it closed a connection (``CLOSINGS``), why it refused a line
(``COMPLAINTS``) or a request (``game.table.messages.Refusal``), and the quick messages'
phrase ids (``PHRASES``).  Each screen words them here, so a person reads every one in
his own language whatever the host's is, and nothing a peer sends is shown as text.
An unknown code (a newer host) reads as a plain "the table could not be reached" or
"not possible now", never as the code.
"""

from __future__ import annotations

from game.i18n import N_, _, pgettext

UNREACHABLE = N_("The table could not be reached")

HELLO_REFUSAL_WORDS = {
    "code": N_("Wrong table code: ask the host for it again"),
    "tries": N_("Too many wrong codes from this computer: the table will not take more"),
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
