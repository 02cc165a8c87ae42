"""What if one seat had committed something else in this step: the step's commitments
are played again from the state before its first one, in the replay's order, with that
seat's replaced by another of its legal commitments, each through the engine's own
`step`; the last one brings the reveal and the check, which the viewer stages like the
real ones. The replay and its cursor are never touched."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.resolve import legal_commits
from engine.wizard_survive.state import State
from game.shell.viewer.whatif import PlayedOn, play_on

if TYPE_CHECKING:
    from game.wizard_survive.viewer.model import WsViewerModel


@dataclass(frozen=True)
class StepAt:
    """A step of the replay: the state before its first commitment and its commitments."""

    round: int
    step: int
    before: State
    commands: tuple[Commit, ...]            # in the order they were played
    legal: dict[int, tuple[Commit, ...]]    # per seat, what it could commit when it did
    revealed_at: int | None                 # event index of its reveal; None when the replay stops first

    def actual(self, seat: int) -> Commit:
        return next(c for c in self.commands if c.seat == seat)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(c.seat for c in self.commands))


@dataclass(frozen=True)
class WhatIf(PlayedOn):
    """The step played on from before its first commitment: `events` are its last
    commitment's, the reveal and the check."""

    at: StepAt
    command: Commit                         # the replacement

    @property
    def seat(self) -> int:
        return self.command.seat


def find(model: WsViewerModel, position: int) -> StepAt | None:
    """The step the cursor is in, with all its commitments, those made after the cursor
    too (at the very start, the first step); None without commands."""
    if not model.commands:
        return None
    c = max(0, model.command_index(position))
    key = (model.start_states[c].round, model.start_states[c].step)
    order = [j for j, s in enumerate(model.start_states) if (s.round, s.step) == key]
    before = model.start_states[order[0]]
    last = order[-1]
    end = model.boundaries[last + 1] if last + 1 < len(model.boundaries) else model.total
    revealed = next((i for i in range(model.boundaries[last], end) if isinstance(model.events[i], ev.StepRevealed)),
                    None)
    legal = {model.commands[j].seat: legal_commits(model.start_states[j], model.commands[j].seat) for j in order}
    return StepAt(before.round, before.step, before, tuple(model.commands[j] for j in order), legal, revealed)


def resolve(at: StepAt, command: Commit) -> WhatIf:
    """The step played with `command` in place of its seat's real commitment. RuleError
    if it is not one of that seat's legal commitments there (nothing is guessed)."""
    if at.revealed_at is None:
        raise ValueError("this step was never revealed in the replay: its other commitments are not all known")
    if command.seat not in at.seats:
        raise ValueError(f"seat {command.seat} commits nothing in this step")
    played: Sequence[Commit] = [command if c.seat == command.seat else c for c in at.commands]
    start, events, after = play_on(GAME, at.before, played)
    return WhatIf(GAME, start, events, after, at=at, command=command)
