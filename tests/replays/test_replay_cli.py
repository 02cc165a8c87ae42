"""`mage-battle replay info | verify | export | bug-report`."""

from __future__ import annotations

import json
from dataclasses import replace

from replays.format import dumps
from replays.storage import save_replay


def _saved(replay, tmp_path, name="match.embr"):
    path = tmp_path / name
    path.write_bytes(dumps(replay))
    return str(path)


def test_info_is_readable(full_replay, tmp_path, run_cli):
    code, out, err = run_cli("info", _saved(full_replay, tmp_path))
    r = full_replay.header.result
    assert code == 0 and err == ""
    assert "teal:     human" in out and "crimson:  AI (random)" in out
    w = r.winners[0]
    assert f"result:   {('teal', 'crimson')[w]} wins {r.scores[w]}-{r.scores[1 - w]}" in out
    assert f"length:   {len(full_replay.commands)} commands" in out and "3 battles, 120 turns" in out


def test_verify_exit_codes(full_replay, tmp_path, run_cli):
    code, out, _ = run_cli("verify", _saved(full_replay, tmp_path))
    assert code == 0 and "reproduces" in out
    points = list(full_replay.checkpoints)
    points[5] = (points[5][0], bytes(8))
    code, _, err = run_cli("verify", _saved(replace(full_replay, checkpoints=tuple(points)), tmp_path, "bad.embr"))
    assert code == 1 and f"command {points[5][0]} " in err and "the replay recorded 0000000000000000" in err


def test_verify_with_draft_rules(full_replay, tmp_path, run_cli):
    rules = tmp_path / "draft.toml"
    rules.write_text("round_limit = 10\n")
    code, _, err = run_cli("verify", _saved(full_replay, tmp_path), "--rules", str(rules))
    assert code == 1 and "under the draft rules event" in err
    rules.write_text("round_limit = 'ten'\n")
    code, _, err = run_cli("verify", _saved(full_replay, tmp_path), "--rules", str(rules))
    assert code == 2 and "round_limit" in err and err.count("\n") == 1


def test_unreadable_files_give_one_line(tmp_path, run_cli):
    hostile = tmp_path / "hostile.embr"
    hostile.write_bytes(b"\xc1" * 100)
    for argv in (("info", str(hostile)), ("verify", str(hostile)), ("info", str(tmp_path / "missing.embr"))):
        code, out, err = run_cli(*argv)
        assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith("mage-battle replay: ")


def test_export_strips_what_the_side_could_not_see(full_replay, tmp_path, run_cli):
    path = _saved(full_replay, tmp_path)
    code, out, _ = run_cli("export", path, "--json", "--perspective", "teal")
    data = json.loads(out)
    assert code == 0 and data["perspective"] == "teal" and "seed" not in data["header"]
    types = {(e["type"], e.get("side")) for e in data["events"]}
    assert ("ShrinesChosen", "teal") in types and ("ShrinesChosen", "crimson") not in types
    assert ("ElementsGranted", "crimson") not in types
    moved = next(e for e in data["events"] if e["type"] == "MageMoved")
    assert moved["mage"][0] in "tc" and moved["dst"][0] in "ABCDEFG"
    code, out, _ = run_cli("export", path, "--json")
    everything = json.loads(out)
    assert len(everything["events"]) > len(data["events"]) and everything["header"]["seed"] == 7


def test_bug_report_complete_cut_and_redacted(full_replay, tmp_path, run_cli, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = _saved(full_replay, tmp_path)
    code, out, _ = run_cli("bug-report", path, "--upto", "50")
    bundle = tmp_path / "match-upto-50.bugreport.json"
    assert code == 0 and str(bundle) in out
    report = json.loads(bundle.read_text())
    assert report["complete"] and report["commands"] == 51 and report["header"]["result"] is None
    assert {"app", "python", "arcade", "platform"} <= set(report["environment"])
    assert report["rules_hash"] == full_replay.header.rules_hash
    code, out, _ = run_cli("verify", str(bundle))
    assert code == 0 and "51 commands" in out

    code, _, _ = run_cli("bug-report", path, "--redact", "crimson", "-o", str(tmp_path / "red.json"))
    red = json.loads((tmp_path / "red.json").read_text())
    assert code == 0 and not red["complete"] and "replay" not in red and "seed" not in red["header"]
    assert all(c["side"] == "crimson" for c in red["own_commands"])
    assert not any(e.get("side") == "teal" and e["type"] in ("ShrinesChosen", "FormationChosen", "ElementsAssigned")
                   for e in red["events"])
    code, _, err = run_cli("verify", str(tmp_path / "red.json"))
    assert code == 2 and "redacted" in err


def test_upto_out_of_range(full_replay, tmp_path, run_cli):
    code, _, err = run_cli("bug-report", _saved(full_replay, tmp_path), "--upto", "9999")
    assert code == 2 and "--upto 9999 is outside" in err


def test_game_cli_registers_replay(full_replay, data_dir, capsys):
    from game.cli.main import build_parser

    path = save_replay(full_replay)
    args = build_parser().parse_args(["replay", "info", str(path)])
    assert args.func(args) == 0 and "teal:" in capsys.readouterr().out


def test_replays_never_import_arcade():
    import subprocess
    import sys

    code = "import sys, replays, replays.cli, replays.cursor, replays.bugreport; print('arcade' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
