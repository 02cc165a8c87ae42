"""The arrows point one way (docs/ARCHITECTURE.md): `game -> replays -> engine`, and the
kernel knows no game. `replays` never imports `game`, not by an import statement and
not by `importlib`; the engine imports neither; the kernel (code, docstrings and comments) names no mage,
element, card or life."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

IMPORT_OF = {
    "game": re.compile(r"^\s*(from|import)\s+game\b|import_module\(\s*[\"']game\b|__import__\(\s*[\"']game\b", re.M),
    "replays": re.compile(r"^\s*(from|import)\s+replays\b|import_module\(\s*[\"']replays\b", re.M),
}
# Words of the games the kernel must not know (the checks run on code, not prose).
GAME_WORDS = re.compile(r"\b(mage|mages|element|elements|card|cards|lives|teal|crimson|shrine|soul|souls|hero)\b", re.I)


def _code(path: Path) -> str:
    """The source without comments and docstrings (crudely: triple-quoted blocks)."""
    text = re.sub(r'""".*?"""', "", path.read_text(encoding="utf-8"), flags=re.S)
    return "\n".join(line.split("#", 1)[0] for line in text.splitlines())


@pytest.mark.parametrize("package, forbidden", [
    ("replays", ("game",)), ("engine", ("game", "replays")),
])
def test_a_package_never_imports_the_ones_above_it(package: str, forbidden: tuple[str, ...]) -> None:
    hits = [f"{p.relative_to(ROOT)} imports {name}" for p in sorted((ROOT / package).rglob("*.py"))
            for name in forbidden if IMPORT_OF[name].search(_code(p))]
    assert not hits, hits


def test_the_kernel_names_no_game_thing() -> None:
    """Not in its code, nor in its docstrings and comments: its examples are game-neutral."""
    hits = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in sorted((ROOT / "engine" / "kernel").glob("*.py"))
            for m in GAME_WORDS.finditer(p.read_text(encoding="utf-8"))]
    assert not hits, hits


def test_the_checks_would_catch_offenders() -> None:
    assert IMPORT_OF["game"].search("    from game.shell.viewer import run_file")
    assert IMPORT_OF["game"].search('importlib.import_module("game.shell.viewer")')
    assert not IMPORT_OF["game"].search("from games import x")
    assert GAME_WORDS.search("def mage_label(state)") is None    # whole words only
    assert GAME_WORDS.search("for mage in mages")
