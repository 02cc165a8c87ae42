"""The closed sets of the game, named as RULINGS.md names them."""

from __future__ import annotations

from typing import Self

from engine.kernel.named import NamedIntEnum, SeatPair


class Side(SeatPair):
    TEAL = 0
    CRIMSON = 1


class Job(NamedIntEnum):
    S = 0
    P = 1
    O = 2  # noqa: E741 - the rulebook's name for the job

    @property
    def key(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Self:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown job {text!r} (expected S, P or O)") from None


class Element(NamedIntEnum):
    FIRE = 0
    WATER = 1
    WOOD = 2
    METAL = 3
    EARTH = 4
    LIGHT = 5
    DARK = 6
    ELECTRIC = 7
    ICE = 8


class Card(NamedIntEnum):
    RESONANCE_CUT = 0
    MANA_BACKFLOW = 1


class Direction(NamedIntEnum):
    UP = 0
    DOWN = 1
    LEFT = 2
    RIGHT = 3


class Orient(NamedIntEnum):
    """A priest's x1 line: horizontal (centre and left/right) or vertical."""

    H = 0
    V = 1


class WinReason(NamedIntEnum):
    ANNIHILATION = 0
    SHRINE = 1
    ROUND_LIMIT = 2


ELEMENTS: tuple[Element, ...] = tuple(Element)
SIDES: tuple[Side, ...] = tuple(Side)
