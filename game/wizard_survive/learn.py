"""Wizard Survive's rules pages and tutorial, for the shell's rules screen and tutorial
runner (game/shell/learn): the goal, a step's secret choice and reveal, the five cards
and their costs, meteor, the order of a reveal, the limits. Every number comes from the
rule set shown (costs, lives, the limits, souls to win), never written out by hand."""

from __future__ import annotations

import game.wizard_survive.strings_learn  # noqa: F401  (the pages' and lessons' words)
from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import RuleSet
from game.shell import assets
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.learn.draw import Band, Sprites, arrow, counted, sprite
from game.shell.learn.model import Course, Learning, Page, Shown
from game.shell.widgets import Ui
from game.wizard_survive import look

RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3
# A wizard's hearts, stacked beside it, and a row of crystals or souls drawn one by one up
# to these; a draft's more are one icon and a number.
HEARTS_MOST, ROW_MOST = 5, 10


def rule_set(shown: Shown) -> RuleSet:
    """The rule set a page pictures: Wizard Survive's rules screen only ever shows its own."""
    if not isinstance(shown.rules, RuleSet):
        raise TypeError(f"Wizard Survive's rules pages picture a RuleSet, not a {type(shown.rules).__name__}")
    return shown.rules


def _wizard(ui: Ui, sprites: Sprites, rules: RuleSet, seat: int, x: float, y: float, frame: str = "idle",
            lives: int = -1) -> None:
    """A wizard standing at (x, y) (its centre), twice its size, its lives (of the rule set's
    start lives) as hearts beside it."""
    sprite(sprites, look.wizard(seat, frame), x, y, 2)
    if lives < 0:
        return
    if rules.start_lives > HEARTS_MOST:
        sprite(sprites, assets.texture("heart_full" if lives else "heart_empty"), x - 44, y + 22, 2)
        ui.label(f"{lives}/{rules.start_lives}", x - 44, y + 2, pal.WHITE, small=True, anchor_x="center")
        return
    for k in range(rules.start_lives):
        sprite(sprites, assets.texture("heart_full" if k < lives else "heart_empty"), x - 44, y + 22 - k * 16, 2)


def _crystals(ui: Ui, sprites: Sprites, n: int, x: float, y: float) -> float:
    """`n` mana crystals in a row from x, centred on y; returns the x past them."""
    return counted(ui, sprites, look.texture("crystal_full"), n, x, y, 16, 2, most=ROW_MOST)


def _souls(ui: Ui, sprites: Sprites, n: int, x: float, y: float) -> float:
    return counted(ui, sprites, look.texture("soul"), n, x, y, 16, 2, most=ROW_MOST)


def goal_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """The last wizard standing takes souls for its lives left; the souls to win."""
    rules = rule_set(shown)
    y = band.centred(110) + 40
    for k, (seat, frame) in enumerate(((RED, "idle"), (BLUE, "out"), (GREEN, "out"), (YELLOW, "out"))):
        _wizard(ui, sprites, rules, seat, 80 + k * 74, y, frame, rules.start_lives if k == 0 else -1)
    ui.label(tr("ws.rules.pic.last"), 48, y - 58, pal.WHITE, small=True)
    arrow(ui, (330, y), (400, y), pal.GOLD, inset=4)
    _souls(ui, sprites, rules.start_lives, 418, y + 8)
    ui.label(tr("ws.rules.pic.gain", n=rules.start_lives), 410, y - 14, pal.WHITE, small=True, width=200)
    end = _souls(ui, sprites, rules.souls_to_win, 418, y + 58)
    ui.label(tr("ws.rules.pic.win", n=rules.souls_to_win), end, y + 53, pal.GOLD, small=True)


def step_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """Everyone chooses in secret (a sealed card), then every card and target shows at once."""
    y = band.centred(150) + 40
    for k, seat in enumerate((RED, BLUE, GREEN)):
        x = 60 + k * 80
        sprite(sprites, look.wizard(seat), x, y, 2)
        sprite(sprites, look.texture("card_back"), x, y + 78, 1)
        sprite(sprites, look.texture("seal"), x, y + 78, 2)
    ui.label(tr("ws.rules.pic.secret"), 30, y - 58, pal.WHITE, small=True, width=250)
    arrow(ui, (290, y + 40), (350, y + 40), pal.GOLD, inset=4)
    plays = ((RED, Card.FIREBALL, BLUE), (BLUE, Card.TELEPORT, RED), (GREEN, Card.MANA_RECOVERY, RED))
    for k, (seat, card, target) in enumerate(plays):
        x = 400 + k * 80
        sprite(sprites, look.wizard(seat), x, y, 2)
        sprite(sprites, look.card_face(card, rule_set(shown)), x - 9, y + 78, 1)
        sprite(sprites, look.target_card(target), x + 13, y + 74, 0.75)
    ui.label(tr("ws.rules.pic.reveal"), 370, y - 58, pal.WHITE, small=True, width=250)


