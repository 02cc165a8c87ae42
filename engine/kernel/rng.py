"""The match's only source of chance: SHA-256 in counter mode over a seed and a key.

A draw is a pure function of (seed, key), so the same log always draws the same
values, in any process, whatever PYTHONHASHSEED says. Callers put what the draw must
depend on (a label, a digest of the state so far) into the key.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class SeededRng:
    """A deterministic stream of integers for one (seed, key) pair."""

    __slots__ = ("_prefix", "_counter", "_pool")

    def __init__(self, seed: int, key: bytes | str) -> None:
        if isinstance(key, str):
            key = key.encode()
        self._prefix = seed.to_bytes(32, "big", signed=True) + len(key).to_bytes(4, "big") + key
        self._counter = 0
        self._pool = b""

    def _bytes(self, count: int) -> bytes:
        while len(self._pool) < count:
            block = hashlib.sha256(self._prefix + self._counter.to_bytes(8, "big")).digest()
            self._pool += block
            self._counter += 1
        out, self._pool = self._pool[:count], self._pool[count:]
        return out

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), by rejection so that no value is favoured."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        if bound == 1:
            return 0
        nbytes = (bound.bit_length() + 7) // 8 + 1
        span = 1 << (8 * nbytes)
        limit = span - span % bound
        while True:
            value = int.from_bytes(self._bytes(nbytes), "big")
            if value < limit:
                return value % bound

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Fisher-Yates over a copy."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
