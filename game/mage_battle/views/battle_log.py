"""The event log at the foot of the battle panel: the seat's share of the match's events in
words (`game.mage_battle.log.describe` keeps only what that side saw), up to the event the animation
has reached, as many of the latest lines as fit above the band under the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import Side
from engine.mage_battle import events as ev
from engine.mage_battle.tables import Tables

from game.shell import palette as pal
from game.mage_battle.log import describe
from game.shell.widgets import Ui, set_text

LINE_HEIGHT = 12        # small text (7.5 pt, 10 px) with leading
FLOOR = 106             # the log's last line stays above the band under the board


class LogPane:
    def __init__(self, ui: Ui, x: int, upto: int) -> None:
        """`upto`: how many of the match's events are written (the ones animated so far)."""
        self.label = ui.label("", x, 206, pal.SILVER, small=True, width=152)
        self.label.anchor_y = "top"
        self.upto = upto
        self.written: tuple[int, Side] | None = None     # what the label holds: (upto, side)

    def place(self, top: int) -> None:
        """Start the log at `top` (under the panel's other lines, however many they wrap to)."""
        if self.label.y != top:
            self.label.y = top
            self.written = None

    def write(self, events: Sequence[ev.Event], side: Side, tables: Tables, name: Callable[[int], str]) -> None:
        """`events`: the match's; only the first `upto` are written, and only when that changed."""
        key = (self.upto, side)
        if key == self.written:
            return
        self.written = key
        lines = describe(events[: self.upto], side, tables, name)
        room = max(3, (int(self.label.y) - FLOOR) // LINE_HEIGHT)
        set_text(self.label, "\n".join(lines[-room:]))
