"""A position for search: `push` a legal command, `pop` it back (python-chess's
`Board.push`/`pop`), for perft and look-ahead that visit many positions and keep none.

`step` builds a new frozen `State` (21 fields) and the events of every command; search
visits a position, maybe reads it, and leaves it. Here the commands search meets most
(a step; the turn's end: 19 of 20 perft leaves) change a few mutable arrays in place and
are undone from a small record; the state is built only when read (`state`). Any other
command, and a step or turn end that ends the battle, goes through `step` itself, so
the rules stay in `decide`: this module restates R7's step and the turn's end only
(`apply._mage_moved` and `_turn_ended`), and tests/engine/test_search.py checks every
push against `step` along random matches.

A pushed command must come from `legal_commands` of the current position (as with
python-chess's push, nothing is validated twice); `step` validates the others anyway.
"""

from __future__ import annotations

from engine.mage_battle import commands as cmd
from engine.mage_battle.apply import replace
from engine.mage_battle.decide import step
from engine.mage_battle.names import Element, Side
from engine.mage_battle.state import Phase, State


class _Live:
    """The fields a step or a turn's end changes, as mutable copies of a state's."""

    __slots__ = ("board", "cell", "attacks", "marked", "ap", "to_move", "round", "shrine_element", "by_side")

    def __init__(self, state: State) -> None:
        self.board = list(state.board)
        self.cell = [m.cell for m in state.mages]
        self.attacks = [m.attacks for m in state.mages]
        self.marked = [m.marked for m in state.mages]
        self.ap = state.ap
        self.to_move = state.to_move
        self.round = state.round
        self.by_side = tuple(state.mages_of(side) for side in Side)
        # Shrines are fixed for the match: cell -> (owner, element).
        self.shrine_element: dict[int, tuple[int, Element]] = {
            cell: (owner, element) for owner in Side for cell, element in state.shrines[owner]
        }

    def freeze(self, base: State) -> State:
        """`base` with these fields: what `apply` would have built event by event."""
        mages = list(base.mages)
        cell, attacks, marked = self.cell, self.attacks, self.marked
        for i, m in enumerate(mages):
            if cell[i] != m.cell or attacks[i] != m.attacks or marked[i] != m.marked:
                mages[i] = replace(m, cell=cell[i], attacks=attacks[i], marked=marked[i])
        return replace(base, board=tuple(self.board), mages=tuple(mages), ap=self.ap, to_move=self.to_move,
                       round=self.round)


# Undo records: the tag first, the position's cached state last.
_STEPPED, _MOVED, _ENDED = 0, 1, 2
_Cleared = list[tuple[int, int, bool]]       # (mage, attacks, marked) before a turn's end
_Record = (
    tuple[int, State, "_Live | None", "State | None"]
    | tuple[int, int, int, int, Side, int, _Cleared, "State | None"]
    | tuple[int, int, Side, int, _Cleared, "State | None"]
)


class SearchPosition:
    """A match position changed in place by `push` and restored by `pop`."""

    __slots__ = ("_base", "_live", "_state", "_undo")

    def __init__(self, state: State) -> None:
        # The position is `_base` when `_live` is None, else `_base` with `_live`'s fields.
        self._base = state
        self._live: _Live | None = None
        self._state: State | None = state     # the position as a State, once built
        self._undo: list[_Record] = []

    @property
    def state(self) -> State:
        if self._state is None:
            assert self._live is not None
            self._state = self._live.freeze(self._base)
        return self._state

    def push(self, command: cmd.Command) -> None:
        """Play `command`, one of the current position's legal commands."""
        kind = type(command)
        if self._base.phase == Phase.ACTION and (kind is cmd.Move or kind is cmd.EndTurn):
            live = self._live
            if live is None:
                live = self._live = _Live(self._base)
            if kind is cmd.Move:
                assert isinstance(command, cmd.Move)
                if self._move(live, command):
                    return
            elif self._end_turn(live):
                return
        self._undo.append((_STEPPED, self._base, self._live, self._state))
        self._base = step(self.state, command)[0]
        self._live = None
        self._state = self._base

    def pop(self) -> None:
        """Take back the last pushed command."""
        record = self._undo.pop()
        tag = record[0]
        if tag == _STEPPED:
            _, self._base, self._live, self._state = record  # type: ignore[misc]
            return
        live = self._live
        assert live is not None
        if tag == _MOVED:
            _, mage, src, ap, to_move, round_, cleared, self._state = record  # type: ignore[misc]
            dst = live.cell[mage]
            assert dst is not None
            live.board[dst] = -1
            live.board[src] = mage
            live.cell[mage] = src
        else:
            _, ap, to_move, round_, cleared, self._state = record  # type: ignore[misc]
        live.ap, live.to_move, live.round = ap, to_move, round_
        for i, attacks, marked in cleared:
            live.attacks[i] = attacks
            live.marked[i] = marked

    def _turn_would_end_battle(self, live: _Live) -> bool:
        """R26: the round limit's last turn ends the battle (left to `step`)."""
        base = self._base
        return live.to_move != base.battle_first and live.round >= base.rules.round_limit

    def _move(self, live: _Live, c: cmd.Move) -> bool:
        """R7 in place, unless it ends the battle (then False, nothing changed)."""
        base = self._base
        shrine = live.shrine_element.get(c.to)
        if shrine is not None and shrine[0] != c.side and shrine[1] in base.mages[c.mage].layers:
            return False                                  # R22: an enemy shrine taken
        ends_turn = live.ap <= 1
        if ends_turn and self._turn_would_end_battle(live):
            return False
        src = live.cell[c.mage]
        assert src is not None
        ap, to_move, round_, state = live.ap, live.to_move, live.round, self._state
        live.board[src] = -1
        live.board[c.to] = c.mage
        live.cell[c.mage] = c.to
        live.ap = ap - 1
        cleared = self._close_turn(live) if ends_turn else []
        self._undo.append((_MOVED, c.mage, src, ap, to_move, round_, cleared, state))
        self._state = None
        return True

    def _end_turn(self, live: _Live) -> bool:
        if self._turn_would_end_battle(live):
            return False
        record = (_ENDED, live.ap, live.to_move, live.round)
        state = self._state
        cleared = self._close_turn(live)
        self._undo.append((*record, cleared, state))
        self._state = None
        return True

    def _close_turn(self, live: _Live) -> _Cleared:
        """`apply._turn_ended`: the side's attack counts and marks cleared, the other side
        to move with full AP, the round counted after the second mover."""
        base = self._base
        side = live.to_move
        cleared: _Cleared = []
        attacks, marked = live.attacks, live.marked
        for i in live.by_side[side]:
            if attacks[i] or marked[i]:
                cleared.append((i, attacks[i], marked[i]))
                attacks[i] = 0
                marked[i] = False
        rules = base.rules
        if side != base.battle_first and live.round < rules.round_limit:
            live.round += 1
        live.to_move = side.other
        live.ap = rules.ap_per_turn
        return cleared
