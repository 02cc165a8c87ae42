"""Learning the game and seeing before deciding: every button explains itself on
hover, actions not open now look disabled, and the move mode stays on its mage."""

from __future__ import annotations

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle.position import MageSpec, position
from tests.game.driver import centre_of, click_button, click_cell, settle
from tests.window_driver import point_at

T = V0_6.tables


def start(window):  # type: ignore[no-untyped-def]
    window.director.start_position(position([
        MageSpec(Side.TEAL, Job.S, T.parse("C04"), (Element.FIRE, Element.WATER)),
        MageSpec(Side.TEAL, Job.P, T.parse("D05"), (Element.ICE,)),
        MageSpec(Side.CRIMSON, Job.O, T.parse("C07"), (Element.METAL,)),
        MageSpec(Side.CRIMSON, Job.S, T.parse("F12"), (Element.WOOD,)),
    ], battle=2), "beginner")
    window.frame()
    return window.current


def test_move_and_attack_look_disabled_without_a_mage_and_say_why_on_hover(window):  # type: ignore[no-untyped-def]
    screen = start(window)
    assert not screen.btn_move.enabled and not screen.btn_attack.enabled and screen.btn_end.enabled
    point_at(window, *centre_of(screen.btn_move))
    assert screen.layout.hint_line.text == "Move (M): select one of your mages first"
    click_cell(window, screen.board, T.parse("C07"))          # a foe: still nothing to move
    assert not screen.btn_move.enabled
    click_cell(window, screen.board, T.parse("C04"))
    assert screen.btn_move.enabled and screen.btn_attack.enabled
    point_at(window, *centre_of(screen.btn_attack))
    assert screen.layout.hint_line.text.startswith("Attack (A)")


def test_every_button_of_the_battle_screen_has_a_tip_that_names_its_key(window):  # type: ignore[no-untyped-def]
    screen = start(window)
    click_cell(window, screen.board, T.parse("C04"))
    click_button(window, screen.btn_attack)
    shown = [b for b in screen.ui.buttons if b.visible]
    assert len(shown) >= 7          # move, attack, card, end, menu and two elements
    for b in shown:
        assert b.tip, b.label.text
        point_at(window, *centre_of(b))
        assert screen.layout.hint_line.text == b.tip
    assert [b.tip for b in screen.element_buttons[:2]] == ["Attack with Fire [1]", "Attack with Water [2]"]
    for key in ("(M)", "(A)", "(C)", "(E)"):
        assert any(key in b.tip for b in shown), key
    # The priest's shape button says its key too.
    screen.cancel()
    click_cell(window, screen.board, T.parse("D05"))
    click_button(window, screen.btn_attack)
    assert screen.btn_orient.visible and "[R" in screen.btn_orient.tip


def test_the_move_mode_stays_on_its_mage_until_its_ap_is_spent(window):  # type: ignore[no-untyped-def]
    screen = start(window)
    click_cell(window, screen.board, T.parse("C04"))
    click_cell(window, screen.board, T.parse("C05"))
    settle(window, 2)
    assert screen.mode == "move" and screen.selected == 0
    # The next step needs no new click on the mage.
    click_cell(window, screen.board, T.parse("C06"))
    assert window.controller.match.state.mages[0].cell == T.parse("C06")
    settle(window, 3)
    assert screen.mode == "idle"                               # the AP is spent: the turn passed
