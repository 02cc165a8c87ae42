"""scripts/tournament.py and scripts/bench_ai.py serve any registered game: Nim (defined
only in tests/seam, found through --game-module in the pool's workers too) with 2 and 3
seats, and Elemental Mage Battle with its output unchanged and its seeds reproducible."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.kernel import registry

ROOT = Path(__file__).resolve().parent.parent
NIM = ["--game", "nim", "--game-module", "nim"]


def _run(script: str, *args: str) -> str:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT / "examples" / "nim-game"), env.get("PYTHONPATH")) if p)
    env["ARCADE_HEADLESS"] = "1"
    done = subprocess.run([sys.executable, f"scripts/{script}", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


ROW = re.compile(r"^ *(\S+) vs (\S+) +(\d+)/(\d+) += +[\d.]+%  "
                 r"95% CI \[[\d.]+%, [\d.]+%\]  (\w+) (\d+)-(\d+)  (.+) (\d+)$")


def _rows(out: str) -> list[tuple[str, ...]]:
    lines = out.splitlines()
    rows = [m.groups() for m in map(ROW.match, lines) if m]
    assert len(lines) == 2 * len(rows), out          # a result line and an ends line per pair
    return rows


def test_tournament_plays_nim_the_same_on_one_or_two_processes() -> None:
    for seats in ("2", "3"):
        one = _run("tournament.py", *NIM, "--seats", seats, "--pairs", "greedy:random", "--matches", "4",
                   "--jobs", "1", "--seed", "5")
        two = _run("tournament.py", *NIM, "--seats", seats, "--pairs", "greedy:random", "--matches", "4",
                   "--jobs", "2", "--seed", "5")
        assert one == two
        [(a, b, wins, n, word, *_)] = _rows(one)
        assert (a, b, n, word) == ("greedy", "random", "4", "scores") and 0 <= int(wins) <= 4
        assert re.search(r"outcome details: (lucky|plain) .* of 4 detail entries$", one.splitlines()[1])


def test_tournament_ranges_split_by_first_add_up_to_the_whole_run() -> None:
    base = (*NIM, "--pairs", "greedy:random", "--jobs", "1", "--seed", "5")
    [whole] = _rows(_run("tournament.py", *base, "--matches", "6"))
    parts = [_rows(_run("tournament.py", *base, "--matches", "3", *first))[0] for first in ((), ("--first", "3"))]
    for column in (2, 3, 5, 6):        # wins, matches, and each side's summed scores
        assert int(whole[column]) == sum(int(part[column]) for part in parts)


def test_tournament_on_mage_battle_keeps_its_output_and_seeds() -> None:
    args = ("--pairs", "intermediate:beginner", "--matches", "2", "--seed", "3", "--jobs", "2")
    first, second = _run("tournament.py", *args), _run("tournament.py", *args)
    assert first == second
    [(a, b, wins, n, word, mine, theirs, sweep_word, sweeps)] = _rows(first)
    assert (a, b, n, word, sweep_word) == ("intermediate", "beginner", "2", "battles", "3:0 wins")
    assert int(mine) + int(theirs) >= 4 and int(sweeps) <= int(wins)
    ends = first.splitlines()[1]
    assert re.fullmatch(r" +battle ends: ((annihilation|round_limit|shrine) \d+%(, )?)+ of "
                        rf"{int(mine) + int(theirs)} battles", ends), ends


def test_bench_times_nim_and_mage_levels() -> None:
    # The first line names the load average: under load CPU and wall time part ways.
    nim = _run("bench_ai.py", *NIM, "--seats", "3", "--matches", "3").splitlines()
    assert nim[0].startswith("load average ")
    assert [line.split(":")[0].strip() for line in nim[1:]] == ["random", "greedy"]
    assert all("target" not in line for line in nim[1:])
    mage = _run("bench_ai.py", "--levels", "beginner", "--matches", "1").splitlines()
    assert len(mage) == 2 and mage[0].startswith("load average ")
    assert re.fullmatch(r" +beginner: +\d+ decisions  CPU p50 .* ms  \(wall p95 +[\d.]+ ms\)  "
                        r"\(target p95 <= 50 ms: (ok|OVER TARGET)\)", mage[1]), mage[1]


def test_unknown_levels_games_and_seat_counts_are_refused() -> None:
    for script, args in (("tournament.py", ["--pairs", "greedy:nobody"]), ("bench_ai.py", ["--levels", "nobody"]),
                         ("tournament.py", ["--seats", "5"]), ("bench_ai.py", ["--seats", "1"])):
        done = subprocess.run([sys.executable, f"scripts/{script}", *NIM, *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=60,
                              env={**os.environ, "PYTHONPATH": str(ROOT / "examples" / "nim-game")})
        assert done.returncode == 2 and done.stderr.startswith("error: "), (script, args, done.stderr)
    done = subprocess.run([sys.executable, "scripts/tournament.py", "--game", "nim"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "unknown game 'nim'" in done.stderr


def _script(name: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    spec = importlib.util.spec_from_file_location(f"script_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    return module


class _Told:
    """An agent that notes its level, seed and the seat it plays."""

    def __init__(self, agent: Any, seed: int, log: set[tuple[str, int, int]]) -> None:
        self.agent, self.level, self.seed, self.log = agent, agent.level, seed, log

    def choose(self, view: Any, legal: Any, seen: Any) -> Any:
        self.log.add((self.level, self.seed, view.seat))
        return self.agent.choose(view, legal, seen)


def test_the_seeds_are_the_two_seat_tournaments_and_benchs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Published figures stay reproducible: the match and agent seeds of the two-seat
    scripts (A's agent match_seed * 2 + 1 on either side, B's match_seed * 2 + 2)."""
    monkeypatch.syspath_prepend(str(ROOT / "examples" / "nim-game"))
    game = registry.get("nim", "nim")
    played: set[tuple[str, int, int]] = set()
    started: list[int] = []
    make, new_state = game.make_agent, game.new_state
    monkeypatch.setattr(game, "make_agent", lambda level, seed: _Told(make(level, seed), seed, played))

    def starting(seed: int, rules: Any, seats: int) -> Any:
        started.append(seed)
        return new_state(seed, rules, seats)

    monkeypatch.setattr(game, "new_state", starting)
    tournament, bench = _script("tournament", monkeypatch), _script("bench_ai", monkeypatch)
    for k in (0, 1):
        played.clear()
        tournament.play(("nim", "nim", 2, "greedy", "random", k, 7))
        ms = 7 * 1_000_003 + k
        assert started[-1] == ms
        assert played == {("greedy", ms * 2 + 1, k), ("random", ms * 2 + 2, 1 - k)}
    played.clear()
    tournament.play(("nim", "nim", 3, "greedy", "random", 4, 1))      # A in seat 1, then seats 2 and 0
    ms = 1_000_003 + 4
    assert played == {("greedy", ms * 3 + 1, 1), ("random", ms * 3 + 2, 2), ("random", ms * 3 + 3, 0)}
    played.clear()
    started.clear()
    bench.measure(game, "greedy", "random", 2, 2, 77)
    assert started == [77, 78]
    assert played == {("greedy", 77, 0), ("random", 577, 1), ("greedy", 78, 1), ("random", 578, 0)}
