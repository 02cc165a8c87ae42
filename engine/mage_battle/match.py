"""A match of Elemental Mage Battle: the kernel's match bound to this game, with the
sides as seats and v0.6 as the default rule set."""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.match import Match as KernelMatch
from engine.mage_battle.commands import Command
from engine.mage_battle.events import Event
from engine.mage_battle.game import GAME
from engine.mage_battle.names import Side
from engine.mage_battle.rules import V0_6, RuleSet
from engine.mage_battle.state import State
from engine.mage_battle.view import PlayerView, view_for


class Match(KernelMatch[State, Command, Event]):
    """Mutable holder of an immutable state and the log that made it."""

    def __init__(self, seed: int, rules: RuleSet = V0_6, start: State | None = None) -> None:
        super().__init__(GAME, seed, rules, 2, start)

    def deciders(self) -> tuple[Side, ...]:
        return self.state.deciders()

    def view(self, side: Side | None) -> PlayerView:   # type: ignore[override]
        if side is None:
            raise ValueError("a player's view names its side")
        return view_for(self.state, side)

    @classmethod
    def replay(cls, seed: int, commands: Sequence[Command], rules: RuleSet = V0_6) -> Match:
        match = cls(seed, rules)
        for command in commands:
            match.play(command)
        return match
