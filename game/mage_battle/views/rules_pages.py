"""Elemental Mage Battle's rules pages and tutorial for the shell's learning screens. The
pictures: the board with its zones and shrines, a move's eight neighbours, the three
jobs' areas per stack, the element cycle, a counter, stacks and cancels, a shrine win,
the two cards. Numbers and tables come from the rule set shown (the board, HP, AP, lines
and areas per stack, the affinity table, cancel pairs, the round limit), never written out
by hand."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from engine.mage_battle import Card, Element, Job, Side
from engine.mage_battle.rules import RuleSet
from engine.mage_battle.tables import Tables, parse_cell
from game.mage_battle.board import element_texture, mage_texture
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.learn.draw import Band, Colour, Sprites, counted
from game.shell.learn.draw import arrow as _arrow
from game.shell.learn.draw import grid as _grid
from game.shell.learn.draw import sprite as _sprite
from game.shell.learn.model import Course, Learning, Page, Shown
from game.shell.learn.rules_screen import derive_rule_values
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow


# The tables whose entries the pages cite one by one, and how many they cite (the three
# battles' HP, the three stacks' lines and damage).
CITED_ENTRIES = {"hp_by_battle": 3, "sorcerer_lengths": 3, "damage_o": 3, "counter_s": 1}


def _counts(rules: RuleSet) -> dict[str, object]:
    """The match page's and the elements page's numbers that are no single field: the
    battles, a side's zone's size, the fixed wins; and a dash for a cited entry a draft's
    shorter table lacks, so its pages still open."""
    corners = [parse_cell(cell, rules.cols, rules.rows) for cell in rules.teal_zone]
    cols, rows = {c % rules.cols for c in corners}, {c // rules.cols for c in corners}
    missing = {f"{name}_{k}": "–" for name, cited in CITED_ENTRIES.items()
               for k in range(len(getattr(rules, name)) + 1, cited + 1)}
    shrine_rows = [chr(ord("A") + parse_cell(cell, rules.cols, rules.rows) // rules.cols)
                   for cell in rules.teal_shrines]
    return {"battles": rules.battles, "fixed_wins": len(rules.beats),
            "zone_cols": max(cols) - min(cols) + 1, "zone_rows": max(rows) - min(rows) + 1,
            **shrine_values(shrine_rows), **missing}


def shrine_values(rows: list[str]) -> dict[str, object]:
    """How many shrines a side has and the rows they stand in, as the texts name them:
    `shrine_rows` "B·D·F", `shrine_rows_list` "B, D, F", `shrine_rows_en` "rows B, D and F"."""
    letters = sorted(set(rows))
    words = letters[0] if len(letters) == 1 else f"{', '.join(letters[:-1])} and {letters[-1]}"
    count = len(rows)
    return {"shrines": count, "shrine_rows": "·".join(letters), "shrine_rows_list": ", ".join(letters),
            "shrine_rows_en": f"{'row' if len(letters) == 1 else 'rows'} {words}",
            # The count as the match page's sentence says it: "셋이", "Three elemental shrines".
            "shrines_ko": _KO_COUNTS[count] if count < len(_KO_COUNTS) else count,
            "shrines_en": _EN_COUNTS[count] if count < len(_EN_COUNTS) else count}


_KO_COUNTS = ("영", "하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉")
_EN_COUNTS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")


derive_rule_values(RuleSet, _counts)

# A stack's shade in the jobs' areas, x1 first; a draft's higher stacks share the last.
STACK_SHADES = (pal.alpha(pal.GOLD, 230), pal.alpha(pal.ORANGE, 170), pal.alpha(pal.CRIMSON_LIGHT, 120),
                pal.alpha(pal.SKY, 120), pal.alpha(pal.SILVER, 110))


def stack_shade(stack: int) -> Colour:
    return STACK_SHADES[min(stack, len(STACK_SHADES)) - 1]


# The field's row letters left of it and column numbers under it, as the board names its
# cells ("D03") for the log and the lessons: room kept for them beside the grid.
COORD_W, COORD_H = 10, 11


def _coordinates(ui: Ui, t: Tables, x0: int, gy: int, cell: int) -> None:
    """Each row's letter and each column's number, from the tables' own cell names; on a
    draft's board too wide for two digits a cell, every other column's."""
    for r in range(t.rows):
        y = gy + (t.rows - 1 - r) * cell + cell // 2 - 3
        ui.label(t.name(r * t.cols)[0], x0 - 4, y, pal.SILVER, small=True, anchor_x="right")
    for c in range(0, t.cols, 1 if cell >= 18 else 2):
        ui.label(t.name(c)[1:], x0 + c * cell + cell // 2, gy - COORD_H + 2, pal.SILVER, small=True,
                 anchor_x="center")


def match_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """The field with its zones and shrines, its rows and columns named; the hearts each battle
    starts with."""
    t = rules.tables
    hearts = 72 + min(max(rules.hp_by_battle), HEARTS_MOST) * 26     # a battle's name, its hearts
    cell = max(8, min(24, (band.h - 30 - COORD_H) // t.rows, (band.w - COORD_W - 56 - hearts) // t.cols))
    grid_h = t.rows * cell
    gy = band.centred(grid_h + 16 + COORD_H) + COORD_H
    x0 = band.x + COORD_W + (band.w - COORD_W - t.cols * cell - 56 - hearts) // 2
    marks = {}
    for side in Side:
        tint = pal.alpha(pal.TEAL, 150) if side == Side.TEAL else pal.alpha(pal.CRIMSON, 120)
        for c in t.zone[side]:
            marks[(c % t.cols, c // t.cols)] = tint
    centre = _grid(ui, x0, gy, t.cols, t.rows, cell, marks)
    _coordinates(ui, t, x0, gy, cell)
    shrines = ((Element.FIRE, Element.WATER, Element.WOOD), (Element.METAL, Element.EARTH, Element.LIGHT))
    for side in Side:
        for c, e in zip(t.shrine_cells[side], shrines[side]):
            _sprite(sprites, element_texture(e), *centre(c % t.cols, c // t.cols), 1 + (cell >= 24))
    ui.label(tr("rules.pic.zones"), x0, gy + grid_h + 5, pal.SILVER, small=True)
    hx = x0 + t.cols * cell + 56
    step = (grid_h + 16) // rules.battles
    for battle, hp in enumerate(rules.hp_by_battle, start=1):
        y = gy + grid_h + 16 - step * (battle - 1) - step // 2
        ui.label(tr("rules.pic.battle", n=battle), hx, y - 5, pal.WHITE)
        counted(ui, sprites, assets.texture("heart_full"), hp, hx + 72, y, 26, 3, most=HEARTS_MOST)


HEARTS_MOST = 5         # a battle's hearts drawn one by one; more are one heart and a number


def turn_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band, values: Mapping[str, object]) -> None:
    """A mage's eight neighbours (one taken by an ally); the turn's AP and what they buy."""
    cell = min(40, (band.h - 16) // 5)
    x0 = 60
    marks = {(c, r): pal.alpha(pal.GREEN, 200) for c in (1, 2, 3) for r in (1, 2, 3) if (c, r) != (2, 2)}
    del marks[(3, 1)]
    at = _grid(ui, x0, band.centred(5 * cell), 5, 5, cell, marks)
    scale = 1 + (cell >= 64)        # a mage stays inside its cell, as on the board
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "0"), *at(2, 2), scale)
    _sprite(sprites, mage_texture(Job.P, Side.TEAL, "0"), *at(3, 1), scale)
    px = x0 + 5 * cell + 56
    top = band.centred(112) + 112           # the pips, then three lines 26 apart
    end = counted(ui, sprites, assets.pip(True), rules.ap_per_turn, px + 8, top - 8, 26, 2, most=8,
                  colour=pal.GOLD)
    ui.label(tr("rules.pic.ap", n=rules.ap_per_turn), end, top - 13, pal.GOLD)
    attack = "rules.pic.attack" if rules.attacks_per_mage_per_turn == 1 else "rules.pic.attack_n"
    for k, key in enumerate(("rules.pic.move", attack, "rules.pic.card")):
        ui.label(tr(key, **values), px, top - 52 - k * 26, pal.WHITE)


# The widest line and the farthest priest offset the jobs page draws: a draft's longer
# reach runs off its small grids, as it would off a corner of the board.
LINE_MOST, PRIEST_RADIUS_MOST = 9, 3


def _priest_marks(rules: RuleSet, radius: int, centre: tuple[int, int]) -> dict[tuple[int, int], Colour]:
    """Each stack's first area around the centre, shaded by the lowest stack that reaches it."""
    marks: dict[tuple[int, int], Colour] = {}
    for stack in range(rules.max_stack, 0, -1):
        for dx, dy in rules.priest_areas[stack - 1][0]:
            if max(abs(dx), abs(dy)) <= radius:
                marks[(centre[0] + dx, centre[1] + dy)] = stack_shade(stack)
    return marks


