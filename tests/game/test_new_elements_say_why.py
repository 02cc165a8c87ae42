"""The new-elements screen says why each mage holds what it holds: the element granted and
what it did (a new element, a higher stack, a cancel with an old layer, R19)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, default_shrines, position
from engine.mage_battle.view import view_for
from game.mage_battle.growth import Cause, changes
from game.mage_battle.views.layers import LayersScreen
from tests.game.driver import settle
from tests.game.test_enemy_turn_recap import Cutter

T = V0_6.tables
E = Element
c = T.parse


def test_each_grant_is_told_as_new_stack_or_cancel() -> None:
    state = position([MageSpec(Side.TEAL, Job.S, c("B02"), (E.FIRE,)),
                      MageSpec(Side.TEAL, Job.P, c("C02"), (E.WATER, E.FIRE)),
                      MageSpec(Side.TEAL, Job.O, c("D02"), (E.WOOD,)),
                      MageSpec(Side.CRIMSON, Job.S, c("F13"), (E.WOOD,))], battle=1)
    view = view_for(state, Side.TEAL)
    found = changes(view, ev.ElementsGranted(Side.TEAL, (E.FIRE, E.ICE, E.EARTH)))
    assert [(x.cause, x.after, x.cancelled) for x in found] == [
        (Cause.STACK, (E.FIRE, E.FIRE), None),
        (Cause.CANCEL, (E.WATER,), E.FIRE),          # ice cancels the fire, water stays
        (Cause.NEW, (E.WOOD, E.EARTH), None),
    ]


@pytest.mark.parametrize("lang, words", [("en", ("stack x2", "cancels Fire", "new element")),
                                         ("ko", ("중첩 x2", "화와 상쇄", "새 원소"))])
def test_the_new_elements_screen_names_each_cause(window, lang: str, words: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import language, tr

    language().set(lang)
    try:
        shrine = default_shrines(V0_6)[1][0]
        state = position([MageSpec(Side.TEAL, Job.S, c("B14"), (shrine,)),
                          MageSpec(Side.TEAL, Job.P, c("C02"), tuple(E)[:1]),
                          MageSpec(Side.CRIMSON, Job.S, c("F13"), (E.WOOD,))], battle=1, seed=5)
        window.director.start_position(replace(state, last_battle=3), "beginner", agents={Side.CRIMSON: Cutter()})
        settle(window, 2)
        screen = window.current
        screen.play(next(x for x in screen.legal() if isinstance(x, cmd.Move) and x.to == c("B15")))
        for _ in range(20):
            settle(window, 1)
            if isinstance(window.current, LayersScreen):
                break
        layers = window.current
        assert isinstance(layers, LayersScreen)
        grant = next(x for b in window.controller.batches for x in b.events
                     if isinstance(x, ev.ElementsGranted) and x.side == Side.TEAL)
        causes = [t.text for t in layers.causes]
        assert len(causes) == 2
        for text, element in zip(causes, grant.elements):
            assert text.startswith("+" + tr(f"element.{element.key}")), text
            assert any(w in text for w in words), text
    finally:
        language().set("en")
        window.director.end_match()
