#!/usr/bin/env python3
"""What not peeking costs the Ifrita Duel advanced AI: the honest advanced (it samples
the unseen cards from its view, D36) against an "omniscient" one that searches the true
state (the opponent's real hand and both real deck orders). A benchmark only: the
peeking agent is built here from the match's state and is never a level.

    python scripts/bench_duel_peeking.py --matches 100 --jobs 2

Both use the same budget and register the same deck (the one the advanced builds from
`--deck-seed`, in every match: a twin differs only in what it reads, and the deck is
built once rather than twice a match); the peeker's worlds are all the truth, so it
searches one world (the same playouts repeated would add nothing). Match k is seeded `seed * 1_000_003
+ k`, the honest agent sits in seat k % 2; the rate printed is the honest agent's, with
its 95% Wilson interval. 50% would mean hidden information costs nothing.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ifrita_duel import commands as cmd  # noqa: E402
from engine.ifrita_duel.ai import deckbuild  # noqa: E402
from engine.ifrita_duel.ai.agents import DuelAgent  # noqa: E402
from engine.ifrita_duel.ai.deckbuild import built_registration  # noqa: E402
from engine.ifrita_duel.ai.search import ADVANCED, search  # noqa: E402
from engine.ifrita_duel.decide import problem  # noqa: E402
from engine.ifrita_duel.game import GAME  # noqa: E402
from engine.ifrita_duel.names import Phase  # noqa: E402
from engine.ifrita_duel.state import State  # noqa: E402
from engine.kernel.match import Match  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402

# Every seat of every match registers the deck of one seed: build it once per process
# (the builder is a pure function of the rule set, the seed and the budget).
deckbuild.advanced_deck = functools.lru_cache(maxsize=4)(deckbuild.advanced_deck)


class SameDeck:
    """The honest advanced, registering the deck of `deck_seed` (the twin's) rather
    than its own seed's; every later choice is the agent's."""

    def __init__(self, agent: DuelAgent, deck_seed: int) -> None:
        self.agent = agent
        self.level = agent.level
        self.deck_seed = deck_seed

    def choose(self, view: Any, legal: Sequence[cmd.Command], seen: Sequence[Any]) -> cmd.Command:
        if view.phase == Phase.REGISTER and view.seat is not None:
            return built_registration(view.rules, view.seat, "advanced", None, self.deck_seed)
        return self.agent.choose(view, legal, seen)


class PeekingAgent:
    """The advanced search run on the true state (`truth()`), not on sampled worlds. With
    a `deck_seed` it registers the deck the advanced builds from that seed (blind, as the
    honest one does); without, the first offered registration (the default deck)."""

    level = "omniscient"

    def __init__(self, truth: Callable[[], State], deck_seed: int | None = None) -> None:
        self.truth = truth
        self.deck_seed = deck_seed

    def choose(self, view: Any, legal: Sequence[cmd.Command], seen: Sequence[Any]) -> cmd.Command:
        if view.phase == Phase.REGISTER and self.deck_seed is not None and view.seat is not None:
            return built_registration(view.rules, view.seat, "advanced", None, self.deck_seed)
        if len(legal) == 1:
            return legal[0]
        state = self.truth()
        chosen = search([state], view.seat, replace(ADVANCED, worlds=1)).command
        return chosen if problem(state, chosen) is None else legal[0]


def play(job: tuple[int, int, int]) -> tuple[bool, bool, float, float]:
    """(honest won, draw, honest CPU s, peeker CPU s) of match k."""
    k, seed, deck_seed = job
    match_seed = seed * 1_000_003 + k
    honest_seat = k % 2
    match: Match[Any, Any, Any] = Match(GAME, match_seed)
    agents: list[Any] = [None, None]
    agents[honest_seat] = SameDeck(DuelAgent("advanced", match_seed * 2 + 1), deck_seed)
    agents[1 - honest_seat] = PeekingAgent(lambda: match.state, deck_seed)
    cpu = [0.0, 0.0]
    while not match.over:
        seat = match.deciders()[0]
        start = time.process_time()
        command = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        cpu[seat] += time.process_time() - start
        match.play(command)
    outcome = match.outcome()
    assert outcome is not None
    return honest_seat in outcome.winners, not outcome.winners, cpu[honest_seat], cpu[1 - honest_seat]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--deck-seed", type=int, default=1, help="the seed of the advanced deck both register")
    args = parser.parse_args(argv)
    rows = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for row in pool.map(play, [(k, args.seed, args.deck_seed) for k in range(args.matches)], chunksize=1):
            rows.append(row)
            print(f"{len(rows)}/{args.matches}  honest {sum(r[0] for r in rows)}  draws {sum(r[1] for r in rows)}",
                  file=sys.stderr, flush=True)
    n = len(rows)
    wins, draws = sum(r[0] for r in rows), sum(r[1] for r in rows)
    lo, hi = wilson(wins, n) or (0.0, 1.0)
    print(f"honest advanced vs omniscient advanced: {wins}/{n} = {wins / n:.1%}  95% CI [{lo:.1%}, {hi:.1%}]"
          f"  draws {draws}")
    print(f"CPU per match: honest {sum(r[2] for r in rows) / n:.2f} s, omniscient {sum(r[3] for r in rows) / n:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
