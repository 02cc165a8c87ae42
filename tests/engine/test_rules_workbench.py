"""The designer's workbench, engine side (issue 17): every field of the rule set is
documented as data with the rulings it implements; a draft's every problem is listed
(building a rule set still raises the first, with the same line); drafts carry a name
and a note that are no rule (v0.6's data and hash are unchanged, a replay's rules hash
covers them)."""

from __future__ import annotations

import dataclasses
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from test_rules_check import VIOLATIONS, _toml

from engine.kernel import registry
from engine.kernel.digest import stable_digest
from engine.mage_battle import V0_6, RulesFileError, load_rules
from engine.mage_battle.rules import RuleSet, check_draft, draft_problems, rule_problems, rules_from_data
from engine.mage_battle.rules_doc import FIELD_DOCS, rule_fields

ROOT = Path(__file__).resolve().parents[2]
RULINGS = ROOT.parent / "shared" / "rules" / "RULINGS.md"
SEAM = ROOT / "examples" / "nim-game"
# The hash every v0.6 replay carries (tests/data/replays-v1 was written with it).
V0_6_HASH = "b0edebeb01b141db2eeb7ce70aa901b988a300ed1f2d14c4a172b31345bba898"
GAME = registry.get("mage_battle")


def _fields() -> list[str]:
    return [f.name for f in dataclasses.fields(RuleSet) if f.init]


# --- documentation as data --------------------------------------------------------------

def test_every_field_is_documented_and_every_doc_names_a_field() -> None:
    assert list(FIELD_DOCS) == _fields()
    for name, doc in FIELD_DOCS.items():
        assert doc.meaning and "\n" not in doc.comment(), name
        assert all(re.fullmatch(r"R([1-9]|[1-3][0-9]|40)", r) for r in doc.rulings), name
    rules = {name for name, doc in FIELD_DOCS.items() if doc.rulings}
    assert rules == set(_fields()) - {"name", "note"}, "every rule cites a ruling; name and note are none"


def test_the_cited_rulings_exist_in_rulings_md() -> None:
    if not RULINGS.is_file():
        pytest.skip("RULINGS.md is not beside the repository")
    text = RULINGS.read_text(encoding="utf-8")
    defined = set(re.findall(r"^- (R\d+)\.", text, re.M))
    cited = {r for doc in FIELD_DOCS.values() for r in doc.rulings}
    assert cited <= defined, cited - defined


def test_rule_fields_list_every_field_with_its_value_and_comment() -> None:
    fields = rule_fields(V0_6)
    assert [f.name for f in fields] == ["base", *_fields()]
    by_name = {f.name: f for f in fields}
    assert by_name["round_limit"].value == 20 and by_name["round_limit"].comment.startswith("R6, R26: ")
    assert by_name["priest_areas"].value == V0_6.to_data()["priest_areas"]
    assert not by_name["version"].active, "a copy of v0.6 must not claim to be v0.6"
    draft = load_rules('round_limit = 12\nname = "Short"\n')
    by_name = {f.name: f for f in rule_fields(draft)}
    assert by_name["version"].active and by_name["version"].value == "v0.6-draft"
    assert by_name["name"].value == "Short" and by_name["base"].value == "v0.6"


# --- every problem ---------------------------------------------------------------------

@pytest.mark.parametrize("draft, field", VIOLATIONS, ids=[f"{f}-{i}" for i, (_, f) in enumerate(VIOLATIONS)])
def test_check_lists_each_broken_draft_first_as_loading_refuses_it(draft: dict[str, Any], field: str) -> None:
    text = _toml(draft)
    problems = check_draft(text, "draft.toml")
    with pytest.raises(RulesFileError) as caught:
        load_rules(text, "draft.toml")
    assert problems and problems[0] == str(caught.value)
    assert f"'{field}'" in problems[0]
    assert all(line.startswith("draft.toml: ") and "\n" not in line for line in problems)


def test_check_lists_every_problem_not_just_the_first() -> None:
    # One problem from each family of checks, and two unknown fields.
    draft = {"version": "v" * 65, "ap_per_turn": 0, "damage_o": [1, 2], "cols": 10, "jobs": [3, 3, 2],
             "beats": [["fire", "plasma"]], "cancels": [["ice", "ice"]], "cards": ["joker"], "name": "a\tb",
             "colour": 1, "shape": 2}
    problems = check_draft(_toml(draft), "many.toml")
    named = [re.search(r"'(\w+)'", line).group(1) for line in problems]   # type: ignore[union-attr]
    assert list(dict.fromkeys(named)) == ["colour", "shape", "version", "name", "ap_per_turn", "damage_o", "jobs",
                                          "crimson_zone", "crimson_shrines", "beats", "cancels", "cards"]
    assert named.count("crimson_shrines") == 3, "each cell off the 10-column board"
    assert len(set(problems)) == len(problems)
    # Checks measured against a field already wrong are not run: no 'must be 1..0'.
    assert not any("1..0" in line or "0..0" in line for line in problems)


def test_an_ill_typed_field_is_listed_once_without_the_problems_it_would_cause() -> None:
    # 'sorcerer_lengths' is unusable: its base value (3 levels) stands in, so the five-entry
    # damage table would look wrong; that line names the ill-typed field and is left out.
    problems = check_draft('sorcerer_lengths = "4, 5, 6, 7, 8"\ndamage_o = [1, 2, 3, 4, 5]\nround_limit = -1\n',
                           "t.toml")
    assert problems == ["t.toml: field 'sorcerer_lengths': expected a list, got '4, 5, 6, 7, 8'",
                        "t.toml: field 'round_limit' is -1, but must be 1..99"]


