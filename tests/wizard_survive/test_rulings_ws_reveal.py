"""The reveal (W10-W17): every commitment resolved together against the state before the
step, stage by stage; each card's effect; the mana cap; what an out player keeps."""

from __future__ import annotations

from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, counters, lost, of, one, play, w

from engine.wizard_survive import events as ev
from engine.wizard_survive.names import Card, RoundEnd
from engine.wizard_survive.resolve import resolve
from engine.wizard_survive.rules import WS_1
from engine.wizard_survive.state import Commitment

# --- W10 -------------------------------------------------------------------------------


def test_w10_stages_in_order_pay_damage_teleport_lives_meteor_outs() -> None:
    # red fireballs green, blue lightnings red and green, green teleports, yellow meteors:
    # every event of one stage comes before any of the next.
    state = at(w(2, 1), w(2, 2), w(2, 1), w(2, 3))
    _, events = play(state, {RED: (FB, [GREEN]), BLUE: (LN, [RED, GREEN]), GREEN: (TP, [RED]),
                             YELLOW: (MT, [RED])})
    stages = [type(e).__name__ for e in events
              if isinstance(e, (ev.ManaPaid, ev.ManaRecovered, ev.AttacksDodged, ev.LivesLost, ev.PlayerOut))]
    assert stages == ["ManaPaid", "ManaPaid", "ManaPaid",          # red, blue, yellow pay
                      "AttacksDodged",                             # green sheds 2
                      "LivesLost",                                 # red: lightning, 1
                      "LivesLost", "LivesLost", "LivesLost",       # the meteor on red, blue, green
                      "PlayerOut", "PlayerOut", "PlayerOut"]
    assert lost(events) == {RED: [(1, False), (1, True)], BLUE: [(2, True)], GREEN: [(2, True)]}


def test_w10_everything_resolves_against_the_state_before_the_step() -> None:
    # Both fireball each other at 1 life: both attacks land though each attacker goes out
    # in the same step (the seed: its attack lands, then it is out).
    state = at(w(1, 1), w(1, 1), w(2, 1))
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (FB, [RED]), GREEN: (MR, [RED])})
    assert of(events, ev.ManaPaid) == [ev.ManaPaid(RED, FB, 1), ev.ManaPaid(BLUE, FB, 1)]
    assert lost(events) == {RED: [(1, False)], BLUE: [(1, False)]}
    assert [e.seat for e in of(events, ev.PlayerOut)] == [RED, BLUE]
    assert one(events, ev.RoundEnded).scorer == GREEN and after.wizards[GREEN].souls == 2


def test_w10_damage_from_several_sources_adds_up() -> None:
    state = at(w(2, 1), w(2, 2), w(2, 1))
    after, events = play(state, {RED: (FB, [GREEN]), BLUE: (LN, [GREEN]), GREEN: (MR, [RED])})
    assert lost(events) == {GREEN: [(2, False)]}
    assert after.wizards[GREEN].out


def test_w10_lives_never_go_below_zero() -> None:
    # three attacks on a 1-life player take 1 life, not 3
    state = at(w(1, 1), w(2, 1), w(2, 2), w(2, 1))
    after, events = play(state, {RED: (MR, [BLUE]), BLUE: (FB, [RED]), GREEN: (LN, [RED, YELLOW]),
                                 YELLOW: (FB, [RED])})
    assert lost(events)[RED] == [(1, False)]
    assert after.wizards[RED].lives == 0 and after.wizards[RED].out


def test_w10_resolve_is_a_pure_function_of_the_wizards_and_commitments() -> None:
    wizards = (w(2, 3), w(2, 0))
    commitments = {RED: Commitment(Card.METEOR, (BLUE,)), BLUE: Commitment(Card.TELEPORT, (RED,))}
    first = resolve(WS_1, wizards, commitments)
    assert first == resolve(WS_1, wizards, commitments)
    assert first == [ev.ManaPaid(RED, Card.METEOR, 3), ev.LivesLost(BLUE, 2, True), ev.PlayerOut(BLUE)]


# --- W11 -------------------------------------------------------------------------------


def test_w11_fireball_costs_one_and_takes_one_life() -> None:
    state = at(w(2, 1), w(2, 1))
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (MR, [RED])})
    assert one(events, ev.ManaPaid) == ev.ManaPaid(RED, FB, 1)
    assert counters(after) == [(2, 0, 0, False), (1, 2, 0, False)]


def test_w11_fireball_on_a_teleporter_takes_nothing_but_is_paid() -> None:
    state = at(w(2, 1), w(2, 1))
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (TP, [RED])})
    assert one(events, ev.AttacksDodged) == ev.AttacksDodged(BLUE, 1)
    assert not of(events, ev.LivesLost)
    assert counters(after) == [(2, 0, 0, False), (2, 1, 0, False)]


