"""A replay that cannot be read: the loader's one-line reason, in the window."""

from __future__ import annotations

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.i18n import tr
from game.shell.widgets import Ui


class LoadErrorScreen(MenuScreen):
    def __init__(self, app, director, reason: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, director)
        self.reason = reason
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("v.load_failed"), WIDTH // 2, 260, pal.CRIMSON_LIGHT, size=18, anchor_x="center")
        self.ui.box(40, 150, WIDTH - 80, 80, pal.PANEL, border=pal.INK)
        self.ui.label(reason, 50, 216, pal.WHITE, small=True, width=WIDTH - 100)
        self.ui.button(WIDTH // 2 - 60, 100, 120, 20, tr("v.back"), director.title, tip=tr("v.tip.back"))

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            self.director.title()
