"""Bazar Belote's declarations as the table keeps them in view (issue 21, defect 19).

A bubble says a declaration for a moment; the trump box keeps them for the whole play:
what each seat announced at the first trick, whose combinations count once they are shown
at the second (only the best holder's team scores them, bazar-belote 18, 20), and the
Belote of the seat that said it (rule 19).  From the public part of the state only: the
announcement words, the shown combinations and the Belote once said.
"""

from __future__ import annotations

from game.client.game_view import pair
from game.core.belote.game import BeloteObservation
from game.i18n import _
from game.table.view import SeatView


def declaration_lines(state: SeatView[BeloteObservation], names: tuple[str, ...]) -> list[str]:
    """The lines under the contract while the cards are played (none before)."""
    if state.phase != "play" and state.deal_result is None:
        return []
    from game.client.table.game_text import declaration_label, declaration_word

    lines = []
    shown = [(seat, combo) for seat, combos in enumerate(state.observation.shown) for combo in combos]
    if shown:
        team = shown[0][0] % 2
        lines.append(_("{team} score:").format(team=pair(names[team], names[team + 2])))
        lines.append(", ".join(declaration_label(c.announcement, c.value) for _s, c in shown))
    else:
        said = [(seat, kind) for seat, kind in enumerate(state.observation.announcements)
                if kind is not None]
        if said:
            lines.append(_("Announced (the best counts):"))
            lines += [_("{name}: {word}").format(name=names[seat], word=declaration_word(kind))
                      for seat, kind in said]
    if state.observation.belote >= 0:
        lines.append(_("Belote: {name} (20)").format(name=names[state.observation.belote]))
    return lines
