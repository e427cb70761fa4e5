"""The AI's reasons ("why this bid / card") in the player's language.

The agents write their reasons in English from a handful of fixed phrasings filled with
numbers, cards and sub-phrases (``ai/`` is being tuned and stays free of the catalogs).
This module recognises those phrasings by pattern and rebuilds each one from its catalog
template, translating the pieces recursively; a phrase it does not know is left in English
rather than lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.i18n import _, language

Pattern = tuple[re.Pattern[str], str, tuple[str, ...]]
"""(regex over a whole phrase, template msgid, how each group is rendered)."""

PATTERNS: list[Pattern] = []


def translate_reason(reason: str) -> str:
    """``reason`` in the current language (English: unchanged)."""
    if language() == "en" or not reason:
        return reason
    return _phrase(reason)


def _phrase(text: str) -> str:
    for regex, template, kinds in PATTERNS:
        m = regex.fullmatch(text)
        if m:
            parts = [RENDER[k](g or "") for k, g in zip(kinds, m.groups(), strict=True)]
            return _(template).format(*parts)
    return text


def _keep(text: str) -> str:
    return text


RENDER: dict[str, Callable[[str], str]] = {"keep": _keep, "phrase": _phrase}


def decision_reason(decision: Any) -> str:
    """The translated reason of a ``Decision`` or suggestion (empty when it has none)."""
    return translate_reason(str(getattr(decision, "reason", "") or ""))
