#!/usr/bin/env python3
"""A seeded AI tournament: each pair plays both ways (the levels swap sides every
match), and the win rates print with 95% Wilson intervals.

    python scripts/tournament.py --pairs advanced:intermediate intermediate:beginner --matches 200 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Match, Side  # noqa: E402
from engine.ai.agents import LEVELS, make_agent  # noqa: E402


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(job: tuple[str, str, int, int]) -> tuple[str, str, int, bool, tuple[int, int], float, tuple[str, ...]]:
    """One match: level `a` against `b`; `a` plays teal on even match numbers."""
    a, b, k, seed = job
    match_seed = seed * 1_000_003 + k
    a_side = Side.TEAL if k % 2 == 0 else Side.CRIMSON
    agents = {a_side: make_agent(a, match_seed * 2 + 1), a_side.other: make_agent(b, match_seed * 2 + 2)}
    match = Match(seed=match_seed)
    start = time.perf_counter()
    while not match.over:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    wins = match.state.wins
    a_wins = wins[a_side]
    reasons = tuple(r.reason.key for r in match.state.results)
    return a, b, k, a_wins > wins[a_side.other], (a_wins, wins[a_side.other]), time.perf_counter() - start, reasons


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", nargs="+", default=["advanced:intermediate", "intermediate:beginner",
                                                        "whimsical:beginner", "advanced:whimsical"],
                        help="LEVEL_A:LEVEL_B pairs; the rate printed is LEVEL_A's")
    parser.add_argument("--matches", type=int, default=20, help="matches per pair (sides alternate)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    jobs = []
    for pair in args.pairs:
        a, _, b = pair.partition(":")
        for level in (a, b):
            if level not in LEVELS + ("random",):
                print(f"error: unknown level {level!r} in {pair!r}", file=sys.stderr)
                return 2
        jobs += [(a, b, k, args.seed) for k in range(args.matches)]
    results: dict[tuple[str, str], list[tuple[bool, tuple[int, int]]]] = {}
    ends: dict[tuple[str, str], dict[str, int]] = {}
    started = time.perf_counter()
    done = 0
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for a, b, k, won, score, _, reasons in pool.map(play, jobs, chunksize=1):
            results.setdefault((a, b), []).append((won, score))
            for r in reasons:
                ends.setdefault((a, b), {})[r] = ends.setdefault((a, b), {}).get(r, 0) + 1
            done += 1
            tally = " ".join(f"{x}:{y} {sum(w for w, _ in r)}/{len(r)}" for (x, y), r in results.items())
            print(f"{done}/{len(jobs)} matches  {time.perf_counter() - started:.0f}s  {tally}", file=sys.stderr,
                  flush=True)
    print(file=sys.stderr)
    for (a, b), rows in results.items():
        n = len(rows)
        wins = sum(1 for won, _ in rows if won)
        lo, hi = wilson(wins, n)
        battles = sum(s[0] for _, s in rows), sum(s[1] for _, s in rows)
        sweeps = sum(1 for won, s in rows if won and s[1] == 0)
        print(f"{a:>12} vs {b:<12} {wins:4d}/{n:<4d} = {wins / n:6.1%}  95% CI [{lo:.1%}, {hi:.1%}]"
              f"  battles {battles[0]}-{battles[1]}  3:0 wins {sweeps}")
        counts = ends.get((a, b), {})
        total = sum(counts.values()) or 1
        print(f"{'':>12}    battle ends: " + ", ".join(f"{r} {c / total:.0%}" for r, c in sorted(counts.items()))
              + f" of {sum(counts.values())} battles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
