"""Claiming the rest (issue 21): valid only when the claimer takes every remaining trick on
every line of play the others may choose, checked by exact search over the real hands."""

from __future__ import annotations

import random

from game.core import create_game
from game.core.claim import check_claim
from game.core.phase import Phase
from game.core.record import record_of, replay_record


def blackout_play(hands: list[list[str]], turn_up: str, dealer: int = 3):
    """A 4-player Blackout deal at its first card (every seat bids the first legal bid)."""
    g = create_game("blackout", players=4, deal_sequence="descending",
                    max_cards=len(hands[0]))
    s = g.new_deal(hands=hands, dealer=dealer, turn_up=turn_up, deal_number=1)
    while s.phase is Phase.BIDDING:
        s = s.apply(s.legal_actions()[0])
    return s


def test_the_top_card_of_every_suit_on_lead_is_a_valid_claim_with_its_winning_line() -> None:
    # Seat 0 leads (dealer 3) and holds the ace of each plain suit; trumps are clubs (turn-up
    # 2C) and nobody else holds a club, so nobody can ruff.
    s = blackout_play([["AS", "AH", "AD"], ["KS", "KH", "KD"], ["QS", "QH", "QD"],
                       ["JS", "JH", "JD"]], turn_up="2C")
    assert s.to_play == 0
    claim = check_claim(s, 0)
    assert claim.valid and claim.decided
    assert claim.tricks_left == 3
    end = s
    for action in claim.line:
        end = end.apply(action)
    assert end.phase is not Phase.PLAY
    assert end.deal_result.tricks == (3, 0, 0, 0)


def test_a_void_opponent_holding_a_trump_refutes_the_claim_and_is_named() -> None:
    # Seat 2 has no spade but a trump heart (turn-up 2H): it ruffs the spade ace.
    s = blackout_play([["AS", "KS"], ["QS", "JS"], ["3H", "4D"], ["10S", "9S"]],
                      turn_up="2H")
    claim = check_claim(s, 0)
    assert not claim.valid and claim.decided
    assert claim.taker == 2
    end = s
    for action in claim.counter:
        end = end.apply(action)
    assert end.tricks[2] == 1


def test_the_winning_line_cashes_the_ace_first_when_the_small_card_first_would_lose() -> None:
    # Ace first draws every other spade; then the 2S wins too. The 2S first loses to the KS.
    s = blackout_play([["AS", "2S"], ["KS", "4D"], ["3S", "5D"], ["5S", "6D"]],
                      turn_up="2C")
    claim = check_claim(s, 0)
    assert claim.valid
    assert str(claim.line[0]) == "play AS"


def test_an_opponents_higher_card_in_a_suit_the_claimer_must_play_refutes_the_claim() -> None:
    # Seat 0 (on lead) holds AS and 5H; seat 1 holds the AH: whatever the order, the
    # heart trick is seat 1's.
    s = blackout_play([["AS", "5H"], ["KS", "AH"], ["QS", "2D"], ["JS", "3D"]],
                      turn_up="2C")
    claim = check_claim(s, 0)
    assert not claim.valid and claim.taker == 1


def test_no_claim_outside_the_play() -> None:
    g = create_game("blackout", players=4)
    s = g.new_match(seed=5)
    assert s.phase is Phase.BIDDING
    assert not check_claim(s, 0).valid


def test_a_tiny_budget_leaves_a_large_claim_undecided_never_guessed() -> None:
    g = create_game("blackout", players=4, deal_sequence="descending", max_cards=13)
    s = g.new_match(seed=3)
    rng = random.Random(3)
    while s.phase is not Phase.PLAY:
        s = s.apply(rng.choice(s.legal_actions()))
    claim = check_claim(s, s.to_play, budget=5)
    assert not claim.valid and not claim.decided


def brute_force(state, seat) -> bool:
    """The definition itself, with no memo: every line of the others, some of the claimer's."""
    if state.phase is not Phase.PLAY:
        return True
    children = [state.apply(a) for a in state.legal_actions()]
    ok = [c for c in children
          if all(t == b for s, (t, b) in enumerate(zip(c.tricks, state.tricks, strict=True))
                 if s != seat) or c.phase is not Phase.PLAY and all(
              t == b for s, (t, b) in enumerate(zip(c.deal_result.tricks, state.tricks,
                                                    strict=True)) if s != seat)]
    good = [brute_force(c, seat) for c in ok]
    if state.to_play == seat:
        return any(good)
    return len(ok) == len(children) and all(good)


def test_the_search_agrees_with_the_definition_at_the_end_of_random_deals() -> None:
    checked = valid = 0
    for game_id, opts in (("blackout", {"players": 4}), ("partnership-blackout", {}),
                          ("bazar-belote", {})):
        g = create_game(game_id, **opts)
        for seed in range(1, 9):
            rng = random.Random(seed)
            s = g.new_match(seed=seed)
            while s.phase is not Phase.PLAY or s.hand_size - len(s.past_tricks) > 3:
                if s.phase in (Phase.SCORED, Phase.OVER):
                    s = s.apply(s.legal_actions()[0])
                    continue
                s = s.apply(rng.choice(s.legal_actions()))
            while s.phase is Phase.PLAY:
                claim = check_claim(s, s.to_play)
                assert claim.decided
                assert claim.valid == brute_force(s, s.to_play), (game_id, seed)
                checked += 1
                valid += claim.valid
                s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 50 and 0 < valid < checked


def test_the_winning_line_applied_replays_from_the_record() -> None:
    s = blackout_play([["AS", "AH", "AD"], ["KS", "KH", "KD"], ["QS", "QH", "QD"],
                       ["JS", "JH", "JD"]], turn_up="2C")
    end = s
    for action in check_claim(s, 0).line:
        end = end.apply(action)
    assert replay_record(record_of(end)) == end
