"""The other side's last turn in a box over the element guide under the board (recap.py
words it): shown once after the AI's turn, closed by a click on it, its button or L, and
opened again by L or the panel's Recap button. It never covers a board cell, so the board
stays in reach while it is open."""

from __future__ import annotations

from game.mage_battle.recap import Recap
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Action, Ui

TOP = 103               # the guide band's top edge (the board starts at 104)
BOTTOM = 18             # over the hint line's band
PITCH = 13
COLUMN = WIDTH // 2


class RecapBox:
    def __init__(self, recap: Recap, close: Action) -> None:
        self.recap = recap
        self.ui = Ui()
        self.ui.box(0, BOTTOM, WIDTH, TOP - BOTTOM, pal.alpha(pal.PANEL, 245), border=pal.GOLD_DARK)
        self.ui.label(recap.title, 6, TOP - 13, pal.side_colour(recap.side, light=True))
        self.close = self.ui.button(WIDTH - 84, TOP - 18, 80, 16, tr("recap.close"), close, key_hint="L", small=True,
                                    tip=tr("tip.recap"))
        rows = (TOP - 20 - BOTTOM) // PITCH
        lines = list(recap.lines)
        if len(lines) > 2 * rows:       # the latest fit; the first line says how many are left out
            lines = lines[-(2 * rows - 1):]
            self.ui.label(tr("recap.more", n=len(recap.lines) - len(lines)), 6, TOP - 30, pal.SILVER, small=True)
            start = 1
        else:
            start = 0
        self.texts = []
        for k, line in enumerate(lines, start):
            column, row = divmod(k, rows)
            colour = pal.GOLD if line.big else pal.WHITE
            self.texts.append(self.ui.label(("! " if line.big else "") + line.text, 6 + column * COLUMN,
                                            TOP - 30 - row * PITCH, colour, small=True, width=COLUMN - 12))

    def covers(self, x: float, y: float) -> bool:
        return BOTTOM <= y <= TOP

    def draw(self) -> None:
        self.ui.draw()
