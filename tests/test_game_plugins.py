"""Games as plugins: an installed distribution that declares a game in the entry point
group appears in the registry and the command line with no line of this project changed,
and one whose import fails is left out with a line saying why while the others play.

The distribution is faked the way an installer leaves it: a `*.dist-info` folder with
`METADATA` and `entry_points.txt` on the path of a fresh interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.kernel.registry import GAME_PLUGINS

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def _installed(folder: Path, name: str, entries: dict[str, str], windows: dict[str, str] | None = None) -> Path:
    info = folder / f"{name}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n", encoding="utf-8")
    lines = [f"[{GAME_PLUGINS}]"] + [f"{key} = {value}" for key, value in entries.items()]
    if windows:
        lines += ["[elemental_mage_battle.windows]"] + [f"{key} = {value}" for key, value in windows.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def _python(code: str, path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(path), str(ROOT), str(ROOT / "examples" / "nim-game")])}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                          cwd=path, timeout=300)


PROBE = ("import json, warnings; warnings.simplefilter('ignore')\n"
         "from engine.kernel import registry\n"
         "ids = [g.game_id for g in registry.games()]\n"
         "nim = registry.module_of(registry.get('nim')) if 'nim' in ids else None\n"
         "print(json.dumps({'games': ids, 'problems': list(registry.plugin_problems()), 'module': nim}))")


def test_an_installed_game_joins_the_registry_after_the_built_in_ones(tmp_path: Path) -> None:
    site = _installed(tmp_path, "nim_plugin", {"nim": "nim:NIM"})
    done = _python(PROBE, site)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["games"] == ["mage_battle", "wizard_survive", "ifrita_duel", "nim"]
    assert found["problems"] == []
    assert found["module"] == "nim"      # how a worker process finds it again


def test_a_plugin_that_fails_to_import_is_left_out_with_one_line(tmp_path: Path) -> None:
    site = _installed(tmp_path, "broken_plugin", {"broken": "no_such_module_here:GAME", "nim": "nim:NIM"})
    done = _python(PROBE, site)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["games"][-1] == "nim" and "broken" not in found["games"]
    assert found["problems"] == ["game plugin 'broken' (no_such_module_here:GAME) failed to load: "
                                 "ModuleNotFoundError: No module named 'no_such_module_here'"]


def test_the_command_line_plays_an_installed_game(tmp_path: Path) -> None:
    site = _installed(tmp_path, "nim_plugin", {"nim": "nim:NIM"})
    out = tmp_path / "lab"
    done = _python("import sys; from game.cli.main import main; sys.exit(main())", site,
                   "simulate", "--game", "nim", "--seat", "random", "--seat", "greedy",
                   "--matches", "4", "--seed", "3", "--jobs", "1", "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(list((out / "replays").glob("*_nim_*.embr"))) == 4, sorted(out.rglob("*"))
    assert (out / "report.md").is_file()


# A plugin's window package: one GameUI for Nim, as a game made elsewhere would ship.
NIM_WINDOW = """
from game.shell.ui import GameUI, register_ui
register_ui(GameUI("nim", "menu.quit", lambda window: None))
"""

TITLE_PROBE = ("import json, logging, warnings; warnings.simplefilter('ignore')\n"
               "lines = []\n"
               "class Keep(logging.Handler):\n"
               "    def emit(self, record): lines.append(record.getMessage())\n"
               "logging.getLogger('game').addHandler(Keep())\n"
               "from game.shell.ui import game_uis\n"
               "print(json.dumps({'title': [ui.game_id for ui in game_uis()], 'log': lines}))")


def test_an_installed_games_window_puts_it_on_the_title(tmp_path: Path) -> None:
    site = _installed(tmp_path, "nim_plugin", {"nim": "nim:NIM"},
                      {"nim": "nim_window", "broken": "no_such_window_here"})
    (site / "nim_window.py").write_text(NIM_WINDOW, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", TITLE_PROBE], capture_output=True, text=True, cwd=site, timeout=300,
                          env={**os.environ, "ARCADE_HEADLESS": "1", "PYTHONPATH": os.pathsep.join(
                              [str(site), str(ROOT), str(ROOT / "examples" / "nim-game")])})
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["title"] == ["mage_battle", "wizard_survive", "ifrita_duel", "nim"]
    assert [line for line in found["log"] if "no_such_window_here" in line] == [
        "window plugin 'broken' (no_such_window_here) failed: "
        "ModuleNotFoundError: No module named 'no_such_window_here'"]
