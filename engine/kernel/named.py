"""Closed sets that print and parse by their lower-case names, for every game's words.

`NamedEnum` is for sets whose members only name things; `NamedIntEnum` for sets whose
values index tables or travel as small ints; `SeatPair` for a two-seat game's sides."""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import TYPE_CHECKING, Any, Self

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

    # The side across: a plain attribute of each member, set once the class is made, so
    # the engines' hot paths read it at instance speed (a property, or a lookup on the
    # enum class, costs twice as much). The enum machinery has made the members by the
    # time a subclass is initialised (tests/seam/test_named_enums.py holds it to that).
    other: Self

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        members = list(cls.__members__.values())
        if len(members) == 2:
            first, second = members
            vars(first)["other"], vars(second)["other"] = second, first
