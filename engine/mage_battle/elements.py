"""Element layers (R9, R19, R24) and the engagement judgement (R14).

A mage's layers are a tuple of elements, oldest first; its stack of an element is how
many layers equal it.
"""

from __future__ import annotations

from enum import IntEnum

from engine.mage_battle.names import Element
from engine.mage_battle.tables import Tables

Layers = tuple[Element, ...]


class Winner(IntEnum):
    """Who wins one attacker-target pairing."""

    NOBODY = 0
    ATTACKER = 1
    DEFENDER = 2

    @property
    def key(self) -> str:
        return self.name.lower()


def stack(layers: Layers, element: Element | None) -> int:
    """R9: the stack of the chosen element; an elementless choice uses x1 shapes."""
    return layers.count(element) if element is not None else 0


def shape_stack(layers: Layers, element: Element | None) -> int:
    return max(1, stack(layers, element))


def highest_stack(layers: Layers) -> int:
    return max((layers.count(e) for e in set(layers)), default=0)


def distinct(layers: Layers) -> tuple[Element, ...]:
    """The active elements a mage may choose from, in the order first gained."""
    return tuple(dict.fromkeys(layers))


def add_layer(layers: Layers, element: Element, tables: Tables) -> Layers:
    """R19: the oldest layer that cancels with the newcomer goes, and so does it."""
    cancels = tables.cancels[element]
    for index, old in enumerate(layers):
        if cancels[old]:
            return layers[:index] + layers[index + 1:]
    return layers + (element,)


def resonance_cut(layers: Layers) -> tuple[Layers, Layers]:
    """R24: the highest stack (x2+) down to x1, newest layers first; else the oldest layer.

    Returns (layers left, layers removed).
    """
    if not layers:
        return layers, ()
    top = highest_stack(layers)
    if top < 2:
        return layers[1:], layers[:1]
    target = next(e for e in layers if layers.count(e) == top)
    kept: list[Element] = []
    to_remove = top - 1
    removed: list[Element] = []
    for element in reversed(layers):
        if element == target and to_remove:
            to_remove -= 1
            removed.append(element)
        else:
            kept.append(element)
    return tuple(reversed(kept)), tuple(removed)


def judge(attack: Element | None, a: int, response: Element | None, d: int, tables: Tables) -> Winner:
    """R14: who wins when `attack` at stack `a` meets `response` at stack `d`."""
    if attack is None:
        return Winner.NOBODY if response is None else Winner.DEFENDER
    if response is None:
        return Winner.ATTACKER
    if tables.beats[attack][response]:
        return Winner.ATTACKER
    if tables.beats[response][attack]:
        return Winner.DEFENDER
    if attack == response:
        return Winner.DEFENDER if d > a else Winner.ATTACKER
    if frozenset((attack, response)) in tables.mutual:
        if a == d == 1:
            return Winner.DEFENDER
        return Winner.DEFENDER if d > a else Winner.ATTACKER
    return Winner.ATTACKER
