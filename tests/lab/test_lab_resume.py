"""Ctrl-C keeps every finished replay and reports on them; `--resume` plays only the
missing matches (the finished ones are found from the replays' headers and counted again
from them) and ends with the report and replays of an uninterrupted run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import nim  # noqa: F401  (registers the game)
from labkit import args, written

from game.lab import simulate
from game.lab.simulate import run

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_then_resume_equals_an_uninterrupted_run(tmp_path: Path) -> None:
    command = [sys.executable, "-c", "import sys; from game.cli.main import main; sys.exit(main())", "simulate",
               "--seat", "beginner", "--seat", "beginner", "--matches", "16", "--seed", "3", "--jobs", "2",
               "--out", str(tmp_path / "cut")]
    env = dict(os.environ, ARCADE_HEADLESS="1")
    # A suite started in the background (`./scripts/test &`) runs with SIGINT ignored, which
    # children inherit and Python then leaves alone: give the child the default back.
    child = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    replays = tmp_path / "cut" / "replays"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(list(replays.glob("*.embr"))) < 3:
        time.sleep(0.05)
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 130, err
    kept = sorted(replays.glob("*.embr"))
    report = (tmp_path / "cut" / "report.json").read_text()
    assert f'"matches": {len(kept)},' in report and 3 <= len(kept) < 16
    assert f"interrupted: {len(kept)} matches" in err

    assert run(args(tmp_path / "cut", matches=16, seed=3, jobs=2, resume=True)) == 0
    assert run(args(tmp_path / "whole", matches=16, seed=3, jobs=2)) == 0
    assert written(tmp_path / "cut") == written(tmp_path / "whole")


def test_resume_plays_only_the_missing_matches(tmp_path: Path, monkeypatch, capsys) -> None:
    update = simulate.Progress.update

    def interrupt_after_two(self: simulate.Progress, played: bool) -> None:
        update(self, played)
        if self.done() == 2:
            raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(simulate.Progress, "update", interrupt_after_two)
        assert run(args(tmp_path / "a", game="nim", seats=("greedy", "random"), matches=6, seed=4)) == 130
    assert len(list((tmp_path / "a" / "replays").iterdir())) == 2
    capsys.readouterr()
    played: list[bool] = []

    def remember(self: simulate.Progress, was_played: bool) -> None:
        played.append(was_played)
        update(self, was_played)

    monkeypatch.setattr(simulate.Progress, "update", remember)
    assert run(args(tmp_path / "a", game="nim", seats=("greedy", "random"), matches=6, seed=4, resume=True)) == 0
    assert "6 matches (2 already saved)" in capsys.readouterr().err
    assert played == [False, False, True, True, True, True]       # 2 counted from replays, 4 played
    assert run(args(tmp_path / "b", game="nim", seats=("greedy", "random"), matches=6, seed=4)) == 0
    assert written(tmp_path / "a") == written(tmp_path / "b")


def test_resume_refuses_replays_of_another_batch(tmp_path: Path, capsys) -> None:
    assert run(args(tmp_path, game="nim", seats=("greedy", "random"), matches=2, seed=4)) == 0
    capsys.readouterr()
    assert run(args(tmp_path, game="nim", seats=("greedy", "random"), matches=2, seed=5, resume=True)) == 2
    assert "is not a match of this batch: its seed 400000 is not one of seed 5's 2 matches" in capsys.readouterr().err
    assert run(args(tmp_path, game="nim", seats=("random", "random"), matches=2, seed=4, resume=True)) == 2
    assert "its seats' levels differ" in capsys.readouterr().err
    draft = tmp_path / "draft.toml"
    draft.write_text('piles = [2, 2]\n')
    assert run(args(tmp_path, game="nim", seats=("greedy", "random"), matches=2, seed=4, resume=True,
                    rules=str(draft))) == 2
    assert "its rule set differs" in capsys.readouterr().err
    assert run(args(tmp_path, game="nim", seats=("greedy", "random"), matches=1, seed=4, resume=True)) == 2
    assert "its seed 400001 is not one of seed 4's 1 matches" in capsys.readouterr().err
