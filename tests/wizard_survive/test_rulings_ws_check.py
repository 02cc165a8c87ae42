"""The check and the game's end (W18-W23): how a round ends and who scores, the step cap,
the reset, five souls, the round limit, and the final state."""

from __future__ import annotations

import pytest
from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, counters, illegal, of, one, play, w

from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import GameEnd, RoundEnd
from engine.wizard_survive.resolve import legal_commits
from engine.wizard_survive.state import RoundResult

# --- W18 -------------------------------------------------------------------------------


@pytest.mark.parametrize("lives", [1, 2])
def test_w18_last_standing_scores_its_lives(lives: int) -> None:
    after, events = play(at(w(lives, 2), w(1, 0), w(1, 0)), {RED: (LN, [BLUE, GREEN]), BLUE: (MR, [RED]),
                                                              GREEN: (MR, [RED])})
    ended = one(events, ev.RoundEnded)
    assert (ended.round, ended.step, ended.end, ended.scorer, ended.souls) == (1, 1, RoundEnd.LAST_STANDING, RED, lives)
    assert after.wizards[RED].souls == lives
    assert after.rounds == (RoundResult(1, 1, RoundEnd.LAST_STANDING, RED, lives),)


def test_w18_nobody_in_ends_all_out_with_no_souls() -> None:
    state = at(w(1, 1, souls=2), w(1, 1, souls=1))
    after, events = play(state, {RED: FB, BLUE: FB})
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls) == (RoundEnd.ALL_OUT, None, 0)
    assert [x.souls for x in after.wizards] == [2, 1]


def test_w18_otherwise_the_round_goes_on_and_lives_and_mana_carry_over() -> None:
    state = at(w(2, 2), w(2, 1), w(2, 0))
    after, events = play(state, {RED: (LN, [BLUE, GREEN]), BLUE: (MR, [RED]), GREEN: (MR, [RED])})
    assert not of(events, ev.RoundEnded) and one(events, ev.StepStarted) == ev.StepStarted(1, 2)
    assert (after.round, after.step) == (1, 2)
    assert counters(after) == [(2, 0, 0, False), (1, 2, 0, False), (1, 1, 0, False)]


# --- W19 -------------------------------------------------------------------------------


def test_w19_step_20_ends_step_limit_with_no_souls() -> None:
    state = at(w(2, 1), w(1, 1), w(2, 1), rules=GAME.default_rules(), step=20)
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (TP, [RED]), GREEN: (MR, [RED])})
    ended = one(events, ev.RoundEnded)
    assert (ended.round, ended.step, ended.end, ended.scorer, ended.souls) == (1, 20, RoundEnd.STEP_LIMIT, None, 0)
    assert not of(events, ev.StepStarted)
    assert one(events, ev.RoundStarted) == ev.RoundStarted(2)
    assert all(x.souls == 0 for x in after.wizards)


def test_w19_step_19_goes_on_to_step_20() -> None:
    after, events = play(at(w(2, 1), w(2, 1), step=19), {RED: TP, BLUE: TP})
    assert not of(events, ev.RoundEnded) and (after.round, after.step) == (1, 20)


def test_w19_a_knockout_at_step_20_still_scores() -> None:
    # the check of step 20 sees one player in: last standing, not the cap
    after, events = play(at(w(2, 1), w(1, 1), step=20), {RED: FB, BLUE: MR})
    ended = one(events, ev.RoundEnded)
    assert (ended.end, ended.scorer, ended.souls, ended.step) == (RoundEnd.LAST_STANDING, RED, 2, 20)


def test_w19_a_round_of_teleports_ends_after_exactly_twenty_steps() -> None:
    state = at(w(2, 1), w(2, 1))
    steps = 0
    while not state.rounds:
        state, _ = play(state, {RED: TP, BLUE: TP})
        steps += 1
    assert steps == 20 and state.rounds[0].end is RoundEnd.STEP_LIMIT and state.round == 2


# --- W20 -------------------------------------------------------------------------------


def test_w20_reset_to_two_lives_one_mana_all_in_souls_stay_step_one() -> None:
    # red scores; blue out with mana 4; green out with mana 0; yellow out with 5
    state = at(w(1, 3, souls=1), w(1, 4, souls=2), w(1, 0), w(2, 5, souls=3), round=4, step=7)
    after, events = play(state, {RED: (MT, [BLUE]), BLUE: (MR, [RED]), GREEN: (MR, [RED]), YELLOW: (MR, [RED])})
    ended = one(events, ev.RoundEnded)
    assert (ended.round, ended.step, ended.scorer, ended.souls) == (4, 7, RED, 1)
    assert one(events, ev.RoundStarted) == ev.RoundStarted(5)
    assert (after.round, after.step) == (5, 1)
    assert counters(after) == [(2, 1, 2, False), (2, 1, 2, False), (2, 1, 0, False), (2, 1, 3, False)]
    assert after.deciders() == (RED, BLUE, GREEN, YELLOW) and after.pending == (None,) * 4


