"""Rulings D1-D8 of Ifrita Duel: setup, mulligan, decks and the turn's phases."""

from __future__ import annotations

from collections import Counter

import pytest
from duel_helpers import C, T, events_of, fails, ok, play, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, deck_problems, default_deck, new_game
from engine.kernel.errors import RuleError


def test_d1_first_player_comes_from_the_seed_and_skips_only_turn_1s_draw() -> None:
    firsts = {new_game(seed, ID_1).first for seed in range(20)}
    assert firsts == {T, C}
    assert all(new_game(seed, ID_1).first == new_game(seed, ID_1).first for seed in range(5))
    s = new_game(3, ID_1)
    first = s.first
    s, events = play(s, cmd.Keep(first), cmd.Keep(first.other))
    assert s.turn == 1 and s.to_move == first and s.phase == Phase.MAIN1
    assert len(s.player(first).hand) == 7 and not any(isinstance(e, ev.CardDrawn) for e in events)
    s, events = play(s, cmd.EndTurn(first))
    assert s.turn == 2 and len(s.player(first.other).hand) == 8          # the second player draws
    assert [e for e in events if isinstance(e, ev.CardDrawn)][0].side == first.other


def test_d1_the_rule_set_may_let_the_first_player_draw() -> None:
    from dataclasses import replace

    s = new_game(3, replace(ID_1, first_player_draws=True))
    s, _ = play(s, cmd.Keep(s.first), cmd.Keep(s.first.other))
    assert len(s.player(s.first).hand) == 8


def test_d2_start_state() -> None:
    s = new_game(11, ID_1)
    for side in (T, C):
        p = s.player(side)
        assert (p.hp, len(p.hand), len(p.deck), p.cooldown, p.fatigue) == (20, 7, 33, 0, 0)
        assert p.mana == p.mana_max == (0,) * 6
    assert s.units == () and s.enchantments == () and s.phase == Phase.MULLIGAN


def test_d3_mulligan_order_redraw_and_finality() -> None:
    s = new_game(5, ID_1)
    first = s.first
    assert s.deciders() == (first,)
    with pytest.raises(RuleError, match="D3"):
        play(s, cmd.Keep(first.other))
    s, events = play(s, cmd.Mulligan(first))
    p = s.player(first)
    assert len(p.hand) == 6 and len(p.deck) == 34 and p.mulligan == "taken"
    assert Counter(p.hand + p.deck) == Counter(default_deck(ID_1).cards)
    assert [type(e).__name__ for e in events[:2]] == ["MulliganTaken", "DeckShuffled"]
    assert all(e.audience == first for e in events if isinstance(e, ev.CardDrawn))
    assert s.deciders() == (first.other,)                                  # the decision is final
    with pytest.raises(RuleError):
        play(s, cmd.Mulligan(first))
    s, _ = play(s, cmd.Keep(first.other))
    assert s.turn == 1 and s.phase == Phase.MAIN1


def test_d3_scenario_mulligan_phase_counts() -> None:
    st = ok('''
        phase = "mulligan"
        first = "crimson"
        [teal]
        hand = ["ember_imp", "ember_imp", "clay_golem"]
        deck = ["grove_bear", "grove_bear", "grove_bear", "grove_bear", "grove_bear"]
        [crimson]
        hand = ["wandering_wisp"]
        deck = ["clay_golem"]
        [[do]]
        cmd = "keep"
        [[do]]
        cmd = "mulligan"
        ''')
    assert st["players"]["teal"]["hand_count"] == 6 and st["players"]["teal"]["deck_count"] == 2
    assert st["players"]["teal"]["mulligan"] == "taken" and st["players"]["crimson"]["mulligan"] == "kept"
    assert st["turn"] == 1 and st["to_move"] == "crimson" and st["phase"] == "main1"


def test_d4_default_deck_and_registration() -> None:
    deck = default_deck(ID_1)
    assert len(deck.cards) == 40 and set(Counter(deck.cards).values()) == {2} and deck.hero == "ember"
    assert deck_problems(deck, ID_1) == []
    three = Deck(("ember_imp",) * 3 + deck.cards[3:], "ward")
    assert deck_problems(three, ID_1) == []
    assert any("4 copies" in p for p in deck_problems(Deck(("ember_imp",) * 4 + deck.cards[4:], "ward"), ID_1))
    assert any("exactly 40" in p for p in deck_problems(Deck(deck.cards[1:], "ward"), ID_1))
    assert any("hero ability" in p for p in deck_problems(Deck(deck.cards, "fireball"), ID_1))
    s = new_game(1, ID_1, (three, deck))
    assert s.player(T).hero == "ward" and Counter(s.player(T).hand + s.player(T).deck)["ember_imp"] == 3
    with pytest.raises(ValueError, match="teal's deck"):
        new_game(1, ID_1, (Deck(deck.cards[1:], "ward"), deck))


