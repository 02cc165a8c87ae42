"""When Wizard Survive cannot be continued from a replay's position: in the middle of a
step, where some seats have already committed in secret (W9) and whoever takes a seat
on would play against choices the viewer may have shown. The step's start, and any
position after a reveal, go on (the shell's branch, game/shell/viewer/branch.py)."""

from __future__ import annotations

from game.shell.viewer.replay_model import ReplayModel


def refusal(model: ReplayModel, boundary: int) -> str | None:
    state = model.cursor.state_at(boundary)
    if any(p is not None for p in state.pending):
        return "ws.v.cont.mid_step"
    return None
