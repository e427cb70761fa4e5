"""Deals every player can check: the host's commitment, the seats' contributions, the reveal.

Why: the host's program deals, so a player at someone else's table has only the host's word
that the deals were not arranged.  Here the host draws a 32-byte secret and sends every seat
its SHA-256 (``commitment``) in the ``welcome``, before any seat has said anything else;
each joining window then pledges 32 random bytes of its own (their hash, ``pledge_of``) and
shows them only at Start, once every pledge is in.  The match seed is derived from the
secret and every contribution (``derive_seed``): neither the host nor any seat could choose
it after seeing another's part.  When the match
is over the host reveals the secret and the contributions it used, and each window checks
(``verify``): the commitment, that its own contribution is in, the derivation, and every
deal record it received against the deals the seed gives.

Only what can be computed lives here (no sockets, no files, no clocks): the host's secret is
drawn by its caller.  ``docs/protocol.md`` says what the check proves and what it does not.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import create_game
from game.core.dealing import WIDE_SEED, deal_id_for, first_dealer
from game.core.errors import TrickbidError
from game.core.record import deal_record_of
from game.table.messages import DealRecord, Update

SECRET_BYTES = 32
"""The host's secret and each window's contribution: 256 random bits."""
HEX_LENGTH = 2 * SECRET_BYTES
_COMMIT_TAG = b"trickbid/commit/v1\x00"
_PLEDGE_TAG = b"trickbid/contribution/v1\x00"
_SEED_TAG = b"trickbid/deals/v1\x00"
_TEST_TAG = b"trickbid/fixed-seed-secret/v1\x00"

REASONS = ("verified", "no_commitment", "no_reveal", "commitment", "not_contributed",
           "seed", "deal", "no_deals")
"""A verdict's reason: ``verified``, or why not — the host committed to nothing (an older
or a resumed table), it revealed nothing, the secret does not match its commitment, this
window's contribution is not among those used (it sat down after Start, or the host left
it out), the seed the final view names is not the derived one, a deal record differs from
the deal the seed gives, or no deal was finished to check."""


class FairnessError(ValueError):
    """A secret, a contribution or a saved table's fairness that is not well formed."""


def read_hex(value: object, where: str) -> str:
    """``value`` if it is 64 hex digits (lowercased); ``FairnessError`` naming ``where``."""
    if not isinstance(value, str) or len(value) != HEX_LENGTH \
            or not all(c in "0123456789abcdefABCDEF" for c in value):
        raise FairnessError(f"{where}: {HEX_LENGTH} hex digits")
    return value.lower()


def commitment_of(secret: bytes) -> str:
    """What the host shows of its secret before the deals: its domain-separated SHA-256."""
    return hashlib.sha256(_COMMIT_TAG + secret).hexdigest()


def pledge_of(contribution: str) -> str:
    """What a window shows of its contribution until Start: its domain-separated SHA-256
    (so no seat, the host's own included, can choose its contribution after seeing
    another's)."""
    return hashlib.sha256(_PLEDGE_TAG + bytes.fromhex(read_hex(contribution,
                                                                "contribution"))).hexdigest()


def derive_seed(secret: bytes, contributions: Sequence[str | None]) -> int:
    """The match seed of ``secret`` and the contributions in seat order (None: that seat
    gave none): a 256-bit number with its top bit set, so it is a wide seed (every deal
    from a 256-bit deal id, ``game.core.dealing.WIDE_SEED``)."""
    digest = hashlib.sha256(_SEED_TAG + secret)
    digest.update(len(contributions).to_bytes(1, "big"))
    for contribution in contributions:
        if contribution is None:
            digest.update(b"\x00")
        else:
            digest.update(b"\x01" + bytes.fromhex(read_hex(contribution, "contribution")))
    seed = int.from_bytes(digest.digest(), "big") | (1 << 255)
    assert seed >= WIDE_SEED
    return seed


def fixed_seed_secret(seed: int) -> bytes:
    """The secret of a host given a fixed seed (``trickbid host --seed S``: tests only):
    anyone who knows ``S`` knows it, so such a table's deals are not secret."""
    return hashlib.sha256(_TEST_TAG + str(seed).encode("ascii")).digest()


@dataclass
class DealSecret:
    """The host's side: its secret, and once the match starts the contributions it used.

    ``takes_contributions`` False (a fixed test seed): every seat's contribution is left
    out, so the deals follow from the secret alone and a test can foresee them."""

    secret: bytes
    takes_contributions: bool = True
    used: tuple[str | None, ...] | None = None
    """The contributions the seed was derived from, by seat (None until Start)."""

    def __post_init__(self) -> None:
        if not isinstance(self.secret, bytes) or len(self.secret) != SECRET_BYTES:
            raise FairnessError(f"the secret is {SECRET_BYTES} bytes")

    @classmethod
    def drawn(cls, seed: int | None = None) -> DealSecret:
        """A host's new secret: 32 bytes from ``secrets`` (256 bits behind every deal) —
        or, given a fixed ``seed`` (tests only), one anyone can derive from it, with the
        seats' contributions left out so the deals can be foreseen."""
        if seed is not None:
            return cls(fixed_seed_secret(seed), takes_contributions=False)
        return cls(secrets.token_bytes(SECRET_BYTES))

    @property
    def commitment(self) -> str:
        return commitment_of(self.secret)

    def fix(self, contributions: Sequence[str | None]) -> int:
        """Fix the contributions at Start; the match seed."""
        if not self.takes_contributions:
            contributions = [None] * len(contributions)
        self.used = tuple(contributions)
        return derive_seed(self.secret, self.used)

    @property
    def seed(self) -> int | None:
        return None if self.used is None else derive_seed(self.secret, self.used)

    def as_json(self) -> dict[str, Any]:
        """What a hosted table's save keeps, so a resumed table's reveal still verifies."""
        return {"secret": self.secret.hex(), "contributions": list(self.used or ()),
                "takes_contributions": self.takes_contributions}

    @classmethod
    def from_json(cls, saved: Any, players: int, match_seed: int | None) -> DealSecret:
        """A saved table's secret, checked: well formed, one contribution a seat, and it
        derives ``match_seed`` (the saved match's); ``FairnessError`` says what is wrong."""
        if not isinstance(saved, dict) or set(saved) != {"secret", "contributions",
                                                         "takes_contributions"}:
            raise FairnessError("'fair' is {secret, contributions, takes_contributions}")
        secret = bytes.fromhex(read_hex(saved["secret"], "fair.secret"))
        used = saved["contributions"]
        if not isinstance(used, list) or len(used) != players:
            raise FairnessError(f"fair.contributions: one a seat ({players})")
        contributions = tuple(None if c is None else read_hex(c, "fair.contributions")
                              for c in used)
        if not isinstance(saved["takes_contributions"], bool):
            raise FairnessError("fair.takes_contributions: true or false")
        fair = cls(secret, saved["takes_contributions"], contributions)
        if fair.seed != match_seed:
            raise FairnessError("fair: the secret does not give the saved match's seed")
        return fair


