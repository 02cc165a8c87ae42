"""Pieces several screens share: a backdrop, a vertical menu, and the menu-like screen."""

from __future__ import annotations

import arcade

from engine import Job, Side

from game import assets
from game import palette as pal
from game.app import Screen
from game.board import mage_texture
from game.canvas import HEIGHT, WIDTH
from game.widgets import Ui


def backdrop(ui: Ui, parade: bool = True) -> arcade.SpriteList:
    """Ground tiles dimmed behind menus, with a line of mages for company."""
    sprites = arcade.SpriteList()
    for row in range(HEIGHT // 32 + 1):
        for col in range(WIDTH // 32):
            name = "cell_a" if (row + col) % 2 == 0 else "cell_b"
            sprites.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=row * 32 + 16))
    shade = arcade.SpriteSolidColor(WIDTH, HEIGHT, WIDTH / 2, HEIGHT / 2, pal.alpha(pal.OUTLINE, 170))
    sprites.append(shade)
    if parade:
        jobs = (Job.S, Job.P, Job.O)
        for i in range(3):
            sprites.append(arcade.Sprite(mage_texture(jobs[i], Side.TEAL, "0"), scale=2,
                                         center_x=60 + i * 44, center_y=60))
            sprites.append(arcade.Sprite(mage_texture(jobs[i], Side.CRIMSON, "0"), scale=2,
                                         center_x=WIDTH - 60 - i * 44, center_y=60))
    return sprites


def menu(ui: Ui, items: list[tuple[str, object, bool]], top: int = 220, width: int = 200) -> list:
    """Buttons stacked under each other: (label, action, enabled)."""
    buttons = []
    for i, (label, action, enabled) in enumerate(items):
        b = ui.button(WIDTH // 2 - width // 2, top - i * 26, width, 20, label, action)
        b.set_state(enabled=enabled)
        buttons.append(b)
    return buttons


class MenuScreen(Screen):
    """A screen of words and buttons over the backdrop (`self.back`, `self.ui`): it draws
    them and hands clicks and hovers to the buttons."""

    def __init__(self, app, director) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.director = director

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)
