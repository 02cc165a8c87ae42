"""A question before something that cannot be taken back: a few lines of words and a row
of answers, the last of which (and Esc) goes back without doing anything."""

from __future__ import annotations

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


class ConfirmScreen(MenuScreen):
    def __init__(self, app: GameWindow, director: Director, title: str, message: str,
                 answers: Sequence[tuple[str, Action]]) -> None:
        """`answers`: (label, action) from left to right; the last one is "back"."""
        super().__init__(app, director)
        self.answers = answers
        self.ui = Ui()
        self.back = backdrop(self.ui, parade=False)
        self.ui.box(WIDTH // 2 - 220, 110, 440, 150, pal.PANEL, border=pal.GOLD)
        self.ui.label(title, WIDTH // 2, 236, pal.GOLD, anchor_x="center")
        self.message = self.ui.label(message, WIDTH // 2 - 204, 212, pal.WHITE, small=True, width=408)
        line_pitch(self.message, 14)
        width = (408 - 8 * (len(answers) - 1)) // len(answers)
        self.buttons: list[Button] = [
            self.ui.button(WIDTH // 2 - 204 + i * (width + 8), 122, width, 22, label, action, small=True)
            for i, (label, action) in enumerate(answers)]

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.answers[-1][1]()
