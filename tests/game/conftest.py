"""One real headless window for all game tests (Arcade allows one per process)."""

from __future__ import annotations

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
# Settings that save themselves never reach the real user config folder.
os.environ["EMB_CONFIG_DIR"] = tempfile.mkdtemp(prefix="emb-game-config-")

from collections.abc import Callable, Iterator  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

import pytest  # noqa: E402

if TYPE_CHECKING:
    from engine.mage_battle.rules import RuleSet


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


@pytest.fixture
def draft_setup(window: Any) -> Iterator[Callable[..., Any]]:
    """Starts a match against the beginner under a rule set, in a language, and opens its
    setup; the match, its journal and the language are put back after the test (this
    folder's window lives for the whole session)."""
    import replays
    from engine.mage_battle import Phase, Side
    from engine.mage_battle.game import GAME
    from game.mage_battle.play import mood_of, players_for
    from game.mage_battle.views.setup import SetupScreen
    from game.shell.controller import MatchController
    from game.shell.i18n import language

    journals = set(replays.find_unfinished())

    def start(rules: RuleSet, lang: str = "en") -> Any:
        language().set(lang)
        window.controller = MatchController(GAME, 3, players_for("beginner", Side.TEAL), rules=rules,
                                            ai_process=False, mood_of=mood_of)
        window.director.advance()
        window.frame()
        screen = window.current
        assert isinstance(screen, SetupScreen) and screen.phase == Phase.SHRINES
        return screen

    try:
        yield start
    finally:
        language().set("en")
        window.director.end_match()
        window.director.title()
        for path in set(replays.find_unfinished()) - journals:
            path.unlink()
