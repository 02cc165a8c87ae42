"""One real headless window for all game tests (Arcade allows one per process)."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
# Settings that save themselves never reach the real user config folder.
os.environ["EMB_CONFIG_DIR"] = tempfile.mkdtemp(prefix="emb-game-config-")

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def window():
    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow

    # Journals and saved replays of the test matches go to a scratch folder.
    before = os.environ.get("EMB_DATA_DIR")
    os.environ["EMB_DATA_DIR"] = tempfile.mkdtemp(prefix="emb-game-tests-")

    w = GameWindow(lang="en")
    w.director = MageDirector(w)
    w.settings.speed = 0          # animations finish at once; the tests are about flow
    yield w
    w.director.end_match()
    w.close()
    if before is None:
        os.environ.pop("EMB_DATA_DIR", None)
    else:
        os.environ["EMB_DATA_DIR"] = before
