"""The scene each window shows, written to a file as data for the scripted test of two
real windows (``tests/test_client_two_windows.py``): a test hook, on only when the
``TRICKBID_SCENE_REPORT`` environment variable names a file.

Each frame the top scene's ``shown_facts()`` (with the scenes beneath, by name) are compared
with the last written; a change is written whole (a new file put in place of the old),
so a reader never sees half a report.  Nothing else reads it.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from game.client.table.scene import TableScene

if TYPE_CHECKING:
    from game.client.scenes import SceneStack

ENV_VAR = "TRICKBID_SCENE_REPORT"


class SceneReport:
    def __init__(self, path: str | None = None) -> None:
        named = os.environ.get(ENV_VAR, "") if path is None else path
        self.path = Path(named) if named else None
        self._last = ""

    def tell(self, stack: SceneStack) -> None:
        """Write what the window shows now, if it changed (off: nothing)."""
        if self.path is None or stack.top is None:
            return
        facts = {**stack.top.shown_facts(), "stack": [s.name() for s in stack.scenes]}
        tables = [s for s in stack.scenes if isinstance(s, TableScene)]
        if tables:
            facts["table"] = table_facts(tables[-1])
        line = json.dumps(facts, sort_keys=True, default=str)
        if line == self._last:
            return
        self._last = line
        with contextlib.suppress(OSError):
            fresh = self.path.with_name(self.path.name + ".new")
            fresh.write_text(line, encoding="utf-8")
            os.replace(fresh, self.path)


def table_facts(table: TableScene) -> dict[str, object]:
    """The table beneath or on top: its phase, whether the player is to act, its deals
    scored, why it closed (if it did) and the names it shows."""
    session = table.session
    view = session.view
    return {"phase": view.phase.value, "deals": len(view.results), "ended": session.ended,
            "my_turn": table.accepting() and view.to_play == session.viewer
            and bool(view.legal_actions()), "names": list(session.names),
            "panel": table.bid_panel is not None,
            "seats": [s.kind for s in session.seat_states]}
