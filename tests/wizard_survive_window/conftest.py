"""The real headless window for Wizard Survive's window tests: the one tests/game made,
when it already runs in this session (Arcade allows one window per process), else one of
our own; journals, replays and settings go to scratch folders."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("EMB_CONFIG_DIR", tempfile.mkdtemp(prefix="emb-ws-config-"))

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def ws_window():  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.app import GameWindow
    from game.wizard_survive.director import WizardDirector

    before = os.environ.get("EMB_DATA_DIR")
    os.environ["EMB_DATA_DIR"] = tempfile.mkdtemp(prefix="emb-ws-tests-")
    try:
        existing = arcade.get_window()
    except Exception:
        existing = None
    w = existing if isinstance(existing, GameWindow) else GameWindow(lang="en")
    previous = w.director
    w.director = WizardDirector(w)
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
def window(ws_window):  # type: ignore[no-untyped-def]
    """The window with a fresh Wizard Survive director, English, animations skipped."""
    from game.shell.i18n import language
    from game.wizard_survive.director import WizardDirector

    ws_window.director = WizardDirector(ws_window)
    language().set("en")
    ws_window.settings.speed = 0
    yield ws_window
    ws_window.director.end_match()
