"""Every worked example of sections 7 and 11 of the rulebook (v0.6), played through
the engine. Section and example named in each test."""

from __future__ import annotations

from builders import C, T, alive, attack, c, hp, layers, of, one, outcomes, pos, respond, run, t

from engine.mage_battle import V0_6, Card, Direction, Element, Phase, WinReason, legal_commands, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.elements import add_layer

TABLES = V0_6.tables


def grow(held, *new):
    for element in new:
        held = add_layer(held, Element.parse(element), TABLES)
    return held


def line_attack(att, dfn, *, battle=1, response=None, att_job="S", def_job="O", element=None):
    """A teal sorcerer at D05 attacks the crimson mage at D07; a reserve on each side."""
    state = pos(t(att_job, "D05", *att), c(def_job, "D07", *dfn), t("O", "G01", "ice"), c("O", "A15", "ice"),
                battle=battle)
    chosen = element or (att[0] if att else None)
    state, events = run(state, attack(T, 0, chosen, direction=Direction.RIGHT))
    if state.phase == Phase.RESPONSE:
        state, more = run(state, respond(C, (1, response)))
        events += more
    return state, events


# --- section 7: adding elements --------------------------------------------------------

def test_s7_fire_then_fire_is_fire_x2_then_water_leaves_fire_x1():
    assert grow(layers("fire"), "fire") == layers("fire", "fire")
    assert grow(layers("fire"), "fire", "water") == layers("fire")


def test_s7_fire_x2_then_fire_is_fire_x3():
    assert grow(layers("fire"), "fire", "fire") == layers("fire", "fire", "fire")


def test_s7_different_elements_coexist():
    assert grow(layers("fire"), "wood") == layers("fire", "wood")


# --- section 7: the affinity table -------------------------------------------------------

def test_s7_water_x1_beats_fire_x3():
    state, events = line_attack(("fire",) * 3, ("water",), battle=3)
    assert outcomes(events) == {1: ("defender", 1)}
    assert hp(state, 0) == 2 and hp(state, 1) == 3


def test_s7_light_and_dark_examples_both_ways():
    for a, d in (("light", "dark"), ("dark", "light")):
        for a_n, d_n, winner in ((1, 1, "defender"), (2, 1, "attacker"), (1, 2, "defender"), (2, 2, "attacker")):
            _, events = line_attack((a,) * a_n, (d,) * d_n, battle=2, def_job="S")
            assert outcomes(events)[1][0] == winner, f"{a}x{a_n} -> {d}x{d_n}"


def test_s7_an_element_beats_no_element_and_none_against_none_is_nothing():
    _, events = line_attack(("dark",), ())
    assert outcomes(events) == {1: ("attacker", 1)}
    _, events = line_attack((), ("dark",))
    assert outcomes(events) == {1: ("defender", 1)}
    _, events = line_attack((), ())
    assert outcomes(events) == {1: ("nobody", 0)} and not of(events, ev.MageDamaged)


def test_s7_a_blocked_attack_removes_no_layers():
    state, _ = line_attack(("fire", "wood"), ("water",), battle=2)
    assert state.mages[0].layers == layers("fire", "wood") and state.mages[1].layers == layers("water")


def test_s7_a_counter_reaches_beyond_the_defenders_own_range_and_costs_it_nothing():
    state, events = line_attack(("fire",), ("water", "water"), battle=2)    # a mystic 2 cells away
    assert outcomes(events) == {1: ("defender", 2)} and not alive(state, 0)
    assert state.mages[1].attacks == 0 and state.ap == 1 and state.to_move == T


def test_s7_the_largest_counter_only_and_damage_applied_together():
    state = pos(t("P", "D05", "fire", "fire", "fire"), c("S", "C06", "water"), c("O", "D07", "water", "water"),
                c("O", "E06", "metal"), c("O", "A15", "earth"), battle=3)
    state, events = run(state, attack(T, 0, "fire", centre="D06"))
    assert {d.mage: d.amount for d in of(events, ev.MageDamaged)} == {0: 2, 3: 1}


