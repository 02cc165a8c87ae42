"""Continue from here, for any game: a new live match from a replay's state at a command
boundary, each seat a person or an AI level.

The new match is played from the original seed with the original's commands up to that
point replayed into its journal, so its saved replay re-simulates from the seed like any
other; the header's `branched_from` names the source and the cut. The game's window
package plays on (`GameUI.resume`), as it does for a journal found after a crash.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from game.shell.ui import ui_of
from game.shell.viewer.replay_model import ReplayModel
from replays import Journal, Player, new_header

if TYPE_CHECKING:
    from game.shell.app import GameWindow


def refusal(model: ReplayModel, position: int) -> str | None:
    """None when a match can go on from here, else the catalog key saying why not."""
    ui = ui_of(model.header.game_id)
    if ui is None or ui.resume is None:
        return "v.cont.none"
    boundary = model.continue_boundary(position)
    state = model.cursor.state_at(boundary)
    if model.game.is_over(state) or not model.game.deciders(state):     # nobody is left to play on
        return "v.cont.over"
    return ui.branch_refusal(model, boundary) if ui.branch_refusal is not None else None


def branch_journal(model: ReplayModel, position: int, players: Sequence[Player]) -> Journal:
    """A fresh journal holding the original's commands up to the boundary `position` continues from."""
    upto = model.boundaries.index(model.continue_boundary(position))
    header = new_header(model.header.seed, *players, rules=model.header.rules, game=model.header.game_id)
    journal = Journal.open_new(replace(header, branched_from=(Path(model.loaded.where).name[:128], upto)))
    for command in model.commands[:upto]:
        journal.append(command)
    return journal


def start(window: GameWindow, model: ReplayModel, position: int, players: Sequence[Player]) -> None:
    """Hand the window a live match from here, through the game's window package."""
    ui = ui_of(model.header.game_id)
    assert ui is not None and ui.resume is not None
    ui.resume(window, branch_journal(model, position, players))
