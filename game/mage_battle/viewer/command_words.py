"""Mage Battle commands in the reader's language, for a review's played and better
moves (the words are in the game's strings, `mb.cw.*`): a mage by its label (t1..c9),
a cell by its name, an element by its word. The
hidden card is only "the card": a seat's own decision is worded without anything it
did not know, and the other seat's card is no business of the reader's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.mage_battle import commands as cmd
from engine.mage_battle.names import Direction, Element
from engine.mage_battle.tables import Tables
from game.shell.i18n import tr

ARROWS = {Direction.UP: "↑", Direction.DOWN: "↓", Direction.LEFT: "←", Direction.RIGHT: "→"}



def element_word(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


class CommandWords:
    def __init__(self, label: Callable[[int], str], tables: Tables) -> None:
        self.label, self.tables = label, tables

    def __call__(self, command: Any) -> str:
        c = command
        if isinstance(c, cmd.Move):
            return tr("mb.cw.move", mage=self.label(c.mage), cell=self.tables.name(c.to))
        if isinstance(c, cmd.Attack):
            if c.direction is not None:
                aim = ARROWS[c.direction]
            elif c.centre is not None:
                aim = tr("mb.cw.around", cell=self.tables.name(c.centre)) + (f" {c.orient.key}" if c.orient else "")
            else:
                aim = self.tables.name(c.target) if c.target is not None else ""
            return tr("mb.cw.attack", mage=self.label(c.mage), aim=aim, element=element_word(c.element))
        if isinstance(c, cmd.Respond):
            return tr("mb.cw.respond", choices=", ".join(f"{self.label(t)} {element_word(e)}" for t, e in c.choices))
        if isinstance(c, cmd.UseCard):
            return tr("mb.cw.card", mage=self.label(c.target))
        if isinstance(c, cmd.EndTurn):
            return tr("mb.cw.end_turn")
        if isinstance(c, cmd.ChooseShrines):
            return tr("mb.cw.shrines", elements=" ".join(element_word(e) for e in c.elements))
        if isinstance(c, cmd.AssignElements):
            return tr("mb.cw.elements")
        return tr("mb.cw.formation")
