"""Small drawing pieces the rules pages' pictures share: the band a picture fills, a
sprite, a chequered grid, a dotted arrow."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.widgets import Ui

Sprites = arcade.SpriteList[arcade.Sprite]
Colour = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Band:
    """Where a page's picture goes: the whole width, as tall as the page's text leaves room
    for (the rules screen sizes the text box to its text). Pictures grow with it and sit
    centred."""

    y: int
    h: int
    x: int = 10
    w: int = WIDTH - 20

    @property
    def top(self) -> int:
        return self.y + self.h

    @property
    def mid(self) -> int:
        return self.y + self.h // 2

    def centred(self, height: int) -> int:
        """The bottom of a block `height` tall centred in the band."""
        return self.y + (self.h - height) // 2


def sprite(sprites: Sprites, texture: arcade.Texture, x: float, y: float, scale: float = 1) -> arcade.Sprite:
    s = arcade.Sprite(texture, scale=scale, center_x=x, center_y=y)
    sprites.append(s)
    return s


def grid(ui: Ui, x: int, y: int, cols: int, rows: int, cell: int,
         marks: dict[tuple[int, int], Colour] | None = None) -> Callable[[int, int], tuple[int, int]]:
    """A small board, row 0 at the top; returns the centre of a (col, row)."""
    ui.box(x - 1, y - 1, cols * cell + 1, rows * cell + 1, pal.OUTLINE)
    for r in range(rows):
        for c in range(cols):
            colour = (marks or {}).get((c, r), (78, 92, 66, 255) if (r + c) % 2 else (88, 104, 74, 255))
            ui.box(x + c * cell, y + (rows - 1 - r) * cell, cell - 1, cell - 1, colour)
    return lambda c, r: (x + c * cell + cell // 2, y + (rows - 1 - r) * cell + cell // 2)


def arrow(ui: Ui, a: tuple[float, float], b: tuple[float, float], colour: Colour, inset: float = 14) -> None:
    """Dots from a to b, a square head near b."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    steps = int((length - 2 * inset) // 4)
    for k in range(steps + 1):
        t = inset + k * 4
        ui.box(ax + ux * t - 1, ay + uy * t - 1, 2, 2, colour)
    ui.box(bx - ux * inset - 3, by - uy * inset - 3, 6, 6, colour)
    ui.box(bx - ux * inset - 1, by - uy * inset - 1, 2, 2, pal.WHITE)


def counted(ui: Ui, sprites: Sprites, texture: arcade.Texture, count: int, x: float, y: float, pitch: float,
            scale: float = 1, most: int = 6, colour: Colour = pal.WHITE) -> float:
    """`count` icons in a row from x (their centres `pitch` apart), as a rule set's number is
    pictured (hearts, pips, souls); past `most`, one icon and "×count", so a draft's large
    number still fits. Returns the x just past what was drawn (a space past the number)."""
    if count <= most:
        for k in range(count):
            sprite(sprites, texture, x + k * pitch, y, scale)
        return x + count * pitch
    sprite(sprites, texture, x, y, scale)
    label = ui.label(f"×{count}", x + pitch // 2 + 2, y - 5, colour)
    return x + pitch // 2 + 2 + label.content_width + 6
