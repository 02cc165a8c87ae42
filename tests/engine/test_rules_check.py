"""A draft rule set is checked when it is loaded (R40): every inconsistent draft is
refused at load with one line naming the field, before any lookup table is built, so
it can never crash mid-match or make the engine build enormous tables."""

from __future__ import annotations

import dataclasses
import json
import random
import tomllib
from typing import Any, TypeVar

import pytest

from engine import mage_battle
from engine.kernel.digest import stable_digest
from engine.mage_battle import V0_6, Direction, Element, Job, Phase, RulesFileError, Side, load_rules
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle import rules as rules_module
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.rules import (
    MAX_BATTLES,
    MAX_COLS,
    MAX_REACH,
    MAX_ROWS,
    MAX_SHAPE_CELLS,
    MAX_STACK,
    STACK_TABLES,
    RuleSet,
    rules_from_data,
)

T, C = Side.TEAL, Side.CRIMSON
_E = TypeVar("_E")
SQUARE_5 = [[dx, dy] for dy in range(-2, 3) for dx in range(-2, 3)]
DIAMOND_2 = [[dx, dy] for dx, dy in SQUARE_5 if abs(dx) + abs(dy) <= 2]
# Five battles can grow a stack to x5, so every per-stack table has five entries.
FIVE_BATTLES: dict[str, Any] = {
    "hp_by_battle": [1, 2, 3, 4, 5],
    "sorcerer_lengths": [4, 5, 6, 7, 8],
    "priest_areas": V0_6.to_data()["priest_areas"] + [[DIAMOND_2], [SQUARE_5]],
    "damage_s": [1] * 5, "damage_p": [1] * 5, "damage_o": [1, 2, 3, 4, 5],
    "counter_s": [1] * 5, "counter_p": [1] * 5, "counter_o": [1, 2, 3, 4, 5],
}


def _toml(data: dict[str, Any]) -> str:
    """TOML text for plain rule data: JSON spells ints, strings, booleans and nested
    arrays exactly as TOML does."""
    return "".join(f"{key} = {json.dumps(value)}\n" for key, value in data.items())


def _refusal(text: str) -> str:
    with pytest.raises(RulesFileError) as caught:
        load_rules(text, where="draft.toml")
    message = str(caught.value)
    assert message.startswith("draft.toml: ") and "\n" not in message
    return message


def _play_to_the_end(seed: int, rules: RuleSet) -> mage_battle.State:
    """A uniform random match: every decider picks among its legal commands."""
    rng = random.Random(seed)
    state = mage_battle.new_match(seed, rules)
    while state.phase != Phase.OVER:
        choices = mage_battle.legal_commands(state, state.deciders()[0])
        state, _ = mage_battle.step(state, choices[rng.randrange(len(choices))])
    return state


def test_six_battles_with_three_stack_tables_is_refused_at_load() -> None:
    # Battle 4 could grow a stack to x4, past the three entries of every per-stack table.
    message = _refusal("hp_by_battle = [1, 2, 3, 4, 5, 6]\n")
    assert "'hp_by_battle'" in message and "6 battles" in message
    assert "'sorcerer_lengths'" in message and "have 3" in message