# --- section 7: two elements, the decoy ----------------------------------------------------

def test_s7_two_elements_attack_with_one_of_them_at_x1_for_half_of_battle_two_hp():
    for element in ("fire", "wood"):
        state, events = line_attack(("fire", "wood"), ("earth",), battle=2, element=element)
        declared = one(events, ev.AttackDeclared)
        assert len(declared.area) == 4                                     # x1 line
        assert outcomes(events) == {1: ("attacker", 1)}                     # fire: no pair; wood beats earth
        assert hp(state, 1) == 1


def test_s7_the_elementless_decoy_reveals_and_takes_the_counter():
    decoy = grow(layers("fire"), "water")
    assert decoy == ()
    state = pos(t("S", "D05", *decoy), t("O", "D04", "ice"), c("O", "D07", "metal", "earth"),
                c("O", "A15", "ice"), battle=2)
    state, _ = run(state, attack(T, 0, None, direction=Direction.RIGHT))
    state, events = run(state, respond(C, (2, "earth")))
    assert outcomes(events) == {2: ("defender", 1)}
    assert hp(state, 0) == 1 and hp(state, 2) == 2                         # no power, still alive
    assert view_for(state, T).mages[2].layers == layers("metal", "earth")  # what the decoy bought


def test_s7_an_elementless_mage_never_wins_at_a_shrine():
    state = pos(t("O", "B14"), c("O", "F12", "wood"))
    _, events = run(state, cmd.Move(T, 0, state.tables.parse("B15")))
    assert not of(events, ev.BattleEnded)


# --- section 11 ----------------------------------------------------------------------------

def test_s11_battle_one_fire_sorcerer_against_a_metal_mage():
    state, events = line_attack(("fire",), ("metal", "water"), response="metal")
    revealed = one(events, ev.EngagementRevealed)
    assert dict(revealed.layers) == {0: layers("fire"), 1: layers("metal", "water")}
    assert outcomes(events) == {1: ("attacker", 1)} and not alive(state, 1)
    state, events = line_attack(("fire",), ("metal", "water"), response="water")
    assert outcomes(events) == {1: ("defender", 1)} and not alive(state, 0)


def test_s11_same_rank_goes_to_whoever_attacks_first():
    state, events = line_attack(("fire",), ("fire",))
    assert outcomes(events) == {1: ("attacker", 1)} and not alive(state, 1)
    state, events = line_attack(("fire",), ("light",))
    assert outcomes(events) == {1: ("attacker", 1)}
    state, events = line_attack(("light",), ("fire",))
    assert outcomes(events) == {1: ("attacker", 1)}


def test_s11_light_x1_on_dark_x1_is_countered_light_x2_hits():
    state, events = line_attack(("light",), ("dark",), def_job="S")
    assert outcomes(events) == {1: ("defender", 1)} and not alive(state, 0)
    state, events = line_attack(("light", "light"), ("dark",), battle=2, def_job="S")
    assert outcomes(events) == {1: ("attacker", 1)} and hp(state, 1) == 1


def test_s11_battle_two_fire_x2_sorcerer_line_of_five_one_damage():
    held = grow(layers("fire"), "fire")
    state = pos(t("S", "D05", *held), c("S", "D10", "metal"), c("O", "A15", "ice"), battle=2)
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert [state.tables.name(x) for x in one(events, ev.AttackDeclared).area] == ["D06", "D07", "D08", "D09", "D10"]
    assert outcomes(events) == {1: ("attacker", 1)} and hp(state, 1) == 1


