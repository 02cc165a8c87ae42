"""Pieces several screens share: a backdrop and a vertical menu."""

from __future__ import annotations

import arcade

from engine import Job, Side

from game import assets
from game import palette as pal
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
