#!/usr/bin/env python3
"""Decision time of each AI level (p50, p95, max), measured in whole seeded matches
against an intermediate opponent. A benchmark, not a test.

    python scripts/bench_ai.py --matches 3 --levels beginner intermediate advanced whimsical
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Match, Phase, Side  # noqa: E402
from engine.ai.agents import LEVELS, make_agent  # noqa: E402


def measure(level: str, matches: int, seed: int) -> list[float]:
    times: list[float] = []
    for k in range(matches):
        side = Side.TEAL if k % 2 == 0 else Side.CRIMSON
        agents = {side: make_agent(level, seed + k), side.other: make_agent("intermediate", seed + 500 + k)}
        match = Match(seed=seed + k)
        while not match.over:
            s = match.deciders()[0]
            view, legal, seen = match.view(s), match.legal(s), match.seen(s)
            start = time.perf_counter()
            command = agents[s].choose(view, legal, seen)
            if s == side and view.phase in (Phase.ACTION, Phase.RESPONSE):
                times.append(time.perf_counter() - start)
            match.play(command)
    return sorted(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs="+", default=list(LEVELS))
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args(argv)
    targets = {"beginner": 0.05, "intermediate": 0.05, "advanced": 1.0, "whimsical": 0.05}
    for level in args.levels:
        if level not in LEVELS:
            print(f"error: unknown level {level!r}", file=sys.stderr)
            return 2
        t = measure(level, args.matches, args.seed)
        p = lambda q: t[min(len(t) - 1, int(q * len(t)))] * 1e3  # noqa: E731
        ok = "ok" if p(0.95) <= targets[level] * 1e3 else "OVER TARGET"
        print(f"{level:>12}: {len(t):5d} decisions  p50 {p(0.5):7.1f} ms  p95 {p(0.95):7.1f} ms  "
              f"max {t[-1] * 1e3:7.1f} ms  (target p95 <= {targets[level] * 1e3:.0f} ms: {ok})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
