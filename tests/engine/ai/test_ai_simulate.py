"""The balance lab (`mage-battle simulate`): replays saved and verifiable, the
section-12 report written, the same seed giving the same report."""

from __future__ import annotations

import argparse
import json

from game.lab.simulate import run


def _args(out, **kw) -> argparse.Namespace:
    base = dict(game="mage_battle", seat=None, teal="beginner", crimson="whimsical", matches=2, seed=9, jobs=1,
                rules=None, out=str(out))
    base.update(kw)
    return argparse.Namespace(**base)


def test_simulate_writes_replays_and_a_repeatable_report(tmp_path):
    from replays.format import loads
    from replays.resimulate import verify

    assert run(_args(tmp_path / "a")) == 0
    assert run(_args(tmp_path / "b", jobs=2)) == 0
    first = (tmp_path / "a" / "report.json").read_text()
    assert first == (tmp_path / "b" / "report.json").read_text()
    report = json.loads(first)
    assert report["matches"] == 2
    assert sum(report["scores"].values()) == 2
    assert [b["battle"] for b in report["per_battle"]] == [1, 2, 3]
    assert "first_player_win_rate" in report["per_battle"][0]
    md = (tmp_path / "a" / "report.md").read_text()
    assert "Spread vs clustered" in md and "Decoys" in md and "AP use" in md
    replays = sorted((tmp_path / "a" / "replays").iterdir())
    assert len(replays) == 2
    for path in replays:
        assert verify(loads(path.read_bytes(), str(path)), str(path)).ok


def test_simulate_rejects_bad_input_in_one_line(tmp_path, capsys):
    assert run(_args(tmp_path, teal="expert")) == 2
    bad = tmp_path / "bad.toml"
    bad.write_text("ap_per_turn = 'two'\n")
    assert run(_args(tmp_path, rules=str(bad))) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("error:") for line in err)


def test_simulate_under_a_draft_rule_set(tmp_path):
    draft = tmp_path / "draft.toml"
    draft.write_text("round_limit = 4\n")
    assert run(_args(tmp_path / "out", rules=str(draft), matches=1)) == 0
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["meta"]["rules"] == "v0.6-draft"
    assert all(b["mean_rounds"] <= 4 for b in report["per_battle"])
