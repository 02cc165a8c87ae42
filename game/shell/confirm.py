"""A question before something that cannot be taken back: a few lines of words and a row
of answers, the last of which (and Esc) goes back without doing anything."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.widgets import Action, Button, Ui, line_pitch

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.director import Director

PITCH = 14          # the message's lines, baseline to baseline
CENTRE_Y = 185


class ConfirmScreen(MenuScreen):
    def __init__(self, app: GameWindow, director: Director, title: str, message: str,
                 answers: Sequence[tuple[str, Action]]) -> None:
        """`answers`: (label, action) from left to right; the last one is "back"."""
        super().__init__(app, director)
        self.answers = answers
        self.ui = Ui()
        self.back = backdrop(self.ui)
        # The box grows with the message (it holds five lines at its smallest), centred a
        # little above the middle of the screen.
        self.message = self.ui.label(message, WIDTH // 2 - 204, 0, pal.WHITE, small=True, width=408)
        line_pitch(self.message, PITCH)
        lines = max(1, math.ceil(self.message.content_height / PITCH))
        height = max(150, 98 + (lines - 1) * PITCH)
        bottom = max(4, CENTRE_Y - height // 2)
        top = bottom + height
        self.box = self.ui.box(WIDTH // 2 - 220, bottom, 440, height, pal.PANEL, border=pal.GOLD)
        self.title = self.ui.label(title, WIDTH // 2, top - 24, pal.GOLD, anchor_x="center")
        self.message.y = top - 48
        width = (408 - 8 * (len(answers) - 1)) // len(answers)
        self.buttons: list[Button] = [
            self.ui.button(WIDTH // 2 - 204 + i * (width + 8), bottom + 12, width, 22, label, action, small=True)
            for i, (label, action) in enumerate(answers)]

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.answers[-1][1]()
