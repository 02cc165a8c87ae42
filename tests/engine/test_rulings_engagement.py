"""Engagement rulings: secret choices and the reveal (R13), judgement (R14, R15),
damage (R16), counters (R17) and simultaneous resolution (R18)."""

from __future__ import annotations

import dataclasses
import itertools

from builders import C, T, alive, attack, c, hp, illegal, layers, mage, of, one, outcomes, pos, respond, run, t

from engine.mage_battle import V0_6, Direction, Element, Orient, Phase, WinReason, legal_commands, view_for
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner, judge


def aim(job: str) -> dict:
    """How the attacker at D05 aims at D06."""
    return {"S": {"direction": Direction.RIGHT}, "P": {"centre": "D06"}, "O": {"target": "D06"}}[job]


def duel(att, dfn, *, att_job="O", def_job="O", battle=3, element="first", response="first", rules=V0_6):
    """The attacker (teal, D05) attacks the defender (crimson, D06); both sides keep a
    far-away reserve so the battle goes on. Returns (state after, events)."""
    att_layers, def_layers = layers(*att), layers(*dfn)
    state = pos(mage(T, att_job, "D05", *att_layers), mage(C, def_job, "D06", *def_layers),
                t("O", "G01", "fire"), c("O", "A15", "fire"), battle=battle, rules=rules)
    chosen = (att_layers[0] if att_layers else None) if element == "first" else element
    aiming = aim(att_job)
    stack = att_layers.count(chosen) if chosen is not None else 1
    if att_job == "P" and stack <= 1:
        aiming = dict(aiming, orient=Orient.H)
    state, events = run(state, attack(T, 0, chosen, **aiming))
    if state.phase == Phase.RESPONSE:
        answer = (def_layers[0] if def_layers else None) if response == "first" else response
        state, more = run(state, respond(C, (1, answer)))
        events += more
    return state, events


# --- R13 -----------------------------------------------------------------------------

def _two_element_target():
    return pos(t("S", "D05", "fire", "wood"), c("O", "D08", "water", "metal"), c("O", "F13", "earth"),
               t("O", "B02", "light"), battle=2)


def test_r13_the_attack_element_is_secret_and_the_defender_chooses_a_response():
    state, events = run(_two_element_target(), attack(T, 0, "wood", direction=Direction.RIGHT))
    committed = one(events, ev.AttackElementCommitted)
    assert committed.audience == T and committed.element == Element.WOOD
    assert one(events, ev.AttackDeclared).audience is None
    assert not of(events, ev.EngagementRevealed)
    assert state.phase == Phase.RESPONSE and state.deciders() == (C,)
    theirs, mine = view_for(state, C).pending, view_for(state, T).pending
    assert theirs.element is None and not theirs.element_known
    assert mine.element == Element.WOOD and mine.element_known
    assert view_for(state, C).mages[0].layers is None          # nothing revealed before the responses
    options = set(legal_commands(state, C))
    assert options == {respond(C, (1, "water")), respond(C, (1, "metal"))}
    illegal(state, respond(C, (1, "fire")), "R13")             # not one of its elements
    illegal(state, respond(C, (1, None)), "R13")               # it has elements: it must use one
    illegal(state, respond(C, (2, "earth")), "R13")            # not a target
    assert legal_commands(state, T) == ()


def test_r13_the_response_decides_and_everything_is_revealed_to_both():
    state, events = run(_two_element_target(), attack(T, 0, "wood", direction=Direction.RIGHT))
    state, events = run(state, respond(C, (1, "metal")))         # metal beats wood
    assert one(events, ev.ResponsesCommitted).audience == C
    revealed = one(events, ev.EngagementRevealed)
    assert revealed.audience is None
    assert revealed.element == Element.WOOD and revealed.choices == ((1, Element.METAL),)
    assert dict(revealed.layers) == {0: layers("fire", "wood"), 1: layers("water", "metal")}
    assert outcomes(events) == {1: ("defender", 1)}
    assert view_for(state, C).mages[0].layers == layers("fire", "wood")
    assert view_for(state, T).mages[1].layers == layers("water", "metal")
    assert view_for(state, T).mages[2].layers is None            # not a participant
    assert view_for(state, C).mages[3].layers is None


def test_r13_reveals_stay_public_for_the_rest_of_the_battle():
    state, _ = run(_two_element_target(), attack(T, 0, "wood", direction=Direction.RIGHT), respond(C, (1, "water")))
    state, _ = run(state, cmd_end(T), cmd_end(C), cmd_end(T))
    assert state.battle == 2 and state.round == 2
    assert view_for(state, T).mages[1].layers == layers("water", "metal")
    assert view_for(state, C).mages[0].layers == layers("fire", "wood")


def cmd_end(side):
    from engine.mage_battle import commands as cmd

    return cmd.EndTurn(side)


