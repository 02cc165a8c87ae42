"""The affinity table (R14, R15) over all 81 x1 pairs, and the table as data (R40)."""

from __future__ import annotations

import dataclasses
import itertools

from builders import T, attack, c, one, pos, run, t

from engine.mage_battle import V0_6, Direction, Element
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner, judge

FIXED = {("fire", "metal"), ("fire", "wood"), ("fire", "ice"), ("water", "fire"), ("wood", "earth"),
         ("metal", "wood"), ("earth", "water"), ("earth", "electric"), ("earth", "metal"),
         ("electric", "water"), ("electric", "metal"), ("ice", "water"), ("ice", "wood")}


def x1_table(rules=V0_6):
    return {(a.key, d.key): judge(a, 1, d, 1, rules.tables) for a, d in itertools.product(Element, repeat=2)}


def test_r15_over_81_x1_pairs_the_attacker_wins_66_and_the_defender_15():
    table = x1_table()
    assert len(table) == 81
    wins = [pair for pair, w in table.items() if w == Winner.ATTACKER]
    losses = {pair for pair, w in table.items() if w == Winner.DEFENDER}
    assert len(wins) == 66 and len(losses) == 15
    assert losses == {(loser, winner) for winner, loser in FIXED} | {("light", "dark"), ("dark", "light")}


def test_r15_the_thirteen_fixed_pairs_are_the_rule_sets_table():
    assert set(V0_6.beats) == FIXED and len(V0_6.beats) == 13
    table = x1_table()
    for winner, loser in FIXED:
        assert table[(winner, loser)] == Winner.ATTACKER
        assert table[(loser, winner)] == Winner.DEFENDER
    # no pair beats both ways, and no element beats itself
    assert not {(b, a) for a, b in FIXED} & FIXED


def test_r15_fixed_pairs_hold_at_every_stack():
    tables = V0_6.tables
    for (winner, loser), a, d in itertools.product(FIXED, (1, 2, 3), (1, 2, 3)):
        w, l_ = Element.parse(winner), Element.parse(loser)
        assert judge(w, a, l_, d, tables) == Winner.ATTACKER
        assert judge(l_, a, w, d, tables) == Winner.DEFENDER


def test_r15_a_draft_rule_set_changes_the_judgement():
    draft = dataclasses.replace(V0_6, version="draft", beats=tuple(p for p in V0_6.beats if p != ("water", "fire"))
                                + (("light", "fire"),))
    before, after = x1_table(), x1_table(draft)
    assert before[("fire", "water")] == Winner.DEFENDER and after[("fire", "water")] == Winner.ATTACKER
    assert before[("fire", "light")] == Winner.ATTACKER and after[("fire", "light")] == Winner.DEFENDER
    assert sum(w == Winner.ATTACKER for w in after.values()) == 66
    assert V0_6.tables.beats != draft.tables.beats           # V0_6 itself is untouched
    # and the engine plays by the draft
    for rules, expected in ((V0_6, "defender"), (draft, "attacker")):
        state = pos(t("S", "D05", "fire"), c("O", "D07", "water"), c("O", "A15", "earth"), rules=rules)
        _, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
        assert one(events, ev.EngagementJudged).outcomes[0][1].key == expected


def test_r15_a_draft_without_the_light_dark_exception():
    draft = dataclasses.replace(V0_6, mutual_counter=())
    table = x1_table(draft)
    assert table[("light", "dark")] == Winner.ATTACKER
    assert sum(w == Winner.ATTACKER for w in table.values()) == 68
