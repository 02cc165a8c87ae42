"""The board, drawn from one seat's view and the screen's marks: each side's strip (the
Ifrita with HP, ability and cooldown, the mana pool per kind with current/max, hand,
deck, discard and exile counts, fatigue and a mana-burn warning), both battlefields
(units with ATK/HP, damage, keywords, shield, tapped and sick; enchantments) and the
seat's own hand along the bottom (the opponent's hand only as a count). Rebuilt when
the view or the marks change, never per frame; `hit` says what lies under a point."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from engine.ifrita_duel import names as n
from engine.ifrita_duel.rules import mana_burn
from engine.ifrita_duel.view import DuelView, PlayerView, UnitView
from game.ifrita_duel import look
from game.ifrita_duel.face import CARD_H, CARD_W, FaceDrawing, face, stat_colour
from game.ifrita_duel.views.readout import state_tip, states
from game.ifrita_duel.views.table_presenter import Marks
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Ui, rect

LEFT_W = 496
STRIP_Y = {"near": 134, "far": 304}          # bottom of each side's strip
ROW_Y = {"near": 170, "far": 238}            # bottom of each side's battlefield row
TILE_W, TILE_H, SLOT = 48, 62, 55
HAND_Y = 22                                  # the hand's cards (face.py's CARD_W x CARD_H) stand here
ENCH_X = 398
PLAYABLE = (140, 216, 120, 255)               # the art's green_light: a card that can be cast now


@dataclass(frozen=True)
class Layout:
    """Where the board's pieces go. The table's is the default; the replay viewer's board
    is narrower and shorter and lays the hands out itself (`hand_y` None, no backs)."""

    width: int = LEFT_W
    floor: int = 0                                        # the board's background from here
    top: int = 336                                        # to here
    strip_y: tuple[int, int] = (STRIP_Y["near"], STRIP_Y["far"])
    row_y: tuple[int, int] = (ROW_Y["near"], ROW_Y["far"])
    hand_y: int | None = HAND_Y                           # None: the seat's hand is not drawn
    backs: bool = True                                    # the far hand as backs and its count in its strip

    def strip(self, where: str) -> int:
        return self.strip_y[where == "far"]

    def row(self, where: str) -> int:
        return self.row_y[where == "far"]

    @property
    def shift(self) -> int:
        """How far the right-hand pieces (enchantments, counts) move left of the table's."""
        return self.width - LEFT_W


TABLE = Layout()


@dataclass(frozen=True)
class Spot:
    x: float
    y: float
    w: float
    h: float
    kind: str          # "card", "unit", "hero", "enchantment"
    key: str           # hand index, unit id, side's name, enchantment's card


@dataclass(frozen=True)
class Detail:
    """A small icon on a unit (a state or a keyword) and what it means, read when pointed at."""

    x: float
    y: float
    w: float
    h: float
    tip: str


STATE_FILL = {"sick": pal.SKY, "tapped": pal.STONE, "damaged": pal.CRIMSON_LIGHT}


