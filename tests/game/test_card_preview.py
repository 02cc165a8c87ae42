"""Playing the card: its legal targets are outlined, and pointing at one fills it and says
what the card would do to it in numbers, as far as the seat knows (the layers a Resonance
Cut removes and keeps, the HP Mana Backflow's recoil would cost)."""

from __future__ import annotations

from dataclasses import replace

import arcade
import pytest

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle.names import Card
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import view_for
from game.mage_battle.foresight import Knowledge, card_preview

T = V0_6.tables
E = Element
c = T.parse


def card_position(card: Card, revealed: bool = False) -> State:
    """Teal holds `card`; crimson's sorcerer at D09 holds ice x2 and fire (revealed or not)."""
    state = position([MageSpec(Side.TEAL, Job.P, c("D06"), (E.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.S, c("D09"), (E.ICE, E.FIRE, E.ICE)),
                      MageSpec(Side.CRIMSON, Job.O, c("F14"), (E.WOOD,))],
                     battle=2, to_move=Side.TEAL, cards=(card, None))
    if revealed:
        mages = list(state.mages)
        mages[1] = replace(mages[1], revealed=True)
        state = replace(state, mages=tuple(mages))
    return state


def test_a_cut_on_known_layers_names_what_goes_and_what_stays() -> None:
    view = view_for(card_position(Card.RESONANCE_CUT, revealed=True), Side.TEAL)
    p = card_preview(view, Knowledge(view, ()), 1)
    assert p is not None and p.cuts == (((E.ICE,), (E.ICE, E.FIRE)),)


def test_a_cut_on_hidden_layers_goes_by_the_aura_and_backflow_by_the_stack() -> None:
    view = view_for(card_position(Card.RESONANCE_CUT), Side.TEAL)
    assert view.mages[1].layers is None
    p = card_preview(view, Knowledge(view, ()), 1)
    assert p is not None and p.removes == 1 and not p.cuts
    view = view_for(card_position(Card.MANA_BACKFLOW), Side.TEAL)
    p = card_preview(view, Knowledge(view, ()), 1)
    assert p is not None and p.recoil == 1


@pytest.mark.parametrize("card, revealed, words", [
    (Card.RESONANCE_CUT, True, ("loses Ice", "keeps Ice Fire")),
    (Card.RESONANCE_CUT, False, ("x2 → x1",)),
    (Card.MANA_BACKFLOW, False, ("takes 1", "HP 2→1")),
])
def test_pointing_at_a_card_target_previews_the_effect(window, card: Card, revealed: bool,  # type: ignore[no-untyped-def]
                                                        words: tuple[str, ...]) -> None:
    window.director.start_position(card_position(card, revealed), "beginner")
    window.frame()
    screen = window.current
    window.press_key(arcade.key.C)
    target = c("D09")
    screen.hover(*screen.board.geo.centre(target))
    window.frame()
    hint = screen.layout.hint_line.text
    assert all(w in hint for w in words), hint
    filled = {cell for m in screen.layout.board_pane.shown_marks if not m.outline and not m.hatch for cell in m.cells}
    assert target in filled
    if revealed:
        assert [e.element for s in screen.layout.board_pane.shown_strips for e in s.entries] == [E.ICE]
    # Out of the card's range (F14 is 5+ cells from every teal mage): no preview.
    screen.hover(*screen.board.geo.centre(c("F14")))
    assert "loses" not in screen.layout.hint_line.text and "takes" not in screen.layout.hint_line.text
    window.director.end_match()
