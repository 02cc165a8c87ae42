"""The standalone bundle is the game for a player without Python. Builds it with the
README's command, `scripts/build_app` (into a temporary folder, once for this module),
then runs its executable from an empty folder with a home of its own, headless, as a
player would, and compares it with the same code unfrozen (`python -m game` from the
install the build staged):

- it holds every module and data file of engine, game and replays (a new game's modules
  and its cards.toml come along unlisted), the art, fonts and sounds, and nothing of the
  extras a player's plain install leaves out;
- `--version` prints the version and every rule set, as unfrozen;
- `--self-test` opens the window on the title screen, loads every sprite, font and sound
  from inside the bundle (none drawn with a stand-in) and saves the drawn frame, the
  unfrozen title screen pixel for pixel;
- the balance lab's worker processes (spawned, as the AI's are: a frozen program re-runs
  itself for them) play the same matches, byte for byte.

PyInstaller is in the `test` extra, so CI builds it; without it, build_app installs the
`build` extra first (needs the package index), and a failed build fails here, never skips.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest
from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "game", "replays")
# The extras and tools a player's plain install does not bring (the lab says what to
# install for charts or a cluster).
LEFT_OUT = ("matplotlib", "dask", "distributed", "pytest", "hypothesis", "mypy", "PyInstaller", "pip")


def _clean_env(**extra: str) -> dict[str, str]:
    """This process's environment without what would lead the game to the checkout or the
    test suite's folders."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("EMB_", "PYTHON", "VIRTUAL_ENV", "__PYVENV", "XDG_"))}
    env.update(extra)
    return env


def _run(argv: list[str], what: str, timeout: float, **kw) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{what}: no answer after {timeout:.0f} s ({' '.join(argv)})")
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-30:])
        pytest.fail(f"{what} failed (exit {done.returncode})\n{' '.join(argv)}\n{tail}")
    return done


class Built(NamedTuple):
    """Others may edit the checkout while the bundle builds: what it is compared with is
    what it was built from."""
    app: Path         # dist/mage-battle/ of the README
    sources: Path     # the copy of the checkout it was built from
    stage: Path       # that copy installed (not editable): the same code, not frozen


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Built]:
    base = tmp_path_factory.mktemp("standalone")
    started = time.monotonic()
    done = _run([str(ROOT / "scripts" / "build_app"), "--dist", str(base / "dist"), "--work", str(base / "work")],
                "scripts/build_app", 900, cwd=base, env=_clean_env())
    seconds = time.monotonic() - started
    app = base / "dist" / "mage-battle"
    lines = done.stdout.strip().splitlines()
    assert lines[-1] == f"executable: {app / 'mage-battle'}", done.stdout
    said = re.fullmatch(rf"built in \d+ s: {re.escape(str(app))}/ \((\d+) MB\)", lines[-2])
    assert said, done.stdout
    assert (app / "mage-battle").is_file() and os.access(app / "mage-battle", os.X_OK)
    print(f"\nstandalone build: {seconds:.0f} s with the bootstrap, {said.group(1)} MB in {app}")
    work = base / "work" / "mage-battle"        # PyInstaller's work folder for the spec
    for name in os.listdir(work):
        if name not in ("src", "stage"):
            (shutil.rmtree if (work / name).is_dir() else os.remove)(work / name)
    built = Built(app, work / "src", work / "stage")
    assert (built.sources / "pyproject.toml").is_file() and (built.stage / "game" / "__main__.py").is_file()
    yield built
    shutil.rmtree(base)


