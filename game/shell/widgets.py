"""Buttons and labels drawn in batches: one SpriteList of rectangles and Text objects
built once; changes touch colours and strings, never rebuild per frame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import arcade
import pyglet
from arcade.types import RGBA255

from game.shell import palette as pal
from game.shell import sound
from game.shell.assets import FONT, FONT_SMALL

ELLIPSIS = "…"


class Action(Protocol):
    """What a button does when clicked; its result is ignored. (A protocol, not a
    `Callable[[], object]`, so that `lambda k=k: ...` callbacks type-check.)"""

    def __call__(self) -> object: ...


def text(value: str, x: float, y: float, colour: RGBA255 = pal.WHITE, size: float = 9, anchor_x: str = "left",
         anchor_y: str = "baseline", small: bool = False, width: int | None = None,
         batch: pyglet.graphics.Batch | None = None, align: str = "left") -> arcade.Text:
    """Galmuri11 at its nominal pixel size, 9 pt = 12 px, or 7.5 pt for small text;
    `size` 18 doubles it."""
    font = FONT_SMALL if small else FONT
    return arcade.Text(value, int(x), int(y), colour, 7.5 if small else size, font_name=(font, FONT),
                       anchor_x=anchor_x, anchor_y=anchor_y, multiline=width is not None, width=width,
                       batch=batch, align=align)


def line_pitch(label: arcade.Text, pixels: int) -> None:
    """Space a multiline label's lines `pixels` apart, baseline to baseline (the font's own
    pitch leaves small text's lines touching)."""
    label._label.set_style("line_spacing", pixels)


def set_text(label: arcade.Text, value: str) -> None:
    if label.text != value:
        label.text = value


class Measure:
    """The width of a line of small text, from one Text kept for measuring."""

    def __init__(self) -> None:
        self.probe = text("", 0, 0, small=True)

    def __call__(self, value: str) -> int:
        set_text(self.probe, value)
        return int(self.probe.content_width)

    def fit(self, forms: Sequence[str], width: int) -> str:
        """The first of `forms` no wider than `width`, else the last one cut short with "…"."""
        for form in forms:
            if self(form) <= width:
                return form
        shown = forms[-1]
        while len(shown) > 1 and self(shown + ELLIPSIS) > width:
            shown = shown[:-1]
        return shown.rstrip(" /·") + ELLIPSIS

    def flow(self, parts: Sequence[str], width: int, sep: str = " · ") -> str:
        """`parts` joined by `sep` on as few lines as fit `width`, a line breaking only between
        two parts (pyglet's own wrap breaks at any space: between a side and its card, or
        inside a card's name)."""
        lines: list[str] = []
        for part in parts:
            if lines and self(lines[-1] + sep + part) <= width:
                lines[-1] += sep + part
            else:
                lines.append(part)
        return "\n".join(lines)


def rect(x: float, y: float, w: float, h: float, colour: RGBA255) -> arcade.SpriteSolidColor:
    sprite = arcade.SpriteSolidColor(int(w), int(h), center_x=x + w / 2, center_y=y + h / 2, color=colour)
    return sprite


