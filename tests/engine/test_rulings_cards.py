"""Hidden cards: playing one (R23), Resonance Cut (R24), Mana Backflow (R25)."""

from __future__ import annotations

from builders import C, T, alive, attack, c, hp, illegal, layers, move, of, offered, one, pos, respond, run, t

from engine.mage_battle import Card, Direction, Phase, legal_commands, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev

RC, MB = Card.RESONANCE_CUT, Card.MANA_BACKFLOW


# --- R23 -----------------------------------------------------------------------------

def _card_range(card=MB):
    # teal at D03 and D09; crimson at D13 (4 from D09) and D14 (5 from D09)
    return pos(t("S", "D03", "fire"), t("O", "D09", "water"), c("O", "D13", "metal"), c("O", "D14", "wood"),
               c("O", "D10", "earth"), cards=(card, None))


def test_r23_the_card_costs_one_ap_and_is_revealed():
    state, events = run(_card_range(), cmd.UseCard(T, 2))
    used = one(events, ev.CardUsed)
    assert used.audience is None and (used.side, used.card, used.target) == (T, MB, 2)
    assert state.ap == 1 and state.to_move == T
    assert state.cards == (None, None) and state.cards_used == (MB, None)


def test_r23_target_within_four_of_any_living_own_mage():
    state = _card_range()
    targets = {u.target for u in legal_commands(state, T) if isinstance(u, cmd.UseCard)}
    assert targets == {2, 4}                                 # D14 is 5 from every teal mage
    illegal(state, cmd.UseCard(T, 3), "R23")
    illegal(state, cmd.UseCard(T, 0), "R23")                 # not an enemy
    # once the water mystic falls to the earth mystic's counter, D13 is out of range
    state, _ = run(state, attack(T, 1, "water", target="D10"))
    assert not alive(state, 1)
    illegal(state, cmd.UseCard(T, 2), "R23")
    assert offered(state, cmd.UseCard(T, 4)) is False        # D10 is 7 from D03


def test_r23_once_a_match_and_only_with_a_card():
    state, _ = run(_card_range(), cmd.UseCard(T, 2))
    illegal(state, cmd.UseCard(T, 4), "R23")
    state, _ = run(state, cmd.EndTurn(T))
    illegal(state, cmd.UseCard(C, 1), "R23")                 # crimson holds none


def test_r23_the_card_is_not_an_attack():
    state = pos(t("S", "D05", "fire"), c("O", "D07", "water", "wood"), c("O", "A15", "earth"), cards=(MB, None))
    state, events = run(state, cmd.UseCard(T, 1))
    assert not of(events, ev.AttackDeclared) and not of(events, ev.EngagementRevealed)
    assert state.mages[0].attacks == 0 and not state.mages[1].revealed
    assert view_for(state, T).mages[1].layers is None        # no reveal
    assert offered(state, attack(T, 0, "fire", direction=Direction.RIGHT))   # its mages can still attack
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert one(events, ev.AttackDeclared).targets == (1,)


# --- R24 -----------------------------------------------------------------------------

def cut(*held, battle=3):
    state = pos(t("S", "D05", "fire"), c("O", "D09", *held), battle=battle, cards=(RC, None))
    state, events = run(state, cmd.UseCard(T, 1))
    removed = one(events, ev.LayersCut)
    assert removed.audience is None                           # the removed layers are public
    return state.mages[1].layers, removed.removed


def test_r24_x3_loses_two_newest_layers_of_that_element():
    assert cut("fire", "fire", "fire") == (layers("fire"), layers("fire", "fire"))


def test_r24_x2_loses_its_newest_layer_of_that_element():
    assert cut("fire", "wood", "fire") == (layers("fire", "wood"), layers("fire"))
    assert cut("wood", "fire", "fire") == (layers("wood", "fire"), layers("fire"))


def test_r24_x1_loses_its_oldest_layer_and_none_loses_nothing():
    assert cut("wood", "fire", "dark") == (layers("fire", "dark"), layers("wood"))
    assert cut("ice") == ((), layers("ice"))
    assert cut() == ((), ())


def test_r24_a_cut_of_a_revealed_mage_updates_what_both_see():
    state = pos(t("S", "D05", "fire"), c("O", "D09", "metal", "metal"), c("O", "A15", "earth"), battle=2,
                cards=(RC, None))
    state, _ = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert view_for(state, T).mages[1].layers == layers("metal", "metal")
    state, _ = run(state, cmd.UseCard(T, 1))
    assert view_for(state, T).mages[1].layers == layers("metal")
    assert view_for(state, T).mages[1].aura == 0


