"""How a Bazar Belote deal scored, in the score sheet's words (bazar-belote 26–31).

The figures come from the deal result: its contract record, its tricks and its typed
``BeloteFigures`` (card points, combinations, Belote, the card portion — numbers, never
English), so a player sees what "took 4 +11" is made of: card points and their rounding, combinations,
Belote, the last trick, and whether the contract was made.
"""

from __future__ import annotations

from game.client.game_view import pair
from game.core.belote.contracts import BeloteContract
from game.core.belote.figures import BeloteFigures
from game.core.belote.game import BeloteObservation
from game.core.belote.rules import CAPOT_POINTS, DEAL_POINTS, HAND_SIZE, ContraScoring
from game.core.events import TrickWon
from game.core.result import DealResult
from game.i18n import _
from game.i18n.terms import contract_text
from game.table.view import SeatView


def figures(result: DealResult) -> BeloteFigures:
    """The Bazar Belote figures of a played deal's result; a result without them is a bug
    (a thrown-in deal has none and is worded before this is asked), never read as zeros."""
    if not isinstance(result.figures, BeloteFigures):
        raise TypeError(f"deal {result.deal_number} has no Bazar Belote figures: "
                        f"{type(result.figures).__name__}")
    return result.figures


def last_trick_seat(state: SeatView[BeloteObservation], result: DealResult) -> int | None:
    """The seat that took the last trick of ``result``'s deal when the state still holds
    it (the deal just scored), else None."""
    if state.deal_result is not result:
        return None
    won = [e.seat for e in state.last_events if isinstance(e, TrickWon)]
    return won[-1] if won else None


def team_line(team: str, cards: int, small: int, combinations: int, belote: int) -> str:
    parts = [_("card points {big} → {small}").format(big=cards, small=small)]
    if combinations:
        parts.append(_("combinations {points}").format(points=combinations))
    if belote:
        parts.append(_("Belote {points}").format(points=belote))
    return _("{team}: {parts}").format(team=team, parts=", ".join(parts))


def deal_lines(state: SeatView[BeloteObservation], result: DealResult, names: tuple[str, ...]) -> list[str]:
    """The contract and whether it was made, each team's parts, the last trick, the
    multiplier and the rounding rule."""
    teams = [pair(names[0], names[2]), pair(names[1], names[3])]
    held = [(i, c) for i, c in enumerate(result.contracts) if c is not None]
    if result.thrown_in or not held:
        return [_("Everybody passed: the deal is thrown in")]
    side, record = held[0]
    scored = figures(result)
    made = scored.made
    cards, combos, belote = scored.card_points, scored.combinations, scored.belote
    raw, small = scored.raw, scored.card_portion
    contract = contract_text(record, names)
    if record.kind is BeloteContract.CAPOT:
        took = result.tricks[side] + result.tricks[side + 2]
        need = _("{team} played {contract}: {took} of {all} tricks").format(
            team=teams[side], contract=contract, took=took, all=HAND_SIZE)
    else:
        need = _("{team} played {contract}: {raw} points of the {needed} needed").format(
            team=teams[side], contract=contract, raw=raw[side], needed=10 * record.number)
    lines = [need + " — " + (_("made") if made else _("failed"))]
    lines += [team_line(teams[t], cards[t], small[t], combos[t], belote[t]) for t in (0, 1)]
    seat = last_trick_seat(state, result)
    if seat is not None:
        lines.append(_("{name} took the last trick: its 10 are in the card points").format(
            name=names[seat]))
    winner = side if made else 1 - side
    deal = CAPOT_POINTS if record.kind is BeloteContract.CAPOT else DEAL_POINTS
    if record.multiplier > 1:
        word = _("Contra") if record.multiplier == 2 else _("Recontra")
        if state.game.options.contra_scoring == ContraScoring.MULTIPLY_EACH_SIDE:
            lines.append(_("{word}: every score × {times}").format(
                word=word, times=record.multiplier))
        else:
            lines.append(_("{word}: {team} take the {deal} points of the deal and every "
                           "combination, × {times}").format(
                word=word, team=teams[winner], deal=deal, times=record.multiplier))
    elif not made:
        lines.append(_("Failed: {team} take the {deal} points of the deal and every "
                       "combination").format(team=teams[winner], deal=deal))
    lines.append(_("Card points count in tens: 85 → 8, 86 → 9; combinations and Belote "
                   "count in tens too"))
    return lines
