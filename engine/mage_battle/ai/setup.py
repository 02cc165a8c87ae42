"""Setup decisions (R1-R3) shared by the agents: shrine elements, formations, and the
battle-1 element deal. Pure functions of the view and an agent's own generator."""

from __future__ import annotations

import random

from engine.mage_battle import commands as cmd
from engine.mage_battle.names import ELEMENTS, Element, Job
from engine.mage_battle.view import PlayerView


def _zone_grid(view: PlayerView) -> tuple[list[int], list[int], int, int]:
    """The own zone's columns ordered back (own edge) to front, and its rows."""
    tables = view.tables
    zone = tables.zone[view.side]
    cols = sorted({tables.col[c] for c in zone})
    rows = sorted({tables.row[c] for c in zone})
    mid = tables.cols / 2
    back_first = sorted(cols, key=lambda c: abs(c - mid), reverse=True)
    return back_first, rows, tables.cols, tables.rows


def spread_formation(view: PlayerView, rng: random.Random) -> cmd.ChooseFormation:
    """Nine cells with no two orthogonally adjacent (a checkerboard subset), so a
    priest's cross or a mystic never reaches two at once; mystics in front, priests in
    the middle, sorcerers at the back with open lines, one guard near each shrine."""
    back_first, rows, cols, _ = _zone_grid(view)
    parity = rng.randrange(2)
    cells = [(r, c) for r in rows for c in back_first if (r + c) % 2 == parity]
    if len(cells) < 9:
        cells = [(r, c) for r in rows for c in back_first]
    rng.shuffle(cells)
    depth = {c: k for k, c in enumerate(back_first)}
    shrine_rows = {view.tables.row[c] for c in view.tables.shrine_cells[view.side]}
    # Keep one back-column cell per shrine row when possible (guards), then the rest.
    guards = [rc for rc in cells if depth[rc[1]] <= 1 and rc[0] in shrine_rows]
    picked = guards[:2] + [rc for rc in cells if rc not in guards[:2]]
    picked = picked[:9]
    picked.sort(key=lambda rc: (-depth[rc[1]], rng.random()))   # front first
    jobs = [Job.O] * 3 + [Job.P] * 3 + [Job.S] * 3
    placement = {r * cols + c: job for (r, c), job in zip(picked, jobs)}
    return cmd.ChooseFormation.of(view.side, placement)


def clustered_formation(view: PlayerView, rng: random.Random) -> cmd.ChooseFormation:
    """A tight 3x3 block at the front of the zone: the new player's formation."""
    back_first, rows, cols, _ = _zone_grid(view)
    front = sorted(back_first[-3:])
    top = rng.randrange(len(rows) - 2)
    block = [(r, c) for r in rows[top:top + 3] for c in front]
    jobs = [Job.S, Job.P, Job.O] * 3
    rng.shuffle(jobs)
    return cmd.ChooseFormation.of(view.side, {r * cols + c: job for (r, c), job in zip(block, jobs)})


def random_shrines(view: PlayerView, rng: random.Random) -> cmd.ChooseShrines:
    count = len(view.tables.shrine_cells[view.side])
    return cmd.ChooseShrines(view.side, tuple(rng.sample(list(ELEMENTS), count)))


def thoughtful_shrines(view: PlayerView, rng: random.Random) -> cmd.ChooseShrines:
    """Elements that cancel often between battles (R19: each cancel pair removes
    layers) are less likely to stay on an enemy; pick those, in a random order."""
    cancels = view.tables.cancels
    partners = sorted(ELEMENTS, key=lambda e: (-sum(cancels[e]), rng.random()))
    count = len(view.tables.shrine_cells[view.side])
    chosen = partners[:count]
    rng.shuffle(chosen)
    return cmd.ChooseShrines(view.side, tuple(chosen))


def random_elements(view: PlayerView, rng: random.Random) -> cmd.AssignElements:
    elements = list(ELEMENTS)
    rng.shuffle(elements)
    return cmd.AssignElements(view.side, tuple(elements))


def thoughtful_elements(view: PlayerView, rng: random.Random) -> cmd.AssignElements:
    """The enemy's shrine elements go to the front-most mages (shrine threats), the
    element that counters the most (earth, with three victims) to a mystic guard."""
    tables = view.tables
    own = [m for m in view.mages if m.side == view.side]
    enemy_shrines = [e for _, e in view.shrines[view.side.other]]
    mid = tables.cols / 2
    by_front = sorted(own, key=lambda m: (abs(tables.col[m.home] - mid), rng.random()))
    strength = {e: sum(tables.beats[e]) for e in ELEMENTS}
    rest = sorted((e for e in ELEMENTS if e not in enemy_shrines), key=lambda e: (-strength[e], rng.random()))
    order = list(enemy_shrines) + rest
    # Front mages get the shrine elements, then the strongest attackers.
    deal: dict[int, Element] = {m.index: e for m, e in zip(by_front, order)}
    return cmd.AssignElements(view.side, tuple(deal[m.index] for m in own))


def is_clustered(placements: tuple[tuple[int, Job], ...], cols: int) -> bool:
    """A formation is clustered when most mages touch another orthogonally."""
    cells = {c for c, _ in placements}
    touching = sum(1 for c in cells if any(n in cells for n in (c - 1, c + 1, c - cols, c + cols)
                                           if abs((n % cols) - (c % cols)) <= 1))
    return touching > len(cells) // 2


__all__ = ["spread_formation", "clustered_formation", "random_shrines", "thoughtful_shrines",
           "random_elements", "thoughtful_elements", "is_clustered"]
