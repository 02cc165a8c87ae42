"""The match result: the score, each battle's winner and reason, where the replay went."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from engine import Side

from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.common import MenuScreen, backdrop
from game.mage_battle.views.cues import match_end, only_human
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.mage_battle.director import MageDirector


class ResultsScreen(MenuScreen):
    director: MageDirector

    def __init__(self, app: GameWindow, director: MageDirector) -> None:
        super().__init__(app, director)
        controller = app.in_play()
        state = controller.view(Side.TEAL)         # the result and the battles are public
        self.ui = Ui()
        self.back = backdrop(self.ui)
        teal = sum(1 for r in state.results if r.winner == Side.TEAL)
        crimson = len(state.results) - teal
        winner = Side.TEAL if teal > crimson else Side.CRIMSON
        score = f"{max(teal, crimson)}:{min(teal, crimson)}"
        self.ui.label(tr("result.title"), WIDTH // 2, 310, pal.SILVER, anchor_x="center")
        self.ui.label(tr("result.winner", side=tr(f"side.{winner.key}"), score=score), WIDTH // 2, 276,
                      pal.side_colour(winner, light=True), size=18, anchor_x="center")
        for i, r in enumerate(state.results):
            self.ui.label(tr("result.battle", n=r.battle, side=tr(f"side.{r.winner.key}"), reason=tr(f"reason.{r.reason.key}")),
                          WIDTH // 2, 240 - i * 18, pal.side_colour(r.winner, light=True), anchor_x="center")
        if controller.replay_path:
            path = Path(controller.replay_path)
            saved = tr("result.saved", path=f"{path.parent}{os.sep}\n{path.name}")
        elif controller.replay_error:
            saved = tr("result.save_failed", error=controller.replay_error)
        else:
            saved = tr("result.not_saved")
        self.ui.label(saved, WIDTH // 2, 176, pal.WHITE, anchor_x="center", small=True, width=620, align="center")
        self.ui.button(WIDTH // 2 - 130, 110, 120, 20, tr("result.new"), director.new_match)
        self.ui.button(WIDTH // 2 + 10, 110, 120, 20, tr("result.title_menu"), director.title)
        self.watch = None
        if controller.replay_path:
            from game.shell.viewer import open_replay
            
            replay = controller.replay_path
            self.watch = self.ui.button(WIDTH // 2 - 70, 84, 140, 20, tr("v.watch"),
                                        lambda: open_replay(app, director, replay), tip="[W]")
        self.winner, self.score = winner, score
        sound.play(match_end(winner, only_human(controller)))

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ENTER:
            self.director.new_match()
        elif symbol == arcade.key.W and self.watch is not None:
            self.watch.action()
