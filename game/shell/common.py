"""Pieces several screens share: a backdrop, the frame of a board screen, a vertical menu,
and the menu-like screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import arcade

from game.shell import assets
from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.widgets import Action, Button, Ui

if TYPE_CHECKING:
    from game.shell.director import Director


def backdrop(ui: Ui) -> arcade.SpriteList[arcade.Sprite]:
    """Ground tiles dimmed behind menus. A game adds its own figures for company if it wants
    them (Elemental Mage Battle's `menu_backdrop`)."""
    sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    for row in range(HEIGHT // 32 + 1):
        for col in range(WIDTH // 32):
            name = "cell_a" if (row + col) % 2 == 0 else "cell_b"
            sprites.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=row * 32 + 16))
    shade = arcade.SpriteSolidColor(WIDTH, HEIGHT, WIDTH / 2, HEIGHT / 2, pal.alpha(pal.OUTLINE, 170))
    sprites.append(shade)
    return sprites


def battle_frame(ui: Ui, panel_x: int) -> None:
    """The battle layout's panels, shared by live play and the viewer: the top bar, the side
    panel right of the board, the band under it, and the ink lines between them."""
    ui.box(0, 328, WIDTH, 32, pal.OUTLINE)
    ui.box(panel_x, 104, WIDTH - panel_x, 224, pal.PANEL)
    ui.box(0, 0, WIDTH, 104, pal.PANEL)
    ui.box(panel_x, 104, 1, 224, pal.INK)
    ui.box(0, 103, WIDTH, 1, pal.INK)


def menu(ui: Ui, items: Sequence[tuple[str, Action, bool]], top: int = 220, width: int = 200) -> list[Button]:
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

    back: arcade.SpriteList[arcade.Sprite]
    ui: Ui

    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app)
        self.director = director

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)


