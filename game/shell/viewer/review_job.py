"""A match's review for the viewer, off the window's thread: a worker walks the replay
(`replays.review`) while the window polls `done / total` for its progress bar; cancelling
stops the walk at its next decision and leaves no result and no cache. A finished review
is written to the cache (`replays.review_cache`) by the worker, so the window's thread
never waits on it; a cached one is taken without a worker at all.

Nothing here imports arcade."""

from __future__ import annotations

import threading
from typing import Any

from engine.kernel.review import NoReviewer
from game.shell.logs import survived
from replays import review_cache
from replays.resimulate import Loaded
from replays.review import review
from replays.review_cache import Reviewed


class Cancelled(Exception):
    """Raised inside the walk when the window asked it to stop."""


def reviewer_missing(loaded: Loaded) -> str | None:
    """The one-line reason this match cannot be reviewed, None when it can."""
    game: Any = loaded.header.game
    if getattr(game, "make_reviewer", None) is None:
        return "no_game"
    try:
        game.make_reviewer(loaded.header.rules, len(loaded.header.players), None, loaded.header.seed)
    except NoReviewer:
        return "no_match"
    return None


class ReviewJob:
    def __init__(self, loaded: Loaded, budget: int | None = None) -> None:
        self.loaded = loaded
        self.budget = budget
        self.done = 0
        self.total = 0
        self.result: Reviewed | None = None
        self.error: str | None = None
        self.cached = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Take the cached review when there is one, else start the worker."""
        self.result = review_cache.read(self.loaded, self.budget)
        if self.result is not None:
            self.cached = True
            return
        self._thread = threading.Thread(target=self._run, name="replay-review", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def finished(self) -> bool:
        return not self.running and (self.result is not None or self.error is not None or self._stop.is_set())

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _progress(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise Cancelled
        self.done, self.total = done, total

    def _run(self) -> None:
        try:
            full = review(self.loaded, budget=self.budget, progress=self._progress)
            reviewed = review_cache.reviewed_of(full, self.loaded)
            if self._stop.is_set():
                return
            review_cache.write(reviewed, self.loaded, self.budget)
            self.result = reviewed
        except Cancelled:
            return
        except Exception as error:  # a reviewer's bug is one line on screen, never a dead window
            survived("reviewing the match", error)
            self.error = " ".join(f"{type(error).__name__}: {error}".split())