def test_r24_cutting_the_shrine_element_stops_a_shrine_victory():
    state = pos(t("O", "C02", "fire"), c("O", "C03", "wood", "water"), to_move=T, cards=(RC, None))
    state, _ = run(state, cmd.UseCard(T, 1), cmd.EndTurn(T))           # wood, the oldest, goes
    assert state.mages[1].layers == layers("water")
    state, events = run(state, move(state, 1, "D02"), move(state, 1, "D01"))   # D01 is teal's water shrine
    assert one(events, ev.BattleEnded).winner == C
    state = pos(t("O", "C02", "fire"), c("O", "C03", "water", "wood"), to_move=T, cards=(RC, None))
    state, _ = run(state, cmd.UseCard(T, 1), cmd.EndTurn(T))           # water goes
    state, events = run(state, move(state, 1, "D02"), move(state, 1, "D01"))
    assert not of(events, ev.BattleEnded)


# --- R25 -----------------------------------------------------------------------------

def _marked(*held, battle=3):
    """Teal marks the crimson mystic at D06, then ends its turn."""
    state = pos(t("O", "D05", "metal"), t("S", "B03", "wood"), c("O", "D06", *held), c("O", "A15", "earth"),
                battle=battle, cards=(MB, None))
    state, events = run(state, cmd.UseCard(T, 2))
    assert one(events, ev.MageMarked).audience is None
    assert view_for(state, C).mages[2].marked
    state, _ = run(state, cmd.EndTurn(T))
    return state


def test_r25_a_marked_attack_is_revealed_then_cancelled_with_recoil():
    state = _marked("fire", "fire", "fire")
    state, events = run(state, attack(C, 2, "fire", target="D05"))
    assert one(events, ev.EngagementRevealed).layers == ((2, layers("fire", "fire", "fire")), (0, layers("metal")))
    assert not of(events, ev.EngagementJudged)
    assert one(events, ev.AttackBackfired).recoil == 2
    assert hp(state, 2) == 1 and hp(state, 0) == 3                    # no damage, no counter
    assert view_for(state, T).mages[2].layers == layers("fire", "fire", "fire")
    assert state.ap == 1 and state.mages[2].attacks == 1              # the AP and the attack are spent
    illegal(state, attack(C, 2, "fire", target="D05"), "R8")
    state, _ = run(state, cmd.EndTurn(C))
    assert not state.mages[2].marked                                  # the mark ends with that turn


def test_r25_recoil_is_the_highest_stack_minus_one_never_below_zero():
    state, events = run(_marked("fire", "wood", "wood"), attack(C, 2, "fire", target="D05"))
    assert one(events, ev.AttackBackfired).recoil == 1 and hp(state, 2) == 2
    state, events = run(_marked("fire"), attack(C, 2, "fire", target="D05"))
    assert one(events, ev.AttackBackfired).recoil == 0 and not of(events, ev.MageDamaged)
    state, events = run(_marked(), attack(C, 2, None, target="D05"))
    assert one(events, ev.AttackBackfired).recoil == 0


def test_r25_the_defender_still_responds_before_the_reveal():
    state = pos(t("O", "D05", "metal", "wood"), c("O", "D06", "fire"), c("O", "A15", "earth"), cards=(MB, None),
                battle=2)
    state, _ = run(state, cmd.UseCard(T, 1), cmd.EndTurn(T), attack(C, 1, "fire", target="D05"))
    assert state.phase == Phase.RESPONSE
    state, events = run(state, respond(T, (0, "wood")))
    assert one(events, ev.EngagementRevealed).choices == ((0, layers("wood")[0]),)
    assert one(events, ev.AttackBackfired).recoil == 0 and hp(state, 0) == 2


def test_r25_an_unused_mark_ends_with_its_owners_next_turn():
    state = _marked("fire", "fire", "fire")
    assert state.mages[2].marked and state.to_move == C
    state, _ = run(state, cmd.EndTurn(C))
    assert not state.mages[2].marked
    state, _ = run(state, cmd.EndTurn(T))
    state, events = run(state, attack(C, 2, "fire", target="D05"))
    assert not of(events, ev.AttackBackfired)
    assert one(events, ev.EngagementJudged).outcomes[0][1].key == "attacker"   # fire beats metal, mystic x3
    assert hp(state, 0) == 0 or not alive(state, 0)