def _unfrozen(
    built: Built, args: list[str], what: str, cwd: Path, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """The bundled code run by this Python: `python -m game` from the staged install."""
    return _run([sys.executable, "-m", "game", *args], what, 300, cwd=cwd, env={**env, "PYTHONPATH": str(built.stage)})


@pytest.fixture
def player(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """An empty working folder and an environment whose home is new."""
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    return elsewhere, _clean_env(HOME=str(home), ARCADE_HEADLESS="1")


def _files(top: Path, patterns: tuple[str, ...]) -> list[Path]:
    return sorted(p for pattern in patterns for p in top.rglob(pattern)
                  if p.is_file() and "__pycache__" not in p.parts)


def test_the_bundle_holds_every_module_and_data_file_and_no_extra(built: Built) -> None:
    from PyInstaller.archive.readers import pkg_archive_contents

    bundle, src = built.app, built.sources
    modules = set(pkg_archive_contents(str(bundle / "mage-battle")))
    inside = bundle / "_internal"
    for top in PACKAGES:
        for path in _files(src / top, ("*.py",)):
            parts = path.relative_to(src).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            assert name in modules, f"{name} is not in the bundle"
        for path in _files(src / top, ("*.toml", "*.json")):
            assert (inside / path.relative_to(src)).is_file(), f"{path.relative_to(src)} is not in the bundle"
    for path in _files(src / "assets", ("*",)):
        name = path.relative_to(src / "assets")
        if name.name == "__init__.py":
            continue
        shipped = (inside / "game" / "assets" / name).is_file()
        assert shipped == (name.as_posix() != "sprites/_preview.png"), name    # as in the wheel
    assert "game.assets" in modules     # importlib.resources finds the assets through it
    left_in = sorted({m.split(".")[0] for m in modules} & set(LEFT_OUT))
    assert not left_in, f"the bundle carries what a player's install does not: {left_in}"
    assert (inside / "arcade" / "VERSION").is_file()        # arcade reads its version there
    assert (inside / "arcade" / "resources" / "system").is_dir()


def test_version_names_the_build_and_every_rule_set(built: Built, player: tuple[Path, dict[str, str]]) -> None:
    elsewhere, env = player
    out = _run([str(built.app / "mage-battle"), "--version"], "mage-battle --version", 120,
               cwd=elsewhere, env=env).stdout
    version = tomllib.loads((built.sources / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert out.splitlines()[0] == f"mage-battle {version}"
    assert out.splitlines()[1] == "rule sets:"
    assert any(line.startswith("  mage_battle ") and line.split()[2] == "(default)" for line in out.splitlines()), out
    assert out == _unfrozen(built, ["--version"], "the unfrozen --version", elsewhere, env).stdout


def test_the_title_screen_opens_with_the_bundled_art_fonts_and_sounds(
        built: Built, player: tuple[Path, dict[str, str]]) -> None:
    elsewhere, env = player
    shot, reference = elsewhere.parent / "title.png", elsewhere.parent / "title-unfrozen.png"
    done = _run([str(built.app / "mage-battle"), "--self-test", "--screenshot", str(shot)],
                "the bundle's --self-test", 180, cwd=elsewhere, env=env)
    report = json.loads(done.stdout)
    assert report["problems"] == [] and report["missing"] == [], report
    assert report["folders"]["assets"] == str(built.app / "_internal" / "game" / "assets")
    manifest = json.loads((built.stage / "game" / "assets" / "sprites" / "manifest.json").read_text(encoding="utf-8"))
    assert report["sprites"] == len(manifest["files"]) > 0
    assert report["fonts"]["Galmuri11"] is True
    # Every cue is loaded at the first play, so no failure means none is missing.
    assert report["sound"]["cues"] > 0 and report["sound"]["failure"] is None
    assert report["title"]["screen"] == "TitleScreen"
    assert done.stderr.strip().endswith("mage-battle: self-test ok"), done.stderr
    assert "ERROR" not in done.stderr and "not installed" not in done.stderr, done.stderr

    # The same code unfrozen, same home, finds as much and draws the same frame: real
    # sprites and the Galmuri font, where a stand-in or a fallback font changes pixels.
    unfrozen = json.loads(_unfrozen(built, ["--self-test", "--screenshot", str(reference)],
                                    "the unfrozen --self-test", elsewhere, env).stdout)
    assert unfrozen["folders"]["assets"] == str(built.stage / "game" / "assets")
    for key in ("sprites", "fonts", "sound", "title", "missing", "problems"):
        assert report[key] == unfrozen[key], key
    image = Image.open(shot).convert("RGB")
    assert image.size == tuple(report["title"]["size"])
    assert len(image.getcolors(maxcolors=1 << 20) or []) >= 8
    assert ImageChops.difference(image, Image.open(reference).convert("RGB")).getbbox() is None


def test_spawned_workers_play_the_same_matches_byte_for_byte(
        built: Built, player: tuple[Path, dict[str, str]]) -> None:
    elsewhere, env = player
    batch = ["simulate", "--matches", "2", "--seed", "7"]
    _run([str(built.app / "mage-battle"), *batch, "--jobs", "2", "--out", "bundled"],
         "the bundle's simulate --jobs 2", 300, cwd=elsewhere, env=env)
    _unfrozen(built, [*batch, "--jobs", "1", "--out", "unfrozen"], "the unfrozen simulate", elsewhere, env)
    bundled = sorted((elsewhere / "bundled" / "replays").iterdir())
    unfrozen = sorted((elsewhere / "unfrozen" / "replays").iterdir())
    assert [p.name for p in bundled] == [p.name for p in unfrozen] and len(bundled) == 2
    for mine, theirs in zip(bundled, unfrozen):
        assert mine.read_bytes() == theirs.read_bytes(), mine.name
    assert ((elsewhere / "bundled" / "report.json").read_text(encoding="utf-8")
            == (elsewhere / "unfrozen" / "report.json").read_text(encoding="utf-8"))
