#!/usr/bin/env python3
"""The replay review (replays/review.py) of any game with a reviewer, 2 players. A
benchmark, not a test.

    python scripts/bench_review.py [--game wizard_survive] [--matches 20] [--seed 1]
                                   [--double N] [--three N]

Prints:
- the CPU time to review a whole match, both seats (the replay already loaded): the
  first review (it may read a table) and the median and worst of the rest; goals:
  Wizard Survive under 1 s, Ifrita Duel under 30 s, Mage Battle under 60 s;
- with `--double N` (default 0): the first N matches reviewed again at twice the
  reviewer's default budget (a reviewer with a `budget`), and the share of decisions
  whose class changes;
- the sanity table: the advanced AI against the beginner over the matches (seats
  alternate), the decisions of each level per class. The advanced should be reviewed
  best far more often than the beginner.
- Wizard Survive only, with `--three N` (default 2; 0 skips): the first OPENING
  decisions of N three-player matches (advanced, beginner, intermediate), reviewed by
  the search at its default budget and at double it: the CPU per decision, the share
  of decisions whose class changes at double budget, and the classes per level.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel import registry  # noqa: E402
from engine.kernel.review import Judgement  # noqa: E402
from replays.format import ai, dumps, new_header  # noqa: E402
from replays.resimulate import load_bytes, replay_of  # noqa: E402
from replays.review import review  # noqa: E402

STARTED = "2026-12-01T00:00:00+00:00"
OPENING = 60            # three-player matches are long and the search slow: their first decisions only


def match_bytes(seed: int, levels: tuple[str, ...], upto: int | None = None, game_id: str = "wizard_survive") -> bytes:
    header = new_header(seed, *(ai(level) for level in levels), started=STARTED, game=game_id)
    match = header.new_match()
    game = registry.get(game_id)
    agents = [game.make_agent(level, seed * 10 + i) for i, level in enumerate(levels)]
    while not match.over and (upto is None or len(match.commands) < upto):
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return dumps(replay_of(match, header))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="wizard_survive", help="a registered game with a reviewer")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--double", type=int, default=0, metavar="N",
                        help="matches reviewed again at double budget (0: none)")
    parser.add_argument("--three", type=int, default=2, metavar="N",
                        help="Wizard Survive three-player matches (0: none)")
    args = parser.parse_args(argv)
    times: list[float] = []
    counts: dict[str, Counter[Judgement]] = {"advanced": Counter(), "beginner": Counter()}
    commands, reviewed, changed = [], 0, 0
    for k in range(args.matches):
        levels = ("advanced", "beginner") if k % 2 == 0 else ("beginner", "advanced")
        loaded = load_bytes(match_bytes(args.seed + k, levels, game_id=args.game), f"match {k}")
        started = time.process_time()
        rv = review(loaded)
        times.append(time.process_time() - started)
        commands.append(len(rv.decisions))
        for seat, level in enumerate(levels):
            counts[level].update(rv.counts(seat))
        if k < args.double:
            double = review(loaded, budget=2 * _budget(loaded))
            changed += sum(a.judgement != b.judgement for a, b in zip(rv.decisions, double.decisions))
            reviewed += len(rv.decisions)
        print(f"  match {k}: {len(rv.decisions)} decisions, {times[-1]:.2f} s CPU", file=sys.stderr)
    rest = times[1:] or times
    print(f"{args.game}: review of a whole match, both seats ({statistics.median(commands):.0f} decisions "
          f"median): first {times[0]:.3f} s CPU, then median {statistics.median(rest):.3f} s, "
          f"worst {max(rest):.3f} s")
    if reviewed:
        print(f"class changed at double budget: {changed}/{reviewed} = {changed / reviewed:.1%} "
              f"({args.double} matches)")
    print()
    print(f"| level ({args.matches} matches) | decisions | " + " | ".join(j.key for j in Judgement)
          + " | best or good |")
    print("|---|---:|" + "---:|" * (len(Judgement) + 1))
    for level, c in counts.items():
        total = sum(c.values())
        near = c[Judgement.BEST] + c[Judgement.GOOD]
        print(f"| {level} | {total} | " + " | ".join(str(c[j]) for j in Judgement) + f" | {near / total:.0%} |")
    if args.three and args.game == "wizard_survive":
        three(args.three, args.seed)
    return 0


def _budget(loaded: Any) -> int:
    """The reviewer's default budget (a search's work), to double it."""
    from engine.kernel.review import reviewer_for

    header = loaded.header
    reviewer = reviewer_for(header.game, header.rules, len(header.players), None, header.seed)
    budget = getattr(reviewer, "budget", None)
    if not isinstance(budget, int):
        raise SystemExit(f"{header.game_id}'s reviewer has no budget to double (it is exact?)")
    return budget


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
