"""A result screen's last line, the same for every game: the saved replay named by its title
(as the saved-replays list names it), or why there is none, and a button to watch it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.logs import survived
from game.shell.widgets import Button, Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.director import Director


def replay_title(path: str) -> str:
    """The replay as the saved-replays list names it (date, opponent, score, length), or its
    file name when the header cannot be read."""
    from game.shell.viewer.library import describe
    from replays import loads
    from replays.container import read_capped
    from replays.format import FORMAT

    try:
        return describe(loads(read_capped(Path(path), FORMAT.limits), path))
    except Exception as error:
        survived(f"reading the header of {Path(path).name}", error)
        return Path(path).name


class SavedReplay:
    """The line at `y` and, when the replay was saved, a Watch button at `button_y` (W),
    `button_h` high like the screen's other buttons."""

    def __init__(self, ui: Ui, app: GameWindow, director: Director, path: str | None, error: str | None,
                 y: int, button_y: int, colour: arcade.types.RGBA255 = pal.SILVER, button_h: int = 22) -> None:
        self.title = replay_title(path) if path else None
        if self.title is not None:
            line = tr("saved.title", title=self.title)
        elif error:
            line = tr("saved.failed", error=error)
        else:
            line = tr("saved.none")
        self.line = ui.label(line, WIDTH // 2, y, colour, anchor_x="center", small=True, width=600, align="center")
        self.watch: Button | None = None
        if path:
            from game.shell.viewer import open_replay

            self.watch = ui.button(WIDTH // 2 - 70, button_y, 140, button_h, tr("saved.watch"),
                                   lambda: open_replay(app, director, path), tip="[W]")

    def key(self, symbol: int) -> bool:
        """W watches the replay; whether the key was used."""
        if symbol == arcade.key.W and self.watch is not None:
            self.watch.action()
            return True
        return False
