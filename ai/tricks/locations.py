"""Where the unseen cards are: a learned card-location model for the plain-trick games.

The uniform sampler (``ai.tricks.sampling``) reads the others' cards for voids only, and
the bids as a weight on whole worlds.  People read more: a seat that bid high holds high
cards and trumps, a seat that needed a trick and followed low does not hold the card that
would have won it, a seat that wanted no more tricks and still won one had nothing lower.
This model says so card by card (the method of Solinas, Rebstock and Buro, AAAI 2019): for
each unseen card and each seat that may hold it (or the stock, in Blackout), a score
``exp(w · f)`` from hand-made features ``f`` of the card and of what the seat did, and the
chance of that holder is proportional to the score times the cards the holder still has.
The weights were fitted offline by ``bench/train_locations.py`` on games the project's own
levels played; they ship as ``locations.json`` beside this module and are read with the
standard library alone.  A world is then dealt card by card in proportion to the scores
within the hard constraints (voids, counts), which stay exact (``ai.placement``).
"""

from __future__ import annotations

import dataclasses
import json
import math
from functools import cache
from importlib import resources

from ai.tricks.sampling import Constraints
from ai.tricks.simulator import beats
from game.core.cards import DECK_52, Hand
from game.core.observation import Observation

CARD_TERMS = ("1", "trump", "rank", "trump·rank", "boss", "top", "trump·top")
"""What a card is: the terms every seat feature is crossed with (``top``: a king or ace;
``boss``: no live card of its suit is higher)."""
SEAT_TERMS = ("seat", "bid", "need", "made", "unbid", "zero")
"""What a seat wants: a seat (not the stock), its bid and the tricks it still needs, both
as a share of the cards, whether its bid is made (or broken), whether it has not bid,
whether it bid none."""
PLAY_TERMS = ("played", "led", "lost·want", "lost·avoid", "won·avoid", "won·want",
              "dearer win", "discard", "ruffed")
"""What a seat did in the card's suit, each crossed with ``1`` and the card's rank: cards
it played and led; times it lost a trick the card would have won, when it wanted tricks and
when it did not; times it won one the card would have lost, the same two ways; times it won
with a card dearer than this one (which would have won too); cards of the suit it threw on
another suit's trick; for a trump, how often it trumped in."""
PLAY_CARD_TERMS = ("1", "rank", "trump")
FEATURES = tuple(f"{s}×{c}" for s in SEAT_TERMS for c in CARD_TERMS) + tuple(
    f"{p}×{c}" for p in PLAY_TERMS for c in PLAY_CARD_TERMS)
"""Names of the features, in the order of the weights."""

_N_SEAT = len(SEAT_TERMS) * len(CARD_TERMS)


@cache
def location_weights(game_id: str) -> tuple[float, ...] | None:
    """The fitted weights of ``game_id`` (None: the file has no model for it)."""
    text = resources.files("ai.tricks").joinpath("locations.json").read_text("utf-8")
    data = json.loads(text)
    entry = data.get(game_id)
    if entry is None:
        return None
    if tuple(entry["features"]) != FEATURES:
        raise ValueError(f"locations.json's {game_id} model has other features than this code")
    return tuple(float(w) for w in entry["weights"])


class _SeatPlay:
    """Per seat, per suit: what it did, kept as the events the card features need."""

    __slots__ = ("discards", "led", "played", "ruffed", "wins_losses")

    def __init__(self) -> None:
        self.played = [0, 0, 0, 0]
        self.led = [0, 0, 0, 0]
        self.discards = [0, 0, 0, 0]
        self.ruffed = 0
        # (suit, winning card before it, card it played, wanted tricks)
        self.wins_losses: list[tuple[int, int, int, bool]] = []


def _seat_plays(obs: Observation, bids: tuple[int, ...]) -> list[_SeatPlay]:
    n = obs.players
    out = [_SeatPlay() for _ in range(n)]
    taken = [0] * n
    trump = obs.trump
    for trick in obs.past_tricks + (obs.trick,):
        if not trick:
            continue
        lead_seat, lead = trick[0]
        led = lead // 13
        best_seat, best = lead_seat, lead
        out[lead_seat].led[led] += 1
        out[lead_seat].played[led] += 1
        for seat, card in trick[1:]:
            play = out[seat]
            suit = card // 13
            play.played[suit] += 1
            if suit == led:
                want = bids[seat] - taken[seat] > 0 if bids[seat] >= 0 else True
                play.wins_losses.append((suit, best, card, want))
            elif suit == trump:
                play.ruffed += 1
            else:
                play.discards[suit] += 1
            if beats(card, best, trump):
                best_seat, best = seat, card
        if len(trick) == n:
            taken[best_seat] += 1
    return out


