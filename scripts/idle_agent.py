"""A benchmark opponent for Elemental Mage Battle that never acts: it ends every turn,
and makes its setup choices and its secret responses at random. Never offered to
players (it lives here, not among the engine's levels): it measures whether an AI
that meets no resistance finishes a battle outright (R22 shrine, R18 annihilation)
instead of waiting for the round limit (R26)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.mage_battle import commands as cmd
from engine.mage_battle.events import Event
from engine.mage_battle.state import Phase
from engine.mage_battle.view import PlayerView


class IdleAgent:
    level = "idle"
    mood = None

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[cmd.Command], seen: Sequence[Event]) -> cmd.Command:
        if view.phase == Phase.ACTION:
            return cmd.EndTurn(view.side)
        return legal[self._rng.randrange(len(legal))]
