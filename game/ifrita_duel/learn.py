"""Ifrita Duel's rules pages and tutorial, for the shell's rules screen and tutorial
runner (game/shell/learn): the turn's phases, sacrifice for mana, casting and paying,
attacking and blocking, the five keywords, mana burn, fatigue, the hero abilities.
Numbers, costs, keywords and abilities come from the rule set shown and its card set."""

from __future__ import annotations

import game.ifrita_duel.strings_learn  # noqa: F401  (the pages' and lessons' words)
from engine.ifrita_duel import names as n
from engine.ifrita_duel.rules import Rules
from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.learn.draw import Band, Sprites, arrow, sprite
from game.shell.learn.model import Course, Learning, Page, Shown
from game.shell.learn.rules_screen import derive_rule_values
from game.shell.widgets import Ui

PHASES = ("start", "main1", "combat", "main2", "end")
KEYWORDS = ("trample", "shield", "deathtouch", "first_strike", "vigilance")
TEAL, CRIMSON = 0, 1


def _fatigue(rules: Rules) -> dict[str, object]:
    """The fatigue page's second and third empty-deck draws (`fatigue_2`, `fatigue_3`)."""
    return {f"fatigue_{k}": rules.fatigue_start + (k - 1) * rules.fatigue_step for k in (2, 3)}


derive_rule_values(Rules, _fatigue)


def rule_set(shown: Shown) -> Rules:
    """The rule set a page pictures: Ifrita Duel's rules screen only ever shows its own."""
    if not isinstance(shown.rules, Rules):
        raise TypeError(f"Ifrita Duel's rules pages picture Rules, not a {type(shown.rules).__name__}")
    return shown.rules


