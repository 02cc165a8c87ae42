"""R40: the rule set is data. A TOML draft names a base (v0.6) and the fields it
changes; the change reaches play; unknown or ill-typed fields are refused with one
line naming the field; `RuleSet.to_data()` round-trips."""

from __future__ import annotations

import json

import pytest

from engine.mage_battle import (
    V0_6,
    Direction,
    Element,
    Job,
    RuleError,
    RuleSet,
    RulesFileError,
    Side,
    legal_commands,
    load_rules,
    step,
)
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.rules import rules_from_data

T, C = Side.TEAL, Side.CRIMSON


def _toml(data: dict[str, object]) -> str:
    """TOML text for plain rule data: JSON spells ints, strings, booleans and nested
    arrays exactly as TOML does."""
    return "".join(f"{key} = {json.dumps(value)}\n" for key, value in data.items())


def _sorcerer_duel(rules: RuleSet, enemy_at: str) -> tuple[object, cmd.Attack]:
    """A teal sorcerer at D03 (x1 fire) facing right at a crimson mage."""
    tables = rules.tables
    state = position([
        MageSpec(T, Job.S, tables.parse("D03"), (Element.FIRE,)),
        MageSpec(C, Job.O, tables.parse(enemy_at), (Element.METAL,)),
    ], rules=rules)
    return state, cmd.Attack(T, 0, Element.FIRE, direction=Direction.RIGHT)


def test_base_plus_changed_fields() -> None:
    rules = load_rules('base = "v0.6"\nsorcerer_lengths = [3, 4, 5]\n')
    assert rules.sorcerer_lengths == (3, 4, 5)
    assert rules.version == "v0.6-draft"
    unchanged = {f: v for f, v in rules.to_data().items() if f not in ("sorcerer_lengths", "version")}
    assert unchanged == {f: v for f, v in V0_6.to_data().items() if f not in ("sorcerer_lengths", "version")}
    assert load_rules("") == V0_6, "an empty draft is the base"


def test_r10_shorter_sorcerer_lines_change_play() -> None:
    draft = load_rules("sorcerer_lengths = [3, 4, 5]\n")
    # D07 is 4 cells away: inside the v0.6 x1 line (4), outside the draft's (3).
    state, attack = _sorcerer_duel(V0_6, "D07")
    assert attack in legal_commands(state, T)
    declared = next(e for e in step(state, attack)[1] if isinstance(e, ev.AttackDeclared))
    assert len(declared.area) == 4
    state, attack = _sorcerer_duel(draft, "D07")
    assert attack not in legal_commands(state, T)
    with pytest.raises(RuleError, match="R8"):
        step(state, attack)
    state, attack = _sorcerer_duel(draft, "D06")
    declared = next(e for e in step(state, attack)[1] if isinstance(e, ev.AttackDeclared))
    assert len(declared.area) == 3


def test_other_numbers_reach_play() -> None:
    draft = load_rules("ap_per_turn = 3\nhp_by_battle = [2, 3, 4]\n")
    assert draft.battles == 3
    state, _ = _sorcerer_duel(draft, "D07")
    assert state.ap == 3 and all(m.hp == 2 for m in state.mages)


@pytest.mark.parametrize("text, field", [
    ("sorcerer_length = [3, 4, 5]\n", "sorcerer_length"),           # a typo is an unknown field
    ("colour = 'red'\n", "colour"),
    ('ap_per_turn = "two"\n', "ap_per_turn"),
    ("ap_per_turn = 2.5\n", "ap_per_turn"),
    ('hp_by_battle = [1, "2", 3]\n', "hp_by_battle"),
    ("only_largest_counter = 1\n", "only_largest_counter"),
    ("round_limit = true\n", "round_limit"),
    ("teal_zone = ['B01']\n", "teal_zone"),
    ("jobs = [3, 3]\n", "jobs"),
    ("beats = [['fire']]\n", "beats"),
    ("sorcerer_lengths = 4\n", "sorcerer_lengths"),
])
def test_unknown_or_ill_typed_field_is_refused_by_name(text: str, field: str) -> None:
    with pytest.raises(RulesFileError) as caught:
        load_rules(text, where="draft.toml")
    message = str(caught.value)
    assert f"'{field}'" in message and message.startswith("draft.toml")
    assert "\n" not in message


@pytest.mark.parametrize("text, needle", [
    ('base = "v9"\n', "v9"),
    ("ap_per_turn = \n", "not valid TOML"),
    ("sorcerer_lengths = [3, 4]\n", "one entry per stack"),
    ("teal_shrines = ['B01', 'D01', 'Q01']\n", "Q01"),
    ("cards = []\n", "card deck"),
    ("ap_per_turn = 0\n", "ap_per_turn"),
])
def test_inconsistent_draft_is_a_one_line_error(text: str, needle: str) -> None:
    with pytest.raises(RulesFileError, match=needle) as caught:
        load_rules(text)
    assert "\n" not in str(caught.value)


def test_to_data_round_trips_through_data_and_toml() -> None:
    data = V0_6.to_data()
    assert json.loads(json.dumps(data)) == data, "plain data only"
    assert rules_from_data(data) == V0_6
    assert load_rules(_toml(data)) == V0_6
    draft = load_rules("sorcerer_lengths = [3, 4, 5]\ncard_range = 3\nonly_largest_counter = false\n")
    again = load_rules(_toml(draft.to_data()))
    assert again == draft and again.version == "v0.6-draft"
    assert again.tables.sorcerer_lengths == (3, 4, 5)


def test_rules_are_frozen_values() -> None:
    with pytest.raises(AttributeError):
        V0_6.ap_per_turn = 3  # type: ignore[misc]
    assert rules_from_data({"card_range": 4}) == V0_6.__class__(version="v0.6-draft")