# --- W12 -------------------------------------------------------------------------------


def test_w12_lightning_costs_two_and_hits_each_of_two_targets() -> None:
    state = at(w(2, 2), w(2, 1), w(2, 1))
    after, events = play(state, {RED: (LN, [BLUE, GREEN]), BLUE: (MR, [RED]), GREEN: (MR, [RED])})
    assert one(events, ev.ManaPaid) == ev.ManaPaid(RED, LN, 2)
    assert counters(after) == [(2, 0, 0, False), (1, 2, 0, False), (1, 2, 0, False)]


def test_w12_one_target_teleports_while_the_other_is_hit() -> None:
    state = at(w(2, 2), w(2, 1), w(1, 1))
    after, events = play(state, {RED: (LN, [BLUE, GREEN]), BLUE: (TP, [RED]), GREEN: (MR, [RED])})
    assert of(events, ev.AttacksDodged) == [ev.AttacksDodged(BLUE, 1)]
    assert lost(events) == {GREEN: [(1, False)]}
    assert after.wizards[BLUE].lives == 2 and after.wizards[GREEN].out
    assert after.step == 2 and not of(events, ev.RoundEnded)


def test_w12_lightning_on_a_single_target_does_what_fireball_does() -> None:
    # 2 players: its one target is implied (W8) and it takes 1 life for 2 mana
    state = at(w(2, 2), w(2, 1))
    after, events = play(state, {RED: LN, BLUE: MR})
    assert one(events, ev.StepRevealed).targets == ((BLUE,), (RED,))
    assert counters(after) == [(2, 0, 0, False), (1, 2, 0, False)]


# --- W13 -------------------------------------------------------------------------------


def test_w13_mana_recovery_gains_one() -> None:
    state = at(w(2, 0), w(2, 4))
    after, events = play(state, {RED: (MR, [BLUE]), BLUE: (MR, [RED])})
    assert of(events, ev.ManaRecovered) == [ev.ManaRecovered(RED, 1), ev.ManaRecovered(BLUE, 1)]
    assert [x.mana for x in after.wizards] == [1, 5]


def test_w13_mana_recovery_at_the_cap_is_legal_and_gains_nothing() -> None:
    state = at(w(2, 5), w(2, 1))
    after, events = play(state, {RED: (MR, [BLUE]), BLUE: (MR, [RED])})
    assert of(events, ev.ManaRecovered)[0] == ev.ManaRecovered(RED, 0)
    assert after.wizards[RED].mana == 5


# --- W14 -------------------------------------------------------------------------------


def test_w14_teleport_sheds_any_number_of_fireballs_and_lightnings() -> None:
    state = at(w(1, 0), w(2, 1), w(2, 2), w(2, 1))
    after, events = play(state, {RED: (TP, [BLUE]), BLUE: (FB, [RED]), GREEN: (LN, [RED, YELLOW]),
                                 YELLOW: (FB, [RED])})
    assert one(events, ev.AttacksDodged) == ev.AttacksDodged(RED, 3)
    assert lost(events) == {YELLOW: [(1, False)]}
    assert not after.wizards[RED].out
    # every attack on the teleporter was still paid for
    assert {e.seat: e.amount for e in of(events, ev.ManaPaid)} == {BLUE: 1, GREEN: 2, YELLOW: 1}


def test_w14_teleport_does_not_stop_a_meteor() -> None:
    state = at(w(2, 3), w(2, 1))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (TP, [RED])})
    assert lost(events) == {BLUE: [(2, True)]} and not of(events, ev.AttacksDodged)
    assert one(events, ev.PlayerOut).seat == BLUE and after.wizards[RED].souls == 2


def test_w14_nobody_attacks_and_teleports_in_one_step() -> None:
    # a commitment is one card: the teleporter's own attacks are not in the same commitment
    state = at(w(2, 1), w(2, 1))
    after, events = play(state, {RED: (TP, [BLUE]), BLUE: (TP, [RED])})
    assert not of(events, ev.ManaPaid) and not of(events, ev.AttacksDodged) and not of(events, ev.LivesLost)
    assert counters(after) == counters(state)


# --- W15 -------------------------------------------------------------------------------


def test_w15_meteor_costs_three_and_takes_every_other_player_out() -> None:
    state = at(w(2, 3), w(2, 1), w(1, 0), w(2, 5))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (TP, [RED]), GREEN: (MR, [RED]), YELLOW: (MR, [RED])})
    assert one(events, ev.ManaPaid) == ev.ManaPaid(RED, MT, 3)
    assert lost(events) == {BLUE: [(2, True)], GREEN: [(1, True)], YELLOW: [(2, True)]}
    assert [e.seat for e in of(events, ev.PlayerOut)] == [BLUE, GREEN, YELLOW]
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.LAST_STANDING, RED, 2)


