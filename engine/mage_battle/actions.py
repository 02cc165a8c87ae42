"""The side to move's turn actions (R7-R12, R23) as a lazy list: counted at once, each
command built only when asked for.

A uniform random pick (playouts, the random agent, the benchmarks) needs the number of
actions and one of them, not ~50 command objects; a full iteration builds them all, once.
The order is the one `legal.turn_actions` has always listed: moves by mage and cell,
then attacks by mage, element and aim, then the card by target, then the turn's end.

Like the setup's lazy lists, this holds only the choices' own numbers, never the state:
an agent is handed its legal list and must not reach the match through it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from engine.mage_battle import commands as cmd
from engine.mage_battle.elements import distinct, shape_stack
from engine.mage_battle.names import Direction, Element, Job, Orient, Side
from engine.mage_battle.state import State

# An aimed attack's fields after the side: (mage, element, direction, centre, orient, target).
Aim = tuple[int, Element | None, Direction | None, int | None, Orient | None, int | None]


class TurnActions(Sequence[cmd.Command]):
    """Moves, attacks, card plays and the turn's end of `side`, in that order."""

    __slots__ = ("_side", "_moves", "_move_count", "_attacks", "_cards", "_count", "_built", "_made")

    def __init__(self, side: Side, moves: list[tuple[int, int, int]], attacks: list[Aim], cards: list[int],
                 made: dict[tuple[object, ...], cmd.Command]) -> None:
        self._side = side
        # Commands already built for this rule set (Tables.commands), by their fields:
        # commands are immutable values, and building a frozen dataclass costs ten times
        # a lookup, so perft and search build each command once, not once per position.
        self._made = made
        # Per mage that can step: (mage, free neighbour cells as a bit mask, how many).
        self._moves = moves
        self._move_count = sum(n for _, _, n in moves)
        self._attacks = attacks
        self._cards = cards
        self._count = self._move_count + len(attacks) + len(cards) + 1
        self._built: tuple[cmd.Command, ...] | None = None

    def __len__(self) -> int:
        return self._count

    def _make(self, k: int) -> cmd.Command:
        side = self._side
        key: tuple[object, ...]
        if k < self._move_count:
            for mage, free, n in self._moves:
                if k < n:
                    for _ in range(k):
                        free &= free - 1          # drop the lowest set bit: cells ascend
                    key = (side, mage, (free & -free).bit_length() - 1)
                    made = self._made.get(key)
                    if made is None:
                        made = self._made[key] = cmd.Move(side, mage, (free & -free).bit_length() - 1)
                    return made
                k -= n
        k -= self._move_count
        if k < len(self._attacks):
            key = (side, self._attacks[k])
            made = self._made.get(key)
            if made is None:
                made = self._made[key] = cmd.Attack(side, *self._attacks[k])
            return made
        k -= len(self._attacks)
        if k < len(self._cards):
            return cmd.UseCard(side, self._cards[k])
        return cmd.EndTurn(side)

    def _all(self) -> tuple[cmd.Command, ...]:
        if self._built is None:
            # The moves mage by mage (one pass over each mask), then the rest by index.
            built: list[cmd.Command] = []
            made, side = self._made, self._side
            for mage, free, _ in self._moves:
                while free:
                    to = (free & -free).bit_length() - 1
                    free &= free - 1
                    move = made.get((side, mage, to))
                    if move is None:
                        move = made[(side, mage, to)] = cmd.Move(side, mage, to)
                    built.append(move)
            built.extend(self._make(k) for k in range(self._move_count, self._count))
            self._built = tuple(built)
        return self._built

    @overload
    def __getitem__(self, index: int) -> cmd.Command: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[cmd.Command]: ...
    def __getitem__(self, index: int | slice) -> cmd.Command | Sequence[cmd.Command]:
        if isinstance(index, slice):
            return self._all()[index]
        if self._built is not None:
            return self._built[index]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        return self._make(index)

    def __iter__(self) -> Iterator[cmd.Command]:
        return iter(self._all())

    def __contains__(self, item: object) -> bool:
        return item in self._all()

    def __repr__(self) -> str:
        return f"TurnActions({list(self._all())!r})"


def turn_actions_of(state: State) -> TurnActions:
    """The lazy list of the side to move (the state is in its action phase)."""
    side = state.to_move
    tables = state.tables
    rules = state.rules
    mages = state.mages
    own: list[tuple[int, int]] = []            # (mage, cell) of the living own mages
    own_bits = enemy_bits = 0
    for i, m in enumerate(mages):
        cell = m.cell
        if cell is None:
            continue
        if m.side == side:
            own.append((i, cell))
            own_bits |= 1 << cell
        else:
            enemy_bits |= 1 << cell
    empty = ~(own_bits | enemy_bits)
    neighbour_masks = tables.neighbour_masks
    moves = []
    for i, here in own:
        free = neighbour_masks[here] & empty
        if free:
            moves.append((i, free, free.bit_count()))

    attacks: list[Aim] = []
    limit = rules.attacks_per_mage_per_turn
    near = tables.within_masks(tables.max_reach)
    max_stack = rules.max_stack
    for i, here in own:
        mage = mages[i]
        if mage.attacks >= limit or not near[here] & enemy_bits:
            continue
        for element in distinct(mage.layers) or (None,):
            stack = min(shape_stack(mage.layers, element), max_stack)
            if mage.job == Job.S:
                for direction, line, ascending in tables.sorcerer_masks(here, stack):
                    # R10: the line stops before the first ally, the nearest one to the
                    # sorcerer: the lowest set bit of a line whose cells ascend outward,
                    # else the highest. The cells before it are the bits on this side.
                    allies = line & own_bits
                    if allies:
                        if ascending:
                            line &= (allies & -allies) - 1
                        else:
                            line &= -(1 << allies.bit_length())
                    if line & enemy_bits:
                        attacks.append((i, element, direction, None, None, None))
            elif mage.job == Job.P:
                for centre, orient, area in tables.priest_aims(here, stack):
                    if area & enemy_bits:
                        attacks.append((i, element, None, centre, orient, None))
            else:
                for target in tables.mystic_targets[here]:
                    if enemy_bits >> target & 1:
                        attacks.append((i, element, None, None, None, target))

    cards = []
    if state.cards[side] is not None and state.ap >= rules.card_ap:
        in_range = tables.within_masks(rules.card_range)
        for j, m in enumerate(mages):
            if m.side != side and m.cell is not None and in_range[m.cell] & own_bits:
                cards.append(j)
    return TurnActions(side, moves, attacks, cards, tables.commands)
