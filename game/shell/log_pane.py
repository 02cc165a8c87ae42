"""A match log any game's screen can hold: given lines of (words, colour), it shows as
many of them as fit its box, each wrapped to the box's width, never drawing outside it.
It collapses to a small box (the newest rows that fit there) and expands to a tall one,
by a key (L) or its header button; the mouse wheel and PageUp/PageDown/Home/End scroll
it. New lines scroll into view unless the person scrolled back to read, and the header
then says how many rows lie below.

The screen decides where the boxes are (`place`) and forwards the wheel and the keys;
nothing here knows any game."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import arcade

from game.shell import palette as pal
from game.shell.i18n import add_part, language, tr
from game.shell.widgets import Ui, text

add_part({"log.title": "기록", "log.below": "아래 {n}줄", "log.open": "[L] 펼치기", "log.close": "[L] 접기"},
         {"log.title": "Log", "log.below": "{n} rows below", "log.open": "[L] open", "log.close": "[L] close"})

Colour = tuple[int, int, int, int]
Line = tuple[str, Colour]
PITCH = 11                      # small text, baseline to baseline
HEADER = 14
KEEP = 400                      # lines kept; older ones go
WHEEL_ROWS = 3
TOGGLE = arcade.key.L


@functools.lru_cache(maxsize=4096)
def _glyph(ch: str, lang: str) -> int:
    return int(text(ch, 0, 0, small=True).content_width)


def ink(words: str) -> int:
    """How wide `words` paint in small text (summed per letter: the pixel font has no kerning)."""
    lang = language().code
    return sum(_glyph(ch, lang) for ch in words)


def wrap(words: str, width: int) -> list[str]:
    """`words` as rows no wider than `width`, broken at spaces (inside a word too long for a row)."""
    rows: list[str] = []
    row = ""
    for word in words.split(" "):
        candidate = f"{row} {word}" if row else word
        if ink(candidate) <= width:
            row = candidate
            continue
        if row:
            rows.append(row)
        row = ""
        for ch in word:             # a word wider than the row: cut where it must be
            if ink(row + ch) > width and row:
                rows.append(row)
                row = ""
            row += ch
    rows.append(row)
    return rows


class LogPane:
    def __init__(self, title: str = "") -> None:
        self.title = title or tr("log.title")
        self.lines: list[Line] = []
        self.rows: list[Line] = []            # the lines wrapped to the box
        self.starts: set[int] = set()         # the rows that begin a line
        self.row_line: list[int] = []         # each row's line
        self.back = 0                         # rows scrolled back from the newest (0: following)
        self.expanded = False
        self.boxes = ((0, 0, 100, 40), (0, 0, 100, 100))      # (x, y, w, h) collapsed, expanded
        self.ui = Ui()
        self.built: tuple[object, ...] | None = None

    # ---- the host's side ---------------------------------------------------------------
    def place(self, collapsed: tuple[int, int, int, int], expanded: tuple[int, int, int, int]) -> None:
        if (collapsed, expanded) != self.boxes:
            width = self.box()[2]
            self.boxes = (collapsed, expanded)
            if self.box()[2] != width:
                self._rewrap()

    def set_lines(self, lines: Sequence[Line]) -> None:
        """The log from scratch (a seat sitting down gets its own): read from the newest."""
        self.lines = list(lines)[-KEEP:]
        self.back = 0
        self._rewrap()

    def add(self, lines: Sequence[Line]) -> None:
        """New lines at the foot: in view when following, else the rows read stay put."""
        if not lines:
            return
        before = len(self.rows)
        self.lines = (self.lines + list(lines))[-KEEP:]
        self._rewrap()
        if self.back:
            self.back = min(self.back + len(self.rows) - before, self._most())

    def rest(self) -> None:
        """Closed and following the newest: how a person finds it at a hand-off, whatever
        the one before did with it (their reading is theirs)."""
        if self.expanded:
            self.toggle()
        self.back = 0

    def texts(self) -> list[str]:
        return [line for line, _ in self.lines]

    # ---- the person's side -------------------------------------------------------------
    def toggle(self) -> None:
        width = self.box()[2]
        self.expanded = not self.expanded
        if self.box()[2] != width:
            self._rewrap()
        self.back = min(self.back, self._most())

    def scroll(self, rows: int) -> None:
        """Back (positive, older rows) or on (negative); 0 follows the newest again."""
        self.back = max(0, min(self._most(), self.back + rows))

    def key(self, symbol: int) -> bool:
        """The log's keys; whether `symbol` was one of them."""
        page = max(1, self.room() - 1)
        moves = {arcade.key.PAGEUP: page, arcade.key.PAGEDOWN: -page, arcade.key.HOME: self._most(),
                 arcade.key.END: -len(self.rows)}
        if symbol == TOGGLE:
            self.toggle()
        elif symbol in moves:
            self.scroll(moves[symbol])
        else:
            return False
        return True

    def wheel(self, x: float, y: float, notches: float) -> bool:
        """The wheel over the box scrolls it (up: older); whether it was over the box."""
        if not self.contains(x, y):
            return False
        self.scroll(round(notches * WHEEL_ROWS))
        return True

    def click(self, x: float, y: float) -> bool:
        """A click on the header toggles the pane; whether it was on the header."""
        bx, by, bw, bh = self.box()
        if bx <= x < bx + bw and by + bh - HEADER <= y < by + bh:
            self.toggle()
            return True
        return False

    def contains(self, x: float, y: float) -> bool:
        bx, by, bw, bh = self.box()
        return bx <= x < bx + bw and by <= y < by + bh

    # ---- layout ------------------------------------------------------------------------
    def box(self) -> tuple[int, int, int, int]:
        return self.boxes[self.expanded]

    def room(self) -> int:
        """Rows that fit under the header."""
        return max(0, (self.box()[3] - HEADER - 2) // PITCH)

    def _window(self) -> tuple[int, int]:
        """The rows in the box, [start, end); never a line's tail without its head."""
        end = len(self.rows) - self.back
        start = max(0, end - self.room())
        while start < end - 1 and start not in self.starts:
            start += 1
        return start, end

    def visible(self) -> list[Line]:
        start, end = self._window()
        return self.rows[start:end]

    def shown_lines(self) -> list[str]:
        """The lines the box shows (whole, however they wrap): what the person can read now."""
        start, end = self._window()
        return [self.lines[k][0] for k in sorted(set(self.row_line[start:end]))]

    def _most(self) -> int:
        return max(0, len(self.rows) - self.room())

    def _rewrap(self) -> None:
        width = self.box()[2] - 8
        self.rows, self.starts, self.row_line = [], set(), []
        for k, (line, colour) in enumerate(self.lines):
            self.starts.add(len(self.rows))
            wrapped = wrap(line, width)
            self.rows += [(row, colour) for row in wrapped]
            self.row_line += [k] * len(wrapped)

    def _build(self) -> None:
        key = (self.boxes, self.expanded, self.back, len(self.rows), tuple(self.visible()), language().code)
        if key == self.built:
            return
        self.built = key
        self.ui = ui = Ui()
        bx, by, bw, bh = self.box()
        ui.box(bx, by, bw, bh, pal.alpha(pal.OUTLINE, 235 if self.expanded else 150), border=pal.INK)
        ui.box(bx, by + bh - HEADER, bw, HEADER, pal.alpha(pal.PANEL_LIGHT, 200))
        ui.label(self.title, bx + 4, by + bh - HEADER + 4, pal.GOLD, small=True)
        # Scrolled back: how far from the newest; else how to open or close it.
        right = tr("log.below", n=self.back) if self.back else tr("log.close" if self.expanded else "log.open")
        ui.label(right, bx + bw - 4, by + bh - HEADER + 4, pal.SILVER, small=True, anchor_x="right")
        top = by + bh - HEADER - PITCH + 1
        for k, (row, colour) in enumerate(self.visible()):
            ui.label(row, bx + 4, top - k * PITCH, colour, small=True)

    def draw(self) -> None:
        self._build()
        self.ui.draw()
