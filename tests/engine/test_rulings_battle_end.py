"""How battles and the match end: shrine victory (R22), the round limit's tie-breaks
(R26), three battles and the score (R27)."""

from __future__ import annotations

import random

from builders import C, T, c, cell, end_turns, move, of, offered, one, play_random, pos, run, setup, t

from engine.mage_battle import Phase, WinReason
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev

# default shrines of `position`: teal B01 fire, D01 water, F01 wood; crimson B15 metal, D15 earth, F15 light


# --- R22 -----------------------------------------------------------------------------

def test_r22_entering_a_matching_enemy_shrine_wins_at_once():
    state = pos(t("O", "B14", "metal"), t("S", "D03", "fire"), c("S", "F12", "wood"))
    state, events = run(state, move(state, 0, "B15"))
    ended = one(events, ev.BattleEnded)
    assert (ended.winner, ended.reason) == (T, WinReason.SHRINE)
    assert not of(events, ev.TurnEnded)                    # the second AP is simply lost
    assert state.ap == 0 and state.phase == Phase.OVER


def test_r22_any_active_layer_of_the_element_counts_whatever_the_stack():
    for held in (("fire", "wood", "metal"), ("metal", "metal"), ("electric", "metal", "metal")):
        state = pos(t("O", "C14", *held), c("S", "F12", "wood"), battle=len(held))
        _, events = run(state, move(state, 0, "B15"))
        assert one(events, ev.BattleEnded).reason == WinReason.SHRINE, held


def test_r22_crimson_wins_on_a_teal_shrine_too():
    state = pos(c("S", "C02", "water", "dark"), t("O", "F05", "wood"), to_move=C)
    _, events = run(state, move(state, 0, "D01"))
    assert one(events, ev.BattleEnded).winner == C


def test_r22_non_matching_enemy_shrine_and_own_shrine_are_plain_moves():
    state = pos(t("O", "B14", "fire"), t("O", "C01", "fire"), c("S", "F12", "wood"))
    assert offered(state, move(state, 0, "B15")) and offered(state, move(state, 1, "B01"))
    after, events = run(state, move(state, 0, "B15"))
    assert not of(events, ev.BattleEnded) and after.ap == 1 and after.mages[0].cell == cell("B15")
    after, events = run(after, move(after, 1, "B01"))
    assert not of(events, ev.BattleEnded) and after.to_move == C
    elementless = pos(t("O", "B14"), c("S", "F12", "wood"))
    _, events = run(elementless, move(elementless, 0, "B15"))
    assert not of(events, ev.BattleEnded)


def test_r22_only_the_move_in_counts():
    state = pos(t("O", "B15", "metal"), c("S", "F12", "wood"))
    state, events = run(state, cmd.EndTurn(T), cmd.EndTurn(C))
    assert not of(events, ev.BattleEnded)
    state, events = run(state, move(state, 0, "B14"))
    assert not of(events, ev.BattleEnded)
    state, events = run(state, move(state, 0, "B15"))
    assert one(events, ev.BattleEnded).reason == WinReason.SHRINE


# --- R26 -----------------------------------------------------------------------------

def last_turn(*mages, battle=3, first=T):
    """Round 20, the second mover to act: its EndTurn ends the battle."""
    state = pos(*mages, battle=battle, round=20, first=first, to_move=first.other)
    _, events = run(state, cmd.EndTurn(first.other))
    ended = one(events, ev.BattleEnded)
    assert ended.reason == WinReason.ROUND_LIMIT
    return ended.winner


def test_r26_more_living_mages_first():
    assert last_turn(t("O", "B03", "water", hp=1), t("O", "F03", "water", hp=1), c("O", "D09", "metal", hp=3)) == T


def test_r26_then_more_total_hp():
    assert last_turn(t("O", "B03", "water", hp=3), c("O", "D14", "metal", hp=2)) == T
    assert last_turn(t("O", "B03", "water", hp=1), c("O", "D14", "dark", hp=2)) == C


def test_r26_then_the_shorter_distance_to_a_matching_enemy_shrine():
    assert last_turn(t("O", "D12", "metal"), c("O", "D06", "fire")) == T          # B15 at 5 against B01 at 7
    assert last_turn(t("O", "D13", "earth"), c("O", "D06", "water")) == T         # D15 at 2 against D01 at 5
    assert last_turn(t("O", "D10", "metal"), c("O", "E02", "wood"), first=C) == C  # 7 against F01 at 2


def test_r26_a_side_with_no_matching_mage_loses_that_step():
    assert last_turn(t("O", "D03", "water"), c("O", "D11", "fire")) == C           # teal holds none
    assert last_turn(t("O", "D05", "light"), c("O", "D13", "dark")) == T           # crimson holds none, T first


def test_r26_then_the_side_that_moved_second():
    assert last_turn(t("O", "D03", "dark"), c("O", "D13", "dark")) == C
    assert last_turn(t("O", "D03", "dark"), c("O", "D13", "dark"), first=C) == T
    # equal distances also fall through to the second mover
    assert last_turn(t("O", "D11", "earth"), c("O", "D05", "water"), first=C) == T


# --- R27 -----------------------------------------------------------------------------

def test_r27_all_three_battles_are_played_and_scored_from_the_winner():
    scores = set()
    for seed in range(6):
        state, _ = setup(seed=seed)
        state = play_random(state, random.Random(seed))
        assert [r.battle for r in state.results] == [1, 2, 3]
        teal, crimson = state.wins
        scores.add((max(teal, crimson), min(teal, crimson)))
    assert scores <= {(3, 0), (2, 1)}


def test_r27_a_match_of_round_limits_goes_two_to_one_to_the_second_mover_of_battle_one():
    state, events = setup(seed=9)
    first = one(events, ev.BattleStarted).first
    state, events = end_turns(state, 3 * 40)
    match = one(events, ev.MatchEnded)
    assert [r.winner for r in state.results] == [first.other, first, first.other]   # nothing else differs
    assert (match.winner, match.score) == (first.other, (2, 1))


def test_r27_a_two_nil_lead_still_plays_battle_three():
    state = pos(t("O", "B14", "metal", "metal"), c("S", "F12", "wood"), matches=3, seed=4)
    state, _ = run(state, move(state, 0, "B15"))                      # 1:0, crimson opens battle 2
    assert state.battle == 2 and state.to_move == C
    state, _ = run(state, cmd.EndTurn(C))
    assert "metal" in [e.key for e in state.mages[0].layers]
    state, events = run(state, move(state, 0, "B15"))                 # 2:0
    assert one(events, ev.BattleStarted).battle == 3 and state.phase == Phase.ACTION
    assert not of(events, ev.MatchEnded)
    assert "metal" in [e.key for e in state.mages[0].layers]
    state, events = run(state, move(state, 0, "B15"))
    match = one(events, ev.MatchEnded)
    assert (match.winner, match.score) == (T, (3, 0)) and state.phase == Phase.OVER
