"""The AI in its own process, so its search never competes with drawing for the GIL.

The child keeps a replica of the match: the parent sends the commands played since the
last request, the child replays them (the engine is deterministic), asks its agent and
sends the chosen command back with the agent's note (replays.format.Note: mood, beliefs). The agent sees only its side's view, legal commands and
seen events, exactly as in a thread. Nothing here imports arcade.
"""

from __future__ import annotations

import multiprocessing as mp
from typing import Any

from engine import Match, Side
from engine.kernel.match import Match as KernelMatch


def serve(conn: Any, level: str, seed: int, match_seed: int, rules: Any, start: Any) -> None:
    import os

    from game.players import make_ai
    from game.viewer.notes import try_note_of

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
            view = match.view(side)
            choice = agent.choose(view, match.legal(side), match.seen(side))
            # What the agent had in mind (mood, beliefs) travels with its choice, for the
            # screen and the replay; the parent keeps it only if the command is played.
            conn.send(("ok", number, choice, try_note_of(agent, view, number)))
        except Exception as error:  # reported on the drawing thread, which decides what to do
            conn.send(("error", number, f"{type(error).__name__}: {error}"))


class ProcessAgent:
    """Stands where an agent would, but `request` and `poll` instead of a blocking `choose`."""

    def __init__(self, level: str, seed: int, match: KernelMatch[Any, Any, Any]) -> None:
        self.level = level
        self.mood: str | None = None      # as of the last answer; the agent itself lives in the child
        context = mp.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child, level, seed, match.seed, match.rules, match.start),
                                        name=f"ai-{level}", daemon=True)
        self._process.start()
        child.close()
        self._synced = 0

    def request(self, match: KernelMatch[Any, Any, Any], side: Side) -> int:
        number = len(match.commands)
        self._conn.send(("choose", number, int(side), match.commands[self._synced:]))
        self._synced = number
        return number

    def poll(self) -> tuple[Any, ...] | None:
        """None while thinking; ("ok", number, command, note) or ("error", number, reason)."""
        if self._conn.poll():
            answer = self._conn.recv()
            if answer[0] == "ok":
                self.mood = answer[3].mood
            return answer  # type: ignore[no-any-return]
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
