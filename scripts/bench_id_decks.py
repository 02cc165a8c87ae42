#!/usr/bin/env python3
"""What the Ifrita Duel advanced's card-by-card deck search gains: for each agent seed,
the deck it registers (the candidates' winner improved by swaps, `deckswap`) against
the candidates' winner alone (`advanced_deck`), in seeded matches of the one-ply policy
on both sides (the policy the search judges with; sides alternate, match k seeded
`seed * 1_000_003 + k`, independent of the search's own games). Also the search's cost:
simulated commands and CPU seconds of one process, i.e. what a person registering
against the advanced waits at most.

    python scripts/bench_id_decks.py --seeds 1 2 3 4 --matches 300 --jobs 2

Prints per seed the swaps taken and the improved deck's score, then the pooled score
with its 95% Wilson interval (draws count half in the rate, and are reported).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ifrita_duel.ai.deckbuild import ADVANCED_DECKS, advanced_deck, trial  # noqa: E402
from engine.ifrita_duel.ai.deckswap import improve  # noqa: E402
from engine.ifrita_duel.names import Side  # noqa: E402
from engine.ifrita_duel.rules import ID_1  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402


def measure(job: tuple[int, int, int]) -> tuple[int, str, int, int, float, float, int, int, int]:
    """(agent seed, swaps taken, candidates' work, swaps' work, candidates' CPU s, swaps'
    CPU s, improved wins, losses, draws) for one agent seed."""
    agent_seed, matches, seed = job
    start = time.process_time()
    chosen = advanced_deck(ID_1, agent_seed)
    middle = time.process_time()
    better = improve(ID_1, chosen.deck, agent_seed, int(ADVANCED_DECKS.work * ADVANCED_DECKS.swaps))
    end = time.process_time()
    wins = losses = draws = 0
    if better.deck != chosen.deck:
        for k in range(matches):
            score = trial(ID_1, better.deck, chosen.deck, seed * 1_000_003 + k, Side(k % 2)).score
            wins += score == 1.0
            losses += score == 0.0
            draws += score == 0.5
    swaps = ", ".join(f"-{s.out} +{s.into}" for s in better.swaps) or "none"
    return (agent_seed, swaps, chosen.work, better.work, middle - start, end - middle, wins, losses, draws)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    rows = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for row in pool.map(measure, [(s, args.matches, args.seed) for s in args.seeds], chunksize=1):
            rows.append(row)
            seed, swaps, work_c, work_s, cpu_c, cpu_s, w, lo_, d = row
            played = w + lo_ + d
            rate = f"{w}-{lo_}-{d} ({(w + d / 2) / played:.1%})" if played else "same deck"
            print(f"seed {seed}: swaps {swaps}; work {work_c} + {work_s}; CPU {cpu_c:.1f} + {cpu_s:.1f} s; "
                  f"improved vs candidates' winner {rate}", flush=True)
    wins, losses, draws = sum(r[6] for r in rows), sum(r[7] for r in rows), sum(r[8] for r in rows)
    played = wins + losses + draws
    if played:
        lo, hi = wilson(wins + draws // 2, played) or (0.0, 1.0)
        print(f"pooled over the seeds whose deck changed: {wins}-{losses}-{draws} of {played}, "
              f"{(wins + draws / 2) / played:.1%}  95% CI [{lo:.1%}, {hi:.1%}]")
    changed = sum(r[1] != "none" for r in rows)
    work = sum(r[2] + r[3] for r in rows) / len(rows)
    cpu = sum(r[4] + r[5] for r in rows) / len(rows)
    print(f"changed {changed}/{len(rows)} seeds; mean work {work:.0f} commands, mean CPU {cpu:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
