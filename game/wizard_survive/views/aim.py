"""The choice being made, drawn on the table for the person making it: a dashed gold arrow
from their wizard to each target it names, before (and, alone at the screen, after) the
commitment; and which wizard on the table the pointer is on, so a wizard can be clicked
as a target as well as its small target card.

Only the hand's own choice is drawn (the hand is open only for the person seated at the
screen, W9, W26); the arrows are dashed so they never pass for the last reveal's solid
ones, which stand for what was played."""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from game.shell import palette as pal
from game.wizard_survive.views.last_reveal import arc
from game.wizard_survive.views.seats import CARD_Y, FIGURE_Y, Spot

# A wizard answers the pointer from its feet to the top of the card over its head: the
# figure alone is a small mark to hit, and its sealed card is the same wizard.
REACH_X = 22
REACH_BELOW, REACH_ABOVE = 40, CARD_Y - FIGURE_Y + 28


def wizard_at(spots: Sequence[Spot], x: float, y: float) -> int | None:
    """The seat whose wizard (or card over its head) is under the point, if any."""
    for seat, spot in enumerate(spots):
        if abs(x - spot.x) <= REACH_X and spot.y - REACH_BELOW <= y <= spot.y + REACH_ABOVE:
            return seat
    return None


def draw_aim(spots: Sequence[Spot], seat: int, targets: Sequence[int]) -> None:
    """Dashed arrows from `seat`'s wizard to each of `targets`."""
    for target in targets:
        points = arc(spots[seat], spots[target])
        for k in range(0, len(points) - 1, 2):
            arcade.draw_line(*points[k], *points[k + 1], pal.alpha(pal.GOLD, 235), 3)
        (x0, y0), (x1, y1) = points[-2], points[-1]
        angle = math.atan2(y1 - y0, x1 - x0)
        left = (x1 - 10 * math.cos(angle - 0.5), y1 - 10 * math.sin(angle - 0.5))
        right = (x1 - 10 * math.cos(angle + 0.5), y1 - 10 * math.sin(angle + 0.5))
        arcade.draw_triangle_filled(x1, y1, *left, *right, pal.GOLD)
