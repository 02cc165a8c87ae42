"""The rules screen: the rulebook in eight short pages, each a picture over a few lines of
text (game/mage_battle/views/rules_pages.py draws the pictures). Opened from the title and
from a match; Back returns where it was opened."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from engine import V0_6

from game.mage_battle.views.rules_pages import BAND_H, BAND_Y, PAGES, Sprites
from game.shell import palette as pal
from game.shell.app import Screen
from game.shell.canvas import WIDTH
from game.shell.common import backdrop
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, line_pitch

if TYPE_CHECKING:
    from game.shell.app import GameWindow

# The text box under the picture.
TEXT_X, TEXT_Y, TEXT_W, TEXT_H = 20, 40, WIDTH - 40, 138


class RulesScreen(Screen):
    def __init__(self, app: GameWindow, back: Callable[[], None], page: int = 0) -> None:
        super().__init__(app)
        self.back_to = back
        self.page = page
        self.build()

    @property
    def pages(self) -> int:
        return len(PAGES)

    def build(self) -> None:
        name, picture = PAGES[self.page]
        self.ui = Ui()
        self.back = backdrop(self.ui, parade=False)
        self.sprites: Sprites = arcade.SpriteList()
        ui = self.ui
        ui.label(tr("rules.title"), 20, 338, pal.SILVER)
        self.heading = ui.label(tr(f"rules.{name}.title"), WIDTH // 2, 334, pal.GOLD, size=18, anchor_x="center")
        ui.box(10, BAND_Y - 4, WIDTH - 20, BAND_H + 8, pal.alpha(pal.PANEL, 235), border=pal.INK)
        self.picture_texts = len(ui.texts)
        picture(ui, self.sprites, V0_6.tables)
        self.picture_texts = len(ui.texts) - self.picture_texts
        ui.box(TEXT_X - 8, TEXT_Y - 6, TEXT_W + 16, TEXT_H + 8, pal.alpha(pal.OUTLINE, 235), border=pal.INK)
        self.body = ui.label(tr(f"rules.{name}.text"), TEXT_X, TEXT_Y + TEXT_H - 12, pal.WHITE, width=TEXT_W)
        line_pitch(self.body, 15)
        self.prev: Button = ui.button(20, 8, 100, 20, tr("rules.prev"), lambda: self.turn(-1), tip="[←]")
        self.next: Button = ui.button(WIDTH - 230, 8, 100, 20, tr("rules.next"), lambda: self.turn(1), tip="[→]")
        self.close_button: Button = ui.button(WIDTH - 120, 8, 100, 20, tr("menu.back"), self.back_to, tip="[Esc]")
        self.prev.set_state(enabled=self.page > 0)
        self.next.set_state(enabled=self.page < self.pages - 1)
        ui.label(tr("rules.page", n=self.page + 1, total=self.pages), WIDTH // 2 - 60, 14, pal.SILVER,
                 anchor_x="center")

    def turn(self, by: int) -> None:
        page = max(0, min(self.pages - 1, self.page + by))
        if page != self.page:
            self.page = page
            self.build()

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.sprites.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.ui.batch.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol in (k.RIGHT, k.PAGEDOWN, k.SPACE):
            self.turn(1)
        elif symbol in (k.LEFT, k.PAGEUP):
            self.turn(-1)
        elif symbol == k.ESCAPE:
            self.back_to()
