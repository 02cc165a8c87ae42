"""The hands on the viewer's board, one row per side: the cards as small chips (each
card's picture in its colour's frame), face down when the perspective may not see them,
and beside them the opposing AI's sampled belief about that hand, the cards it guessed
right framed in gold when the truth is known ("all"). Rebuilt when the cursor moves."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import arcade

from engine.ifrita_duel.view import PlayerView
from game.ifrita_duel import look
from game.ifrita_duel.viewer.model import Mind
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.widgets import Ui

CHIP_W, CHIP_H = 20, 18
HAND_X, BELIEF_X, RIGHT = 46, 246, 478


@functools.cache
def chip(card: str | None) -> arcade.Texture:
    """The middle of a card's picture (its motif), or of the card back for a hidden card."""
    if card is None:
        back = look.card_back()
        return back.crop(14, (back.height - CHIP_H) // 2, CHIP_W, CHIP_H)
    return look.picture(card).crop(6, 3, CHIP_W, CHIP_H)


@dataclass(frozen=True)
class Chip:
    x: float
    y: float
    card: str | None          # None: face down
    belief: bool              # a card of the belief, not of the hand
    turn: int = 0             # a belief's: the turn of the choice it was sampled for


def _pitch(count: int, room: float) -> float:
    return CHIP_W + 3 if count < 2 else min(CHIP_W + 3, (room - CHIP_W) / (count - 1))


class HandRows:
    def __init__(self) -> None:
        self.ui = Ui()
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.chips: list[Chip] = []
        self.shown: dict[int, tuple[str | None, ...]] = {}     # per side, what its row shows (for the tests)
        self.guessed: dict[int, tuple[str, ...]] = {}          # per side, the belief beside it

    def sync(self, players: Sequence[PlayerView], rows: dict[int, int], minds: Sequence[Mind]) -> None:
        """`rows`: side -> the bottom of its row; `minds`: the beliefs to show beside the hands."""
        self.ui = Ui()
        self.sprites = arcade.SpriteList()
        self.chips, self.shown, self.guessed = [], {}, {}
        for side, y in rows.items():
            p = players[side]
            cards: tuple[str | None, ...] = p.hand if p.hand is not None else (None,) * p.hand_count
            self.shown[side] = cards
            self.ui.label(tr("id.v.hand", n=p.hand_count), 4, y + 7, pal.SILVER, small=True)
            self._chips(cards, HAND_X, BELIEF_X - 10, y, False, Counter())
            mind = next((m for m in minds if m.about == side), None)
            if mind is not None:
                self._belief(mind, y)

    def _belief(self, mind: Mind, y: float) -> None:
        self.guessed[mind.about] = mind.belief
        who = opponent_name(mind.level)
        if mind.truth is not None:
            label = tr("id.v.guess_right", who=who, right=mind.right, n=len(mind.belief))
        else:
            label = tr("id.v.guess", who=who)
        text = self.ui.label(label, BELIEF_X, y + 7, look.side_colour(mind.seat, True), small=True)
        start = BELIEF_X + int(text.content_width) + 6
        self._chips(mind.belief, start, RIGHT, y, True, Counter(mind.truth or ()), mind.turn)

    def _chips(self, cards: Sequence[str | None], x0: float, right: float, y: float, belief: bool,
               truth: Counter[str], turn: int = 0) -> None:
        pitch = _pitch(len(cards), right - x0)
        for k, card in enumerate(cards):
            x = x0 + k * pitch
            right_guess = belief and card is not None and truth[card] > 0
            if right_guess and card is not None:
                truth[card] -= 1
            colour = pal.GOLD if right_guess else (look.card_colour(look.cards().card(card)) if card else pal.GOLD_DARK)
            self.sprites.append(arcade.Sprite(chip(card), center_x=x + CHIP_W / 2, center_y=y + 2 + CHIP_H / 2))
            self.sprites.append(arcade.Sprite(assets.frame(CHIP_W + 2, CHIP_H + 2, colour, 2 if right_guess else 1),
                                              center_x=x + CHIP_W / 2, center_y=y + 2 + CHIP_H / 2))
            self.chips.append(Chip(x, y + 2, card, belief, turn))

    def hit(self, x: float, y: float) -> Chip | None:
        for c in reversed(self.chips):
            if c.x <= x < c.x + CHIP_W and c.y <= y < c.y + CHIP_H:
                return c
        return None

    def draw(self) -> None:
        self.sprites.draw(pixelated=True)
        self.ui.draw()
