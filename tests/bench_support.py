"""The benchmark scripts as modules, for the tests that check them.

Each script is loaded once, under its own name in ``sys.modules``: a worker pool finds the
functions it runs by their module's name, and the scripts import each other by name.
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "bench"
RESEARCH = BENCH / "research"
"""One-off research scripts (what the field's cards tell, the bids' evidence), apart from
the benches a maintainer runs."""


@functools.cache
def bench_script(name: str) -> ModuleType:
    """``bench/<name>.py`` (or ``bench/research/<name>.py``), loaded (once) as the module
    ``name``."""
    path = BENCH / f"{name}.py"
    if not path.exists():
        path = RESEARCH / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