def test_w20_players_below_the_start_take_from_the_supply() -> None:
    # the survivor is at 1 life and 0 mana: it comes back at 2 and 1 like everyone
    after, events = play(at(w(1, 1), w(1, 0)), {RED: FB, BLUE: MR})
    assert one(events, ev.RoundEnded).scorer == RED
    assert counters(after) == [(2, 1, 1, False), (2, 1, 0, False)]


# --- W21 -------------------------------------------------------------------------------


def test_w21_four_plus_two_is_six_and_wins() -> None:
    after, events = play(at(w(2, 1, souls=4), w(1, 0, souls=3)), {RED: FB, BLUE: MR})
    ended, game_ended = one(events, ev.RoundEnded), one(events, ev.GameEnded)
    assert (ended.scorer, ended.souls) == (RED, 2)
    assert (game_ended.winner, game_ended.end) == (RED, GameEnd.SOULS)
    assert after.over and after.winner == RED and after.game_end is GameEnd.SOULS
    assert [x.souls for x in after.wizards] == [6, 3]
    assert not of(events, ev.RoundStarted)


def test_w21_four_plus_one_is_five_and_wins() -> None:
    after, events = play(at(w(1, 1, souls=4), w(1, 0)), {RED: FB, BLUE: MR})
    assert one(events, ev.GameEnded).winner == RED and after.wizards[RED].souls == 5


def test_w21_below_five_the_game_goes_on() -> None:
    after, events = play(at(w(1, 1, souls=3), w(1, 0)), {RED: FB, BLUE: MR})
    assert not after.over and not of(events, ev.GameEnded) and after.wizards[RED].souls == 4


# --- W22 -------------------------------------------------------------------------------


def test_w22_round_30_tie_is_a_draw() -> None:
    state = at(w(2, 1, souls=2), w(2, 1, souls=2), round=30, step=20)
    after, events = play(state, {RED: TP, BLUE: TP})
    assert one(events, ev.RoundEnded).end is RoundEnd.STEP_LIMIT
    assert one(events, ev.GameEnded) == ev.GameEnded(None, GameEnd.ROUND_LIMIT)
    assert after.over and after.winner is None and after.game_end is GameEnd.ROUND_LIMIT
    assert GAME.outcome(after) is not None and GAME.outcome(after).winners == ()  # type: ignore[union-attr]


def test_w22_round_30_most_souls_wins() -> None:
    state = at(w(1, 1, souls=3), w(1, 1, souls=1), w(2, 1, souls=4), round=30)
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (FB, [RED]), GREEN: (MR, [RED])})
    # green is last standing: 4 + 2 = 6, a win by souls before the limit is asked
    assert one(events, ev.GameEnded) == ev.GameEnded(GREEN, GameEnd.SOULS)
    state = at(w(1, 1, souls=3), w(1, 1, souls=1), w(2, 3, souls=2), round=30)
    after, events = play(state, {RED: (MR, [BLUE]), BLUE: (MR, [RED]), GREEN: (MT, [RED])})
    # green scores 2 more: 4 > 3; not five, the round limit decides for the most souls
    assert one(events, ev.GameEnded) == ev.GameEnded(GREEN, GameEnd.ROUND_LIMIT)
    assert [x.souls for x in after.wizards] == [3, 1, 4]


def test_w22_round_30_all_out_most_souls_wins() -> None:
    after, events = play(at(w(1, 1, souls=3), w(1, 1, souls=1), round=30), {RED: FB, BLUE: FB})
    assert one(events, ev.RoundEnded).end is RoundEnd.ALL_OUT
    assert one(events, ev.GameEnded) == ev.GameEnded(RED, GameEnd.ROUND_LIMIT) and after.winner == RED


def test_w22_round_29_does_not_end_the_game() -> None:
    after, events = play(at(w(2, 1, souls=2), w(2, 1), round=29, step=20), {RED: TP, BLUE: TP})
    assert not after.over and one(events, ev.RoundStarted) == ev.RoundStarted(30)


def test_w22_a_three_way_tie_at_zero_is_a_draw() -> None:
    after, events = play(at(w(2, 1), w(2, 1), w(2, 1), round=30, step=20),
                         {RED: (TP, [BLUE]), BLUE: (TP, [RED]), GREEN: (TP, [RED])})
    assert one(events, ev.GameEnded).winner is None


# --- W23 -------------------------------------------------------------------------------


def test_w23_the_final_state_keeps_the_last_steps_numbers_lives_and_mana() -> None:
    after, events = play(at(w(2, 1, souls=4), w(1, 0), w(0, 5), round=7, step=13), {RED: FB, BLUE: MR})
    assert after.over and one(events, ev.RoundEnded).step == 13
    assert (after.round, after.step) == (7, 13)
    assert counters(after) == [(2, 0, 6, False), (0, 1, 0, True), (0, 5, 0, True)]
    assert not of(events, ev.StepStarted) and not of(events, ev.RoundStarted)


def test_w23_nothing_can_be_committed_after_the_game_has_ended() -> None:
    after, _ = play(at(w(2, 1, souls=4), w(1, 0)), {RED: FB, BLUE: MR})
    assert after.over and after.deciders() == () and legal_commits(after, RED) == ()
    illegal(after, Commit(RED, MR, (BLUE,)), "the game is over", "W23")
    illegal(after, Commit(BLUE, MR, (RED,)), "the game is over", "W23")
