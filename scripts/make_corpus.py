"""Records seeded AI-vs-AI matches of Elemental Mage Battle as a corpus: per match the
levels, the agents' seeds, every command as plain data and a digest of the state hash
after every command. Tests replay it to prove a refactor changed no choice and no state.

    python scripts/make_corpus.py OUT.json [--advanced]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.mage_battle import Match, Side  # noqa: E402
from engine.mage_battle.ai.agents import make_agent  # noqa: E402
from engine.mage_battle.codec import to_data  # noqa: E402

PAIRINGS = (
    (101, "beginner", "intermediate"), (102, "intermediate", "whimsical"),
    (103, "whimsical", "beginner"), (104, "random", "random"), (105, "intermediate", "intermediate"),
)


def record(seed: int, teal: str, crimson: str) -> dict[str, object]:
    agents = {Side.TEAL: make_agent(teal, seed * 2 + 1), Side.CRIMSON: make_agent(crimson, seed * 2 + 2)}
    match = Match(seed=seed)
    trail = hashlib.sha256()
    while not match.over:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
        trail.update(match.hash().encode())
    return {
        "seed": seed, "teal": teal, "crimson": crimson,
        "commands": [to_data(c) for c in match.commands],
        "trail": trail.hexdigest(), "final": match.hash(),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--advanced", action="store_true", help="one advanced-vs-intermediate match only")
    args = parser.parse_args()
    pairings = ((106, "advanced", "intermediate"),) if args.advanced else PAIRINGS
    matches = [record(*p) for p in pairings]
    Path(args.out).write_text(json.dumps({"matches": matches}, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
