"""Continue from here: a new live match from a replay's state at a command boundary.

The new match is played from the original seed with the original's commands up to
that point replayed into its journal, so its saved replay re-simulates from the seed
like any other; the header's `branched_from` names the source and the cut.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from engine import Phase, Side
from game.mage_battle import play
from game.mage_battle.viewer.model import ViewerModel
from replays import Journal, new_header

if TYPE_CHECKING:
    from game.shell.app import GameWindow

def can_continue(model: ViewerModel, position: int) -> str | None:
    """None when a match can go on from here, else the catalog key saying why not."""
    state = model.cursor.state_at(model.action_stop_at_or_before(position))
    if state.phase == Phase.OVER:
        return "v.cont.over"
    if state.phase in (Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS):
        return "v.cont.setup"
    return None


def branch_journal(model: ViewerModel, position: int, opponent: str | None, human: Side) -> Journal:
    """A fresh journal holding the original's commands up to the boundary at `position`."""
    upto = model.boundaries.index(model.action_stop_at_or_before(position))
    header = replace(new_header(model.header.seed, *play.players_for(opponent, human), rules=model.header.rules),
                     branched_from=(Path(model.loaded.where).name[:128], upto))
    journal = Journal.open_new(header)
    for command in model.commands[:upto]:
        journal.append(command)
    return journal


def start(window: GameWindow, model: ViewerModel, position: int, opponent: str | None,
          human: Side = Side.TEAL) -> None:
    """Hand the window a live match from here (as a resumed journal is)."""
    from game.mage_battle.director import MageDirector

    MageDirector.take_over(window).go_on(branch_journal(model, position, opponent, human))
