"""The table's view (a hot-seat screen between two people) holds only what both sides
know (R28): the same facts whichever side's chair it is laid out from, each side's mages as
its enemy knows them, and no one's card, setup choices or pending element."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.mage_battle import Side, legal_commands, new_match, step, view_for
from engine.mage_battle.view import PlayerView, table_view


def facts(view: PlayerView) -> PlayerView:
    """`view` without what only says whose chair it is laid out from."""
    return replace(view, side=Side.TEAL, opponent_holds_card=False)


def test_r28_the_table_view_is_what_both_sides_know_and_nothing_more() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        state = new_match(seed=seed)
        for _ in range(400):
            deciders = state.deciders()
            if not deciders:
                break
            teal, crimson = view_for(state, Side.TEAL), view_for(state, Side.CRIMSON)
            from_teal, from_crimson = table_view(teal, crimson), table_view(crimson, teal)
            assert facts(from_teal) == facts(from_crimson)
            for m in from_teal.mages:
                enemy = crimson if m.side == Side.TEAL else teal
                assert m == enemy.mages[m.index]
            assert from_teal.my_card is None and from_teal.my_shrine_choice is None
            assert from_teal.my_formation_choice is None
            assert from_teal.pending is None or from_teal.pending.element is None
            checked += 1
            legal = legal_commands(state, rng.choice(deciders))
            state, _ = step(state, legal[rng.randrange(len(legal))])
    assert checked > 1000