class Board:
    def __init__(self, layout: Layout = TABLE) -> None:
        self.layout = layout
        self.ui = Ui()
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.spots: list[Spot] = []
        self.faces: list[FaceDrawing] = []      # the seat's hand as drawn, left to right
        self.links: list[tuple[float, float, float, float]] = []     # blocker -> attacker lines
        self.details: list[Detail] = []

    def sync(self, view: DuelView, near: int, marks: Marks) -> None:
        self.ui = Ui()
        self.sprites = arcade.SpriteList()
        self.spots = []
        self.faces = []
        self.links = []
        self.details = []
        ui, lay = self.ui, self.layout
        ui.box(0, lay.floor, lay.width, lay.top - lay.floor, pal.alpha(pal.OUTLINE, 120))
        ui.box(0, lay.row("near") + TILE_H + 3, lay.width, 1, pal.INK)
        far = 1 - near
        for seat, where in ((near, "near"), (far, "far")):
            self._strip(view, view.players[seat], seat, where, marks)
            self._row(view, seat, where, marks)
        if self.layout.hand_y is not None:
            self._hand(view.players[near], marks, self.layout.hand_y)
        for blocker, attacker in marks.links:     # each chosen block as a line between the two
            b, a = self.spot("unit", blocker), self.spot("unit", attacker)
            # Centre to centre: the rows touch, an edge-to-edge line would not show.
            if a is not None and b is not None:
                self.links.append((b.x + b.w / 2, b.y + b.h / 2, a.x + a.w / 2, a.y + a.h / 2))

    # ---- pieces ------------------------------------------------------------------------
    def _frame(self, x: float, y: float, w: int, h: int, colour: tuple[int, int, int, int], thick: int = 1) -> None:
        self.sprites.append(arcade.Sprite(assets.frame(w, h, colour, thick), center_x=x + w / 2, center_y=y + h / 2))

    def _strip(self, view: DuelView, p: PlayerView, seat: int, where: str, marks: Marks) -> None:
        ui, lay = self.ui, self.layout
        y, right = lay.strip(where), lay.width
        ui.box(0, y, right, 32, pal.alpha(look.side_colour(seat), 70))
        self.sprites.append(arcade.Sprite(look.hero_texture(seat), center_x=20, center_y=y + 16))
        side = n.SIDE_KEYS[seat]
        self.spots.append(Spot(2, y, 108, 32, "hero", side))
        if side in marks.targets:
            self._frame(2, y, 36, 32, pal.GOLD, 2)
        hp_colour = pal.WHITE if p.hp > 5 else pal.CRIMSON_LIGHT
        ui.label("HP", 40, y + 21, pal.SILVER, small=True)
        ui.label(str(p.hp), 54, y + 6, hp_colour, size=18)
        ability = look.hero_name(p.hero)
        state = tr("id.ability.ready") if p.cooldown == 0 else tr("id.ability.wait", n=p.cooldown)
        ui.label(tr("id.ability", name=ability, state=state), 88, y + 19,
                 pal.GOLD if p.cooldown == 0 else pal.SILVER, small=True)
        for k, kind in enumerate(n.MANA_KINDS):
            mx = 206 + k * 31
            self.sprites.append(arcade.Sprite(look.mana_icon(kind), center_x=mx + 4.5, center_y=y + 22.5))
            cur, top = p.mana[k], p.mana_max[k]
            colour = pal.ORANGE if cur > top else pal.WHITE if top else pal.STONE
            ui.label(f"{cur}/{top}", mx + 11, y + 19, colour, small=True)
        burn = mana_burn(view.rules, p.mana, p.mana_max)     # the rules' own figure (D14)
        notes = []
        if burn:
            notes.append(tr("id.burn", n=burn))
        if p.fatigue:
            notes.append(tr("id.fatigue", n=p.fatigue))
        if notes:
            ui.label("  ".join(notes), 88, y + 4, pal.ORANGE, small=True)
        if lay.backs:
            ui.label(tr("id.hand", n=p.hand_count), 402 + lay.shift, y + 19, pal.WHITE, small=True)
        ui.label(tr("id.piles", deck=p.deck_count, discard=len(p.discard), exile=len(p.exile)), right - 4, y + 4,
                 pal.SILVER, small=True, anchor_x="right")
        if where == "far" and lay.backs:          # the opponent's hand: face down, a count only
            self._backs(p.hand_count, y)

    def _backs(self, count: int, y: float) -> None:
        for k in range(min(count, 10)):
            self.ui.box(446 + self.layout.shift + k * 5, y + 17, 4, 11, pal.VIOLET_DARK, border=pal.GOLD_DARK)

    def _row(self, view: DuelView, seat: int, where: str, marks: Marks) -> None:
        y = self.layout.row(where)
        units = [u for u in view.units if int(u.side) == seat]
        # Closer together when a full row would reach the enchantments (the viewer's narrower board).
        room = ENCH_X + self.layout.shift - 4 - 6 - TILE_W
        pitch = min(SLOT, room // max(1, len(units) - 1))
        for k, unit in enumerate(units):
            self._unit(unit, 6 + k * pitch, y, marks)
        enchantments = [e for e in view.enchantments if int(e.side) == seat]
        for k, ench in enumerate(enchantments):
            ex, ey = ENCH_X + self.layout.shift + (k % 3) * 33, y + 34 - (k // 3) * 30
            card = look.cards().card(ench.card)
            self.ui.box(ex, ey, 32, 24, look.card_colour(card), border=pal.OUTLINE)
            self.sprites.append(arcade.Sprite(look.picture(ench.card), center_x=ex + 16, center_y=ey + 12))
            self.spots.append(Spot(ex, ey, 32, 24, "enchantment", ench.card))

    def _unit(self, unit: UnitView, x: float, y: float, marks: Marks) -> None:
        ui = self.ui
        card = look.cards().card(unit.card)
        border = look.card_colour(card)
        ui.box(x, y, TILE_W, TILE_H, pal.INK if unit.tapped else pal.PANEL_LIGHT, border=border)
        pic = arcade.Sprite(look.picture(unit.card), center_x=x + TILE_W / 2, center_y=y + TILE_H - 16)
        if unit.tapped:                           # turned sideways (D23), inside the tile's border
            pic.angle = 90
            pic.alpha = 170
            pic.center_y = y + TILE_H - 19
        self.sprites.append(pic)
        # Current stats (D24): buffed above the printed ones in green, debuffed in orange, hurt in crimson.
        ui.label(str(unit.atk), x + 3, y + 3, pal.GOLD if unit.atk == card.atk else stat_colour(unit.atk, card.atk),
                 size=9)
        remaining = unit.health - unit.damage
        ui.label(str(remaining), x + TILE_W - 3, y + 3, stat_colour(unit.health, card.health, bool(unit.damage)),
                 anchor_x="right")
        keywords = list(unit.keywords) + (["shield"] if unit.shield else [])
        for k, keyword in enumerate(keywords[:4]):
            self.sprites.append(arcade.Sprite(look.keyword_icon(keyword), center_x=x + 8 + k * 11, center_y=y + 21))
            tip = state_tip("shield", unit) if keyword == "shield" else tr(f"id.kw.tip.{keyword}")
            self.details.append(Detail(x + 3 + k * 11, y + 16, 11, 11, tip))
        self._states(unit, x, y)
        self.spots.append(Spot(x, y, TILE_W, TILE_H, "unit", unit.id))
        if unit.id in marks.targets:
            self._frame(x - 2, y - 2, TILE_W + 4, TILE_H + 4, pal.GOLD, 2)
        if unit.id in marks.chosen or unit.id == marks.awaiting:
            self._frame(x - 2, y - 2, TILE_W + 4, TILE_H + 4, pal.CRIMSON_LIGHT, 2)
        if unit.id == marks.picked:               # a blocker picked up, to place on an attacker
            self._frame(x - 3, y - 3, TILE_W + 6, TILE_H + 6, pal.SKY, 2)
        tags = {a: i + 1 for i, a in enumerate(marks.pairs)}
        tags.update({b: tags[a] for a, b in marks.pairs.items() if b is not None})
        if unit.id in tags:                       # over the picture (a tapped one reaches up here)
            self.sprites.append(rect(x + TILE_W / 2 - 7, y + TILE_H - 7, 14, 13, pal.OUTLINE))
            self.sprites.append(rect(x + TILE_W / 2 - 6, y + TILE_H - 6, 12, 11, pal.GOLD_DARK))
            ui.label(str(tags[unit.id]), x + TILE_W / 2, y + TILE_H - 4, pal.WHITE, anchor_x="center", small=True)

    def _states(self, unit: UnitView, x: float, y: float) -> None:
        """Summoning sick, tapped and damaged as small icons down the tile's right edge (the
        shield is its keyword icon), each read when pointed at."""
        for k, state in enumerate(s for s in states(unit) if s in STATE_FILL):
            ix, iy = x + TILE_W - 11, y + TILE_H - 12 - k * 11
            self.ui.box(ix, iy, 9, 9, STATE_FILL[state], border=pal.OUTLINE)
            if state == "sick":
                self.ui.label("z", ix + 4.5, iy + 1, pal.OUTLINE, anchor_x="center", small=True)
            elif state == "tapped":           # a card lying on its side
                self.ui.box(ix + 1, iy + 3, 7, 3, pal.WHITE)
            else:
                self.ui.label(str(min(unit.damage, 9)), ix + 4.5, iy + 1, pal.WHITE, anchor_x="center", small=True)
            self.details.append(Detail(ix - 1, iy - 1, 11, 11, state_tip(state, unit)))

    def _hand(self, p: PlayerView, marks: Marks, hand_y: int) -> None:
        if p.hand is None or marks.hand_hidden:
            return
        count = len(p.hand)
        pitch = min(CARD_W + 4, (self.layout.width - 12 - CARD_W) / max(1, count - 1)) if count > 1 else CARD_W
        width = CARD_W + pitch * (count - 1)
        x0 = (self.layout.width - width) / 2
        for i, card in enumerate(p.hand):
            x = x0 + i * pitch
            y = hand_y + (10 if i == marks.selected else 0)
            drawn = FaceDrawing(self.ui, self.sprites, face(card), x, y)
            if i < count - 1 and pitch < CARD_W:     # the next card covers this one's right side
                drawn.clip(x + pitch)
            self.faces.append(drawn)
            if i == marks.selected:
                self._frame(x - 2, y - 2, CARD_W + 4, CARD_H + 4, pal.GOLD, 2)
            elif i in marks.playable:         # what can be cast now, as Hearthstone outlines it
                self._frame(x - 2, y - 2, CARD_W + 4, CARD_H + 4, PLAYABLE, 2)
            if i in marks.discards:
                self._frame(x - 2, y - 2, CARD_W + 4, CARD_H + 4, pal.CRIMSON_LIGHT, 2)
                self.ui.label("X", x + CARD_W / 2, y + 30, pal.CRIMSON_LIGHT, size=18, anchor_x="center")
            self.spots.append(Spot(x, y, pitch if i < count - 1 else CARD_W, CARD_H, "card", str(i)))

    # ---- queries -----------------------------------------------------------------------
    def hit(self, x: float, y: float) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.x <= x < spot.x + spot.w and spot.y <= y < spot.y + spot.h:
                return spot
        return None

    def detail(self, x: float, y: float) -> Detail | None:
        return next((d for d in self.details if d.x <= x < d.x + d.w and d.y <= y < d.y + d.h), None)

    def spot(self, kind: str, key: str) -> Spot | None:
        return next((s for s in self.spots if s.kind == kind and s.key == key), None)

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        for x1, y1, x2, y2 in self.links:
            arcade.draw_line(x1, y1, x2, y2, pal.OUTLINE, 4)
            arcade.draw_line(x1, y1, x2, y2, pal.SKY, 2)
        self.ui.batch.draw()