def test_r13_an_attacker_must_commit_one_of_its_own_elements():
    state = _two_element_target()
    illegal(state, attack(T, 0, "water", direction=Direction.RIGHT), "R13")
    illegal(state, attack(T, 0, None, direction=Direction.RIGHT), "R13")
    offers = {a.element for a in legal_commands(state, T) if getattr(a, "mage", None) == 0 and hasattr(a, "direction")}
    assert offers == {Element.FIRE, Element.WOOD}


def test_r13_a_single_element_target_responds_by_itself():
    state, events = duel(("fire",), ("metal",))
    assert not of(events, ev.ResponsesCommitted)
    assert one(events, ev.EngagementRevealed).choices == ((1, Element.METAL),)


# --- R14 -----------------------------------------------------------------------------

def test_r14_both_elementless_nothing_happens():
    state, events = duel((), ())
    assert outcomes(events) == {1: ("nobody", 0)}
    assert not of(events, ev.MageDamaged) and hp(state, 0) == hp(state, 1) == 3


def test_r14_elementless_attacker_loses_to_any_element():
    state, events = duel((), ("ice",), def_job="S")
    assert outcomes(events) == {1: ("defender", 1)}
    assert hp(state, 0) == 2 and hp(state, 1) == 3


def test_r14_elementless_defender_loses_to_any_element():
    state, events = duel(("light",), (), att_job="S")
    assert outcomes(events) == {1: ("attacker", 1)}
    assert hp(state, 1) == 2


def test_r14_fixed_table_decides_both_ways_regardless_of_stack():
    _, events = duel(("fire",), ("metal", "metal", "metal"))
    assert outcomes(events) == {1: ("attacker", 1)}
    _, events = duel(("metal", "metal", "metal"), ("fire",))
    assert outcomes(events) == {1: ("defender", 1)}


def test_r14_same_element_higher_stack_wins_equal_goes_to_the_attacker():
    _, events = duel(("fire",), ("fire", "fire"))
    assert outcomes(events) == {1: ("defender", 2)}
    _, events = duel(("fire", "fire"), ("fire",))
    assert outcomes(events) == {1: ("attacker", 2)}
    _, events = duel(("fire", "fire"), ("fire", "fire"))
    assert outcomes(events) == {1: ("attacker", 2)}


def test_r14_light_and_dark_x1_each_defender_wins_else_stacks_compare():
    for a, d in ((Element.LIGHT, Element.DARK), (Element.DARK, Element.LIGHT)):
        for a_n, d_n, winner in ((1, 1, "defender"), (2, 1, "attacker"), (1, 2, "defender"),
                                 (2, 2, "attacker"), (3, 2, "attacker"), (2, 3, "defender")):
            _, events = duel((a,) * a_n, (d,) * d_n, att_job="S", def_job="S")
            assert outcomes(events)[1][0] == winner, (a, a_n, d, d_n)


def test_r14_any_other_pair_goes_to_the_attacker():
    _, events = duel(("fire",), ("light", "light", "light"), att_job="S")
    assert outcomes(events) == {1: ("attacker", 1)}
    _, events = duel(("water",), ("metal",), att_job="S")
    assert outcomes(events) == {1: ("attacker", 1)}


# --- R15 -----------------------------------------------------------------------------

FIXED = (("fire", "metal"), ("fire", "wood"), ("fire", "ice"), ("water", "fire"), ("wood", "earth"),
         ("metal", "wood"), ("earth", "water"), ("earth", "electric"), ("earth", "metal"),
         ("electric", "water"), ("electric", "metal"), ("ice", "water"), ("ice", "wood"))


def test_r15_the_thirteen_pairs_in_play():
    for winner, loser in FIXED:
        _, events = duel((winner,), (loser,), att_job="S", def_job="S")
        assert outcomes(events) == {1: ("attacker", 1)}, (winner, loser)
        _, events = duel((loser,), (winner,), att_job="S", def_job="S")
        assert outcomes(events) == {1: ("defender", 1)}, (loser, winner)


# --- R16 -----------------------------------------------------------------------------

def test_r16_sorcerer_and_priest_deal_one_whatever_the_stack():
    for job in ("S", "P"):
        state, events = duel(("fire",) * 3, ("metal",), att_job=job)
        assert outcomes(events) == {1: ("attacker", 1)} and hp(state, 1) == 2


def test_r16_mystic_deals_its_stack():
    for stack in (1, 2, 3):
        state, events = duel(("fire",) * stack, ("metal",), att_job="O")
        assert outcomes(events) == {1: ("attacker", stack)}
        assert hp(state, 1) == 3 - stack
    assert not alive(state, 1)


def test_r16_an_elementless_attacker_has_power_zero():
    state, events = duel((), (), att_job="O")
    assert one(events, ev.EngagementJudged).outcomes == ((1, Winner.NOBODY, 0),)
    rules = dataclasses.replace(V0_6, elementless_power=1)      # the number is data (R40)
    assert V0_6.elementless_power == 0 and rules.elementless_power == 1


