"""The last reveal, kept on the table after it played (as 7 Wonders keeps the played cards
face up): each wizard's card over its head with its target cards, an arrow from every
attacker to each target, and what it came to ("dodged!", "-2"). Everything is the
reveal's `Show`, public since the reveal (W9); the table drops it when the step it
starts ends, or when the person at the screen commits."""

from __future__ import annotations

import math

import arcade

from engine.wizard_survive.names import Card
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Ui
from game.wizard_survive import look
from game.wizard_survive.show import Show
from game.wizard_survive.views.seats import Spot

ATTACKS = (Card.FIREBALL, Card.LIGHTNING, Card.METEOR)
ARROW_RISE = 30         # how high an arrow arcs above the straight line, per 100 px it spans,
ARROW_TOP = 56          # at most: over the cards between, under the names


def arc(a: Spot, b: Spot, segments: int = 16) -> list[tuple[float, float]]:
    """Points from above `a`'s head to above `b`'s, arcing over any wizard between."""
    x0, y0 = a.x, a.y + 44              # under the caster's card
    x1, y1 = b.x, b.y + 36              # at the target's hat
    rise = min(ARROW_TOP, ARROW_RISE * abs(x1 - x0) / 100)
    return [(x0 + (x1 - x0) * k / segments, y0 + (y1 - y0) * k / segments + rise * math.sin(math.pi * k / segments))
            for k in range(segments + 1)]


class LastReveal:
    def __init__(self, show: Show, spots: tuple[Spot, ...]) -> None:
        self.show = show
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.ui = Ui()
        self.arrows: list[tuple[list[tuple[float, float]], tuple[int, int, int, int]]] = []
        for seat, (card, targets) in show.cards.items():
            x, y = spots[seat].card
            face = arcade.Sprite(look.card_face(card, show.before.rules), center_x=x, center_y=y)
            face.alpha = 215            # faded a little: the past step, under this step's seals
            self.sprites.append(face)
            for k, t in enumerate(targets):
                self.sprites.append(arcade.Sprite(look.target_card(t), scale=0.5, center_x=x + 32,
                                                  center_y=y + 14 - k * 30))
            if card in (Card.FIREBALL, Card.LIGHTNING):
                for t in targets:
                    self.arrows.append((arc(spots[seat], spots[t]), look.seat_colour(seat, 2)))
        for seat in show.meteors:
            for victim in show.crushed:
                if victim != seat:
                    self.arrows.append((arc(spots[seat], spots[victim]), pal.ORANGE))
        # Beside the hearts, as the reveal wrote it; a teleporter loses lives only to a meteor,
        # and then the loss is what counts.
        dodgers = {s.target for s in show.shots if s.dodged}
        for seat in sorted(set(show.lost) | dodgers):
            spot = spots[seat]
            if seat in show.lost:
                self.ui.label(tr("ws.reveal.lost", n=show.lost[seat]), spot.x - 40, spot.y + 30, pal.CRIMSON_LIGHT,
                              size=18, anchor_x="center")
            else:
                self.ui.label(tr("ws.reveal.dodged"), spot.x - 44, spot.y + 34, pal.SKY, anchor_x="center")

    def words(self) -> list[str]:
        """What it writes on the table (for tests and the screen's own checks)."""
        return [t.text for t in self.ui.texts]

    def draw_under(self) -> None:
        """Before the wizards: the arrows pass behind them, and this step's seals go over
        the cards."""
        for points, colour in self.arrows:
            arcade.draw_line_strip(points, pal.alpha(colour, 200), 2)
            (x0, y0), (x1, y1) = points[-2], points[-1]
            angle = math.atan2(y1 - y0, x1 - x0)
            left = (x1 - 8 * math.cos(angle - 0.5), y1 - 8 * math.sin(angle - 0.5))
            right = (x1 - 8 * math.cos(angle + 0.5), y1 - 8 * math.sin(angle + 0.5))
            arcade.draw_triangle_filled(x1, y1, *left, *right, pal.alpha(colour, 230))
        self.sprites.draw(pixelated=True)

    def draw_over(self) -> None:
        """After the wizards: what the reveal came to."""
        self.ui.draw()
