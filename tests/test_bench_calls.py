"""bench/calls.py: it counts the calls that use the whole game, under the rules it is given."""

from __future__ import annotations

from bench.calls import measure


def test_the_calls_bench_plays_the_options_it_is_given() -> None:
    """Under ``preset=pagat`` the Zero is a Nil and there is no Pass: easy's Nils in ten
    deals are counted (made and made good), and no Zero or Pass; the default rules have
    no Nil to call."""
    made, won, thrown = measure("partnership-blackout", "easy", 10, 38, {"preset": "pagat"})
    assert made["nil"] >= 1 and 0 <= won["nil"] <= made["nil"]
    assert made["zero"] == made["pass"] == thrown == 0
    classic, _, _ = measure("partnership-blackout", "easy", 10, 38)
    assert classic["nil"] == 0
