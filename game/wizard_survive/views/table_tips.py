"""What the table's marks mean, said when pointed at (UX: every icon says what it is), and
the threat cues: under each wizard, small marks of the attacks its mana pays for this step,
so who can hit whom reads at a glance.

Everything comes from the seat's view: mana, lives and souls are public (W24), and which
attacks a wizard can afford and at whom are the engine's own answers (`affordable`,
`target_choices` on the view's rule set), never a copy of a rule in the window."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from engine.wizard_survive.names import ATTACKS, Card
from engine.wizard_survive.resolve import affordable, target_choices
from engine.wizard_survive.view import WizardView
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui, line_pitch, set_text
from game.wizard_survive import look
from game.wizard_survive.views.seats import CARD_Y, COUNT_Y, FIGURE_Y, NAME_Y, PLAYER_Y, SHELF_Y, Spot

# The threat marks stand on the table's floor under the wizard, between its two numbers.
MARK_Y = 117
MARK_PITCH = 14
MARK_LOOKS = {Card.FIREBALL: ("fx_fireball", 1.0), Card.LIGHTNING: ("fx_bolt", 0.4), Card.METEOR: ("fx_meteor", 0.5)}
TIP_WIDTH = 340


def threats(view: WizardView) -> dict[int, tuple[tuple[Card, ...], tuple[int, ...]]]:
    """Per wizard in: the attacks it can pay for this step and the wizards they can name."""
    out: dict[int, tuple[tuple[Card, ...], tuple[int, ...]]] = {}
    ins = view.in_seats()
    for seat in ins:
        others = tuple(s for s in ins if s != seat)
        cards = tuple(c for c in affordable(view.rules, view.wizards[seat].mana) if c in ATTACKS)
        whom = sorted({t for c in cards for ts in target_choices(view.rules, c, others) for t in ts})
        out[seat] = (cards, tuple(whom)) if whom else ((), ())
    return out


@dataclass(frozen=True)
class Area:
    seat: int
    what: str           # name, player, lives, mana, souls, threat, seal, wizard
    x0: float
    y0: float
    x1: float
    y1: float

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1


def areas(spots: tuple[Spot, ...]) -> list[Area]:
    """Where each seat's marks stand (seats.py places them), most particular first."""
    found: list[Area] = []
    for seat, s in enumerate(spots):
        dy = s.y - FIGURE_Y
        found += [
            Area(seat, "threat", s.x - 22, 104, s.x + 22, 128),
            Area(seat, "lives", s.x - 56, COUNT_Y - 4, s.x - 36, s.y + 22),
            Area(seat, "mana", s.x + 36, COUNT_Y - 4, s.x + 56, s.y + 34),
            Area(seat, "souls", s.x - 42, dy + SHELF_Y - 10, s.x + 62, dy + SHELF_Y + 8),
            Area(seat, "name", s.x - 50, dy + NAME_Y - 3, s.x + 50, dy + NAME_Y + 11),
            Area(seat, "player", s.x - 70, dy + PLAYER_Y - 3, s.x + 70, dy + PLAYER_Y + 8),
            Area(seat, "seal", s.x - 50, dy + CARD_Y - 28, s.x + 22, dy + CARD_Y + 28),
            Area(seat, "wizard", s.x - 24, s.y - 40, s.x + 24, s.y + 40),
        ]
    return found


class TableTips:
    def __init__(self, spots: tuple[Spot, ...]) -> None:
        self.spots = spots
        self.areas = areas(spots)
        self.marks: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.mark_sprites: list[dict[Card, arcade.Sprite]] = []
        for _spot in spots:
            row = {}
            for card, (name, scale) in MARK_LOOKS.items():
                sprite = arcade.Sprite(look.texture(name), scale=scale, center_y=MARK_Y)
                row[card] = sprite
                self.marks.append(sprite)
            self.mark_sprites.append(row)
        self.ui = Ui()
        self.plate = self.ui.box(0, 0, 10, 10, pal.alpha(pal.OUTLINE, 240), border=pal.SILVER)
        self.edge = self.ui.sprites[0]
        self.words = self.ui.label("", 0, 0, pal.WHITE, anchor_y="top", small=True, width=TIP_WIDTH)
        line_pitch(self.words, 12)
        self.shown = False
        self.threats: dict[int, tuple[tuple[Card, ...], tuple[int, ...]]] = {}

    def sync(self, view: WizardView) -> None:
        """The threat marks for `view`'s step: each wizard in, its affordable attacks side by side."""
        self.threats = threats(view)
        for seat, row in enumerate(self.mark_sprites):
            cards = self.threats.get(seat, ((), ()))[0]
            x = self.spots[seat].x - (len(cards) - 1) * MARK_PITCH / 2
            for card, sprite in row.items():
                sprite.visible = card in cards
                if card in cards:
                    sprite.center_x = x
                    x += MARK_PITCH

    def threat_text(self, seat: int) -> str:
        cards, whom = self.threats.get(seat, ((), ()))
        if not cards:
            return tr("ws.tip.threat_none", seat=look.seat_name(seat))
        return tr("ws.tip.threat", seat=look.seat_name(seat), cards=", ".join(look.card_name(c) for c in cards),
                  whom=look.targets_text(whom))

    def text(self, view: WizardView, seat: int, what: str, player: str) -> str:
        w, rules = view.wizards[seat], view.rules
        name = look.seat_name(seat)
        if what == "lives":
            return tr("ws.tip.lives", seat=name, n=w.lives)
        if what == "mana":
            return tr("ws.tip.mana", seat=name, n=w.mana, cap=rules.mana_cap, f=rules.cost(Card.FIREBALL),
                      l=rules.cost(Card.LIGHTNING), m=rules.cost(Card.METEOR))
        if what == "souls":
            return tr("ws.tip.souls", seat=name, n=w.souls, goal=rules.souls_to_win)
        if what in ("name", "player"):
            return player
        if what == "seal":
            return tr("ws.tip.sealed", seat=name) if view.committed[seat] and not w.out else ""
        if w.out:
            return tr("ws.tip.out", seat=name)
        return self.threat_text(seat)

    def point(self, x: float, y: float, view: WizardView, players: list[str]) -> str:
        """What is said of the mark at (x, y) ('' for none), and the plate placed by it."""
        found = next((a for a in self.areas if a.contains(x, y) and a.seat < view.seats), None)
        said = self.text(view, found.seat, found.what, players[found.seat]) if found is not None else ""
        self.shown = bool(said)
        if said:
            set_text(self.words, said)
            w = min(TIP_WIDTH, int(self.words.content_width)) + 10
            h = int(self.words.content_height) + 4
            left = max(4.0, min(WIDTH - 4 - w, x - w / 2))
            top = y - 14 if y > 200 else y + 14 + h
            self.words.x, self.words.y = int(left + 5), int(top - 2)
            for sprite, grow in ((self.edge, 1), (self.plate, 0)):
                sprite.width, sprite.height = w + 2 * grow, h + 2 * grow
                sprite.center_x, sprite.center_y = left + w / 2, top - h / 2
        return said

    def draw_marks(self) -> None:
        self.marks.draw(pixelated=True)

    def draw_tip(self) -> None:
        if self.shown:
            self.ui.draw()