def test_d5_only_the_side_to_move_acts_and_turns_count_over_both() -> None:
    s = state('turn = 4\nto_move = "crimson"\n')
    with pytest.raises(RuleError, match="no decision"):
        play(s, cmd.EndTurn(T))
    s, _ = play(s, cmd.EndTurn(C))
    assert (s.turn, s.to_move, s.first) == (5, T, T)


def test_d6_start_phase_order() -> None:
    names = [e["type"] for e in events_of('''
        [teal]
        deck = ["ember_imp", "ember_imp"]
        [crimson]
        cooldown = 2
        deck = ["clay_golem", "clay_golem"]
        mana_max = { red = 2 }
        mana = { red = 0 }
        [[unit]]
        id = "c1"
        side = "crimson"
        card = "grove_bear"
        tapped = true
        sick = true
        [[enchantment]]
        id = "c2"
        side = "crimson"
        card = "blood_pact"
        [[do]]
        cmd = "end_turn"
        ''')]
    start = names[names.index("TurnStarted"):]
    assert start == ["TurnStarted", "UnitsReadied", "ManaRefilled", "CardDrawn", "TriggerResolved", "CardDrawn",
                     "DamageDealt", "CooldownReduced", "PhaseChanged"]


def test_d6_start_phase_effects() -> None:
    st = ok('''
        [crimson]
        cooldown = 2
        hp = 10
        deck = ["clay_golem", "clay_golem"]
        mana_max = { red = 2 }
        mana = { red = 0 }
        [[unit]]
        id = "c1"
        side = "crimson"
        card = "grove_bear"
        tapped = true
        sick = true
        [[enchantment]]
        id = "c2"
        side = "crimson"
        card = "blood_pact"
        [[do]]
        cmd = "end_turn"
        ''')
    crimson = st["players"]["crimson"]
    assert crimson["mana"]["red"] == 2 and crimson["hand_count"] == 2 and crimson["hp"] == 9
    assert crimson["cooldown"] == 1 and not st["units"]["c1"]["tapped"] and not st["units"]["c1"]["sick"]


def test_d7_phases_of_the_main_turn() -> None:
    body = '''
        [teal]
        hand = ["wandering_wisp"]
        mana_max = { colorless = 1 }
        [[do]]
        cmd = "next_phase"
        '''
    assert ok(body)["phase"] == "combat"
    assert "D7" in fails(body + '[[do]]\ncmd = "cast"\ncard = "wandering_wisp"\n', 1)
    assert "D7" in fails(body + '[[do]]\ncmd = "sacrifice"\ncard = "wandering_wisp"\n', 1)
    assert ok(body + '[[do]]\ncmd = "next_phase"\n[[do]]\ncmd = "cast"\ncard = "wandering_wisp"\n')["phase"] == "main2"
    assert "D7" in fails(body + '[[do]]\ncmd = "next_phase"\n[[do]]\ncmd = "next_phase"\n', 2)
    st = ok('[[do]]\ncmd = "end_turn"\n')                                  # straight from main1
    assert st["to_move"] == "crimson" and st["turn"] == 2


def test_d8_end_phase_order_and_burn_before_the_next_turn() -> None:
    names = [e["type"] for e in events_of('''
        [teal]
        hand = ["ember_imp", "ember_imp", "ember_imp", "ember_imp", "ember_imp", "ember_imp", "ember_imp",
                "wild_surge"]
        mana_max = { green = 1 }
        mana = { green = 2 }
        [[do]]
        cmd = "end_turn"
        discard = ["wild_surge"]
        ''')]
    assert names[:5] == ["PhaseChanged", "CardDiscarded", "ManaBurned", "TurnEnded", "TurnStarted"]
    st = ok('''
        [teal]
        hp = 1
        mana = { green = 2 }
        [[do]]
        cmd = "end_turn"
        ''')
    assert st["winner"] == "crimson" and st["phase"] == "over" and st["turn"] == 1 and st["to_move"] == "teal"
