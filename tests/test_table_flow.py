"""Playing at the table (issue 21 part C): undo, confirm before play, double-click and drag,
the last trick, the forced card, the claim, and defects 12 and 21 — through pygame's real
event queue and the app's own frame loop, as a person's input would come."""

from __future__ import annotations

import threading
import time

import pygame

from game.client.matches.session import HUMAN, MatchSession, MatchSetup
from game.client.table.last_trick import LastTrickOverlay, last_trick, played_by_suit
from game.client.table.scene import TableScene
from game.core import create_game
from game.core.actions import Kind
from game.core.dealing import first_dealer
from game.core.phase import Phase
from game.core.record import record_of, replay_record
from game.table.takebacks import TakeBacks
from game.table.thinking import Thinker
from tests.client_support import (
    DT,
    click,
    frames,
    frames_until,
    key,
    make_app,
    record_truth,
    settle,
    start,
)

FIVE = {"deal_sequence": "descending", "max_cards": 5}


def card_point(table: TableScene, card: int) -> tuple[int, int]:
    rect = table.hand_rect_of[card]
    return rect.left + 4, rect.top + 8


def to_my_play(app, table, tricks_before: int = 0, choice: bool = False) -> None:
    """Bid (first enabled call) and play (first legal card) for the player until it is
    the player's card to play with at least ``tricks_before`` tricks taken (and, with
    ``choice``, more than one card to choose from)."""
    for _ in range(80):
        settle(app, table)
        state = table.shown
        if state.phase is Phase.PLAY and len(state.past_tricks) >= tricks_before and (
                not choice or len(state.legal_actions()) > 1):
            return
        if state.phase is Phase.BIDDING:
            click(next(b for b in table.bid_panel.buttons if b.enabled).rect.center)
            frames(app, 2)
            key(pygame.K_RETURN)
            frames(app, 2)
        else:
            card = next(a.card for a in table.session.legal() if a.kind is Kind.PLAY)
            click(card_point(table, card))
            frames(app, 2)
    raise AssertionError("never reached the player's card")


def my_cards(table) -> list[int]:
    return [a.card for a in table.session.legal() if a.kind is Kind.PLAY]


def played(view, seat: int = 0) -> list[int]:
    """The cards ``seat`` has played this deal, in order (from the seat's own view)."""
    return [c for trick in (*view.past_tricks, view.trick) for s, c in trick if s == seat]


def key_up(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


# ------------------------------------------------------------------------- undo
def test_undo_takes_back_my_card_and_the_computers_after_it_and_the_autosave_forgets_them(
) -> None:
    app = make_app(persistent=True)
    truth = record_truth(app)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, choice=True)
    frames(app, 1)
    before = truth[-1]
    assert app.storage.saves.load_state() == before
    card = my_cards(table)[-1]
    click(card_point(table, card))
    frames(app, 2)
    settle(app, table)
    assert len(truth[-1].log) > len(before.log) + 1  # the computers went on too
    key(pygame.K_u)
    frames_until(app, lambda: table.message is not None and "Taken back" in table.message[0])
    frames(app, 1)
    assert truth[-1] == before
    assert table.shown.hand == before.hands[0]  # the card is back in the hand
    assert app.storage.saves.load_state() == before
    assert record_of(truth[-1])["actions"] == record_of(before)["actions"]


def test_undo_is_off_in_strict_settings_no_button_and_u_says_so() -> None:
    app = make_app(undo=False)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    click(card_point(table, my_cards(table)[0]))
    frames(app, 2)
    settle(app, table)
    assert not any(b.key == "undo" for b in table.buttons.buttons)
    version = table.session.version
    key(pygame.K_u)
    frames(app, 2)
    assert table.session.version == version
    assert "Settings" in table.message[0]


def test_the_undo_button_takes_back_like_the_key() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, choice=True)
    before = table.shown
    click(card_point(table, my_cards(table)[0]))
    frames(app, 2)
    settle(app, table)
    button = next(b for b in table.buttons.buttons if b.key == "undo")
    assert button.enabled
    click(button.rect.center)
    frames_until(app, lambda: table.shown.hand == before.hand)
    assert table.shown.observation == before.observation


def two_card_deal():
    g = create_game("blackout", players=4, deal_sequence="descending", max_cards=2)
    return g.new_deal(hands=[["AS", "2H"], ["KS", "3H"], ["QS", "4H"], ["JS", "5H"]],
                      dealer=3, turn_up="2C")


