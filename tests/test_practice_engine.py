"""Bidding practice: drills give only situations of their kind, feedback numbers come from
the seeded search, the Belote play-out agrees with the core, review steps match the record."""

import random

import pytest

from ai.reason import why
from ai.tricks.estimate import estimate_tricks
from game.core import create_game
from game.core.actions import Kind
from game.core.belote.calls import CONTRA
from game.core.record import record_of, replay_record
from game.core.seats import partner_of
from game.practice import PracticeStream, drill_named, feedback_for
from game.practice.blackout.drills import blackout_estimate
from game.practice.games import drills_of
from game.practice.partnership.drills import partner_number
from game.practice.playout import PlayOut
from game.practice.progress import Progress
from game.practice.reasons import Teach
from game.practice.review import DealReview
from game.storage import Storage
from tests.game_floors import GAME_IDS as REGISTERED
from tests.game_floors import deal_within
from tests.rules_helpers import quick_views

WORLDS = 24


def situation(game_id, drill="deal", seed=1):
    return PracticeStream(game_id, drill, seed=seed).next()


# ------------------------------------------------------------------ drills
def test_the_same_seed_gives_the_same_situations():
    a = PracticeStream("blackout", "zero", seed=5)
    b = PracticeStream("blackout", "zero", seed=5)
    assert [a.next().deal_id for _ in range(4)] == [b.next().deal_id for _ in range(4)]


@pytest.mark.parametrize("game_id", REGISTERED)
def test_every_drill_gives_only_situations_of_its_kind(game_id):
    for drill in drills_of(game_id):
        stream = PracticeStream(game_id, drill.name, seed=11)
        for _ in range(6):
            s = stream.next()
            assert s.state.phase == "bidding" and s.state.to_play == s.seat
            assert drill.holds(s.state, s.seat)
            assert s.legal == s.state.legal_actions()


def test_hook_drill_seats_the_player_as_dealer_with_a_forbidden_bid_near_the_estimate():
    stream = PracticeStream("blackout", "hook", seed=3)
    for _ in range(10):
        s = stream.next()
        forbidden = s.state.forbidden_bid()
        assert s.game.options.hook and s.seat == s.state.dealer
        assert forbidden is not None
        assert all(a.number != forbidden for a in s.legal)
        assert abs(forbidden - blackout_estimate(s.state, s.seat)) <= 1.5


def test_zero_drill_deals_weak_hands():
    stream = PracticeStream("blackout", "zero", seed=4)
    for _ in range(10):
        s = stream.next()
        assert s.state.hand_size >= 2
        assert blackout_estimate(s.state, s.seat) <= 1.0


def test_partnership_specials_drill_follows_a_number_by_the_partner():
    stream = PracticeStream("partnership-blackout", "specials", seed=2)
    for _ in range(8):
        s = stream.next()
        n = partner_number(s.state, s.seat)
        assert n is not None and s.position in (2, 3)
        est = estimate_tricks(s.hand, 0, 4, 13)
        assert est <= 1.2 or n + est >= 10.5 or n + est <= 4.0


def test_belote_drills_are_what_they_say():
    for _ in range(2):
        for s in (situation("bazar-belote", "raise", seed) for seed in range(4)):
            assert s.state.auction.bidder == partner_of(s.seat)
        for s in (situation("bazar-belote", "contra", seed) for seed in range(4)):
            assert CONTRA in s.legal and s.state.auction.bidder % 2 != s.seat % 2
        for s in (situation("bazar-belote", "opening", seed) for seed in range(4)):
            assert s.state.auction.bidder < 0


def test_a_drill_refuses_a_position_it_cannot_have():
    with pytest.raises(ValueError, match="position"):
        PracticeStream("blackout", "hook", seed=1, position=0)
    with pytest.raises(ValueError, match="valid drills are"):
        drill_named("blackout", "nope")


