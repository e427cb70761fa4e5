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


@functools.cache
def bench_script(name: str) -> ModuleType:
    """``bench/<name>.py``, loaded (once) as the module ``name``."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
