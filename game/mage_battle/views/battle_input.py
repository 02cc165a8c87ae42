"""What the seated player is doing on the battle screen, as values: the selected mage, the
input mode (one small frozen type per mode, holding what that mode needs), the priest's
orientation and the hovered cell; and the pure steps from one such state to the next.

No arcade here and no rule: every option is an entry of the seat's legal commands, and an
attack's area comes from the `Reach` the screen hands in (`attack_area` over the match).
`legal` is always the seat's legal commands *now*: empty when it may not act (not its
turn, or an animation still plays), which is what "my turn" means below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import ClassVar, NamedTuple

from engine.mage_battle import Element
from engine.mage_battle import commands as cmd
from engine.mage_battle.view import PlayerView

Cells = tuple[int, ...]
# The area and the engaged enemies of one legal attack.
Reach = Callable[[cmd.Attack], tuple[Cells, Cells]]


class Mode(StrEnum):
    # A StrEnum so that the screen's `mode` still reads (and compares) as the words it always was.
    IDLE = "idle"
    MOVE = "move"
    ATTACK = "attack"
    CARD = "card"
    RESPOND = "respond"


class Aim(NamedTuple):
    """A legal attack of the selected mage with the chosen element, and what it would hit."""

    command: cmd.Attack
    area: Cells
    targets: Cells


@dataclass(frozen=True, slots=True)
class Idle:
    kind: ClassVar[Mode] = Mode.IDLE


@dataclass(frozen=True, slots=True)
class Moving:
    """The selected mage's move cells are marked; a click on one moves it."""

    kind: ClassVar[Mode] = Mode.MOVE


@dataclass(frozen=True, slots=True)
class ChoosingElement:
    """Attack asked for, the element not chosen yet: the panel offers the mage's elements."""

    kind: ClassVar[Mode] = Mode.ATTACK


@dataclass(frozen=True, slots=True)
class Aiming:
    """Attack with a chosen element: its aims are marked; a click on one attacks."""

    kind: ClassVar[Mode] = Mode.ATTACK
    element: Element | None
    aims: tuple[Aim, ...]


@dataclass(frozen=True, slots=True)
class Targeting:
    """The card asked for: the enemies it may be played on are marked."""

    kind: ClassVar[Mode] = Mode.CARD


@dataclass(frozen=True, slots=True)
class Responding:
    """The defender's secret response prompt is open (it takes the clicks)."""

    kind: ClassVar[Mode] = Mode.RESPOND


InputMode = Idle | Moving | ChoosingElement | Aiming | Targeting | Responding


@dataclass(frozen=True, slots=True)
class InputState:
    selected: int | None = None      # a mage of either side, shown in the panel
    mode: InputMode = Idle()
    orient: int = 0                  # the priest's orientation (0 h, 1 v), kept from one attack to the next
    hover: int | None = None         # the cell under the mouse
    # The attack element whose button is under the pointer, with its aims: its areas are drawn
    # so elements can be compared on the board before one is chosen (or switched to).
    peek: Aiming | None = None

    @property
    def aims(self) -> tuple[Aim, ...]:
        return self.mode.aims if isinstance(self.mode, Aiming) else ()

    @property
    def chosen(self) -> Element | None:
        """The attack element aimed with (None also when elementless or not aiming)."""
        return self.mode.element if isinstance(self.mode, Aiming) else None


def element_options(state: InputState, legal: Sequence[cmd.Command]) -> list[Element | None]:
    """The elements the selected mage may attack with, in the order of its legal attacks."""
    if state.selected is None:
        return []
    found: list[Element | None] = []
    for x in legal:
        if isinstance(x, cmd.Attack) and x.mage == state.selected and x.element not in found:
            found.append(x.element)
    return found


def cancel(state: InputState) -> InputState:
    return replace(state, mode=Idle(), peek=None)


# Each mode as it starts.
_FRESH: dict[Mode, InputMode] = {Mode.IDLE: Idle(), Mode.MOVE: Moving(), Mode.ATTACK: ChoosingElement(),
                                 Mode.CARD: Targeting(), Mode.RESPOND: Responding()}


