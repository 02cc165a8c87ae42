"""`mage-battle replay review FILE [--seat S] [--budget N] [--out DIR]`: the counts,
review.md and review.png; a file or a match it cannot review is one line and status 2."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from game.cli import review as cli_review
from game.cli.main import main
from replays.format import dumps
from replays.resimulate import replay_of
from tests.replays.review_fixtures import loaded_of, play, replay_bytes, saved


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["replay", "review", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_prints_counts_and_writes_the_report_and_graph(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = saved(tmp_path, replay_bytes(2, "advanced", "beginner"))
    code, out, err = _run(capsys, path, "--out", str(tmp_path / "out"))
    assert code == 0 and err == ""
    assert out.startswith("red (advanced): ") and "\nblue (beginner): " in out and " blunder" in out
    text = (tmp_path / "out" / "review.md").read_text(encoding="utf-8")
    assert "| seat | player | decisions |" in text and "## red" in text and "## blue" in text
    assert "??" in text and "![" in text
    assert (tmp_path / "out" / "review.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_one_seat_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, replay_bytes(2, "advanced", "beginner"))
    code, out, _ = _run(capsys, path, "--seat", "blue", "--out", str(tmp_path))
    assert code == 0 and "blue (beginner)" in out and "red" not in out.split("wrote")[0]


def test_without_matplotlib_the_graph_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_review.lab_charts, "available", lambda: False)
    path = saved(tmp_path, replay_bytes(2, "advanced", "beginner"))
    code, out, _ = _run(capsys, path, "--out", str(tmp_path / "out"))
    assert code == 0 and out.startswith("no graph: matplotlib is not installed")
    assert not (tmp_path / "out" / "review.png").exists()
    assert "needs matplotlib" in (tmp_path / "out" / "review.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("content", [b"", b"\x00" * 64, os.urandom(3000), b"\x92\x01" * 40])
def test_a_damaged_or_hostile_file_is_one_line_and_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           content: bytes) -> None:
    good = replay_bytes(2, "advanced", "beginner")
    path = saved(tmp_path, content or good[: len(good) // 2])
    code, out, err = _run(capsys, path, "--out", str(tmp_path))
    assert code == 2 and out == "" and err.count("\n") == 1 and path in err and "Traceback" not in err


def test_missing_file_unknown_seat_and_bad_budget(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, str(tmp_path / "nowhere.embr"))
    assert code == 2 and err.count("\n") == 1 and "nowhere.embr" in err
    path = saved(tmp_path, replay_bytes(2, "advanced", "beginner"))
    code, _, err = _run(capsys, path, "--seat", "purple")
    assert code == 2 and err.count("\n") == 1 and "no seat 'purple'" in err and path in err
    code, _, err = _run(capsys, path, "--budget", "0")
    assert code == 2 and err.count("\n") == 1 and "--budget" in err


def test_three_players_are_reviewed_with_a_budget_and_no_graph(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    h, match = play(3, "beginner", "beginner", "beginner")
    three = saved(tmp_path, dumps(replay_of(loaded_of(h, list(match.commands)[:9]).match, h)), "three.embr")
    code, out, err = _run(capsys, three, "--budget", "40", "--out", str(tmp_path / "out"))
    assert code == 0 and err == "" and "green (beginner): 3 decisions" in out
    text = (tmp_path / "out" / "review.md").read_text(encoding="utf-8")
    assert "40 playouts" in text and "No graph" in text and not (tmp_path / "out" / "review.png").exists()


def test_a_match_without_a_reviewer_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "nim-game"))
    import nim  # noqa: F401  (the test-only game registers itself; it offers no reviewer)

    other = saved(tmp_path, replay_bytes(2, "random", "random", game="nim"), "nim.embr")
    code, _, err = _run(capsys, other, "--out", str(tmp_path))
    assert code == 2 and err.count("\n") == 1 and "no reviewer for this game" in err
