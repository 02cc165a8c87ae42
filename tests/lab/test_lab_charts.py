"""The balance lab's charts: PNG files beside report.md, linked from it, drawn with
matplotlib (the `[charts]` extra, also in `[test]`) from what the game's lab asks for;
without matplotlib the report says what the charts need."""

from __future__ import annotations

import re
from pathlib import Path

import nim  # noqa: F401  (registers the game)
from labkit import args, written

from game.lab import charts as lab_charts
from game.lab.simulate import run

PNG = b"\x89PNG\r\n\x1a\n"


def test_the_charts_are_drawn_beside_the_report_and_linked(tmp_path: Path) -> None:
    assert run(args(tmp_path, matches=2, seed=3)) == 0
    md = (tmp_path / "report.md").read_text()
    linked = re.findall(r"!\[([^\]]+)\]\(([^)]+\.png)\)", md)
    assert [file for _, file in linked] == ["first-player-win-rate.png", "battle-endings.png", "match-length.png"]
    assert md.index("## Charts") > md.index("## Match scores")
    for _, file in linked:
        data = (tmp_path / file).read_bytes()
        assert data.startswith(PNG) and len(data) > 5_000
        assert b"matplotlib version" not in data                  # no version stamp: the same file every run


def test_any_lab_with_charts_gets_them(tmp_path: Path) -> None:
    assert run(args(tmp_path, game="nim", seats=("greedy", "random", "random"), matches=3)) == 0
    assert "![nim: wins by seat](wins-by-seat.png)" in (tmp_path / "report.md").read_text()
    assert (tmp_path / "wins-by-seat.png").read_bytes().startswith(PNG)


def test_without_matplotlib_the_report_says_what_the_charts_need(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(lab_charts, "available", lambda: False)
    assert run(args(tmp_path / "bare", matches=1, seed=3)) == 0
    md = (tmp_path / "bare" / "report.md").read_text()
    assert "The charts (First-player win rate per battle, How battles end, Match length: " \
           "rounds played over all battles) need matplotlib, which is not installed: " \
           "`pip install 'elemental-mage-battle[charts]'`" in md
    assert not list((tmp_path / "bare").glob("*.png"))
    monkeypatch.undo()
    assert run(args(tmp_path / "drawn", matches=1, seed=3)) == 0
    bare, drawn = written(tmp_path / "bare"), written(tmp_path / "drawn")
    assert bare["report.json"] == drawn["report.json"]                 # only the chart section differs
    assert bare["report.md"].split(b"## Charts")[0] == drawn["report.md"].split(b"## Charts")[0]
