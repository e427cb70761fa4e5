"""Shared helpers for the rules tests."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_collection_modifyitems(items: list) -> None:
    """The network tests run with ``-W error::RuntimeWarning`` (issue 46): a coroutine
    never awaited, on either side of the wire, fails the test that left it."""
    for item in items:
        name = item.path.name
        if name.startswith("test_net_") or name == "test_client_net_match.py":
            item.add_marker(pytest.mark.filterwarnings("error::RuntimeWarning"))


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every piece of text the client draws from now on, with its size (the label-size
    tests read it)."""
    from game.client.ui import widgets  # only the client's tests load pygame

    seen: list[tuple[str, int]] = []
    original = widgets.rendered

    def recording(content: str, px: int, *args, **kwargs):
        seen.append((content, px))
        return original(content, px, *args, **kwargs)

    monkeypatch.setattr(widgets, "rendered", recording)
    return seen
