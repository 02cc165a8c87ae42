"""The closed sets of the game, named as RULINGS.md names them."""

from __future__ import annotations

from enum import IntEnum
from typing import Self


class _Named(IntEnum):
    """An int-valued enum that prints and parses by its lower-case rulings name."""

    @property
    def key(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Self:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            choices = ", ".join(member.key for member in cls)
            raise ValueError(f"unknown {cls.__name__.lower()} {text!r} (expected one of {choices})") from None

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return self.key


class Side(_Named):
    TEAL = 0
    CRIMSON = 1

    @property
    def other(self) -> Side:
        return _OTHER[self]   # a tuple index: looking members up on the enum class is slow


_OTHER = (Side.CRIMSON, Side.TEAL)


class Job(_Named):
    S = 0
    P = 1
    O = 2

    @property
    def key(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Self:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown job {text!r} (expected S, P or O)") from None


class Element(_Named):
    FIRE = 0
    WATER = 1
    WOOD = 2
    METAL = 3
    EARTH = 4
    LIGHT = 5
    DARK = 6
    ELECTRIC = 7
    ICE = 8


class Card(_Named):
    RESONANCE_CUT = 0
    MANA_BACKFLOW = 1


class Direction(_Named):
    UP = 0
    DOWN = 1
    LEFT = 2
    RIGHT = 3


class Orient(_Named):
    """A priest's x1 line: horizontal (centre and left/right) or vertical."""

    H = 0
    V = 1


class WinReason(_Named):
    ANNIHILATION = 0
    SHRINE = 1
    ROUND_LIMIT = 2


ELEMENTS: tuple[Element, ...] = tuple(Element)
SIDES: tuple[Side, ...] = tuple(Side)
