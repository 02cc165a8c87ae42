"""Ending the turn with AP left and an attack the engine allows asks once: the End button
reads "End?" and says why, a second press ends the turn, any other action takes the
question back, Shift+E ends without asking for the rest of the match."""

from __future__ import annotations

from typing import Any

import arcade

from engine.mage_battle import Side
from engine.mage_battle import commands as cmd
from game.shell.i18n import tr
from tests.game.driver import click_button
from tests.game.test_keys_and_ai import small_battle


def test_ending_with_an_attack_in_reach_asks_once(window: Any) -> None:
    window.director.start_position(small_battle(), "beginner")
    window.frame()
    screen = window.current
    assert any(isinstance(c, cmd.Attack) for c in screen.legal())
    before = len(window.controller.match.commands)
    click_button(window, screen.btn_end)
    assert screen.end_armed and screen.btn_end.label.text == tr("hud.end.sure") + " [E]"
    assert screen.btn_end.tip == tr("tip.end.ask")
    assert window.controller.match.commands[before:] == []
    click_button(window, screen.btn_end)
    assert window.controller.match.commands[before:] == [cmd.EndTurn(Side.TEAL)]
    assert not screen.end_armed and screen.btn_end.label.text == tr("hud.end") + " [E]"


def test_shift_e_ends_at_once_and_stops_asking_this_match(window: Any) -> None:
    window.director.start_position(small_battle(), "beginner")
    window.frame()
    screen = window.current
    before = len(window.controller.match.commands)
    window.dispatch_event("on_key_press", arcade.key.E, arcade.key.MOD_SHIFT)
    window.dispatch_event("on_key_release", arcade.key.E, arcade.key.MOD_SHIFT)
    window.dispatch_events()
    assert window.controller.match.commands[before:] == [cmd.EndTurn(Side.TEAL)]
    assert not screen.tools.ask_end


def test_the_tutorial_never_asks(window: Any) -> None:
    from game.mage_battle.views.tutorial import TutorialDirector

    assert not TutorialDirector.asks_before_ending
