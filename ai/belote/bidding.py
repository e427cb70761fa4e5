"""The Bazar Belote auction by estimate: what each call is worth to the team.

For each suit as trump the team's expected raw points (bazar-belote 26: cards + scored
combinations + Belote) come from the hand (``ai.belote.estimate``) and the auction as
evidence, read by weights fitted on the AI levels' own auctions
(``bench/belote_calibrate_auction.py``): a partner's bid in a suit promises a strong hand
there, his opening pass a weak one; an opponent's bid in a suit spoils that suit as our
trump.  The chance of making level n is P(raw >= 10n) under a normal spread, and each
call is valued in small points for the team (ours minus theirs) under the deal's actual
scoring:

- a bid (the lowest legal number in a suit; higher numbers only add risk, so the ladder is
  climbed one step at a time) or a Capot: made → the team's share, failed → minus 16 (25)
  and the combinations; a raise of the partner's suit counts only when the opponents are
  competing (it shuts them out) and only as far as we then make it;
- pass: the value of defending the opponents' standing contract, of the partner's
  contract, or about nothing when no bid stands;
- Contra: the opponents' contract ×2 from the defenders' side, against a recontra when
  they are likely to make it; Recontra: our contract ×4 against ×2.
The same numbers give ``auction_weight``: how well a sampled hand explains a seat's calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import exp

from ai.belote.estimate import (
    INTERCEPT,
    MEAN_HAND,
    SIGMA,
    SIGMA_ONE_HAND,
    combination_points,
    hand_value,
    p_at_least,
)
from game.core.actions import PASS, Action, Kind
from game.core.belote.auction import AuctionStage
from game.core.belote.calls import RECONTRA, BeloteKind
from game.core.belote.game import BeloteObservation
from game.core.cards import Hand
from game.core.seats import partner_of

DEAL, CAPOT_DEAL = 16, 25
OPENING_PASS_VALUE = -1.0
"""Passing with no bid standing: the opponents may name the trump (a small loss)."""
RAISE_BONUS = 1.5
"""A raise of the partner's suit that shuts out competing opponents."""
EVIDENCE: tuple[float, ...] = (39.65, 4.51, 11.18, -4.77, -7.13, -12.79, -1.08, -0.73, -0.36)
"""What each of ``EVIDENCE_FEATURES`` adds to the rest of the table's card points for our
team, fitted by ``bench/belote_calibrate_auction.py`` on auctions of the AI levels: a bid
promises far more than an average hand (the levels bid to make, about nine in ten), an
opponent's bid in the suit takes its trumps off our side, a bid elsewhere almost nothing."""
CONTRA_EVIDENCE = 15.0
"""Card points a Contra takes off our estimate: the contra-ing side holds our trumps."""
CONTRA_MARGIN = 4.0
"""Contra only when clearly better: a confident bidder answers with Recontra (×4)."""


@dataclass(frozen=True)
class AuctionView:
    """The calls of one deal, read from one seat: who bid what."""

    seat: int
    partner_bids: dict[int, int]
    """suit → the partner's highest bid number in a suit he named first (his own suit)."""
    opponent_bids: dict[int, int]
    partner_opened_pass: bool
    """The partner passed while no bid stood (he could not open)."""
    opponents_bid: bool
    contra_by: int
    """Seat that said Contra, or -1."""
    partner_support: frozenset[int] = frozenset()
    """Suits of ours the partner raised: support, not a hand worth the number (a raise
    reads our own bid back into his, so taking its number at face value inflates the
    team's estimate at every round of a bidding war)."""


def view_of(obs: BeloteObservation, evidence: bool = True) -> AuctionView:
    """The calls read from ``obs.seat``; without ``evidence`` (the lower levels) the
    partner's and the opponents' bids are not read into the hands, only the standing bid
    counts."""
    seat = obs.seat
    if not evidence:
        return AuctionView(seat, {}, {}, False, False, -1)
    partner = partner_of(seat)
    pb: dict[int, int] = {}
    ob: dict[int, int] = {}
    mine: set[int] = set()
    support: set[int] = set()
    standing = False
    opened_pass = False
    contra_by = -1
    for who, a in obs.calls:
        if a.kind in (Kind.BID, BeloteKind.CAPOT):
            n = 17 if a.kind is BeloteKind.CAPOT else a.number
            if who == seat:
                mine.add(a.suit)
            elif who == partner and a.suit in mine and a.suit not in pb:
                support.add(a.suit)
            else:
                target = pb if who == partner else ob if who % 2 != seat % 2 else None
                if target is not None:
                    target[a.suit] = max(target.get(a.suit, 0), n)
            standing = True
        elif a.kind is Kind.PASS and who == partner and not standing:
            opened_pass = True
        elif a.kind is BeloteKind.CONTRA:
            contra_by = who
    return AuctionView(seat, pb, ob, opened_pass, bool(ob), contra_by, frozenset(support))


