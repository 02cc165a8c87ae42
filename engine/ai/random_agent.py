"""The uniform-random agent: a baseline for benchmarks and tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.mage_battle.commands import Command
from engine.mage_battle.events import Event
from engine.mage_battle.view import PlayerView


class RandomAgent:
    level = "random"
    mood = None

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Command], seen: Sequence[Event]) -> Command:
        return legal[self._rng.randrange(len(legal))]
