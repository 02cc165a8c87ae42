"""The runner's way to an enemy shrine (tactics._way): the steps a king's walk takes
around the owner's mages, or, walled off, the straight steps plus twice BLOCKED. Held
against a plain cell-by-cell breadth-first search on the standard board and a draft's
bigger one, with random walls."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.mage_battle import load_rules
from engine.mage_battle.ai.tactics import BLOCKED, _way
from engine.mage_battle.rules import RuleSet
from engine.mage_battle.tables import Tables

BIG = Path(__file__).resolve().parents[3] / "scripts" / "drafts" / "big-board.toml"


def plain_ways(tables: Tables, shrine: int, blocked: int) -> list[int]:
    """Every cell's steps to `shrine`, one cell at a time; walls are reached, not passed."""
    ways: list[int | None] = [None] * tables.size
    ways[shrine] = 0
    frontier, d = [shrine], 0
    while frontier:
        d += 1
        nxt = []
        for c in frontier:
            for n in tables.neighbours[c]:
                if ways[n] is None:
                    ways[n] = d
                    if not blocked >> n & 1:
                        nxt.append(n)
        frontier = nxt
    straight = [max(abs(tables.col[shrine] - tables.col[c]), abs(tables.row[shrine] - tables.row[c]))
                for c in range(tables.size)]
    return [w if w is not None else straight[c] + 2 * BLOCKED for c, w in enumerate(ways)]


@pytest.mark.parametrize("rules", [RuleSet(), load_rules(BIG.read_text(encoding="utf-8"), BIG.name)],
                         ids=["standard", "big-board"])
def test_the_way_is_a_plain_search_s_on_random_walls(rules: RuleSet) -> None:
    tables = Tables(rules)
    rng = random.Random(7)
    walled_off = 0
    for _ in range(60):
        shrine = rng.randrange(tables.size)
        density = rng.choice((0.0, 0.1, 0.3, 0.6))
        blocked = sum(1 << c for c in range(tables.size) if c != shrine and rng.random() < density)
        expected = plain_ways(tables, shrine, blocked)
        assert [_way(tables, shrine, blocked, c) for c in range(tables.size)] == expected
        walled_off += any(w > max(tables.cols, tables.rows) for w in expected)
    assert walled_off > 0      # the walled-off branch was taken too


def test_a_ring_of_walls_sends_the_runner_round_or_counts_it_shut_out() -> None:
    tables = Tables(RuleSet())
    shrine = 3 * tables.cols + 7                     # D08, in the middle
    ring = sum(1 << n for n in tables.neighbours[shrine])
    outside = 3 * tables.cols + 10                   # D11, three columns east
    assert _way(tables, shrine, 0, outside) == 3
    assert _way(tables, shrine, ring, outside) == 3 + 2 * BLOCKED
    gap = ring & ~(1 << (3 * tables.cols + 8))       # open the wall at D09
    assert _way(tables, shrine, gap, outside) == 3
    west = ring & ~(1 << (3 * tables.cols + 6))      # open it on the far side instead
    assert _way(tables, shrine, west, outside) == 7  # out to the west, round the ring over row B
