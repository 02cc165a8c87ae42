"""The questions a duel's state and a seat's view of it answer alike. Both classes inherit
them, so a check written against one (decide.py's, why.py's) reads the same on the other."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from engine.ifrita_duel.cards import CardTemplate
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.rules import Rules


class _OnASide(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def side(self) -> Side: ...


U = TypeVar("U", bound=_OnASide)
E = TypeVar("E", bound=_OnASide)


class DuelQueries(Generic[U, E]):
    __slots__ = ()
    rules: Rules
    phase: Phase
    to_move: Side
    units: tuple[U, ...]
    enchantments: tuple[E, ...]
    attackers: tuple[str, ...]
    blocks: tuple[tuple[str, str | None], ...]

    def unit(self, unit_id: str | None) -> U | None:
        return next((u for u in self.units if u.id == unit_id), None)

    def units_of(self, side: Side) -> tuple[U, ...]:
        return tuple(u for u in self.units if u.side == side)

    def enchantments_of(self, side: Side) -> tuple[E, ...]:
        return tuple(e for e in self.enchantments if e.side == side)

    def template(self, card_id: str) -> CardTemplate:
        return self.rules.cards.card(card_id)

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def defender(self) -> Side:
        return self.to_move.other

    def awaiting_blocks(self) -> bool:
        return bool(self.attackers) and len(self.blocks) < len(self.attackers)
