"""A match's review drawn in the replay viewer: marks over the timeline at the reviewed
decisions that lost something (coloured by class), a strip in the side panel with each
seat's estimated winning chance over the match and the cursor on it (in "all" also the
omniscient line, dotted and labelled as knowing what the player could not), the line
under the buttons with the cursor's decision in words, and the progress bar while the
review runs. What is shown comes from `review_model`; this only draws it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from engine.kernel.review import Judgement
from game.shell import palette as pal
from game.shell.i18n import known, tr
from game.shell.viewer import review_strings  # noqa: F401  (the review's words join the catalog)
from game.shell.viewer.review_model import MARKED, cursor_move, shown_moves
from game.shell.viewer.stage import PANEL_X
from game.shell.viewer.timeline import Timeline, _rect
from game.shell.widgets import text
from replays.review_cache import Reviewed, ReviewedMove

CLASS_COLOURS = {Judgement.INACCURACY: pal.GOLD, Judgement.MISTAKE: pal.ORANGE, Judgement.BLUNDER: pal.CRIMSON_LIGHT}
MARK_HEIGHTS = {Judgement.INACCURACY: 3, Judgement.MISTAKE: 5, Judgement.BLUNDER: 7}
SEAT_COLOURS = (pal.CRIMSON_LIGHT, pal.SKY, pal.GREEN, pal.GOLD)
# The chance strip, in the side panel where the event list's last rows were (LIST_ROWS
# while it shows): the corner under the list stays the game's stage's.
GX, GY, GW, GH = PANEL_X + 8, 160, 146, 18
LIST_ROWS = 10

Words = Callable[[Any], str]


class ReviewView:
    def __init__(self, timeline: Timeline, reviewed: Reviewed, seat_label: Callable[[int], str],
                 words: Words) -> None:
        self.timeline = timeline
        self.reviewed = reviewed
        self.seat_label = seat_label
        self.words = words
        self.total = timeline.total
        self.sprites: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        self.marks: list[tuple[ReviewedMove, arcade.SpriteSolidColor]] = []
        top = timeline.y + timeline.h + 1
        for m in reviewed.moves:
            if m.judgement in MARKED:
                sprite = _rect(timeline.x_of(m.position) - 1, top, 3, MARK_HEIGHTS[m.judgement],
                               CLASS_COLOURS[m.judgement])
                self.sprites.append(sprite)
                self.marks.append((m, sprite))
        self.sprites.append(_rect(GX - 2, GY - 2, GW + 4, GH + 4, pal.OUTLINE))
        self.sprites.append(_rect(GX - 1, GY + GH // 2, GW + 2, 1, pal.INK))     # an even chance
        # One line over the strip (the event list ends just above it): in "all" it names the dots.
        self.title = text(tr("v.review.chance"), GX - 2, GY + GH + 5, pal.GOLD, small=True)
        self.line = text("", 6, 22, pal.WHITE, small=True)
        self.seat: int | None = None
        self.cursor = 0
        self.lines: list[tuple[tuple[int, int, int, int], list[tuple[float, float]], bool]] = []
        self.update(None, 0)

    def gx(self, position: int) -> float:
        return GX + GW * position / max(1, self.total)

    def gy(self, chance: float) -> float:
        return GY + GH * chance

    def update(self, seat: int | None, cursor: int) -> None:
        """Show what the perspective (`seat`, None for "all") may see at `cursor`."""
        self.seat, self.cursor = seat, cursor
        shown = shown_moves(self.reviewed, seat, cursor)
        visible = set(map(id, shown))
        for m, sprite in self.marks:
            if sprite.visible != (id(m) in visible):
                sprite.visible = id(m) in visible
        self.lines = []
        for s in self.reviewed.seats:
            own = [m for m in shown if m.seat == s]
            colour = SEAT_COLOURS[s % len(SEAT_COLOURS)]
            points = [(self.gx(m.position), self.gy(m.chance)) for m in own if m.chance is not None]
            if points:
                self.lines.append((colour, points, False))
            if seat is None:       # the omniscient line, only where nothing is hidden from the reader
                known_all = [(self.gx(m.position), self.gy(m.hindsight)) for m in own if m.hindsight is not None]
                if known_all:
                    self.lines.append((colour, known_all, True))
        title = tr("v.review.chance") if seat is not None else tr("v.review.chance_all")
        if self.title.text != title:
            self.title.text = title
        move = cursor_move(self.reviewed, seat, cursor)
        new = self.describe(move)
        if self.line.text != new:
            self.line.text = new

    def mark_at(self, x: float) -> ReviewedMove | None:
        """The shown mark nearest `x` on the timeline, within two pixels."""
        near = [(abs(sprite.center_x - x), m) for m, sprite in self.marks if sprite.visible]
        close = [(d, m.position, m) for d, m in near if d <= 2]
        return min(close, key=lambda c: c[:2])[2] if close else None

    def contains(self, x: float, y: float) -> bool:
        """The chance strip and its title (where the hover tells what the lines are)."""
        return GX - 2 <= x <= GX + GW + 2 and GY - 2 <= y <= GY + GH + 13

    def describe(self, move: ReviewedMove | None) -> str:
        if move is None:
            return tr("v.review.none_yet")
        unit = self.reviewed.unit
        unit = tr(f"v.review.unit.{unit}") if known(f"v.review.unit.{unit}") else unit
        return tr("v.review.line", seat=self.seat_label(move.seat), played=self.words(move.played),
                  value=f"{move.played_value:+.2f} {unit}", best=self.words(move.best),
                  best_value=f"{move.best_value:+.2f}", loss=f"{move.loss:.2f}", mark=move.judgement.mark,
                  cls=tr(f"v.review.class.{move.judgement.key}")).replace("  ", " ")

    def draw(self) -> None:
        self.sprites.draw(pixelated=True)
        for colour, points, dotted in self.lines:
            if dotted:
                for x, y in points:
                    arcade.draw_lrbt_rectangle_filled(x - 1, x + 1, y - 1, y + 1, pal.VIOLET)
            elif len(points) > 1:
                arcade.draw_line_strip(points, colour, 1)
            else:
                x, y = points[0]
                arcade.draw_lrbt_rectangle_filled(x - 1, x + 1, y - 1, y + 1, colour)
        cx = self.gx(self.cursor)
        arcade.draw_line(cx, GY - 1, cx, GY + GH + 1, pal.WHITE, 1)
        self.title.draw()
        self.line.draw()


class ProgressView:
    """The bar and its words while the worker reviews."""

    def __init__(self) -> None:
        self.label = text("", GX - 2, GY + GH + 5, pal.GOLD, small=True)

    def draw(self, done: int, total: int) -> None:
        value = tr("v.review.progress", n=done, total=total or "?")
        if self.label.text != value:
            self.label.text = value
        arcade.draw_lrbt_rectangle_filled(GX - 2, GX + GW + 2, GY + GH // 2 - 4, GY + GH // 2 + 4, pal.OUTLINE)
        if total:
            arcade.draw_lrbt_rectangle_filled(GX, GX + GW * done / total, GY + GH // 2 - 2, GY + GH // 2 + 2,
                                              pal.TEAL)
        self.label.draw()
