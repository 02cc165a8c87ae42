"""The AI in its own process, so its search never competes with drawing for the GIL.

The child keeps a replica of the match of any registered game: the parent sends the
commands played since the last request, the child replays them (the engine is
deterministic), asks its agent and sends the chosen command back with the agent's note
(plain data, the agent's `note()`). The agent sees only its seat's view, legal
commands and seen events, exactly as in a thread. Nothing here imports arcade.

Two options a game's window may ask for:
- `progress`: a scope (`with progress(listen): agent.choose(...)`) in which a long
  choice reports how far it is; each report travels to the parent as a small frozen
  value of the game's (counts only: nothing flows back to the agent) and is kept as
  `ProcessAgent.progress`.
- `early_seat`: the seat's first choice does not depend on what others choose
  meanwhile (a blind, simultaneous setup step), so the child thinks it as soon as it
  starts, before it is asked, and answers the first request with it. The controller
  checks the answer against the rules as always and asks again if it no longer fits.

What the child lives through (`logs.survived`) travels to the parent as a log line, since
a spawned child's stderr is not the session's log.
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from engine.kernel import registry
from engine.kernel.match import Match
from game.shell import logs
from game.shell.logs import survived

Listen = Callable[[Any], None]
ProgressScope = Callable[[Listen], AbstractContextManager[None]]


def serve(conn: Any, game_id: str, module: str, level: str, seed: int, match_seed: int, rules: Any,
          seats: int, start: Any, progress: ProgressScope | None = None, early_seat: int | None = None) -> None:
    lines = _ToParent(conn)
    logging.getLogger(logs.LOGGER).addHandler(lines)
    try:
        _serve(conn, game_id, module, level, seed, match_seed, rules, seats, start, progress, early_seat)
    finally:
        logging.getLogger(logs.LOGGER).removeHandler(lines)


def _serve(conn: Any, game_id: str, module: str, level: str, seed: int, match_seed: int, rules: Any,
           seats: int, start: Any, progress: ProgressScope | None, early_seat: int | None) -> None:
    import os

    if hasattr(os, "nice"):         # (not on Windows)
        try:
            # Drawing comes first when the cores are busy; the AI's budgets count work, not time.
            os.nice(5)
        except OSError as error:
            survived("lowering the AI process's priority", error)
    game = registry.get(game_id, module)
    agent = game.make_agent(level, seed)
    match: Match[Any, Any, Any] = Match(game, match_seed, rules, seats, start)

    def choose(number: int, seat: int) -> tuple[Any, Any]:
        def listen(value: Any) -> None:
            conn.send(("progress", number, value))

        view = match.view(seat)
        with progress(listen) if progress is not None else nullcontext():
            choice = agent.choose(view, match.legal(seat), match.seen(seat))
        # What the agent had in mind travels with its choice, for the screen and the
        # replay; the parent keeps it only if the command is played.
        return choice, _note(agent)

    early: tuple[Any, Any] | None = None
    if early_seat is not None and early_seat in match.deciders():
        try:
            early = choose(0, early_seat)
        except Exception as error:  # thought again when asked, and reported then
            survived("the AI's early choice (it thinks again when asked)", error)
            early = None
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
            if early is not None and seat == early_seat:
                (choice, note), early = early, None
            else:
                choice, note = choose(number, seat)
            conn.send(("ok", number, choice, note))
        except Exception as error:  # reported on the drawing thread, which decides what to do
            conn.send(("error", number, f"{type(error).__name__}: {error}"))


def _note(agent: Any) -> Any:
    """A note that cannot be taken must not stop the AI."""
    try:
        return agent.note()
    except Exception as error:
        survived("taking the AI's note", error)
        return None


class _ToParent(logging.Handler):
    """The child's log lines, sent to the parent (`ProcessAgent._read` logs them there)."""

    def __init__(self, conn: Any) -> None:
        super().__init__()
        self.conn = conn

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.conn.send(("log", record.levelno, "AI process: " + self.format(record)))
        except Exception:
            self.handleError(record)    # logging's own report on stderr: no log to tell


class ProcessAgent:
    """Stands where an agent would, but `request` and `poll` instead of a blocking `choose`."""

    def __init__(self, level: str, seed: int, match: Match[Any, Any, Any], progress: ProgressScope | None = None,
                 early_seat: int | None = None) -> None:
        self.level = level
        self.progress: Any = None          # the last report of a long choice (the game's value), or None
        self._answer: tuple[Any, ...] | None = None
        context = mp.get_context("spawn")
        self._conn, child = context.Pipe()
        game = match.game
        self._process = context.Process(
            target=serve, args=(child, game.game_id, registry.module_of(game), level, seed, match.seed, match.rules,
                                match.seats, match.start, progress, early_seat),
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
        """None while thinking; ("ok", number, command, note) or ("error", number, reason).
        Progress reports on the way are kept in `progress`."""
        self._read(0.0)
        answer, self._answer = self._answer, None
        return answer

    def _read(self, timeout: float) -> None:
        """Take what the child sent, until an answer is in or `timeout` has passed."""
        deadline = time.monotonic() + timeout
        while self._answer is None:
            try:
                if not self._conn.poll(max(0.0, deadline - time.monotonic())):
                    return
                message: tuple[Any, ...] = self._conn.recv()
            except (EOFError, OSError):       # the child is gone: say so, as a failed choice
                self._answer = ("error", -1, "EOFError: the AI process ended")
                return
            if message[0] == "progress":
                self.progress = message[2]
            elif message[0] == "log":
                logs.log.log(message[1], message[2])
            else:
                self._answer = message

    def wait(self, timeout: float) -> None:
        self._read(timeout)

    def close(self) -> None:
        try:
            self._conn.send(("quit",))
        except (OSError, ValueError) as error:     # the child is gone already
            survived("telling the AI process to quit", error)
        self._process.join(0.2)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()
