"""The seat's hands on the battle screen: the mode buttons and keys, board clicks and the
hovered cell, turned into the next input state (battle_input) or a command to play.

The controls hold the input state; the screen routes the events (an animation or the
response prompt takes clicks first) and shows each new state (`refresh_all`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

import arcade

from engine.mage_battle import Element
from engine.mage_battle import commands as cmd
from engine.mage_battle.view import PlayerView
from game.mage_battle.views import battle_input as inputs
from game.mage_battle.views.battle_input import Aiming, Cells, ChoosingElement, InputState, Mode, Moving, Responding


class Seat(Protocol):
    """What the controls need of the screen."""

    shown: PlayerView

    def legal(self) -> tuple[cmd.Command, ...]: ...       # none while the seat may not act
    def reach(self, attack: cmd.Attack) -> tuple[Cells, Cells]: ...
    def play(self, command: cmd.Command) -> None: ...
    def refresh_all(self) -> None: ...


class Controls:
    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.state = InputState()

    def _show(self, state: InputState) -> None:
        self.state = state
        self.seat.refresh_all()

    # ---- modes -------------------------------------------------------------------
    def enter(self, mode: Mode | str) -> None:
        legal = self.seat.legal()
        if legal:
            self._show(inputs.enter(self.state, Mode(mode), legal, self.seat.reach))

    def cancel(self) -> None:
        self._show(inputs.cancel(self.state))

    def element_options(self) -> list[Element | None]:
        return inputs.element_options(self.state, self.seat.legal())

    def choose_element(self, i: int) -> None:
        chosen = inputs.choose_element(self.state, i, self.seat.legal(), self.seat.reach)
        if chosen is not None:
            self._show(chosen)

    def peek(self, i: int | None) -> bool:
        """The pointer is on the `i`-th element button (None: on none); True when that is news."""
        peeked = inputs.peek(self.state, i, self.seat.legal(), self.seat.reach)
        if peeked == self.state:
            return False
        self.state = peeked
        return True

    def toggle_orient(self) -> None:
        self._show(inputs.toggle_orient(self.state))

    # ---- the state's changes that the screen shows itself -----------------------------
    def played(self, command: cmd.Command | None = None) -> None:
        """A command was sent: back to idle, except that a move keeps the move mode on its mage
        (the screen refreshes once it knows the outcome)."""
        if not isinstance(command, cmd.Move):
            self.state = inputs.cancel(self.state)

    def at_rest(self, may_act: bool) -> None:
        """The board is at rest: a move mode whose mage may not move on (its AP is spent, the
        turn is over) ends."""
        if not may_act and isinstance(self.state.mode, Moving):
            self.state = inputs.cancel(self.state)

    def responding(self) -> None:
        self.state = replace(self.state, mode=Responding())

    def select_to_move(self, mage: int) -> None:
        """After an undo: the mage that was taken back stays selected, ready to move again."""
        self.state = replace(self.state, selected=mage, mode=Moving())

    def inspect(self, view: PlayerView, cell: int) -> None:
        """While another prompt holds the input: a click on a mage only shows it in the panel."""
        occupant = next((m.index for m in view.mages if m.cell == cell), None)
        self._show(replace(self.state, selected=occupant))

    def seat_changed(self) -> None:
        """Another person sits down, or the screen becomes nobody's: nothing of the last
        person's input stays (selection, aim, the priest's orientation, the hovered cell)."""
        self.state = InputState()

    def unselect_fallen(self, view: PlayerView) -> None:
        if self.state.selected is not None and view.mages[self.state.selected].cell is None:
            self.state = replace(self.state, selected=None)

    # ---- devices -------------------------------------------------------------------
    def right_click(self) -> None:
        """The priest's other orientation while aiming, else leave the mode."""
        if isinstance(self.state.mode, Aiming):
            self.toggle_orient()
        else:
            self.cancel()

    def click_cell(self, cell: int) -> None:
        outcome = inputs.click_cell(self.state, self.seat.shown, self.seat.legal(), cell)
        if isinstance(outcome, InputState):
            self._show(outcome)
        else:
            self.seat.play(outcome)

    def hover(self, cell: int | None) -> bool:
        """The mouse is over `cell` (None: off the board); True when that is news."""
        if cell == self.state.hover:
            return False
        self.state = replace(self.state, hover=cell)
        return True

    def key(self, symbol: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.cancel()
        elif symbol in _MODE_KEYS:
            self.enter(_MODE_KEYS[symbol])
        elif symbol == k.R and self.state.mode.kind == Mode.ATTACK:
            self.toggle_orient()
        elif k.KEY_1 <= symbol <= k.KEY_9 and isinstance(self.state.mode, (ChoosingElement, Aiming)):
            # Before a target is clicked the element can still be switched, by its key too.
            self.choose_element(symbol - k.KEY_1)


_MODE_KEYS = {arcade.key.M: Mode.MOVE, arcade.key.A: Mode.ATTACK, arcade.key.C: Mode.CARD}