def cards_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """The five cards, what each costs and does."""
    rules = rule_set(shown)
    scale = 2 if band.h >= 190 else 1.5
    card_h = int(56 * scale)
    top = band.centred(card_h + 62) + card_h + 62
    for k, card in enumerate(Card):
        x = 72 + k * 124
        sprite(sprites, look.card_face(card, rules), x, top - card_h // 2, scale)
        ui.label(look.card_name(card), x, top - card_h - 14, pal.GOLD, anchor_x="center")
        cost = rules.cost(card)
        if cost > ROW_MOST:
            _crystals(ui, sprites, cost, x - 16, top - card_h - 24)
        elif cost:
            _crystals(ui, sprites, cost, x - (cost - 1) * 8, top - card_h - 24)
        else:
            ui.label(tr("ws.rules.pic.free"), x, top - card_h - 29, pal.SILVER, small=True, anchor_x="center")
        ui.label(tr(f"ws.rules.pic.does.{card.key}", **shown.values), x - 58, top - card_h - 44, pal.WHITE,
                 small=True, width=116, align="center")


def meteor_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """Red's meteor puts out blue, who teleported; green's fireball still hits red."""
    rules = rule_set(shown)
    y = band.centred(150) + 46
    _wizard(ui, sprites, rules, RED, 320, y, "hit", 1)
    sprite(sprites, look.card_face(Card.METEOR, rules), 320, y + 74, 1)
    sprite(sprites, look.texture("fx_meteor"), 320, y + 40, 2)
    _wizard(ui, sprites, rules, BLUE, 110, y, "out")
    sprite(sprites, look.card_face(Card.TELEPORT, rules), 110, y + 74, 1)
    _wizard(ui, sprites, rules, GREEN, 530, y, "out")
    sprite(sprites, look.card_face(Card.FIREBALL, rules), 530, y + 74, 1)
    arrow(ui, (500, y), (350, y), pal.ORANGE, inset=6)
    sprite(sprites, look.texture("fx_fireball"), 425, y, 2)
    ui.label(tr("ws.rules.pic.meteor_out"), 30, y - 58, pal.WHITE, small=True, width=170)
    ui.label(tr("ws.rules.pic.meteor_open"), 240, y - 58, pal.WHITE, small=True, width=170)
    ui.label(tr("ws.rules.pic.meteor_hit"), 450, y - 58, pal.WHITE, small=True, width=170)


def reveal_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """A reveal in its four stages, each for everyone before the next."""
    y = band.centred(120) + 70
    stages = (("pay", "crystal_full"), ("damage", "fx_fireball"), ("teleport", "fx_blink_0"), ("outs", None))
    for k, (stage, texture) in enumerate(stages):
        x = 90 + k * 152
        ui.box(x - 64, y - 66, 128, 116, pal.alpha(pal.OUTLINE, 200), border=pal.INK)
        ui.label(f"{k + 1}", x - 56, y + 34, pal.GOLD, size=18)
        if texture is None:
            sprite(sprites, look.wizard(BLUE, "out"), x, y + 6, 1.5)
        else:
            sprite(sprites, look.texture(texture), x, y + 10, 3 if texture != "fx_blink_0" else 1.5)
        ui.label(tr(f"ws.rules.pic.stage.{stage}", **shown.values), x - 58, y - 30, pal.WHITE, small=True, width=116,
                 align="center")
        if k:
            arrow(ui, (x - 100, y + 10), (x - 60, y + 10), pal.GOLD, inset=2)


def limits_page(ui: Ui, sprites: Sprites, band: Band, shown: Shown) -> None:
    """How a round ends and how a game ends: the numbers of the rule set."""
    rules = rule_set(shown)
    y = band.centred(130) + 130
    boxes = ((str(rules.step_limit), "steps"), (str(rules.round_limit), "rounds"), (str(rules.souls_to_win), "souls"))
    for k, (number, what) in enumerate(boxes):
        x = 30 + k * 200
        ui.box(x, y - 56, 56, 56, pal.OUTLINE, border=pal.GOLD)
        ui.label(number, x + 28, y - 40, pal.GOLD, size=18, anchor_x="center")
        ui.label(tr(f"ws.rules.pic.limit.{what}"), x, y - 74, pal.WHITE, small=True, width=180)
        if what == "souls":
            _souls(ui, sprites, rules.souls_to_win, x + 72, y - 28)


PAGES = (Page("goal", goal_page), Page("step", step_page), Page("cards", cards_page), Page("meteor", meteor_page),
         Page("reveal", reveal_page), Page("limits", limits_page))


def learning() -> Learning:
    from game.wizard_survive.lessons import LESSONS, begin

    return Learning("wizard_survive", "ws.rules", PAGES, Course("ws.tut", LESSONS, begin, box=COACH_BOX))


# The coach over the top bar and the seats' names: the hand below and the wizards, their
# lives, mana and souls stay in sight.
COACH_BOX = (0, 290, WIDTH, 70)
