"""A match in play: the state plus its log. The log (seed, rule set, commands) is the
match; the events and the state are what it folds to."""

from __future__ import annotations

from collections.abc import Sequence

from engine.mage_battle.commands import Command
from engine.mage_battle.decide import step
from engine.mage_battle.events import Event, visible_to
from engine.mage_battle.hashing import state_hash
from engine.mage_battle.legal import legal_commands
from engine.mage_battle.names import Side
from engine.mage_battle.rules import V0_6, RuleSet
from engine.mage_battle.state import Phase, State, new_match
from engine.mage_battle.view import PlayerView, view_for


class Match:
    """Mutable holder of an immutable state and the log that made it."""

    def __init__(self, seed: int, rules: RuleSet = V0_6, start: State | None = None) -> None:
        self.seed = seed
        self.rules = rules
        self.start = start if start is not None else new_match(seed, rules)
        self.state = self.start
        self.commands: list[Command] = []
        self.events: list[Event] = []
        # events[boundaries[i]:boundaries[i + 1]] came from commands[i]
        self.boundaries: list[int] = [0]

    def play(self, command: Command) -> tuple[Event, ...]:
        """Apply a command (RuleError if illegal, nothing changed) and log it."""
        self.state, events = step(self.state, command)
        self.commands.append(command)
        self.events.extend(events)
        self.boundaries.append(len(self.events))
        return events

    @property
    def over(self) -> bool:
        return self.state.phase == Phase.OVER

    def deciders(self) -> tuple[Side, ...]:
        return self.state.deciders()

    def legal(self, side: Side) -> Sequence[Command]:
        return legal_commands(self.state, side)

    def view(self, side: Side) -> PlayerView:
        return view_for(self.state, side)

    def seen(self, side: Side | None) -> list[Event]:
        """The log as `side` saw it (None: everything)."""
        return [e for e in self.events if visible_to(e, side)]

    def hash(self) -> str:
        return state_hash(self.state)

    @classmethod
    def replay(cls, seed: int, commands: Sequence[Command], rules: RuleSet = V0_6) -> "Match":
        match = cls(seed, rules)
        for command in commands:
            match.play(command)
        return match
