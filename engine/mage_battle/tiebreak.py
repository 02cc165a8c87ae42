"""R26: who wins a battle that reaches the round limit, and which step of the tie-break
decided it (for the balance lab: which rule makes battles stall)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mage_battle.names import Side
from engine.mage_battle.state import State

# The steps of R26, in order.
LIVING_MAGES, TOTAL_HP, SHRINE_DISTANCE, SECOND_MOVER = "living_mages", "total_hp", "shrine_distance", "second_mover"
STEPS = (LIVING_MAGES, TOTAL_HP, SHRINE_DISTANCE, SECOND_MOVER)


@dataclass(frozen=True, slots=True)
class TieBreak:
    """The winner, the step that decided, and both sides' numbers at that step (teal,
    crimson): living mages, total HP, shrine distance (None: no living mage holds an enemy
    shrine's element) or, at the last step, nothing."""

    winner: Side
    step: str
    values: tuple[int | None, int | None] = (None, None)

    @property
    def margin(self) -> tuple[int | None, int | None]:
        """The numbers as (winner's, loser's)."""
        return self.values if self.winner == Side.TEAL else (self.values[1], self.values[0])


def shrine_distance(state: State, side: Side) -> int | None:
    """The shortest distance from a living own mage holding a shrine's element to that
    enemy shrine, or None when no living mage holds any enemy shrine's element."""
    tables = state.tables
    best: int | None = None
    for mage in state.mages:
        if mage.side != side or mage.cell is None:
            continue
        for cell, element in state.shrines[side.other]:
            if element in mage.layers:
                d = tables.distance_of(mage.cell, cell)
                best = d if best is None or d < best else best
    return best


def round_limit_decision(state: State) -> TieBreak:
    teal, crimson = Side.TEAL, Side.CRIMSON
    alive = [sum(1 for m in state.mages if m.side == s and m.cell is not None) for s in (teal, crimson)]
    if alive[0] != alive[1]:
        return TieBreak(teal if alive[0] > alive[1] else crimson, LIVING_MAGES, (alive[0], alive[1]))
    hp = [sum(m.hp for m in state.mages if m.side == s and m.cell is not None) for s in (teal, crimson)]
    if hp[0] != hp[1]:
        return TieBreak(teal if hp[0] > hp[1] else crimson, TOTAL_HP, (hp[0], hp[1]))
    near = [shrine_distance(state, s) for s in (teal, crimson)]
    if near[0] != near[1]:
        if near[0] is None:
            winner = crimson
        elif near[1] is None:
            winner = teal
        else:
            winner = teal if near[0] < near[1] else crimson
        return TieBreak(winner, SHRINE_DISTANCE, (near[0], near[1]))
    return TieBreak(state.battle_first.other, SECOND_MOVER)


def round_limit_winner(state: State) -> Side:
    return round_limit_decision(state).winner
