"""The full state of one match: everything, secrets included. Only `apply` makes one
from another; players and agents read `view_for` instead."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

from engine.mage_battle.elements import Layers
from engine.mage_battle.names import Card, Element, Job, Side, WinReason
from engine.mage_battle.rules import V0_6, RuleSet
from engine.mage_battle.tables import Tables


class Phase(IntEnum):
    SHRINES = 0      # both sides secretly choose their shrine elements (R1)
    FORMATION = 1    # both sides secretly place their mages (R2)
    ELEMENTS = 2     # both sides secretly give out their first elements (R3)
    ACTION = 3       # the side to move spends AP (R6)
    RESPONSE = 4     # the defenders' owner secretly picks responses (R13)
    OVER = 5         # the match (or a sandbox battle) has ended

    @property
    def key(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class Mage:
    side: Side
    job: Job
    home: int                  # its formation cell; every battle starts there (R21)
    cell: int | None           # None once removed
    hp: int
    layers: Layers
    attacks: int = 0           # attack attempts this turn (R8)
    marked: bool = False       # carries a Mana Backflow mark (R25)
    revealed: bool = False     # its layers are public for this battle (R13)
    seen: tuple[int, Layers] | None = None  # (battle, layers) when last revealed (R20)

    @property
    def alive(self) -> bool:
        return self.cell is not None


@dataclass(frozen=True, slots=True)
class PendingAttack:
    """An attack declared and waiting for the defenders' secret responses."""

    attacker: int
    element: Element | None
    area: tuple[int, ...]
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BattleResult:
    battle: int
    winner: Side
    reason: WinReason


@dataclass(frozen=True, slots=True)
class State:
    rules: RuleSet
    seed: int
    phase: Phase = Phase.SHRINES
    # Setup choices kept until both sides have chosen (R1-R3); then public or own.
    chosen_shrines: tuple[tuple[Element, ...] | None, tuple[Element, ...] | None] = (None, None)
    chosen_formation: tuple[tuple[tuple[int, Job], ...] | None, tuple[tuple[int, Job], ...] | None] = (None, None)
    elements_given: tuple[bool, bool] = (False, False)
    shrines: tuple[tuple[tuple[int, Element], ...], tuple[tuple[int, Element], ...]] = ((), ())
    mages: tuple[Mage, ...] = ()
    board: tuple[int, ...] = ()        # mage index per cell, -1 when empty
    cards: tuple[Card | None, Card | None] = (None, None)       # held, unused
    cards_used: tuple[Card | None, Card | None] = (None, None)  # played, public
    first: Side = Side.TEAL            # first player of battle 1 (R5)
    battle: int = 0
    last_battle: int = 0               # the match ends after this battle
    battle_first: Side = Side.TEAL     # who moved first in this battle
    round: int = 1
    to_move: Side = Side.TEAL
    ap: int = 0
    pending: PendingAttack | None = None
    results: tuple[BattleResult, ...] = ()

    @property
    def tables(self) -> Tables:
        return self.rules.tables

    def mages_of(self, side: Side) -> tuple[int, ...]:
        return tuple(i for i, m in enumerate(self.mages) if m.side == side)

    def living(self, side: Side) -> tuple[int, ...]:
        return tuple(i for i, m in enumerate(self.mages) if m.side == side and m.cell is not None)

    def mage_at(self, cell: int) -> int | None:
        index = self.board[cell]
        return None if index < 0 else index

    @property
    def wins(self) -> tuple[int, int]:
        teal = sum(1 for r in self.results if r.winner == Side.TEAL)
        return teal, len(self.results) - teal

    @property
    def battle_winner(self) -> BattleResult | None:
        """The result of the current battle once it has ended."""
        if self.results and self.results[-1].battle == self.battle:
            return self.results[-1]
        return None

    def deciders(self) -> tuple[Side, ...]:
        """Who must decide now: both sides in setup, the side to move, or the defender."""
        if self.phase == Phase.SHRINES:
            return tuple(s for s in Side if self.chosen_shrines[s] is None)
        if self.phase == Phase.FORMATION:
            return tuple(s for s in Side if self.chosen_formation[s] is None)
        if self.phase == Phase.ELEMENTS:
            return tuple(s for s in Side if not self.elements_given[s])
        if self.phase == Phase.ACTION:
            return (self.to_move,)
        if self.phase == Phase.RESPONSE:
            return (self.to_move.other,)
        return ()


def new_match(seed: int, rules: RuleSet = V0_6) -> State:
    """The state before anyone has chosen anything."""
    return State(rules=rules, seed=seed, last_battle=rules.battles)


class _Sided(Protocol):
    @property
    def side(self) -> Side: ...


def label_in(mages: Sequence[_Sided], index: int) -> str:
    """`t1`..`t9`, `c1`..`c9`: the side's initial and the mage's rank within its side,
    for the mages of a state or of a player's view."""
    side = mages[index].side
    rank = sum(1 for m in mages[:index] if m.side == side) + 1
    return f"{side.key[0]}{rank}"


def mage_label(state: State, index: int) -> str:
    return label_in(state.mages, index)
