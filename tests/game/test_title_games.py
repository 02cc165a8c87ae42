"""The title screen lists the registered games: each entry opens its own match setup, and
a window entry whose engine game is not registered stays absent."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.mage_battle.views.setup import OpponentScreen
from game.shell import ui as game_ui
from game.shell.confirm import ConfirmScreen
from game.shell.ui import GameUI, game_uis, register_ui
from tests.game.driver import click_button

SEAM = Path(__file__).resolve().parents[2] / "examples" / "nim-game"


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


def new_match(window, button) -> None:  # type: ignore[no-untyped-def]
    """A new-match entry; with an unfinished match in the data folder the title asks first."""
    click_button(window, button)
    if isinstance(window.current, ConfirmScreen):
        click_button(window, window.current.buttons[0])      # start a new match


def test_each_registered_game_gets_a_new_match_entry(window, extra_games) -> None:  # type: ignore[no-untyped-def]
    window.director.title()
    window.frame()
    screen = window.current
    # not_written is absent
    assert [ui.game_id for ui in screen.games] == ["mage_battle", "wizard_survive", "ifrita_duel", "nim"]
    assert len(screen.buttons) == 4 + 4                                      # four games, then the rest
    new_match(window, screen.buttons[3])
    assert extra_games == ["nim"]
    window.director.title()
    window.frame()
    new_match(window, window.current.buttons[0])
    assert isinstance(window.current, OpponentScreen)
    window.director.title()


def test_the_shell_director_hands_the_window_to_the_game_chosen(window) -> None:  # type: ignore[no-untyped-def]
    """As in the real app: the window starts with the shell's director; choosing Elemental
    Mage Battle on the title gives the window that game's director and its setup screen."""
    from game.mage_battle.director import MageDirector
    from game.shell.director import Director

    game_director = window.director
    try:
        window.director = Director(window)
        window.director.title()
        window.frame()
        new_match(window, window.current.buttons[0])
        assert isinstance(window.director, MageDirector)
        assert isinstance(window.current, OpponentScreen)
    finally:
        window.director = game_director
        window.director.title()


def test_resume_from_the_title_goes_through_the_journal_s_game(window) -> None:  # type: ignore[no-untyped-def]
    """An unfinished match is resumed by its game's window package: the journal names the
    game, the shell finds its entry, and the match goes on where it stopped."""
    import random

    from game.mage_battle.director import MageDirector
    from game.shell.director import Director
    from tests.game.driver import do_setup

    game_director = window.director
    try:
        window.director.start_match("beginner", seed=5)
        do_setup(window, random.Random(5))
        played = list(window.controller.match.commands)
        assert played
        window.controller.close()          # the journal stays on disk, as after a crash
        window.controller = None
        window.director = Director(window)
        window.director.resume()
        assert isinstance(window.director, MageDirector)
        assert window.controller is not None and window.controller.match.commands[:len(played)] == played
    finally:
        if window.controller is not None and window.controller.journal is not None:
            window.controller.journal.discard()      # no unfinished match left for later tests
            window.controller.journal = None
        window.director = game_director
        window.director.end_match()
        window.director.title()
