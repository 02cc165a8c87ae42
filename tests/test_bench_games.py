"""scripts/bench_games.py plays whole random games of every registered game through the
kernel API alone: each ends, and the same seed plays the same game."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import engine.games  # noqa: F401
from engine.kernel import registry

ROOT = Path(__file__).resolve().parent.parent


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_games", ROOT / "scripts" / "bench_games.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_registered_game_plays_to_its_end_the_same_way_twice() -> None:
    bench = _script()
    for game in registry.games():
        seats = game.seat_counts[-1]
        first = bench.random_game(game, 7, seats)
        assert first > 0 and first == bench.random_game(game, 7, seats), game.game_id


def test_the_script_prints_a_figure_per_seat_count() -> None:
    done = subprocess.run([sys.executable, "scripts/bench_games.py", "--game", "wizard_survive", "--seconds", "0.05"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if "random games/s" in line]
    assert [row.split()[1] for row in rows] == ["2", "3", "4"]
