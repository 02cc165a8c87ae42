"""`mage-battle lab compare A B ...`: the same seeds under each rule set, one side-by-side
table of every rate with the differences and their significance, for any game whose lab
reports `rates` (Elemental Mage Battle and Nim)."""

from __future__ import annotations

import json
from pathlib import Path

import nim  # noqa: F401  (registers the game)

from game.cli.main import main
from game.lab.compare import difference, significant, table

ROOT = Path(__file__).resolve().parents[2]


def test_the_difference_interval_is_newcombes_hybrid_score_interval() -> None:
    # Newcombe (1998), method 10: 56/70 - 48/80 = 0.2000, 95% interval 0.0524 to 0.3339.
    d, low, high = difference((48, 80), (56, 70)) or (0, 0, 0)
    assert (round(d, 4), round(low, 4), round(high, 4)) == (0.2, 0.0524, 0.3339)
    assert significant((d, low, high)) is True
    assert significant(difference((5, 10), (6, 10))) is False
    assert significant(difference((0, 10), (10, 10))) is True          # where a z-test's normal approximation fails
    assert difference((0, 0), (1, 2)) is None and significant(None) is None


def test_a_table_of_rates_marks_what_differs(capsys) -> None:
    def report(k: int, n: int, extra: bool = False) -> dict:
        rates = [{"key": "x", "label": "x happens", "successes": k, "trials": n}]
        if extra:
            rates.append({"key": "y", "label": "y happens", "successes": 1, "trials": 2})
        return {"rates": rates}

    lines, tested, found = table([report(10, 40), report(30, 40, extra=True), report(12, 40)])
    assert lines[0] == ("| rate | A | B | C | B − A (points, 95% interval) | B: significant "
                        "| C − A (points, 95% interval) | C: significant |")
    assert lines[2].startswith("| x happens | 25.0% (10/40) | 75.0% (30/40) | 30.0% (12/40) | +50.0 [")
    assert "| **yes** |" in lines[2] and lines[2].endswith("| no |")
    assert lines[3] == "| y happens | n/a | 50.0% (1/2) | n/a | n/a |  | n/a |  |"
    assert (tested, found) == (2, 1)
    lines, _, _ = table([{"rates": [{"key": "x", "label": "x", "successes": 1, "trials": 400, "clustered": True}]},
                         {"rates": [{"key": "x", "label": "x", "successes": 0, "trials": 400, "clustered": True}]}])
    assert lines[2] == "| x ‡ | 0.2% (1/400) | 0.0% (0/400) | -0.2 [-1.4, +0.7] | no |"
    lines, _, _ = table([{"rates": [{"key": "x", "label": "x", "successes": 0, "trials": 9}]},
                         {"rates": [{"key": "x", "label": "x", "successes": 0, "trials": 9}]}])
    assert lines[2] == "| x | 0.0% (0/9) | 0.0% (0/9) | 0.0 [-29.9, +29.9] | no |"


def test_compare_plays_the_same_seeds_under_each_rule_set(tmp_path: Path, capsys) -> None:
    draft = ROOT / "scripts" / "drafts" / "short-rounds.toml"
    assert main(["lab", "compare", "default", str(draft), "--seat", "beginner", "--seat", "beginner",
                 "--matches", "2", "--seed", "7", "--jobs", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out == (tmp_path / "compare.md").read_text()
    assert "- **A**: `default`, rule set `v0.6`, 2 of 2 matches finished" in out
    assert "- **B**: `" + str(draft) + "`, rule set `v0.6-short12` (Short battles; 12 rounds a battle" in out
    assert "| battle 1: ends by round limit |" in out and "| B − A (points, 95% interval) | B: significant |" in out
    assert "| battle 1: rounds without an attack ‡ |" in out and "\n‡ Its trials are rounds, attacks" in out
    a = json.loads((tmp_path / "A" / "report.json").read_text())
    b = json.loads((tmp_path / "B" / "report.json").read_text())
    assert a["meta"]["seed"] == b["meta"]["seed"] == 7 and len(list((tmp_path / "B" / "replays").iterdir())) == 2
    assert all(x["mean_rounds"] <= 12 for x in b["per_battle"])
    rows = [line for line in out.splitlines() if line.startswith("| ") and not line.startswith("| rate")]
    assert len(rows) == len({e["key"] for e in a["rates"]} | {e["key"] for e in b["rates"]})


def test_compare_serves_any_game_through_its_lab_rates(tmp_path: Path, capsys) -> None:
    draft = tmp_path / "two-piles.toml"
    draft.write_text("piles = [2, 2]\n")
    assert main(["lab", "compare", "default", str(draft), "default", "--game", "nim", "--seat", "greedy",
                 "--seat", "random", "--matches", "6", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "# Rule sets compared: nim" in out and "rule set `nim-1-draft`" in out
    [same] = [line for line in out.splitlines() if line.startswith("| north wins |")]
    cells = [c.strip() for c in same.strip("|").split("|")]
    assert cells[1] == cells[3] and cells[6].startswith("0.0 [") and cells[7] == "no"      # C is A again
    assert not list(tmp_path.glob("*/replays"))          # without --out nothing is written


def test_compare_wants_two_rule_sets_and_readable_ones(tmp_path: Path, capsys) -> None:
    assert main(["lab", "compare", "default", "--matches", "1"]) == 2
    assert main(["lab", "compare", "default", str(tmp_path / "missing.toml"), "--matches", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[0] == "error: give at least two rule sets to compare (draft files or `default`)"
    assert err[1].startswith("error: cannot read ") and len(err) == 2
