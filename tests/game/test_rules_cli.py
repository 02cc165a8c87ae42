"""`mage-battle rules show | check | diff` (issue 17), for every registered game: the
rule set as a commented TOML draft that loads again, a draft's every problem one line
each naming the field (a broken draft per check), and the fields two rule sets differ
in. The test-only Nim (examples/nim-game/nim.py) goes through the same commands."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from engine.kernel import registry
from engine.mage_battle import V0_6, load_rules
from game.cli.main import main
from game.cli.rules import differences, draft_text, toml_value

ROOT = Path(__file__).resolve().parents[2]
SEAM = str(ROOT / "examples" / "nim-game")
if SEAM not in sys.path:
    sys.path.insert(0, SEAM)
import nim  # noqa: E402,F401  (the test-only game registers itself)


def _rules_check_module() -> Any:
    """tests/engine/test_rules_check.py, whose broken drafts each check here (loaded by
    its path: putting tests/engine on sys.path would shadow this folder's conftest)."""
    spec = importlib.util.spec_from_file_location("rules_check_drafts", ROOT / "tests/engine/test_rules_check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_DRAFTS = _rules_check_module()
VIOLATIONS: list[tuple[dict[str, Any], str]] = _DRAFTS.VIOLATIONS
_toml = _DRAFTS._toml

Run = tuple[int, str, str]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> Run:
    code = main(["rules", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# --- show ---------------------------------------------------------------------------------

def test_show_prints_every_field_under_a_comment_naming_its_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "show")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assignments = [i for i, line in enumerate(lines) if re.match(r"^(# )?\w+ = ", line)]
    names = [re.match(r"^(# )?(\w+) = ", lines[i]).group(2) for i in assignments]   # type: ignore[union-attr]
    assert names == ["base", *(f.name for f in dataclasses.fields(V0_6) if f.init)]
    for i in assignments:
        comment = lines[i - 1]
        assert re.match(r"^# (R\d+(, R\d+)*|no rule): \S", comment), comment
    assert "# R6, R26: rounds in a battle" in out and "\nround_limit = 20\n" in out
    assert '\n# version = "v0.6"\n' in out, "a copy of v0.6 is a draft, not v0.6"


def test_the_shown_text_is_a_draft_that_loads_to_the_same_rules(capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    _, out, _ = _run(capsys, "show")
    copy = load_rules(out, "copy.toml")
    assert copy == dataclasses.replace(V0_6, version="v0.6-draft")
    assert copy.to_data() == {**V0_6.to_data(), "version": "v0.6-draft"}
    edited = load_rules(out.replace("\nround_limit = 20\n", "\nround_limit = 12\n"), "edited.toml")
    assert edited.round_limit == 12 and edited.version == "v0.6-draft"
    # A draft shown again is the same draft, name, note and hash included.
    draft = _write(tmp_path, "d.toml", 'round_limit = 12\nhp_by_battle = [2, 2, 2]\nname = "Short"\nnote = "n"\n')
    code, shown, _ = _run(capsys, "show", "--rules", draft)
    assert code == 0
    game = registry.get("mage_battle")
    again, original = load_rules(shown), load_rules(Path(draft).read_text())
    assert again == original and game.rules_hash(again) == game.rules_hash(original)
    assert shown.startswith("# mage_battle rule set v0.6-draft (Short), written by")


def test_long_lists_are_written_over_several_lines_and_still_parse() -> None:
    value = [[[dx, dy] for dx in range(-2, 3)] for dy in range(-2, 3)] * 3
    text = "x = " + toml_value(value, room=96)
    assert text.count("\n") > 3 and max(len(line) for line in text.splitlines()) <= 100
    assert tomllib.loads(text)["x"] == value
    assert toml_value([1, 2]) == "[1, 2]" and toml_value(True) == "true" and toml_value('a"b') == '"a\\"b"'


def test_show_refuses_a_broken_draft_in_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = _run(capsys, "show", "--rules", _write(tmp_path, "b.toml", "round_limit = 0\n"))
    assert code == 2 and out == "" and err.count("\n") == 1 and "'round_limit'" in err
    code, _, err = _run(capsys, "show", "--rules", str(tmp_path / "missing.toml"))
    assert code == 2 and "no such file" in err


# --- check ------------------------------------------------------------------------------

@pytest.mark.parametrize("draft, field", VIOLATIONS, ids=[f"{f}-{i}" for i, (_, f) in enumerate(VIOLATIONS)])
def test_check_names_the_field_of_each_broken_draft(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                     draft: dict[str, Any], field: str) -> None:
    path = _write(tmp_path, "broken.toml", _toml(draft))
    code, out, err = _run(capsys, "check", path)
    assert code == 2 and err == ""
    lines = out.splitlines()
    assert lines and all(line.startswith(f"{path}: ") for line in lines)
    assert f"'{field}'" in lines[0]


def test_check_says_ok_for_a_good_draft_and_the_shown_rules(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    assert _run(capsys, "check", _write(tmp_path, "ok.toml", "round_limit = 12\n")) == (0, "ok\n", "")
    _, shown, _ = _run(capsys, "show")
    assert _run(capsys, "check", _write(tmp_path, "shown.toml", shown)) == (0, "ok\n", "")


def test_check_lists_every_problem_of_a_draft(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "many.toml", 'round_limit = 0\ncard_range = -1\ncols = "wide"\nflavour = 1\n'
                                         'beats = [["fire", "fire"]]\n')
    code, out, _ = _run(capsys, "check", path)
    assert code == 2
    assert [re.search(r"'(\w+)'", line).group(1) for line in out.splitlines()] == [   # type: ignore[union-attr]
        "cols", "flavour", "round_limit", "beats", "card_range"]


def test_check_of_bad_toml_or_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, "check", _write(tmp_path, "t.toml", "round_limit = = 1\n"))
    assert code == 2 and out.count("\n") == 1 and "not valid TOML" in out
    code, out, err = _run(capsys, "check", str(tmp_path / "none.toml"))
    assert code == 2 and out == "" and err.count("\n") == 1


# --- diff -----------------------------------------------------------------------------

def test_diff_lists_the_fields_that_differ(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    short = _write(tmp_path, "short.toml", 'round_limit = 12\nname = "Short"\n')
    wide = _write(tmp_path, "wide.toml", 'round_limit = 12\ncard_range = 6\nsorcerer_lengths = [4, 5, 7]\n')
    code, out, err = _run(capsys, "diff", short, wide)
    assert code == 1 and err == ""
    assert out.splitlines() == ['name: "Short" -> ""', "sorcerer_lengths: [4, 5, 6] -> [4, 5, 7]",
                                "card_range: 4 -> 6"]
    code, out, _ = _run(capsys, "diff", "default", short)
    assert code == 1 and out.splitlines() == ['version: "v0.6" -> "v0.6-draft"', 'name: "" -> "Short"',
                                              "round_limit: 20 -> 12"]
    assert _run(capsys, "diff", "default", "default") == (0, "", "")
    assert _run(capsys, "diff", short, short) == (0, "", "")


def test_diff_of_a_long_list_names_the_entries(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    areas = V0_6.to_data()["priest_areas"]
    changed = [areas[0], areas[1], [areas[2][0][:-1]]]
    path = _write(tmp_path, "p.toml", _toml({"priest_areas": changed}))
    code, out, _ = _run(capsys, "diff", "default", path)
    assert code == 1 and out.splitlines()[-1].startswith("priest_areas entry 3: [[[-1, -1],")


def test_diff_of_lists_of_different_lengths_names_the_added_entries(capsys: pytest.CaptureFixture[str]) -> None:
    five = str(ROOT / "scripts" / "drafts" / "five-battles.toml")
    code, out, _ = _run(capsys, "diff", "default", five)
    lines = out.splitlines()
    assert code == 1 and "hp_by_battle: [1, 2, 3] -> [1, 2, 3, 4, 5]" in lines
    at = lines.index("priest_areas: 3 entries -> 5")
    assert lines[at + 1].startswith("priest_areas entry 4: (none) -> [[[0, -2],")
    assert lines[at + 2].startswith("priest_areas entry 5: (none) -> [[[-2, -2],")
    code, out, _ = _run(capsys, "diff", five, "default")
    assert "priest_areas entry 5: [[[-2, -2]," in out
    assert out.splitlines()[-1] == "counter_o: [1, 2, 3, 4, 5] -> [1, 2, 3]"


def test_diff_refuses_a_broken_draft(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = _run(capsys, "diff", "default", _write(tmp_path, "b.toml", "jobs = [3, 3, 2]\n"))
    assert code == 2 and out == "" and "'jobs'" in err and err.count("\n") == 1


# --- any game ---------------------------------------------------------------------------

def test_the_commands_serve_nim_too(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, "show", "--game", "nim")
    assert code == 0 and "# N1: the piles' sizes" in out and "\npiles = [3, 4, 5]\n" in out
    game = registry.get("nim")
    assert game.load_rules(out, "copy") == game.default_rules()
    one = _write(tmp_path, "one.toml", 'piles = [7]\nmax_take = 2\nname = "one pile"\n')
    assert _run(capsys, "check", one, "--game", "nim") == (0, "ok\n", "")
    bad = _write(tmp_path, "bad.toml", "piles = []\nmax_take = 99\n")
    code, out, _ = _run(capsys, "check", bad, "--game", "nim")
    assert code == 2 and len(out.splitlines()) == 2 and "'piles'" in out and "'max_take'" in out
    code, out, _ = _run(capsys, "diff", "default", one, "--game", "nim")
    assert code == 1 and out.splitlines() == ["piles: [3, 4, 5] -> [7]", "max_take: 3 -> 2",
                                              'version: "nim-1" -> "nim-1-draft"', 'name: "" -> "one pile"']


def test_differences_of_plain_fields() -> None:
    game = registry.get("mage_battle")
    same = game.rules_fields(V0_6)
    assert differences(same, same) == []
    assert draft_text(game, V0_6).endswith("backflow_recoil_offset = 1\n")