def test_s11_priest_x2_cross_of_five_cells():
    state = pos(t("P", "D05", "wood", "wood"), c("S", "C07", "earth"), c("S", "E07", "earth"), c("S", "D08", "earth"),
                c("S", "D06", "earth"), battle=2)
    state, events = run(state, attack(T, 0, "wood", centre="D07"))
    declared = one(events, ev.AttackDeclared)
    assert len(declared.area) == 5 and sorted(declared.targets) == [1, 2, 3, 4]
    assert all(hp(state, i) == 1 for i in (1, 2, 3, 4))


def test_s11_two_elements_choose_one_for_one_damage():
    state, events = line_attack(("fire", "wood"), ("earth",), battle=2, element="wood")
    assert one(events, ev.AttackElementCommitted).element == Element.WOOD
    assert outcomes(events) == {1: ("attacker", 1)} and hp(state, 1) == 1


def test_s11_the_decoy_lets_an_ally_follow_up():
    state = pos(t("S", "D05"), t("O", "C07", "fire", "water"), c("O", "D07", "metal", "wood"), c("O", "A15", "ice"),
                battle=1)
    state, _ = run(state, attack(T, 0, None, direction=Direction.RIGHT))
    state, events = run(state, respond(C, (2, "wood")))
    assert not alive(state, 0)                                                # the decoy is countered
    known = view_for(state, T).mages[2].layers
    assert known == layers("metal", "wood")
    state, events = run(state, attack(T, 1, "fire", target="D07"))           # fire beats both
    state, more = run(state, respond(C, (2, "metal")))
    assert outcomes(more) == {2: ("attacker", 1)} and not alive(state, 2)


def test_s11_battle_three_mystic_x3_deals_three_or_is_countered():
    state = pos(t("O", "D05", "ice", "ice", "ice"), c("S", "D06", "wood", "fire"), c("O", "A15", "ice"), battle=3)
    after, _ = run(state, attack(T, 0, "ice", target="D06"))
    after, events = run(after, respond(C, (1, "wood")))
    assert outcomes(events) == {1: ("attacker", 3)} and not alive(after, 1)     # a full-HP enemy falls
    after, _ = run(state, attack(T, 0, "ice", target="D06"))
    after, events = run(after, respond(C, (1, "fire")))                         # fire beats ice
    assert outcomes(events) == {1: ("defender", 1)} and hp(after, 0) == 2 and hp(after, 1) == 3


def test_s11_three_different_elements_are_not_x3():
    state = pos(t("S", "D05", "fire", "wood", "light"), c("O", "D09", "earth"), c("O", "A15", "ice"), battle=3)
    for element in ("fire", "wood", "light"):
        _, events = run(state, attack(T, 0, element, direction=Direction.RIGHT))
        assert len(one(events, ev.AttackDeclared).area) == 4


def test_s11_shrine_victory_with_fire_whatever_its_stack():
    for held in (("fire",), ("wood", "fire"), ("fire", "fire", "fire")):
        state = pos(c("S", "B02", *held), t("O", "F05", "water"), to_move=C, battle=len(held))
        _, events = run(state, cmd.Move(C, 0, state.tables.parse("B01")))
        ended = one(events, ev.BattleEnded)
        assert (ended.winner, ended.reason) == (C, WinReason.SHRINE)


def test_s11_the_defender_blocks_the_way_or_cuts_the_element():
    blocked = pos(c("S", "B02", "fire"), t("O", "B01", "water"), to_move=C)
    assert cmd.Move(C, 0, blocked.tables.parse("B01")) not in legal_commands(blocked, C)
    cut = pos(t("O", "C04", "water"), c("S", "B03", "fire"), cards=(Card.RESONANCE_CUT, None))
    cut, events = run(cut, cmd.UseCard(T, 1), cmd.EndTurn(T))
    assert one(events, ev.LayersCut).removed == layers("fire")
    cut, events = run(cut, cmd.Move(C, 1, cut.tables.parse("B02")), cmd.Move(C, 1, cut.tables.parse("B01")))
    assert not of(events, ev.BattleEnded)
