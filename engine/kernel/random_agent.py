"""The uniform-random agent, for any game: the baseline of benchmarks and tests, the
stand-in when an AI fails mid-match, and a game's agent at any level it does not make."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

C = TypeVar("C")


class RandomAgent(Generic[C]):
    level = "random"
    mood = None

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[C], seen: Sequence[Any]) -> C:
        return legal[self._rng.randrange(len(legal))]

    def note(self) -> None:
        """A random choice has nothing in mind."""
        return None
