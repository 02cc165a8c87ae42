"""Lookup tables of one rule set, built once: board geometry, areas, affinities.

Cells are plain ints, `row * cols + col` counted from 0, because they are the hot
path of legal-move generation; `cell_name` and `parse_cell` turn them into `C05`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.mage_battle.names import Card, Direction, Element, Job, Side

if TYPE_CHECKING:
    from engine.mage_battle.rules import RuleSet

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


class Tables:
    """Everything the rules look up, derived once from a rule set."""

    def __init__(self, rules: "RuleSet") -> None:
        cols, rows = rules.cols, rules.rows
        if not (1 <= cols <= 99 and 1 <= rows <= 26):
            raise ValueError("the board must have 1-99 columns and 1-26 rows")
        if rules.ap_per_turn < 1 or rules.round_limit < 1 or not rules.hp_by_battle:
            raise ValueError("AP per turn, round limit and the battles' HP must be positive")
        if any(hp < 1 for hp in rules.hp_by_battle):
            raise ValueError("every battle's HP must be at least 1")
        stacks = len(rules.sorcerer_lengths)
        for name in ("priest_areas", "damage_s", "damage_p", "damage_o", "counter_s", "counter_p", "counter_o"):
            if len(getattr(rules, name)) != stacks:
                raise ValueError(f"{name} must have one entry per stack ({stacks})")
        self.cols, self.rows = cols, rows
        self.size = cols * rows
        self.col = tuple(c % cols for c in range(self.size))
        self.row = tuple(c // cols for c in range(self.size))
        self.names = tuple(cell_name(c, cols) for c in range(self.size))
        # Rows of distance_of, built on first use: legal-move generation looks them up.
        self._distance_rows: list[tuple[int, ...] | None] = [None] * self.size

        def at(col: int, row: int) -> int | None:
            return row * cols + col if 0 <= col < cols and 0 <= row < rows else None

        def cells(offsets: object, col: int, row: int) -> tuple[int, ...]:
            found = (at(col + dx, row + dy) for dx, dy in offsets)  # type: ignore[attr-defined]
            return tuple(sorted({c for c in found if c is not None}))

        self.neighbours = tuple(
            tuple(c for c in (at(self.col[x] + dx, self.row[x] + dy)
                              for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy) if c is not None)
            for x in range(self.size)
        )
        self.adjacent = tuple(
            tuple(c for c in (at(self.col[x] + dx, self.row[x] + dy) for dx, dy in _STEP.values()) if c is not None)
            for x in range(self.size)
        )
        longest = max(rules.sorcerer_lengths)
        # rays[cell][direction]: the cells outward from `cell`, nearest first, clipped.
        self.rays = tuple(
            tuple(
                tuple(c for c in (at(self.col[x] + dx * k, self.row[x] + dy * k) for k in range(1, longest + 1))
                      if c is not None)
                for dx, dy in _STEP.values()
            )
            for x in range(self.size)
        )
        self.sorcerer_lengths = rules.sorcerer_lengths
        reach = rules.priest_reach
        self.priest_centres = tuple(
            tuple(c for c in range(self.size) if self.distance_of(x, c) <= reach) for x in range(self.size)
        )
        # priest_areas[centre][stack - 1] -> tuple of shape options, each a tuple of cells.
        self.priest_areas = tuple(
            tuple(tuple(cells(option, self.col[x], self.row[x]) for option in by_stack)
                  for by_stack in rules.priest_areas)
            for x in range(self.size)
        )
        self.mystic_reach = rules.mystic_reach
        self.mystic_targets = tuple(
            tuple(c for c in range(self.size) if 1 <= self.distance_of(x, c) <= rules.mystic_reach
                  and (self.col[c] == self.col[x] or self.row[c] == self.row[x]))
            for x in range(self.size)
        )
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
        if len(shrines[0]) != len(shrines[1]) or len(set(shrines[0] + shrines[1])) != 2 * len(shrines[0]):
            raise ValueError("both sides need the same number of distinct shrine cells")
        if len(shrines[0]) > len(Element):
            raise ValueError("more shrines than elements")
        self.shrine_cells: tuple[tuple[int, ...], tuple[int, ...]] = (shrines[0], shrines[1])
        self.shrine_owner = {c: Side(s) for s in (0, 1) for c in shrines[s]}
        self.jobs = (Job.S,) * rules.jobs[0] + (Job.P,) * rules.jobs[1] + (Job.O,) * rules.jobs[2]
        if not self.jobs or any(len(self.jobs) > len(z) for z in zones):
            raise ValueError("each side needs at least one mage and room for all of them in its zone")
        if len(self.jobs) != len(Element):
            raise ValueError("each side fields exactly one mage per element (9)")
        self.cards = tuple(Card.parse(c) for c in rules.cards)
        if not self.cards:
            raise ValueError("the card deck must not be empty")

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
