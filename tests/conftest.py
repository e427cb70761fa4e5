"""Shared helpers for the rules tests."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_collection_modifyitems(items: list) -> None:
    """The network tests run with ``-W error::RuntimeWarning`` (issue 46): a coroutine
    never awaited, on either side of the wire, fails the test that left it."""
    import pytest

    for item in items:
        name = item.path.name
        if name.startswith("test_net_") or name == "test_client_net_match.py":
            item.add_marker(pytest.mark.filterwarnings("error::RuntimeWarning"))
