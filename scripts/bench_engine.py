"""Engine speed, printed (not a timed test): uniform-random matches per second, a
perft-style node rate from fixed mid-battle positions, and python-chess's perft(4)
node rate measured in the same run so the ratio survives a busy machine. Every figure
is CPU time, over 5 runs by default, printed as the median with the range.

    .venv/bin/python scripts/bench_engine.py            # the figures
    .venv/bin/python scripts/bench_engine.py --write    # also rewrite tests/data/perft/*.json

The perft positions and counts live in tests/data/perft/ and tests/engine/test_perft.py
checks them, so a change in the rules' branching shows up as a failing test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.mage_battle import Phase, State, legal_commands, new_match, step  # noqa: E402
from engine.mage_battle.codec import to_data  # noqa: E402
from engine.mage_battle.hashing import state_hash  # noqa: E402
from engine.mage_battle.search import SearchPosition  # noqa: E402

PERFT_DIR = ROOT / "tests" / "data" / "perft"
# (match seed, battle, how many turn commands into that battle): mid-battle positions
# from all three battles (so the layers differ by growth): moves only, attacks, attacks
# that need the defender's responses, one waiting for responses at the root, and one
# in the last round of the last battle (every line ends the match by R26).
RECIPES: tuple[tuple[int, int, int], ...] = (
    (7, 1, 30), (3, 1, 63), (3, 2, 51), (12, 2, 62), (12, 2, 63), (3, 3, 45), (11, 3, 76),
)
# Issue 12's targets.
TARGET_MATCHES = 100.0
TARGET_RATIO = 1.0


def random_match(seed: int) -> tuple[State, int]:
    """A complete match where every decision is uniform over `legal_commands`."""
    rng = random.Random(seed)
    state = new_match(seed)
    count = 0
    while state.phase != Phase.OVER:
        choices = legal_commands(state, state.deciders()[0])
        state, _ = step(state, choices[rng.randrange(len(choices))])
        count += 1
    return state, count


def build_position(seed: int, battle: int, ply: int) -> State:
    """The state before the `ply`-th turn command (0-based) of `battle` in the
    uniform-random match of `seed` (decisions from random.Random(seed))."""
    rng = random.Random(seed)
    state = new_match(seed)
    played = 0
    while state.phase != Phase.OVER:
        if state.battle == battle and state.phase in (Phase.ACTION, Phase.RESPONSE):
            if played == ply:
                return state
            played += 1
        elif state.battle > battle:
            break
        choices = legal_commands(state, state.deciders()[0])
        state, _ = step(state, choices[rng.randrange(len(choices))])
    raise ValueError(f"seed {seed}: battle {battle} has fewer than {ply + 1} turn commands")


def perft(state: State, depth: int) -> int:
    """Leaf nodes `depth` commands deep; every leaf is reached by a real push (python-chess
    pushes and pops its leaves the same way).

    Depth counts commands of whoever must decide, so a declared attack that needs the
    defender's responses makes the responses the next level. A finished match is a leaf.
    """
    return _perft(SearchPosition(state), depth)


def _perft(position: SearchPosition, depth: int) -> int:
    state = position.state
    if depth == 0 or state.phase == Phase.OVER:
        return 1
    nodes = 0
    for command in legal_commands(state, state.deciders()[0]):
        position.push(command)
        nodes += 1 if depth == 1 else _perft(position, depth - 1)
        position.pop()
    return nodes


def command_key(command: object) -> str:
    """A stable, readable name for a root command in the per-command breakdown."""
    return json.dumps(to_data(command), sort_keys=True, separators=(",", ":"))


def divide(state: State, depth: int) -> dict[str, int]:
    """perft split by root command (python-chess's perft examples call it divide)."""
    out: dict[str, int] = {}
    position = SearchPosition(state)
    for command in legal_commands(state, state.deciders()[0]):
        position.push(command)
        out[command_key(command)] = _perft(position, depth - 1)
        position.pop()
    return out


def perft_record(seed: int, battle: int, ply: int) -> dict[str, object]:
    state = build_position(seed, battle, ply)
    breakdown = divide(state, 2)
    return {
        "seed": seed, "battle": battle, "ply": ply, "state_hash": state_hash(state),
        "phase": state.phase.key, "round": state.round, "to_move": state.to_move.key, "ap": state.ap,
        "depth1": len(breakdown), "depth2": sum(breakdown.values()), "divide2": breakdown,
    }


def perft_path(seed: int, battle: int, ply: int) -> Path:
    return PERFT_DIR / f"seed{seed}-battle{battle}-ply{ply}.json"


def chess_perft_rate(depth: int = 4) -> tuple[int, float]:
    """python-chess's perft(`depth`) from the start position: (leaves, leaves per CPU second)."""
    import chess  # benchmark-only dependency (the `bench` extra)

    board = chess.Board()

    def count(d: int) -> int:
        if d == 0:
            return 1
        nodes = 0
        for move in board.legal_moves:
            board.push(move)
            nodes += count(d - 1)
            board.pop()
        return nodes

    start = time.process_time()
    nodes = count(depth)
    return nodes, nodes / (time.process_time() - start)


def _spread(values: list[float], digits: int = 1) -> str:
    """`median (min-max)` of a run's figures."""
    return f"{statistics.median(values):,.{digits}f} ({min(values):,.{digits}f}-{max(values):,.{digits}f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60, help="uniform-random matches per run (default 60)")
    parser.add_argument("--runs", type=int, default=5, help="runs, each timing all three figures (default 5)")
    parser.add_argument("--write", action="store_true", help="rewrite tests/data/perft/*.json from this engine")
    args = parser.parse_args(argv)

    # CPU seconds of this process (one core), so other work on a shared machine slows the
    # wall clock but not the figures; the wall-clock rate of the matches is printed too.
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.runs} runs, CPU time")
    positions = [build_position(*recipe) for recipe in RECIPES]
    try:
        import chess  # noqa: F401
    except ImportError:
        print("python-chess is not installed (pip install -e '.[bench]'); no ratio")
        have_chess = False
    else:
        have_chess = True
    rates, walls, ours, theirs, ratios = [], [], [], [], []
    commands = 0
    leaves: list[int] = []
    for run in range(1, args.runs + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        commands = sum(random_match(seed)[1] for seed in range(args.matches))
        rates.append(args.matches / (time.process_time() - cpu))
        walls.append(args.matches / (time.perf_counter() - wall))
        cpu = time.process_time()
        leaves = [perft(state, 2) for state in positions]
        ours.append(sum(leaves) / (time.process_time() - cpu))
        line = f"  run {run}: {rates[-1]:.1f} matches/s ({walls[-1]:.1f} wall); perft {ours[-1]:,.0f} nodes/s"
        if have_chess:
            nodes, rate = chess_perft_rate()
            theirs.append(rate)
            ratios.append(ours[-1] / rate)
            line += f"; python-chess perft(4) {rate:,.0f} nodes/s; ours/theirs {ratios[-1]:.2f}"
        print(line)

    print(f"(a) uniform-random matches ({args.matches} a run, {commands / args.matches:.0f} commands each): "
          f"{_spread(rates)} matches/s (wall {_spread(walls)}); target >= {TARGET_MATCHES:.0f}")
    for (seed, battle, ply), state, nodes in zip(RECIPES, positions, leaves):
        print(f"    perft(2) seed {seed} battle {battle} ply {ply} ({state.phase.key}, round {state.round}, "
              f"ap {state.ap}): {nodes} leaves")
    print(f"(b) perft(2) over {len(positions)} positions, {sum(leaves)} leaves: {_spread(ours, 0)} nodes/s")
    if have_chess:
        print(f"(c) python-chess perft(4), same runs: {_spread(theirs, 0)} nodes/s; "
              f"ours/theirs = {_spread(ratios, 2)}; target >= {TARGET_RATIO}")

    if args.write:
        PERFT_DIR.mkdir(parents=True, exist_ok=True)
        for recipe in RECIPES:
            path = perft_path(*recipe)
            path.write_text(json.dumps(perft_record(*recipe), indent=1, sort_keys=True) + "\n")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
