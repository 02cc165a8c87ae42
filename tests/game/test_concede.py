"""A match can be conceded from the battle screen: the Menu asks (title to resume later,
concede, back), and conceding ends the match as the other side's win, says so, and leaves
nothing to resume."""

from __future__ import annotations

import random

import arcade
import pytest

from game.mage_battle.views.battle import BattleScreen
from game.mage_battle.views.setup import SetupScreen
from game.shell.confirm import ConfirmScreen
from game.shell.title import TitleScreen
from tests.game.driver import click_button, do_setup, settle


def to_battle(window, seed: int) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    window.director.start_match("beginner", seed=seed)
    for _ in range(30):
        settle(window, 1)
        if isinstance(window.current, SetupScreen):
            do_setup(window, rng)
        elif isinstance(window.current, BattleScreen):
            return
    raise AssertionError("never reached the battle")


@pytest.mark.parametrize("lang, words", [("en", "Crimson wins by concession"), ("ko", "진홍 승리: 기권")])
def test_conceding_ends_the_match_as_a_loss_and_leaves_nothing_to_resume(window, tmp_path, monkeypatch,  # type: ignore[no-untyped-def]
                                                                          lang: str, words: str) -> None:
    from game.shell.i18n import language

    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path))
    language().set(lang)
    try:
        to_battle(window, 12)
        journals = list((tmp_path / "journal").glob("*.embj"))
        assert len(journals) == 1
        screen = window.current
        click_button(window, screen.layout.top.menu)
        ask = window.current
        assert isinstance(ask, ConfirmScreen) and len(ask.buttons) == 3
        window.press_key(arcade.key.ESCAPE)                   # Back: the same battle, nothing lost
        assert window.current is screen and window.controller is not None
        click_button(window, screen.layout.top.menu)
        click_button(window, window.current.buttons[1])       # Concede
        notice = window.current
        assert isinstance(notice, ConfirmScreen) and words in notice.title.text
        assert window.controller is None and not list((tmp_path / "journal").glob("*.embj*"))
        click_button(window, notice.buttons[-1])
        assert isinstance(window.current, TitleScreen)
    finally:
        language().set("en")
        window.director.end_match()
