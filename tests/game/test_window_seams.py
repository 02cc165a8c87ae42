"""The window's arrows point one way: the shell (game/shell) never imports a game's window
package or a game's rules, and the command line and lab (game/*.py) only reach the games
through the registries; only game/uis.py names the built-in window packages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"
ENGINE = GAME.parent / "engine"


def _packages(root: Path, *shared: str) -> list[str]:
    """Every package under `root` but the shared ones: one per game (and the Mage Battle AI)."""
    return sorted(f"{root.name}.{p.parent.name}" for p in root.glob("*/__init__.py") if p.parent.name not in shared)


# The shell, the command line and the lab are no game's.
GAME_PACKAGES = re.compile(r"^\s*(from|import)\s+(" + "|".join(
    re.escape(name) for name in _packages(GAME, "shell", "cli", "lab") + _packages(ENGINE, "kernel")) + r")\b", re.M)


def test_every_game_package_is_watched() -> None:
    for name in ("game.mage_battle", "game.wizard_survive", "game.ifrita_duel", "engine.mage_battle",
                 "engine.wizard_survive", "engine.ifrita_duel", "engine.mage_battle.ai"):
        assert GAME_PACKAGES.search(f"from {name} import x"), name
    assert not GAME_PACKAGES.search("from engine.kernel import registry")
    assert not GAME_PACKAGES.search("from game.cli.main import main")


def _code(path: Path) -> str:
    text = re.sub(r'""".*?"""', "", path.read_text(encoding="utf-8"), flags=re.S)
    return "\n".join(line.split("#", 1)[0] for line in text.splitlines())


@pytest.mark.parametrize("path", sorted((GAME / "shell").rglob("*.py")) + sorted(GAME.glob("*.py"))
                         + sorted((GAME / "cli").rglob("*.py")) + sorted((GAME / "lab").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(GAME)))
def test_the_shell_and_the_command_line_import_no_game(path: Path) -> None:
    if path.name == "uis.py":
        return          # the one list of the built-in window packages
    hits = [m.group(0).strip() for m in GAME_PACKAGES.finditer(_code(path))]
    assert not hits, hits
