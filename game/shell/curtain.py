"""The hand-off curtain of hot-seat play: it names the seat that must take the screen
before anything secret to it is shown, tells what happened in public while that person
looked away, and waits for a click or a key."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell.app import Screen
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Measure, Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.ui import SeatLook


RECAP_LINES = 4         # the newest lines of the recap that the curtain shows
RECAP_WIDTH = 560


class CurtainScreen(Screen):
    def __init__(self, app: GameWindow, seat: int, look: SeatLook, reason: str, then: Callable[[], None],
                 recap: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.seat = seat
        self.look = look
        self.then = then
        self.ui = Ui()
        self.ui.box(0, 0, WIDTH, HEIGHT, look.colour)
        self.ui.box(0, 150, WIDTH, 84, pal.OUTLINE)
        self.ui.label(tr("curtain.take_seat", side=look.name), WIDTH // 2, 200, pal.WHITE, size=18, anchor_x="center")
        self.ui.label(tr(f"curtain.reason.{reason}"), WIDTH // 2, 176, pal.GOLD, anchor_x="center")
        self.ui.label(tr("curtain.hint"), WIDTH // 2, 120, pal.SILVER, anchor_x="center")
        self.recap = [self.ui.label(Measure().fit([line], RECAP_WIDTH), WIDTH // 2, 78 - 12 * k, pal.WHITE,
                                    anchor_x="center", small=True) for k, line in enumerate(recap[-RECAP_LINES:])]
        if recap:
            self.ui.label(tr("curtain.recap"), WIDTH // 2, 92, pal.GOLD, anchor_x="center", small=True)
        self.figure: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        if look.figure is not None:
            self.figure.append(arcade.Sprite(look.figure, scale=3, center_x=WIDTH // 2, center_y=280))
        self.done = False

    def recap_lines(self) -> list[str]:
        """The recap as shown (tests read it)."""
        return [label.text for label in self.recap]

    def draw(self) -> None:
        self.ui.draw()
        self.figure.draw(pixelated=True)

    def proceed(self) -> None:
        if not self.done:
            self.done = True
            self.then()

    def click(self, x: float, y: float, button: int) -> None:
        self.proceed()

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.SPACE, arcade.key.ENTER):
            self.proceed()
