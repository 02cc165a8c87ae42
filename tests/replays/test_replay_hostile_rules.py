"""Forged rule sets in replay headers (issue 11.2), checked by outcome and by structure,
never by the clock (scripts/bench_hostile.py measures CPU and memory of the same files).

Every forged file of the benchmark's families (big boards, long area lists, priest
shape lists, many stacks, long and nested tables, huge numbers, deep nesting; each with
a wrong hash and, when the rule set builds, the correct one) is refused with one line
naming the field, or loads and verifies, as a replay and as a crash journal. A file
refused for its hash builds no table at all; the largest rule set allowed builds at most
2.1 million table entries sharing one int per cell; a header's rule data is capped
before the game sees it; a replay re-simulates at most 8192 commands."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.mage_battle import rules as rules_module
from engine.mage_battle.game import GAME
from engine.mage_battle.tables import Tables
from replays.errors import ReplayError
from replays.format import LIMITS, MAX_COMMANDS, MAX_RULE_VALUES
from replays.journal import resume
from replays.resimulate import load_bytes, verify

ROOT = Path(__file__).resolve().parents[2]
# Every per-cell table of the largest rule set allowed, at its caps: 2,574 cells times
# (col, row 2 + neighbours 8 + steps 4 + rays 122 + priest centres 181 + nine stacks of
# two 25-cell shapes 450 + mystic targets 36) = 2,066,922, plus zones and shrines.
TABLE_ENTRIES_CEILING = 2_100_000
TABLE_BYTES_CEILING = 24 * 2**20


def _bench() -> ModuleType:
    """The benchmark script owns the forged families; the test reuses them."""
    spec = importlib.util.spec_from_file_location("bench_hostile", ROOT / "scripts" / "bench_hostile.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module      # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bench = _bench()


@pytest.fixture(scope="module")
def cases() -> list[Any]:
    return bench.cases(quick=True)


def _named(message: str, where: str) -> bool:
    """One line that names what is wrong: a field of the header's rules, the hash, the
    command that the forged rules make illegal, or the file's nesting (deeper than any
    document of the format, refused before any field is read)."""
    return "\n" not in message and re.match(
        rf"^{re.escape(where)}: (field 'header\.rules(_hash)?[.\['\]]|header\.rules: |command \d+ "
        rf"|(record 0: )?not a valid file \(values nested more than \d+ deep\))", message) is not None


def _answer(data: bytes, kind: str, path: Path) -> tuple[str, str]:
    """(outcome, message) of a replay (load, then verify) or a journal (resume)."""
    where = str(path)
    try:
        if kind == "replay":
            loaded = load_bytes(data, where)
            verdict = verify(loaded.replay, where)
            return ("loaded" if verdict.ok else "unverified"), verdict.message
        path.write_bytes(data)
        journal = resume(path)
        journal.close()
        return "loaded", ""
    except ReplayError as error:
        return "refused", str(error)
    # Anything else propagates: a traceback fails the test.


def test_every_forged_rule_set_is_refused_by_name_or_loads_and_verifies(cases, tmp_path):
    outcomes: dict[str, int] = {}
    assert len(cases) > 100 and len({c.family for c in cases}) == 7
    for n, case in enumerate(cases):
        for kind, data in (("replay", bench.replay_bytes(case.doc)), ("journal", bench.journal_bytes(case.doc))):
            assert len(data) <= LIMITS.max_bytes, case.label   # the loader is tried, not the size cap
            path = tmp_path / f"{n:03d}.{'embr' if kind == 'replay' else 'embj'}"
            outcome, message = _answer(data, kind, path)
            label = f"{case.family}: {case.label} as {kind}"
            assert outcome in ("refused", "loaded"), (label, message)
            if outcome == "refused":
                assert _named(message, str(path)), (label, message)
            if case.label.endswith("wrong hash"):
                assert outcome == "refused", label
                if bench.build(case.doc["header"]["rules"]) is not None:
                    assert "field 'header.rules_hash' does not match" in message, (label, message)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes["loaded"] >= 2 and outcomes["refused"] > 250, outcomes


class _Counted(Tables):
    built = 0

    def __init__(self, rules: Any) -> None:
        type(self).built += 1
        super().__init__(rules)


def test_no_table_is_built_for_a_file_refused_for_its_hash(cases, tmp_path, monkeypatch):
    monkeypatch.setattr(rules_module, "Tables", _Counted)
    _Counted.built = 0
    wrong = [c for c in cases if c.label.endswith("wrong hash")]
    wrong += [bench.Case("largest", "wrong hash", bench.with_rules(data, bench.WRONG_HASH))
              for data in (bench.largest_data(), bench.largest_data(compact=True))]
    for n, case in enumerate(wrong):
        for kind, data in (("replay", bench.replay_bytes(case.doc)), ("journal", bench.journal_bytes(case.doc))):
            outcome, message = _answer(data, kind, tmp_path / f"{n:03d}.{kind}")
            assert outcome == "refused", (case.label, message)
    assert _Counted.built == 0
    # The counter sees a build: the same largest rule set with its correct hash gets as
    # far as the first command, which needs the tables (and which those rules refuse).
    data = bench.largest_data()
    doc = bench.with_rules(data, GAME.rules_hash(GAME.rules_from_data(data, "x")))
    outcome, message = _answer(bench.replay_bytes(doc), "replay", tmp_path / "largest.embr")
    assert outcome == "refused" and re.search(r": command 0 \w+\(.*\) is illegal", message), message
    assert _Counted.built == 1


def _entries(value: Any, ints: set[int]) -> int:
    if isinstance(value, tuple):
        return sum(_entries(item, ints) for item in value)
    if type(value) is int:
        ints.add(id(value))
        return 1
    return 0


def _bytes(value: Any, seen: set[int]) -> int:
    if id(value) in seen:
        return 0
    seen.add(id(value))
    size = sys.getsizeof(value)
    if isinstance(value, (tuple, list, frozenset)):
        size += sum(_bytes(item, seen) for item in value)
    elif isinstance(value, dict):
        size += sum(_bytes(k, seen) + _bytes(v, seen) for k, v in value.items())
    return size


@pytest.mark.parametrize("compact", [False, True], ids=["scattered shapes", "compact shapes"])
def test_the_largest_rule_set_builds_bounded_tables(compact):
    data = bench.largest_data(compact=compact)
    rules = GAME.rules_from_data(data, "largest")
    assert "tables" not in vars(rules)                    # building a rule set builds no table
    tables = rules.tables
    ints: set[int] = set()
    around = ("neighbours", "adjacent", "rays", "priest_centres", "priest_areas", "mystic_targets")
    entries = sum(_entries(getattr(tables, name), ints) for name in around)
    assert len(ints) <= tables.size                       # one int object per cell, shared
    entries += sum(_entries(getattr(tables, name), set()) for name in ("col", "row", "zone", "shrine_cells"))
    assert tables.size == 99 * 26
    assert 1_700_000 < entries <= TABLE_ENTRIES_CEILING, entries
    assert _bytes(vars(tables), set()) <= TABLE_BYTES_CEILING
    # Every dimension is at its cap: one step past any of them is refused by name.
    stacks = {name: data[name] + data[name][:1] for name in rules_module.STACK_TABLES + ("sorcerer_lengths",)}
    shape = [[dx, dy] for dy in range(-2, 3) for dx in range(-2, 3)]
    for change, field in (({"cols": 100}, "cols"), ({"rows": 27}, "rows"), (stacks, "sorcerer_lengths"),
                          ({"priest_reach": 10}, "priest_reach"), ({"mystic_reach": 10}, "mystic_reach"),
                          ({"sorcerer_lengths": [100] * 9}, "sorcerer_lengths"),
                          ({"priest_areas": [[shape + [[3, 0]]]] * 9}, "priest_areas"),
                          ({"priest_areas": [[shape] * 3] * 9}, "priest_areas"),
                          ({"priest_areas": [[[[10, 0]]]] * 9}, "priest_areas"),
                          ({"hp_by_battle": [99] * 11}, "hp_by_battle")):
        with pytest.raises(rules_module.RulesFileError, match=rf"field '{field}'"):
            GAME.rules_from_data({**data, **change}, "largest")


def test_the_largest_rule_set_played_loads_verifies_and_resumes(tmp_path):
    doc = bench.long_match_document(300)
    assert len(doc["commands"]) == 300 and any(c[0] == "A" for c in doc["commands"])
    data = bench.replay_bytes(doc)
    loaded = load_bytes(data, "largest.embr")
    assert verify(loaded.replay, "largest.embr").ok
    assert loaded.header.rules.cols == 99 and loaded.header.rules.max_stack == 9
    path = tmp_path / "largest.embj"
    path.write_bytes(bench.journal_bytes(doc))
    journal = resume(path)
    journal.close()
    assert journal.match.commands == list(loaded.replay.commands)
    # Re-simulation is bounded by the format: one command past the cap is refused
    # before any is decoded, let alone played.
    doc["commands"] = (doc["commands"] * (MAX_COMMANDS // 300 + 1))[: MAX_COMMANDS + 1]
    with pytest.raises(ReplayError, match=r"^long\.embr: not a valid file \(8193 exceeds max_array_len\(8192\)\)$"):
        load_bytes(bench.replay_bytes(doc), "long.embr")


def test_a_header_s_rule_data_is_capped_before_the_game_sees_it():
    def refusal(rules: Any) -> str:
        with pytest.raises(ReplayError) as caught:
            load_bytes(bench.replay_bytes(bench.with_rules(rules, bench.WRONG_HASH)), "r.embr")
        return str(caught.value)

    def count(value: Any) -> int:
        return 1 + sum(count(item) for item in value) if isinstance(value, list) else 1

    largest = bench.largest_data()
    assert sum(count(v) for v in largest.values()) <= MAX_RULE_VALUES // 2   # twice the headroom
    assert refusal(bench.forged(hp_by_battle=[[0] * 64] * 64)) == (   # lists of 64 each, 4,161 in all
        f"r.embr: field 'header.rules' holds more than {MAX_RULE_VALUES} values")
    assert refusal(bench.forged(cols={"a": {"b": 1}})) == (
        "r.embr: field 'header.rules.cols' must be a list, an integer, text or true/false, got a map")
    assert refusal(bench.forged(priest_areas=bench._nest(7, 0))) == (
        "r.embr: field 'header.rules.priest_areas[0][0][0][0][0][0]' is nested too deeply")
    assert refusal(bench.forged(cols=2**63 - 1)) == (
        f"r.embr: field 'header.rules.cols' must be between -1000 and 1000, got {2**63 - 1}")
    assert refusal(bench._nest(1000, 0, "map")) == (
        "r.embr: not a valid file (values nested more than 32 deep)")
