"""The battlefield drawn from a PlayerView: ground, zones, shrines, mages, hearts, auras.

Sprite lists are built once; `sync(view)` moves and retextures sprites only when the
view changes. What a view does not hold (hidden enemy layers) cannot be drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import arcade
from PIL import Image, ImageDraw

from engine.mage_battle import Element, Job, Side
from engine.mage_battle.elements import distinct
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import MageView, PlayerView
from game.shell import assets
from game.shell import palette as pal
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.pixel_font import pixel_text

CELL = 32
ORIGIN = (0, 104)       # bottom-left of the board on the native canvas
# Where a board rests on the canvas: left, bottom, width, height. The standard 15x7 board
# fills it at CELL; a draft's bigger board is drawn smaller to fit (`resting`).
AREA = (*ORIGIN, 480, 224)


class BoardGeometry:
    def __init__(self, cols: int, rows: int, origin: tuple[int, int] = ORIGIN, cell: int = CELL) -> None:
        self.cols, self.rows = cols, rows
        self.x0, self.y0 = origin
        self.cell = cell

    def cell_rect(self, cell: int) -> tuple[int, int]:
        """Bottom-left corner of a cell; row A is the top row."""
        row, col = divmod(cell, self.cols)
        return self.x0 + col * self.cell, self.y0 + (self.rows - 1 - row) * self.cell

    def centre(self, cell: int) -> tuple[float, float]:
        x, y = self.cell_rect(cell)
        return x + self.cell / 2, y + self.cell / 2

    def cell_at(self, x: float, y: float) -> int | None:
        col = int((x - self.x0) // self.cell)
        row_from_bottom = int((y - self.y0) // self.cell)
        if x < self.x0 or y < self.y0 or not (0 <= col < self.cols and 0 <= row_from_bottom < self.rows):
            return None
        return (self.rows - 1 - row_from_bottom) * self.cols + col

    @property
    def width(self) -> int:
        return self.cols * self.cell

    @property
    def height(self) -> int:
        return self.rows * self.cell


def resting(cols: int, rows: int, area: tuple[int, int, int, int] = AREA) -> BoardGeometry:
    """The board as it rests on the canvas: whole pixels per cell, the most that fit
    `area` up to CELL, centred there (the standard board fills it exactly)."""
    left, bottom, width, height = area
    cell = max(1, min(CELL, width // cols, height // rows))
    return BoardGeometry(cols, rows, (left + (width - cols * cell) // 2, bottom + (height - rows * cell) // 2), cell)


def mage_texture(job: object, side: Side, frame: str) -> arcade.Texture:
    name = f"mage_{getattr(job, 'name', job)}_{side.key}_{frame}"
    return assets.texture(name) if side == Side.TEAL else assets.flipped(name)


def figures() -> tuple[list[arcade.Texture], list[arcade.Texture]]:
    """Every job's mage standing, teal's and crimson's (facing each other): the title's
    parade and the menus' company."""
    teal, crimson = ([mage_texture(job, side, "0") for job in Job] for side in (Side.TEAL, Side.CRIMSON))
    return teal, crimson


def element_texture(element: Element | None) -> arcade.Texture:
    return assets.texture(f"element_{element.key}" if element is not None else "element_none")


# A shrine's element beside a mage on it: the tile's centre from the cell's centre (teal's
# back of the head is on the left, crimson's mirrored) and its size. 12 px fit between the
# face (the sprite's middle 6 columns) and the cell's edge with a pixel to spare, and
# between the layer icons below and the hearts above.
SHRINE_TILE_DX, SHRINE_TILE_DY, SHRINE_TILE = -9, 2, 12