@dataclass(frozen=True)
class Reveal:
    """The host's ``reveal``: its secret and the contributions it used, by seat."""

    secret: str
    contributions: tuple[str | None, ...]


@dataclass(frozen=True)
class Verdict:
    verified: bool
    reason: str
    """One of ``REASONS``."""


def expected_deal(game: Any, seed: int, deal_number: int) -> dict[str, Any]:
    """The ``deal`` part of deal ``deal_number``'s record as the match ``seed`` deals it
    (the dealer goes round from the first one drawn by lot)."""
    dealer = (first_dealer(seed, game.players) + deal_number - 1) % game.players
    state = game.new_deal(seed=deal_id_for(seed, deal_number), dealer=dealer,
                          deal_number=deal_number)
    return dict(deal_record_of(state)["deal"])


def verify(commitment: str | None, reveal: Reveal | None, own: str | None,
           records: Mapping[int, Mapping[str, Any]], final_seed: int | None = None,
           finished: frozenset[int] = frozenset()) -> Verdict:
    """A window's check of the host's reveal.

    ``commitment``: what the welcome said; ``own``: this window's contribution (None: it
    gave none); ``records``: the deal records it received, by deal number (each as
    ``deal_record_of`` writes it: its game, options and ``deal``); ``final_seed``: the seed
    the match's last view names, if the match was over; ``finished``: the deal numbers the
    seat's last view had results for — each must have its record (a host cannot hide a
    deal it changed by not sending its record)."""
    if commitment is None:
        return Verdict(False, "no_commitment")
    if reveal is None:
        return Verdict(False, "no_reveal")
    try:
        secret = bytes.fromhex(read_hex(reveal.secret, "secret"))
        seed = derive_seed(secret, reveal.contributions)
    except (FairnessError, ValueError):
        return Verdict(False, "commitment")
    if commitment_of(secret) != commitment:
        return Verdict(False, "commitment")
    if own is None or own.lower() not in reveal.contributions:
        return Verdict(False, "not_contributed")
    if final_seed is not None and final_seed != seed:
        return Verdict(False, "seed")
    if not records:
        return Verdict(False, "no_deals")
    if not finished <= set(records):
        return Verdict(False, "deal")

    for number, record in records.items():
        try:
            game = create_game(str(record["game"]), **dict(record["options"]))
            if expected_deal(game, seed, number) != record["deal"]:
                return Verdict(False, "deal")
        except (TrickbidError, KeyError, TypeError, ValueError):
            return Verdict(False, "deal")
    return Verdict(True, "verified")


class DealWitness:
    """A joining seat's side: its own contribution, the host's commitment, what it was
    sent (deal records, the final view's seed) and, at the reveal, its verdict."""

    def __init__(self, contribution: str) -> None:
        self.contribution = read_hex(contribution, "contribution")
        self.commitment: str | None = None
        self.records: dict[int, Mapping[str, Any]] = {}
        self.final_seed: int | None = None
        self.finished: frozenset[int] = frozenset()
        """The deals the latest view has results for (each must come with its record)."""
        self.reveal: Reveal | None = None
        self._verdict: Verdict | None = None

    def see(self, message: object) -> None:
        """Note ``message`` (any message from the host)."""
        match message:
            case DealRecord():
                self.records[message.deal_number] = message.record
            case Update():
                self.finished = frozenset(r.deal_number for r in message.view.results)
                if message.view.match_seed is not None:
                    self.final_seed = message.view.match_seed
            case Reveal():
                if self.reveal is None:  # the first reveal counts: a second cannot undo it
                    self.reveal = message
            case _:
                return
        self._verdict = None  # judged on everything received, whenever it is asked

    def at_close(self, why: str) -> Verdict | None:
        """The verdict to give as the table closes for ``why``: judged on everything the
        host sent (a reveal before the last deal does not stop the later ones from being
        checked) — or None when there was no reveal and the match is not over (a host
        keeping its table to resume keeps its secret: nothing to say)."""
        if self.reveal is None and why not in ("match_over", "deals_done"):
            return None
        return self.verdict

    @property
    def verdict(self) -> Verdict:
        if self._verdict is None:
            self._verdict = verify(self.commitment, self.reveal, self.contribution,
                                   self.records, self.final_seed, self.finished)
        return self._verdict
