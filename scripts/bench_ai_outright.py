#!/usr/bin/env python3
"""How Elemental Mage Battle's AIs win their battles: the share won by shrine (R22), by
annihilation (R18) and at the round limit (R26), per level, against an opponent that
never acts (`scripts/idle_agent.py`) and against the beginner, with 95% Wilson
intervals. A measurement, not a test.

    python scripts/bench_ai_outright.py --levels intermediate advanced --matches 20 --jobs 1

Matches are seeded as in `scripts/tournament.py` (match k of a pairing: `seed *
1_000_003 + k`, the level in seat k % 2, its agent seeded `match_seed * 2 + 1` and the
opponent's `match_seed * 2 + 2`), so a line here and a tournament line of the same
levels and seed come from the same matches. Battles of one match are not independent,
so the intervals (over battles) are somewhat narrower than they should be.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel import registry  # noqa: E402
from engine.kernel.match import Match  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402
from engine.mage_battle.ai.agents import make_agent  # noqa: E402
from engine.mage_battle.names import Side  # noqa: E402
from scripts.idle_agent import IdleAgent  # noqa: E402

IDLE = "idle"
ENDS = ("shrine", "annihilation", "round_limit")
Job = tuple[str, str, int, int]
Result = tuple[str, str, bool, tuple[tuple[bool, str], ...]]


def _agent(level: str, seed: int) -> Any:
    return IdleAgent(seed) if level == IDLE else make_agent(level, seed)


def play(job: Job) -> Result:
    """One match; per battle, whether the measured level won it and how it ended."""
    level, opponent, k, seed = job
    match_seed = seed * 1_000_003 + k
    mine = Side(k % 2)
    agents = {mine: _agent(level, match_seed * 2 + 1), mine.other: _agent(opponent, match_seed * 2 + 2)}
    match: Match[Any, Any, Any] = Match(registry.get("mage_battle"), match_seed)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[Side(seat)].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    outcome = match.outcome()
    assert outcome is not None
    battles = tuple((winner == mine.key, reason) for _, winner, reason in outcome.detail)
    return level, opponent, int(mine) in outcome.winners, battles


def _share(count: int, total: int) -> str:
    lo, hi = wilson(count, total) or (0.0, 1.0)
    return f"{count:4d} = {count / max(1, total):6.1%} [{lo:6.1%}, {hi:6.1%}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", nargs="+", default=["intermediate", "advanced"])
    parser.add_argument("--opponents", nargs="+", default=[IDLE, "beginner"],
                        help=f"opponent levels ({IDLE}: never acts)")
    parser.add_argument("--matches", type=int, default=20, help="matches per pairing (the sides alternate)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    for level in (*args.levels, *args.opponents):
        if level != IDLE:
            make_agent(level)           # raises on an unknown level
    jobs = [(level, opponent, k, args.seed) for level in args.levels for opponent in args.opponents
            for k in range(args.matches)]
    ends: dict[tuple[str, str], Counter[str]] = {}
    wins: Counter[tuple[str, str]] = Counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for done, (level, opponent, won, battles) in enumerate(pool.map(play, jobs, chunksize=1), 1):
            tally = ends.setdefault((level, opponent), Counter())
            for mine, reason in battles:
                tally[reason if mine else "lost"] += 1
                tally["battles"] += 1
            wins[level, opponent] += won
            if done % 5 == 0 or done == len(jobs):
                print(f"{done}/{len(jobs)} matches", file=sys.stderr, flush=True)
    print(f"battles won by how they ended, seed {args.seed}, {args.matches} matches per pairing "
          f"(95% Wilson intervals over battles)")
    for (level, opponent), tally in ends.items():
        n = tally["battles"]
        outright = tally["shrine"] + tally["annihilation"]
        print(f"{level} vs {opponent}: matches won {wins[level, opponent]}/{args.matches}, {n} battles")
        rows = [(f"won by {end.replace('_', ' ')}", tally[end]) for end in ENDS]
        for label, count in (*rows, ("won outright", outright), ("lost", tally["lost"])):
            print(f"    {label:<20} {_share(count, n)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
