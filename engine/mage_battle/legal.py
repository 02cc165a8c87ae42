"""`legal_commands(state, side)`: every choice the rules give `side` right now.

Turn actions come as a tuple. Setup choices and large response sets come as a lazy
`Choices` sequence (indexable, so a uniform draw needs no list of billions).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb, factorial, prod

from engine.mage_battle import commands as cmd
from engine.mage_battle.areas import sorcerer_line
from engine.mage_battle.choices import Choices, multiset_count, unrank_arrangement, unrank_combination
from engine.mage_battle.choices import unrank_multiset, unrank_permutation
from engine.mage_battle.decide import RuleError, step
from engine.mage_battle.elements import distinct, shape_stack
from engine.mage_battle.names import ELEMENTS, Direction, Job, Orient, Side
from engine.mage_battle.state import Phase, State


def legal_commands(state: State, side: Side) -> Sequence[cmd.Command]:
    if side not in state.deciders():
        return ()
    phase = state.phase
    if phase == Phase.ACTION:
        return turn_actions(state)
    if phase == Phase.RESPONSE:
        return _responses(state, side)
    if phase == Phase.SHRINES:
        return _shrines(state, side)
    if phase == Phase.FORMATION:
        return _formations(state, side)
    if phase == Phase.ELEMENTS:
        return _elements(state, side)
    return ()


def is_legal(state: State, command: object) -> bool:
    try:
        step(state, command)  # type: ignore[arg-type]
    except RuleError:
        return False
    return True


# The lazy choices below answer membership from the data of the choice alone (the checks
# `decide` makes, restated on the few public numbers they need): a closure over the state
# would hand an agent the whole match through the legal list.

def _shrines(state: State, side: Side) -> Choices[cmd.Command]:
    count = len(state.tables.shrine_cells[side])
    total = factorial(len(ELEMENTS)) // factorial(len(ELEMENTS) - count)

    def contains(item: object) -> bool:
        return (isinstance(item, cmd.ChooseShrines) and item.side == side and len(item.elements) == count
                and len(set(item.elements)) == count and all(e in ELEMENTS for e in item.elements))

    return Choices(total, lambda i: cmd.ChooseShrines(side, unrank_arrangement(ELEMENTS, count, i)), contains)


def _elements(state: State, side: Side) -> Choices[cmd.Command]:
    mages = len(state.mages_of(side))
    everything = sorted(ELEMENTS)

    def contains(item: object) -> bool:
        return (isinstance(item, cmd.AssignElements) and item.side == side and len(item.elements) == mages
                and sorted(item.elements) == everything)

    return Choices(factorial(len(ELEMENTS)), lambda i: cmd.AssignElements(side, unrank_permutation(ELEMENTS, i)),
                   contains)


def _formations(state: State, side: Side) -> Choices[cmd.Command]:
    zone = sorted(state.tables.zone[side])
    zone_set = state.tables.zone_set[side]
    jobs = state.tables.jobs
    sorted_jobs = sorted(jobs)
    kinds = (Job.S, Job.P, Job.O)
    counts = tuple(jobs.count(k) for k in kinds)
    orders = multiset_count(counts)
    total = comb(len(zone), len(jobs)) * orders

    def make(i: int) -> cmd.Command:
        cells = unrank_combination(zone, len(jobs), i // orders)
        return cmd.ChooseFormation(side, tuple(zip(cells, unrank_multiset(kinds, counts, i % orders))))

    def contains(item: object) -> bool:
        if not isinstance(item, cmd.ChooseFormation) or item.side != side:
            return False
        cells = [cell for cell, _ in item.placements]
        return (sorted(job for _, job in item.placements) == sorted_jobs and all(c in zone_set for c in cells)
                and len(set(cells)) == len(cells) and cells == sorted(cells))

    return Choices(total, make, contains)


def _responses(state: State, side: Side) -> Sequence[cmd.Command]:
    assert state.pending is not None
    targets = state.pending.targets
    options = [distinct(state.mages[t].layers) or (None,) for t in targets]
    sizes = [len(o) for o in options]

    def make(i: int) -> cmd.Command:
        picks = []
        for target, opts, size in zip(targets, options, sizes):
            i, pick = divmod(i, size)
            picks.append((target, opts[pick]))
        return cmd.Respond(side, tuple(picks))

    def contains(item: object) -> bool:
        return (isinstance(item, cmd.Respond) and item.side == side
                and tuple(t for t, _ in item.choices) == targets
                and all(choice in opts for (_, choice), opts in zip(item.choices, options)))

    return Choices(prod(sizes), make, contains)


def turn_actions(state: State) -> tuple[cmd.Command, ...]:
    side = state.to_move
    tables = state.tables
    board, mages = state.board, state.mages
    distance = tables.distance_row
    out: list[cmd.Command] = []
    own = [i for i, m in enumerate(mages) if m.side == side and m.cell is not None]
    own_cells = [c for c in (mages[i].cell for i in own) if c is not None]
    enemy_cells = [m.cell for m in mages if m.side != side and m.cell is not None]
    # The hot path of search: "any enemy in this area" as one set operation.
    enemy_set = frozenset(enemy_cells)
    for i, here in zip(own, own_cells):
        for to in tables.neighbours[here]:
            if board[to] < 0:
                out.append(cmd.Move(side, i, to))
    limit = state.rules.attacks_per_mage_per_turn
    reach = tables.max_reach
    for i, here in zip(own, own_cells):
        mage = mages[i]
        if mage.attacks >= limit:
            continue
        near = distance(here)
        if not any(near[c] <= reach for c in enemy_cells):
            continue
        for element in distinct(mage.layers) or (None,):
            stack = min(shape_stack(mage.layers, element), state.rules.max_stack)
            if mage.job == Job.S:
                for direction in Direction:
                    if not enemy_set.isdisjoint(sorcerer_line(state, i, direction, stack)):
                        out.append(cmd.Attack(side, i, element, direction=direction))
            elif mage.job == Job.P:
                for centre in tables.priest_centres[here]:
                    shapes = tables.priest_areas[centre][stack - 1]
                    for index, area in enumerate(shapes):
                        if not enemy_set.isdisjoint(area):
                            orient = Orient(index) if len(shapes) > 1 else None
                            out.append(cmd.Attack(side, i, element, centre=centre, orient=orient))
            else:
                for target in tables.mystic_targets[here]:
                    if target in enemy_set:
                        out.append(cmd.Attack(side, i, element, target=target))
    if state.cards[side] is not None and state.ap >= state.rules.card_ap:
        card_range = state.rules.card_range
        for j, m in enumerate(mages):
            if m.side != side and m.cell is not None:
                near = distance(m.cell)
                if any(near[c] <= card_range for c in own_cells):
                    out.append(cmd.UseCard(side, j))
    out.append(cmd.EndTurn(side))
    return tuple(out)
