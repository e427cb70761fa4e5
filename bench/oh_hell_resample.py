"""A fair determinization for OpenSpiel's ``oh_hell``: deal every unseen card, the undealt too.

OpenSpiel's own ``OhHellState::ResampleFromInfostate`` (open-spiel 2.0.2) only reshuffles
the cards that were really dealt to the other players among them: the cards nobody was
dealt never enter a sampled world.  A search that determinizes with it therefore knows
which cards the other hands hold between them, only not who holds which; with 4 players
and 5 cards that is 15 known cards out of 46 unseen, and the smaller the hand, the bigger
the leak (``--check-resample`` in ``vs_openspiel.py`` shows it on a deal).  The ISMCTS
bots of issue 19 search with it, so against them our levels, which cannot see those cards,
played a stronger opponent than a fair one at short hands.

``FairResampler`` is handed to OpenSpiel's Python ``ISMCTSBot.set_resampler`` (the hook that
module provides for this), so the bot's algorithm stays OpenSpiel's own: each world gives
the player its own hand and what was played, and deals the other players' remaining cards
and the undealt cards from everything the player has not seen, never giving a player a
suit it has shown void in.  Worlds are uniform over the consistent deals: a shuffled deal
is kept when it breaks no void (rejection, exact), and after ``TRIES`` failures the cards
are placed by ``ai.placement.place_cards`` instead (most-constrained first; a rare fallback,
at long hands with many voids).
The bot's own check that every world has the player's information state holds each time.
"""

from __future__ import annotations

import random
from typing import Any

from ai.placement import place_cards

DECK = 52
TRIES = 30
"""Shuffled deals tried before the constrained placement."""
STOCK = -1
"""The holder of the undealt cards in a placement."""


def chance_actions(hands: list[list[int]], dealer: int, trump: int) -> list[int]:
    """OpenSpiel's chance steps that deal ``hands`` (OpenSpiel ids, by player): the hand
    size, the dealer, card j of the deal to player j % players, then the trump card."""
    n, k = len(hands), len(hands[0])
    return [k, dealer] + [hands[j % n][j // n] for j in range(n * k)] + [trump]


def deal_of(history: tuple[int, ...], n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A history split as ``chance_actions`` laid it out: the cards dealt (player j % n got
    card j) and the actions after the trump card (bids, then plays)."""
    k = history[0]
    return history[2:2 + n * k], history[3 + n * k:]


class FairResampler:
    """``resampler(state, player)`` for ``ISMCTSBot.set_resampler``: a uniform world
    consistent with ``player``'s information in ``state``, as a new OpenSpiel state."""

    def __init__(self, game: Any, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self._key: tuple[int, ...] | None = None

    def __call__(self, state: Any, player: int) -> Any:
        history = tuple(state.history())
        if self._key != history + (player,):
            self._prepare(state, player, history)
        hands = self._deal()
        return self._build(hands)

    def _prepare(self, state: Any, player: int, history: tuple[int, ...]) -> None:
        """What ``player`` knows, worked out once per decision (the bot resamples the
        same root state for every simulation)."""
        n = state.num_players()
        deal, self.after_deal = deal_of(history, n)
        k = history[0]
        self.dealer = history[1]
        self.trump = history[2 + n * k]
        # who played each card is public: replay the actions and read the player to act
        replay = self.game.new_initial_state()
        for a in history[:3 + n * k]:
            replay.apply_action(a)
        played_by: list[list[int]] = [[] for _ in range(n)]
        voids = [set() for _ in range(n)]
        trick: list[int] = []
        for a in self.after_deal:
            p = replay.current_player()
            if a < DECK:
                if trick and a % 4 != trick[0] % 4:
                    voids[p].add(trick[0] % 4)
                played_by[p].append(a)
                trick.append(a)
                if len(trick) == n:
                    trick = []
            replay.apply_action(a)
        own = [deal[j] for j in range(len(deal)) if j % n == player]
        seen = set(own) | {self.trump} | {c for cards in played_by for c in cards}
        self.unseen = [c for c in range(DECK) if c not in seen]
        self.player = player
        self.own = own
        self.played_by = played_by
        self.voids = voids
        self.others = [p for p in range(n) if p != player]
        self.need = {p: k - len(played_by[p]) for p in self.others}
        self._key = history + (player,)

    def _deal(self) -> dict[int, list[int]]:
        """The other players' unplayed cards in one uniform consistent world (a uniform
        draw of the cards in play, without shuffling the undealt rest)."""
        total = sum(self.need.values())
        for _ in range(TRIES):
            cards = self.rng.sample(self.unseen, total)
            hands: dict[int, list[int]] = {}
            i = 0
            for p in self.others:
                hand = cards[i:i + self.need[p]]
                if any(c % 4 in self.voids[p] for c in hand):
                    break
                hands[p] = hand
                i += self.need[p]
            else:
                return hands
        cards = list(self.unseen)
        self.rng.shuffle(cards)
        return self._place(cards)

    def _place(self, cards: list[int]) -> dict[int, list[int]]:
        """The fallback: ``ai.placement.place_cards`` with the undealt pile as one more
        holder, which may hold any suit."""
        eligible = {c: [p for p in self.others if c % 4 not in self.voids[p]] + [STOCK]
                    for c in cards}
        room = dict(self.need)
        room[STOCK] = len(cards) - sum(self.need.values())
        held = place_cards(list(cards), eligible, room, self.rng)
        return {p: held[p] for p in self.others}

    def _build(self, hands: dict[int, list[int]]) -> Any:
        """A new OpenSpiel state dealt these hands (player p gets deal card j when
        j % players == p), the same trump card, then the same bids and plays."""
        full = [self.own if p == self.player else self.played_by[p] + hands[p]
                for p in range(len(self.played_by))]
        s = self.game.new_initial_state()
        for a in chance_actions(full, self.dealer, self.trump) + list(self.after_deal):
            s.apply_action(a)
        return s


class RandomRollout:
    """OpenSpiel's ``mcts.RandomRolloutEvaluator`` with one rollout, drawing from Python's
    ``random`` instead of numpy's: the same evaluation (a uniformly random legal action at
    every step to the end, the returns of the end), about three times as fast, because
    numpy's ``choice`` on a short list costs more than the rest of the step.  OpenSpiel's
    ISMCTS asks its evaluator for ``evaluate`` and ``prior`` only."""

    def __init__(self, rng: random.Random) -> None:
        import numpy as np  # OpenSpiel's ISMCTS adds the returns as numpy arrays

        self.rng = rng
        self.array = np.array

    def evaluate(self, state: Any) -> Any:
        s = state.clone()
        rand = self.rng.random
        while not s.is_terminal():
            if s.is_chance_node():
                actions, probs = zip(*s.chance_outcomes())
                s.apply_action(self.rng.choices(actions, probs)[0])
            else:
                legal = s.legal_actions()
                s.apply_action(legal[int(rand() * len(legal))])
        return self.array(s.returns())

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


def opponents_cards(state: Any, player: int) -> frozenset[int]:
    """The cards the other players hold in ``state`` (OpenSpiel ids), read from its deal
    and history: for the leak check."""
    n = state.num_players()
    deal, after = deal_of(tuple(state.history()), n)
    played = {a for a in after if a < DECK}
    return frozenset(c for j, c in enumerate(deal) if j % n != player and c not in played)
