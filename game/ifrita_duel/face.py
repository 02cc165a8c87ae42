"""A card's face as the hand, the deck builder and the mulligan draw it, readable without
hovering: the cost along the top (the generic part as a number on a grey disc, then a
mana icon per coloured pip), a name that fits (the card's own, else its short name), a
unit's ATK and HP in its corner badges (the current ones when given) with its keyword
icons between them, and a sorcery's or an enchantment's key numbers in its scroll or
plaque ("3 dmg", "+1/+1" and whom it touches, "+3" and the mana's icon).

`face()` says what a face shows, in the current language; `FaceDrawing` writes it over
the card's art (scripts/make_art.py, whose layout the constants below mirror) into a
screen's Ui and sprite list, built once with the screen's pieces, never per frame.
Widths are measured in the pixel font, so nothing written leaves its band."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import arcade

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CardTemplate, Effect
from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell.i18n import language, tr
from game.shell.widgets import Ui, text

Colour = tuple[int, int, int, int]

CARD_W, CARD_H = 48, 76
# Bands of the face, in native pixels from the card's bottom-left corner (make_art's
# rows counted from the top: the pixel row r has its bottom at y = 75 - r).
DISC_X, DISC = 1, 14                              # the generic cost's disc, columns and rows 1..14
DISC_BASE = 63                                    # its number's baseline (rows 2..12)
PIP_X, PIP_PITCH, PIP_Y = 16, 10, 68.5            # a mana icon per pip after it, rows 3..11
NAME_BASE, NAME_LEFT, NAME_RIGHT = 28, 3, CARD_W - 3     # the name, rows 38..47, inside the frame
BADGES = ((2, 13), (35, 46))                      # ATK's and HP's insides, columns
BADGE_BASE = 3                                    # their numbers' baseline (rows 62..72)
KEYWORD_Y, KEYWORD_PITCH = 8.5, 10                # keyword icons between the badges, rows 63..71
BOX_LEFT, BOX_RIGHT = 4, CARD_W - 4               # the scroll's or plaque's inside, columns 4..43
BOX_BASES = {1: (10,), 2: (15, 4)}                # its lines' baselines (inside rows 51..72)
UNIT_LINE_BASE = 16                               # a unit's entering effect, rows 50..59 over the badges
MOST_LINES = 2
GREEN_LIGHT: Colour = (140, 216, 120, 255)       # the art's green_light: a buffed stat


@dataclass(frozen=True)
class Line:
    """A line of the text box, and a mana kind whose icon follows it ("" for none)."""

    words: str
    icon: str = ""


@dataclass(frozen=True)
class Face:
    card: str
    kind: str
    name: str
    generic: str                   # the generic part's number, "" when there is none
    pips: tuple[str, ...]          # a mana kind per coloured pip, in the cost's order
    atk: str = ""                  # a unit's
    health: str = ""
    keywords: tuple[str, ...] = ()
    lines: tuple[Line, ...] = ()   # a sorcery's or an enchantment's key numbers, a unit's on entering

    def texts(self) -> list[str]:
        """Every word the face writes, in drawing order."""
        out = [t for t in (self.generic, self.name, self.atk, self.health) if t]
        return out + [line.words for line in self.lines if line.words]


@functools.lru_cache(maxsize=4096)
def width(words: str, small: bool = True, lang: str = "") -> int:
    """How wide `words` are in the window's pixel font (`lang` only keys the cache)."""
    return int(text(words, 0, 0, small=small).content_width)


def ink(words: str, small: bool = True) -> int:
    """How wide `words` paint: their width but the last letter's spacing column."""
    return max(0, width(words, small, language().code) - 1)


def fitting_name(card: CardTemplate) -> str:
    """The card's name when it fits the name band, else its short name."""
    name = look.card_name(card.id)
    return name if ink(name) <= NAME_RIGHT - NAME_LEFT else tr(f"id.short.{card.id}")


def _scope(targets: set[str]) -> str:
    """Whom group effects touch, as one short line ("" for a single target)."""
    if {n.EACH_UNIT, n.EACH_HERO} <= targets:
        return tr("id.face.to.all")
    for group in (n.EACH_UNIT, n.EACH_HERO, n.OWN_UNITS, n.ENEMY_UNITS):
        if group in targets:
            return tr(f"id.face.to.{group}")
    return ""


def _line(effect: Effect) -> Line:
    if effect.do == "deal_damage":
        return Line(tr("id.face.damage_self" if effect.to == n.OWN_HERO else "id.face.damage", n=effect.amount))
    if effect.do == "add_mana":
        return Line(tr("id.face.mana", n=effect.amount), effect.color or "")
    if effect.do == "buff":
        return Line(f"{effect.atk:+d}/{effect.health:+d}")
    return Line(tr(f"id.face.{effect.do}", n=effect.amount))