@lru_cache(maxsize=2)
def shrine_tile(owner: Side) -> arcade.Texture:
    """The shrine's face in small (a silver frame round its owner's colour): under an element
    icon it makes a square tile, which a mage's own element icons (bare, floating) never are."""
    image = Image.new("RGBA", (SHRINE_TILE, SHRINE_TILE), pal.OUTLINE)
    draw = ImageDraw.Draw(image)
    draw.rectangle((1, 1, SHRINE_TILE - 2, SHRINE_TILE - 2), fill=pal.SILVER)
    draw.rectangle((2, 2, SHRINE_TILE - 3, SHRINE_TILE - 3), fill=pal.side_colour(owner))
    return arcade.Texture(image, hash=f"shrine-tile-{owner.key}")


# Cell names on the board's edges, as the log and the lessons write them ("D03"): the row
# letter in the top-left corner of column 01's cells, the column number in the bottom-left
# corner of the bottom row's cells, as chess sites label theirs. A 3x5 pixel font, since the
# corners a mage leaves free are 4-5 px wide (its sprite spans x 6-27 of the cell, its hearts
# start at x 4.5); a light, half-transparent ink, quiet on every ground and tint.
COORD_INK = (236, 228, 200, 170)
COORD_INSET = 1         # from the cell's left edge, and from its top (letters) or bottom (numbers)


@lru_cache(maxsize=64)
def coord_texture(text: str) -> arcade.Texture:
    """`text` in the 3x5 pixel font, one pixel between glyphs."""
    return arcade.Texture(pixel_text(text, COORD_INK), hash=f"coord-{text}")


def coord_labels(tables: Tables) -> list[tuple[int, str]]:
    """The edge cells that carry a label and the label: each row's letter on its first cell,
    each column's number on its bottom-row cell (its first part of the cell's name)."""
    rows = [(r * tables.cols, tables.name(r * tables.cols)[0]) for r in range(tables.rows)]
    bottom = (tables.rows - 1) * tables.cols
    cols = [(bottom + c, tables.name(bottom + c)[1:]) for c in range(tables.cols)]
    return rows + cols


# The enemy has seen an own mage's elements: a small eye in the enemy's colour in the cell's
# top-right corner (x 28-31, y 27-29), the one corner no sprite, heart or icon reaches; solid
# while the enemy knows them now (revealed this battle), faint when it saw them in an earlier
# battle and the elements may have changed since.
EYE_DX, EYE_DY = 14, 12     # the eye's centre from the cell's centre
EYE_FAINT = 190


@lru_cache(maxsize=2)
def eye_texture(enemy: Side) -> arcade.Texture:
    ink, pupil = pal.side_colour(enemy, light=True), pal.OUTLINE
    image = Image.new("RGBA", (4, 3), (0, 0, 0, 0))
    for x, y in ((1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2)):
        image.putpixel((x, y), ink)
    for x in (1, 2):
        image.putpixel((x, 1), pupil)
    return arcade.Texture(image, hash=f"eye-{enemy.key}")


@lru_cache(maxsize=16)
def hatch_texture(colour: tuple[int, int, int, int]) -> arcade.Texture:
    """Diagonal stripes over a cell: a mark told apart from a flat tint (a side's zone, the
    move cells) by its shape, not only its colour; two pixels of ink in every four."""
    image = Image.new("RGBA", (CELL, CELL), (0, 0, 0, 0))
    for y in range(CELL):
        for x in range(CELL):
            if (x + y) % 4 < 2:
                image.putpixel((x, y), colour)
    return arcade.Texture(image, hash=f"hatch-{colour}")


