"""The uniform-random agent, for any game: the baseline of benchmarks and tests, and
the stand-in when an AI fails mid-match."""

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
