"""The match controller: owns a Match, its players and the AI worker thread.

Views hand it commands for the human seats and poll it once a frame; it plays the
AI's commands when the worker has chosen them, and keeps every batch of events so
the views can animate them. No drawing here, and no rule: legality is the engine's.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

from engine import Match, Phase, RuleError, Side, State
from engine.kernel.match import Match as KernelMatch
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.view import PlayerView

from engine.kernel.game import Agent
from engine.mage_battle.view import view_for
from game.ai_worker import ProcessAgent
from game.players import finish_journal, make_ai, open_journal
from replays import Journal
from game.viewer.notes import MageNote, Recorder, try_note_of

# An agent in this process, or one thinking in a child process of its own.
SeatAgent = Agent[cmd.Command] | ProcessAgent


@dataclass(frozen=True, slots=True)
class Batch:
    """The events one command produced; `number` is the command's index in the match log."""

    number: int
    command: cmd.Command
    events: tuple[ev.Event, ...]
    state: State          # the state these events led to, so views can animate from it
    mood: str | None = None   # the AI's temperament when it chose `command` (whimsical only)


class MatchController:
    """`opponent` is an AI level, or None for two people at one screen (hot-seat)."""

    def __init__(self, seed: int, opponent: str | None = "beginner", ai_seed: int | None = None,
                 human_side: Side = Side.TEAL, agents: dict[Side, Agent[cmd.Command]] | None = None,
                 start: State | None = None, ai_process: bool = True, journal: Journal | None = None) -> None:
        """`journal`: a resumed `replays.Journal`, whose match this controller goes on playing."""
        self.match: KernelMatch[State, cmd.Command, ev.Event] = (
            journal.match if journal is not None else Match(seed, start=start))
        self.opponent = opponent
        self.agents: dict[Side, SeatAgent] = {}
        if opponent is None:
            self.humans: frozenset[Side] = frozenset(Side)
        else:
            self.humans = frozenset({human_side})
            other = human_side.other
            given = (agents or {}).get(other)
            ai_seed = (ai_seed if ai_seed is not None else seed) * 2 + other
            self.agents[other] = given if given is not None else self._make_agent(opponent, ai_seed, ai_process)
        self.batches: list[Batch] = []
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._chosen: tuple[int, cmd.Command, MageNote | None] | None = None
        self._worker_error: BaseException | None = None
        self._closed = False
        self._asked: tuple[ProcessAgent, int] | None = None     # (process agent, command number) awaiting an answer
        self.last_error: str | None = None
        self.ai_error: str | None = None
        self.replay_path: str | None = None
        self.replay_error: str | None = None
        # The AI's notes (mood, beliefs), kept only on change and journaled with the command.
        self.notes = Recorder()
        self.moods: dict[Side, str | None] = {side: None for side in self.agents}
        self.journal: Journal | None = None
        if journal is not None:
            self.journal = journal
            for raw in journal.notes:
                note = MageNote.from_note(raw)
                if note is None:
                    continue
                side = self.match.commands[note.command].side
                self.notes.keep_note(side, note)
                self.moods[side] = note.mood if side in self.moods else None
        else:
            # Only a match played from its seed can be journaled and replayed.
            self.journal = open_journal(self.match, opponent) if start is None else None


    def _make_agent(self, level: str, seed: int, in_process: bool) -> SeatAgent:
        if in_process:
            try:
                return ProcessAgent(level, seed, self.match)
            except Exception:  # no process support here: think on a thread instead
                pass
        return make_ai(level, seed)

    # ---- who is who -------------------------------------------------------------
    @property
    def hotseat(self) -> bool:
        return len(self.humans) == 2

    def is_human(self, side: Side) -> bool:
        return side in self.humans

    @property
    def state_phase(self) -> Phase:
        return self.match.state.phase

    @property
    def over(self) -> bool:
        return self.match.over

    def human_deciders(self) -> tuple[Side, ...]:
        return tuple(Side(s) for s in self.match.deciders() if s in self.humans)

    def ai_deciders(self) -> tuple[Side, ...]:
        return tuple(Side(s) for s in self.match.deciders() if s in self.agents)

    def view(self, side: Side) -> PlayerView:
        return view_for(self.match.state, side)

    def legal(self, side: Side) -> Sequence[cmd.Command]:
        return self.match.legal(side)

    def seen(self, side: Side) -> list[ev.Event]:
        return self.match.seen(side)

    # ---- commands -------------------------------------------------------------
    def submit(self, command: cmd.Command) -> bool:
        """Play a human's command; False (and `last_error`) when it is not theirs or not legal."""
        if command.side not in self.humans:
            self.last_error = "not your seat"
            return False
        with self._lock:
            if self._closed:
                return False
            try:
                events = self.match.play(command)
            except RuleError as error:
                self.last_error = str(error)
                return False
            self._record(command, events)
        self.last_error = None
        return True

    def _record(self, command: cmd.Command, events: tuple[ev.Event, ...], note: MageNote | None = None) -> None:
        mood = note.mood if note is not None else None
        if note is not None:
            self.moods[command.side] = mood
        kept = self.notes.keep_note(command.side, note)
        self.batches.append(Batch(len(self.match.commands) - 1, command, events, self.match.state, mood))
        if self.journal is not None:
            try:
                self.journal.record(note.data if kept and note is not None else None)
            except Exception:  # a failing journal must never stop the match
                self.journal = None
        if self.match.over:
            self._finish()

    def _finish(self) -> None:
        if self.journal is not None:
            self.replay_path, self.replay_error = finish_journal(self.journal)
            self.journal = None

    # ---- the AI worker ---------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._worker is not None or self._asked is not None

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
                try:
                    events = self.match.play(command)
                except RuleError:
                    events = None
                if events is not None:
                    self._record(command, events, note)
                    played = True
        if self._worker is None and self._asked is None and not self.match.over:
            sides = self.ai_deciders()
            if sides:
                self._start(sides[0])
        return played

    def _ai_failed(self, reason: str) -> None:
        """An AI that fails must not take the window down: say so once, and let the random
        agent finish the match for that side."""
        import sys

        from engine.ai.random_agent import RandomAgent

        self.ai_error = reason
        print(f"mage-battle: the AI failed ({reason}); a random agent plays on", file=sys.stderr)
        for side, agent in list(self.agents.items()):
            if isinstance(agent, ProcessAgent):
                agent.close()
            self.agents[side] = RandomAgent(self.match.seed)
        self._asked = None

    def _start(self, side: Side) -> None:
        agent = self.agents[side]
        if isinstance(agent, ProcessAgent):
            self._asked = (agent, agent.request(self.match, side))
            return
        view, legal, seen = self.match.view(side), self.match.legal(side), self.match.seen(side)
        number = len(self.match.commands)

        def think() -> None:
            try:
                command = agent.choose(view, legal, seen)
                note = try_note_of(agent, view, number)
            except BaseException as error:  # surfaced on the drawing thread by poll()
                with self._lock:
                    self._worker_error = error
                return
            with self._lock:
                if not self._closed:
                    self._chosen = (number, command, note)

        # An agent on a thread (no process here, or a scripted one) shares the GIL with drawing:
        # every GL call gives it up and must win it back, so switch more often than every 5 ms.
        import sys

        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        # Daemon: closing the window while the AI thinks must not wait for it.
        self._worker = threading.Thread(target=think, name=f"ai-{side.key}", daemon=True)
        self._worker.start()

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
            except Exception:
                pass
            self.journal = None
