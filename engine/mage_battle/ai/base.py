"""What every agent is: a chooser over the legal commands, seeing only its view.

`legal` is computed from the full state, but a side's own legal choices depend only on
what that side knows (positions, its own layers and card), so passing it leaks nothing.
`seen` is the log of events visible to the agent's side, oldest first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engine.mage_battle.commands import Command
from engine.mage_battle.events import Event
from engine.mage_battle.view import PlayerView


class Agent(Protocol):
    level: str            # "beginner" | "intermediate" | "advanced" | "whimsical" | "random"

    def choose(self, view: PlayerView, legal: Sequence[Command], seen: Sequence[Event]) -> Command:
        """One of `legal`."""
        ...

    def note(self) -> Any:
        """What it had in mind at its last choice, as plain data (None: nothing)."""
        ...

    @property
    def mood(self) -> str | None:
        """The whimsical agent's current temperament; None for the others."""
        ...
