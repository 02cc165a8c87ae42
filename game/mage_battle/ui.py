"""Elemental Mage Battle in the window's list of games."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.shell.ui import GameUI, register_ui

if TYPE_CHECKING:
    from game.shell.director import Director
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory, ViewerScreen
    from game.shell.viewer.stage import Stage
    from replays.simulate import Loaded


def _new_match(director: Director) -> None:
    director.new_match()


def _replay_view(loaded: Loaded, perspective: str) -> tuple[ReplayModel, StageFactory]:
    from game.mage_battle.viewer.stage import MageStage
    from game.mage_battle.viewer.model import ViewerModel

    model = ViewerModel(loaded, perspective)

    def stage(screen: ViewerScreen) -> Stage:
        return MageStage(screen, model)

    return model, stage


UI = register_ui(GameUI("mage_battle", "game.mage_battle", _new_match, _replay_view))
