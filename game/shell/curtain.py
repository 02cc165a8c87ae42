"""The hot-seat curtain: a full screen that names who must take the seat.

Nothing of either side's secrets is drawn here; it waits for a click (or Space/Enter).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from engine import Side

from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.mage_battle.board import mage_texture
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.director import Director


class CurtainScreen(Screen):
    def __init__(self, app: GameWindow, director: Director, side: Side, reason: str,
                 then: Callable[[], None]) -> None:
        super().__init__(app)
        self.director = director
        self.side = side
        self.then = then
        self.ui = Ui()
        colour = pal.TEAL_DARK if side == Side.TEAL else pal.CRIMSON_DARK
        self.ui.box(0, 0, WIDTH, HEIGHT, colour)
        self.ui.box(0, 150, WIDTH, 84, pal.OUTLINE)
        self.ui.label(tr("curtain.take_seat", side=tr(f"side.{side.key}")), WIDTH // 2, 200, pal.WHITE,
                      size=18, anchor_x="center")
        self.ui.label(tr(f"curtain.reason.{reason}"), WIDTH // 2, 176, pal.GOLD, anchor_x="center")
        self.ui.label(tr("curtain.hint"), WIDTH // 2, 120, pal.SILVER, anchor_x="center")
        self.figure: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.figure.append(arcade.Sprite(mage_texture("S", side, "0"), scale=3, center_x=WIDTH // 2, center_y=280))
        self.done = False

    def draw(self) -> None:
        self.ui.draw()
        self.figure.draw(pixelated=True)

    def proceed(self) -> None:
        if not self.done:
            self.done = True
            self.then()

    def click(self, x: float, y: float, button: int) -> None:
        self.proceed()

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.SPACE, arcade.key.ENTER):
            self.proceed()