# ---------------------------------------------------------------- feedback
@pytest.mark.parametrize("game_id", REGISTERED)
def test_a_fixed_seed_gives_fixed_numbers(game_id):
    s = situation(game_id, seed=7)
    a = feedback_for(s, s.legal[0], worlds=WORLDS)
    b = feedback_for(s, s.legal[0], worlds=WORLDS)
    assert a.values == b.values and a.best == b.best and a.reason == b.reason
    c = feedback_for(s, s.legal[0], worlds=WORLDS, seed=12345)
    assert c.values != a.values  # the numbers come from the sampled deals


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout"])
def test_trick_distributions_are_probabilities_and_depend_on_the_hand(game_id):
    stream = PracticeStream(game_id, "deal", seed=9)
    s1, s2 = stream.next(), stream.next()
    assert s1.hand != s2.hand
    f1 = feedback_for(s1, s1.legal[0], worlds=WORLDS)
    f2 = feedback_for(s2, s2.legal[0], worlds=WORLDS)
    for v in f1.values + f2.values:
        assert sum(v.tricks) == pytest.approx(1.0)
        if game_id == "partnership-blackout":
            assert sum(v.team_tricks) == pytest.approx(1.0)
    assert f1.value_of(f1.best).tricks != f2.value_of(f2.best).tricks


def test_feedback_examines_every_legal_call_and_ranks_them():
    s = situation("blackout", "hook", seed=2)
    fb = feedback_for(s, s.legal[-1], worlds=WORLDS)
    assert {v.action for v in fb.values} == set(s.legal)
    assert fb.best == fb.values[0].action
    assert all(fb.values[0].expected >= v.expected for v in fb.values)
    assert fb.loss == pytest.approx(fb.values[0].expected - fb.value_of(fb.call).expected)
    assert any(c.code is Teach.SCORES for c in fb.reason.all_clauses())
    right = feedback_for(s, fb.best, worlds=WORLDS)
    assert right.exact and right.loss == 0


def test_blackout_expected_points_agree_with_the_distribution():
    s = situation("blackout", "zero", seed=1)
    fb = feedback_for(s, s.legal[0], worlds=WORLDS)
    from game.core.blackout.rules import seat_points

    for v in fb.values:
        expect = sum(p * seat_points(v.action.number, t, s.state.hand_size, s.game.options)
                     for t, p in enumerate(v.tricks))
        assert v.expected == pytest.approx(expect)


def test_belote_feedback_reports_success_per_suit_and_level():
    s = situation("bazar-belote", "opening", seed=3)
    fb = feedback_for(s, s.legal[0], worlds=WORLDS)
    assert [suit for suit, _ in fb.suit_points] == [0, 1, 2, 3]
    for _, chances in fb.suit_points:
        levels = chances[:-1]
        assert all(0.0 <= p <= 1.0 for p in chances)
        assert list(levels) == sorted(levels, reverse=True)  # higher levels succeed less
    for v in fb.values:
        if v.action.kind is Kind.BID:
            assert v.success is not None and 0.0 <= v.success <= 1.0


def test_an_illegal_call_is_refused_by_name():
    s = situation("blackout", "hook", seed=2)
    forbidden = s.state.forbidden_bid()
    with pytest.raises(ValueError, match=f"bid {forbidden} is not a legal call"):
        feedback_for(s, f"bid {forbidden}", worlds=WORLDS)


# ------------------------------------------------------------------ play-out
@pytest.mark.parametrize("game_id", REGISTERED)
def test_playing_the_deal_out_ends_with_a_verdict_on_the_call(game_id):
    s = situation(game_id, seed=4)
    call = s.legal[0]
    p = PlayOut(s, call)
    final = p.run()
    assert final.deal_result is not None
    assert (s.seat, call) in final.calls
    assert p.verdict


# ------------------------------------------------------------------ progress
def test_progress_is_stored_and_charted():
    storage = Storage.in_memory()
    progress = Progress(storage.practice)
    s = situation("blackout", "zero", seed=6)
    fb_wrong = feedback_for(s, s.legal[-1], worlds=WORLDS)
    fb_right = feedback_for(s, fb_wrong.best, worlds=WORLDS)
    progress.record(fb_wrong)
    progress.record(fb_right)
    (stats,) = progress.summary("blackout")
    assert (stats.drill, stats.attempts, stats.exact) == ("zero", 2, 1)
    assert stats.average_loss == pytest.approx(round(fb_wrong.loss, 3) / 2, abs=1e-3)
    points = progress.series("blackout", "zero")
    assert [p.attempts for p in points] == [1, 2]
    assert points[-1].exact_rate == 0.5


