"""Over each AI's seat, in its card's place, what it had in mind when it chose its card in
the cursor's step: the advanced AI's mixed strategy as the five cards with their
probabilities, the card it played framed in gold; the whimsical's mood beside the card
it played; an AI that keeps no notes (the beginner, the intermediate) says so beside
its card. Only the seats whose minds the perspective may see (`WsViewerModel.choices`)."""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import RuleSet
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import known, opponent_name, tr
from game.shell.viewer.stage import PANEL_X
from game.shell.widgets import Measure, Ui, draw_batch
from game.wizard_survive import look
from game.wizard_survive.viewer.model import Choice
from game.wizard_survive.views.seats import SeatsPane
from game.wizard_survive.words import seat_word

BOX_W, BOX_H = 112, 60       # over the seat's card spot (its card is in the box), clear of the figure
PITCH = 22
MINI = 0.4           # a card face's scale in the strip (16 x 22)


def percent(p: float) -> str:
    """Without its sign, which the title carries: five of these share a seat's width."""
    return str(round(p * 100))


class MindStrip:
    def __init__(self, pane: SeatsPane) -> None:
        self.pane = pane
        self.ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.choices: tuple[Choice, ...] = ()
        self.rules: RuleSet | None = None
        self.texts: dict[int, list[str]] = {}       # seat -> the words shown for it (for the tests)
        self.boxes: dict[int, tuple[int, int, int, int]] = {}     # seat -> its box (left, bottom, w, h)
        self.measure = Measure()

    def build(self, choices: Sequence[Choice], rules: RuleSet | None = None) -> None:
        """`rules`: the replay's rule set, whose card costs the faces show (ws-1's if None)."""
        self.rules = rules
        self.ui = Ui()
        self.icons = arcade.SpriteList()
        self.choices = tuple(choices)
        self.texts = {}
        self.boxes = {}
        for choice in self.choices:
            self._column(choice)

    def _column(self, choice: Choice) -> None:
        # The box stands where the seat's card is drawn, which it repeats (framed in gold)
        # with its targets: under the card, it covered the wizard it speaks of.
        x, y = self.pane.spots[choice.seat].card
        left = max(2, min(PANEL_X - BOX_W - 2, round(x - BOX_W / 2)))
        bottom = round(y - BOX_H / 2) + 1     # the hat's tip reaches y - 30
        self.boxes[choice.seat] = (left, bottom, BOX_W, BOX_H)
        self.ui.box(left, bottom, BOX_W, BOX_H, pal.alpha(pal.OUTLINE, 250), border=look.seat_colour(choice.seat, 1))
        if choice.mood:
            title = tr("ws.v.mind.mood", mood=tr(f"ws.mood.{choice.mood}"))
        else:
            level = opponent_name(choice.level)
            title = tr("ws.v.mind.mix", level=level) if choice.mix else level
        words = [title]
        fit = self.measure.fit
        self.ui.label(fit([title], BOX_W - 6), left + BOX_W // 2, bottom + BOX_H - 12, look.seat_colour(choice.seat, 2),
                      anchor_x="center", small=True)
        mix = dict(choice.mix)
        cards = tuple(Card) if mix else (choice.card,)
        first = left + BOX_W // 2 - (len(cards) - 1) * PITCH // 2 if mix else left + 14
        cy = bottom + 35
        for k, card in enumerate(cards):
            cx = first + k * PITCH
            icon = arcade.Sprite(look.card_face(card, self.rules), scale=MINI, center_x=cx, center_y=cy)
            if mix and mix.get(card, 0.0) <= 0:
                icon.alpha = 90
            self.icons.append(icon)
            if card is choice.card:
                self.icons.append(arcade.Sprite(assets.frame(20, 26, pal.GOLD, 1), center_x=cx, center_y=cy))
            if mix:
                share = percent(mix.get(card, 0.0))
                words.append(f"{card.key} {share}")
                self.ui.label(share, cx, bottom + 16, pal.GOLD if card is choice.card else pal.SILVER,
                              anchor_x="center", small=True)
        room = left + BOX_W - 4 - (first + 14)       # beside the card's icon
        if not mix:
            played = f"{tr('ws.v.mind.played')}: {look.card_name(choice.card)}"
            words.append(played)
            self.ui.label(fit([played, look.card_name(choice.card)], room), first + 14, cy + 2, pal.GOLD, small=True)
        if choice.targets:
            aim = "→ " + ", ".join(seat_word(t) for t in choice.targets)
            words.append(aim)
            self.ui.label(fit([aim], BOX_W - 6 if mix else room), left + BOX_W // 2 if mix else first + 14,
                          bottom + 5 if mix else cy - 10, pal.SILVER, anchor_x="center" if mix else "left",
                          small=True)
        if not mix and not choice.mood:
            # An AI that noted nothing (the beginner, the intermediate): said, not left blank.
            words.append(tr("ws.v.mind.no_notes"))
            self.ui.label(fit([words[-1]], BOX_W - 6), left + BOX_W // 2, bottom + 5, pal.STONE, anchor_x="center",
                          small=True)
        self.texts[choice.seat] = words

    def tip_at(self, x: float, y: float) -> str | None:
        """Over the box of an AI that keeps no notes: why its box holds only its card."""
        for choice in self.choices:
            box = self.boxes.get(choice.seat)
            if box is None or choice.mix or choice.mood:
                continue
            left, bottom, w, h = box
            if left <= x < left + w and bottom <= y < bottom + h:
                why = f"ws.v.mind.why.{choice.level}"
                return f"{opponent_name(choice.level)}: {tr('ws.v.mind.no_notes')} · " \
                       f"{tr(why) if known(why) else tr('ws.v.mind.why')}"
        return None

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.icons.draw(pixelated=True)
        draw_batch(self.ui.batch)
