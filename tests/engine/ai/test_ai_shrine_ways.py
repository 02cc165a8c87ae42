"""The runner's way to an enemy shrine (tactics._ways): the steps a king's walk takes
around the owner's mages, or, walled off, the straight steps plus twice BLOCKED: a king's
distance on an open board (the standard one and a draft's bigger one), the way round a
wall with a gap, and a wall with none."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.mage_battle import load_rules
from engine.mage_battle.ai.tactics import BLOCKED, _ways
from engine.mage_battle.rules import RuleSet
from engine.mage_battle.tables import Tables

BIG = Path(__file__).resolve().parents[3] / "scripts" / "drafts" / "big-board.toml"


@pytest.mark.parametrize("rules", [RuleSet(), load_rules(BIG.read_text(encoding="utf-8"), BIG.name)],
                         ids=["standard", "big-board"])
def test_with_no_walls_the_way_is_a_king_s_distance(rules: RuleSet) -> None:
    tables = Tables(rules)
    for shrine in range(0, tables.size, 7):
        king = [max(abs(tables.col[shrine] - tables.col[c]), abs(tables.row[shrine] - tables.row[c]))
                for c in range(tables.size)]
        assert list(_ways(tables, shrine, 0)) == king


def test_a_ring_of_walls_sends_the_runner_round_or_counts_it_shut_out() -> None:
    tables = Tables(RuleSet())
    shrine = 3 * tables.cols + 7                     # D08, in the middle
    ring = sum(1 << n for n in tables.neighbours[shrine])
    outside = 3 * tables.cols + 10                   # D11, three columns east
    assert _ways(tables, shrine, 0)[outside] == 3
    assert _ways(tables, shrine, ring)[outside] == 3 + 2 * BLOCKED
    gap = ring & ~(1 << (3 * tables.cols + 8))       # open the wall at D09
    assert _ways(tables, shrine, gap)[outside] == 3
    west = ring & ~(1 << (3 * tables.cols + 6))      # open it on the far side instead
    assert _ways(tables, shrine, west)[outside] == 7  # out to the west, round the ring over row B
