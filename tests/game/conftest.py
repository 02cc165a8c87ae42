"""One real headless window for all game tests (Arcade allows one per process)."""

import os

os.environ["ARCADE_HEADLESS"] = "1"

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def window():
    from game.app import GameWindow
    from game.director import Director

    w = GameWindow(lang="en")
    w.director = Director(w)
    w.settings.speed = 0          # animations finish at once; the tests are about flow
    yield w
    w.director.end_match()
    w.close()
