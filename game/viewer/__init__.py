"""The replay viewer: watch, step, scrub and branch a saved match in the game window.

`open_replay(window, director, path)` shows a replay (or the loader's one-line reason);
`run_file(path)` is what `mage-battle replay view FILE` calls.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import GameWindow, Screen
    from game.director import Director


def open_replay(window: GameWindow, director: Director, path: str | Path, perspective: str = "all") -> Screen:
    """Show the viewer on `path`; an unreadable file shows its reason instead. Returns the screen."""
    from game.viewer.errors import LoadErrorScreen
    from game.viewer.load import load
    from game.viewer.model import ViewerModel
    from game.viewer.screen import ViewerScreen

    loaded, reason = load(path)
    screen: Screen
    if loaded is None:
        screen = LoadErrorScreen(window, director, reason or str(path))
    else:
        screen = ViewerScreen(window, director, ViewerModel(loaded, perspective))
    window.show(screen)
    return screen


def open_list(window: GameWindow, director: Director) -> Screen:
    from game.viewer.listing import ReplayListScreen

    screen = ReplayListScreen(window, director)
    window.show(screen)
    return screen


def run_file(path: str, lang: str | None = None) -> int:
    import arcade

    from game.app import GameWindow
    from game.director import Director
    from game.settings import Settings

    window = GameWindow(lang=lang, settings=Settings.load())
    director = window.director = Director(window)
    open_replay(window, director, path)
    arcade.run()
    return 0
