"""R26: who wins a battle that reaches the round limit."""

from __future__ import annotations

from engine.mage_battle.names import Side
from engine.mage_battle.state import State


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


def round_limit_winner(state: State) -> Side:
    teal, crimson = Side.TEAL, Side.CRIMSON
    alive = [sum(1 for m in state.mages if m.side == s and m.cell is not None) for s in (teal, crimson)]
    if alive[0] != alive[1]:
        return teal if alive[0] > alive[1] else crimson
    hp = [sum(m.hp for m in state.mages if m.side == s and m.cell is not None) for s in (teal, crimson)]
    if hp[0] != hp[1]:
        return teal if hp[0] > hp[1] else crimson
    near = [shrine_distance(state, s) for s in (teal, crimson)]
    if near[0] != near[1]:
        if near[0] is None:
            return crimson
        if near[1] is None:
            return teal
        return teal if near[0] < near[1] else crimson
    return state.battle_first.other