EVIDENCE_FEATURES = (
    "partner bid this suit", "  his number above 8", "partner raised our suit",
    "partner bid another suit", "partner opened with a pass", "opponents bid this suit",
    "  their number above 8", "opponents bid another suit", "  their highest number above 8",
)


def evidence_features(view: AuctionView, suit: int) -> tuple[float, ...]:
    """What ``view`` says about ``suit`` as trump, as the counts ``EVIDENCE`` weighs."""
    pb, ob = view.partner_bids, view.opponent_bids
    partner_here = suit in pb
    theirs_here = suit in ob
    elsewhere = not theirs_here and bool(ob)
    return (
        float(partner_here),
        min(pb[suit], 16) - 8.0 if partner_here else 0.0,
        float(suit in view.partner_support and not partner_here),
        float(bool(pb) and not partner_here),
        float(view.partner_opened_pass),
        float(theirs_here),
        min(ob[suit], 16) - 8.0 if theirs_here else 0.0,
        float(elsewhere),
        min(max(ob.values()), 16) - 8.0 if elsewhere else 0.0,
    )


def partner_value(view: AuctionView, suit: int) -> float:
    """The partner's expected ``hand_value`` in ``suit`` given his calls."""
    f = evidence_features(view, suit)
    return MEAN_HAND + sum(w * x for w, x in zip(EVIDENCE[:5], f[:5], strict=True))


def opponents_penalty(view: AuctionView, suit: int) -> float:
    """Card points the opponents' calls take off our team's share in ``suit``."""
    f = evidence_features(view, suit)
    return -sum(w * x for w, x in zip(EVIDENCE[5:], f[5:], strict=True))


def raise_bonus(o: SuitOutlook, number: int, view: AuctionView) -> float:
    """What a raise of our own standing contract adds: shutting out competing opponents
    is worth something only if we then make it (a hopeless contract is better left for
    them to overcall); with no competition a raise only adds risk."""
    if not view.opponents_bid:
        return -1.0
    return RAISE_BONUS * o.p_make(number) - (1 - o.p_make(number)) * 2.0


@dataclass(frozen=True)
class SuitOutlook:
    """Our team's prospects with one suit as trump."""

    suit: int
    cards: float
    """Expected card points of the team (0..162)."""
    combos: float
    """Expected scored combinations + Belote of our team."""
    sigma: float

    @property
    def raw(self) -> float:
        return self.cards + self.combos

    def p_make(self, number: int) -> float:
        return p_at_least(10 * number, self.raw, self.sigma)

    def p_capot(self) -> float:
        # all 8 tricks: only hands far above the 162 line get there
        return p_at_least(200.0, self.cards + 38, self.sigma)


def outlook(hand: Hand, suit: int, view: AuctionView, optimism: float = 0.0) -> SuitOutlook:
    mine = hand_value(hand, suit)
    partner = partner_value(view, suit)
    cards = INTERCEPT + mine + partner - opponents_penalty(view, suit) + optimism
    cards = max(0.0, min(162.0, cards))
    combos, belote = combination_points(hand, suit)
    known = suit in view.partner_bids
    sigma = (SIGMA + SIGMA_ONE_HAND) / 2 if known else SIGMA_ONE_HAND
    return SuitOutlook(suit, cards, combos + belote, sigma)


def contract_value(o: SuitOutlook, number: int, capot: bool, multiplier: int,
                   p: float | None = None) -> float:
    """Expected (ours − theirs) small points if our team plays this contract (``p``: the
    chance to make it, when known better than the outlook's)."""
    comb = o.combos / 10
    if capot:
        p = o.p_capot() if p is None else p
        win = (CAPOT_DEAL + comb) * multiplier
        return p * win - (1 - p) * (CAPOT_DEAL + comb + 2) * multiplier
    p = o.p_make(number) if p is None else p
    if multiplier > 1:
        stake = (DEAL + comb + 1) * multiplier
        return p * stake - (1 - p) * stake
    made_cards = max(o.cards, 10 * number - o.combos + 5)
    made = (2 * min(made_cards, 162.0) - 162) / 10 + comb
    failed = -(DEAL + comb + 1)
    return p * made + (1 - p) * failed


def defence_value(hand: Hand, view: AuctionView, number: int, suit: int, capot: bool,
                  multiplier: int) -> tuple[float, float]:
    """(expected ours − theirs, chance the contract fails) defending the opponents'
    contract: our hand's strength in their trump against what their bid promises."""
    ours = INTERCEPT + hand_value(hand, suit) + partner_value(view, suit) - 6
    their_view = 162 + 10 - ours
    # a bidder bids what he expects to make, with a margin (the AIs make about nine
    # contracts in ten): his promise weighs more than our hand's view
    promised = 10 * min(number, 16) + 15 if not capot else 175.0
    their_raw = 0.3 * their_view + 0.7 * promised
    if capot:
        p_fail = 1 - p_at_least(200.0, their_raw + 30, SIGMA_ONE_HAND)
        stake = CAPOT_DEAL + 2
    else:
        p_fail = 1 - p_at_least(10 * number, their_raw, SIGMA_ONE_HAND)
        stake = DEAL + 2
    if multiplier > 1:
        return (p_fail - (1 - p_fail)) * stake * multiplier, p_fail
    made = -(2 * max(their_raw - 10, 81.0) - 162) / 10
    return p_fail * stake + (1 - p_fail) * made, p_fail


