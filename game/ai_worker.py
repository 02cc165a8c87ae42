"""The AI in its own process, so its search never competes with drawing for the GIL.

The child keeps a replica of the match: the parent sends the commands played since the
last request, the child replays them (the engine is deterministic), asks its agent and
sends the chosen command back. The agent sees only its side's view, legal commands and
seen events, exactly as in a thread. Nothing here imports arcade.
"""

from __future__ import annotations

import multiprocessing as mp
from typing import Any

from engine import Match, Side


def serve(conn: Any, level: str, seed: int, match_seed: int, rules: Any, start: Any) -> None:
    import os

    from game.players import make_ai

    try:
        # Drawing comes first when the cores are busy; the AI's clock caps are generous.
        os.nice(5)
    except (AttributeError, OSError):
        pass
    agent = make_ai(level, seed)
    match = Match(match_seed, rules, start=start)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "quit":
            return
        _, number, side_value, commands = message
        try:
            for command in commands:
                match.play(command)
            side = Side(side_value)
            choice = agent.choose(match.view(side), match.legal(side), match.seen(side))
            conn.send(("ok", number, choice))
        except Exception as error:  # reported on the drawing thread, which decides what to do
            conn.send(("error", number, f"{type(error).__name__}: {error}"))


class ProcessAgent:
    """Stands where an agent would, but `request` and `poll` instead of a blocking `choose`."""

    def __init__(self, level: str, seed: int, match: Match) -> None:
        self.level = level
        context = mp.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child, level, seed, match.seed, match.rules, match.start),
                                        name=f"ai-{level}", daemon=True)
        self._process.start()
        child.close()
        self._synced = 0

    @property
    def mood(self) -> None:
        return None

    def request(self, match: Match, side: Side) -> int:
        number = len(match.commands)
        self._conn.send(("choose", number, int(side), match.commands[self._synced:]))
        self._synced = number
        return number

    def poll(self) -> tuple[str, int, Any] | None:
        if self._conn.poll():
            return self._conn.recv()  # type: ignore[no-any-return]
        return None

    def wait(self, timeout: float) -> None:
        self._conn.poll(timeout)

    def close(self) -> None:
        try:
            self._conn.send(("quit",))
        except (OSError, ValueError):
            pass
        self._process.join(0.2)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()
