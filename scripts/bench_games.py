#!/usr/bin/env python3
"""Uniform-random complete games per second, for every registered game at each of its
seat counts (one core, this process). A benchmark, not a test: it prints figures.

    python scripts/bench_games.py                    # every game, every seat count
    python scripts/bench_games.py --game wizard_survive --seconds 5

Each game is played from `new_state` by the kernel's random agent (one per seat, seeded)
through the public `Game` API only (legal, step), so the figure is what the balance lab
and the replays pay per game, minus saving. Printed: games/s as the median of 5 runs with
the range, commands per game, and the load average (a busy machine lowers every figure).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine.games  # noqa: E402,F401  (registers the built-in games)
from engine.kernel import registry  # noqa: E402
from engine.kernel.game import AnyGame  # noqa: E402
from engine.kernel.random_agent import RandomAgent  # noqa: E402


def random_game(game: AnyGame, seed: int, seats: int) -> int:
    """Plays one game to its end; returns how many commands it took."""
    state = game.new_state(seed, game.default_rules(), seats)
    agents = [RandomAgent[object](seed * seats + s) for s in range(seats)]
    commands = 0
    while not game.is_over(state):
        seat = game.deciders(state)[0]
        state, _ = game.step(state, agents[seat].choose(None, game.legal(state, seat), ()))
        commands += 1
    return commands


def rate(game: AnyGame, seats: int, seconds: float, first_seed: int) -> tuple[float, float]:
    """Games per second over about `seconds` of play, and commands per game."""
    start, games, commands = time.process_time(), 0, 0
    while time.process_time() - start < seconds or games == 0:
        commands += random_game(game, first_seed + games, seats)
        games += 1
    return games / (time.process_time() - start), commands / games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default=None, help="one registered game (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per run (5 runs per figure)")
    args = parser.parse_args()
    games = [registry.get(args.game)] if args.game else list(registry.games())
    print(f"load average {os.getloadavg()[0]:.2f}; CPU time of this process; median of 5 runs [range]")
    for game in games:
        for seats in game.seat_counts:
            runs = [rate(game, seats, args.seconds, 1000 * k) for k in range(5)]
            speeds = [r for r, _ in runs]
            per_game = statistics.mean(c for _, c in runs)
            print(f"{game.game_id:>16} {seats} seats: {statistics.median(speeds):8.1f} random games/s "
                  f"[{min(speeds):.1f}-{max(speeds):.1f}], {per_game:.0f} commands per game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