def jobs_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """Each job's area at every stack on a small grid, nested shades: the sorcerer's line as
    long as its longest, the priest's areas around their centre (its first option at each
    stack), the mystic's neighbour with its damage per stack."""
    lengths = rules.sorcerer_lengths
    radius = min(PRIEST_RADIUS_MOST, max(max(abs(dx), abs(dy)) for stacks in rules.priest_areas
                                         for dx, dy in stacks[0]))
    rows = max(5, 2 * radius + 2)
    widths = {Job.S: min(LINE_MOST, max(lengths)) + 1, Job.P: max(5, 2 * radius + 1), Job.O: 5}
    cell = max(8, min(28, (band.h - 56) // rows, (band.w - 20 - 3 * 36) // sum(widths.values())))
    block = 16 + 10 + rows * cell + 12 + 12        # name, grid, legend
    bottom = band.centred(block)
    gy = bottom + 24
    spans = {job: 36 + cols * cell for job, cols in widths.items()}
    gap = (band.w - 20 - sum(spans.values())) // 2
    x0 = band.x + 10
    middle = rows // 2
    for job in (Job.S, Job.P, Job.O):
        marks: dict[tuple[int, int], Colour] = {}
        if job == Job.S:
            me = (0, middle)
            for stack in range(rules.max_stack, 0, -1):
                for c in range(1, min(lengths[stack - 1], widths[job] - 1) + 1):
                    marks[(c, middle)] = stack_shade(stack)
        elif job == Job.P:
            centre = (widths[job] // 2, rows - 2 - radius)
            me = (centre[0], rows - 1)
            marks = _priest_marks(rules, radius, centre)
        else:
            me = (1, middle)
            marks[(2, middle)] = stack_shade(1)
        marks[me] = pal.alpha(pal.TEAL_LIGHT, 230)
        at = _grid(ui, x0 + 36, gy, widths[job], rows, cell, marks)
        _sprite(sprites, mage_texture(job, Side.TEAL, "0"), x0 + 12, gy + rows * cell // 2)
        ui.label(tr(f"job.{job.name}"), x0, gy + rows * cell + 10, pal.GOLD)
        if job == Job.O:
            ox, oy = at(2, middle)
            ui.label("·".join(str(damage) for damage in rules.damage_o), ox + cell // 2 + 4, oy - 4, pal.WHITE,
                     small=True)
        if job == Job.P:
            ui.box(at(*centre)[0] - 2, at(*centre)[1] - 2, 4, 4, pal.OUTLINE)
        x0 += spans[job] + gap
    pitch = min(140, (band.w - 40) // rules.max_stack)
    for stack in range(1, rules.max_stack + 1):
        x = band.x + band.w // 2 - pitch * rules.max_stack // 2 + 20 + (stack - 1) * pitch
        ui.box(x, bottom + 1, 10, 10, stack_shade(stack))
        words = tr("rules.pic.stack1") if stack == 1 else tr("rules.pic.stack_added", n=stack)
        ui.label(words, x + 14, bottom + 2, pal.WHITE, small=True)


RING = (Element.WOOD, Element.EARTH, Element.WATER, Element.FIRE, Element.METAL)


def elements_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """The five-element ring drawn as a pentagon of arrows; the other fixed wins listed."""
    t = rules.tables
    radius = min(66, (band.h - 44) // 2)
    cx, cy = 140, band.mid - 4
    spots = [(cx + radius * math.sin(2 * math.pi * k / 5), cy + radius * math.cos(2 * math.pi * k / 5))
             for k in range(5)]
    for k, e in enumerate(RING):
        _sprite(sprites, element_texture(e), *spots[k], 3)
        _arrow(ui, spots[k], spots[(k + 1) % 5], pal.GREEN, inset=22)
    ring_pairs = {(RING[k], RING[(k + 1) % 5]) for k in range(5)}
    others = [(e, beaten) for e in Element
              if (beaten := [o for o in Element if t.beats[e][o] and (e, o) not in ring_pairs])]
    pitch = 30
    x, y = 284, band.centred(18 + pitch * len(others)) + 18 + pitch * len(others)
    ui.label(tr("rules.pic.others"), x, y - 12, pal.SILVER, small=True)
    for row, (e, beaten) in enumerate(others):
        yy = y - 18 - pitch // 2 - row * pitch
        _sprite(sprites, element_texture(e), x + 12, yy, 2)
        ui.label(">", x + 30, yy - 5, pal.GREEN)
        for k, o in enumerate(beaten):
            _sprite(sprites, element_texture(o), x + 54 + k * 28, yy, 2)
    lx, ly = 440, band.centred(112) + 112 - 14
    _sprite(sprites, element_texture(Element.LIGHT), lx + 12, ly, 2)
    ui.label("x1", lx + 28, ly - 5, pal.WHITE)
    _sprite(sprites, element_texture(Element.DARK), lx + 70, ly, 2)
    ui.label("x1", lx + 86, ly - 5, pal.WHITE)
    ui.label(tr("rules.pic.lightdark"), lx, ly - 32, pal.WHITE, width=176)
    ui.label(tr("rules.pic.nomatch"), lx, ly - 78, pal.WHITE, width=176)


def duel_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """A fire sorcerer attacks a hidden mystic that answers with water: the counter."""
    ax, bx, y = 110, 370, band.mid - 2
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "cast"), ax, y, 3)
    _sprite(sprites, mage_texture(Job.O, Side.CRIMSON, "0"), bx, y, 3)
    _sprite(sprites, element_texture(Element.FIRE), ax + 50, y + 48, 3)
    _sprite(sprites, element_texture(Element.WATER), bx - 50, y + 48, 3)
    _arrow(ui, (ax + 52, y + 6), (bx - 52, y + 6), pal.GOLD, inset=0)
    _arrow(ui, (bx - 52, y - 22), (ax + 52, y - 22), pal.CRIMSON_LIGHT, inset=0)
    ui.label(tr("rules.pic.attack_fire"), (ax + bx) // 2, y + 14, pal.GOLD, anchor_x="center")
    ui.label(tr("rules.pic.counter"), (ax + bx) // 2, y - 42, pal.CRIMSON_LIGHT, anchor_x="center")
    for x, role in ((ax, "duel.attacker"), (bx, "duel.defender")):
        ui.label(tr(role), x, y - 66, pal.SILVER, anchor_x="center")
    ui.label(tr("rules.pic.secret"), 446, y + 16, pal.WHITE, width=170)


def stacks_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """One, two and three layers of an element: the stack, the aura enemies see; the pairs
    that cancel when a new element lands."""
    t = rules.tables
    scale = 3 if band.h >= 200 else 2
    y = band.mid + 2
    for k, (layers, strength) in enumerate((((Element.FIRE,), 1), ((Element.FIRE, Element.FIRE), 2),
                                             ((Element.FIRE, Element.FIRE, Element.FIRE), 3))):
        x = 15 + 15 * scale + k * (8 + 30 * scale)
        if strength >= 2:
            _sprite(sprites, assets.aura(strength), x, y, scale)
        _sprite(sprites, mage_texture(Job.O, Side.CRIMSON, "0"), x, y, scale)
        for i, e in enumerate(layers):
            _sprite(sprites, element_texture(e), x - 16 + i * 16, y - 16 * scale - 14)
        ui.label(f"x{strength}", x, y + 16 * scale + 6, pal.GOLD, anchor_x="center")
    ui.label(tr("rules.pic.aura"), 20, y - 16 * scale - 38, pal.SILVER, small=True)
    pairs = [(a, b) for a in Element for b in Element if int(a) < int(b) and t.cancels[a][b]]
    pitch, rows = 34, (len(pairs) + 2) // 3
    x = 56 + 90 * scale
    yy = band.centred(16 + rows * pitch + 44) + 16 + rows * pitch + 44
    ui.label(tr("rules.pic.cancels"), x, yy - 12, pal.SKY)
    for k, (a, b) in enumerate(pairs):
        col, row = k % 3, k // 3
        px, py = x + 12 + col * 98, yy - 36 - row * pitch
        _sprite(sprites, element_texture(a), px, py, 2)
        ui.label("×", px + 18, py - 5, pal.SKY)
        _sprite(sprites, element_texture(b), px + 42, py, 2)
    ui.label(tr("rules.pic.new_layers"), x, yy - 36 - rows * pitch - 6, pal.WHITE, small=True, width=620 - x)


def shrine_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """A mage holding a shrine's element steps onto it; the round limit and its tie-breaks."""
    cell = min(48, (band.h - 36) // 3)
    gy = band.centred(3 * cell + 20) + 20
    marks = {(4, 1): pal.alpha(pal.CRIMSON, 150), (3, 1): pal.alpha(pal.GREEN, 180)}
    at = _grid(ui, 40, gy, 5, 3, cell, marks)
    scale = 1 + (cell >= 64)        # a mage stays inside its cell, as on the board
    _sprite(sprites, assets.texture("shrine_crimson"), *at(4, 1), scale)
    _sprite(sprites, element_texture(Element.METAL), at(4, 1)[0], at(4, 1)[1] + 2 * scale)
    _sprite(sprites, mage_texture(Job.S, Side.TEAL, "0"), *at(2, 1), scale)
    _sprite(sprites, element_texture(Element.METAL), at(2, 1)[0] + 8 * scale, at(2, 1)[1] - 8 * scale)
    _arrow(ui, at(2, 1), at(4, 1), pal.GOLD, inset=12 * scale)
    ui.label(tr("rules.pic.shrine"), 40, gy - 16, pal.WHITE, small=True)
    bx = 40 + 5 * cell + 40
    top = band.centred(120) + 120
    ui.box(bx, top - 56, 56, 56, pal.OUTLINE, border=pal.GOLD)
    ui.label(str(rules.round_limit), bx + 28, top - 40, pal.GOLD, size=18, anchor_x="center")
    for k, key in enumerate(("rules.pic.tb1", "rules.pic.tb2", "rules.pic.tb3", "rules.pic.tb4")):
        ui.label(f"{k + 1}. {tr(key)}", bx + 72, top - 16 - k * 24, pal.WHITE)


def cards_page(ui: Ui, sprites: Sprites, rules: RuleSet, band: Band) -> None:
    """The two hidden cards, large, with what each does."""
    scale = min(6, (band.h - 56) // 16)
    bottom = band.centred(16 * scale + 44)
    for k, card in enumerate(Card):
        x = 150 + k * 340
        _sprite(sprites, assets.texture(f"card_{card.key}"), x, bottom + 44 + 8 * scale, scale)
        ui.label(tr(f"card.{card.key}"), x, bottom + 22, pal.GOLD, anchor_x="center")
        ui.label(tr(f"rules.pic.card.{card.key}"), x, bottom + 4, pal.WHITE, anchor_x="center")


def rule_set(shown: Shown) -> RuleSet:
    """The rule set a page pictures: Mage Battle's rules screen only ever shows its own."""
    if not isinstance(shown.rules, RuleSet):
        raise TypeError(f"Mage Battle's rules pages picture a RuleSet, not a {type(shown.rules).__name__}")
    return shown.rules


def _page(name: str, draw: Callable[[Ui, Sprites, RuleSet, Band], None]) -> Page:
    return Page(name, lambda ui, sprites, band, shown: draw(ui, sprites, rule_set(shown), band))


def _turn(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    turn_page(ui, sprites, rule_set(shown), band, shown.values)


PAGES: tuple[Page, ...] = (
    _page("match", match_page), Page("turn", _turn), _page("jobs", jobs_page),
    _page("elements", elements_page), _page("duel", duel_page), _page("stacks", stacks_page),
    _page("shrine", shrine_page), _page("cards", cards_page),
)


def _begin(window: GameWindow, index: int) -> None:
    from game.mage_battle.views.tutorial import TutorialDirector

    TutorialDirector.take_over(window).begin(index)


def learning() -> Learning:
    """The rules pages and the first-match tutorial, for the shell's screens."""
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.mage_battle.views.common import menu_backdrop

    return Learning("mage_battle", "rules", PAGES, Course("tut", LESSONS, _begin), backdrop=menu_backdrop)