def effect_lines(card: CardTemplate) -> tuple[Line, ...]:
    """A card's effects as at most two short lines (a unit's, as it enters: one): each
    effect's key numbers once, then whom a group effect touches."""
    lines: list[Line] = []
    targets: set[str] = set()
    for _trigger, effects in card.triggers:
        for effect in effects:
            line = _line(effect)
            if line not in lines:
                lines.append(line)
            if effect.to is not None:
                targets.add(effect.to)
    scope = _scope(targets)
    if scope:
        lines.append(Line(scope))
    return tuple(lines[:1 if card.kind == n.UNIT else MOST_LINES])


def face(card_id: str, atk: int | None = None, health: int | None = None) -> Face:
    """What `card_id`'s face shows; a unit's ATK and HP are its printed ones unless given."""
    card = look.cards().card(card_id)
    pips = tuple(colour for colour, count in card.cost.pips for _ in range(count))
    generic = str(card.cost.generic) if card.cost.generic or not pips else ""
    name = fitting_name(card)
    if card.kind == n.UNIT:
        return Face(card.id, card.kind, name, generic, pips, str(card.atk if atk is None else atk),
                    str(card.health if health is None else health), card.keywords, effect_lines(card))
    return Face(card.id, card.kind, name, generic, pips, lines=effect_lines(card))


def stat_colour(value: int, printed: int, hurt: bool = False) -> Colour:
    """White as printed, green above, orange below (a debuff), crimson when damaged."""
    if hurt:
        return pal.CRIMSON_LIGHT
    if value > printed:
        return GREEN_LIGHT
    if value < printed:
        return pal.ORANGE
    return pal.WHITE


class FaceDrawing:
    """One card drawn: its art and what `face` writes on it, at (x, y) its bottom-left."""

    def __init__(self, ui: Ui, sprites: arcade.SpriteList[arcade.Sprite], f: Face, x: float, y: float) -> None:
        self.face = f
        self.sprites: list[arcade.Sprite] = []
        self.labels: list[arcade.Text] = []
        self.boxes: list[tuple[arcade.Text, float, float]] = []   # a label and the band it must stay in
        self._ui, self._sprites = ui, sprites
        self._sprite(look.card_texture(f.card), x + CARD_W / 2, y + CARD_H / 2)
        # The cost along the top band.
        px = x + DISC_X
        if f.generic:
            self._sprite(look.cost_disc(), px + DISC / 2, y + CARD_H - DISC_X - DISC / 2)
            self._label(f.generic, px + DISC / 2, y + DISC_BASE, pal.WHITE, px, px + DISC, anchor_x="center")
        px = x + (PIP_X if f.generic else DISC_X + 2)
        for kind in f.pips:
            self._sprite(look.mana_icon(kind), px + 4.5, y + PIP_Y)
            px += PIP_PITCH
        # The name under the picture.
        self._label(f.name, x + CARD_W / 2, y + NAME_BASE, pal.WHITE, x + NAME_LEFT, x + NAME_RIGHT, small=True,
                    anchor_x="center")
        if f.kind == n.UNIT:
            for words, (left, right) in zip((f.atk, f.health), BADGES):
                self._label(words, x + (left + right + 1) / 2, y + BADGE_BASE, pal.WHITE, x + left, x + right + 1,
                            anchor_x="center")
            shown = f.keywords[:2]
            for k, keyword in enumerate(shown):
                cx = x + CARD_W / 2 + (k - (len(shown) - 1) / 2) * KEYWORD_PITCH
                self._sprite(look.keyword_icon(keyword), cx, y + KEYWORD_Y)
        if f.lines:
            ink = pal.OUTLINE if f.kind == n.SORCERY else pal.WHITE if f.kind == n.ENCHANTMENT else pal.SKY
            bases = (UNIT_LINE_BASE,) if f.kind == n.UNIT else BOX_BASES[len(f.lines)]
            for line, base in zip(f.lines, bases):
                icon = 10 if line.icon else 0
                start = x + (CARD_W - width(line.words, lang=language().code) - icon) // 2
                label = self._label(line.words, start, y + base, ink, x + BOX_LEFT, x + BOX_RIGHT, small=True)
                if line.icon:
                    self._sprite(look.mana_icon(line.icon), start + label.content_width + 5.5, y + base + 4.5)

    def _sprite(self, texture: arcade.Texture, cx: float, cy: float) -> None:
        sprite = arcade.Sprite(texture, center_x=cx, center_y=cy)
        self._sprites.append(sprite)
        self.sprites.append(sprite)

    def _label(self, words: str, x: float, y: float, colour: Colour, left: float, right: float,
               small: bool = False, anchor_x: str = "left") -> arcade.Text:
        label = self._ui.label(words, x, y, colour, small=small, anchor_x=anchor_x)
        self.labels.append(label)
        self.boxes.append((label, left, right))
        return label

    def clip(self, right: float) -> None:
        """Hide what is written past `right` (a card partly covered by the next one)."""
        for label, _left, end in self.boxes:
            if end > right:
                label.visible = False

    def set_alpha(self, alpha: int) -> None:
        """Dim the whole card (a card with no copies in the deck builder)."""
        for sprite in self.sprites:
            sprite.alpha = alpha
        for label in self.labels:
            r, g, b, *_ = label.color
            label.color = (r, g, b, alpha)
