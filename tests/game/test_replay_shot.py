"""`mage-battle replay shot FILE --at N --perspective SEAT --out FILE.png`: the replay
viewer's picture drawn headless, for bug reports. A real replay of each game gives a
640x360 PNG (the command standalone, in its own process: Arcade allows one window per
process); anything it cannot use gives one line on stderr naming what and where, exit
status 2, no traceback, and no file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from game.cli.main import main
from replays import save_replay

sys.path.insert(0, str(Path(__file__).parent))
from test_viewer_no_leak import base_replay  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def replays(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("shots")
    return {game_id: save_replay(base_replay(game_id, 2).loaded(game_id).replay, folder)
            for game_id in ("mage_battle", "wizard_survive", "ifrita_duel")}


def test_a_shot_of_each_game_standalone(replays: dict[str, Path], tmp_path: Path) -> None:
    env = dict(os.environ, ARCADE_HEADLESS="1")
    runs = []
    for game_id, path in replays.items():
        seat = {"mage_battle": "teal", "wizard_survive": "blue", "ifrita_duel": "crimson"}[game_id]
        out = tmp_path / f"{game_id}.png"
        runs.append((out, subprocess.Popen(
            [sys.executable, "-m", "game", "replay", "shot", str(path), "--at", "30", "--perspective", seat,
             "--out", str(out), "--lang", "en"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)))
    for out, run in runs:
        stdout, stderr = run.communicate(timeout=300)
        assert run.returncode == 0, stderr
        assert stdout.strip() == f"wrote {out}"
        with Image.open(out) as image:
            assert image.size == (640, 360) and image.format == "PNG"
            assert len(set(image.convert("RGB").getdata())) > 8      # a drawn screen, not a blank
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{g}.png" for g in replays)   # no temp left


def test_a_shot_in_process_is_the_viewer(window, replays: dict[str, Path], tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer.load import load
    from game.shell.viewer.shot import picture, write_png

    loaded, _ = load(replays["wizard_survive"])
    assert loaded is not None
    image = picture(window, loaded, 12, "red")
    assert window.current.model.position == 12 and window.current.model.perspective == "red"
    write_png(image, tmp_path / "ws.png")
    assert Image.open(tmp_path / "ws.png").size == (640, 360)


def bad(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["replay", "shot", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_bad_input_says_what_and_where(replays: dict[str, Path], tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    good = str(replays["mage_battle"])
    png = str(tmp_path / "x.png")
    assert "nowhere.embr" in bad([str(tmp_path / "nowhere.embr"), "--at", "1", "--out", png], capsys)
    hostile = tmp_path / "hostile.embr"
    hostile.write_bytes(b"\x93EMBR\xff\xff\xff" + os.urandom(64))
    assert "hostile.embr" in bad([str(hostile), "--at", "1", "--out", png], capsys)
    assert "--at 99999 is outside 0.." in bad([good, "--at", "99999", "--out", png], capsys)
    assert "--at -1 is outside" in bad([good, "--at", "-1", "--out", png], capsys)
    assert "'seven' is not an event position" in bad([good, "--at", "seven", "--out", png], capsys)
    err = bad([good, "--at", "1", "--perspective", "mauve", "--out", png], capsys)
    assert "no perspective 'mauve'" in err and "teal" in err and good in err
    assert "no folder" in bad([good, "--at", "1", "--out", str(tmp_path / "none" / "x.png")], capsys)
    assert "is a folder" in bad([good, "--at", "1", "--out", str(tmp_path)], capsys)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if not os.access(locked, os.W_OK):       # root may write anywhere
            assert "cannot write" in bad([good, "--at", "1", "--out", str(locked / "x.png")], capsys)
    finally:
        locked.chmod(0o700)
    assert not any(p.suffix == ".png" for p in tmp_path.rglob("*"))