def test_undo_returns_to_the_last_choice_skipping_a_forced_card() -> None:
    state = two_card_deal()
    takebacks = TakeBacks(state)
    chosen_at = None
    while state.phase is not Phase.SCORED:
        seat = state.to_play
        if seat == 0 and state.phase is Phase.PLAY and len(state.legal_actions()) > 1:
            chosen_at = state
        new = state.apply(state.legal_actions()[0])
        takebacks.record(state, new, seat)
        state = new
        if state.phase is Phase.PLAY and len(state.past_tricks) == 1 and state.to_play == 0:
            break  # seat 0 leads trick 2 with its last card: forced
    forced = state.apply(state.legal_actions()[0])
    takebacks.record(state, forced, 0)
    assert takebacks.go_back(0) == chosen_at


def test_nothing_to_undo_at_the_start_of_a_deal() -> None:
    state = two_card_deal()
    assert TakeBacks(state).go_back(0) is None


def test_a_cancelled_question_is_never_thought_about() -> None:
    thinker = Thinker()
    gate, seen = threading.Event(), []

    def think(n: int) -> int:
        seen.append(n)
        gate.wait(5)
        return n

    first = thinker.submit(think, 1)
    stale = thinker.submit(think, 2)
    stale.cancel()  # its position is gone before it began
    gate.set()
    last = thinker.submit(think, 3)
    assert (first.result(5), last.result(5)) == (1, 3)
    thinker.close()
    assert stale.cancelled() and seen == [1, 3]


# ------------------------------------------------------------ confirm, drag, double-click
def test_confirm_before_play_the_first_click_lifts_the_card_the_second_plays_it() -> None:
    app = make_app(confirm_play=True)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    card = my_cards(table)[0]
    version = table.session.version
    click(card_point(table, card))
    frames(app, 2)
    assert table.session.version == version
    assert table.choice.lifted == card
    click(card_point(table, card))
    frames_until(app, lambda: played(table.session.view) == [card])


def test_confirm_before_play_enter_lifts_then_plays() -> None:
    app = make_app(confirm_play=True)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    version = table.session.version
    key(pygame.K_RETURN)
    frames(app, 2)
    assert table.session.version == version and table.choice.lifted is not None
    key(pygame.K_RETURN)
    frames_until(app, lambda: table.session.version > version)


def test_a_double_click_plays_a_card_with_confirm_before_play() -> None:
    app = make_app(confirm_play=True)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    table.choice.lifted = None
    card = my_cards(table)[-1]
    point = card_point(table, card)
    click(point)
    click(point)  # both in one frame: well within the double-click time
    frames_until(app, lambda: played(table.session.view) == [card])


def drag(start_pos: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    mid = ((start_pos[0] + end[0]) // 2, (start_pos[1] + end[1]) // 2)
    for pos in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def test_a_card_dragged_to_the_middle_is_played_dropped_elsewhere_it_returns() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    card = my_cards(table)[0]
    version = table.session.version
    drag(card_point(table, card), (5, table.layout.bar.bottom + 5))
    frames(app, 2)
    assert table.session.version == version and table.input.press is None
    assert table.hand_rect_of[card]  # back in the hand
    drag(card_point(table, card), table.layout.centre)
    frames_until(app, lambda: played(table.session.view) == [card])


# -------------------------------------------------------------------- last trick
def test_l_held_shows_the_last_trick_and_who_took_it_released_it_closes() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, tricks_before=1)
    state = table.shown
    trick, winner = last_trick(state)
    assert trick == tuple(state.past_tricks[-1])
    took = [t for t in state.tricks]
    assert winner is not None and took[winner] >= 1
    assert sum(len(v) for v in played_by_suit(state).values()) == 4 * len(
        state.past_tricks) + len(state.trick)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l",
                                         scancode=0))
    frames(app, 2)
    assert isinstance(app.stack.top, LastTrickOverlay)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l",
                                         scancode=0))  # the key repeating while held
    frames(app, 1)
    assert isinstance(app.stack.top, LastTrickOverlay)
    key_up(pygame.K_l)
    frames(app, 1)
    assert app.stack.top is table


def test_the_last_trick_button_opens_it_until_a_click_or_esc() -> None:
    app = make_app()
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, tricks_before=1)
    button = next(b for b in table.buttons.buttons if b.key == "last_trick")
    click(button.rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, LastTrickOverlay)
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.stack.top is table


def test_before_the_first_trick_there_is_no_last_trick() -> None:
    assert last_trick(two_card_deal()) is None


def test_the_played_so_far_rows_show_the_decks_suits_whatever_was_dealt() -> None:
    """issue 36: the rows were built from every hand, so a 1-card deal told the player
    which suits nobody held."""
    from game.client.table.last_trick import deck_suits
    from game.table.view import seat_view

    for seed in range(1, 60):
        state = create_game("blackout", players=4).new_match(seed=seed)  # one card each
        assert sorted(deck_suits(seat_view(state, 0, 0))) == [0, 1, 2, 3]


