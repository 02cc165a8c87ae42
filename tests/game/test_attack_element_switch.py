"""The attack element: the chosen one is named and lit among the element buttons, it can be
switched by its key or button until a target is clicked, and pointing at an element's button
draws that element's areas on the board, so elements compare before choosing."""

from __future__ import annotations

import arcade
import pytest

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from tests.game.driver import centre_of, click_button

T = V0_6.tables
E = Element
c = T.parse


def two_element_priest() -> State:
    """Teal's priest at D06 holds fire x2 and water x1: two elements with areas of two sizes."""
    return position([MageSpec(Side.TEAL, Job.P, c("D06"), (E.FIRE, E.FIRE, E.WATER)),
                     MageSpec(Side.CRIMSON, Job.S, c("D09"), (E.ICE,)),
                     MageSpec(Side.CRIMSON, Job.O, c("F08"), (E.ICE,)),
                     MageSpec(Side.CRIMSON, Job.O, c("B08"), (E.WOOD,))], battle=2, to_move=Side.TEAL)


def areas(screen, element: Element) -> set[int]:  # type: ignore[no-untyped-def]
    """Every cell some legal attack of the priest with `element` covers, by the rules' areas."""
    return {cell for x in screen.legal() if isinstance(x, cmd.Attack) and x.element == element
            for cell in screen.reach(x)[0]}


@pytest.fixture
def aiming(window):  # type: ignore[no-untyped-def]
    window.director.start_position(two_element_priest(), "beginner")
    window.frame()
    screen = window.current
    screen.controls.click_cell(c("D06"))
    window.press_key(arcade.key.A)
    yield window, screen
    window.director.end_match()


def test_the_element_can_be_switched_by_key_and_button_while_aiming(aiming) -> None:  # type: ignore[no-untyped-def]
    window, screen = aiming
    window.press_key(arcade.key.KEY_1)
    assert screen.controls.state.chosen == E.FIRE and screen.element_chosen
    assert "Fire" in screen.layout.mage_panel.layers.text
    assert screen.element_buttons[0].active and not screen.element_buttons[1].active
    # Still before a target: the key of another element switches to it, with its own aims.
    window.press_key(arcade.key.KEY_2)
    assert screen.controls.state.chosen == E.WATER
    assert {a.command.element for a in screen.aims} == {E.WATER}
    assert "Water" in screen.layout.mage_panel.layers.text and screen.element_buttons[1].active
    click_button(window, screen.element_buttons[0])
    assert screen.controls.state.chosen == E.FIRE and screen.element_buttons[0].active


def test_pointing_at_an_element_button_draws_that_elements_areas(aiming) -> None:  # type: ignore[no-untyped-def]
    window, screen = aiming
    window.press_key(arcade.key.KEY_2)      # aiming with water x1
    fire, water = areas(screen, E.FIRE), areas(screen, E.WATER)
    assert fire != water

    def drawn() -> set[int]:
        return {cell for m in screen.layout.board_pane.shown_marks if not m.outline and not m.hatch
                for cell in m.cells}

    screen.hover(*centre_of(screen.element_buttons[0]))
    assert drawn() >= fire and not (drawn() - fire)
    screen.hover(*centre_of(screen.element_buttons[1]))
    assert drawn() == water
    # Back on the board: the chosen element's aims again, and it is still water.
    x, y = screen.board.geo.centre(c("A01"))
    screen.hover(x, y)
    assert screen.controls.state.peek is None and screen.controls.state.chosen == E.WATER
