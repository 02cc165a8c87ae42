"""The side panel listing the events in words: a fixed set of rows scrolled around the
current event, which is highlighted; a click on a row returns its event."""

from __future__ import annotations

import arcade
import pyglet

from game.shell import palette as pal
from game.shell.viewer.replay_model import Line
from game.shell.widgets import set_text, text

# The small font's widest glyph (Hangul, arrows and the ellipsis): a line shorter than the row by this
# bound fits without measuring.
WIDEST_GLYPH = 10
ROW_H = 12


class EventList:
    """Rows are Text objects bound to lines: scrolling by a few rows moves the labels that
    stay and rewrites only the ones that come in (a rewrite costs a text layout, a move
    does not), so dragging the scrubber stays within the frame budget."""

    def __init__(self, x: int, top: int, w: int, rows: int) -> None:
        self.x, self.top, self.w, self.rows = x, top, w, rows
        self.batch = pyglet.graphics.Batch()
        self.sprites: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        self.highlight = arcade.SpriteSolidColor(w, ROW_H, x + w / 2, 0, pal.GOLD_DARK)
        self.highlight.visible = False
        self.sprites.append(self.highlight)
        self.texts = [text("", x + 3, top - (r + 1) * ROW_H + 3, pal.SILVER, small=True, batch=self.batch)
                      for r in range(rows)]
        self._measure = text("", 0, 0, small=True)
        self._fitted: dict[int, str] = {}
        self._bound: dict[int, arcade.Text] = {}      # line number -> the label showing it
        self.lines: tuple[Line, ...] = ()
        self.first = 0
        self.current: int | None = None
        self.pinned = False       # the wheel scrolled away from the current event

    def show(self, lines: tuple[Line, ...], current: int | None) -> None:
        changed = lines is not self.lines or current != self.current
        if lines is not self.lines and not (lines and self.lines and lines[0] is self.lines[0]):
            # Other lines (a perspective or language changed). A seat's list growing or
            # shrinking with its cursor is a prefix of the same lines: what is laid out stays.
            self._fitted = {}
            self._bound = {}
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

    def fitted(self, k: int) -> str:
        if k not in self._fitted:
            value = full = self.lines[k].text
            if len(value) * WIDEST_GLYPH > self.w - 6:     # else it surely fits: no need to measure
                self._measure.text = value
                while len(value) > 4 and self._measure.content_width > self.w - 6:
                    value = value[:-2]
                    self._measure.text = value + "…"
                if value != full:
                    value += "…"
            self._fitted[k] = value
        return self._fitted[k]

    def _layout(self) -> None:
        self.highlight.visible = False
        wanted = range(self.first, min(self.first + self.rows, len(self.lines)))
        bound = {k: t for k, t in self._bound.items() if k in wanted}
        free = [t for t in self.texts if all(t is not b for b in bound.values())]
        for k in wanted:
            if k not in bound:
                label = free.pop()
                set_text(label, self.fitted(k))
                bound[k] = label
        for label in free:
            set_text(label, "")
        self._bound = bound
        for k, label in bound.items():
            r = k - self.first
            y = self.top - (r + 1) * ROW_H + 3
            if label.y != y:
                label.y = y
            if k == self.current:
                label.color = pal.WHITE
                self.highlight.visible = True
                self.highlight.center_y = self.top - (r + 1) * ROW_H + ROW_H / 2
            else:
                label.color = pal.VIOLET if self.lines[k].secret else pal.SILVER

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
