"""Partnership Blackout's words: its options, their choices, its calls and its refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Kind
from game.core.contract import ContractRecord
from game.core.partnership.calls import PartnershipKind
from game.core.partnership.contracts import PartnershipContract
from game.i18n import N_, _, ngettext
from game.i18n.game_words import GameWords
from game.i18n.seats import seat_in_sentence


def number_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    """A team's number of tricks: "7 tricks"."""
    return ngettext("{n} trick", "{n} tricks", record.number).format(n=record.number)


def nil_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    """A player's Nil, with who said it: "Nil (West)"."""
    return _("Nil ({name})").format(name=seat_in_sentence(record.seat, names))


def board_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    return _("Board")


def zero_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    return _("Zero")


def pass_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    """Every call passed: the deal is thrown in."""
    return _("Pass")


WORDS = GameWords(
    option_labels={
        "preset": N_("Rules"),
        "allow_pass": N_("Passing allowed"),
        "zero_mode": N_("Bidding no tricks"),
        "overtricks": N_("Tricks above the bid"),
        "number_failed": N_("A failed bid scores"),
        "spades_must_be_broken": N_("Spades led only once played"),
        "auction_winner_only": N_("Only the highest bid scores"),
        "target": N_("Target score"),
    },
    option_notes={
        "preset": N_("A ready set of rules; the other options can still be changed."),
        "allow_pass": N_("A player may pass instead of bidding a number."),
        "zero_mode": N_("Zero: the whole team takes no trick. Nil: one player takes none and "
                        "the partner plays on."),
        "overtricks": N_("What each trick above the team's bid adds to its score."),
        "number_failed": N_("What a team scores when it takes fewer tricks than it bid."),
        "spades_must_be_broken": N_("No spade may be led until a spade has been played."),
        "auction_winner_only": N_("Only the team with the highest bid scores; the other team "
                                  "defends."),
        "target": N_("The match ends when a side reaches this score."),
    },
    choice_words={
        "classic": N_("Classic"),
        "pagat": N_("Pagat"),
        "team": N_("Zero (the team)"),
        "individual": N_("Nil (one player)"),
        "per_trick": N_("1 point each"),
    },
    option_choice_words={("overtricks", "none"): N_("count nothing")},
    call_words={
        Kind.PASS: N_("Pass"),
        PartnershipKind.ZERO: N_("Zero"),
        PartnershipKind.NIL: N_("Nil"),
        PartnershipKind.BOARD: N_("Board"),
    },
    contract_words={
        PartnershipContract.NUMBER: number_text,
        PartnershipContract.NIL: nil_text,
        PartnershipContract.BOARD: board_text,
        PartnershipContract.ZERO: zero_text,
        PartnershipContract.PASS: pass_text,
    },
    reasons={
        "no_pass": N_("there is no Pass in these rules (Pagat): call a number, Nil or Board"),
        "number_out_of_range": N_("a number call is 1 to {max} (13 is Board)"),
        "nil_not_zero": N_("these rules have Nil (the bidder alone takes no trick), not Zero"),
        "zero_not_nil": N_("these rules have Zero (the whole team takes no trick), not Nil"),
        "calls_only": N_("the bidding is on: call a number, Zero/Nil, Board or Pass"),
        "spades_not_broken": N_("a spade may not be led until a spade has been played to an "
                                "earlier trick"),
        "no_spade_lead": N_("a spade may not be led while you hold other suits"),
    },
)
