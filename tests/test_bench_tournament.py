"""``bench/tournament.py`` is how every strength figure in the issue notes is produced, so
its arithmetic and its running report are checked on a few cheap deals."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from tests.bench_support import bench_script


def _tournament() -> ModuleType:
    return bench_script("tournament")


def test_progress_reports_every_deal_and_ends_at_the_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _tournament().main(["--a", "easy", "--b", "random", "--deals", "3", "--workers", "1",
                        "--cards", "2", "--seed", "11", "--progress"])
    out, err = capsys.readouterr()
    lines = [line for line in err.splitlines() if "deals," in line]
    assert [line.split("/")[0].strip() for line in lines] == ["1", "2", "3"]
    final = re.search(r"so far ([+-]\d+\.\d+)", lines[-1])
    summary = re.search(r"difference\s+([+-]\d+\.\d+)", out)
    assert final and summary and final.group(1) == summary.group(1)
    assert "3 duplicate deals" in out


def test_level_overrides_are_applied_by_name() -> None:
    level = _tournament().level_of("hard:samples=5,evidence=0", "random", "blackout")
    assert (level.samples, level.evidence) == (5, False)
    with pytest.raises(ValueError, match="unknown level setting 'no_such_setting'"):
        _tournament().level_of("hard:no_such_setting=1", "random", "blackout")


def test_a_text_setting_is_overridden_by_its_text() -> None:
    level = _tournament().level_of("hard:locations=model", "random", "blackout")
    assert level.locations == "model"
