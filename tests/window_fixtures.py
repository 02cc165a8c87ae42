"""The real headless window for a game's window tests (imported by each game's
conftest): the one another test folder made, when it already runs in this session
(Arcade allows one window per process), else one of its own; journals, replays, decks
and settings go to scratch folders."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from typing import Any


def session_window(director: Any, prefix: str) -> Iterator[Any]:
    """A session's window driven by a `director` (a game's Director class)."""
    import arcade

    from game.shell.app import GameWindow

    before = os.environ.get("EMB_DATA_DIR")
    os.environ["EMB_DATA_DIR"] = tempfile.mkdtemp(prefix=f"emb-{prefix}-tests-")
    try:
        existing = arcade.get_window()
    except Exception:
        existing = None
    w = existing if isinstance(existing, GameWindow) else GameWindow(lang="en")
    previous = w.director
    w.director = director(w)
    yield w
    w.director.end_match()
    w.director = previous
    if w is not existing:
        w.close()
    if before is None:
        os.environ.pop("EMB_DATA_DIR", None)
    else:
        os.environ["EMB_DATA_DIR"] = before


def fresh_director(window: Any, director: Any) -> Iterator[Any]:
    """The window with a fresh `director`, English, animations skipped. The unfinished
    matches a test leaves are discarded after it: a later test's title screen would
    otherwise ask whether to resume them, so a test's outcome would hang on the order."""
    import replays
    from game.shell.i18n import language

    before = set(replays.find_unfinished())
    window.director = director(window)
    language().set("en")
    window.settings.speed = 0
    yield window
    window.director.end_match()
    for path in set(replays.find_unfinished()) - before:
        path.unlink(missing_ok=True)


class SoundRecorder:
    """A sound player that keeps the names of the cues played (`sound.install` it)."""

    enabled = True

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True
