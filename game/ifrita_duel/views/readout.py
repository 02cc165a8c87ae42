"""A card read in full wherever it is pointed at: its name, kind and cost, for a unit on
the battlefield its current stats beside the printed ones and its states (summoning
sick, tapped, damaged, shielded), its rules text and a reminder of each keyword it has.
`reading` says what to show (the table's panel and the deck builder print it in their
own boxes); `Readout` is a box that shows it beside the pointer, for the panes that have
no room of their own (the registration list, the replay viewer)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ifrita_duel import names as n
from engine.ifrita_duel.view import UnitView
from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui, line_pitch

STATES = ("sick", "tapped", "damaged", "shield")


@dataclass(frozen=True)
class Reading:
    name: str
    head: str
    body: str


def states(unit: UnitView) -> tuple[str, ...]:
    """The unit's states worth an icon, in a fixed order."""
    on = {"sick": unit.sick, "tapped": unit.tapped, "damaged": unit.damage > 0, "shield": unit.shield}
    return tuple(s for s in STATES if on[s])


def state_tip(state: str, unit: UnitView) -> str:
    return tr(f"id.state.{state}", n=unit.damage)


def keyword_tips(keywords: tuple[str, ...] | list[str]) -> list[str]:
    return [tr(f"id.kw.tip.{k}") for k in keywords if k in n.KEYWORDS]


def reading(card_id: str, unit: UnitView | None = None) -> Reading:
    """A card as a player reads it; on the battlefield (`unit`), as it stands now."""
    card = look.cards().card(card_id)
    head = look.card_header(card)
    keywords = list(card.keywords)
    lines: list[str] = []
    if unit is not None:
        left = max(0, unit.health - unit.damage)
        now = tr("id.read.now", atk=unit.atk, left=left, health=unit.health)
        if (unit.atk, unit.health) != (card.atk, card.health):
            now += " " + tr("id.read.printed", atk=card.atk, health=card.health)
        lines.append(now)
        lines += [state_tip(s, unit) for s in states(unit)]
        keywords += [k for k in unit.keywords if k not in keywords]
    # Each keyword once, by its reminder ("Trample: ..."), not named and then explained.
    effects = look.effects_text(card.triggers, card.target)
    lines += effects if effects or keywords else [tr("id.vanilla")]
    lines += keyword_tips(keywords)
    return Reading(look.card_name(card_id), head, "\n".join(lines))


def hero_reading(hero: str, cooldown: int | None = None) -> Reading:
    ability = look.cards().hero(hero)
    state = "" if cooldown is None else " · " + (
        tr("id.ability.ready") if cooldown == 0 else tr("id.ability.wait", n=cooldown))
    return Reading(look.hero_name(hero), tr("id.cooldown", n=ability.cooldown) + state, look.hero_text(ability))


BOX_W = 190


class Readout:
    """A reading in a box beside the pointer, kept inside the screen; hidden with None."""

    def __init__(self) -> None:
        self.ui = Ui()
        self.shown: tuple[Reading, int, int] | None = None

    def show(self, what: Reading | None, x: float, y: float) -> None:
        key = None if what is None else (what, int(x), int(y))
        if key == self.shown:
            return
        self.shown = key
        self.ui = ui = Ui()
        if what is None:
            return
        body = ui.label(what.body, 0, 0, pal.WHITE, small=True, width=BOX_W - 10)
        body.anchor_y = "top"
        line_pitch(body, 11)
        h = int(body.content_height) + 36
        # Right of the pointer, or left where the screen ends; below it, or above near the foot.
        # Whole pixels: the pixel font blurs between them.
        bx = int(x + 14 if x + 14 + BOX_W <= WIDTH - 2 else x - 14 - BOX_W)
        by = int(y - 10 - h if y - 10 - h >= 2 else min(HEIGHT - 2 - h, y + 10))
        ui.box(bx, by, BOX_W, h, pal.alpha(pal.OUTLINE, 240), border=pal.GOLD_DARK)
        ui.label(what.name, bx + 5, by + h - 13, pal.GOLD)
        ui.label(what.head, bx + 5, by + h - 25, pal.SILVER, small=True)
        body.x, body.y = bx + 5, by + h - 30

    def texts(self) -> list[str]:
        return [t.text for t in self.ui.texts if t.visible and t.text]

    def draw(self) -> None:
        if self.shown is not None:
            self.ui.draw()

