"""Closed sets that print and parse by their lower-case names, for every game's words.

`NamedEnum` is for sets whose members only name things; `NamedIntEnum` for sets whose
values index tables or travel as small ints; `SeatPair` for a two-seat game's sides."""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import TYPE_CHECKING, Any, Self, cast

_NAME_SHOWN = 40    # a hostile file's text is cut to this many characters in an error line


class _Naming:
    """Members print as their lower-case name and parse back from it (any case, spaces
    around ignored); an unknown name is a one-line ValueError listing the choices."""

    if TYPE_CHECKING:
        name: str
        __members__: dict[str, Any]

        def __iter__(self) -> Any: ...

    @property
    def key(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Self:
        member = cls.__members__.get(text.strip().upper()) if isinstance(text, str) else None
        if member is None:
            shown = repr(text) if len(repr(text)) <= _NAME_SHOWN else repr(text)[: _NAME_SHOWN - 3] + "..."
            choices = ", ".join(m.name.lower() for m in cls.__members__.values())
            raise ValueError(f"unknown {cls.__name__.lower()} {shown} (expected one of {choices})")
        result: Self = member
        return result

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.name.lower()


class NamedEnum(_Naming, Enum):
    """A closed set of names."""


class NamedIntEnum(_Naming, IntEnum):
    """A closed set of names valued as ints (IntEnum's arithmetic and ordering)."""


class SeatPair(NamedIntEnum):
    """The two sides of a two-seat game, valued 0 and 1."""

    @property
    def other(self) -> Self:
        # A tuple per class, indexed by the member: looking members up on the enum class
        # is slow on the engines' hot paths.
        try:
            partners = _PARTNERS[type(self)]
        except KeyError:
            first, second = type(self).__members__.values()
            partners = _PARTNERS[type(self)] = (second, first)
        return cast(Self, partners[self])


_PARTNERS: dict[type[SeatPair], tuple[SeatPair, SeatPair]] = {}
