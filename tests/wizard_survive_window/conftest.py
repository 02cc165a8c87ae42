"""The real headless window for Wizard Survive's window tests (tests/window_fixtures.py)."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("EMB_CONFIG_DIR", tempfile.mkdtemp(prefix="emb-ws-config-"))

import pytest  # noqa: E402

from tests.window_fixtures import fresh_director, session_window  # noqa: E402


@pytest.fixture(scope="session")
def ws_window():  # type: ignore[no-untyped-def]
    from game.wizard_survive.director import WizardDirector

    yield from session_window(WizardDirector, "ws")


@pytest.fixture
def window(ws_window):  # type: ignore[no-untyped-def]
    from game.wizard_survive.director import WizardDirector

    yield from fresh_director(ws_window, WizardDirector)


@pytest.fixture
def no_journals_left(window):  # type: ignore[no-untyped-def]
    """The unfinished matches a test leaves are discarded after it: a later test's title
    screen would otherwise ask whether to resume them."""
    import replays

    before = set(replays.find_unfinished())
    yield window
    window.director.end_match()
    for path in set(replays.find_unfinished()) - before:
        path.unlink()
