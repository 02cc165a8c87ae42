"""The other side's last turn in a box over the element guide under the board (recap.py
words it): shown once after the AI's turn, closed by a click on it, its button or L, and
opened again by L or the panel's Recap button. It never covers a board cell, so the board
stays in reach while it is open."""

from __future__ import annotations

from collections.abc import Callable

from engine.mage_battle import Side
from game.mage_battle.recap import Recap
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Action, Button, Ui

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


class RecapPane:
    """The recap's life on the battle screen: opened once after each AI turn, toggled by L and
    its button, closed by a click on it, Esc, or the seat's next action."""

    def __init__(self, read: Callable[[], Recap | None], say: Callable[[str], None]) -> None:
        """`read`: the other side's last turn as the seat saw it; `say`: the hint line."""
        self.read, self.say = read, say
        self.box: RecapBox | None = None
        self.end = 0            # how many of the seat's events the last recap shown reached
        self._checked = -1      # the log's length when last checked for a new AI turn

    def toggle(self) -> None:
        if self.box is not None:
            self.box = None
            return
        found = self.read()
        if found is None:
            self.say(tr("tip.recap.none"))
            return
        self.open(found)

    def open(self, found: Recap) -> None:
        self.box = RecapBox(found, self.toggle)
        self.end = max(self.end, found.end)

    def close(self) -> None:
        self.box = None

    def after_ai(self, log_length: int, is_ai: Callable[[Side], bool]) -> None:
        """At rest on the seat's turn: an AI turn not recapped yet opens its recap, so nothing it
        did (a kill, a cut) passes only as a line of the log. Read once per new log length."""
        if log_length == self._checked or self.box is not None:
            return
        self._checked = log_length
        found = self.read()
        if found is not None and found.end > self.end and is_ai(found.side):
            self.open(found)

    def click(self, x: float, y: float) -> bool:
        """A click on the open box (its button or anywhere on it) closes it and goes no further."""
        if self.box is not None and (self.box.ui.click(x, y) or self.box.covers(x, y)):
            self.box = None
            return True
        return False

    def hover(self, x: float, y: float) -> Button | None:
        return self.box.ui.hover(x, y) if self.box is not None else None

    def draw(self) -> None:
        if self.box is not None:
            self.box.draw()
