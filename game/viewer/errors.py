"""A replay that cannot be read: the loader's one-line reason, in the window."""

from __future__ import annotations

import arcade

from game import palette as pal
from game.app import Screen
from game.canvas import WIDTH
from game.viewer.strings import vt
from game.views.common import backdrop
from game.widgets import Ui


class LoadErrorScreen(Screen):
    def __init__(self, app, director, reason: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.director = director
        self.reason = reason
        self.ui = Ui()
        self.back = backdrop(self.ui, parade=False)
        self.ui.label(vt("v.load_failed"), WIDTH // 2, 260, pal.CRIMSON_LIGHT, size=18, anchor_x="center")
        self.ui.box(40, 150, WIDTH - 80, 80, pal.PANEL, border=pal.INK)
        self.ui.label(reason, 50, 216, pal.WHITE, small=True, width=WIDTH - 100)
        self.ui.button(WIDTH // 2 - 60, 100, 120, 20, vt("v.back"), director.title, tip=vt("tip.back"))

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            self.director.title()
