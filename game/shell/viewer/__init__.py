"""The replay viewer: watch, step, scrub and branch a saved match in the game window.

`open_replay(window, director, path)` shows a replay (or the loader's one-line reason);
`open_loaded` does the same for a replay in memory; `run_file(path)` is what
`mage-battle replay view FILE` calls, and `game.shell.viewer.shot` draws the viewer's
picture at a position and perspective (`mage-battle replay shot`, the no-leak tests).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.shell.app import GameWindow, Screen
    from game.shell.director import Director
    from game.shell.viewer.screen import ViewerScreen
    from replays.resimulate import Loaded


def open_replay(window: GameWindow, director: Director, path: str | Path, perspective: str = "all") -> Screen:
    """Show the viewer on `path`; an unreadable file shows its reason instead. Returns the screen."""
    from game.shell.viewer.errors import LoadErrorScreen
    from game.shell.viewer.load import load

    loaded, reason = load(path)
    if loaded is None:
        screen: Screen = LoadErrorScreen(window, director, reason or str(path))
        window.show(screen)
        return screen
    return open_loaded(window, director, loaded, perspective)


def open_loaded(window: GameWindow, director: Director, loaded: Loaded, perspective: str = "all",
                parent: ViewerScreen | None = None, caption: str = "") -> ViewerScreen:
    """Show the viewer on a replay already loaded, in `perspective` ("all" or a seat's name);
    a what-if line is shown with the `parent` screen Back returns to, and its `caption`."""
    from game.shell.ui import ui_of
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import ViewerScreen
    from game.shell.viewer.stage import Stage, TextStage

    ui = ui_of(loaded.header.game_id)
    if ui is not None and ui.replay_view is not None:
        model, stage = ui.replay_view(loaded, perspective)
    else:   # a game without a board in the window: the transport and its view in words
        model = ReplayModel(loaded, perspective)

        def stage(screen: ViewerScreen) -> Stage:
            return TextStage(model)

    screen = ViewerScreen(window, director, model, stage, parent, caption)
    window.show(screen)
    return screen


def open_list(window: GameWindow, director: Director) -> Screen:
    from game.shell.viewer.listing import ReplayListScreen

    screen = ReplayListScreen(window, director)
    window.show(screen)
    return screen


def run_file(path: str, lang: str | None = None) -> int:
    import arcade

    from game.shell.app import GameWindow
    from game.shell.director import Director
    from game.shell.settings import Settings

    window = GameWindow(lang=lang, settings=Settings.load())
    director = window.director = Director(window)
    open_replay(window, director, path)
    arcade.run()
    return 0
