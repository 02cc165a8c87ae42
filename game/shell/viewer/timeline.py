"""The timeline scrubber: a bar over the whole match with the game's marks (a bar across
it, a tick below, a dot above: Elemental Mage Battle's battle starts, falls and cards),
the played part filled, and a playhead. Built once; moving the playhead moves two
sprites, and `show_marks` hides the marks a perspective may not see yet (a seat's, past
its cursor)."""

from __future__ import annotations

from collections.abc import Callable

import arcade
from arcade.types import RGBA255

from game.shell import palette as pal
from game.shell.viewer.replay_model import Mark


class Timeline:
    def __init__(self, x: int, y: int, w: int, total: int, marks: tuple[Mark, ...]) -> None:
        self.x, self.y, self.w, self.h = x, y, w, 6
        self.total = max(1, total)
        self.sprites: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        self.sprites.append(_rect(x - 1, y - 1, w + 2, self.h + 2, pal.INK))
        self.sprites.append(_rect(x, y, w, self.h, pal.OUTLINE))
        self.fill = _rect(x, y, 1, self.h, pal.TEAL_DARK)
        self.sprites.append(self.fill)
        self.marks: list[tuple[Mark, arcade.SpriteSolidColor]] = []
        for m in marks:
            mx = self.x_of(m.position)
            if m.shape == "bar":
                sprite = _rect(mx, y - 3, 1, self.h + 8, m.colour)
            elif m.shape == "tick":
                sprite = _rect(mx, y + self.h + 1, 1, 3, m.colour)
            else:
                sprite = _rect(mx - 1, y - 5, 3, 3, m.colour)
            self.sprites.append(sprite)
            self.marks.append((m, sprite))
        self.head = _rect(x, y - 3, 3, self.h + 6, pal.WHITE)
        self.sprites.append(self.head)
        self.position = -1

    def x_of(self, position: int) -> int:
        return self.x + round(self.w * position / self.total)

    def position_at(self, x: float) -> int:
        frac = (x - self.x) / self.w
        return max(0, min(self.total, round(frac * self.total)))

    def contains(self, x: float, y: float) -> bool:
        return self.x - 4 <= x <= self.x + self.w + 4 and self.y - 7 <= y <= self.y + self.h + 7

    def set_position(self, position: int) -> None:
        if position == self.position:
            return
        self.position = position
        px = self.x_of(position)
        self.head.center_x = px
        width = max(1, px - self.x)
        self.fill.width = width
        self.fill.center_x = self.x + width / 2

    def show_marks(self, shown: Callable[[Mark], bool]) -> None:
        """Draw the marks `shown` accepts, hide the others."""
        for m, sprite in self.marks:
            visible = shown(m)
            if sprite.visible != visible:
                sprite.visible = visible

    def draw(self) -> None:
        self.sprites.draw(pixelated=True)


def _rect(x: float, y: float, w: float, h: float, colour: RGBA255) -> arcade.SpriteSolidColor:
    return arcade.SpriteSolidColor(int(w), int(h), center_x=x + w / 2, center_y=y + h / 2, color=colour)
