"""Perft: the number of command sequences 1 and 2 deep from fixed mid-battle positions
(tests/data/perft/*.json, written by `scripts/bench_engine.py --write`). A change in the
rules' branching (R7-R13, R23) changes a count; the failure prints the per-command
breakdown ("divide") so the command whose subtree moved is easy to find.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from engine.mage_battle.hashing import state_hash

ROOT = Path(__file__).resolve().parents[2]
REWRITE = ".venv/bin/python scripts/bench_engine.py --write"
DATA = sorted((ROOT / "tests" / "data" / "perft").glob("*.json"))


def _bench() -> ModuleType:
    """The benchmark script owns the position recipe and perft; the test reuses them."""
    spec = importlib.util.spec_from_file_location("bench_engine", ROOT / "scripts" / "bench_engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = _bench()


def test_the_data_covers_the_benchmark_positions() -> None:
    assert len(DATA) >= 5
    assert {path.name for path in DATA} == {bench.perft_path(*r).name for r in bench.RECIPES}


def _report(expected: dict[str, int], got: dict[str, int]) -> str:
    lines = []
    for key in sorted(set(expected) | set(got)):
        want, have = expected.get(key), got.get(key)
        if want != have:
            lines.append(f"  {key}: expected {want}, got {have}")
    return "\n".join(lines)


@pytest.mark.parametrize("path", DATA, ids=[p.stem for p in DATA])
def test_perft_counts(path: Path) -> None:
    record = json.loads(path.read_text())
    state = bench.build_position(record["seed"], record["battle"], record["ply"])
    assert state_hash(state) == record["state_hash"], (
        "the recipe no longer reaches the same position (a rules change moved the random match); "
        f"if intended, rewrite the data: {REWRITE}")
    got = bench.divide(state, 2)
    if len(got) != record["depth1"] or sum(got.values()) != record["depth2"]:
        breakdown = _report(record["divide2"], got)
        print(f"perft mismatch at {path.name} (depth1 {len(got)} vs {record['depth1']}, "
              f"depth2 {sum(got.values())} vs {record['depth2']}):\n{breakdown}")
        pytest.fail(f"perft counts changed at {path.name} (if intended: {REWRITE}):\n{breakdown}")
    assert bench.perft(state, 1) == record["depth1"]
    assert got == record["divide2"]
