"""Tweens on a manual clock: no window, no real time."""

from __future__ import annotations

import pytest

from game.client.ui.tween import EASINGS, Tweens


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 10.0


def test_linear_tween_is_halfway_at_half_time() -> None:
    tweens, thing = Tweens(), Thing()
    tweens.animate(thing, 1.0, "linear", x=100.0, y=0.0)
    tweens.tick(0.5)
    assert thing.x == pytest.approx(50.0)
    assert thing.y == pytest.approx(5.0)
    assert tweens.busy


def test_tween_reaches_target_and_finishes_once() -> None:
    tweens, thing = Tweens(), Thing()
    finished: list[int] = []
    tweens.animate(thing, 0.3, "accel_decel", on_finish=lambda: finished.append(1), x=7.0)
    for _ in range(10):
        tweens.tick(0.1)
    assert thing.x == 7.0
    assert finished == [1]
    assert not tweens.busy


def test_delay_holds_the_start_value_and_on_start_fires_after_it() -> None:
    tweens, thing = Tweens(), Thing()
    started: list[float] = []
    tweens.animate(thing, 1.0, "linear", delay=0.5, on_start=lambda: started.append(thing.x),
                   x=10.0)
    tweens.tick(0.4)
    assert thing.x == 0.0 and started == []
    tweens.tick(0.6)  # 0.1 s of delay left, then 0.5 s of motion
    assert started == [0.0]
    assert thing.x == pytest.approx(5.0)


def test_start_value_is_read_when_the_tween_starts_not_when_created() -> None:
    tweens, thing = Tweens(), Thing()
    tweens.animate(thing, 1.0, "linear", delay=1.0, x=10.0)
    thing.x = 4.0
    tweens.tick(1.5)
    assert thing.x == pytest.approx(7.0)


def test_zero_duration_is_instant() -> None:
    tweens, thing = Tweens(), Thing()
    tweens.animate(thing, 0.0, x=3.0)
    tweens.tick(0.0)
    assert thing.x == 3.0 and not tweens.busy


def test_finish_all_completes_chained_tweens() -> None:
    tweens, thing = Tweens(), Thing()

    def chain() -> None:
        tweens.animate(thing, 5.0, "linear", y=99.0)

    tweens.animate(thing, 5.0, "linear", on_finish=chain, x=1.0)
    tweens.finish_all()
    assert (thing.x, thing.y) == (1.0, 99.0)
    assert not tweens.busy


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name: str) -> None:
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0)
    assert ease(1.0) == pytest.approx(1.0)


def test_unknown_easing_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown tween 'bounce'"):
        Tweens().animate(Thing(), 1.0, "bounce", x=1.0)
