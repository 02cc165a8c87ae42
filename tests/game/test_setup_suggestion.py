"""Each setup screen can show a suggestion: Suggest (S) fills the step with a considered
choice from the seat's own view (engine.mage_battle.ai.setup's shrine, formation and element ideas) and
says the idea behind it; the person may change it, and confirming plays it."""

from __future__ import annotations

import arcade
import pytest

from engine.mage_battle import Phase
from engine.mage_battle import commands as cmd
from game.mage_battle.views.battle import BattleScreen
from game.mage_battle.views.setup import SetupScreen
from tests.game.driver import click_button, settle


@pytest.mark.parametrize("lang, word", [("en", "Suggested"), ("ko", "추천")])
def test_each_setup_step_suggests_and_says_why(window, lang: str, word: str) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import language

    language().set(lang)
    try:
        window.director.start_match("beginner", seed=21)
        settle(window)
        seen = []
        for _ in range(3):
            screen = window.current
            assert isinstance(screen, SetupScreen) and not screen.confirm.enabled
            seen.append(screen.phase)
            before = screen.why.text
            if screen.phase == Phase.FORMATION:
                window.press_key(arcade.key.S)         # its key does the same
            else:
                click_button(window, screen.suggest_button)
            assert screen.confirm.enabled and screen.why.text != before and word in screen.why.text
            command = screen.command()
            assert command is not None and command in screen.controller.legal(screen.side)
            if isinstance(command, cmd.ChooseFormation):
                t = screen.tables
                # Spread: every mage on one colour of the checkerboard, so no two side by side.
                assert len({(t.row[c] + t.col[c]) % 2 for c, _ in command.placements}) == 1
            click_button(window, screen.confirm)
            settle(window, 6)
        assert seen == [Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS]
        assert isinstance(window.current, BattleScreen)
    finally:
        language().set("en")
        window.director.end_match()