class Button:
    def __init__(self, ui: Ui, x: int, y: int, w: int, h: int, label: str, action: Action,
                 tip: str = "", key_hint: str = "", small: bool = False,
                 fill: RGBA255 = pal.PANEL_LIGHT, border: RGBA255 = pal.SILVER) -> None:
        self.x, self.y, self.w, self.h = x, y, w, h
        self.action = action
        self.tip = tip
        self.enabled = True
        self.active = False
        self.visible = True
        self.fill, self.border_colour = fill, border
        self.border = rect(x, y, w, h, border)
        self.inner = rect(x + 1, y + 1, w - 2, h - 2, fill)
        ui.sprites.append(self.border)
        ui.sprites.append(self.inner)
        caption = f"{label} [{key_hint}]" if key_hint else label
        self.label = text(caption, x + w // 2, y + h // 2 - (4 if small else 5), pal.WHITE, anchor_x="center",
                          small=small, batch=ui.batch)
        ui.texts.append(self.label)
        self.hover = False
        self._refresh()

    def contains(self, x: float, y: float) -> bool:
        return self.visible and self.x <= x < self.x + self.w and self.y <= y < self.y + self.h

    def move_to(self, x: int, y: int) -> None:
        """Put the button's bottom-left corner at (x, y), for panes that flow their contents."""
        dx, dy = x - self.x, y - self.y
        if dx or dy:
            self.x, self.y = x, y
            for sprite in (self.border, self.inner):
                sprite.center_x += dx
                sprite.center_y += dy
            self.label.x += dx
            self.label.y += dy

    def set_label(self, value: str) -> None:
        set_text(self.label, value)

    def set_state(self, enabled: bool | None = None, active: bool | None = None, visible: bool | None = None) -> None:
        if enabled is not None:
            self.enabled = enabled
        if active is not None:
            self.active = active
        if visible is not None:
            self.visible = visible
        self._refresh()

    def _refresh(self) -> None:
        self.border.visible = self.inner.visible = self.visible
        self.label.visible = self.visible
        if not self.enabled:
            self.inner.color, self.border.color, self.label.color = pal.OUTLINE, pal.INK, pal.STONE
        elif self.active:
            self.inner.color, self.border.color, self.label.color = pal.GOLD_DARK, pal.GOLD, pal.WHITE
        elif self.hover:
            self.inner.color, self.border.color, self.label.color = pal.INK, pal.WHITE, pal.WHITE
        else:
            self.inner.color, self.border.color, self.label.color = self.fill, self.border_colour, pal.WHITE

    def set_hover(self, hover: bool) -> None:
        if hover != self.hover:
            self.hover = hover
            self._refresh()


class Ui:
    """The static interface of one screen: rectangles, labels and buttons."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts: list[arcade.Text] = []
        self.buttons: list[Button] = []
        self.batch = pyglet.graphics.Batch()

    def button(self, x: int, y: int, w: int, h: int, label: str, action: Action, tip: str = "",
               key_hint: str = "", small: bool = False, fill: RGBA255 = pal.PANEL_LIGHT,
               border: RGBA255 = pal.SILVER) -> Button:
        b = Button(self, x, y, w, h, label, action, tip, key_hint, small, fill, border)
        self.buttons.append(b)
        return b

    def label(self, value: str, x: float, y: float, colour: RGBA255 = pal.WHITE, size: float = 9,
              anchor_x: str = "left", anchor_y: str = "baseline", small: bool = False, width: int | None = None,
              align: str = "left") -> arcade.Text:
        t = text(value, x, y, colour, size, anchor_x, anchor_y, small, width, batch=self.batch, align=align)
        self.texts.append(t)
        return t

    def box(self, x: float, y: float, w: float, h: float, colour: RGBA255 = pal.PANEL,
            border: RGBA255 | None = None) -> arcade.SpriteSolidColor:
        if border is not None:
            self.sprites.append(rect(x - 1, y - 1, w + 2, h + 2, border))
        sprite = rect(x, y, w, h, colour)
        self.sprites.append(sprite)
        return sprite

    def click(self, x: float, y: float) -> bool:
        for b in self.buttons:
            if b.visible and b.contains(x, y):
                if b.enabled:
                    sound.feedback("click")
                    b.action()
                return True
        return False

    def hover(self, x: float, y: float) -> Button | None:
        found = None
        for b in self.buttons:
            inside = b.contains(x, y)
            b.set_hover(inside and b.enabled)
            if inside:
                found = b
        return found

    def draw(self) -> None:
        self.sprites.draw(pixelated=True)
        draw_batch(self.batch)


def draw_batch(batch: pyglet.graphics.Batch) -> None:
    batch.draw()
