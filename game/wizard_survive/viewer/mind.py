"""Under each AI's seat, what it had in mind when it chose its card in the cursor's step:
the advanced AI's mixed strategy as the five cards with their probabilities, the card
it played framed in gold; the whimsical's mood beside the card it played. Only the
seats whose minds the perspective may see (`WsViewerModel.choices`)."""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from engine.wizard_survive.names import Card
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.viewer.stage import PANEL_X
from game.shell.widgets import Ui, draw_batch
from game.wizard_survive import look
from game.wizard_survive.viewer.model import Choice
from game.wizard_survive.views.seats import SeatsPane

BOX_W, BOX_H, BOX_Y = 112, 48, 106
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
        self.texts: dict[int, list[str]] = {}       # seat -> the words shown for it (for the tests)

    def build(self, choices: Sequence[Choice]) -> None:
        self.ui = Ui()
        self.icons = arcade.SpriteList()
        self.choices = tuple(choices)
        self.texts = {}
        for choice in self.choices:
            if choice.mood or choice.mix:      # an AI that noted nothing has only its card to show
                self._column(choice)

    def _column(self, choice: Choice) -> None:
        x = self.pane.spots[choice.seat].x
        left = max(2, min(PANEL_X - BOX_W - 2, round(x - BOX_W / 2)))
        self.ui.box(left, BOX_Y, BOX_W, BOX_H, pal.alpha(pal.OUTLINE, 230), border=look.seat_colour(choice.seat, 1))
        if choice.mood:
            title = tr("ws.v.mind.mood", mood=tr(f"ws.mood.{choice.mood}"))
        else:
            title = tr("ws.v.mind.mix", level=opponent_name(choice.level)) if choice.mix else opponent_name(choice.level)
        words = [title]
        self.ui.label(title, left + BOX_W // 2, BOX_Y + BOX_H - 10, look.seat_colour(choice.seat, 2),
                      anchor_x="center", small=True)
        mix = dict(choice.mix)
        cards = tuple(Card) if mix else (choice.card,)
        first = left + BOX_W // 2 - (len(cards) - 1) * PITCH // 2 if mix else left + 14
        for k, card in enumerate(cards):
            cx, cy = first + k * PITCH, BOX_Y + 23
            icon = arcade.Sprite(look.card_face(card), scale=MINI, center_x=cx, center_y=cy)
            if mix and mix.get(card, 0.0) <= 0:
                icon.alpha = 90
            self.icons.append(icon)
            if card is choice.card:
                self.icons.append(arcade.Sprite(assets.frame(20, 26, pal.GOLD, 1), center_x=cx, center_y=cy))
            if mix:
                share = percent(mix.get(card, 0.0))
                words.append(f"{card.key} {share}")
                self.ui.label(share, cx, BOX_Y + 2, pal.GOLD if card is choice.card else pal.SILVER,
                              anchor_x="center", small=True)
        if not mix:
            played = f"{tr('ws.v.mind.played')}: {look.card_name(choice.card)}"
            words.append(played)
            self.ui.label(played, first + 14, BOX_Y + 19, pal.GOLD, small=True)
        self.texts[choice.seat] = words

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.icons.draw(pixelated=True)
        draw_batch(self.ui.batch)
