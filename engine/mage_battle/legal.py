"""`legal_commands(state, side)`: every choice the rules give `side` right now.

Every list is lazy and indexable: the turn's actions (`actions.TurnActions`, so a uniform
draw builds one command of ~50), the setup choices and large response sets (`Choices`, so
a uniform draw needs no list of billions). `turn_actions` builds the turn's in full.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb, factorial, prod

from engine.mage_battle import commands as cmd
from engine.mage_battle.actions import turn_actions_of
from engine.mage_battle.choices import (
    Choices,
    multiset_count,
    unrank_arrangement,
    unrank_combination,
    unrank_multiset,
    unrank_permutation,
)
from engine.mage_battle.decide import RuleError, step
from engine.mage_battle.elements import distinct
from engine.mage_battle.names import ELEMENTS, Job, Side
from engine.mage_battle.state import Phase, State


def legal_commands(state: State, side: Side) -> Sequence[cmd.Command]:
    if side not in state.deciders():
        return ()
    phase = state.phase
    if phase == Phase.ACTION:
        return turn_actions_of(state)
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
    """Every action of the side to move, built (the lazy list's items, in its order)."""
    return tuple(turn_actions_of(state))
