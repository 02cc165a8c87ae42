"""The match controller, for any registered game and 2-4 seats, each a person at this
screen or an AI by level: owns the `Match`, its crash journal, the agents and the AI
worker.

Views hand it commands for the human seats and poll it once a frame; it plays the AI's
commands when the worker has chosen them, and keeps every batch of events so the views
can animate them. The journal records the commands this controller applied (nothing
is simulated twice). No drawing here, and no rule: legality is the engine's.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.kernel.errors import RuleError
from engine.kernel.game import Agent, AnyGame
from engine.kernel.match import Match
from engine.kernel.random_agent import RandomAgent
from engine.kernel.seats import Seat
from game.shell.ai_worker import ProcessAgent
from game.shell.logs import survived
from game.shell.players import finish_journal, open_journal
from replays import Journal, Player
from replays.journal import rewind
from replays.notes import Recorder

# An agent in this process, or one thinking in a child process of its own.
SeatAgent = Agent[Any] | ProcessAgent
AnyMatch = Match[Any, Any, Any]


def no_mood(note: Any) -> str | None:
    return None


@dataclass(frozen=True, slots=True)
class Batch:
    """The events one command produced; `number` is the command's index in the match log.
    A screen animates them from `MatchController.seat_views`, never from the state."""

    number: int
    command: Any
    events: tuple[Any, ...]
    note: Any = None          # what the AI had in mind when it chose `command` (the game's data)
    mood: str | None = None   # the word for its state of mind the screen shows beside its name


class MatchController:
    def __init__(self, game: AnyGame, seed: int, players: Sequence[Player], *, rules: Any = None,
                 agents: Mapping[Seat, Agent[Any]] | None = None, ai_seed: int | None = None, start: Any = None,
                 ai_process: bool = True, journal: Journal | None = None,
                 mood_of: Callable[[Any], str | None] = no_mood) -> None:
        """`agents` replaces the AI of a seat (scripts, tests); `journal` is a resumed one,
        whose match this controller goes on playing; `mood_of` reads a note's mood word."""
        self.game = game
        self.players = tuple(players)
        self.match: AnyMatch = journal.match if journal is not None else Match(game, seed, rules, len(players), start)
        self.mood_of = mood_of
        self.humans: frozenset[Seat] = frozenset(s for s, p in enumerate(self.players) if p.kind == "human")
        self.agents: dict[Seat, SeatAgent] = {}
        base = ai_seed if ai_seed is not None else seed
        for seat, player in enumerate(self.players):
            if player.kind == "ai":
                given = (agents or {}).get(seat)
                level = player.level or game.levels[0]
                self.agents[seat] = given if given is not None else self._make_agent(
                    level, base * len(self.players) + seat, ai_process)
        self.batches: list[Batch] = []
        self._views: dict[tuple[int, Seat], Any] = {}
        self._starts: dict[int, Any] = {}   # per batch number, the state it began from (never handed out)
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._chosen: tuple[int, Any, Any] | None = None
        self._worker_error: BaseException | None = None
        self._closed = False
        self._asked: tuple[ProcessAgent, int] | None = None     # (process agent, command number) awaiting an answer
        # Commands an AI has already been shown: never withdrawn (its process replica holds them).
        self._shown_to_ai = 0
        self.last_error: str | None = None
        self.ai_error: str | None = None
        self.replay_path: str | None = None
        self.replay_error: str | None = None
        # The AI's notes, kept only on change and journaled with their command.
        self.notes = Recorder(game)
        self.moods: dict[Seat, str | None] = {seat: None for seat in self.agents}
        self.journal: Journal | None = journal
        if journal is not None:
            for note in journal.notes:
                seat = game.seat_of(self.match.commands[note.command])
                self.notes.keep(seat, note.command, note.data)
                if seat in self.moods:
                    self.moods[seat] = mood_of(note.data)
        elif start is None:     # only a match played from its seed can be journaled and replayed
            self.journal = open_journal(self.match, self.players)

    def _make_agent(self, level: str, seed: int, in_process: bool) -> SeatAgent:
        if in_process:
            try:
                from game.shell.ui import ui_of

                ui = ui_of(self.game.game_id)
                return ProcessAgent(level, seed, self.match, progress=ui.ai_progress if ui is not None else None)
            except Exception as error:  # no process support here: think on a thread instead
                survived("starting the AI process (thinking on a thread instead)", error)
        return self.game.make_agent(level, seed)

    # ---- who is who -------------------------------------------------------------
    @property
    def hotseat(self) -> bool:
        """More than one person at this screen: each seat's secrets wait behind a curtain."""
        return len(self.humans) > 1

    @property
    def opponent(self) -> str | None:
        """The level of the first AI seat (None when every seat is a person)."""
        return next((self.players[s].level for s in sorted(self.agents)), None)

    def is_human(self, seat: Seat) -> bool:
        return seat in self.humans

    @property
    def over(self) -> bool:
        return self.match.over

    def human_deciders(self) -> tuple[Seat, ...]:
        return tuple(s for s in self.match.deciders() if s in self.humans)

    def ai_deciders(self) -> tuple[Seat, ...]:
        return tuple(s for s in self.match.deciders() if s in self.agents)

    def view(self, seat: Seat) -> Any:
        """The seat's view of the match as it stands; screens ask for it on every hover and
        refresh, so it is built once per command played."""
        key = (len(self.match.commands), seat)
        cached = self._views.get(key)
        if cached is None:
            cached = self.match.view(seat)
            self._views = {k: v for k, v in self._views.items() if k[0] == key[0]}
            self._views[key] = cached
        return cached

    def seat_views(self, batch: Batch, seat: Seat) -> tuple[Any, ...]:
        """What `seat` saw before each event of `batch` and after the last: the frames a
        screen animates the batch from."""
        game = self.game
        state = self._starts[batch.number]
        views = [game.view(state, seat)]
        for event in batch.events:
            state = game.apply(state, event)
            views.append(game.view(state, seat))
        return tuple(views)

    def legal(self, seat: Seat) -> Sequence[Any]:
        return self.match.legal(seat)

    def seen(self, seat: Seat) -> list[Any]:
        return self.match.seen(seat)

    def seat_events(self, seat: Seat | None, start: int = 0, stop: int | None = None) -> list[Any]:
        """The events of the log's stretch [start:stop] that `seat` saw; None: those every seat
        saw (a screen shared by several people). Screens read the log here, never the match."""
        game, events = self.game, self.match.events[start:stop]
        if seat is not None:
            return [e for e in events if game.visible_to(e, seat)]
        seats = range(len(self.players))
        return [e for e in events if all(game.visible_to(e, s) for s in seats)]

    def last_played(self) -> tuple[Any, list[Any]] | None:
        """The last command of the log and its events (a resumed match's too, which has no
        batches yet): what an undo takes back. None before the first command."""
        match = self.match
        if not match.commands:
            return None
        return match.commands[-1], match.events[match.boundaries[-2]:]

    def events_through(self, number: int | None = None) -> int:
        """How long the log was once command `number` had played (None: the whole log now):
        where a screen's log stops while it animates the commands up to that one."""
        return len(self.match.events) if number is None else self.match.boundaries[number + 1]

    # ---- commands -------------------------------------------------------------
    def submit(self, command: Any) -> bool:
        """Play a human's command; False (and `last_error`) when it is not theirs or not legal."""
        if self.game.seat_of(command) not in self.humans:
            self.last_error = "not your seat"
            return False
        with self._lock:
            if self._closed:
                return False
            start = self.match.state
            try:
                events = self.match.play(command)
            except RuleError as error:
                self.last_error = str(error)
                return False
            self._record(command, events, start)
        self.last_error = None
        return True

    def _record(self, command: Any, events: tuple[Any, ...], start: Any, note: Any = None) -> None:
        seat = self.game.seat_of(command)
        mood = self.mood_of(note) if note is not None else None
        if note is not None:
            self.moods[seat] = mood
        kept = self.notes.keep(seat, len(self.match.commands) - 1, note)
        self.batches.append(Batch(len(self.match.commands) - 1, command, events, note, mood))
        self._starts[len(self.match.commands) - 1] = start
        if self.journal is not None:
            try:
                self.journal.record(note if kept else None)
            except Exception as error:  # a failing journal must never stop the match
                survived("recording to the crash journal (crash-resume is off for the rest of this match)", error)
                self.journal = None
        if self.match.over:
            self._finish()

    def _finish(self) -> None:
        if self.journal is not None:
            self.replay_path, self.replay_error = finish_journal(self.journal)
            self.journal = None

    def withdraw(self, count: int = 1) -> bool:
        """Take back the last `count` commands (a person's undo; which ones may be is the game
        screen's call): the match, the journal and the batches forget them. False when an AI
        thinks or has already been shown one of them, or the match is over."""
        with self._lock:
            keep = len(self.match.commands) - count
            if (self._closed or count <= 0 or keep < self._shown_to_ai or self.thinking
                    or self._chosen is not None or self.match.over):
                return False
            if self.journal is not None:
                try:
                    self.journal.withdraw(count)
                except Exception as error:  # a failing journal must never stop the match
                    survived("withdrawing from the crash journal (crash-resume is off for the rest of this match)",
                             error)
                    self.journal = None
            if len(self.match.commands) != keep:
                rewind(self.match, count)
            self.batches = [b for b in self.batches if b.number < keep]
            self._starts = {n: s for n, s in self._starts.items() if n < keep}
            self._views = {}
        self.last_error = None
        return True

    # ---- the AI worker ---------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._worker is not None or self._asked is not None

    def ai_progress(self) -> Any:
        """The latest progress report of the AI choosing now (the game's value), or None."""
        return self._asked[0].progress if self._asked is not None else None

    def poll(self) -> bool:
        """Called every frame: start the AI when it must decide, play its choice when ready.
        True when a new batch was recorded."""
        if self._closed:
            return False
        played = False
        if self._asked is not None:
            agent, number = self._asked
            answer = agent.poll()
            if answer is not None:
                self._asked = None
                status, answered, payload = answer[:3]
                if status != "ok":
                    self._ai_failed(str(payload))
                    return False
                with self._lock:
                    self._chosen = (answered, payload, answer[3] if len(answer) > 3 else None)
        with self._lock:
            chosen, self._chosen = self._chosen, None
            error, self._worker_error = self._worker_error, None
        if error is not None:
            self._worker = None
            self._ai_failed(f"{type(error).__name__}: {error}")
            return False
        if chosen is not None:
            self._worker = None
            number, command, note = chosen
            # A person may have played meanwhile (setup choices are simultaneous): the answer
            # still counts if the rules still take it, else the AI is simply asked again.
            with self._lock:
                start = self.match.state
                try:
                    events = self.match.play(command)
                except RuleError:
                    events = None
                if events is not None:
                    self._record(command, events, start, note)
                    played = True
        if self._worker is None and self._asked is None and not self.match.over:
            seats = self.ai_deciders()
            if seats:
                self._start(seats[0])
        return played

    def _ai_failed(self, reason: str) -> None:
        """An AI that fails must not take the window down: say so once, and let the random
        agent finish the match for that seat."""
        self.ai_error = reason
        print(f"mage-battle: the AI failed ({reason}); a random agent plays on", file=sys.stderr)
        for seat, agent in list(self.agents.items()):
            if isinstance(agent, ProcessAgent):
                agent.close()
            self.agents[seat] = RandomAgent(self.match.seed)
        self._asked = None

    def _start(self, seat: Seat) -> None:
        agent = self.agents[seat]
        self._shown_to_ai = len(self.match.commands)
        if isinstance(agent, ProcessAgent):
            self._asked = (agent, agent.request(self.match, seat))
            return
        view, legal, seen = self.match.view(seat), self.match.legal(seat), self.match.seen(seat)
        number = len(self.match.commands)

        def think() -> None:
            try:
                command = agent.choose(view, legal, seen)
                note = self._note(agent)
            except BaseException as error:  # surfaced on the drawing thread by poll()
                with self._lock:
                    self._worker_error = error
                return
            with self._lock:
                if not self._closed:
                    self._chosen = (number, command, note)

        # An agent on a thread (no process here, or a scripted one) shares the GIL with drawing:
        # every GL call gives it up and must win it back, so switch more often than every 5 ms.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        # Daemon: closing the window while the AI thinks must not wait for it.
        self._worker = threading.Thread(target=think, name=f"ai-seat{seat}", daemon=True)
        self._worker.start()

    def _note(self, agent: Agent[Any]) -> Any:
        """A note that cannot be taken must not stop the AI."""
        try:
            return agent.note()
        except Exception as error:
            survived("taking the AI's note", error)
            return None

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Tests and scripts: block until the running AI worker has chosen."""
        worker = self._worker
        if worker is not None:
            worker.join(timeout)
        if self._asked is not None:
            self._asked[0].wait(timeout)

    def close(self) -> None:
        with self._lock:
            self._closed = True
        for agent in self.agents.values():
            if isinstance(agent, ProcessAgent):
                agent.close()
        self._asked = None
        if self.journal is not None:
            try:
                self.journal.close()
            except Exception as error:  # closing the window must not fail on it
                survived("closing the crash journal", error)
            self.journal = None