# -------------------------------------------------------------------- review
def finished_record(game_id, seed):
    from game.practice.callers import caller_for

    game = create_game(game_id)
    state = game.new_deal(seed=seed, dealer=seed % game.players,
                          deal_number=deal_within(game, 4))
    callers = [caller_for(game, s, seed + s) for s in range(game.players)]
    while state.deal_result is None:
        seat = state.to_play
        state = state.apply(callers[seat].choose(state.observation(seat),
                                                 state.legal_actions()).action)
    return record_of(state)


@pytest.mark.parametrize("game_id", REGISTERED)
def test_review_steps_match_the_record(game_id):
    record = finished_record(game_id, 5)
    final = replay_record(record)
    review = DealReview(record, 0)
    assert review.last == len(final.past_tricks)
    start = review.step()
    assert start.hands == tuple(review.states[0].hands) and start.trick == ()
    seen = [start]
    while review.position < review.last:
        seen.append(review.forward())
    for k, step in enumerate(seen[1:], start=1):
        assert step.trick == final.past_tricks[k - 1]
        gone = 0
        for trick in final.past_tricks[:k]:
            for _, c in trick:
                gone |= 1 << c
        assert step.hands == tuple(h & ~gone for h in review.states[0].hands)
    assert seen[-1].tricks == final.tricks
    while review.position > 0:
        review.back()
    assert review.step() == start
    assert review.back() == start  # the start is a wall, not a wrap


@pytest.mark.parametrize("game_id", ["blackout", "bazar-belote"])
def test_review_compares_each_card_with_the_ai_from_the_seats_own_view(game_id):
    review = DealReview(finished_record(game_id, 8), 0)
    cards = review.seat_cards()
    assert len(cards) == review.last
    trick_number, card = cards[0]
    a = review.analyse(trick_number, quick_views(8))
    assert a.played.card == card
    assert a.suggested_value >= a.played_value and a.loss >= 0
    again = review.analyse(trick_number, quick_views(8))
    assert (again.suggested, again.evaluations) == (a.suggested, a.evaluations)
    legal = review.state_before(trick_number).legal_actions()
    assert {e[0] for e in a.evaluations} <= set(legal)


def test_review_refuses_a_deal_the_record_does_not_have():
    with pytest.raises(ValueError, match="deals 1..1"):
        DealReview(finished_record("blackout", 1), 0, deal=3)


def test_random_drills_cover_random_seeds():
    rng = random.Random(0)
    for _ in range(3):
        s = situation("blackout", "hook", rng.randrange(10**6))
        assert s.drill.holds(s.state, s.seat)


def test_the_teacher_is_ui_free():
    import subprocess
    import sys

    code = "import sys, game.practice.review, game.practice.playout; assert 'pygame' not in sys.modules"
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr


def test_a_time_limit_stops_early_but_never_below_the_minimum():
    from game.practice.teacher import MIN_WORLDS

    s = situation("partnership-blackout", seed=2)
    fb = feedback_for(s, s.legal[0], worlds=400, time_limit=0.0)
    assert fb.worlds == MIN_WORLDS
    assert all(sum(v.tricks) == pytest.approx(1.0) for v in fb.values)
    assert why(Teach.SCORES, points=fb.value_of(fb.best).expected, deals=MIN_WORLDS) in \
        fb.reason.all_clauses()


def test_partnership_calls_are_valued_by_what_the_auction_gives():
    """partnership-blackout 10 (the classic default): a Pass hands the auction to the
    opponents, so it costs what their contract is likely to score (not a flat 0), and a
    call's value is the team's margin over the other team."""
    from game.core.actions import PASS

    passes = []
    for seed in range(1, 5):
        s = situation("partnership-blackout", seed=seed)
        if PASS not in s.legal:
            continue
        fb = feedback_for(s, PASS, worlds=WORLDS)
        passes.append(fb.value_of(PASS))
    assert len(passes) >= 2
    assert all(v.expected != 0 and not v.success for v in passes)
    # it depends on the deal; after a Pass the opponents may call as low as they like, so
    # where their hands are sure of a few tricks it is their sure +10 (-10 for us)
    assert len({round(v.expected, 6) for v in passes}) >= 2
    assert sum(v.expected for v in passes) < 0  # their contract is made more often than not
