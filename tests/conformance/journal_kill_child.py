"""Child process of the journal kill test: journals a seeded random match of the game
named on the command line (imported by its module's name if need be) and prints how
many commands the journal has acknowledged after each one, then waits to be killed."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[2])]

from conformance_kit import STARTED, random_match  # noqa: E402 - importable once the path is set

from engine.kernel import registry  # noqa: E402 - importable once the path is set
from replays.format import ai, new_header  # noqa: E402 - importable once the path is set
from replays.journal import Journal  # noqa: E402 - importable once the path is set


def main(game_id: str, module: str, seed: int, folder: str) -> None:
    game = registry.get(game_id, module)
    match = random_match(game, seed)
    header = new_header(seed, *[ai("random")] * match.seats, started=STARTED, rules=match.rules, game=game_id)
    journal = Journal.open_new(header, Path(folder))
    print("open", flush=True)
    for command in match.commands:
        journal.append(command)
        print(len(journal.match.commands), flush=True)
    sys.stdin.readline()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4])