def call_values(obs: BeloteObservation, legal: tuple[Action, ...], optimism: float = 0.0,
                evidence: bool = True                ) -> list[tuple[Action, float]]:
    """Every legal call worth considering with its estimated value, best first."""
    view = view_of(obs, evidence)
    hand = obs.hand
    c = obs.contract
    looks = {s: outlook(hand, s, view, optimism) for s in range(4)}
    out: list[tuple[Action, float]] = []
    if obs.auction_stage is AuctionStage.RECONTRA:
        assert c is not None
        o = contra_discounted(looks[c.suit])
        keep = contract_value(o, c.number, c.capot, 2)
        out = [(PASS, keep), (RECONTRA, contract_value(o, c.number, c.capot, 4))]
        return sorted(out, key=lambda e: -e[1])
    ours = c is not None and c.bidder % 2 == obs.seat % 2
    if c is None:
        pass_value = OPENING_PASS_VALUE
    elif ours:
        pass_value = contract_value(looks[c.suit], c.number, c.capot, 1)
    else:
        pass_value = defence_value(hand, view, c.number, c.suit, c.capot, 1)[0]
    out.append((PASS, pass_value))
    lowest: dict[int, Action] = {}
    for a in legal:
        if a.kind is Kind.BID and (a.suit not in lowest or a.number < lowest[a.suit].number):
            lowest[a.suit] = a
    for s, a in lowest.items():
        v = contract_value(looks[s], a.number, False, 1)
        if ours:
            v += raise_bonus(looks[s], a.number, view)
        out.append((a, v))
    for a in legal:
        if a.kind is BeloteKind.CAPOT and looks[a.suit].cards > 125:
            out.append((a, contract_value(looks[a.suit], 0, True, 1)))
        elif a.kind is BeloteKind.CONTRA and c is not None:
            out.append((a, defence_value(hand, view, c.number, c.suit, c.capot, 2)[0]
                        - CONTRA_MARGIN))
    return sorted(out, key=lambda e: (-e[1], e[0]))


def contra_discounted(o: SuitOutlook) -> SuitOutlook:
    """Our outlook once the opponents said Contra: it says they are strong in our trump."""
    return SuitOutlook(o.suit, o.cards - CONTRA_EVIDENCE, o.combos, o.sigma)


def recontra_p_make(obs: BeloteObservation, evidence: bool = True) -> float:
    """The chance our contracted team makes its contract despite the Contra."""
    c = obs.contract
    assert c is not None
    o = contra_discounted(outlook(obs.hand, c.suit, view_of(obs, evidence)))
    return o.p_capot() if c.capot else o.p_make(c.number)


def contra_value(obs: BeloteObservation, optimism: float = 0.0, evidence: bool = True
                 ) -> tuple[float, float, float]:
    """(value of Contra, value of letting it stand, chance it fails) against the
    opponents' standing contract."""
    c = obs.contract
    assert c is not None
    view = view_of(obs, evidence)
    stand, p_fail = defence_value(obs.hand, view, c.number, c.suit, c.capot, 1)
    double = defence_value(obs.hand, view, c.number, c.suit, c.capot, 2)[0]
    return double - CONTRA_MARGIN + optimism, stand, p_fail


def auction_weight(obs: BeloteObservation, seat: int, dealt_hand: Hand) -> float:
    """How well ``dealt_hand`` explains ``seat``'s calls this deal (1.0: no evidence)."""
    weight = 1.0
    standing = 0
    est: dict[int, float] = {}

    def raw(suit: int) -> float:
        if suit not in est:
            combos, belote = combination_points(dealt_hand, suit)
            est[suit] = INTERCEPT + hand_value(dealt_hand, suit) + MEAN_HAND + combos + belote
        return est[suit]

    for who, a in obs.calls:
        if a.kind is Kind.BID:
            if who == seat:
                weight *= _logistic((raw(a.suit) - 10 * a.number + 4) / 7)
            standing = a.number
        elif a.kind is BeloteKind.CAPOT:
            if who == seat:
                weight *= _logistic((raw(a.suit) - 135) / 12)
            standing = 17
        elif a.kind is Kind.PASS and who == seat and standing == 0:
            best = max(raw(s) for s in range(4))
            weight *= 0.25 + 0.75 * _logistic((82 - best) / 10)
        elif a.kind is BeloteKind.CONTRA and who == seat and obs.contract is not None:
            mine = hand_value(dealt_hand, obs.contract.suit)
            weight *= 0.3 + 0.7 * _logistic((mine - MEAN_HAND) / 10)
    return weight


def _logistic(x: float) -> float:
    if x < -30:
        return 1e-13
    return 1.0 / (1.0 + exp(-x))
