"""The real headless window for Ifrita Duel's window tests (tests/window_fixtures.py)."""

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("EMB_CONFIG_DIR", tempfile.mkdtemp(prefix="emb-id-config-"))

import pytest  # noqa: E402

from tests.window_fixtures import fresh_director, session_window  # noqa: E402


@pytest.fixture(scope="session")
def id_window():  # type: ignore[no-untyped-def]
    from game.ifrita_duel.director import DuelDirector

    yield from session_window(DuelDirector, "id")


@pytest.fixture
def window(id_window):  # type: ignore[no-untyped-def]
    from game.ifrita_duel.director import DuelDirector

    yield from fresh_director(id_window, DuelDirector)
