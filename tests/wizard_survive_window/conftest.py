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
