"""Lookup tables of one rule set, built once: board geometry, areas, affinities.

Cells are plain ints, `row * cols + col` counted from 0, because they are the hot
path of legal-move generation; `cell_name` and `parse_cell` turn them into `C05`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.mage_battle.names import Card, Direction, Element, Job, Orient, Side

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
    """Offsets from a cell, with how far they reach each way."""

    offsets: Offsets
    left: int
    right: int
    up: int
    down: int


def _shape(offsets: Offsets) -> _Shape:
    xs, ys = [dx for dx, _ in offsets] or [0], [dy for _, dy in offsets] or [0]
    return _Shape(offsets, max(0, -min(xs)), max(0, max(xs)), max(0, -min(ys)), max(0, max(ys)))


def _place(shape: _Shape, cells: tuple[int, ...], cols: int, rows: int) -> list[tuple[int, ...]]:
    """`shape` placed at every cell, in cell order: the board cells of each placement,
    ascending, each once. Which offsets stay on the board depends only on the room a
    cell has each way (up to the shape's reach), so each such kind of placement is
    worked out once and every cell costs just its own entries."""
    kinds: dict[tuple[int, int, int, int], tuple[int, ...]] = {}
    across = [(min(col, shape.left), min(cols - 1 - col, shape.right)) for col in range(cols)]
    placed: list[tuple[int, ...]] = []
    x = 0
    for row in range(rows):
        up, down = min(row, shape.up), min(rows - 1 - row, shape.down)
        for left, right in across:
            room = (left, right, up, down)
            steps = kinds.get(room)
            if steps is None:
                # Offsets that stay on the board name distinct cells, so their steps differ.
                steps = kinds[room] = tuple(sorted(dy * cols + dx for dx, dy in shape.offsets
                                                   if -left <= dx <= right and -up <= dy <= down))
            placed.append(tuple([cells[x + step] for step in steps]))
            x += 1
    return placed


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

    def __init__(self, rules: RuleSet) -> None:
        cols, rows = rules.cols, rules.rows
        self.cols, self.rows = cols, rows
        self.size = cols * rows
        self.col = tuple(c % cols for c in range(self.size))
        self.row = tuple(c // cols for c in range(self.size))
        self.names = tuple(cell_name(c, cols) for c in range(self.size))
        # Rows of distance_of, built on first use: legal-move generation looks them up.
        self._distance_rows: list[tuple[int, ...] | None] = [None] * self.size
        # Bit masks of cells (bit c: cell c): "is any enemy near" is one `&` of two ints.
        # within_masks are built on first use, per reach asked for.
        self._within: dict[int, tuple[int, ...]] = {}
        self._priest_aims: dict[tuple[int, int], tuple[tuple[int, Orient | None, int], ...]] = {}
        # The turn's commands built so far, by their fields (actions.TurnActions): at most
        # a few per mage, cell and aim.
        self.commands: dict[tuple[object, ...], Any] = {}
        self._sorcerer_masks: dict[tuple[int, int], tuple[tuple[Direction, int, bool], ...]] = {}

        # One int object per cell, shared by every table below: the largest rule set
        # allowed holds about two million cell entries, 8 bytes each this way instead
        # of 36 (a fresh int per entry).
        cells = tuple(range(self.size))

        def around(shape: _Shape) -> tuple[tuple[int, ...], ...]:
            return tuple(_place(shape, cells, cols, rows))

        ring = _shape(tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy))
        self.neighbours = around(ring)
        self.neighbour_masks = tuple(sum(1 << c for c in near) for near in self.neighbours)
        self.adjacent = tuple(
            tuple(cells[c] for c in (_at(self.col[x] + dx, self.row[x] + dy, cols, rows) for dx, dy in _STEP.values())
                  if c is not None)
            for x in range(self.size)
        )
        longest = max(rules.sorcerer_lengths)

        def ray(x: int, dx: int, dy: int) -> tuple[int, ...]:
            """The cells outward from x, nearest first, up to the longest line or the edge."""
            col, row = self.col[x], self.row[x]
            room = (cols - 1 - col if dx > 0 else col) if dx else (rows - 1 - row if dy > 0 else row)
            step = dy * cols + dx
            return tuple([cells[x + step * k] for k in range(1, min(longest, room) + 1)])

        # rays[cell][direction], directions in `Direction` order.
        self.rays = tuple(tuple(ray(x, dx, dy) for dx, dy in _STEP.values()) for x in range(self.size))
        self.sorcerer_lengths = rules.sorcerer_lengths
        reach = rules.priest_reach
        diamond = _shape(_diamond(reach))
        self.priest_centres = around(diamond)
        # priest_areas[centre][stack - 1] -> tuple of shape options, each a tuple of cells.
        # A shape repeated across stacks is placed once and its placements shared.
        placements: dict[Offsets, list[tuple[int, ...]]] = {}
        for by_stack in rules.priest_areas:
            for option in by_stack:
                if option not in placements:
                    placements[option] = _place(_shape(option), cells, cols, rows)
        by_shape = tuple(tuple(placements[option] for option in by_stack) for by_stack in rules.priest_areas)
        self.priest_areas = tuple(
            tuple(tuple(placed[x] for placed in options) for options in by_shape)
            for x in range(self.size)
        )
        self.mystic_reach = rules.mystic_reach
        lines = _shape(tuple((dx * k, dy * k) for dx, dy in _STEP.values()
                             for k in range(1, rules.mystic_reach + 1)))
        self.mystic_targets = around(lines)
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

    def within_masks(self, reach: int) -> tuple[int, ...]:
        """Per cell a, the cells b with distance_of(a, b) <= reach as a bit mask (one run of
        bits per row); built for a reach on its first use."""
        masks = self._within.get(reach)
        if masks is None:
            cols, out = self.cols, []
            for a in range(self.size):
                col, row, mask = self.col[a], self.row[a], 0
                for r in range(max(0, row - reach), min(self.rows - 1, row + reach) + 1):
                    span = reach - abs(r - row)
                    c0, c1 = max(0, col - span), min(cols - 1, col + span)
                    mask |= ((1 << (c1 - c0 + 1)) - 1) << (r * cols + c0)
                out.append(mask)
            masks = self._within[reach] = tuple(out)
        return masks

    def priest_aims(self, here: int, stack: int) -> tuple[tuple[int, Orient | None, int], ...]:
        """(centre, orient, area as a bit mask) of every aim of a priest at `here` and
        `stack` (1-based), in the order legal lists them; built on first use."""
        key = (here, stack)
        aims = self._priest_aims.get(key)
        if aims is None:
            out = []
            for centre in self.priest_centres[here]:
                shapes = self.priest_areas[centre][stack - 1]
                for index, area in enumerate(shapes):
                    out.append((centre, Orient(index) if len(shapes) > 1 else None, sum(1 << c for c in area)))
            aims = self._priest_aims[key] = tuple(out)
        return aims

    def sorcerer_masks(self, here: int, stack: int) -> tuple[tuple[Direction, int, bool], ...]:
        """Per direction: (direction, the full line of a sorcerer at `here` and `stack`
        as a bit mask, whether its cells ascend outward (down, right)); built on first use."""
        key = (here, stack)
        masks = self._sorcerer_masks.get(key)
        if masks is None:
            length = self.sorcerer_lengths[stack - 1]
            masks = self._sorcerer_masks[key] = tuple(
                (direction, sum(1 << c for c in self.rays[here][direction][:length]),
                 direction in (Direction.DOWN, Direction.RIGHT))
                for direction in Direction
            )
        return masks

    def name(self, cell: int) -> str:
        return self.names[cell]

    def parse(self, text: str) -> int:
        return parse_cell(text, self.cols, self.rows)
