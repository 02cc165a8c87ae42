"""Commands: what a player (or agent, or replay) asks for. Imperative names."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mage_battle.names import Direction, Element, Job, Orient, Side


@dataclass(frozen=True, slots=True)
class ChooseShrines:
    """R1: one element per own shrine cell, in the rule set's shrine order (B, D, F)."""

    side: Side
    elements: tuple[Element, ...]


@dataclass(frozen=True, slots=True)
class ChooseFormation:
    """R2: (cell, job) for every mage, listed in board order; mage ranks follow it."""

    side: Side
    placements: tuple[tuple[int, Job], ...]

    @classmethod
    def of(cls, side: Side, placements: dict[int, Job]) -> ChooseFormation:
        return cls(side, tuple(sorted(placements.items())))


@dataclass(frozen=True, slots=True)
class AssignElements:
    """R3: the first element of every own mage, in mage order."""

    side: Side
    elements: tuple[Element, ...]


@dataclass(frozen=True, slots=True)
class Move:
    side: Side
    mage: int
    to: int


@dataclass(frozen=True, slots=True)
class Attack:
    """R8-R13. Exactly one aim fits the job: `direction` (S), `centre` and, at x1,
    `orient` (P), or `target`, the cell of an adjacent enemy (O)."""

    side: Side
    mage: int
    element: Element | None
    direction: Direction | None = None
    centre: int | None = None
    orient: Orient | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Respond:
    """R13: the defending side's secret response for each target, in target order."""

    side: Side
    choices: tuple[tuple[int, Element | None], ...]


@dataclass(frozen=True, slots=True)
class UseCard:
    """R23: play the side's hidden card on an enemy mage."""

    side: Side
    target: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    side: Side


Command = ChooseShrines | ChooseFormation | AssignElements | Move | Attack | Respond | UseCard | EndTurn
COMMAND_TYPES: tuple[type, ...] = (
    ChooseShrines, ChooseFormation, AssignElements, Move, Attack, Respond, UseCard, EndTurn,
)
