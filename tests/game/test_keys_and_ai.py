"""Keys for the common actions, input ignored while the AI decides, and a clean close while it thinks."""

from __future__ import annotations

import arcade

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, position
from tests.game.driver import click_cell, settle

T = V0_6.tables


def small_battle(to_move: Side = Side.TEAL):  # type: ignore[no-untyped-def]
    mages = [
        MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
        MageSpec(Side.TEAL, Job.S, T.parse("B02"), (Element.WOOD,)),
        MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,)),
        MageSpec(Side.CRIMSON, Job.P, T.parse("F13"), (Element.DARK,)),
    ]
    return position(mages, battle=1, to_move=to_move, seed=1)


def test_keys_m_a_esc_e_and_tooltips_name_them(window):
    window.director.start_position(small_battle(), "beginner")
    settle(window, 1)
    screen = window.current
    assert "(M)" in screen.btn_move.tip and "(A)" in screen.btn_attack.tip and "(E)" in screen.btn_end.tip
    assert "[M]" in screen.btn_move.label.text and "[C]" in screen.btn_card.label.text
    click_cell(window, screen.board, T.parse("D07"))
    window.press_key(arcade.key.A)
    # One element and one enemy in reach: the preview is up at once, marking D08.
    assert screen.mode == "attack" and screen.element_chosen
    assert [a[0].target for a in screen.aims] == [T.parse("D08")]
    window.press_key(arcade.key.ESCAPE)
    assert screen.mode == "idle"
    window.press_key(arcade.key.M)
    assert screen.mode == "move"
    before = len(window.controller.match.commands)
    window.press_key(arcade.key.E)
    if screen.end_armed:        # an attack was still in reach: E asks once, then ends
        window.press_key(arcade.key.E)
    assert window.controller.match.commands[before:] == [cmd.EndTurn(Side.TEAL)]


def test_clicks_are_ignored_while_the_ai_decides_and_space_skips(window):
    window.director.start_position(small_battle(Side.CRIMSON), "beginner")
    window.frame()
    screen = window.current
    controller = window.controller
    assert controller.thinking
    click_cell(window, screen.board, T.parse("D07"))
    window.press_key(arcade.key.E)
    assert screen.mode == "idle" and not screen.btn_end.enabled
    assert all(c.side == Side.CRIMSON for c in controller.match.commands)
    window.settings.speed = 1
    try:
        for _ in range(200):
            window.frame()
            controller.wait_for_ai(5)
            if screen.queue:
                break
        window.press_key(arcade.key.SPACE)
        assert not screen.queue
    finally:
        window.settings.speed = 0


def test_closing_while_the_ai_thinks_stops_its_process(window):
    from game.mage_battle import play

    controller = play.controller(3, "advanced", start=small_battle(Side.CRIMSON))
    controller.poll()
    assert controller.thinking
    agent = controller.agents[Side.CRIMSON]
    controller.close()
    process = getattr(agent, "_process", None)
    if process is not None:
        process.join(2)
        assert not process.is_alive()
    assert controller.poll() is False


class _Broken:
    level = "broken"
    mood = None

    def choose(self, view, legal, seen):  # type: ignore[no-untyped-def]
        raise ValueError("no idea")


def test_a_failing_ai_does_not_take_the_window_down(window, capsys):
    window.director.start_position(small_battle(Side.CRIMSON), "beginner", agents={Side.CRIMSON: _Broken()})
    for _ in range(5):
        settle(window, 1)
    controller = window.controller
    assert controller.ai_error and "no idea" in controller.ai_error
    assert any(c.side == Side.CRIMSON for c in controller.match.commands)
    assert "the AI failed" in capsys.readouterr().err
