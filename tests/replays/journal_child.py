"""Child process for the SIGKILL test: plays a random-agent match into a journal and
prints how many commands the journal has acknowledged after each one."""

from __future__ import annotations

import sys

from engine.kernel.random_agent import RandomAgent
from engine.mage_battle import Side
from replays.format import ai, new_header
from replays.journal import Journal


def main(seed: int) -> None:
    journal = Journal.open_new(new_header(seed, ai("random"), ai("random"), started="2026-11-29T15:48:01+00:00"))
    agents = {Side.TEAL: RandomAgent(seed), Side.CRIMSON: RandomAgent(seed + 1000)}
    match = journal.match
    print("open", flush=True)
    while not match.over:
        side = match.deciders()[0]
        journal.append(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
        print(len(match.commands), flush=True)
    sys.stdin.readline()   # wait to be killed: a finished match whose journal is not closed


if __name__ == "__main__":
    main(int(sys.argv[1]))
