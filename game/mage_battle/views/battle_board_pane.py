"""The battle screen's board pane: the battlefield seen through the world camera (which shows
a draft's bigger board smaller, zooms in for a duel and pans to the next battlefield), the
presenter's marks on it, and the hint line along its top edge (the aim to click, a tooltip,
or the hovered cell)."""

from __future__ import annotations

from collections.abc import Iterable

import arcade

from engine.mage_battle.tables import Tables
from game.mage_battle.board import CELL, Board, element_texture
from game.mage_battle.views.battle_foresight import Strip
from game.mage_battle.views.battle_presenter import Mark
from game.shell import palette as pal
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.widgets import Ui, set_text


class BoardPane:
    def __init__(self, tables: Tables, target: arcade.gl.Framebuffer) -> None:
        self.board = Board(tables)
        self.board.show_last_seen = True
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=target)
        self.board.rest(self.world)
        # The next battle's armies, drawn one board to the right while the view pans there.
        self.next_field: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # The hovered attack's preview: each target's possible responses over its cell.
        self.strips: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shown_strips: tuple[Strip, ...] = ()
        self.shown_marks: tuple[Mark, ...] = ()

    def cell_at(self, x: float, y: float) -> int | None:
        return self.board.geo.cell_at(x, y)

    def show_marks(self, marks: Iterable[Mark]) -> None:
        self.shown_marks = tuple(marks)
        self.board.clear_marks()
        for m in self.shown_marks:
            self.board.mark(m.cells, m.colour, outline=m.outline, hatch=m.hatch)

    def show_strips(self, strips: tuple[Strip, ...]) -> None:
        """Per target a row of its possible responses, each on its outcome's colour (two halves
        when the outcome depends on a stack the seat cannot know), over the cell (under it on
        the top row), kept inside the board."""
        if strips == self.shown_strips:
            return
        self.shown_strips = strips
        self.strips.clear()
        space = self.board.space
        pitch = 14
        for strip in strips:
            x, y = space.cell_rect(strip.cell)
            width = len(strip.entries) * pitch + 2
            left = min(max(space.x0, x + CELL // 2 - width // 2), space.x0 + space.width - width)
            above, below = y + CELL + 1, y - pitch - 3
            places = [b for b in (above, below) if space.y0 <= b and b + pitch + 2 <= space.y0 + space.height]
            # The side whose row it covers holds the fewer mages (their hearts stay in sight).
            bottom = min(places, key=lambda b: self._pieces_under(left, b, width, pitch + 2)) if places else above
            self.strips.append(arcade.SpriteSolidColor(width, pitch + 2, left + width / 2, bottom + (pitch + 2) / 2,
                                                       pal.OUTLINE))
            for k, entry in enumerate(strip.entries):
                cx = left + 1 + k * pitch + pitch / 2
                cy = bottom + 1 + pitch / 2
                half = len(entry.colours)
                for j, colour in enumerate(entry.colours):
                    w = (pitch - 1) / half
                    self.strips.append(arcade.SpriteSolidColor(max(1, int(w)), pitch - 1,
                                                               cx - (pitch - 1) / 2 + w * (j + 0.5), cy, colour))
                self.strips.append(arcade.Sprite(element_texture(entry.element), center_x=cx, center_y=cy))

    def _pieces_under(self, left: int, bottom: int, width: int, height: int) -> int:
        view = self.board.view
        if view is None:
            return 0
        space = self.board.space
        count = 0
        for m in view.mages:
            if m.cell is None:
                continue
            x, y = space.cell_rect(m.cell)
            if x < left + width and left < x + CELL and y < bottom + height and bottom < y + CELL:
                count += 1
        return count

    def rest_camera(self) -> None:
        self.board.rest(self.world)

    def draw(self, scrolling: bool) -> None:
        if scrolling:
            self.board.draw_scrolling(self.world, self.next_field)
        else:
            self.world.use()
            self.board.draw()
            self.strips.draw(pixelated=True)


class HintLine:
    """The status line along the foot of the screen (the aim to click, a tooltip, the hovered
    cell), on a dark band shown only while it says something; it stands in for the line it
    covers there (`covered`), so the board stays clear."""

    def __init__(self, ui: Ui, width: int, covered: arcade.Text | None = None) -> None:
        self.band = ui.box(0, 0, width, 17, pal.alpha(pal.OUTLINE, 235))
        self.label = ui.label("", 4, 5, pal.WHITE)
        self.covered = covered

    @property
    def text(self) -> str:
        return self.label.text

    def say(self, text: str) -> None:
        set_text(self.label, text)

    def before_draw(self) -> None:
        self.band.visible = bool(self.label.text)
        if self.covered is not None:
            self.covered.visible = not self.band.visible
