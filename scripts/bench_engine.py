"""Engine speed, printed (not a timed test): uniform-random matches per second, a
perft-style node rate from fixed mid-battle positions, and python-chess's perft(4)
node rate measured in the same run so the ratio survives a busy machine.

    .venv/bin/python scripts/bench_engine.py            # the figures
    .venv/bin/python scripts/bench_engine.py --write    # also rewrite tests/data/perft/*.json

The perft positions and counts live in tests/data/perft/ and tests/engine/test_perft.py
checks them, so a change in the rules' branching shows up as a failing test.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import Phase, State, legal_commands, new_match, state_hash, step  # noqa: E402
from engine.mage_battle.codec import to_data  # noqa: E402

PERFT_DIR = ROOT / "tests" / "data" / "perft"
# (match seed, battle, how many turn commands into that battle): mid-battle positions
# from all three battles (so the layers differ by growth): moves only, attacks, attacks
# that need the defender's responses, one waiting for responses at the root, and one
# in the last round of the last battle (every line ends the match by R26).
RECIPES: tuple[tuple[int, int, int], ...] = (
    (7, 1, 30), (3, 1, 63), (3, 2, 51), (12, 2, 62), (12, 2, 63), (3, 3, 45), (11, 3, 76),
)
TARGET_MATCHES = 30.0
TARGET_RATIO = 0.25


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
    """Leaf nodes `depth` commands deep; every leaf is reached by a real `step`.

    Depth counts commands of whoever must decide, so a declared attack that needs the
    defender's responses makes the responses the next level. A finished match is a leaf.
    """
    if depth == 0 or state.phase == Phase.OVER:
        return 1
    nodes = 0
    for command in legal_commands(state, state.deciders()[0]):
        child, _ = step(state, command)
        nodes += 1 if depth == 1 else perft(child, depth - 1)
    return nodes


def command_key(command: object) -> str:
    """A stable, readable name for a root command in the per-command breakdown."""
    return json.dumps(to_data(command), sort_keys=True, separators=(",", ":"))


def divide(state: State, depth: int) -> dict[str, int]:
    """perft split by root command (python-chess's perft examples call it divide)."""
    out: dict[str, int] = {}
    for command in legal_commands(state, state.deciders()[0]):
        child, _ = step(state, command)
        out[command_key(command)] = perft(child, depth - 1)
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

    start = time.perf_counter()
    nodes = count(depth)
    return nodes, nodes / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60, help="uniform-random matches to time (default 60)")
    parser.add_argument("--write", action="store_true", help="rewrite tests/data/perft/*.json from this engine")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    commands = 0
    for seed in range(args.matches):
        commands += random_match(seed)[1]
    elapsed = time.perf_counter() - start
    rate = args.matches / elapsed
    print(f"(a) uniform-random matches: {args.matches} in {elapsed:.2f} s = {rate:.1f} matches/s "
          f"({commands / args.matches:.0f} commands/match; target >= {TARGET_MATCHES:.0f})")

    positions = [build_position(*recipe) for recipe in RECIPES]
    start = time.perf_counter()
    leaves = [perft(state, 2) for state in positions]
    elapsed = time.perf_counter() - start
    ours = sum(leaves) / elapsed
    for (seed, battle, ply), state, nodes in zip(RECIPES, positions, leaves):
        print(f"    perft(2) seed {seed} battle {battle} ply {ply} ({state.phase.key}, round {state.round}, "
              f"ap {state.ap}): {nodes} leaves")
    print(f"(b) perft(2) over {len(positions)} positions: {sum(leaves)} leaves in {elapsed:.2f} s = {ours:,.0f} nodes/s")

    try:
        nodes, theirs = chess_perft_rate()
    except ImportError:
        print("(c) python-chess is not installed (pip install -e '.[bench]'); no ratio")
        theirs = 0.0
    else:
        ratio = ours / theirs
        print(f"(c) python-chess perft(4): {nodes} nodes = {theirs:,.0f} nodes/s; "
              f"ours/theirs = {ratio:.2f} (target >= {TARGET_RATIO})")

    if args.write:
        PERFT_DIR.mkdir(parents=True, exist_ok=True)
        for recipe in RECIPES:
            path = perft_path(*recipe)
            path.write_text(json.dumps(perft_record(*recipe), indent=1, sort_keys=True) + "\n")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