# ------------------------------------------------------------------ forced card
def one_card_match(seed_dealer: int = 3):
    """A Blackout match seed whose first deal (one card each) the player leads."""
    return next(s for s in range(1, 500) if first_dealer(s, 4) == seed_dealer)


def test_the_only_legal_card_plays_itself_after_a_visible_pause_when_asked() -> None:
    app = make_app(auto_play_forced=True)
    table = start(app, "blackout", seed=one_card_match())
    to_my_play(app, table)
    version = table.session.version
    assert len(table.shown.legal_actions()) == 1
    frames(app, round(0.3 / DT))
    assert table.session.version == version  # still visible, lifted
    assert "only card" in table.message[0]
    frames(app, round(0.7 / DT))
    frames_until(app, lambda: table.session.version > version)


def test_the_only_legal_card_waits_for_the_player_when_not_asked() -> None:
    app = make_app()
    table = start(app, "blackout", seed=one_card_match())
    to_my_play(app, table)
    version = table.session.version
    frames(app, round(2.0 / DT))
    assert table.session.version == version


# ------------------------------------------------------------------------ claim
def table_at(app, state) -> TableScene:
    setup = MatchSetup(state.game.id, state.game.options_dict(),
                       (HUMAN, "random", "random", "random"))
    session = MatchSession(setup, app.thinker, state=state, on_change=app.matches.saver_for(setup))
    table = app.matches.table_for(session)
    app.stack.clear_to(table)
    return table


def bid_out(state):
    while state.phase is Phase.BIDDING:
        state = state.apply(state.legal_actions()[0])
    return state


def test_c_claims_the_rest_when_every_trick_is_mine_and_the_record_replays() -> None:
    app = make_app()
    truth = record_truth(app)
    g = create_game("blackout", players=4, deal_sequence="descending", max_cards=3)
    state = bid_out(g.new_deal(hands=[["AS", "AH", "AD"], ["KS", "KH", "KD"],
                                      ["QS", "QH", "QD"], ["JS", "JH", "JD"]],
                               dealer=3, turn_up="2C"))
    table = table_at(app, state)
    frames(app, 2)
    assert any(b.key == "claim" for b in table.buttons.buttons)
    key(pygame.K_c)
    frames_until(app, lambda: table.session.view.deal_result is not None)
    end = table.session.view
    assert end.deal_result.tricks == (3, 0, 0, 0)
    assert replay_record(record_of(truth[-1])) == truth[-1]
    frames_until(app, lambda: table.message is not None and "Claim accepted" in table.message[0])


def test_a_refused_claim_tells_nothing_of_the_others_cards_and_changes_nothing() -> None:
    """issue 36: the Claim button came and went with the others' hands, and a refused
    claim named the seat and the cards that beat it."""
    app = make_app()
    g = create_game("blackout", players=4, deal_sequence="descending", max_cards=2)
    state = bid_out(g.new_deal(hands=[["AS", "KS"], ["QS", "JS"], ["3H", "4D"], ["10S", "9S"]],
                               dealer=3, turn_up="2H"))
    table = table_at(app, state)
    frames(app, 2)
    assert any(b.key == "claim" for b in table.buttons.buttons)  # offered all the same
    version = table.session.version
    key(pygame.K_c)
    frames_until(app, lambda: table.message is not None and "refused" in table.message[0])
    assert table.session.version == version
    assert not any(name in table.message[0] for name in table.session.names[1:])
    assert "another player can still take a trick" in table.message[0]


# ----------------------------------------------------------------- defects 12, 21
def test_after_resume_enter_plays_the_preselected_card_defect_12() -> None:
    app = make_app(persistent=True)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    app.main_menu()
    app.matches.last_table = None  # as after a restart: the table comes from the autosave
    app.matches.resume()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    settle(app, resumed)
    version = resumed.session.version
    key(pygame.K_RETURN)
    frames_until(app, lambda: resumed.session.version > version)


def test_the_bar_never_says_your_turn_while_cards_move_defect_21() -> None:
    app = make_app(speed="normal", ai_pause=0.2)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table)
    said = 0
    for _ in range(4000):
        if app.stack.top is not table:
            break
        state = table.shown
        text = table.painter.turn_text(table.snapshot(), state)
        if text.startswith("Your turn"):
            said += 1
            assert table.accepting(), "'Your turn' while a card flies or a trick is swept"
            if state.phase is Phase.PLAY:
                click(card_point(table, my_cards(table)[0]))
        frames(app)
        time.sleep(0.0005)
    assert said > 0


