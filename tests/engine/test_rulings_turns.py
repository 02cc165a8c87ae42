"""Turn rulings: AP and rounds (R6), moves (R7), the attack limit (R8)."""

from __future__ import annotations

import dataclasses

from builders import C, T, attack, c, cell, end_turns, illegal, move, of, offered, one, pos, run, setup, t

from engine.mage_battle import V0_6, Direction, Phase, WinReason, legal_commands, step
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev


def _quiet(**kw):
    """Two mages each, far apart: nothing but moves and EndTurn is possible."""
    return pos(t("S", "D03", "fire"), t("P", "B03", "wood"), c("S", "D13", "water"), c("P", "F13", "earth"), **kw)


# --- R6 ------------------------------------------------------------------------------

def test_r6_two_ap_spent_one_at_a_time_and_the_turn_ends_at_zero():
    state = _quiet()
    assert state.ap == 2
    state, events = run(state, move(state, 0, "D04"))
    assert state.ap == 1 and state.to_move == T and not of(events, ev.TurnEnded)
    state, events = run(state, move(state, 0, "D05"))
    assert one(events, ev.TurnEnded).side == T
    assert state.to_move == C and state.ap == 2


def test_r6_ending_early_loses_the_unspent_ap():
    state = _quiet()
    state, _ = run(state, move(state, 0, "D04"), cmd.EndTurn(T))
    assert state.to_move == C and state.ap == 2
    state, _ = run(state, cmd.EndTurn(C))
    assert state.to_move == T and state.ap == 2          # not 3: nothing carries over
    assert cmd.EndTurn(T) in legal_commands(state, T)
    illegal(state, cmd.EndTurn(C), "ending the turn")  # not crimson's decision


def test_r6_a_round_ends_when_the_second_mover_ends_its_turn():
    state = _quiet()
    state, _ = run(state, cmd.EndTurn(T))
    assert state.round == 1
    state, _ = run(state, cmd.EndTurn(C))
    assert state.round == 2
    crimson_first = _quiet(first=C, to_move=C)
    state, _ = run(crimson_first, cmd.EndTurn(C))
    assert state.round == 1
    state, _ = run(state, cmd.EndTurn(T))
    assert state.round == 2


def test_r6_a_battle_lasts_at_most_twenty_rounds():
    state, events = run(_quiet(round=19), cmd.EndTurn(T), cmd.EndTurn(C))
    assert state.round == 20 and not of(events, ev.BattleEnded)
    state, events = run(state, cmd.EndTurn(T))
    assert not of(events, ev.BattleEnded)
    state, events = run(state, cmd.EndTurn(C))
    assert one(events, ev.BattleEnded).reason == WinReason.ROUND_LIMIT
    assert state.phase == Phase.OVER


def test_r6_a_full_battle_ends_after_exactly_forty_turns():
    state, _ = setup(seed=2)
    state, events = end_turns(state, 39)
    assert not of(events, ev.BattleEnded) and state.round == 20
    state, events = end_turns(state, 1)
    assert one(events, ev.BattleEnded).reason == WinReason.ROUND_LIMIT
    assert one(events, ev.BattleStarted).battle == 2


# --- R7 ------------------------------------------------------------------------------

def test_r7_moves_go_to_the_eight_neighbours_on_the_board():
    state = _quiet()
    moves = {state.tables.name(m.to) for m in legal_commands(state, T) if isinstance(m, cmd.Move) and m.mage == 0}
    assert moves == {"C02", "C03", "C04", "D02", "D04", "E02", "E03", "E04"}
    corner = pos(t("O", "A01", "fire"), c("O", "G15", "water"))
    moves = {corner.tables.name(m.to) for m in legal_commands(corner, T) if isinstance(m, cmd.Move)}
    assert moves == {"A02", "B01", "B02"}
    for to in moves:
        assert step(corner, move(corner, 0, to))[0].mages[0].cell == cell(to)


def test_r7_a_diagonal_move_checks_only_its_destination():
    state = pos(t("S", "D03", "fire"), t("O", "C03", "fire"), t("O", "D04", "fire"), c("S", "D13", "water"))
    command = move(state, 0, "C04")
    assert offered(state, command)
    state, events = run(state, command)
    assert one(events, ev.MageMoved).dst == cell("C04")


def test_r7_occupied_far_and_foreign_moves_are_illegal():
    state = pos(t("S", "D03", "fire"), t("O", "C03", "fire"), c("S", "D13", "water"))
    illegal(state, move(state, 0, "C03"), "R7")          # occupied by an ally
    illegal(state, move(state, 0, "D05"), "R7")          # two steps
    illegal(state, cmd.Move(T, 2, cell("D12")), "R7")    # not teal's mage
    near = pos(t("S", "D10", "fire"), c("S", "D11", "water"))
    illegal(near, move(near, 0, "D11"), "R7")            # occupied by an enemy


def test_r7_one_mage_may_move_twice_in_a_turn():
    state = _quiet()
    state, _ = run(state, move(state, 0, "D04"))
    state, events = run(state, move(state, 0, "D05"))
    assert state.mages[0].cell == cell("D05") and one(events, ev.TurnEnded)


# --- R8 ------------------------------------------------------------------------------

def _duel(**kw):
    return pos(t("S", "D05", "fire"), t("O", "B02", "wood"), c("O", "D09", "metal"), c("O", "B14", "earth"), **kw)


def test_r8_move_then_attack_and_attack_then_move():
    state = _duel()
    state, _ = run(state, move(state, 0, "D06"))
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert one(events, ev.AttackDeclared).targets == (2,)
    state = _duel(battle=2)
    state, _ = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert state.mages[0].attacks == 1 and state.ap == 1
    assert offered(state, move(state, 0, "C05"))
    state, events = run(state, move(state, 0, "C05"))
    assert one(events, ev.TurnEnded)


def test_r8_at_most_one_attack_per_mage_per_turn_even_with_ap_left():
    rules = dataclasses.replace(V0_6, ap_per_turn=3)
    state = _duel(battle=3, rules=rules)
    state, _ = run(state, move(state, 0, "D06"), attack(T, 0, "fire", direction=Direction.RIGHT))
    assert state.ap == 1 and state.mages[0].attacks == 1
    illegal(state, attack(T, 0, "fire", direction=Direction.RIGHT), "R8")
    state, events = run(state, move(state, 0, "C06"))    # move-attack-move
    assert one(events, ev.TurnEnded).side == T
    assert state.mages[0].attacks == 0                   # the count starts over next turn


def test_r8_an_attack_with_no_enemy_in_its_area_is_illegal():
    state = _duel()
    illegal(state, attack(T, 0, "fire", direction=Direction.LEFT), "R8")
    illegal(state, attack(T, 0, "fire", direction=Direction.UP), "R8")
    attacks = [a for a in legal_commands(state, T) if isinstance(a, cmd.Attack)]
    assert attacks == [attack(T, 0, "fire", direction=Direction.RIGHT)]


def test_r6_a_last_ap_attack_ends_the_turn_once_the_defender_has_responded():
    from builders import respond

    state = pos(t("S", "D05", "fire"), c("O", "D08", "water", "wood"), c("O", "A15", "earth"), battle=2, ap=1)
    state, events = run(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert state.phase == Phase.RESPONSE and state.ap == 0 and not of(events, ev.TurnEnded)
    state, events = run(state, respond(C, (1, "wood")))
    assert one(events, ev.TurnEnded).side == T and state.to_move == C and state.ap == 2
