"""Setup rulings R1-R5 and the secrecy of setup choices (R29)."""

from __future__ import annotations

import random
from collections import Counter

from builders import (
    CRIMSON_FORMATION,
    CRIMSON_SHRINES,
    ORDER,
    TEAL_FORMATION,
    TEAL_SHRINES,
    C,
    T,
    cell,
    formation,
    illegal,
    layers,
    of,
    one,
    play_random,
    run,
    setup,
)

from engine.mage_battle import Card, Job, Phase, Side, legal_commands, new_match, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev


def _after_shrines():
    state, _ = run(new_match(3), cmd.ChooseShrines(T, TEAL_SHRINES), cmd.ChooseShrines(C, CRIMSON_SHRINES))
    return state


def _after_formations():
    state, _ = run(_after_shrines(), formation(T, TEAL_FORMATION), formation(C, CRIMSON_FORMATION))
    return state


# --- R1 ------------------------------------------------------------------------------

def test_r1_shrines_sit_on_fixed_cells_and_are_public_for_the_match():
    state, events = setup(seed=5)
    revealed = one(events, ev.ShrinesRevealed)
    assert revealed.audience is None
    names = {side: [(state.tables.name(c), e.key) for c, e in state.shrines[side]] for side in Side}
    assert names[T] == [("B01", "fire"), ("D01", "water"), ("F01", "wood")]
    assert names[C] == [("B15", "metal"), ("D15", "earth"), ("F15", "light")]
    for side in Side:
        assert view_for(state, side.other).shrines == state.shrines
    # fixed for the whole match: still the same after three battles
    over = play_random(state, random.Random(5))
    assert over.shrines == state.shrines


def test_r1_shrine_elements_must_be_distinct_and_three():
    state = new_match(1)
    illegal(state, cmd.ChooseShrines(T, layers("fire", "fire", "wood")), "R1")
    illegal(state, cmd.ChooseShrines(T, layers("fire", "wood")), "R1")
    choices = legal_commands(state, T)
    assert len(choices) == 9 * 8 * 7
    for i in range(0, len(choices), 37):
        assert len(set(choices[i].elements)) == 3


def test_r1_both_sides_may_pick_the_same_elements():
    state, _ = run(new_match(1), cmd.ChooseShrines(T, TEAL_SHRINES), cmd.ChooseShrines(C, TEAL_SHRINES))
    assert [e for _, e in state.shrines[T]] == [e for _, e in state.shrines[C]]


# --- R2 ------------------------------------------------------------------------------

def test_r2_formation_of_three_jobs_each_inside_the_zone_shrine_cells_allowed():
    state = _after_shrines()
    on_shrines = {"B01": "S", "D01": "P", "F01": "O", "B05": "S", "C05": "P", "D05": "O", "E05": "S",
                  "F05": "P", "C01": "O"}
    done, _ = run(state, formation(T, on_shrines), formation(C, CRIMSON_FORMATION))
    assert done.phase == Phase.ELEMENTS
    placed = {done.tables.name(m.cell): m.job.key for m in done.mages if m.side == T}
    assert placed == on_shrines


def test_r2_wrong_job_counts_outside_zone_and_shared_cells_are_illegal():
    state = _after_shrines()
    four_s = dict(TEAL_FORMATION, F02="S")
    illegal(state, formation(T, four_s), "R2")
    outside = dict(TEAL_FORMATION)
    outside["A02"] = outside.pop("B02")          # row A is not in the zone
    illegal(state, formation(T, outside), "R2")
    column6 = dict(TEAL_FORMATION)
    column6["C06"] = column6.pop("C05")
    illegal(state, formation(T, column6), "R2")
    shared = cmd.ChooseFormation(T, ((cell("B02"), Job.S),) * 2 + tuple(formation(T, TEAL_FORMATION).placements[2:]))
    illegal(state, shared, "R2")
    illegal(state, formation(C, TEAL_FORMATION), "R2")   # crimson may not stand in teal's zone


