"""A match of any game: the state plus the log that made it. The log (game, seed, rule
set, commands) is the match; the events and the state are what it folds to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from engine.kernel.base import GameBase
from engine.kernel.seats import Audience, Seat
from engine.kernel.values import Outcome

S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")


class Match(Generic[S, C, E]):
    """Mutable holder of an immutable state and the log that made it."""

    def __init__(self, game: GameBase[Any, S, C, E, Any], seed: int, rules: Any = None, seats: int | None = None,
                 start: S | None = None) -> None:
        self.game = game
        self.seed = seed
        self.rules = rules if rules is not None else game.default_rules()
        self.seats = seats if seats is not None else game.seat_counts[0]
        self.start: S = start if start is not None else game.new_state(seed, self.rules, self.seats)
        self.state: S = self.start
        self.commands: list[C] = []
        self.events: list[E] = []
        # events[boundaries[i]:boundaries[i + 1]] came from commands[i]
        self.boundaries: list[int] = [0]

    def play(self, command: C) -> tuple[E, ...]:
        """Apply a command (RuleError if illegal, nothing changed) and log it."""
        self.state, events = self.game.step(self.state, command)
        self.commands.append(command)
        self.events.extend(events)
        self.boundaries.append(len(self.events))
        return events

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def deciders(self) -> tuple[Seat, ...]:
        return self.game.deciders(self.state)

    def legal(self, seat: Seat) -> Sequence[C]:
        return self.game.legal(self.state, seat)

    def view(self, seat: Audience) -> Any:
        return self.game.view(self.state, seat)

    def seen(self, seat: Audience) -> list[E]:
        """The log as `seat` saw it (None: everything)."""
        visible = self.game.visible_to
        return [e for e in self.events if visible(e, seat)]

    def hash(self) -> str:
        return self.game.state_hash(self.state)
