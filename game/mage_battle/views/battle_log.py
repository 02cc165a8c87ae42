"""The event log at the foot of the battle panel: the seat's share of the match's events in
words (`game.mage_battle.log.describe` keeps only what that side saw), up to the event the animation
has reached, as many of the latest lines as fit above the band under the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.tables import Tables
from game.mage_battle.log import describe
from game.shell import palette as pal
from game.shell.widgets import Ui, line_pitch, set_text

PITCH = 13              # small text (7.5 pt, 10 px), baseline to baseline
GAP = 5                 # between the side panel's blocks
FLOOR = 128             # the log's last line stays above the threat and undo buttons


class LogPane:
    def __init__(self, ui: Ui, x: int, upto: int) -> None:
        """`upto`: how many of the match's events are written (the ones animated so far)."""
        self.label = ui.label("", x, 206, pal.SILVER, small=True, width=152)
        self.label.anchor_y = "top"
        line_pitch(self.label, PITCH)
        self.upto = upto
        self.written: tuple[int, Side | None] | None = None     # what the label holds: (upto, side)

    def place(self, top: int) -> None:
        """Start the log at `top` (under the panel's other lines, however many they wrap to)."""
        if self.label.y != top:
            self.label.y = top
            self.written = None

    def write(self, events: Callable[[int], Sequence[ev.Event]], side: Side | None, tables: Tables,
              name: Callable[[int], str]) -> None:
        """`events(upto)`: the first `upto` of the match's events that `side` saw (None: that every
        side saw), read only when `upto` or the side changed."""
        key = (self.upto, side)
        if key == self.written:
            return
        self.written = key
        # The side panel names the seat's hidden card: the log does not repeat it.
        shown = [e for e in events(self.upto) if not isinstance(e, ev.CardDealt)]
        self.show_lines(describe(shown, side, tables, name))

    def show_lines(self, lines: list[str]) -> None:
        """The latest of `lines` that fit above the floor, each whole however many rows it wraps to."""
        room = max(1, (int(self.label.y) - FLOOR) // PITCH)
        kept = lines[-room:]
        set_text(self.label, "\n".join(kept))
        while len(kept) > 1 and self.label.bottom < FLOOR:
            kept = kept[1:]
            set_text(self.label, "\n".join(kept))
