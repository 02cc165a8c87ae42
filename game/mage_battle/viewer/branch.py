"""When Elemental Mage Battle cannot be continued from a replay's position: during the
setup, whose choices are made at once and in secret (the shell continues any other
position, game/shell/viewer/branch.py)."""

from __future__ import annotations

from engine.mage_battle import Phase
from game.shell.viewer.replay_model import ReplayModel


def refusal(model: ReplayModel, boundary: int) -> str | None:
    state = model.cursor.state_at(boundary)
    if state.phase in (Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS):
        return "v.cont.setup"
    return None
