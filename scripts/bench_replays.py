#!/usr/bin/env python3
"""Replay benchmark: file size of full matches, load + full verification time, and
cursor seek time to random event indices (medians).

    .venv/bin/python scripts/bench_replays.py                 # random agents (fast)
    .venv/bin/python scripts/bench_replays.py --level advanced --matches 2

Targets: a full three-battle match <= 16 KB, seek <= 5 ms (issue 3), load + full
verification <= 20 ms (issue 12). Times are CPU time of this process (one core), so
other work on a shared machine does not inflate them; the load average is printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.mage_battle import Match, Side  # noqa: E402
from replays.cursor import Cursor  # noqa: E402
from replays.format import ai, dumps, loads, new_header  # noqa: E402
from replays.resimulate import load_bytes, replay_of, verify  # noqa: E402
from replays.storage import save_replay  # noqa: E402


def agent(level: str, seed: int):  # type: ignore[no-untyped-def]
    if level == "random":
        from engine.kernel.random_agent import RandomAgent

        return RandomAgent(seed)
    from engine.mage_battle.ai.agents import make_agent

    return make_agent(level, seed)


def play(level: str, seed: int) -> Match:
    match = Match(seed=seed)
    agents = {Side.TEAL: agent(level, seed), Side.CRIMSON: agent(level, seed + 1000)}
    while not match.over:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    return match


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="random",
                        help="agent level for both sides: random, beginner, intermediate, advanced, whimsical")
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=20, help="timed loads per match")
    parser.add_argument("--seeks", type=int, default=500, help="random seeks per match")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    sizes: list[int] = []
    commands: list[int] = []
    verify_ms: list[float] = []
    open_ms: list[float] = []
    seek_ms: list[float] = []
    cursor_ms: list[float] = []
    import random

    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.matches):
            seed = args.seed + n
            match = play(args.level, seed)
            header = new_header(seed, ai(args.level), ai(args.level))
            path = save_replay(replay_of(match, header), Path(tmp))
            data = path.read_bytes()
            sizes.append(len(data))
            commands.append(len(match.commands))
            for _ in range(args.repeat):
                started = time.process_time()
                replay = loads(path.read_bytes(), str(path))
                verdict = verify(replay, str(path))
                verify_ms.append(time.process_time() - started)
                assert verdict.ok, verdict.message
                started = time.process_time()
                loaded = load_bytes(path.read_bytes(), str(path))
                open_ms.append(time.process_time() - started)
            started = time.process_time()
            cursor = Cursor(loaded)
            cursor_ms.append(time.process_time() - started)
            for _ in range(args.seeks):
                index = rng.randrange(len(cursor) + 1)
                started = time.process_time()
                cursor.seek(index)
                seek_ms.append(time.process_time() - started)
            assert dumps(loaded.replay) == data
    loads_ms: list[float] = verify_ms  # the figure the issue asks for: parse, validate, re-simulate, every checkpoint
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; CPU time")
    print(f"agents: {args.level} vs {args.level}, {args.matches} full matches "
          f"({min(commands)}-{max(commands)} commands)")
    print(f"file size:                 median {statistics.median(sizes):.0f} B, max {max(sizes)} B "
          f"(target <= 16384 B)")
    print(f"load + full verification:  median {ms(statistics.median(loads_ms))}, "
          f"max {ms(max(loads_ms))} (target <= 20 ms)")
    print(f"load + re-simulate only:   median {ms(statistics.median(open_ms))} (opening for the viewer)")
    print(f"cursor build (snapshots):  median {ms(statistics.median(cursor_ms))}")
    seek_ms.sort()
    print(f"seek to a random index:    median {ms(statistics.median(seek_ms))}, "
          f"p99 {ms(seek_ms[int(len(seek_ms) * 0.99)])}, max {ms(max(seek_ms))} (target <= 5 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
