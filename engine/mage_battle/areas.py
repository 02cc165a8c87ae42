"""Attack areas and targets of the three jobs (R9-R12), shared by `decide` and
`legal_commands` so the two can never disagree."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.mage_battle.elements import Layers, shape_stack
from engine.mage_battle.names import Direction, Element, Job, Orient, Side
from engine.mage_battle.rules import RuleSet
from engine.mage_battle.tables import Tables


class AimError(ValueError):
    """The aim does not fit the attacker's job or stack; the message names the rule."""


class Standing(Protocol):
    """A mage as a state or a player's view holds it: where it stands, for whom, as what."""

    @property
    def side(self) -> Side: ...
    @property
    def job(self) -> Job: ...
    @property
    def cell(self) -> int | None: ...


class _Placed(Standing, Protocol):
    @property
    def layers(self) -> Layers | None: ...


class Field(Protocol):
    """What an area needs of a position: the full state, or a player's view of it (an
    attacker's own layers are known to its player; the areas are public geometry)."""

    @property
    def board(self) -> Sequence[int]: ...
    @property
    def mages(self) -> Sequence[_Placed]: ...
    @property
    def tables(self) -> Tables: ...
    @property
    def rules(self) -> RuleSet: ...


def sorcerer_line(state: Field, index: int, direction: Direction, stack: int) -> tuple[int, ...]:
    """R10: the next 4/5/6 cells, stopping before the first ally."""
    mage = state.mages[index]
    assert mage.cell is not None
    line = state.tables.rays[mage.cell][direction][: state.tables.sorcerer_lengths[stack - 1]]
    board, mages, side = state.board, state.mages, mage.side
    for reach, cell in enumerate(line):
        occupant = board[cell]
        if occupant >= 0 and mages[occupant].side == side:
            return line[:reach]
    return line


def enemies_in(state: Field, side: object, cells: tuple[int, ...]) -> tuple[int, ...]:
    board, mages = state.board, state.mages
    return tuple(o for o in (board[c] for c in cells) if o >= 0 and mages[o].side != side)


def attack_area(
    state: Field,
    index: int,
    element: Element | None,
    direction: Direction | None,
    centre: int | None,
    orient: Orient | None,
    target: int | None,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(area, targets) of an aimed attack, or AimError when the aim is malformed."""
    mage = state.mages[index]
    assert mage.cell is not None
    if mage.layers is None:
        raise AimError("the attacker's layers are not known here")
    tables = state.tables
    stack = min(shape_stack(mage.layers, element), state.rules.max_stack)
    if mage.job == Job.S:
        if direction is None or centre is not None or orient is not None or target is not None:
            raise AimError("R10: a sorcerer aims with a direction only")
        area = sorcerer_line(state, index, direction, stack)
    elif mage.job == Job.P:
        if centre is None or direction is not None or target is not None:
            raise AimError("R11: a priest aims at a centre cell")
        if not (0 <= centre < tables.size) or centre not in tables.priest_centres[mage.cell]:
            raise AimError(f"R11: the centre must be within distance {state.rules.priest_reach} of the priest")
        options = tables.priest_areas[centre][stack - 1]
        if len(options) > 1:
            if orient is None or orient >= len(options):
                raise AimError(f"R11: a priest at x{stack} must choose an orientation (h or v)")
            area = options[orient]
        else:
            if orient is not None:
                raise AimError(f"R11: a priest at x{stack} has no orientation to choose")
            area = options[0]
    else:
        if target is None or direction is not None or centre is not None or orient is not None:
            raise AimError("R12: a mystic aims at an adjacent cell")
        if not (0 <= target < tables.size) or target not in tables.mystic_targets[mage.cell]:
            raise AimError("R12: a mystic's target must be orthogonally adjacent")
        area = (target,)
    return area, enemies_in(state, mage.side, area)