def _card_terms(card: int, trump: int, live: int) -> tuple[float, ...]:
    suit, rank = card // 13, card % 13
    t = 1.0 if suit == trump else 0.0
    r = rank / 12.0
    higher = live >> (card + 1) & ((1 << (12 - rank)) - 1)
    top = 1.0 if rank >= 11 else 0.0
    return 1.0, t, r, t * r, 0.0 if higher else 1.0, top, t * top


def holder_features(
    obs: Observation, bids: tuple[int, ...], hidden: tuple[int, ...], live: int,
) -> dict[int, list[list[float]]]:
    """For each ``hidden`` card, the features of each other seat as its holder, in seat
    order without ``obs.seat``; the stock's are all zero.  ``bids``: each seat's bid (-1
    not yet), ``live``: cards not yet played nor out of play."""
    n = obs.players
    plays = _seat_plays(obs, bids)
    left = max(1, obs.hand.bit_count())
    seats = [s for s in range(n) if s != obs.seat]
    seat_terms = {}
    for s in seats:
        b = bids[s]
        if b < 0:
            seat_terms[s] = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)
        else:
            need = b - obs.tricks[s]
            seat_terms[s] = (1.0, b / obs.hand_size, need / left, 1.0 if need <= 0 else 0.0,
                             0.0, 1.0 if b == 0 else 0.0)
    trump = obs.trump
    out: dict[int, list[list[float]]] = {}
    for c in hidden:
        ct = _card_terms(c, trump, live)
        suit = c // 13
        rows = []
        for s in seats:
            f = [a * b for a in seat_terms[s] for b in ct]
            p = plays[s]
            lost_want = lost_avoid = won_avoid = won_want = dearer = 0.0
            for su, best, card, want in p.wins_losses:
                if su != suit:
                    continue
                c_wins = beats(c, best, trump)
                x_wins = beats(card, best, trump)
                if c_wins and not x_wins:
                    if want:
                        lost_want += 1
                    else:
                        lost_avoid += 1
                elif x_wins and not c_wins:
                    if want:
                        won_want += 1
                    else:
                        won_avoid += 1
                elif x_wins and c_wins and c < card:
                    dearer += 1
            terms = (p.played[suit], p.led[suit], lost_want, lost_avoid, won_avoid, won_want,
                     dearer, p.discards[suit], p.ruffed if suit == trump else 0)
            r, t = ct[2], ct[1]
            for v in terms:
                f.append(float(v))
                f.append(v * r)
                f.append(v * t)
            rows.append(f)
        out[c] = rows
    return out


def holder_scores(
    weights: tuple[float, ...], features: dict[int, list[list[float]]], seats: list[int],
    stock: int,
) -> dict[int, dict[int, float]]:
    """Per hidden card, each holder's score ``exp(w · f)`` (the other ``seats``, and the
    stock as index ``len(seats) + 1`` — the number of players — when there is one): the
    holder's chance is proportional to its score times its cards."""
    n = len(seats) + 1
    out: dict[int, dict[int, float]] = {}
    for c, rows in features.items():
        scores = {}
        for s, f in zip(seats, rows, strict=True):
            z = 0.0
            for w, x in zip(weights, f, strict=True):
                if x:
                    z += w * x
            scores[s] = math.exp(max(-30.0, min(30.0, z)))
        if stock:
            scores[n] = 1.0
        out[c] = scores
    return out


def located(
    cons: Constraints, obs: Observation, game_id: str, bids: tuple[int, ...], out_of_play: Hand,
) -> Constraints:
    """``cons`` with the location model's scores, so that worlds are dealt by them (as it
    is when the file has no model for ``game_id``)."""
    weights = location_weights(game_id)
    if weights is None:
        return cons
    live = DECK_52 & ~obs.played & ~out_of_play
    features = holder_features(obs, bids, cons.hidden_cards, live)
    seats = [s for s in range(obs.players) if s != obs.seat]
    return dataclasses.replace(
        cons, scores=holder_scores(weights, features, seats, cons.stock))