class Board:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        # Sprites live in `space`, CELL px a cell; a camera at `rest` shows it as `geo`, where
        # it sits on the canvas (what a click or a box beside a cell meets).
        self.space = BoardGeometry(tables.cols, tables.rows, ORIGIN)
        self.geo = resting(tables.cols, tables.rows)
        self.ground: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shrines: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shrine_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.marks: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.mages: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.overlay: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shrine_over: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.coords: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.coord_sprites: dict[str, arcade.Sprite] = {}     # by label: "D", "03"
        self.mage_sprites: dict[int, arcade.Sprite] = {}
        self.decor: dict[int, list[arcade.Sprite]] = {}
        self.cast: set[int] = set()
        self._frame = 0
        self._clock = 0.0
        self._build_ground()
        self.view: PlayerView | None = None
        # Enemies' layers of an earlier battle drawn faintly (the battle screen; the viewer
        # marks what a side knew its own way).
        self.show_last_seen = False
        # Whether the view's own mages show what the enemy has seen of them (the battle screen,
        # whose seat's own knowledge it is; never on a screen between two people).
        self.shows_foe_knowledge: Callable[[], bool] = lambda: False
        self._shrines_shown: tuple[tuple[int, Element | None], ...] = ()
        self._shrine_at: dict[int, Element] = {}

    @property
    def zoom(self) -> float:
        return self.geo.cell / CELL

    def to_space(self, x: float, y: float) -> tuple[float, float]:
        """A canvas point of the resting board in `space`."""
        z = self.zoom
        return self.space.x0 + (x - self.geo.x0) / z, self.space.y0 + (y - self.geo.y0) / z

    def rest_position(self) -> tuple[float, float]:
        """Where a camera over the canvas looks from, at `zoom`, to show `space` as `geo`:
        the point of `space` at the canvas's centre."""
        return self.to_space(WIDTH / 2, HEIGHT / 2)

    def rest(self, camera: arcade.Camera2D) -> None:
        camera.zoom = self.zoom
        camera.position = self.rest_position()

    # ---- ground ------------------------------------------------------------------
    def _build_ground(self) -> None:
        t = self.tables
        for cell in range(t.size):
            x, y = self.space.cell_rect(cell)
            name = "cell_a" if (t.row[cell] + t.col[cell]) % 2 == 0 else "cell_b"
            self.ground.append(arcade.Sprite(assets.texture(name), center_x=x + 16, center_y=y + 16))
            for side in Side:
                if cell in t.zone_set[side]:
                    tint = arcade.SpriteSolidColor(CELL, CELL, x + 16, y + 16, pal.alpha(pal.side_colour(side), 46))
                    self.ground.append(tint)
        # A thin frame around the board reads as its edge.
        self.ground.append(arcade.Sprite(assets.frame(self.space.width + 2, self.space.height + 2, pal.OUTLINE),
                                         center_x=self.space.x0 + self.space.width / 2,
                                         center_y=self.space.y0 + self.space.height / 2))
        for side in Side:
            for cell in t.shrine_cells[side]:
                x, y = self.space.cell_rect(cell)
                shrine = assets.texture(f"shrine_{side.key}")
                self.shrines.append(arcade.Sprite(shrine, center_x=x + 16, center_y=y + 14))

        # Cell names keep the font's own pixels on a board shown smaller: placed where they
        # land on whole canvas pixels and enlarged by what the camera takes away.
        for cell, text in coord_labels(t):
            x, y = self.geo.cell_rect(cell)
            sprite = arcade.Sprite(coord_texture(text), scale=1 / self.zoom)
            left = x + COORD_INSET
            if text.isalpha():
                top = y + self.geo.cell - COORD_INSET
                sprite.left, sprite.top = self.to_space(left, top)
            else:
                sprite.left, sprite.bottom = self.to_space(left, y + COORD_INSET)
            self.coords.append(sprite)
            self.coord_sprites[text] = sprite

    def show_shrines(self, shrines: Iterable[tuple[int, Element | None]]) -> None:
        """Element icons on the shrine pedestals (None: not chosen yet)."""
        shown = tuple(shrines)
        if shown == self._shrines_shown:
            return
        self._shrines_shown = shown
        self._shrine_at = {cell: element for cell, element in shown if element is not None}
        self.shrine_icons.clear()
        for cell, element in shown:
            if element is None:
                continue
            x, y = self.space.cell_rect(cell)
            self.shrine_icons.append(arcade.Sprite(element_texture(element), center_x=x + 16, center_y=y + 17))

    # ---- marks (highlights) ------------------------------------------------------------
    def clear_marks(self) -> None:
        self.marks.clear()

    def mark(self, cells: Iterable[int], colour: tuple[int, int, int, int], outline: bool = False,
             hatch: bool = False) -> None:
        for cell in cells:
            x, y = self.space.cell_rect(cell)
            if hatch:
                sprite = arcade.Sprite(hatch_texture(colour), center_x=x + 16, center_y=y + 16)
            elif outline:
                sprite = arcade.Sprite(assets.frame(CELL, CELL, colour, 2), center_x=x + 16, center_y=y + 16)
            else:
                sprite = arcade.SpriteSolidColor(CELL, CELL, x + 16, y + 16, colour)
            self.marks.append(sprite)

    # ---- mages ---------------------------------------------------------------------
    def sync(self, view: PlayerView, positions: dict[int, tuple[float, float]] | None = None,
             fading: dict[int, float] | None = None) -> None:
        """Place every mage as `view` has it; `positions` override centres while tweening."""
        self.view = view
        self.show_shrines([(c, e) for side in Side for c, e in view.shrines[side]])
        self.overlay.clear()
        self.decor = {}
        positions = positions or {}
        fading = fading or {}
        for m in view.mages:
            sprite = self.mage_sprites.get(m.index)
            if sprite is None:
                sprite = arcade.Sprite(mage_texture(m.job, m.side, "0"))
                self.mage_sprites[m.index] = sprite
                self.mages.append(sprite)
            alive = m.cell is not None
            fade = fading.get(m.index)
            sprite.visible = alive or fade is not None
            if not sprite.visible:
                continue
            if m.index in positions:
                cx, cy = positions[m.index]
            elif m.cell is not None:
                cx, cy = self.space.centre(m.cell)
            else:
                continue
            sprite.center_x, sprite.center_y = cx, cy
            sprite.alpha = int(255 * fade) if fade is not None else 255
            start = len(self.overlay)
            self._decorate(m, view, cx, cy, sprite.alpha)
            self.decor[m.index] = list(self.overlay)[start:]
        self._shrines_under(view, positions)
        self._retexture()

    def _shrines_under(self, view: PlayerView, moving: dict[int, tuple[float, float]]) -> None:
        """A shrine's element stays in sight beside a mage standing on it; it belongs to the
        shrine, so it stays there when the mage walks off. It sits on a stone tile, as on the
        shrine's pedestal, so it never reads as one of the mage's own element icons; behind
        the head, so it never hides the face, and inside the cell, at column 01 too."""
        self.shrine_over.clear()
        for m in view.mages:
            element = self._shrine_at.get(m.cell) if m.cell is not None and m.index not in moving else None
            if m.cell is not None and element is not None:
                cx, cy = self.space.centre(m.cell)
                x = cx + SHRINE_TILE_DX if m.side == Side.TEAL else cx - SHRINE_TILE_DX
                y = cy + SHRINE_TILE_DY
                owner = next(side for side in Side if m.cell in self.tables.shrine_cells[side])
                self.shrine_over.append(arcade.Sprite(shrine_tile(owner), center_x=x, center_y=y))
                self.shrine_over.append(arcade.Sprite(element_texture(element), center_x=x, center_y=y))

    def place(self, index: int, cx: float, cy: float) -> None:
        """Move one mage and its hearts and icons during a tween, without rebuilding anything."""
        sprite = self.mage_sprites[index]
        dx, dy = cx - sprite.center_x, cy - sprite.center_y
        sprite.center_x, sprite.center_y = cx, cy
        for d in self.decor.get(index, ()):
            d.center_x += dx
            d.center_y += dy

    def fade(self, index: int, alpha: float) -> None:
        value = max(0, min(255, int(255 * alpha)))
        self.mage_sprites[index].alpha = value
        for d in self.decor.get(index, ()):
            d.alpha = value

    def _decorate(self, m: MageView, view: PlayerView, cx: float, cy: float, alpha: int) -> None:
        bottom = cy - 16
        if m.aura >= 2:
            # Same colour for every element: the aura tells the stack, never which element.
            aura = arcade.Sprite(assets.aura(m.aura), center_x=cx, center_y=cy)
            aura.alpha = alpha
            self.overlay.append(aura)
        hp_max = max(m.max_hp, m.hp)
        width = hp_max * 8 - 1
        for i in range(hp_max):
            name = "heart_full" if i < m.hp else "heart_empty"
            # Two pixels under the cell's top edge, so row A's hearts keep clear of the top bar.
            heart = arcade.Sprite(assets.texture(name), center_x=cx - width / 2 + 3.5 + i * 8, center_y=bottom + 27)
            heart.alpha = alpha
            self.overlay.append(heart)
        layers = m.layers
        # An enemy's layers last seen in an earlier battle, faint: history, not what it holds now.
        faint = self.show_last_seen and m.layers is None and m.seen is not None and bool(m.seen[1])
        if faint and m.seen is not None:
            layers = m.seen[1]
        if layers is not None and layers:
            first = distinct(layers)
            shown = alpha * 15 // 32 if faint else alpha
            icon = arcade.Sprite(element_texture(first[0]), center_x=cx + 10, center_y=bottom + 6)
            icon.alpha = shown
            self.overlay.append(icon)
            if len(first) > 1:
                extra = arcade.Sprite(element_texture(first[1]), center_x=cx - 10, center_y=bottom + 6)
                extra.alpha = shown
                self.overlay.append(extra)
        if m.marked:
            mark = arcade.Sprite(assets.frame(6, 6, pal.VIOLET, 3), center_x=cx - 11, center_y=bottom + 27)
            self.overlay.append(mark)
        if m.side == view.side and m.seen is not None and self.shows_foe_knowledge():
            eye = arcade.Sprite(eye_texture(m.side.other), center_x=cx + EYE_DX, center_y=cy + EYE_DY)
            eye.alpha = alpha if m.seen[0] == view.battle else alpha * EYE_FAINT // 255
            self.overlay.append(eye)


    def _retexture(self) -> None:
        if self.view is None:
            return
        for m in self.view.mages:
            sprite = self.mage_sprites.get(m.index)
            if sprite is not None and sprite.visible:
                frame = "cast" if m.index in self.cast else str(self._frame)
                sprite.texture = mage_texture(m.job, m.side, frame)

    def tick(self, dt: float) -> None:
        """Idle breathing: two frames, swapped twice a second."""
        self._clock += dt
        frame = int(self._clock * 2) % 2
        if frame != self._frame:
            self._frame = frame
            self._retexture()

    def draw_ground(self) -> None:
        self.ground.draw(pixelated=True)
        self.marks.draw(pixelated=True)
        # Over the tints (a threat or move mark never washes a name out), under everything
        # standing on the board: a shrine, a mage, its hearts and icons always hide the label.
        self.coords.draw(pixelated=True)
        self.shrines.draw(pixelated=True)
        self.shrine_icons.draw(pixelated=True)

    def draw_pieces(self) -> None:
        self.mages.draw(pixelated=True)
        self.overlay.draw(pixelated=True)
        self.shrine_over.draw(pixelated=True)

    def draw(self) -> None:
        self.draw_ground()
        self.draw_pieces()

    def draw_scrolling(self, camera: arcade.Camera2D, next_field: arcade.SpriteList[arcade.Sprite]) -> None:
        """The board through `camera` during the side-scroll, the next battlefield
        (`next_field`, its waiting armies) one board-width to the right."""
        camera.use()
        self.draw_ground()
        x, y = camera.position
        camera.position = (x - self.space.width, y)
        camera.use()
        self.ground.draw(pixelated=True)
        self.coords.draw(pixelated=True)
        self.shrines.draw(pixelated=True)
        self.shrine_icons.draw(pixelated=True)
        next_field.draw(pixelated=True)
        camera.position = (x, y)
        camera.use()
        self.draw_pieces()
