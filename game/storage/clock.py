"""Timestamps for stored rows: UTC, ISO 8601 to the second, from an injectable clock."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


def stamp(clock: Clock) -> str:
    """``2026-11-30T21:50:00Z``: sorts as text, readable in exports."""
    return clock().astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
