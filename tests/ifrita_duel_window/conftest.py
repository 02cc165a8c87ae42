"""The real headless window for Ifrita Duel's window tests: the one another test folder
made, when it already runs in this session (Arcade allows one window per process), else
one of our own; journals, replays, decks and settings go to scratch folders."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("EMB_CONFIG_DIR", tempfile.mkdtemp(prefix="emb-id-config-"))

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def id_window():  # type: ignore[no-untyped-def]
    import arcade

    from game.ifrita_duel.director import DuelDirector
    from game.shell.app import GameWindow

    before = os.environ.get("EMB_DATA_DIR")
    os.environ["EMB_DATA_DIR"] = tempfile.mkdtemp(prefix="emb-id-tests-")
    try:
        existing = arcade.get_window()
    except Exception:
        existing = None
    w = existing if isinstance(existing, GameWindow) else GameWindow(lang="en")
    previous = w.director
    w.director = DuelDirector(w)
    yield w
    w.director.end_match()
    w.director = previous
    if w is not existing:
        w.close()
    if before is None:
        os.environ.pop("EMB_DATA_DIR", None)
    else:
        os.environ["EMB_DATA_DIR"] = before


@pytest.fixture
def window(id_window):  # type: ignore[no-untyped-def]
    """The window with a fresh Ifrita Duel director, English, animations skipped."""
    from game.ifrita_duel.director import DuelDirector
    from game.shell.i18n import language

    id_window.director = DuelDirector(id_window)
    language().set("en")
    id_window.settings.speed = 0
    yield id_window
    id_window.director.end_match()