# --- R17 -----------------------------------------------------------------------------

def test_r17_sorcerer_and_priest_counter_for_one():
    for job in ("S", "P"):
        state, events = duel(("fire",), ("water",) * 3, def_job=job)
        assert outcomes(events) == {1: ("defender", 1)} and hp(state, 0) == 2


def test_r17_mystic_counters_for_its_response_stack():
    for stack in (1, 2, 3):
        state, events = duel(("fire",), ("water",) * stack, att_job="S", def_job="O")
        assert outcomes(events) == {1: ("defender", stack)}
        assert hp(state, 0) == 3 - stack


def _crowd(rules=V0_6):
    """A fire x3 priest whose square holds a water sorcerer, a water x2 mystic and a metal mystic."""
    return pos(t("P", "D05", "fire", "fire", "fire"), c("S", "C06", "water"), c("O", "D07", "water", "water"),
               c("O", "E06", "metal"), c("O", "A15", "earth"), battle=3, rules=rules)


def test_r17_only_the_largest_counter_of_one_attack_applies():
    state, events = run(_crowd(), attack(T, 0, "fire", centre="D06"))
    assert outcomes(events) == {1: ("defender", 1), 2: ("defender", 2), 3: ("attacker", 1)}
    damage = {d.mage: d.amount for d in of(events, ev.MageDamaged)}
    assert damage == {0: 2, 3: 1}
    assert hp(state, 0) == 1
    summed = dataclasses.replace(V0_6, only_largest_counter=False)
    state, events = run(_crowd(summed), attack(T, 0, "fire", centre="D06"))
    assert not alive(state, 0)                                    # 1 + 2 = 3 would have killed it


# --- R18 -----------------------------------------------------------------------------

def test_r18_damage_lands_at_once_even_when_the_attacker_dies_of_a_counter():
    state = pos(t("P", "D05", "fire"), t("O", "B02", "wood"), c("S", "D06", "metal"), c("O", "D07", "water"),
                c("O", "A15", "earth"))
    state, events = run(state, attack(T, 0, "fire", centre="D06", orient=Orient.H))
    assert outcomes(events) == {2: ("attacker", 1), 3: ("defender", 1)}
    removed = [e.mage for e in of(events, ev.MageRemoved)]
    assert sorted(removed) == [0, 2]
    assert state.board[state.tables.parse("D05")] == -1 and state.board[state.tables.parse("D06")] == -1
    assert not of(events, ev.BattleEnded) and state.phase == Phase.ACTION and state.ap == 1


def test_r18_judged_on_the_state_before_the_attack():
    # the water mystic is judged with its layers before anything is applied
    state = pos(t("P", "D05", "fire", "fire"), c("S", "D06", "metal"), c("O", "C06", "water"), c("S", "E06", "wood"),
                battle=2)
    state, events = run(state, attack(T, 0, "fire", centre="D06"))
    assert outcomes(events) == {1: ("attacker", 1), 2: ("defender", 1), 3: ("attacker", 1)}
    assert [hp(state, i) for i in range(4)] == [1, 1, 2, 1]


def test_r18_annihilation_by_the_attack_wins_the_battle_for_the_attacker():
    state = pos(t("S", "D05", "fire"), c("O", "D06", "metal"), c("O", "D08", "wood"))
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    ended = one(events, ev.BattleEnded)
    assert (ended.winner, ended.reason) == (T, WinReason.ANNIHILATION)
    assert state.phase == Phase.OVER and state.ap == 0


def test_r18_an_attacker_that_loses_its_last_mage_to_a_counter_loses():
    state = pos(t("S", "D05", "fire"), c("O", "D06", "water"))
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    ended = one(events, ev.BattleEnded)
    assert (ended.winner, ended.reason) == (C, WinReason.ANNIHILATION)


def test_r18_both_sides_emptied_at_once_cannot_arise_under_v06():
    """The attacker-wins clause needs one attack to remove the attacker's last mage and
    every enemy. Under v0.6 a target either takes damage or counters, never both, and
    only attacks deal damage, so the last enemies and a countered attacker never fall
    together; the engine still checks the attacking side first."""
    tables = V0_6.tables
    for a, d in itertools.product([None, *Element], repeat=2):
        for sa, sd in itertools.product((1, 2, 3), repeat=2):
            assert judge(a, sa, d, sd, tables) in (Winner.ATTACKER, Winner.DEFENDER, Winner.NOBODY)
    # every enemy removed while the attacker lives is still the attacker's win (covered above);
    # an attack with recoil (R25) never damages a target, so it cannot empty both sides either.
    state = pos(t("O", "D05", "fire", "fire", "fire", marked=True), c("O", "D06", "metal"), battle=3, to_move=T)
    state, events = run(state, attack(T, 0, "fire", target="D06"))
    assert alive(state, 1) and hp(state, 1) == 3 and not of(events, ev.BattleEnded)
