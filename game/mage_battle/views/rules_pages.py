"""The pictures of the rules pages: the board with its zones and shrines, a move's eight
neighbours, the three jobs' areas per stack, the element cycle, a counter, stacks and
cancels, a shrine win, the two cards. Numbers and tables come from the rule set
(areas per stack, the affinity table, cancel pairs), never written out by hand."""

from __future__ import annotations

import math
from collections.abc import Callable

import arcade

from engine import V0_6, Card, Element, Job, Side
from engine.mage_battle.tables import Tables

from game.mage_battle.board import element_texture, mage_texture
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Ui

Sprites = arcade.SpriteList[arcade.Sprite]
# The picture band of a page: y from BAND_Y to BAND_Y + BAND_H, the whole width.
BAND_Y, BAND_H = 186, 134
STACK_COLOURS = {1: pal.alpha(pal.GOLD, 230), 2: pal.alpha(pal.ORANGE, 170), 3: pal.alpha(pal.CRIMSON_LIGHT, 120)}


def _sprite(sprites: Sprites, texture: arcade.Texture, x: float, y: float, scale: float = 1) -> arcade.Sprite:
    s = arcade.Sprite(texture, scale=scale, center_x=x, center_y=y)
    sprites.append(s)
    return s


def _grid(ui: Ui, x: int, y: int, cols: int, rows: int, cell: int,
          marks: dict[tuple[int, int], tuple[int, int, int, int]] | None = None) -> Callable[[int, int], tuple[int, int]]:
    """A small board, row 0 at the top; returns the centre of a (col, row)."""
    ui.box(x - 1, y - 1, cols * cell + 1, rows * cell + 1, pal.OUTLINE)
    for r in range(rows):
        for c in range(cols):
            colour = (marks or {}).get((c, r), (78, 92, 66, 255) if (r + c) % 2 else (88, 104, 74, 255))
            ui.box(x + c * cell, y + (rows - 1 - r) * cell, cell - 1, cell - 1, colour)
    return lambda c, r: (x + c * cell + cell // 2, y + (rows - 1 - r) * cell + cell // 2)


def _arrow(ui: Ui, a: tuple[float, float], b: tuple[float, float], colour: tuple[int, int, int, int],
           inset: float = 14) -> None:
    """Dots from a to b, a square head near b."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    steps = int((length - 2 * inset) // 4)
    for k in range(steps + 1):
        t = inset + k * 4
        ui.box(ax + ux * t - 1, ay + uy * t - 1, 2, 2, colour)
    t = length - inset
    ui.box(bx - ux * inset - 3, by - uy * inset - 3, 6, 6, colour)
    ui.box(bx - ux * inset - 1, by - uy * inset - 1, 2, 2, pal.WHITE)


def match_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    cell, x0 = 16, 40
    marks = {}
    for side in Side:
        tint = pal.alpha(pal.TEAL, 150) if side == Side.TEAL else pal.alpha(pal.CRIMSON, 120)
        for c in t.zone[side]:
            marks[(c % t.cols, c // t.cols)] = tint
    centre = _grid(ui, x0, BAND_Y + 2, t.cols, t.rows, cell, marks)
    shrines = ((Element.FIRE, Element.WATER, Element.WOOD), (Element.METAL, Element.EARTH, Element.LIGHT))
    for side in Side:
        for c, e in zip(t.shrine_cells[side], shrines[side]):
            _sprite(sprites, element_texture(e), *centre(c % t.cols, c // t.cols))
    hx = x0 + t.cols * cell + 24
    for battle, hp in enumerate(V0_6.hp_by_battle, start=1):
        y = BAND_Y + BAND_H - 24 - (battle - 1) * 30
        ui.label(tr("rules.pic.battle", n=battle), hx, y - 4, pal.WHITE)
        for k in range(hp):
            _sprite(sprites, assets.texture("heart_full"), hx + 60 + k * 18, y, 2)
    ui.label(tr("rules.pic.zones"), x0, BAND_Y + BAND_H + 2 - 14, pal.SILVER, small=True)


def turn_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    cell, x0 = 26, 60
    marks = {(c, r): pal.alpha(pal.GREEN, 200) for c in (1, 2, 3) for r in (1, 2, 3) if (c, r) != (2, 2)}
    del marks[(3, 1)]
    at = _grid(ui, x0, BAND_Y + 2, 5, 5, cell, marks)
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "0"), *at(2, 2))
    _sprite(sprites, mage_texture(Job.P, Side.TEAL, "0"), *at(3, 1))
    px = x0 + 5 * cell + 50
    for k in range(V0_6.ap_per_turn):
        _sprite(sprites, assets.pip(True), px + k * 22, BAND_Y + BAND_H - 20, 2)
    ui.label(tr("rules.pic.ap", n=V0_6.ap_per_turn), px + 50, BAND_Y + BAND_H - 25, pal.GOLD)
    for k, key in enumerate(("rules.pic.move", "rules.pic.attack", "rules.pic.card")):
        ui.label(tr(key), px, BAND_Y + BAND_H - 56 - k * 20, pal.WHITE)


def jobs_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    """Each job's area at x1, x2, x3 on a small grid, nested shades."""
    cell, cols, rows = 15, 7, 5
    lengths = V0_6.sorcerer_lengths
    for j, job in enumerate((Job.S, Job.P, Job.O)):
        x0 = 24 + j * 206
        marks: dict[tuple[int, int], tuple[int, int, int, int]] = {}
        if job == Job.S:
            me = (0, 2)
            for stack in (3, 2, 1):
                for c in range(1, lengths[stack - 1] + 1):
                    marks[(c, 2)] = STACK_COLOURS[stack]
        elif job == Job.P:
            me = (3, 4)
            shapes = {1: [(2, 2), (3, 2), (4, 2)], 2: [(3, 1), (3, 3)], 3: [(2, 1), (4, 1), (2, 3), (4, 3)]}
            for stack in (1, 2, 3):
                for spot in shapes[stack]:
                    marks[spot] = STACK_COLOURS[stack]
        else:
            me = (2, 2)
            marks[(3, 2)] = STACK_COLOURS[1]
        marks[me] = pal.alpha(pal.TEAL_LIGHT, 230)
        at = _grid(ui, x0 + 40, BAND_Y + 18, cols, rows, cell, marks)
        _sprite(sprites, mage_texture(job, Side.TEAL, "0"), x0 + 14, BAND_Y + 70)
        ui.label(tr(f"job.{job.name}"), x0, BAND_Y + BAND_H - 16, pal.GOLD)
        if job == Job.O:
            ox, oy = at(3, 2)
            ui.label("1·2·3", ox + 10, oy - 4, pal.WHITE, small=True)
        if job == Job.P:
            ui.box(at(3, 2)[0] - 2, at(3, 2)[1] - 2, 4, 4, pal.OUTLINE)
    for stack in (1, 2, 3):
        x = 160 + (stack - 1) * 110
        ui.box(x, BAND_Y + 1, 10, 10, STACK_COLOURS[stack])
        ui.label(tr(f"rules.pic.stack{stack}"), x + 14, BAND_Y + 2, pal.WHITE, small=True)


RING = (Element.WOOD, Element.EARTH, Element.WATER, Element.FIRE, Element.METAL)


def elements_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    """The five-element ring drawn as a pentagon of arrows; the other fixed wins listed."""
    cx, cy, radius = 130, BAND_Y + 62, 50
    spots = [(cx + radius * math.sin(2 * math.pi * k / 5), cy + radius * math.cos(2 * math.pi * k / 5))
             for k in range(5)]
    for k, e in enumerate(RING):
        _sprite(sprites, element_texture(e), *spots[k], 2)
        _arrow(ui, spots[k], spots[(k + 1) % 5], pal.GREEN, inset=16)
    ring_pairs = {(RING[k], RING[(k + 1) % 5]) for k in range(5)}
    x, y = 270, BAND_Y + BAND_H - 22
    ui.label(tr("rules.pic.others"), x, y + 4, pal.SILVER, small=True)
    row = 0
    for e in Element:
        beaten = [o for o in Element if t.beats[e][o] and (e, o) not in ring_pairs]
        if not beaten:
            continue
        yy = y - 14 - row * 20
        _sprite(sprites, element_texture(e), x + 6, yy)
        ui.label(">", x + 16, yy - 5, pal.GREEN)
        for k, o in enumerate(beaten):
            _sprite(sprites, element_texture(o), x + 32 + k * 16, yy)
        row += 1
    lx, ly = 430, BAND_Y + BAND_H - 36
    _sprite(sprites, element_texture(Element.LIGHT), lx + 6, ly)
    ui.label("x1", lx + 14, ly - 5, pal.WHITE, small=True)
    _sprite(sprites, element_texture(Element.DARK), lx + 36, ly)
    ui.label("x1", lx + 44, ly - 5, pal.WHITE, small=True)
    ui.label(tr("rules.pic.lightdark"), lx, ly - 24, pal.WHITE, small=True, width=190)
    ui.label(tr("rules.pic.nomatch"), lx, ly - 60, pal.WHITE, small=True, width=190)


def duel_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    """A fire sorcerer attacks a hidden mystic that answers with water: the counter."""
    ax, bx, y = 120, 360, BAND_Y + 60
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "cast"), ax, y, 2)
    _sprite(sprites, mage_texture(Job.O, Side.CRIMSON, "0"), bx, y, 2)
    _sprite(sprites, element_texture(Element.FIRE), ax + 34, y + 26, 2)
    _sprite(sprites, element_texture(Element.WATER), bx - 34, y + 26, 2)
    _arrow(ui, (ax + 40, y + 4), (bx - 40, y + 4), pal.GOLD, inset=0)
    _arrow(ui, (bx - 40, y - 16), (ax + 40, y - 16), pal.CRIMSON_LIGHT, inset=0)
    ui.label(tr("rules.pic.attack_fire"), (ax + bx) // 2, y + 10, pal.GOLD, small=True, anchor_x="center")
    ui.label(tr("rules.pic.counter"), (ax + bx) // 2, y - 32, pal.CRIMSON_LIGHT, small=True, anchor_x="center")
    ui.label(tr("rules.pic.secret"), 440, y + 20, pal.WHITE, small=True, width=180)


def stacks_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    y = BAND_Y + 70
    for k, (layers, strength) in enumerate((((Element.FIRE,), 1), ((Element.FIRE, Element.FIRE), 2),
                                             ((Element.FIRE, Element.FIRE, Element.FIRE), 3))):
        x = 50 + k * 70
        if strength >= 2:
            _sprite(sprites, assets.aura(strength), x, y, 2)
        _sprite(sprites, mage_texture(Job.O, Side.CRIMSON, "0"), x, y, 2)
        for i, e in enumerate(layers):
            _sprite(sprites, element_texture(e), x - 14 + i * 14, y - 44)
        ui.label(f"x{strength}", x, y + 36, pal.GOLD, anchor_x="center")
    ui.label(tr("rules.pic.aura"), 20, BAND_Y + 2, pal.SILVER, small=True)
    x, yy = 300, BAND_Y + BAND_H - 20
    ui.label(tr("rules.pic.cancels"), x, yy, pal.SKY, small=True)
    pairs = [(a, b) for a in Element for b in Element if int(a) < int(b) and t.cancels[a][b]]
    for k, (a, b) in enumerate(pairs):
        col, row = k % 3, k // 3
        px, py = x + 8 + col * 100, yy - 24 - row * 26
        _sprite(sprites, element_texture(a), px, py, 2)
        ui.label("×", px + 16, py - 5, pal.SKY)
        _sprite(sprites, element_texture(b), px + 40, py, 2)
    ui.label(tr("rules.pic.new_layers"), x, BAND_Y + 24, pal.WHITE, small=True, width=320)


def shrine_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    cell = 28
    marks = {(4, 1): pal.alpha(pal.CRIMSON, 150), (3, 1): pal.alpha(pal.GREEN, 180)}
    at = _grid(ui, 40, BAND_Y + 20, 5, 3, cell, marks)
    _sprite(sprites, assets.texture("shrine_crimson"), *at(4, 1))
    _sprite(sprites, element_texture(Element.METAL), at(4, 1)[0], at(4, 1)[1] + 2)
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "0"), *at(2, 1))
    _sprite(sprites, element_texture(Element.METAL), at(2, 1)[0] + 8, at(2, 1)[1] - 8)
    _arrow(ui, at(2, 1), at(4, 1), pal.GOLD, inset=12)
    ui.label(tr("rules.pic.shrine"), 40, BAND_Y + 2, pal.WHITE, small=True)
    bx = 250
    ui.box(bx, BAND_Y + 76, 44, 44, pal.OUTLINE, border=pal.GOLD)
    ui.label(str(V0_6.round_limit), bx + 22, BAND_Y + 90, pal.GOLD, size=18, anchor_x="center")
    for k, key in enumerate(("rules.pic.tb1", "rules.pic.tb2", "rules.pic.tb3", "rules.pic.tb4")):
        ui.label(f"{k + 1}. {tr(key)}", bx + 56, BAND_Y + 108 - k * 16, pal.WHITE, small=True)


def cards_page(ui: Ui, sprites: Sprites, t: Tables) -> None:
    for k, card in enumerate(Card):
        x = 120 + k * 260
        _sprite(sprites, assets.texture(f"card_{card.key}"), x, BAND_Y + 80, 4)
        ui.label(tr(f"card.{card.key}"), x, BAND_Y + 34, pal.GOLD, anchor_x="center")
        ui.label(tr(f"rules.pic.card.{card.key}"), x, BAND_Y + 18, pal.WHITE, small=True, anchor_x="center")


PAGES: tuple[tuple[str, Callable[[Ui, Sprites, Tables], None]], ...] = (
    ("match", match_page), ("turn", turn_page), ("jobs", jobs_page), ("elements", elements_page),
    ("duel", duel_page), ("stacks", stacks_page), ("shrine", shrine_page), ("cards", cards_page),
)
