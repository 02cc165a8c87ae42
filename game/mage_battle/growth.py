"""Why each of a side's mages holds what it holds after a battle (R19, R20): the element it
was granted and what that did to its layers — a new element, a higher stack, or a cancel
with an old layer. Pure: from the side's own view just before the grant, which holds its own
layers, and the grant itself (an event only its owner sees)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Layers, add_layer
from engine.mage_battle.names import Element
from engine.mage_battle.view import PlayerView


class Cause(StrEnum):
    NEW = "new"          # an element the mage did not hold: one more to choose from
    STACK = "stack"      # one it held: its stack grows (a longer, wider area)
    CANCEL = "cancel"    # an opposite of one it held: both layers go (R19)


@dataclass(frozen=True, slots=True)
class Change:
    mage: int
    before: Layers
    granted: Element
    after: Layers
    cause: Cause
    cancelled: Element | None = None     # the old layer the newcomer cancelled with


def changes(before: PlayerView, grant: ev.ElementsGranted) -> tuple[Change, ...]:
    """Each of `grant.side`'s mages, in mage order, from `before` (that side's view)."""
    side: Side = grant.side
    own = [m for m in before.mages if m.side == side]
    out = []
    for m, element in zip(own, grant.elements):
        old = m.layers or ()
        new = add_layer(old, element, before.tables)
        if len(new) < len(old):
            gone = next(e for e in old if before.tables.cancels[element][e])     # the oldest, as add_layer
            out.append(Change(m.index, old, element, new, Cause.CANCEL, gone))
        elif element in old:
            out.append(Change(m.index, old, element, new, Cause.STACK))
        else:
            out.append(Change(m.index, old, element, new, Cause.NEW))
    return tuple(out)
