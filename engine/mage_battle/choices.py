"""Lazy, indexable lists of setup choices, too many to build (a formation alone has
over three billion): `len`, indexing (unranking), iteration and membership."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from math import comb, factorial
from typing import TypeVar, overload

T = TypeVar("T")


class Choices(Sequence[T]):
    """A sequence of `count` items where item i is `make(i)`."""

    __slots__ = ("_count", "_make", "_contains")

    def __init__(self, count: int, make: Callable[[int], T], contains: Callable[[object], bool]) -> None:
        self._count = count
        self._make = make
        self._contains = contains

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...
    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        if isinstance(index, slice):
            return [self._make(i) for i in range(*index.indices(self._count))]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        return self._make(index)

    def __iter__(self) -> Iterator[T]:
        return (self._make(i) for i in range(self._count))

    def __contains__(self, item: object) -> bool:
        return self._contains(item)


def unrank_permutation(items: Sequence[T], rank: int) -> tuple[T, ...]:
    pool = list(items)
    out = []
    for size in range(len(pool), 0, -1):
        index, rank = divmod(rank, factorial(size - 1))
        out.append(pool.pop(index))
    return tuple(out)


def unrank_arrangement(items: Sequence[T], count: int, rank: int) -> tuple[T, ...]:
    """The rank-th ordered choice of `count` distinct items (k-permutation)."""
    pool = list(items)
    out = []
    for slot in range(count):
        rest = factorial(len(pool) - 1) // factorial(len(pool) - (count - slot))
        index, rank = divmod(rank, rest)
        out.append(pool.pop(index))
    return tuple(out)


def unrank_combination(items: Sequence[T], count: int, rank: int) -> tuple[T, ...]:
    """The rank-th `count`-subset of `items` in lexicographic order of positions."""
    out = []
    start = 0
    for slot in range(count):
        for position in range(start, len(items)):
            block = comb(len(items) - position - 1, count - slot - 1)
            if rank < block:
                out.append(items[position])
                start = position + 1
                break
            rank -= block
    return tuple(out)


def multiset_count(counts: Sequence[int]) -> int:
    total = factorial(sum(counts))
    for c in counts:
        total //= factorial(c)
    return total


def unrank_multiset(kinds: Sequence[T], counts: Sequence[int], rank: int) -> tuple[T, ...]:
    """The rank-th distinct ordering of a multiset (kinds[i] appearing counts[i] times)."""
    left = list(counts)
    out = []
    for _ in range(sum(counts)):
        for kind_index, kind in enumerate(kinds):
            if not left[kind_index]:
                continue
            left[kind_index] -= 1
            block = multiset_count(left)
            if rank < block:
                out.append(kind)
                break
            rank -= block
            left[kind_index] += 1
    return tuple(out)
