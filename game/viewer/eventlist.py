"""The side panel listing the events in words: a fixed set of rows scrolled around the
current event, which is highlighted; a click on a row returns its event."""

from __future__ import annotations

import arcade
import pyglet

from game import palette as pal
from game.viewer.model import Line
from game.widgets import set_text, text

ROW_H = 12


class EventList:
    def __init__(self, x: int, top: int, w: int, rows: int) -> None:
        self.x, self.top, self.w, self.rows = x, top, w, rows
        self.batch = pyglet.graphics.Batch()
        self.sprites = arcade.SpriteList()
        self.highlight = arcade.SpriteSolidColor(w, ROW_H, x + w / 2, 0, pal.GOLD_DARK)
        self.highlight.visible = False
        self.sprites.append(self.highlight)
        self.texts = [text("", x + 3, top - (r + 1) * ROW_H + 3, pal.SILVER, small=True, batch=self.batch)
                      for r in range(rows)]
        self.lines: tuple[Line, ...] = ()
        self.first = 0
        self.current: int | None = None
        self.pinned = False       # the wheel scrolled away from the current event

    def show(self, lines: tuple[Line, ...], current: int | None) -> None:
        changed = lines is not self.lines or current != self.current
        self.lines, self.current = lines, current
        if not changed:
            return
        if not self.pinned:
            anchor = current if current is not None else 0
            self.first = max(0, min(anchor - self.rows // 2, len(lines) - self.rows))
        self._layout()

    def scroll(self, rows: int) -> None:
        self.pinned = True
        self.first = max(0, min(self.first + rows, max(0, len(self.lines) - self.rows)))
        self._layout()

    def unpin(self) -> None:
        self.pinned = False

    def _layout(self) -> None:
        self.highlight.visible = False
        for r, label in enumerate(self.texts):
            k = self.first + r
            if k >= len(self.lines):
                set_text(label, "")
                continue
            line = self.lines[k]
            value = line.text
            while value and len(value) > 4 and _too_wide(label, value, self.w - 6):
                value = value[:-2]
            if value != line.text:
                value = value[:-1] + "…"
            set_text(label, value)
            if k == self.current:
                label.color = pal.WHITE
                self.highlight.visible = True
                self.highlight.center_y = self.top - (r + 1) * ROW_H + ROW_H / 2
            else:
                label.color = pal.VIOLET if line.secret else pal.SILVER

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.w and self.top - self.rows * ROW_H <= y < self.top

    def line_at(self, x: float, y: float) -> Line | None:
        if not self.contains(x, y):
            return None
        k = self.first + int((self.top - y) // ROW_H)
        return self.lines[k] if 0 <= k < len(self.lines) else None

    def visible_texts(self) -> list[str]:
        return [t.text for t in self.texts if t.text]

    def draw(self) -> None:
        self.sprites.draw(pixelated=True)
        self.batch.draw()


def _too_wide(label: arcade.Text, value: str, width: int) -> bool:
    # Measuring costs a layout; most lines fit, so the cheap length check comes first.
    if len(value) * 6 <= width:
        return False
    label.text = value
    return label.content_width > width
