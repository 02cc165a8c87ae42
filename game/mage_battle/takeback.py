"""Which of a seat's commands it may take back (issue 14's undo): a move of its own in the
turn it is still playing, that told the other side nothing it could not see anyway.

A move is just a mage changing cells, which everyone saw and can forget. Anything else
(an attack's engagement, a card, the turn's end) revealed something or handed the turn
over, and so did a move that ended the turn or the battle, or one onto an enemy shrine
(not winning there tells the foe the mage lacks that element, R22)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.names import Side
from engine.mage_battle.state import Phase
from engine.mage_battle.view import PlayerView


def may_take_back(view: PlayerView, command: object, events: Sequence[object]) -> bool:
    """`command` is the match's last one and `events` what it did; `view` the seat's now."""
    if not isinstance(command, cmd.Move) or command.side != view.side:
        return False
    if view.phase != Phase.ACTION or view.to_move != view.side:
        return False
    if len(events) != 1 or not isinstance(events[0], ev.MageMoved):
        return False
    enemy_shrines = {cell for cell, _ in view.shrines[Side(view.side).other]}
    return command.to not in enemy_shrines
