"""The AI in its own process, so its search never competes with drawing for the GIL.

The child keeps a replica of the match of any registered game: the parent sends the
commands played since the last request, the child replays them (the engine is
deterministic), asks its agent and sends the chosen command back with the agent's note
(the game's plain data, `Game.note_of`). The agent sees only its seat's view, legal
commands and seen events, exactly as in a thread. Nothing here imports arcade.
"""

from __future__ import annotations

import multiprocessing as mp
from typing import Any

from engine.kernel import registry
from engine.kernel.match import Match


def serve(conn: Any, game_id: str, module: str, level: str, seed: int, match_seed: int, rules: Any,
          seats: int, start: Any) -> None:
    import os

    try:
        # Drawing comes first when the cores are busy; the AI's budgets count work, not time.
        os.nice(5)
    except (AttributeError, OSError):
        pass
    game = registry.get(game_id, module)
    agent = game.make_agent(level, seed)
    match: Match[Any, Any, Any] = Match(game, match_seed, rules, seats, start)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "quit":
            return
        _, number, seat, commands = message
        try:
            for command in commands:
                match.play(command)
            view = match.view(seat)
            choice = agent.choose(view, match.legal(seat), match.seen(seat))
            # What the agent had in mind travels with its choice, for the screen and the
            # replay; the parent keeps it only if the command is played.
            conn.send(("ok", number, choice, _note(game, agent, view)))
        except Exception as error:  # reported on the drawing thread, which decides what to do
            conn.send(("error", number, f"{type(error).__name__}: {error}"))


def _note(game: Any, agent: Any, view: Any) -> Any:
    """A note that cannot be taken must not stop the AI."""
    try:
        return game.note_of(agent, view)
    except Exception:
        return None


class ProcessAgent:
    """Stands where an agent would, but `request` and `poll` instead of a blocking `choose`."""

    def __init__(self, level: str, seed: int, match: Match[Any, Any, Any]) -> None:
        self.level = level
        context = mp.get_context("spawn")
        self._conn, child = context.Pipe()
        game = match.game
        self._process = context.Process(
            target=serve, args=(child, game.game_id, registry.module_of(game), level, seed, match.seed, match.rules,
                                match.seats, match.start),
            name=f"ai-{level}", daemon=True)
        self._process.start()
        child.close()
        self._synced = 0

    def request(self, match: Match[Any, Any, Any], seat: int) -> int:
        number = len(match.commands)
        self._conn.send(("choose", number, int(seat), match.commands[self._synced:]))
        self._synced = number
        return number

    def poll(self) -> tuple[Any, ...] | None:
        """None while thinking; ("ok", number, command, note) or ("error", number, reason)."""
        if self._conn.poll():
            answer: tuple[Any, ...] = self._conn.recv()
            return answer
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
