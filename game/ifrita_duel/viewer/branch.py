"""When Ifrita Duel cannot be continued from a replay's position: never, beyond the
shell's own refusals (the end of the match). Every command boundary is one side's
decision with nothing chosen in secret and still pending (mulligans are asked in turn,
D3; blocks attacker by attacker, D26), so the match goes on from any of them with the
original's commands replayed (game/shell/viewer/branch.py)."""

from __future__ import annotations

from game.shell.viewer.replay_model import ReplayModel


def refusal(model: ReplayModel, boundary: int) -> str | None:
    state = model.cursor.state_at(boundary)
    return None if state.deciders() else "v.cont.over"
