"""What a player may know (R28): the view holds nothing hidden from it."""

from __future__ import annotations

import dataclasses

from builders import C, T, attack, c, layers, pos, run, t

from engine.mage_battle import Card, Direction, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.view import MageView, PlayerView


def _board(crimson_layers=(("fire",), ("water", "water"), ("wood", "wood", "wood"), ("metal", "earth")),
           cards=(Card.RESONANCE_CUT, Card.MANA_BACKFLOW)):
    cells = ("D11", "B12", "F12", "C14")
    crimson = [c("O", cell, *held) for cell, held in zip(cells, crimson_layers)]
    return pos(t("S", "D07", "light"), t("P", "B03", "ice", "ice"), *crimson, battle=3, cards=cards)


def test_r28_enemy_layers_are_unknown_until_revealed_own_layers_always_known():
    view = view_for(_board(), T)
    assert [m.layers for m in view.mages[:2]] == [layers("light"), layers("ice", "ice")]
    assert all(m.layers is None for m in view.mages[2:])
    # positions, jobs and HP are public
    assert [(m.cell, m.job, m.hp, m.max_hp) for m in view.mages] == [
        (m.cell, m.job, m.hp, 3) for m in _board().mages]


def test_r28_aura_shows_x2_and_x3_but_never_the_element():
    theirs = view_for(_board(), T)
    assert [m.aura for m in theirs.mages] == [0, 2, 0, 2, 3, 0]
    mine = view_for(_board(), C)
    assert mine.mages[1].aura == 2 and mine.mages[1].layers is None


def test_r28_the_opponents_card_is_only_a_yes_or_no():
    state = _board()
    view = view_for(state, T)
    assert view.my_card == Card.RESONANCE_CUT and view.opponent_holds_card is True
    assert view_for(state, C).my_card == Card.MANA_BACKFLOW
    state, _ = run(state, cmd.EndTurn(T), cmd.UseCard(C, 0))
    view = view_for(state, T)
    assert view.opponent_holds_card is False and view.cards_used == (None, Card.MANA_BACKFLOW)
    assert view_for(_board(cards=(None, None)), T).opponent_holds_card is False


def test_r28_hidden_differences_do_not_show_in_the_view():
    """Two states that differ only in crimson's unrevealed elements (same stacks) and
    its card kind give teal the very same view."""
    one = _board()
    other = _board(crimson_layers=(("dark",), ("ice", "ice"), ("fire", "fire", "fire"), ("light", "electric")),
                   cards=(Card.RESONANCE_CUT, Card.RESONANCE_CUT))
    assert view_for(one, T) == view_for(other, T)
    assert view_for(one, C) != view_for(other, C)


def test_r28_reveals_are_known_to_both_and_nothing_else_changes():
    state, _ = run(_board(), attack(T, 0, "light", direction=Direction.RIGHT))
    view = view_for(state, T)
    assert view.mages[2].layers == layers("fire")
    assert all(m.layers is None for m in view.mages[3:])
    assert view_for(state, C).mages[0].layers == layers("light")
    assert view_for(state, C).mages[1].layers is None


def test_r28_the_view_types_have_no_field_for_hidden_data():
    mage_fields = {f.name for f in dataclasses.fields(MageView)}
    view_fields = {f.name for f in dataclasses.fields(PlayerView)}
    assert {"layers", "aura", "seen"} <= mage_fields
    assert not {"cards", "opponent_card", "seed"} & view_fields
