"""What the tables asked of the window this frame (``services.Intent``: the score sheet,
the last trick, the pause menu, a moment worth a screenshot), carried out on the scene
stack; the top table is handed the program's notice to say; a table with friends that
closed under the player is told at once (``friends.table_closed``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.client.friends.table_closed import needs_telling, table_closed_notice
from game.client.screens.menus import PauseMenu
from game.client.table.last_trick import LastTrickOverlay
from game.client.table.scene import TableScene
from game.client.table.score_sheet import ScoreSheet
from game.client.table.services import Screen

if TYPE_CHECKING:
    from game.client.scenes import SceneHost, SceneStack


def follow_tables(host: SceneHost, stack: SceneStack,
                  moment: Callable[[Any, str], None]) -> None:
    """Carry out the tables' intents on ``stack``; ``moment(shown, name)``: a moment
    worth a screenshot."""
    for table in [s for s in stack.scenes if isinstance(s, TableScene)]:
        if host.notices.current is not None and stack.top is table:
            table.services.notices.append(host.notices.take())
        while table.services.intents:
            intent = table.services.intents.popleft()
            if intent.screen is Screen.SCORES:
                stack.push(ScoreSheet(host, table, intent.between_deals))
            elif intent.screen is Screen.LAST_TRICK:
                stack.push(LastTrickOverlay(host, table, intent.held))
            elif intent.screen is Screen.MENU:
                stack.push(PauseMenu(host, table))
            else:
                moment(table.shown, intent.moment)
        if table.session.networked and stack.top is not table and not table.session.closed:
            table.session.poll()  # under a menu or the score sheet: the network still talks
        if needs_telling(table.session):  # told at once, over whatever is shown
            stack.push(table_closed_notice(host, table.session))


def not_offered(stack: SceneStack) -> frozenset[str]:
    """Commands the table shown does not offer (its host allows no hints): the help
    does not list them."""
    tables = [s for s in stack.scenes if isinstance(s, TableScene)]
    return frozenset({"hint"}) if tables and not tables[-1].session.hints_allowed \
        else frozenset()
