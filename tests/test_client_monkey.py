"""The monkey test (issue 17): thousands of random mouse, key, resize and quit events over
every scene, through the app's own frame loop, with no exception.  A failure names the
scene, the seed and the last events (``tests/monkey.py``); ``bench/client_monkey.py`` runs
longer walks."""

from __future__ import annotations

import pytest

from tests.monkey import ENTRIES, MonkeyReport, run_monkey

EVENTS = 160
"""Events per scene and seed here: about 20 scenes x 160 = 3,200 events a run."""


@pytest.mark.parametrize("entry", sorted(ENTRIES))
def test_random_events_never_raise(entry: str) -> None:
    report = run_monkey(entry, seed=1, events=EVENTS, report=MonkeyReport())
    assert report.events == EVENTS and report.frames >= EVENTS
    assert report.scenes_seen  # the walk drew at least one scene