VIOLATIONS = [
    # battles (hp_by_battle) against the per-stack tables, and R27's need for a winner
    ({"hp_by_battle": [1, 2, 3, 4, 5]}, "hp_by_battle"),
    ({**FIVE_BATTLES, "hp_by_battle": [1, 2, 3, 4]}, "hp_by_battle"),
    ({"hp_by_battle": []}, "hp_by_battle"),
    ({"hp_by_battle": [1, 0, 3]}, "hp_by_battle"),
    ({"hp_by_battle": [1] * (MAX_BATTLES + 2)}, "hp_by_battle"),
    # per-stack tables: one entry per stack level, as many as sorcerer_lengths
    ({"sorcerer_lengths": [4, 5, 6, 7]}, "priest_areas"),
    ({"damage_o": [1, 2]}, "damage_o"),
    ({"counter_p": [1, 1, 1, 1]}, "counter_p"),
    ({"sorcerer_lengths": []}, "sorcerer_lengths"),
    ({"sorcerer_lengths": [0, 5, 6]}, "sorcerer_lengths"),
    ({"damage_s": [1, -1, 1]}, "damage_s"),
    ({"counter_o": [1, 2, 300]}, "counter_o"),
    # priest shapes: options named by Orient (h, v), bounded shapes
    ({"priest_areas": [[[[0, 0]], [[1, 0]], [[0, 1]]], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_areas": [[], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_areas": [[[]], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_areas": [[[[0, 0], [0, 0]]], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_areas": [[[[MAX_REACH + 1, 0]]], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_areas": [[[[x, 0] for x in range(MAX_SHAPE_CELLS + 1)]], [[[0, 0]]], [[[0, 0]]]]}, "priest_areas"),
    ({"priest_reach": -1}, "priest_reach"),
    ({"priest_reach": MAX_REACH + 1}, "priest_reach"),
    ({"mystic_reach": 0}, "mystic_reach"),
    # board, zones, shrines
    ({"cols": 0}, "cols"),
    ({"cols": MAX_COLS + 1}, "cols"),
    ({"rows": MAX_ROWS + 1}, "rows"),
    ({"cols": 10}, "crimson_zone"),                                  # B11..F15 is off a 10-column board
    ({"teal_zone": ["B01", "C02"]}, "teal_zone"),                    # 4 cells for 9 mages
    ({"crimson_zone": ["B05", "F09"]}, "crimson_zone"),              # overlaps B01..F05
    ({"teal_zone": ["B01", "Z05"]}, "teal_zone"),
    ({"teal_shrines": ["B01", "D01"]}, "crimson_shrines"),           # 3 against 2
    ({"teal_shrines": [], "crimson_shrines": []}, "teal_shrines"),
    ({"teal_shrines": ["B01", "B01", "F01"]}, "teal_shrines"),
    ({"crimson_shrines": ["B15", "D15", "B01"]}, "crimson_shrines"),  # B01 is teal's
    ({"teal_shrines": ["B01", "D01", "A20"]}, "teal_shrines"),
    ({"teal_shrines": ["B01", "D01", "F01\nx"]}, "teal_shrines"),
    ({"jobs": [3, 3, 2]}, "jobs"),
    ({"jobs": [-1, 5, 5]}, "jobs"),
    # turns
    ({"ap_per_turn": 0}, "ap_per_turn"),
    ({"ap_per_turn": 100}, "ap_per_turn"),
    ({"attacks_per_mage_per_turn": 0}, "attacks_per_mage_per_turn"),
    ({"attacks_per_mage_per_turn": 3}, "attacks_per_mage_per_turn"),  # more than 2 AP allow
    ({"round_limit": 0}, "round_limit"),
    ({"round_limit": 10_000}, "round_limit"),
    ({"elementless_power": -1}, "elementless_power"),
    ({"backflow_recoil_offset": 50}, "backflow_recoil_offset"),
    # elements
    ({"beats": [["fire", "plasma"]]}, "beats"),
    ({"beats": [["fire", "fire"]]}, "beats"),
    ({"beats": [["fire", "metal"], ["fire", "metal"]]}, "beats"),
    ({"beats": [["fire", "water"], ["water", "fire"]]}, "beats"),
    ({"mutual_counter": [["water", "fire"]]}, "mutual_counter"),      # the fixed table decides it
    ({"mutual_counter": [["light", "dark"], ["dark", "light"]]}, "mutual_counter"),
    ({"cancels": [["fire", "water"], ["water", "fire"]]}, "cancels"),
    ({"cancels": [["ice", "ice"]]}, "cancels"),
    # cards
    ({"cards": []}, "cards"),
    ({"cards": ["resonance_cut", "joker"]}, "cards"),
    ({"cards": ["mana_backflow"] * 17}, "cards"),
    ({"card_ap": 3}, "card_ap"),                                      # never payable with 2 AP
    ({"card_range": -1}, "card_range"),
    # the name
    ({"version": ""}, "version"),
    ({"version": "v1\nv2"}, "version"),
    ({"version": "v" * 65}, "version"),
    ({"version": "v0.6", "round_limit": 10}, "version"),             # a draft posing as v0.6
]


@pytest.mark.parametrize("draft, field", VIOLATIONS, ids=[f"{f}-{i}" for i, (_, f) in enumerate(VIOLATIONS)])
def test_each_inconsistent_draft_is_refused_naming_the_field(draft: dict[str, Any], field: str) -> None:
    message = _refusal(_toml(draft))
    assert f"'{field}'" in message
    # Plain data (a replay header) goes through the same check and gets the same line.
    with pytest.raises(RulesFileError) as caught:
        rules_from_data(tomllib.loads(_toml(draft)), where="draft.toml")
    assert str(caught.value) == message


def test_no_table_is_built_for_a_refused_draft(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[object] = []
    monkeypatch.setattr(rules_module, "Tables", built.append)
    with pytest.raises(RulesFileError):
        load_rules("hp_by_battle = [1, 2, 3, 4, 5, 6]\n")
    assert built == []


def test_rule_sets_built_in_code_are_checked_too() -> None:
    with pytest.raises(RulesFileError, match="'damage_o'"):
        dataclasses.replace(V0_6, damage_o=(1, 2))


def _sized(stacks: int, shapes: list[list[list[int]]], **fields: Any) -> dict[str, Any]:
    """A rule set on the largest board with `stacks` stack levels of the given shapes."""
    return {
        "cols": MAX_COLS, "rows": MAX_ROWS, "crimson_zone": ["B95", "F99"], "crimson_shrines": ["B99", "D99", "F99"],
        "sorcerer_lengths": [99] * stacks, "priest_areas": [shapes] * stacks,
        **{name: [1] * stacks for name in STACK_TABLES if name != "priest_areas"}, **fields,
    }


def test_a_hostile_huge_rule_set_is_refused() -> None:
    # 64 stacks of 9 priest shapes of 64 offsets on a 99x26 board: building its tables
    # would take seconds and gigabytes, so it is refused before any is built.
    shapes = [[[dx, 0] for dx in range(64)]] * 9
    with pytest.raises(RulesFileError, match="'sorcerer_lengths'"):
        rules_from_data(_sized(64, shapes, priest_reach=64), where="replay.emb")
    with pytest.raises(RulesFileError, match="'priest_areas'"):
        rules_from_data(_sized(MAX_STACK, shapes, hp_by_battle=[1] * MAX_BATTLES), where="replay.emb")


def test_the_largest_rule_set_the_bounds_allow_still_loads() -> None:
    square = SQUARE_5[:MAX_SHAPE_CELLS]
    largest = rules_from_data(_sized(MAX_STACK, [square, square], hp_by_battle=[1] * MAX_BATTLES,
                                     priest_reach=MAX_REACH, mystic_reach=MAX_REACH))
    assert largest.tables.size == MAX_COLS * MAX_ROWS and largest.max_stack == MAX_STACK


def test_v0_6_is_unchanged_by_the_check() -> None:
    data = V0_6.to_data()
    again = rules_from_data(data)
    assert again == V0_6 and again.to_data() == data
    assert stable_digest(again) == stable_digest(V0_6)
    assert rules_from_data({"version": "v0.6"}) == V0_6, "naming v0.6 is fine when it is v0.6"


@pytest.mark.parametrize("seed", [3, 11])
def test_five_battles_with_five_stack_tables_plays_to_the_end(seed: int) -> None:
    draft = load_rules(_toml(FIVE_BATTLES), where="five.toml")
    assert draft.battles == draft.max_stack == 5
    state = _play_to_the_end(seed, draft)
    assert len(state.results) == 5
    assert all(len(m.layers) <= 5 for m in state.mages), "one layer at most per battle (R20)"


def test_a_shorter_round_limit_plays_to_the_end() -> None:
    draft = load_rules("round_limit = 3\n")
    state = _play_to_the_end(7, draft)
    assert len(state.results) == 3


def test_at_x5_every_job_reads_the_fifth_entry_of_its_tables() -> None:
    draft = load_rules(_toml(FIVE_BATTLES))
    at = draft.tables.parse
    fire5 = (Element.FIRE,) * 5
    state = position([
        MageSpec(T, Job.S, at("A01"), fire5), MageSpec(T, Job.P, at("G01"), fire5),
        MageSpec(T, Job.O, at("D03"), fire5),
        MageSpec(C, Job.S, at("A09"), (Element.EARTH,)), MageSpec(C, Job.P, at("A15"), (Element.WATER,)),
        MageSpec(C, Job.O, at("D04"), (Element.METAL,)),
    ], rules=draft, battle=5)
    legal = mage_battle.legal_commands(state, T)
    # A09 is 8 cells along the x5 line (x3 reaches 6).
    line = cmd.Attack(T, 0, Element.FIRE, direction=Direction.RIGHT)
    assert line in legal and one(mage_battle.step(state, line)[1], ev.AttackDeclared).area[-1] == at("A09")
    # From G01 only the x5 5x5 square (centred on F02) reaches D04.
    priest = [c for c in legal if isinstance(c, cmd.Attack) and c.mage == 1]
    assert [one(mage_battle.step(state, c)[1], ev.AttackDeclared).targets for c in priest] == [(5,)]
    _, events = mage_battle.step(state, cmd.Attack(T, 2, Element.FIRE, target=at("D04")))
    assert one(events, ev.EngagementJudged).outcomes[0][2] == 5, "damage_o[4] for a x5 mystic"


def one(events: tuple[ev.Event, ...], kind: type[_E]) -> _E:
    return next(e for e in events if isinstance(e, kind))