def test_w15_meteor_caster_hit_by_fireball_keeps_one_life_and_scores() -> None:
    state = at(w(2, 3), w(2, 1))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (FB, [RED])})
    assert lost(events) == {RED: [(1, False)], BLUE: [(2, True)]}
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.LAST_STANDING, RED, 1)
    assert after.wizards[RED].souls == 1


def test_w15_meteor_caster_at_one_life_hit_once_is_out_too_all_out_no_souls() -> None:
    state = at(w(1, 3), w(2, 1))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (FB, [RED])})
    assert [e.seat for e in of(events, ev.PlayerOut)] == [RED, BLUE]
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.ALL_OUT, None, 0)
    assert [x.souls for x in after.wizards] == [0, 0]


def test_w15_meteor_caster_at_two_lives_hit_twice_is_out_too_all_out_no_souls() -> None:
    state = at(w(2, 3), w(2, 1), w(2, 2))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (FB, [RED]), GREEN: (LN, [RED])})
    assert lost(events)[RED] == [(2, False)]
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.ALL_OUT, None, 0)
    assert all(x.souls == 0 for x in after.wizards)


def test_w15_two_meteors_take_everyone_out_and_nobody_scores() -> None:
    state = at(w(2, 3), w(2, 3), w(2, 1))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (MT, [RED]), GREEN: (TP, [RED])})
    assert lost(events) == {RED: [(2, True)], BLUE: [(2, True)], GREEN: [(2, True)]}
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.ALL_OUT, None, 0)
    assert all(x.souls == 0 for x in after.wizards)


def test_w15_a_teleporting_meteor_caster_is_not_possible_but_its_victims_teleport_in_vain() -> None:
    # the caster keeps both lives: nothing hits it; the teleporter is out anyway
    state = at(w(2, 3), w(2, 1), w(2, 1))
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (TP, [RED]), GREEN: (TP, [RED])})
    assert lost(events) == {BLUE: [(2, True)], GREEN: [(2, True)]}
    assert one(events, ev.RoundEnded).souls == 2


# --- W16 -------------------------------------------------------------------------------


def test_w16_mana_never_rises_above_the_cap_nor_falls_below_zero() -> None:
    state = at(w(2, 5), w(2, 1))
    for _ in range(3):
        state, _ = play(state, {RED: (MR, [BLUE]), BLUE: (FB, [RED])})
        assert state.wizards[RED].mana == 5
        if state.wizards[BLUE].mana == 0:
            break
    assert state.wizards[BLUE].mana == 0


def test_w16_mana_cap_is_five_in_ws_1() -> None:
    assert WS_1.mana_cap == 5
    state = at(w(2, 4), w(2, 1))
    state, _ = play(state, {RED: (MR, [BLUE]), BLUE: (MR, [RED])})
    state, events = play(state, {RED: (MR, [BLUE]), BLUE: (MR, [RED])})
    assert state.wizards[RED].mana == 5 and of(events, ev.ManaRecovered)[0].amount == 0


# --- W17 -------------------------------------------------------------------------------


def test_w17_out_exactly_at_zero_lives() -> None:
    state = at(w(2, 1), w(1, 1), w(2, 2), w(2, 1))
    after, _ = play(state, {RED: (FB, [BLUE]), BLUE: (FB, [RED]), GREEN: (LN, [RED]), YELLOW: (FB, [GREEN])})
    assert counters(after) == [(0, 0, 0, True), (0, 0, 0, True), (1, 0, 0, False), (2, 0, 0, False)]
    assert after.in_seats() == (GREEN, YELLOW)


def test_w17_out_player_keeps_mana_paid_or_gained_that_step_and_its_souls() -> None:
    state = at(w(1, 2, souls=3), w(1, 4, souls=1), w(2, 1), w(2, 1))
    # red pays for lightning and goes out, blue recovers and goes out; green and yellow go on
    after, events = play(state, {RED: (LN, [BLUE, GREEN]), BLUE: (MR, [RED]), GREEN: (FB, [RED]),
                                 YELLOW: (MR, [RED])})
    assert not of(events, ev.RoundEnded)
    assert counters(after)[RED] == (0, 0, 3, True)
    assert counters(after)[BLUE] == (0, 5, 1, True)


def test_w17_out_player_keeps_its_mana_until_the_reset() -> None:
    state = at(w(1, 3), w(2, 1), w(2, 1))
    after, _ = play(state, {RED: (MR, [BLUE]), BLUE: (FB, [RED]), GREEN: (MR, [RED])})
    assert counters(after)[RED] == (0, 4, 0, True)
    after, events = play(after, {BLUE: (MR, [GREEN]), GREEN: (MR, [BLUE])})
    assert counters(after)[RED] == (0, 4, 0, True)            # untouched: takes no effect
    assert all(getattr(e, "seat", None) != RED for e in events)
