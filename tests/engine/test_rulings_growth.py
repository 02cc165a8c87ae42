"""Elements between battles: cancel / stack / coexist (R19), growth (R20), the next
battle's reset (R21)."""

from __future__ import annotations

from builders import C, T, alive, attack, c, cell, end_turns, layers, move, of, one, pos, run, setup, t

from engine.mage_battle import V0_6, Card, Direction, Element, Phase, WinReason, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.elements import add_layer

TABLES = V0_6.tables


# --- R19 -----------------------------------------------------------------------------

def test_r19_a_cancelling_newcomer_removes_itself_and_one_layer():
    for a, b in (("fire", "water"), ("fire", "ice"), ("wood", "metal"), ("earth", "electric"), ("light", "dark")):
        assert add_layer(layers(a), Element.parse(b), TABLES) == ()
        assert add_layer(layers(b), Element.parse(a), TABLES) == ()


def test_r19_the_oldest_cancelling_layer_goes():
    # fire cancels both water and ice: the older of the two goes
    assert add_layer(layers("water", "ice"), Element.FIRE, TABLES) == layers("ice")
    assert add_layer(layers("ice", "water"), Element.FIRE, TABLES) == layers("water")
    assert add_layer(layers("wood", "fire", "fire"), Element.WATER, TABLES) == layers("wood", "fire")


def test_r19_same_element_stacks_and_others_coexist():
    assert add_layer(layers("fire"), Element.FIRE, TABLES) == layers("fire", "fire")
    assert add_layer(layers("fire", "fire"), Element.FIRE, TABLES) == layers("fire", "fire", "fire")
    assert add_layer(layers("fire"), Element.WOOD, TABLES) == layers("fire", "wood")
    assert add_layer(layers("water"), Element.ICE, TABLES) == layers("water", "ice")   # ice beats water, no cancel
    assert add_layer((), Element.DARK, TABLES) == layers("dark")


# --- R20 / R21 -------------------------------------------------------------------------

def _battle_one(seed=0, cards=(Card.MANA_BACKFLOW, Card.RESONANCE_CUT)):
    """Teal reveals and removes a crimson mystic, then wins on the metal shrine B15."""
    state = pos(t("S", "D05", "fire", "wood"), t("O", "B14", "metal"), c("O", "D06", "metal"),
                c("S", "F13", "wood", marked=True), c("P", "A15", "earth"), matches=3, seed=seed, cards=cards)
    before = state
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT), move(state, 1, "B15"))
    return before, state, events


def test_r20_growth_after_battle_one_reaches_every_mage_removed_ones_included():
    before, state, events = _battle_one()
    assert one(events, ev.BattleEnded).reason == WinReason.SHRINE
    grants = {g.side: g.elements for g in of(events, ev.ElementsGranted)}
    assert set(grants) == {T, C}
    for side, elements in grants.items():
        assert sorted(elements) == sorted(Element)
        own = before.mages_of(side)
        for rank, index in enumerate(own):
            assert state.mages[index].layers == add_layer(before.mages[index].layers, elements[rank], TABLES)
    assert one(events, ev.BattleStarted).battle == 2
    assert alive(state, 2)                                      # the removed mystic is back, grown


def test_r20_only_the_owner_sees_its_growth():
    _, state, events = _battle_one()
    for grant in of(events, ev.ElementsGranted):
        assert grant.audience == grant.side
        assert ev.visible_to(grant, grant.side) and not ev.visible_to(grant, grant.side.other)


def test_r20_earlier_reveals_stay_as_history_but_current_layers_hide_again():
    before, state, _ = _battle_one()
    theirs, mine = view_for(state, C), view_for(state, T)
    assert theirs.mages[0].layers is None                       # grown, hidden again
    assert theirs.mages[0].seen == (1, layers("fire", "wood"))  # last seen in battle 1
    assert mine.mages[2].layers is None and mine.mages[2].seen == (1, layers("metal"))
    assert mine.mages[3].seen is None                           # never revealed
    assert mine.mages[0].layers == state.mages[0].layers        # own side: always known


def test_r20_growth_is_drawn_from_the_match_seed():
    grants = [tuple(g.elements for g in of(_battle_one(seed)[2], ev.ElementsGranted)) for seed in (1, 1, 2, 3)]
    assert grants[0] == grants[1]
    assert len(set(grants)) > 1


def test_r20_growth_happens_after_battles_one_and_two_only():
    state, _ = setup(seed=11)
    state, events = end_turns(state, 3 * 40)
    assert [g.side for g in of(events, ev.ElementsGranted)] == [T, C, T, C]
    assert [e.battle for e in of(events, ev.BattleEnded)] == [1, 2, 3]
    assert state.phase == Phase.OVER
    assert all(len(m.layers) <= 3 for m in state.mages)


def test_r21_the_next_battle_starts_from_the_formation_at_full_hp():
    before, state, _ = _battle_one()
    assert state.battle == 2 and state.phase == Phase.ACTION and state.round == 1 and state.ap == 2
    for index, mage in enumerate(state.mages):
        assert mage.cell == before.mages[index].home and mage.hp == 2
        assert not mage.marked and not mage.revealed and mage.attacks == 0
        assert state.board[mage.cell] == index
    assert state.board[cell("B15")] == -1
    assert state.cards == (Card.MANA_BACKFLOW, Card.RESONANCE_CUT)   # unused cards kept


def test_r21_battle_three_has_hp_three_marks_cleared_and_a_used_card_stays_used():
    state = pos(t("S", "D05", "fire"), t("O", "B14", "metal"), c("O", "D06", "metal"), c("P", "A15", "earth"),
                matches=3, battle=2, cards=(Card.RESONANCE_CUT, Card.MANA_BACKFLOW))
    state, _ = run(state, move(state, 1, "C14"), cmd.EndTurn(T), cmd.UseCard(C, 0), cmd.EndTurn(C))
    assert state.mages[0].marked and state.cards_used[C] == Card.MANA_BACKFLOW
    state, events = run(state, move(state, 1, "B15"))
    assert one(events, ev.BattleEnded).winner == T and state.battle == 3
    assert all(m.hp == 3 and m.cell == m.home and not m.marked for m in state.mages)
    assert state.cards == (Card.RESONANCE_CUT, None) and state.cards_used == (None, Card.MANA_BACKFLOW)