def enter(state: InputState, mode: Mode, legal: Sequence[cmd.Command], reach: Reach) -> InputState:
    """A mode button or key: the same mode again leaves it; attack with one element aims at once."""
    if not legal:
        return state
    if state.mode.kind == mode:
        return cancel(state)
    entered = replace(state, mode=_FRESH[Mode(mode)])
    if entered.mode.kind == Mode.ATTACK and state.selected is not None:
        options = element_options(state, legal)
        if not options:
            return cancel(entered)
        if len(options) == 1:
            return _aim(entered, options[0], legal, reach)
    return entered


def choose_element(state: InputState, i: int, legal: Sequence[cmd.Command], reach: Reach) -> InputState | None:
    """Aim with the `i`-th of the element options; None when there is no such option."""
    options = element_options(state, legal)
    return _aim(state, options[i], legal, reach) if i < len(options) else None


def peek(state: InputState, i: int | None, legal: Sequence[cmd.Command], reach: Reach) -> InputState:
    """The pointer is on the `i`-th element button (None: on none): that element's aims are
    drawn while it stays there."""
    options = element_options(state, legal)
    if i is None or i >= len(options) or state.mode.kind != Mode.ATTACK:
        return replace(state, peek=None) if state.peek is not None else state
    if state.peek is not None and state.peek.element == options[i]:
        return state
    return replace(state, peek=_aiming(state, options[i], legal, reach))


def _aiming(state: InputState, element: Element | None, legal: Sequence[cmd.Command], reach: Reach) -> Aiming:
    return Aiming(element, tuple(Aim(x, *reach(x)) for x in legal
                                 if isinstance(x, cmd.Attack) and x.mage == state.selected and x.element == element))


def _aim(state: InputState, element: Element | None, legal: Sequence[cmd.Command], reach: Reach) -> InputState:
    return replace(state, mode=_aiming(state, element, legal, reach))


def toggle_orient(state: InputState) -> InputState:
    return replace(state, orient=1 - state.orient)


def aim_at(state: InputState, cell: int | None) -> Aim | None:
    """The aim a click on `cell` plays: one in the chosen orientation first, else any that fits."""
    aims = state.aims
    if cell is None or not aims:
        return None
    best: Aim | None = None
    for aim in aims:
        command, area = aim.command, aim.area
        if command.target is not None:
            hit = command.target == cell
        elif command.centre is not None:
            hit = command.centre == cell
        else:
            hit = cell in area
        if not hit:
            continue
        if command.orient is not None and command.orient != state.orient:
            best = best or aim
            continue
        return aim
    return best


def hovered_aim(state: InputState) -> Aim | None:
    return aim_at(state, state.hover)


def click_cell(state: InputState, view: PlayerView, legal: Sequence[cmd.Command],
               cell: int) -> cmd.Command | InputState:
    """A left click on a board cell: the command it plays in the current mode, else the new
    selection (an own mage on the seat's turn is ready to move; an empty cell selects nothing)."""
    mode = state.mode
    occupant = next((m.index for m in view.mages if m.cell == cell), None)
    if isinstance(mode, Moving) and state.selected is not None:
        for c in legal:
            if isinstance(c, cmd.Move) and c.mage == state.selected and c.to == cell:
                return c
    if isinstance(mode, Aiming):
        aim = aim_at(state, cell)
        if aim is not None:
            return aim.command
    if isinstance(mode, Targeting) and occupant is not None:
        for c in legal:
            if isinstance(c, cmd.UseCard) and c.target == occupant:
                return c
    if isinstance(mode, ChoosingElement) and state.selected is not None \
            and (occupant is None or view.mages[occupant].side != view.side):
        # An aim before the element: the element choice stays offered (the hint asks for it).
        return state
    if occupant is None:
        return replace(state, selected=None, mode=Idle())
    own = view.mages[occupant].side == view.side
    return replace(state, selected=occupant, mode=Moving() if own and legal else Idle())
