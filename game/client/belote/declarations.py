"""Bazar Belote's declarations as the table keeps them in view (issue 21, defect 19).

A bubble says a declaration for a moment; the trump box keeps them for the whole play:
what each seat announced at the first trick, whose combinations count once they are shown
at the second (only the best holder's team scores them, bazar-belote 18, 20), and the
Belote of the seat that said it (rule 19).  From the public part of the state only: the
announcement words, the shown combinations and the Belote once said.
"""

from __future__ import annotations

from game.client.game_view import pair
from game.core.announcement import Announcement, CombinationKind
from game.core.belote.game import BeloteObservation
from game.core.cards import ACE, JACK, KING, NINE, QUEEN, TEN
from game.i18n import N_, _
from game.i18n.terms import rank_text
from game.table.view import SeatView

SEQUENCE_WORDS = {3: N_("Tierce"), 4: N_("Fifty")}
"""A sequence's word by length (five cards or more: a hundred)."""
FOUR_OF_A_KIND = {JACK: N_("Four jacks"), QUEEN: N_("Four queens"), KING: N_("Four kings"),
                  ACE: N_("Four aces"), TEN: N_("Four tens"), NINE: N_("Four nines")}


def declaration_word(said: Announcement) -> str:
    """Belote's announcement word: tierce, fifty, hundred, four of a kind, belote."""
    if said.kind is CombinationKind.FOUR:
        word = FOUR_OF_A_KIND.get(said.size)
        return _(word) if word else _("Four {rank}s").format(rank=rank_text(said.size))
    if said.kind is CombinationKind.SEQUENCE:
        return _(SEQUENCE_WORDS.get(said.size, N_("Hundred")))
    return _("Belote")


def declaration_label(kind: Announcement, value: int) -> str:
    """The announcement word with its points ("Fifty (50)")."""
    return f"{declaration_word(kind)} ({value})"


def declaration_lines(state: SeatView[BeloteObservation], names: tuple[str, ...]) -> list[str]:
    """The lines under the contract while the cards are played (none before)."""
    if state.phase != "play" and state.deal_result is None:
        return []
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
