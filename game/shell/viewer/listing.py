"""The saved replays, newest first: date, opponent, score, length; a click opens one."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from pathlib import Path

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import opponent_name, tr
from game.shell.ui import game_uis, ui_of
from game.shell.common import MenuScreen, backdrop
from game.shell.widgets import Ui
from replays import Replay

ROWS = 10


@dataclass(frozen=True)
class Entry:
    path: Path
    text: str


def entries() -> list[Entry]:
    """Newest first. Headers only are parsed (no re-simulation), so a long list stays quick."""
    from replays import list_replays, loads
    from replays.container import read_capped
    from replays.format import FORMAT

    try:
        paths = list(reversed(list_replays()))
    except Exception:
        return []
    found = []
    for path in paths:
        try:
            replay = loads(read_capped(path, FORMAT.limits), str(path))
        except Exception:
            found.append(Entry(path, tr("v.list.bad", name=path.name)))
            continue
        found.append(Entry(path, describe(replay)))
    return found


def describe(replay: Replay) -> str:
    h = replay.header
    try:
        moment = datetime.datetime.fromisoformat(h.started).astimezone()
        date = moment.strftime("%Y-%m-%d %H:%M")
    except ValueError:
        date = h.started[:16]
    opponent = " / ".join(opponent_name(p.level) for p in h.players if p.kind == "ai") or tr("v.list.hotseat")
    if h.result is None:
        score = tr("v.unfinished")
    else:
        score = ":".join(str(s) for s in h.result.scores)
    if len(game_uis()) > 1:     # the game first: "Wizard Survive · vs ...", not "vs Wizard Survive"
        ui = ui_of(h.game_id)
        game = tr(ui.name_key) if ui is not None else h.game_id
        return tr("v.list.row_game", date=date, game=game, opponent=opponent, score=score, n=len(replay.commands))
    return tr("v.list.row", date=date, opponent=opponent, score=score, n=len(replay.commands))


class ReplayListScreen(MenuScreen):
    def __init__(self, app, director) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, director)
        self.items = entries()
        self.first = 0
        self.build()

    def build(self) -> None:
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("v.list.title"), WIDTH // 2, 318, pal.GOLD, size=18, anchor_x="center")
        if not self.items:
            self.ui.label(tr("replays.none"), WIDTH // 2, 240, pal.SILVER, anchor_x="center")
        self.rows = []
        for i, entry in enumerate(self.items[self.first:self.first + ROWS]):
            b = self.ui.button(WIDTH // 2 - 230, 280 - i * 22, 460, 20, entry.text,
                               lambda entry=entry: self.open(entry), small=True)
            self.rows.append(b)
        if len(self.items) > ROWS:
            last = min(len(self.items), self.first + ROWS)
            self.ui.label(tr("v.list.more", first=self.first + 1, last=last, total=len(self.items)),
                          WIDTH // 2, 52, pal.SILVER, anchor_x="center", small=True)
        elif self.items:
            self.ui.label(tr("v.list.hint"), WIDTH // 2, 52, pal.SILVER, anchor_x="center", small=True)
        self.ui.button(WIDTH // 2 - 60, 20, 120, 20, tr("menu.back"), self.director.title)

    def open(self, entry: Entry) -> None:
        from game.shell.viewer import open_replay

        open_replay(self.app, self.director, entry.path)

    def scroll(self, rows: int) -> None:
        first = max(0, min(self.first + rows, max(0, len(self.items) - ROWS)))
        if first != self.first:
            self.first = first
            self.build()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll(-int(scroll_y))

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.director.title()
        elif symbol == k.DOWN:
            self.scroll(1)
        elif symbol == k.UP:
            self.scroll(-1)
        elif symbol == k.PAGEDOWN:
            self.scroll(ROWS)
        elif symbol == k.PAGEUP:
            self.scroll(-ROWS)
