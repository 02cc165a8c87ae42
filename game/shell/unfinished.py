"""The title screen's list of unfinished matches, for any game: one row each (the game, when
it started, who plays, how far it went) with Resume and Discard, a page of them at a time."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.players import Unfinished
from game.shell.ui import ui_of
from game.shell.widgets import Button, Ui, set_text

ROWS = 4


def describe(match: Unfinished) -> str:
    """One line naming an unfinished match."""
    if match.game_id is None:
        return f"{match.path.name} · {tr('title.unfinished.damaged')}"
    ui = ui_of(match.game_id)
    game = tr(ui.name_key) if ui is not None else match.game_id
    when = match.started.strftime("%m-%d %H:%M") if match.started is not None else "?"
    ais = [p for p in match.players if p.kind == "ai"]
    who = " / ".join(opponent_name(p.level) for p in ais) if ais else tr("title.hotseat")
    return tr("title.unfinished.row", game=game, when=when, who=who, moves=match.commands)


class UnfinishedList:
    def __init__(self, ui: Ui, matches: list[Unfinished], top: int, left: int, width: int,
                 resume: Callable[[Unfinished], None], discard: Callable[[Unfinished], None]) -> None:
        self.matches = matches
        self.first = 0
        self.room = width - 106          # the row's words end before its buttons
        self.heading = ui.label("", left, top, pal.GOLD, small=True)
        self.page = ui.label("", left + width - 40, top, pal.SILVER, small=True, anchor_x="right")
        self.prev = ui.button(left + width - 36, top - 3, 16, 14, "<", lambda: self.turn(-1), small=True)
        self.next = ui.button(left + width - 16, top - 3, 16, 14, ">", lambda: self.turn(1), small=True)
        self.rows: list[tuple[arcade.Text, Button, Button]] = []
        for r in range(ROWS):
            y = top - 20 - r * 18
            label = ui.label("", left, y + 4, pal.WHITE, small=True)
            go = ui.button(left + width - 100, y, 48, 16, tr("title.resume_one"),
                           lambda r=r: resume(self.matches[self.first + r]), small=True)
            drop = ui.button(left + width - 48, y, 48, 16, tr("title.discard"),
                             lambda r=r: discard(self.matches[self.first + r]), small=True, fill=pal.INK)
            self.rows.append((label, go, drop))
        self.show()

    def turn(self, pages: int) -> None:
        last = max(0, (len(self.matches) - 1) // ROWS * ROWS)
        self.first = min(last, max(0, self.first + pages * ROWS))
        self.show()

    def show(self) -> None:
        n = len(self.matches)
        set_text(self.heading, tr("title.unfinished", n=n) if n else "")
        paged = n > ROWS
        set_text(self.page, tr("title.unfinished.page", first=self.first + 1, last=min(n, self.first + ROWS), n=n)
                 if paged else "")
        self.prev.set_state(visible=paged, enabled=self.first > 0)
        self.next.set_state(visible=paged, enabled=self.first + ROWS < n)
        for r, (label, go, drop) in enumerate(self.rows):
            i = self.first + r
            shown = i < n
            text = describe(self.matches[i]) if shown else ""
            set_text(label, text)
            while len(text) > 4 and label.content_width > self.room:
                text = text[:-2]
                set_text(label, text + "…")
            go.set_state(visible=shown, enabled=shown and self.matches[i].game_id is not None)
            drop.set_state(visible=shown)
