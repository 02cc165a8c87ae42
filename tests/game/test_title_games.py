"""The title screen lists the registered games: each entry opens its own match setup, and
a window entry whose engine game is not registered stays absent."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.shell import ui as game_ui
from game.shell.ui import GameUI, game_uis, register_ui
from tests.game.driver import click_button

SEAM = Path(__file__).resolve().parents[1] / "seam"


@pytest.fixture
def extra_games(monkeypatch):  # type: ignore[no-untyped-def]
    """A window entry for the test-only Nim (registered with the kernel; the module stays
    imported, as the seam tests pickle its types) and one for a game no engine knows; the
    window entries are removed again after the test."""
    monkeypatch.syspath_prepend(str(SEAM))
    import nim  # noqa: F401  (registers the engine game)

    opened: list[str] = []
    monkeypatch.setattr(game_ui, "_UIS", dict(game_ui._UIS))
    register_ui(GameUI("nim", "menu.quit", lambda director: opened.append("nim")))
    register_ui(GameUI("not_written", "menu.quit", lambda director: opened.append("not_written")))
    return opened


def test_the_built_in_game_is_listed_first() -> None:
    assert [ui.game_id for ui in game_uis()][:1] == ["mage_battle"]


def test_each_registered_game_gets_a_new_match_entry(window, extra_games) -> None:  # type: ignore[no-untyped-def]
    window.director.title()
    window.frame()
    screen = window.current
    assert [ui.game_id for ui in screen.games] == ["mage_battle", "nim"]   # not_written is absent
    assert len(screen.buttons) == 2 + 4                                      # two games, then the rest
    click_button(window, screen.buttons[1])
    assert extra_games == ["nim"]
    window.director.title()
    window.frame()
    click_button(window, window.current.buttons[0])
    assert type(window.current).__name__ == "OpponentScreen"
    window.director.title()