def test_an_unknown_base_and_bad_toml_are_problems_too() -> None:
    assert check_draft('base = "v9"\nround_limit = 0\n', "b.toml") == [
        "b.toml: unknown base rule set 'v9' (known: v0.6)", "b.toml: field 'round_limit' is 0, but must be 1..99"]
    [line] = check_draft("round_limit = = 3\n", "b.toml")
    assert line.startswith("b.toml: not valid TOML (")
    assert check_draft("round_limit = 12\n") == [] and check_draft("") == []


def test_building_a_rule_set_still_raises_the_first_problem() -> None:
    with pytest.raises(RulesFileError, match="^field 'ap_per_turn' is 0"):
        dataclasses.replace(V0_6, ap_per_turn=0, round_limit=0)
    broken = dataclasses.replace(V0_6, round_limit=5)
    assert list(rule_problems(broken)) == []
    data = tomllib.loads(_toml({"round_limit": 0, "card_range": -1}))
    assert [str(p) for p in draft_problems(data, "d")] == [
        "d: field 'round_limit' is 0, but must be 1..99", "d: field 'card_range' is -1, but must be 0..99"]
    with pytest.raises(RulesFileError, match="'round_limit'"):
        rules_from_data(data, "d")


# --- name and note -------------------------------------------------------------------------

def test_v0_6_data_and_hash_are_unchanged() -> None:
    assert "name" not in V0_6.to_data() and "note" not in V0_6.to_data()
    assert len(V0_6.to_data()) == 31
    assert stable_digest(V0_6) == V0_6_HASH == GAME.rules_hash(V0_6)
    assert V0_6.name == V0_6.note == ""


def test_a_named_draft_keeps_its_name_through_data_and_its_hash_covers_it() -> None:
    draft = load_rules('round_limit = 12\nname = "Short battles"\nnote = "Does a 12-round limit stall less?"\n')
    plain = load_rules("round_limit = 12\n")
    assert draft.name == "Short battles" and draft.version == "v0.6-draft"
    data = draft.to_data()
    assert data["name"] == "Short battles" and data["note"].startswith("Does")
    again = rules_from_data(data)
    assert (again.name, again.note) == (draft.name, draft.note)
    # No rule: the same rules compare equal and every state digest ignores the name ...
    assert draft == plain and stable_digest(draft) == stable_digest(plain)
    # ... but a replay's header hash covers it, so an edited name is noticed.
    assert GAME.rules_hash(draft) != GAME.rules_hash(plain) == stable_digest(plain)
    assert GAME.rules_hash(dataclasses.replace(draft, note="")) != GAME.rules_hash(draft)
    assert (GAME.rules_name(draft), GAME.rules_note(draft)) == ("Short battles", draft.note)


def test_a_name_alone_makes_a_draft_and_a_published_version_cannot_carry_one() -> None:
    assert load_rules('name = "x"\n').version == "v0.6-draft"
    with pytest.raises(RulesFileError, match="'version'"):
        load_rules('version = "v0.6"\nname = "x"\n')
    assert load_rules('version = "v0.6"\nname = ""\n') == V0_6


@pytest.mark.parametrize("text, field", [
    ('name = "' + "n" * 65 + '"\n', "name"),
    ('note = "' + "n" * 241 + '"\n', "note"),
    ('note = "two\\nlines"\n', "note"),
    ("name = 3\n", "name"),
])
def test_a_bad_name_or_note_is_refused_naming_it(text: str, field: str) -> None:
    with pytest.raises(RulesFileError, match=f"'{field}'"):
        load_rules(text)
    assert f"'{field}'" in check_draft(text)[0]


def test_a_named_draft_replay_saves_loads_and_refuses_an_edited_name() -> None:
    from engine.kernel.random_agent import RandomAgent
    from engine.mage_battle import Match
    from replays.container import seal
    from replays.errors import ReplayError
    from replays.format import FORMAT, ai, dumps, loads, new_header, to_document
    from replays.resimulate import replay_of, verify

    draft = load_rules('round_limit = 2\nname = "Two rounds"\n')
    match = Match(seed=4, rules=draft)
    agents = [RandomAgent(1), RandomAgent(2)]
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    header = new_header(4, ai("random"), ai("random"), rules=draft, started="2026-01-01T00:00:00+00:00")
    replay = replay_of(match, header)
    loaded = loads(dumps(replay), "x")
    assert loaded.header.rules.name == "Two rounds" and verify(loaded, "x").ok
    doc = to_document(replay)
    doc["header"]["rules"]["name"] = "Renamed"
    with pytest.raises(ReplayError, match="rules_hash"):
        loads(seal(FORMAT, doc), "x")


# --- Nim, the test-only game -------------------------------------------------------------------

def test_nim_documents_and_checks_its_rules_too() -> None:
    if str(SEAM) not in sys.path:
        sys.path.insert(0, str(SEAM))
    import nim  # noqa: F401

    game = registry.get("nim")
    names = [f.name for f in game.rules_fields(game.default_rules())]
    assert names == ["piles", "max_take", "version", "name", "note"]
    assert game.check_rules_text("piles = [1]\n", "n") == []
    assert game.check_rules_text('piles = []\nmax_take = 0\nlucky = 1\n', "n") == [
        "n: unknown field 'lucky'", "n: field 'piles' must be 1-8 piles of 1-50", "n: field 'max_take' must be 1-50"]
    named = game.load_rules('piles = [2]\nname = "one pile"\n', "n")
    assert game.rules_name(named) == "one pile" and game.rules_hash(named) != game.rules_hash(
        game.load_rules("piles = [2]\n", "n"))
