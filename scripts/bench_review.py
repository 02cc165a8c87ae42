#!/usr/bin/env python3
"""The replay review (replays/review.py) on Wizard Survive, 2 players. A benchmark, not
a test.

    python scripts/bench_review.py [--matches 20] [--seed 1]

Prints:
- the CPU time to review a whole match, both seats (the replay already loaded): the
  first review (it reads the equilibrium table) and the median and worst of the rest;
  goal under 1 s;
- the sanity table: the advanced AI against the beginner over the matches (seats
  alternate), the decisions of each level per class. The advanced plays the
  equilibrium, so its cards should be reviewed best far more often than the beginner's.
- with `--three N` (default 2; 0 skips): the first OPENING decisions of N three-player
  matches (advanced, beginner, intermediate), reviewed by the search at its default
  budget and at double it: the CPU per decision, the share of decisions whose class
  changes at double budget, and the classes per level at the default budget.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel import registry  # noqa: E402
from engine.kernel.review import Judgement  # noqa: E402
from replays.format import ai, dumps, new_header  # noqa: E402
from replays.review import review  # noqa: E402
from replays.simulate import load_bytes, replay_of  # noqa: E402

STARTED = "2026-12-01T00:00:00+00:00"
OPENING = 60            # three-player matches are long and the search slow: their first decisions only


def match_bytes(seed: int, levels: tuple[str, ...], upto: int | None = None) -> bytes:
    header = new_header(seed, *(ai(level) for level in levels), started=STARTED, game="wizard_survive")
    match = header.new_match()
    game = registry.get("wizard_survive")
    agents = [game.make_agent(level, seed * 10 + i) for i, level in enumerate(levels)]
    while not match.over and (upto is None or len(match.commands) < upto):
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return dumps(replay_of(match, header))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--three", type=int, default=2, metavar="N", help="three-player matches (0: none)")
    args = parser.parse_args(argv)
    times: list[float] = []
    counts: dict[str, Counter[Judgement]] = {"advanced": Counter(), "beginner": Counter()}
    commands = []
    for k in range(args.matches):
        levels = ("advanced", "beginner") if k % 2 == 0 else ("beginner", "advanced")
        loaded = load_bytes(match_bytes(args.seed + k, levels), f"match {k}")
        commands.append(len(loaded.replay.commands))
        started = time.process_time()
        rv = review(loaded)
        times.append(time.process_time() - started)
        for seat, level in enumerate(levels):
            counts[level].update(rv.counts(seat))
    rest = times[1:] or times
    print(f"review of a whole match, both seats ({statistics.median(commands):.0f} decisions median): first "
          f"{times[0] * 1000:.0f} ms CPU (reads the table), then median {statistics.median(rest) * 1000:.1f} ms, "
          f"worst {max(rest) * 1000:.1f} ms (goal < 1 s)")
    print()
    print(f"| level ({args.matches} matches) | decisions | " + " | ".join(j.key for j in Judgement)
          + " | best or good |")
    print("|---|---:|" + "---:|" * (len(Judgement) + 1))
    for level, c in counts.items():
        total = sum(c.values())
        near = c[Judgement.BEST] + c[Judgement.GOOD]
        print(f"| {level} | {total} | " + " | ".join(str(c[j]) for j in Judgement) + f" | {near / total:.0%} |")
    if args.three:
        three(args.three, args.seed)
    return 0


def three(matches: int, seed: int) -> None:
    from engine.wizard_survive.review_search import BUDGET

    levels = ("advanced", "beginner", "intermediate")
    counts: dict[str, Counter[Judgement]] = {level: Counter() for level in levels}
    times, changed, decisions = [], 0, 0
    for k in range(matches):
        loaded = load_bytes(match_bytes(seed + 100 + k, levels, OPENING), f"three {k}")
        started = time.process_time()
        rv = review(loaded)
        times.append(time.process_time() - started)
        double = review(loaded, budget=2 * BUDGET)
        changed += sum(a.judgement != b.judgement for a, b in zip(rv.decisions, double.decisions))
        decisions += len(rv.decisions)
        for seat, level in enumerate(levels):
            counts[level].update(rv.counts(seat))
    print()
    print(f"three players, the first {OPENING} decisions of {matches} matches: {sum(times) / decisions * 1000:.0f} ms "
          f"CPU a decision at {BUDGET} playouts; class changed at {2 * BUDGET}: {changed}/{decisions} = "
          f"{changed / decisions:.0%}")
    print()
    print("| level (3 players) | decisions | " + " | ".join(j.key for j in Judgement) + " | best or good |")
    print("|---|---:|" + "---:|" * (len(Judgement) + 1))
    for level, c in counts.items():
        total = sum(c.values())
        near = c[Judgement.BEST] + c[Judgement.GOOD]
        print(f"| {level} | {total} | " + " | ".join(str(c[j]) for j in Judgement) + f" | {near / total:.0%} |")


if __name__ == "__main__":
    sys.exit(main())