def test_the_score_sheet_follows_the_players_last_card_within_3_s_defect_21() -> None:
    # The player leads the only trick; three computers follow with forced cards. It was
    # 4.7 s of animation (three full computer pauses, then the scores counted after the
    # sweep) at the default pace.
    app = make_app(speed="normal", ai_pause=0.6)
    table = start(app, "blackout", seed=one_card_match())
    to_my_play(app, table)
    key(pygame.K_RETURN)
    frames(app, 1)
    began = table.animator.tweens.time
    deadline = time.monotonic() + 20.0
    while time.monotonic() < deadline:
        frames(app)
        time.sleep(DT)  # the computers keep the table's pace by the clock: frames in step
        if type(app.stack.top).__name__ == "ScoreSheet":
            break
    waited = table.animator.tweens.time - began
    assert type(app.stack.top).__name__ == "ScoreSheet"
    assert waited <= 3.0, waited


# ------------------------------------------------------------------------ layout
def test_the_last_trick_undo_and_claim_buttons_fit_beside_everything_at_every_size() -> None:
    from game.client.table.buttons import extra_button_rects
    from game.client.ui.layout import compute_layout

    for size in ((1024, 640), (1280, 800), (1920, 1080), (3840, 2160)):
        for players, labels_w in ((n, w) for n in range(3, 8) for w in (0, 10_000)):
            lay = compute_layout(size, players, 0, labels_w)  # the narrowest, widest column
            window = pygame.Rect((0, 0), size)
            others = lay.text_rects()
            for name, rect in extra_button_rects(lay).items():
                assert window.contains(rect), (size, players, name)
                for other, r in others.items():
                    assert not rect.colliderect(r), (size, players, name, other)
                for seat in lay.seats[1:]:
                    assert not rect.colliderect(seat.fan), (size, players, name, seat.seat)


def test_confirm_before_play_a_first_click_on_a_call_picks_it_the_second_makes_it() -> None:
    app = make_app(confirm_play=True, change_bid_seconds=0.0)
    table = start(app, "blackout", seed=11, options=FIVE)
    settle(app, table)
    assert table.bid_panel is not None
    button = next(b for b in table.bid_panel.buttons if b.enabled)
    version = table.session.version
    click(button.rect.center)
    frames(app, 2)
    assert table.session.version == version and table.choice.armed_call == button.key
    button = next(b for b in table.bid_panel.buttons if b.key == table.choice.armed_call)
    click(button.rect.center)
    frames_until(app, lambda: (0, button.key) in table.session.view.calls)


def test_keypad_digits_bid_like_the_number_row() -> None:
    app = make_app(change_bid_seconds=0.0)
    table = start(app, "blackout", seed=11, options=FIVE)
    settle(app, table)
    key(pygame.K_KP1)
    frames_until(app, lambda: any(seat == 0 and action.number == 1 for seat, action in
                                  table.session.view.calls))


def test_undo_after_resume_takes_back_the_card_played_before_the_game_was_left() -> None:
    app = make_app(persistent=True)
    truth = record_truth(app)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, choice=True)
    frames(app, 1)
    before = truth[-1]
    click(card_point(table, my_cards(table)[-1]))
    frames(app, 2)
    settle(app, table)
    app.main_menu()
    app.matches.last_table = None  # as after a restart: the table comes from the autosave
    app.matches.resume()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    settle(app, resumed)
    key(pygame.K_u)
    frames_until(app, lambda: truth[-1] == before)
    frames_until(app, lambda: resumed.shown.hand == before.hands[0])


def test_a_take_back_is_counted_in_the_autosave_and_the_count_survives_resume() -> None:
    """Issue 40, item 15: a match in which moves were taken back is marked in the history;
    the count travels with the autosave beside the seats, so Resume keeps it."""
    app = make_app(persistent=True)
    truth = record_truth(app)
    table = start(app, "blackout", seed=11, options=FIVE)
    to_my_play(app, table, choice=True)
    frames(app, 1)
    before = truth[-1]
    assert app.storage.saves.taken_back() == 0
    click(card_point(table, my_cards(table)[-1]))
    frames(app, 2)
    settle(app, table)
    key(pygame.K_u)
    frames_until(app, lambda: truth[-1] == before)
    frames_until(app, lambda: app.storage.saves.taken_back() == 1)
    app.main_menu()
    app.matches.last_table = None  # as after a restart: the table comes from the autosave
    app.matches.resume()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    settle(app, resumed)
    click(card_point(resumed, my_cards(resumed)[-1]))
    frames_until(app, lambda: len(truth[-1].log) > len(before.log))
    frames(app, 2)
    assert app.storage.saves.load_state() != before  # a move saved after the resume
    assert app.storage.saves.taken_back() == 1
