"""Lookup tables of one rule set, built once: board geometry, areas, affinities.

Cells are plain ints, `row * cols + col` counted from 0, because they are the hot
path of legal-move generation; `cell_name` and `parse_cell` turn them into `C05`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from engine.mage_battle.names import Card, Direction, Element, Job, Side

if TYPE_CHECKING:
    from engine.mage_battle.rules import Offsets, RuleSet

_CELL = re.compile(r"^\s*([A-Za-z])\s*0*(\d{1,2})\s*$")
_STEP = {Direction.UP: (0, -1), Direction.DOWN: (0, 1), Direction.LEFT: (-1, 0), Direction.RIGHT: (1, 0)}


def cell_name(cell: int, cols: int = 15) -> str:
    row, col = divmod(cell, cols)
    return f"{chr(ord('A') + row)}{col + 1:02d}"


def parse_cell(text: str, cols: int = 15, rows: int = 7) -> int:
    """`C05`, `C5` and `c05` all name row C, column 5; anything else is a ValueError."""
    match = _CELL.match(text) if isinstance(text, str) else None
    if not match:
        raise ValueError(f"bad cell name {text!r} (expected a row letter and a column number, e.g. C05)")
    row = ord(match.group(1).upper()) - ord("A")
    col = int(match.group(2)) - 1
    if not (0 <= row < rows and 0 <= col < cols):
        raise ValueError(f"cell {text!r} is off the {cols}x{rows} board")
    return row * cols + col


def _element(name: str) -> Element:
    return Element.parse(name)


def _at(col: int, row: int, cols: int, rows: int) -> int | None:
    return row * cols + col if 0 <= col < cols and 0 <= row < rows else None


class _Shape(NamedTuple):
    """Offsets from a cell, with how far they reach each way and their cell steps."""

    offsets: Offsets
    left: int
    right: int
    up: int
    down: int
    steps: tuple[int, ...]      # ascending cell-number differences of an unclipped placement


def _shape(offsets: Offsets, cols: int) -> _Shape:
    xs, ys = [dx for dx, _ in offsets] or [0], [dy for _, dy in offsets] or [0]
    return _Shape(offsets, max(0, -min(xs)), max(0, max(xs)), max(0, -min(ys)), max(0, max(ys)),
                  tuple(sorted({dy * cols + dx for dx, dy in offsets})))


def _diamond(reach: int) -> Offsets:
    """Every offset within Manhattan distance `reach`, the centre included."""
    return tuple((dx, dy) for dy in range(-reach, reach + 1) for dx in range(-reach, reach + 1)
                 if abs(dx) + abs(dy) <= reach)


class Tables:
    """Everything the rules look up, derived once from a rule set.

    The rule set is checked before this runs (`rules.check_rules`), so nothing here
    validates; every table is built cell by cell from that cell's neighbourhood, never
    from all pairs of cells, so the cost grows with the board, not with its square.
    """

    def __init__(self, rules: "RuleSet") -> None:
        cols, rows = rules.cols, rules.rows
        self.cols, self.rows = cols, rows
        self.size = cols * rows
        self.col = tuple(c % cols for c in range(self.size))
        self.row = tuple(c // cols for c in range(self.size))
        self.names = tuple(cell_name(c, cols) for c in range(self.size))
        # Rows of distance_of, built on first use: legal-move generation looks them up.
        self._distance_rows: list[tuple[int, ...] | None] = [None] * self.size

        def around(x: int, shape: _Shape) -> tuple[int, ...]:
            """The board cells of `shape` placed at cell x, ascending, each once."""
            col, row = self.col[x], self.row[x]
            if shape.left <= col < cols - shape.right and shape.up <= row < rows - shape.down:
                return tuple(x + step for step in shape.steps)  # nothing to clip: the common case, fast
            return tuple(sorted({(row + dy) * cols + col + dx for dx, dy in shape.offsets
                                 if 0 <= col + dx < cols and 0 <= row + dy < rows}))

        ring = _shape(tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy), cols)
        self.neighbours = tuple(around(x, ring) for x in range(self.size))
        self.adjacent = tuple(
            tuple(c for c in (_at(self.col[x] + dx, self.row[x] + dy, cols, rows) for dx, dy in _STEP.values())
                  if c is not None)
            for x in range(self.size)
        )
        longest = max(rules.sorcerer_lengths)

        def ray(x: int, dx: int, dy: int) -> tuple[int, ...]:
            """The cells outward from x, nearest first, up to the longest line or the edge."""
            col, row = self.col[x], self.row[x]
            room = (cols - 1 - col if dx > 0 else col) if dx else (rows - 1 - row if dy > 0 else row)
            step = dy * cols + dx
            return tuple(x + step * k for k in range(1, min(longest, room) + 1))

        # rays[cell][direction], directions in `Direction` order.
        self.rays = tuple(tuple(ray(x, dx, dy) for dx, dy in _STEP.values()) for x in range(self.size))
        self.sorcerer_lengths = rules.sorcerer_lengths
        reach = rules.priest_reach
        diamond = _shape(_diamond(reach), cols)
        self.priest_centres = tuple(around(x, diamond) for x in range(self.size))
        # priest_areas[centre][stack - 1] -> tuple of shape options, each a tuple of cells.
        areas = tuple(tuple(_shape(option, cols) for option in by_stack) for by_stack in rules.priest_areas)
        self.priest_areas = tuple(
            tuple(tuple(around(x, option) for option in by_stack) for by_stack in areas)
            for x in range(self.size)
        )
        self.mystic_reach = rules.mystic_reach
        lines = _shape(tuple((dx * k, dy * k) for dx, dy in _STEP.values()
                             for k in range(1, rules.mystic_reach + 1)), cols)
        self.mystic_targets = tuple(around(x, lines) for x in range(self.size))
        self.damage = {Job.S: rules.damage_s, Job.P: rules.damage_p, Job.O: rules.damage_o}
        self.counter = {Job.S: rules.counter_s, Job.P: rules.counter_p, Job.O: rules.counter_o}
        self.max_reach = 1 + max(
            max(rules.sorcerer_lengths),
            reach + max(max(abs(dx) + abs(dy) for opt in st for dx, dy in opt) for st in rules.priest_areas),
            rules.mystic_reach,
        )
        # beats[a][d]: the fixed table (R15) as a 9x9 matrix of bools.
        beats = [[False] * len(Element) for _ in Element]
        for winner, loser in rules.beats:
            beats[_element(winner)][_element(loser)] = True
        self.beats = tuple(tuple(row_) for row_ in beats)
        self.mutual = frozenset(frozenset((_element(a), _element(b))) for a, b in rules.mutual_counter)
        cancel = [[False] * len(Element) for _ in Element]
        for a, b in rules.cancels:
            cancel[_element(a)][_element(b)] = cancel[_element(b)][_element(a)] = True
        self.cancels = tuple(tuple(row_) for row_ in cancel)
        # Zones and shrines by side.
        zones = []
        for corners in (rules.teal_zone, rules.crimson_zone):
            one, two = (parse_cell(name, cols, rows) for name in corners)
            c0, c1 = sorted((self.col[one], self.col[two]))
            r0, r1 = sorted((self.row[one], self.row[two]))
            zones.append(tuple(r * cols + c for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)))
        self.zone: tuple[tuple[int, ...], tuple[int, ...]] = (zones[0], zones[1])
        self.zone_set = (frozenset(zones[0]), frozenset(zones[1]))
        shrines = tuple(tuple(parse_cell(c, cols, rows) for c in side_cells)
                        for side_cells in (rules.teal_shrines, rules.crimson_shrines))
        self.shrine_cells: tuple[tuple[int, ...], tuple[int, ...]] = (shrines[0], shrines[1])
        self.shrine_owner = {c: Side(s) for s in (0, 1) for c in shrines[s]}
        self.jobs = (Job.S,) * rules.jobs[0] + (Job.P,) * rules.jobs[1] + (Job.O,) * rules.jobs[2]
        self.cards = tuple(Card.parse(c) for c in rules.cards)

    def distance_of(self, a: int, b: int) -> int:
        return abs(self.col[a] - self.col[b]) + abs(self.row[a] - self.row[b])

    def distance_row(self, a: int) -> tuple[int, ...]:
        """distance_of(a, b) for every cell b, as one tuple."""
        row = self._distance_rows[a]
        if row is None:
            row = self._distance_rows[a] = tuple(self.distance_of(a, b) for b in range(self.size))
        return row

    def name(self, cell: int) -> str:
        return self.names[cell]

    def parse(self, text: str) -> int:
        return parse_cell(text, self.cols, self.rows)