def test_r2_legal_formations_count_every_zone_choice():
    choices = legal_commands(_after_shrines(), T)
    assert len(choices) == 2042975 * 1680        # C(25, 9) cells times 9!/(3!3!3!) job orders
    for i in range(0, len(choices), len(choices) // 50):
        placement = choices[i].placements
        assert sorted(j for _, j in placement) == [Job.S] * 3 + [Job.P] * 3 + [Job.O] * 3


# --- R3 ------------------------------------------------------------------------------

def test_r3_first_elements_are_a_permutation():
    state = _after_formations()
    illegal(state, cmd.AssignElements(T, (ORDER[0],) * 9), "R3")
    illegal(state, cmd.AssignElements(T, ORDER[:8]), "R3")
    assert len(legal_commands(state, T)) == 362880
    reverse = tuple(reversed(ORDER))
    done, _ = run(state, cmd.AssignElements(T, reverse), cmd.AssignElements(C, ORDER))
    assert tuple(done.mages[i].layers for i in done.mages_of(T)) == tuple((e,) for e in reverse)


# --- R4 ------------------------------------------------------------------------------

def test_r4_each_side_is_dealt_one_card_uniformly_and_both_may_hold_the_same():
    counts = Counter()
    same = 0
    for seed in range(160):
        state, events = setup(seed=seed)
        dealt = of(events, ev.CardDealt)
        assert [d.side for d in dealt] == [T, C]
        assert all(d.audience == d.side for d in dealt)
        for d in dealt:
            counts[d.card] += 1
        same += dealt[0].card == dealt[1].card
        assert state.cards == (dealt[0].card, dealt[1].card)
    assert set(counts) == set(Card)
    assert 0.35 < counts[Card.RESONANCE_CUT] / 320 < 0.65
    assert 0 < same < 160


def test_r4_the_deal_is_reproducible_from_the_seed():
    assert setup(seed=42)[0].cards == setup(seed=42)[0].cards


# --- R5 ------------------------------------------------------------------------------

def test_r5_first_player_by_seed_then_other_then_same_as_battle_one():
    firsts = Counter()
    for seed in range(4):
        state, events = setup(seed=seed)
        first = one(events, ev.BattleStarted).first
        firsts[first] += 1
        over = play_random(state, random.Random(seed))
        # replaying the log is not needed: the battle firsts are kept in the state's first
        assert over.first == first
    for seed in range(40):
        firsts[one(setup(seed=seed)[1], ev.BattleStarted).first] += 1
    assert set(firsts) == {T, C}


def test_r5_battle_order_of_first_players_over_a_match():
    from builders import end_turns

    state, events = setup(seed=7)
    first = one(events, ev.BattleStarted).first
    state, events = end_turns(state, 3 * 40)   # every battle runs out its 20 rounds
    starts = [(e.battle, e.first) for e in of(events, ev.BattleStarted)]
    assert starts == [(2, first.other), (3, first)]
    assert state.phase == Phase.OVER


# --- R29 -----------------------------------------------------------------------------

def test_r29_shrine_choice_is_secret_until_both_have_chosen():
    state, events = run(new_match(1), cmd.ChooseShrines(T, TEAL_SHRINES))
    assert one(events, ev.ShrinesChosen).audience == T
    assert not of(events, ev.ShrinesRevealed)
    other = view_for(state, C)
    assert other.my_shrine_choice is None and other.shrines == ((), ())
    assert view_for(state, T).my_shrine_choice == TEAL_SHRINES
    assert state.deciders() == (C,)
    # crimson chooses from the same options it had before teal chose
    assert len(legal_commands(state, C)) == len(legal_commands(new_match(1), C))
    state, events = run(state, cmd.ChooseShrines(C, CRIMSON_SHRINES))
    assert one(events, ev.ShrinesRevealed).audience is None


def test_r29_formation_is_secret_until_both_have_placed():
    state, events = run(_after_shrines(), formation(T, TEAL_FORMATION))
    assert one(events, ev.FormationChosen).audience == T
    other = view_for(state, C)
    assert other.my_formation_choice is None and other.mages == ()
    assert view_for(state, T).my_formation_choice == formation(T, TEAL_FORMATION).placements
    state, events = run(state, formation(C, CRIMSON_FORMATION))
    assert one(events, ev.FormationsRevealed).audience is None
    assert len(view_for(state, C).mages) == 18


def test_r29_first_elements_are_seen_by_their_owner_only():
    state, events = run(_after_formations(), cmd.AssignElements(T, ORDER))
    assert one(events, ev.ElementsAssigned).audience == T
    theirs = view_for(state, C)
    assert all(m.layers is None for m in theirs.mages if m.side == T)
    assert [m.layers for m in view_for(state, T).mages if m.side == T] == [(e,) for e in ORDER]
    state, events = run(state, cmd.AssignElements(C, ORDER))
    assert all(e.audience == e.side for e in of(events, ev.ElementsAssigned) + of(events, ev.CardDealt))
    for side in Side:
        view = view_for(state, side)
        assert all(m.layers is None for m in view.mages if m.side != side)
        assert view.my_card == state.cards[side]
