"""Ifrita Duel's setup says what the chosen AI level does, for every level, in both
languages, so the opponent is not chosen blind."""

from __future__ import annotations

import pytest

from engine.ifrita_duel.game import GAME


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_setup_says_what_each_level_does(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.setup import SetupScreen
    from game.shell.i18n import language, tr

    language().set(lang)
    try:
        notes = {}
        for level in GAME.levels:
            window.director.opponent = level
            screen = SetupScreen(window, window.director)
            window.show(screen)
            window.frame()
            notes[level] = screen.note.text
            assert notes[level].startswith(tr(f"id.setup.level.{level}")), level
            assert screen.note.content_height < 80                 # above the start button
        assert len(set(notes.values())) == len(GAME.levels)
        window.director.opponent = None
        screen = SetupScreen(window, window.director)
        assert not any(tr(f"id.setup.level.{level}") in screen.note.text for level in GAME.levels)
    finally:
        language().set("en")
        window.director.opponent = "beginner"
