"""Pointing at an enemy draws its reach: where it could attack on its next turn from where it
stands (filled) and after one step (striped), worked out from what the seat knows of its
elements, never from what it holds; gold, apart from the threat view's crimson, whose
after-a-step cells are striped so they never read as crimson's zone tint."""

from __future__ import annotations

import pytest

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import view_for
from game.mage_battle.foresight import Knowledge, mage_reach, threat
from game.mage_battle.views.battle_foresight import REACH_FAR, REACH_NEAR, threat_marks

T = V0_6.tables
E = Element
c = T.parse


def reach_position(crimson_sorcerer: tuple[Element, ...], teal_sorcerer: str = "D04") -> State:
    """Battle 2, teal to move; crimson's sorcerer at D10 holds `crimson_sorcerer` (hidden)."""
    return position([
        MageSpec(Side.TEAL, Job.S, c(teal_sorcerer), (E.FIRE,)),
        MageSpec(Side.TEAL, Job.P, c("C06"), (E.WATER,)),
        MageSpec(Side.CRIMSON, Job.S, c("D10"), crimson_sorcerer),
        MageSpec(Side.CRIMSON, Job.O, c("F08"), (E.ICE,)),
    ], battle=2, to_move=Side.TEAL)


def test_the_reach_is_the_seats_belief_not_the_enemys_true_elements() -> None:
    # Two worlds teal cannot tell apart (the same aura x2, other elements) draw the same reach.
    fire, ice = reach_position((E.FIRE, E.FIRE)), reach_position((E.ICE, E.ICE, E.WOOD))
    seen_fire, seen_ice = view_for(fire, Side.TEAL), view_for(ice, Side.TEAL)
    assert seen_fire == seen_ice
    reach = mage_reach(seen_fire, Knowledge(seen_fire, ()), 2)
    assert reach == mage_reach(seen_ice, Knowledge(seen_ice, ()), 2)
    near, far = reach
    # A sorcerer at x2 strikes 5 cells along each line from D10; at x1 only 4: the seat cannot
    # rule out x1 or x2, so the longer lines count. After a step it reaches row C and E too.
    assert {c("D05"), c("D06"), c("D09"), c("D15"), c("A10"), c("G10")} <= near
    assert c("D04") not in near and {c("C05"), c("E05"), c("C15")} <= far and not near & far
    # The same cells the threat view gives that one mage.
    by = threat(seen_fire, (), Knowledge(seen_fire, ())).by
    assert near | far == {cell for cell, mages in by.items() if 2 in mages}


def test_the_threat_views_after_a_step_cells_are_striped_not_a_zone_like_tint() -> None:
    view = view_for(reach_position((E.FIRE,)), Side.TEAL)
    far_mark = threat_marks(threat(view, ()))[0]
    assert far_mark.hatch and far_mark.cells


def pointed_marks(window, cell: int):  # type: ignore[no-untyped-def]
    screen = window.current
    x, y = screen.board.geo.centre(cell)
    screen.hover(x, y)
    window.frame()
    return screen.layout.board_pane.shown_marks, screen.layout.hint_line.text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_pointing_at_an_enemy_draws_its_reach_and_says_what_it_means(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import language

    language().set(lang)
    try:
        state = reach_position((E.FIRE, E.FIRE))
        window.director.start_position(state, "beginner")
        window.frame()
        view = view_for(state, Side.TEAL)
        near, far = mage_reach(view, Knowledge(view, ()), 2)
        marks, hint = pointed_marks(window, c("D10"))
        filled = {cell for m in marks if m.colour == REACH_NEAR for cell in m.cells}
        striped = {cell for m in marks if m.colour == REACH_FAR and m.hatch for cell in m.cells}
        assert filled == near and striped == far
        assert "c1" in hint and ("striped after a step" if lang == "en" else "빗금=한 걸음 뒤") in hint
        # An own mage or an empty cell draws no reach.
        for cell in (c("D04"), c("A01")):
            marks, _ = pointed_marks(window, cell)
            assert not any(m.colour in (REACH_NEAR, REACH_FAR) for m in marks)
    finally:
        language().set("en")
        window.director.end_match()


def test_the_reach_is_not_drawn_while_choosing_an_aim(window) -> None:  # type: ignore[no-untyped-def]
    window.director.start_position(reach_position((E.FIRE, E.FIRE), "D07"), "beginner")
    window.frame()
    screen = window.current
    screen.controls.click_cell(c("D07"))
    screen.enter("attack")
    assert screen.element_chosen
    marks, _ = pointed_marks(window, c("D10"))
    assert not any(m.colour in (REACH_NEAR, REACH_FAR) for m in marks)
    window.director.end_match()
