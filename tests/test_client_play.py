"""A human seat plays whole deals of each game through pygame's real event queue.

Clicks and keys are posted with ``pygame.event.post`` and handled by the app's own frame
loop, exactly as a person's input would be; computers (level ``random``, for speed) fill
the other seats and answer on the worker thread.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.actions import PLAYS, Kind, bid
from game.core.dealing import first_dealer
from tests.client_support import click, frames, frames_until, key, make_app, settle, start


def seeds_where_dealer_is(seat: int, players: int) -> list[int]:
    return [s for s in range(1, 500) if first_dealer(s, players) == seat]


def card_click_point(table, card: int) -> tuple[int, int]:
    rect = table.hand_rect_of[card]
    return rect.left + 4, rect.top + 8  # the corner no later card covers


def play_one_deal(app, table, pick_call) -> None:
    """Act for the human until this deal is scored and the score sheet is up."""
    for _ in range(60):
        settle(app, table)
        if app.stack.top is not table:
            return
        state = table.shown
        legal = table.session.legal()
        if state.phase == "bidding":
            action = pick_call(legal)
            button = next(b for b in table.bid_panel.buttons if b.key == action)
            click(button.rect.center)
            frames(app, 2)
            if table.choice.pending_bid is not None:
                key(pygame.K_RETURN)  # send now rather than wait out "change my bid"
                frames(app, 2)
        else:
            card = next(a.card for a in legal if a.kind is Kind.PLAY)
            click(card_click_point(table, card))
            frames(app, 2)
    raise AssertionError("the deal did not end")


def test_blackout_human_bids_and_plays_a_whole_deal_then_the_next_starts() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11,
                  options={"deal_sequence": "descending", "max_cards": 5})
    assert table.shown.hand_size == 5
    play_one_deal(app, table, lambda legal: legal[min(1, len(legal) - 1)])
    state = table.session.view
    assert len(state.results) == 1
    assert state.observation.bids[0] == 1  # the bid the human clicked
    assert state.results[0].tricks[0] == state.tricks[0]
    assert type(app.stack.top).__name__ == "ScoreSheet"
    key(pygame.K_RETURN)  # next deal
    frames_until(app, lambda: table.session.view.deal_number == 2)
    assert app.stack.top is table


def test_partnership_human_calls_and_plays_a_whole_deal() -> None:
    app = make_app()
    table = start(app, "partnership-blackout", seed=3)

    def call(legal):
        return bid(3) if bid(3) in legal else legal[0]

    play_one_deal(app, table, call)
    state = table.session.view
    assert len(state.results) == 1
    assert state.hand_counts == (0, 0, 0, 0)
    assert any(a == bid(3) for s, a in state.calls if s == 0) or 0 in state.skipped


def test_belote_human_calls_and_plays_a_whole_deal() -> None:
    app = make_app()
    table = start(app, "bazar-belote", seed=5)
    played = False
    for _ in range(6):  # a deal may be thrown in: then play the next one
        play_one_deal(app, table, lambda legal: legal[0])
        state = table.session.view
        if not state.results[-1].thrown_in:
            played = True
            break
        key(pygame.K_RETURN)
        frames(app, 3)
    assert played
    assert state.hand_counts == (0, 0, 0, 0)
    assert sum(len(t) for t in state.past_tricks) == 32


def test_clicking_an_unplayable_card_shows_the_cores_reason() -> None:
    app = make_app()
    table = start(app, "blackout", seed=21,
                  options={"deal_sequence": "descending", "max_cards": 8})
    for _ in range(40):
        settle(app, table)
        if app.stack.top is not table:
            pytest.fail("the deal ended before a follow-suit refusal could be tried")
        state = table.shown
        legal = table.session.legal()
        if state.phase == "bidding":
            click(next(b for b in table.bid_panel.buttons if b.enabled).rect.center)
            frames(app, 1)
            key(pygame.K_RETURN)
            frames(app, 2)
            continue
        illegal = [c for c in table.hand_rect_of if PLAYS[c] not in legal]
        if illegal:
            before = state.hand
            click(card_click_point(table, illegal[0]))
            frames_until(app, lambda: table.message is not None
                         and "must follow suit" in table.message[0])
            assert table.session.view.hand == before  # nothing was played
            return
        click(card_click_point(table, legal[0].card))
        frames(app, 2)
    pytest.fail("no unplayable card came up")


def test_hook_bid_is_greyed_explained_and_refused() -> None:
    app = make_app()
    for seed in seeds_where_dealer_is(0, 4):
        table = start(app, "blackout", seed=seed, options={"hook": True, "max_cards": 6,
                                                           "deal_sequence": "descending"})
        settle(app, table)
        state = table.shown
        assert state.to_play == state.dealer == 0
        forbidden = state.observation.forbidden_bid
        if forbidden is not None:  # the others' bids left a number to forbid
            break
    button = next(b for b in table.bid_panel.buttons if b.key == bid(forbidden))
    assert not button.enabled
    assert any("Hook" in note for note in table.panel_notes())
    click(button.rect.center)
    frames_until(app, lambda: table.message is not None and "hook" in table.message[0])
    assert table.session.view.to_play == 0  # still the dealer's call


def test_change_my_bid_before_it_is_sent() -> None:
    app = make_app(change_bid_seconds=10.0)  # the longest the setting takes
    table = start(app, "blackout", seed=11, options={"deal_sequence": "descending",
                                                     "max_cards": 5})
    settle(app, table)
    first, second = (b for b in table.bid_panel.buttons if b.enabled and b.key.number in (1, 2))
    click(first.rect.center)
    frames(app, 2)
    assert table.choice.pending_bid == first.key
    assert table.session.view.observation.bids[0] == -1  # not sent yet
    click(second.rect.center)
    frames(app, 2)
    key(pygame.K_RETURN)
    frames_until(app, lambda: table.session.view.observation.bids[0] == second.key.number)


def test_u_while_a_bid_counts_down_cancels_it() -> None:
    """Issue 48, item 11: 0 then U said "nothing to take back" and the bid went anyway."""
    app = make_app(change_bid_seconds=10.0)
    table = start(app, "blackout", seed=11, options={"deal_sequence": "descending",
                                                     "max_cards": 5})
    settle(app, table)
    key(pygame.K_0)
    frames(app, 60)  # the digit becomes the bid (another digit could have followed)
    assert table.choice.pending_bid is not None and table.choice.pending_bid.number == 0
    key(pygame.K_u)
    frames(app, 2)
    assert table.choice.pending_bid is None
    assert table.message is not None and "not sent" in table.message[0]
    frames(app, 60 * 11)  # longer than the countdown: nothing goes to the table
    assert table.session.view.observation.bids[0] == -1
    assert table.session.view.to_play == 0


def test_undo_after_an_only_card_speaks_of_the_card_first() -> None:
    """Issue 48, item 12: Undo after the card that closed a trick (the only one the player
    could play, which Undo skips) was refused with words about a call only."""
    app = make_app(change_bid_seconds=0.0, undo=True)
    for seed in seeds_where_dealer_is(0, 4):
        table = start(app, "blackout", seed=seed, level="easy",
                      options={"deal_sequence": "descending", "max_cards": 5})
        settle(app, table)
        table.session.apply(table.session.legal()[0], 0)
        settle(app, table)
        if len(table.session.legal()) == 1:
            break
    assert len(table.shown.observation.trick) == 3  # the player's card closes the trick
    key(pygame.K_RETURN)
    frames_until(app, lambda: table.session.view.observation.hand.bit_count() == 4)
    frames(app, 3)
    settle(app, table)
    key(pygame.K_u)
    frames(app, 3)
    assert table.message is not None and table.message[0].startswith(
        "Your last card was the only one you could play"), table.message


def test_keyboard_digits_bid_and_arrows_enter_play() -> None:
    app = make_app(change_bid_seconds=0.0)
    table = start(app, "blackout", seed=11, options={"deal_sequence": "descending",
                                                     "max_cards": 5})
    settle(app, table)
    key(pygame.K_2)
    frames_until(app, lambda: table.session.view.observation.bids[0] == 2)
    settle(app, table)
    if app.stack.top is not table or table.shown.phase != "play":
        pytest.skip("the deal ended before the human played")  # pragma: no cover
    before = table.session.view.hand.bit_count()
    for _ in range(6):
        key(pygame.K_RIGHT)
        key(pygame.K_RETURN)
        frames(app, 1)
        frames_until(app, lambda: not table.session.awaiting)  # played, or refused
        if table.session.view.hand.bit_count() < before:
            break
    assert table.session.view.hand.bit_count() == before - 1


def test_hint_gives_a_legal_suggestion_with_a_reason() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11, level="easy",
                  options={"deal_sequence": "descending", "max_cards": 5})
    settle(app, table)
    key(pygame.K_h)
    deadline = time.monotonic() + 60.0  # the hint searches on the AI thread: wait by the clock
    while table.session.hint is None and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.005)
    assert table.session.hint is not None
    _seat, suggestion = table.session.hint
    assert suggestion.action in table.session.legal()
    assert table.message is not None and table.message[0].startswith("Hint:")


def test_belote_contra_is_live_out_of_turn_and_goes_in_with_the_human_seat() -> None:
    from game.core.actions import PASS
    from game.core.belote.calls import CONTRA

    app = make_app(ai_pause=0.3)  # the pace that gives a person time to say Contra
    for seed in range(1, 40):
        table = start(app, "bazar-belote", seed=seed)
        deadline = time.monotonic() + 20.0
        while time.monotonic() < deadline:
            frames(app)
            time.sleep(0.002)
            session = table.session
            state = table.shown
            if app.stack.top is not table or state.phase != "bidding":
                break
            if not table.accepting():
                continue
            if CONTRA in state.legal_actions() and state.to_play != 0 and table.bid_panel:
                button = next(b for b in table.bid_panel.buttons if b.key == CONTRA)
                assert button.enabled
                assert [b.key for b in table.bid_panel.buttons if b.enabled] == [CONTRA]
                click(button.rect.center)
                frames_until(app, lambda s=session: (0, CONTRA) in s.view.calls)
                return
            if state.to_play == 0 and table.bid_panel is not None:
                click(next(b for b in table.bid_panel.buttons if b.key == PASS).rect.center)
                frames(app, 2)
    pytest.fail("no out-of-turn Contra chance came up for the human")


def test_belote_manual_declarations_offer_announce_before_the_first_card() -> None:
    from game.core.actions import PASS
    from game.core.belote.calls import ANNOUNCE

    app = make_app()
    for seed in range(1, 60):
        table = start(app, "bazar-belote", seed=seed, options={"declarations": "manual"})
        for _ in range(300):
            frames(app)
            state = table.shown
            if app.stack.top is not table or not table.accepting():
                if app.stack.top is not table:
                    break
                continue
            if state.to_play != 0:
                continue
            legal = table.session.legal()
            if state.phase == "bidding" and table.bid_panel is not None:
                click(next(b for b in table.bid_panel.buttons if b.key == PASS).rect.center)
                frames(app, 2)
            elif state.phase == "play":
                if ANNOUNCE not in legal:
                    break  # no combination in this hand: try another deal
                frames(app, 1)
                button = next(b for b in table.bid_panel.buttons if b.key == ANNOUNCE)
                click(button.rect.center)
                frames_until(app, lambda t=table: t.session.view.observation.announcements[0] is not None)
                assert 0 in table.animator.bubbles  # "Tierce (20)" or the like, over the player
                assert table.session.view.to_play == 0  # the card is still to come
                return
    pytest.fail("no hand with a combination came to the human")


def test_two_people_at_one_screen_each_get_the_bottom_seat_in_turn() -> None:
    from game.client.matches.session import HUMAN, MatchSetup

    app = make_app()
    setup = MatchSetup("partnership-blackout", {"preset": "pagat"},
                       (HUMAN, "random", HUMAN, "random"), seed=5)
    table = app.matches.start(setup)
    seen = set()
    for _ in range(12):
        settle(app, table)
        if app.stack.top is not table:
            break
        state = table.shown
        assert table.session.viewer == state.to_play  # the person to act sits at the bottom
        seen.add(state.to_play)
        legal = table.session.legal()
        if state.phase == "bidding":
            click(next(b for b in table.bid_panel.buttons if b.enabled).rect.center)
        else:
            click(card_click_point(table, legal[0].card))
        frames(app, 2)
    assert seen == {0, 2}


def test_the_table_says_you_take_the_trick_and_never_an_empty_bidding_over() -> None:
    """issue 21, defect 6: "You takes the trick"; Belote's "Bidding over:" with nothing
    after it."""
    app = make_app()
    table = start(app, "bazar-belote", seed=5)
    said: list[str] = []
    say = table.line.say

    def record(label, *args, **kwargs):
        said.append(label)
        say(label, *args, **kwargs)

    table.line.say = record
    for _ in range(6):
        play_one_deal(app, table, lambda legal: legal[-1])  # bid when it can: a contract
        if not table.session.view.results[-1].thrown_in:
            break
        key(pygame.K_RETURN)
        frames(app, 3)
    you = table.session.names[0]
    assert not any(line.startswith(f"{you} takes") for line in said)
    human_tricks = table.session.view.results[-1].tricks[0]
    assert ("You take the trick" in said) == (human_tricks > 0)
    overs = [line for line in said if line.startswith("Bidding over")]
    assert overs and all(line.split(":", 1)[1].strip() for line in overs), overs
