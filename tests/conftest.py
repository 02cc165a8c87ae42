"""The suite runs one worker per core (scripts/test: pytest-xdist, --dist loadgroup). The
window tests share one real window per process (Arcade allows one) and expect their
folders in collection order, so they form one group that a single worker runs in that
order; every other test file may go to any worker."""

from __future__ import annotations

from pathlib import Path

import pytest

WINDOW_FOLDERS = ("game", "ifrita_duel_window", "wizard_survive_window")
HERE = Path(__file__).parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        parts = item.path.relative_to(HERE).parts
        if parts and parts[0] in WINDOW_FOLDERS:
            item.add_marker(pytest.mark.xdist_group("window"))
