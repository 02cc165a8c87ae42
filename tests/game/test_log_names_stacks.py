"""Log lines name stacks plainly: a revealed element with its stack on its mage ("c1 Fire
x2"), a cut's removed layers as a stack ("loses Fire x2"), in both languages."""

from __future__ import annotations

import pytest

from engine.mage_battle import V0_6, Element, Side
from engine.mage_battle import events as ev
from game.mage_battle.log import describe

E = Element


@pytest.mark.parametrize("lang, revealed, cut", [
    ("en", "Revealed: c1 Fire x2 t1:Ice", "t2 loses Wood x2"),
    ("ko", "공개: c1 화×2 t1:냉기", "t2 원소 제거: 목×2"),
])
def test_revealed_and_cut_layers_carry_their_stacks(lang: str, revealed: str, cut: str) -> None:
    from game.shell.i18n import language

    language().set(lang)
    try:
        events = [ev.EngagementRevealed(2, E.FIRE, ((0, E.ICE),), ((2, (E.FIRE, E.WATER, E.FIRE)), (0, (E.ICE,)))),
                  ev.LayersCut(1, (E.WOOD, E.WOOD))]
        lines = describe(events, Side.TEAL, V0_6.tables, lambda i: ("t1", "t2", "c1")[i])
        assert lines == [revealed, cut]
    finally:
        language().set("en")
