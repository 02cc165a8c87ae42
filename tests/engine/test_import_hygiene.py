"""The engine is pure (docs/ARCHITECTURE.md): importing it pulls in no window library,
importing the kernel loads no game, and its rules code reads neither the global random
module nor the clock."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
# Nothing in engine/ reads the clock, the AI agents included: their searches are bounded by
# counts, so a choice never depends on how busy the machine is.
CLOCK_ALLOWED: set[Path] = set()


def loaded_by(module: str, prefixes: tuple[str, ...]) -> str:
    """The modules under `prefixes` that importing `module` in a fresh interpreter loads."""
    code = (f"import sys, {module}\n"
            f"print(','.join(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(
    "module", ["engine", "engine.mage_battle.ai", "engine.mage_battle.codec", "engine.mage_battle.position"])
def test_import_does_not_load_arcade_or_pyglet(module: str) -> None:
    loaded = loaded_by(module, ("arcade", "pyglet", "PIL", "OpenGL"))
    assert loaded == "", f"import {module} loaded {loaded}"


@pytest.mark.parametrize("module", ["engine", "engine.kernel", "engine.kernel.registry", "engine.kernel.match",
                                    "engine.kernel.review"])
def test_importing_the_kernel_loads_no_game(module: str) -> None:
    games = ("engine.mage_battle", "engine.wizard_survive", "engine.ifrita_duel", "engine.mage_battle.ai")
    loaded = loaded_by(module, games)
    assert loaded == "", f"import {module} loaded {loaded}"


def _sources() -> list[Path]:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 10
    return files


def _code_lines(path: Path) -> list[tuple[int, str]]:
    """Lines without comments and docstring prose (a crude cut: drop lines inside
    triple-quoted blocks), so a comment saying "no clock" does not trip the check."""
    out = []
    inside = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        quotes = line.count('"""') + line.count("'''")
        if inside or quotes:
            if quotes % 2 == 1:
                inside = not inside
            continue
        out.append((number, line.split("#", 1)[0]))
    return out


# Global random state: module-level functions of `random`, or importing them by name.
GLOBAL_RANDOM = re.compile(
    r"\brandom\.(random|randint|randrange|choice|choices|shuffle|sample|seed|uniform|getrandbits|gauss|triangular)\("
    r"|from\s+random\s+import\s+(?!Random\b)"
    r"|\bSystemRandom\b|\bos\.urandom\b|\bsecrets\b|\buuid\b"
)
CLOCK = re.compile(
    r"^\s*(import|from)\s+(time|datetime)\b|\btime\.(time|monotonic|perf_counter|process_time|time_ns)\("
    r"|\bdatetime\.(now|utcnow|today)\("
)
WINDOW = re.compile(r"^\s*(import|from)\s+(arcade|pyglet)\b")


def test_engine_never_uses_the_global_random_module() -> None:
    hits = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in _sources() for n, line in _code_lines(p)
            if GLOBAL_RANDOM.search(line)]
    assert not hits, "global randomness in the engine:\n" + "\n".join(hits)


def test_rules_code_never_reads_the_clock() -> None:
    hits = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in _sources()
            if not any(parent in CLOCK_ALLOWED for parent in p.parents)
            for n, line in _code_lines(p) if CLOCK.search(line)]
    assert not hits, "clock reads in the engine:\n" + "\n".join(hits)


def test_engine_source_never_imports_the_window_library() -> None:
    hits = [f"{p.relative_to(ROOT)}:{n}" for p in _sources() for n, line in _code_lines(p) if WINDOW.search(line)]
    assert not hits, hits


def test_the_checks_would_catch_offenders() -> None:
    assert GLOBAL_RANDOM.search("x = random.choice(cells)")
    assert GLOBAL_RANDOM.search("from random import shuffle")
    assert not GLOBAL_RANDOM.search("from random import Random")
    assert not GLOBAL_RANDOM.search("rng = random.Random(seed); rng.choice(cells)")
    assert CLOCK.search("import time")
    assert CLOCK.search("stamp = datetime.now()")
    assert WINDOW.search("import arcade")