def turn_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """The five phases in order, what each holds."""
    high = 96
    y = band.centred(high) + high
    for k, phase in enumerate(PHASES):
        x = 20 + k * 122
        ui.box(x, y - high, 110, high, pal.alpha(pal.OUTLINE, 200), border=pal.GOLD if "main" in phase else pal.INK)
        ui.label(tr(f"id.phase.{phase}"), x + 55, y - 18, pal.GOLD, anchor_x="center")
        ui.label(tr(f"id.rules.pic.phase.{phase}", **shown.values), x + 6, y - 36, pal.WHITE, small=True, width=98)
        if k:
            arrow(ui, (x - 14, y - high // 2), (x + 2, y - high // 2), pal.GOLD, inset=0)


def mana_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """A card sacrificed becomes a mana of its colour for good; the six kinds."""
    y = band.centred(140) + 100
    sprite(sprites, look.picture("tide_seer"), 90, y, 3)
    ui.label(look.card_name("tide_seer"), 90, y - 50, pal.WHITE, small=True, anchor_x="center")
    arrow(ui, (150, y), (230, y), pal.GOLD, inset=4)
    sprite(sprites, look.mana_icon("blue"), 262, y, 4)
    ui.label(tr("id.rules.pic.sacrifice"), 300, y + 8, pal.WHITE, small=True, width=300)
    for k, kind in enumerate(n.MANA_KINDS):
        x = 60 + k * 96
        sprite(sprites, look.mana_icon(kind), x, y - 88, 2)
        ui.label(tr(f"id.mana.{kind}"), x + 14, y - 93, pal.WHITE, small=True)


def cast_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """Grove Bear's cost: a green pip paid with green, the generic part with any mana."""
    card = rule_set(shown).cards.card("grove_bear")
    y = band.centred(140) + 90
    sprite(sprites, look.picture(card.id), 90, y, 3)
    ui.label(f"{look.card_name(card.id)} · {look.cost_text(card)}", 90, y - 50, pal.WHITE, small=True,
             anchor_x="center")
    x = 190
    for colour, count in card.cost.pips:
        for _ in range(count):
            sprite(sprites, look.mana_icon(colour), x, y + 20, 3)
            ui.label(tr("id.rules.pic.pip", kind=tr(f"id.mana.{colour}")), x + 24, y + 15, pal.WHITE, small=True)
    sprite(sprites, look.cost_disc(), x, y - 20, 2)
    ui.label(str(card.cost.generic), x, y - 24, pal.OUTLINE, small=True, anchor_x="center")
    ui.label(tr("id.rules.pic.generic"), x + 24, y - 25, pal.WHITE, small=True, width=380)
    ui.label(tr("id.rules.pic.unpaid"), 40, y - 80, pal.SILVER, small=True, width=560)


def combat_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """An unblocked attacker hits the hero; a blocked one and its blocker trade damage."""
    y = band.centred(130) + 80
    sprite(sprites, look.figure("grove_bear"), 60, y, 3)
    arrow(ui, (100, y), (220, y), pal.ORANGE, inset=4)
    sprite(sprites, look.hero_texture(CRIMSON), 250, y, 2)
    ui.label(tr("id.rules.pic.unblocked"), 30, y - 50, pal.WHITE, small=True, width=260)
    sprite(sprites, look.figure("grove_bear"), 380, y, 3)
    sprite(sprites, look.figure("shield_squire", mirrored=True), 540, y, 3)
    arrow(ui, (420, y + 8), (500, y + 8), pal.ORANGE, inset=4)
    arrow(ui, (500, y - 8), (420, y - 8), pal.ORANGE, inset=4)
    ui.label(tr("id.rules.pic.blocked"), 340, y - 50, pal.WHITE, small=True, width=260)


def keywords_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """The five keywords, each with its icon and what it does."""
    pitch = min(34, (band.h - 10) // len(KEYWORDS))
    top = band.centred(pitch * len(KEYWORDS)) + pitch * len(KEYWORDS)
    for k, keyword in enumerate(KEYWORDS):
        y = top - pitch // 2 - k * pitch
        sprite(sprites, look.keyword_icon(keyword), 40, y, 2)
        ui.label(tr(f"id.kw.{keyword}"), 60, y - 5, pal.GOLD)
        ui.label(tr(f"id.rules.pic.kw.{keyword}"), 170, y - 5, pal.WHITE, small=True, width=440)


def burn_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """Wild Surge lifts green above its max; unspent at the end, each mana above burns."""
    rules = rule_set(shown)
    y = band.centred(120) + 70
    sprite(sprites, look.picture("wild_surge"), 80, y, 3)
    ui.label(look.card_name("wild_surge"), 80, y - 50, pal.WHITE, small=True, anchor_x="center")
    arrow(ui, (140, y), (200, y), pal.GOLD, inset=4)
    for k in range(4):
        sprite(sprites, look.mana_icon("green"), 220 + k * 26, y, 2)
    ui.label(tr("id.rules.pic.above", have=4, most=1), 214, y - 30, pal.WHITE, small=True)
    arrow(ui, (330, y), (390, y), pal.ORANGE, inset=4)
    sprite(sprites, look.hero_texture(TEAL), 420, y, 2)
    ui.label(f"-{3 * rules.burn_per_mana}", 450, y - 5, pal.ORANGE, size=18)
    ui.label(tr("id.rules.pic.burn", n=rules.burn_per_mana), 400, y - 44, pal.WHITE, small=True, width=220)


def fatigue_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """Each draw from an empty deck hurts more than the last."""
    rules = rule_set(shown)
    y = band.centred(120) + 70
    sprite(sprites, look.card_back(), 70, y, 1.5).alpha = 110
    ui.label(tr("id.rules.pic.empty"), 70, y - 70, pal.WHITE, small=True, anchor_x="center")
    for k in range(4):
        x = 190 + k * 110
        damage = rules.fatigue_start + k * rules.fatigue_step
        sprite(sprites, look.hero_texture(TEAL), x, y, 2)
        ui.label(f"-{damage}", x + 30, y - 5, pal.ORANGE, size=18)
        ui.label(tr("id.rules.pic.draw_n", n=k + 1), x, y - 48, pal.WHITE, small=True, anchor_x="center")


def heroes_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """The five abilities, each with its cooldown and effect."""
    heroes = rule_set(shown).cards.heroes
    pitch = min(34, (band.h - 10) // len(heroes))
    top = band.centred(pitch * len(heroes)) + pitch * len(heroes)
    for k, hero in enumerate(heroes):
        y = top - pitch // 2 - k * pitch
        sprite(sprites, look.hero_texture(k % 2), 40, y, 1)
        ui.label(look.hero_name(hero.id), 64, y - 5, pal.GOLD)
        ui.label(look.hero_text(hero), 170, y - 5, pal.WHITE, small=True, width=440)


PAGES = (Page("turn", turn_page), Page("mana", mana_page), Page("cast", cast_page), Page("combat", combat_page),
         Page("keywords", keywords_page), Page("burn", burn_page), Page("fatigue", fatigue_page),
         Page("heroes", heroes_page))

# The coach over the crimson battlefield's right part and the log: the hand, the buttons,
# both Ifritas' HP and the units of the lessons stay in sight.
COACH_BOX = (180, 232, 460, 102)


def learning() -> Learning:
    from game.ifrita_duel.lessons import LESSONS, begin

    return Learning("ifrita_duel", "id.rules", PAGES, Course("id.tut", LESSONS, begin, box=COACH_BOX))
