#!/usr/bin/env python3
"""A seeded AI tournament for any registered game, win rates with 95% Wilson intervals.

Each pair plays every side (the levels rotate through the seats match by match).

    python scripts/tournament.py --pairs advanced:intermediate intermediate:beginner --matches 200 --jobs 2
    python scripts/tournament.py --game nim --game-module nim --seats 3 --pairs greedy:random --matches 40
    python scripts/tournament.py --pairs advanced:intermediate --matches 100 --first 100 --jobs 1

A pair A:B puts level A in one seat and level B in every other seat. A's seat is
match k's `k % seats` (in a two-seat game A and B swap sides every match). Match k of a
pair is seeded `seed * 1_000_003 + k`; A's agent is seeded `match_seed * seats + 1`
and the others `match_seed * seats + 2, + 3, ...` in seat order after A's, so the
Elemental Mage Battle figures published with the two-seat version stay reproducible.
A wins a match when its seat is among the outcome's winners; the scores summed are the
outcome's per-seat scores (A's against all of B's seats together). A level may also be
any name the game's agents accept beyond those offered to players (Ifrita Duel's
`advanced/default`: the advanced with the default deck). The second line
of each pair tallies the texts the game puts in an outcome's detail (for each item of the detail
that is a text, or a list ending in a text: Elemental Mage Battle's battle end reasons).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel import registry  # noqa: E402
from engine.kernel.game import AnyGame  # noqa: E402
from engine.kernel.match import Match  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402
from scripts._games import accepted_levels, add_game_options, chosen_game  # noqa: E402

DEFAULT_PAIRS = {"mage_battle": ["advanced:intermediate", "intermediate:beginner",
                                 "whimsical:beginner", "advanced:whimsical"],
                 "ifrita_duel": ["advanced:intermediate", "intermediate:beginner",
                                 "whimsical:beginner", "advanced:whimsical"]}


@dataclass(frozen=True)
class Words:
    """How the summary names a game's scores, a win where the others scored nothing, and
    the items of its outcome detail."""

    score: str = "scores"
    sweep: str = "shutout wins"
    ends: str = "outcome details"
    items: str = "detail entries"


WORDS = {"mage_battle": Words("battles", "3:0 wins", "battle ends", "battles")}


def detail_tags(detail: Any) -> list[str]:
    """The texts of an outcome's detail: each item that is a text, or the last element
    of each item that is a list ending in a text (one per battle, round, ...)."""
    if not isinstance(detail, (list, tuple)):
        return []
    tags = []
    for item in detail:
        if isinstance(item, str):
            tags.append(item)
        elif isinstance(item, (list, tuple)) and item and isinstance(item[-1], str):
            tags.append(item[-1])
    return tags


Job = tuple[str, str, int, str, str, int, int]
Result = tuple[str, str, int, bool, tuple[int, int], float, tuple[str, ...]]


def play(job: Job) -> Result:
    """One match of level `a` against `b` in every other seat; `a` sits in seat k % seats."""
    game_id, module, seats, a, b, k, seed = job
    game = registry.get(game_id, module)
    match_seed = seed * 1_000_003 + k
    a_seat = k % seats
    order = [(a_seat + i) % seats for i in range(seats)]      # A first, then the others
    agents: list[Any] = [None] * seats
    for role, seat in enumerate(order):
        agents[seat] = game.make_agent(a if role == 0 else b, match_seed * seats + 1 + role)
    match: Match[Any, Any, Any] = Match(game, match_seed, None, seats)
    start = time.perf_counter()
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    outcome = match.outcome()
    if outcome is None:
        raise RuntimeError(f"{game_id} match {match_seed} is over without an outcome")
    a_score = outcome.scores[a_seat]
    b_score = sum(s for seat, s in enumerate(outcome.scores) if seat != a_seat)
    won = a_seat in outcome.winners
    return a, b, k, won, (a_score, b_score), time.perf_counter() - start, tuple(detail_tags(outcome.detail))


def _accepted(game: AnyGame, level: str) -> bool:
    """Whether the game's agents take `level` (a variant not offered to players)."""
    try:
        game.make_agent(level, 0)
    except ValueError:
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_game_options(parser)
    parser.add_argument("--pairs", nargs="+", default=None,
                        help="LEVEL_A:LEVEL_B pairs; A plays one seat (rotating through the seats over the "
                             "matches) and B all the others; the rate printed is A's")
    parser.add_argument("--matches", type=int, default=20, help="matches per pair (A's seat rotates)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first", type=int, default=0,
                        help="the first match's number: matches are independent, so a long run splits"
                             " into ranges run apart (say 0-99 and --first 100), their counts adding up")
    args = parser.parse_args(argv)
    chosen = chosen_game(args)
    if chosen is None:
        return 2
    game, seats = chosen
    if args.matches < 1:
        print("error: --matches must be at least 1", file=sys.stderr)
        return 2
    levels = accepted_levels(game)
    pairs = args.pairs or DEFAULT_PAIRS.get(game.game_id) or [
        f"{stronger}:{weaker}" for weaker, stronger in zip(game.levels, game.levels[1:])] or [
        f"{game.levels[0]}:{game.levels[0]}"]
    module = registry.module_of(game)
    jobs: list[Job] = []
    for pair in pairs:
        a, _, b = pair.partition(":")
        for level in (a, b):
            if level not in levels and not _accepted(game, level):
                print(f"error: unknown level {level!r} in {pair!r} (expected {', '.join(levels)})", file=sys.stderr)
                return 2
        numbers = range(args.first, args.first + args.matches)
        jobs += [(game.game_id, module, seats, a, b, k, args.seed) for k in numbers]
    words = WORDS.get(game.game_id, Words())
    results: dict[tuple[str, str], list[tuple[bool, tuple[int, int]]]] = {}
    ends: dict[tuple[str, str], dict[str, int]] = {}
    started = time.perf_counter()
    done = 0
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for a, b, _k, won, score, _, reasons in pool.map(play, jobs, chunksize=1):
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
        lo, hi = wilson(wins, n) or (0.0, 1.0)
        totals = sum(s[0] for _, s in rows), sum(s[1] for _, s in rows)
        sweeps = sum(1 for won, s in rows if won and s[1] == 0)
        print(f"{a:>12} vs {b:<12} {wins:4d}/{n:<4d} = {wins / n:6.1%}  95% CI [{lo:.1%}, {hi:.1%}]"
              f"  {words.score} {totals[0]}-{totals[1]}  {words.sweep} {sweeps}")
        counts = ends.get((a, b), {})
        total = sum(counts.values()) or 1
        print(f"{'':>12}    {words.ends}: " + ", ".join(f"{r} {c / total:.0%}" for r, c in sorted(counts.items()))
              + f" of {sum(counts.values())} {words.items}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
