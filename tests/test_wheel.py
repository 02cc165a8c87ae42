"""The wheel carries the game. Builds the wheel from a copy of the sources (pip wheel: its
isolated build fetches setuptools), checks what it holds, installs it into a fresh venv
(pip fetches arcade and the rest from the package index), then runs the installed
`mage-battle` from an empty folder far from the checkout, headless: `--version`, and
`--self-test`, which opens the real window on the title screen, loads every sprite, font
and sound from the installed package and saves the drawn frame. The example plugin game
(examples/nim-game) is built and installed beside it as a distribution of its own, and
plays from the installed command. HOME points into the
test's folder, so settings, data and the log land where platformdirs says for it.

Needs the network (or a pip configured with a reachable index); without it the test
fails and says so, never skips. 11-15 s on the development machine, whose pip finds the
wheels in a local wheelhouse; from PyPI add the download of arcade and its dependencies.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

import platformdirs
import pytest

ROOT = Path(__file__).resolve().parents[1]
APP = "elemental-mage-battle"
SOURCES = ("pyproject.toml", "README.md", "engine", "game", "replays", "assets")


def _run(argv: list[str], what: str, timeout: float, **kw) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{what}: no answer after {timeout:.0f} s ({' '.join(argv)})")
    if done.returncode != 0 and what:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-25:])
        pytest.fail(f"{what} failed (exit {done.returncode}); pip needs the network or a reachable "
                    f"index for this test.\n{' '.join(argv)}\n{tail}")
    return done


def _clean_env() -> dict[str, str]:
    """This process's environment without what would lead the installed game back to the
    checkout or to the test suite's folders."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith(("EMB_", "PYTHON", "VIRTUAL_ENV", "__PYVENV"))}


def _sources(into: Path) -> Path:
    into.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, into / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
        else:
            shutil.copy2(ROOT / name, into / name)
    return into


def _shipped(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def test_the_wheel_installs_and_the_game_opens_with_its_art_and_sound_from_any_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = time.monotonic()
    times: dict[str, float] = {}
    env = _clean_env()

    # 1. Build, from a copy: a stale build/ of the checkout never leaks into the wheel.
    src = _sources(tmp_path / "src")
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
          "--wheel-dir", str(dist), str(src)], "building the wheel", 600, env=env)
    wheels = list(dist.glob("*.whl"))
    assert len(wheels) == 1, wheels
    # The example plugin game, a distribution of its own (examples/nim-game).
    plugin_dist = tmp_path / "plugin-dist"
    shutil.copytree(ROOT / "examples" / "nim-game", tmp_path / "nim-game",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build"))
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
          "--wheel-dir", str(plugin_dist), str(tmp_path / "nim-game")], "building the plugin's wheel", 600, env=env)
    plugins = list(plugin_dist.glob("*.whl"))
    assert len(plugins) == 1, plugins
    times["build"] = time.monotonic() - started

    # 2. What it holds: every module, every asset but the contact sheet, no tests or scripts.
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    for top in ("engine", "game", "replays"):
        for module in _shipped(ROOT / top):
            if module.endswith(".py"):
                assert f"{top}/{module}" in names, f"{top}/{module} is not in the wheel"
    assets = {f"game/assets/{f}" for f in _shipped(ROOT / "assets") if f != "sprites/_preview.png"}
    assert assets <= names, sorted(assets - names)
    assert "game/assets/sprites/_preview.png" not in names
    assert not [n for n in names if n.startswith(("tests/", "scripts/", "assets/"))]

    # 3. A fresh venv, the wheel and its dependencies from the index.
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], "making a venv", 300, env=env)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    mark = time.monotonic()
    _run([str(bin_dir / "python"), "-m", "pip", "install", "--disable-pip-version-check", str(wheels[0]),
          str(plugins[0])], "installing the wheel and the plugin's into a fresh venv", 900, env=env)
    times["install"] = time.monotonic() - mark

    # 4. The installed command, from an empty folder, with a home of its own.
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
        env.pop(name, None)
    monkeypatch.setenv("HOME", str(home))
    env.update(HOME=str(home), ARCADE_HEADLESS="1")
    expected = {"config": platformdirs.user_config_dir(APP), "data": platformdirs.user_data_dir(APP),
                "log": platformdirs.user_log_dir(APP)}
    command = str(bin_dir / "mage-battle")

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    out = _run([command, "--version"], "mage-battle --version", 120, cwd=elsewhere, env=env).stdout
    assert out.splitlines()[0] == f"mage-battle {version}"
    assert any(line.startswith("  mage_battle v0.6 (default) ") for line in out.splitlines()), out
    assert any(line.startswith("  nim nim-1 ") for line in out.splitlines()), out

    # The plugin's game plays from the installed command, and its replays verify.
    lab = tmp_path / "nim-lab"
    _run([command, "simulate", "--game", "nim", "--seat", "random", "--seat", "greedy", "--matches", "3",
          "--seed", "5", "--jobs", "1", "--out", str(lab)], "mage-battle simulate --game nim", 300,
         cwd=elsewhere, env=env)
    nim_replays = sorted((lab / "replays").glob("*_nim_*.embr"))
    assert len(nim_replays) == 3, sorted(lab.rglob("*"))
    _run([command, "replay", "verify", str(nim_replays[0])], "mage-battle replay verify (nim)", 120,
         cwd=elsewhere, env=env)

    mark = time.monotonic()
    shot = tmp_path / "title.png"
    done = _run([command, "--self-test", "--screenshot", str(shot)], "", 300, cwd=elsewhere, env=env)
    times["self-test"] = time.monotonic() - mark
    try:
        report = json.loads(done.stdout)
    except ValueError:
        pytest.fail(f"mage-battle --self-test (exit {done.returncode}) printed no report:\n"
                    f"{done.stdout}\n{done.stderr}")

    # Found in the installed package, not the checkout.
    found = Path(report["folders"]["assets"]).resolve()
    assert found.is_relative_to(venv.resolve()) and found.name == "assets", found
    assert {k: report["folders"][k] for k in expected} == expected
    manifest = json.loads((ROOT / "assets" / "sprites" / "manifest.json").read_text(encoding="utf-8"))
    assert report["sprites"] == len(manifest["files"])
    assert report["fonts"]["files"] == sorted(p.name for p in (ROOT / "assets" / "fonts").glob("*.ttf"))
    assert report["fonts"]["Galmuri11"] is True
    from game.shell.sound import NAMES

    assert report["sound"]["cues"] == len(list((ROOT / "assets" / "sounds").glob("*.wav"))) == len(NAMES)
    assert report["sound"]["failure"] is None
    assert report["title"]["screen"] == "TitleScreen" and report["title"]["size"] == [1280, 720]
    assert report["title"]["colours"] >= 16
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # What the installed game asked for and did not find must be missing from the checkout
    # too: the wheel leaves nothing out. (The exit status reports such files either way.)
    assert [m for m in report["missing"] if (ROOT / "assets" / m).exists()] == []
    assert report["problems"] == ([f"missing {', '.join(report['missing'])}"] if report["missing"] else [])
    assert done.returncode == (1 if report["problems"] else 0), done.stderr
    log = Path(expected["log"]) / "mage-battle.log"
    assert f"--- mage-battle {version}, " in log.read_text(encoding="utf-8")
    assert "mage-battle: self-test " in log.read_text(encoding="utf-8")

    total = time.monotonic() - started
    print(f"\nwheel test: {total:.0f} s (build {times['build']:.0f} s, install {times['install']:.0f} s, "
          f"self-test {times['self-test']:.1f} s); missing in the checkout too: {report['missing']}")
