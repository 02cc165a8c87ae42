"""Setup and prepare (W1-W9): seats, cards that never run out, the start, who commits,
costs and refusals, targets, and the secrecy of a commitment."""

from __future__ import annotations

import pytest
from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, illegal, of, one, play, w

from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import SEAT_NAMES, Card
from engine.wizard_survive.resolve import affordable, legal_commits, step
from engine.wizard_survive.rules import WS_1
from engine.wizard_survive.state import new_state
from engine.wizard_survive.view import view_for

# --- W1 --------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w1_an_n_player_game_uses_the_first_n_seats(seats: int) -> None:
    state = new_state(WS_1, seats)
    assert state.seats == seats and len(state.wizards) == seats
    assert GAME.seat_names(seats).names == SEAT_NAMES[:seats]
    assert state.deciders() == tuple(range(seats))


@pytest.mark.parametrize("seats", [0, 1, 5])
def test_w1_fewer_than_two_or_more_than_four_players_are_refused(seats: int) -> None:
    with pytest.raises(ValueError, match="2-4 players"):
        new_state(WS_1, seats)
    with pytest.raises(ValueError, match="2-4 players"):
        GAME.seat_names(seats)


def test_w1_every_player_may_target_every_other_player_in_no_teams() -> None:
    state = new_state(WS_1, 4)
    for seat in range(4):
        targets = {c.targets for c in legal_commits(state, seat) if c.card is FB}
        assert targets == {(o,) for o in range(4) if o != seat}


def test_w1_seat_order_has_no_effect_on_the_rules() -> None:
    # the same step with the seats' roles swapped gives the mirrored outcome
    a, _ = play(at(w(2, 1), w(1, 2), w(2, 1)), {RED: (FB, [BLUE]), BLUE: (LN, [RED, GREEN]), GREEN: (TP, [RED])})
    b, _ = play(at(w(2, 1), w(1, 2), w(2, 1)), {GREEN: (FB, [BLUE]), BLUE: (LN, [GREEN, RED]), RED: (TP, [GREEN])})
    assert a.wizards[RED] == b.wizards[GREEN] and a.wizards[GREEN] == b.wizards[RED]
    assert a.wizards[BLUE] == b.wizards[BLUE]


# --- W2 --------------------------------------------------------------------------------


def test_w2_cards_are_never_used_up_the_same_card_every_step() -> None:
    state = at(w(2, 5), w(2, 5), w(2, 5))
    for _ in range(6):
        state, _ = play(state, {RED: (MR, [BLUE]), BLUE: (TP, [RED]), GREEN: (TP, [RED])})
        assert {c.card for c in legal_commits(state, RED)} == set(Card)


def test_w2_one_target_card_for_each_other_seat() -> None:
    state = new_state(WS_1, 4)
    assert {c.targets for c in legal_commits(state, GREEN) if c.card is MR} == {(RED,), (BLUE,), (YELLOW,)}


# --- W3 --------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w3_round_one_step_one_two_lives_one_mana_no_souls(seats: int) -> None:
    state = new_state(WS_1, seats)
    assert (state.round, state.step, state.over, state.rounds) == (1, 1, False, ())
    assert all((x.lives, x.mana, x.souls, x.out) == (2, 1, 0, False) for x in state.wizards)


def test_w3_the_rules_hold_no_chance_the_seed_changes_nothing() -> None:
    assert GAME.state_hash(GAME.new_state(1, WS_1, 3)) == GAME.state_hash(GAME.new_state(99, WS_1, 3))
    # the same commitments from two seeds give the same game
    hashes = []
    for seed in (3, 4):
        match = Match(GAME, seed, seats=3)
        while not match.over:
            seat = match.deciders()[0]
            legal = match.legal(seat)
            match.play(legal[(match.state.step * 7 + seat * 3 + match.state.round) % len(legal)])
        hashes.append(match.hash())
    assert hashes[0] == hashes[1]


def test_w3_the_supplies_never_run_out() -> None:
    # four players at the cap, every step recovering: 20 mana in play, more than "about 20"
    state = at(w(2, 5), w(2, 5), w(2, 5), w(2, 4))
    state, events = play(state, {s: (MR, [(s + 1) % 4]) for s in range(4)})
    assert state.wizards[YELLOW].mana == 5 and sum(x.mana for x in state.wizards) == 20


# --- W4 --------------------------------------------------------------------------------


def test_w4_every_player_in_commits_exactly_once_and_the_reveal_waits_for_all() -> None:
    state = new_state(WS_1, 3)
    state, events = step(state, Commit(RED, MR, (BLUE,)))
    assert state.deciders() == (BLUE, GREEN) and not of(events, ev.StepRevealed)
    illegal(state, Commit(RED, TP, (BLUE,)), "already committed", "final", "W4")
    state, events = step(state, Commit(GREEN, MR, (BLUE,)))
    assert state.deciders() == (BLUE,) and not of(events, ev.StepRevealed)
    state, events = step(state, Commit(BLUE, MR, (RED,)))
    assert one(events, ev.StepRevealed).seats == (RED, BLUE, GREEN)
    assert state.step == 2 and state.deciders() == (RED, BLUE, GREEN)


def test_w4_an_out_player_commits_nothing_until_the_round_ends() -> None:
    state = at(w(2, 1), w(0, 3), w(2, 1))
    assert state.deciders() == (RED, GREEN)
    assert legal_commits(state, BLUE) == ()
    illegal(state, Commit(BLUE, MR, (RED,)), "blue is out", "W4")
    state, events = play(state, {RED: (MR, [GREEN]), GREEN: (MR, [RED])})
    assert one(events, ev.StepRevealed).seats == (RED, GREEN)


# --- W5 --------------------------------------------------------------------------------


def test_w5_costs_fireball_1_lightning_2_meteor_3_recovery_and_teleport_free() -> None:
    assert [WS_1.cost(c) for c in (FB, LN, MT, MR, TP)] == [1, 2, 3, 0, 0]
    assert affordable(WS_1, 0) == (MR, TP)
    assert affordable(WS_1, 1) == (FB, MR, TP)
    assert affordable(WS_1, 2) == (FB, MR, TP, LN)
    assert affordable(WS_1, 3) == tuple(Card)


def test_w5_each_paid_card_takes_its_cost() -> None:
    state = at(w(2, 1), w(2, 2), w(2, 3))
    after, events = play(state, {RED: (FB, [BLUE]), BLUE: (LN, [RED]), GREEN: (TP, [RED])})
    assert [(e.seat, e.amount) for e in of(events, ev.ManaPaid)] == [(RED, 1), (BLUE, 2)]
    assert [x.mana for x in after.wizards] == [0, 0, 3]
    after, events = play(at(w(2, 3), w(2, 0)), {RED: MT, BLUE: MR})
    assert one(events, ev.ManaPaid).amount == 3


# --- W6 --------------------------------------------------------------------------------


def test_w6_a_card_above_its_players_mana_is_refused_with_the_ruling() -> None:
    state = at(w(2, 1), w(2, 1), w(2, 1))
    message = illegal(state, Commit(RED, LN, (BLUE,)), "W6")
    assert message == "red cannot afford lightning (costs 2, has 1 mana) (W6)"
    illegal(state, Commit(RED, MT, (BLUE,)), "cannot afford meteor", "W6")
    illegal(at(w(2, 0), w(2, 1)), Commit(RED, FB, (BLUE,)), "cannot afford fireball (costs 1, has 0 mana)")


def test_w6_the_engine_never_offers_an_unaffordable_card() -> None:
    for mana in range(6):
        state = at(w(2, mana), w(2, 1), w(2, 1))
        offered = {c.card for c in legal_commits(state, RED)}
        assert offered == {c for c in Card if WS_1.cost(c) <= mana}


def test_w6_mana_recovery_is_always_affordable() -> None:
    for mana in range(6):
        assert MR in {c.card for c in legal_commits(at(w(2, mana), w(2, 1)), RED)}


def test_w6_a_refused_commitment_changes_nothing() -> None:
    state = at(w(2, 0), w(2, 1))
    with pytest.raises(RuleError):
        step(state, Commit(RED, FB, (BLUE,)))
    assert state.deciders() == (RED, BLUE) and state.pending == (None, None)


# --- W7 --------------------------------------------------------------------------------


def test_w7_every_card_names_exactly_one_target_but_lightning_one_or_two() -> None:
    state = at(w(2, 3), w(2, 1), w(2, 1), w(2, 1))
    legal = legal_commits(state, RED)
    for card in (FB, MR, TP, MT):
        assert {c.targets for c in legal if c.card is card} == {(BLUE,), (GREEN,), (YELLOW,)}
        illegal(state, Commit(RED, card, (BLUE, GREEN)), "2 targets", "at most 1", "W7")
    assert {c.targets for c in legal if c.card is LN} == {(BLUE,), (GREEN,), (YELLOW,), (BLUE, GREEN),
                                                          (BLUE, YELLOW), (GREEN, YELLOW)}
    illegal(state, Commit(RED, LN, (BLUE, GREEN, YELLOW)), "3 targets", "at most 2", "W7")


def test_w7_lightning_targets_are_distinct() -> None:
    state = at(w(2, 2), w(2, 1), w(2, 1))
    illegal(state, Commit(RED, LN, (BLUE, BLUE)), "twice", "W7")


def test_w7_never_oneself_an_out_player_or_a_seat_not_in_the_game() -> None:
    state = at(w(2, 2), w(2, 1), w(0, 1))
    illegal(state, Commit(RED, FB, (RED,)), "itself", "W7")
    illegal(state, Commit(RED, FB, (GREEN,)), "green is out", "W7")
    illegal(state, Commit(RED, LN, (BLUE, GREEN)), "green is out", "W7")
    illegal(state, Commit(RED, FB, (YELLOW,)), "yellow", "not a seat of this game", "W7")
    illegal(state, Commit(RED, FB, (-1,)), "not a seat of this game", "W7")


def test_w7_a_target_is_named_and_revealed_even_for_recovery_teleport_and_meteor() -> None:
    state = at(w(2, 3), w(2, 1), w(2, 1))
    for card in (MR, TP, MT):
        illegal(state, Commit(RED, card), "must name a target", "W7")
    _, events = play(state, {RED: (MT, [GREEN]), BLUE: (TP, [GREEN]), GREEN: (MR, [BLUE])})
    revealed = one(events, ev.StepRevealed)
    assert revealed.cards == (MT, TP, MR) and revealed.targets == ((GREEN,), (GREEN,), (BLUE,))


def test_w7_the_targets_of_recovery_teleport_and_meteor_do_nothing() -> None:
    # meteor named blue, but green is out too; recovery and teleport "at" someone hurt nobody
    state = at(w(2, 3), w(2, 1), w(2, 1))
    _, events = play(state, {RED: (MT, [BLUE]), BLUE: (MR, [GREEN]), GREEN: (TP, [BLUE])})
    assert {e.seat for e in of(events, ev.PlayerOut)} == {BLUE, GREEN}
    assert not of(events, ev.AttacksDodged)


def test_w7_a_commitment_must_name_a_target_when_two_others_are_in() -> None:
    state = at(w(2, 1), w(2, 1), w(2, 1))
    illegal(state, Commit(RED, FB), "must name a target: 2 other players are in", "W7", "W8")


# --- W8 --------------------------------------------------------------------------------


def test_w8_with_one_other_player_in_the_target_is_implied() -> None:
    state = at(w(2, 2), w(2, 1))
    _, events = play(state, {RED: FB, BLUE: (MR, [RED])})
    assert one(events, ev.StepRevealed).targets == ((BLUE,), (RED,))
    assert [c.targets for c in legal_commits(state, RED)] == [(BLUE,)] * 4


def test_w8_later_in_a_bigger_game_when_one_other_is_left() -> None:
    state = at(w(2, 2), w(0, 1), w(2, 1), w(0, 0))
    _, events = play(state, {RED: LN, GREEN: TP})
    assert one(events, ev.StepRevealed).targets == ((GREEN,), (RED,))
    assert {c.targets for c in legal_commits(state, RED) if c.card is LN} == {(GREEN,)}


def test_w8_the_single_target_may_be_named_and_lightning_takes_only_it() -> None:
    state = at(w(2, 2), w(2, 1))
    after, events = play(state, {RED: (LN, [BLUE]), BLUE: (MR, [RED])})
    assert after.wizards[BLUE].lives == 1
    illegal(state, Commit(RED, LN, (BLUE, RED)), "itself")
    illegal(at(w(2, 2), w(2, 1), w(0, 1)), Commit(RED, LN, (BLUE, GREEN)), "green is out")


# --- W9 --------------------------------------------------------------------------------


def test_w9_a_commitment_is_seen_by_its_owner_only_until_the_reveal() -> None:
    state = new_state(WS_1, 3)
    state, events = step(state, Commit(RED, FB, (BLUE,)))
    committed, told = one(events, ev.Committed), one(events, ev.SeatCommitted)
    assert committed.audience == RED and told.audience is None
    assert [GAME.visible_to(committed, s) for s in (RED, BLUE, GREEN, None)] == [True, False, False, True]
    own, other = view_for(state, RED), view_for(state, BLUE)
    assert own.commitments[RED] is not None and own.commitments[RED].card is FB
    assert other.commitments == (None, None, None)
    assert other.committed == (True, False, False)


def test_w9_the_count_of_targets_is_hidden_too() -> None:
    # one lightning on two targets and one on one: every other seat's view and the events
    # it sees are the same
    def seen_by(targets: tuple[int, ...]) -> tuple[object, list[object]]:
        match = Match(GAME, 1, rules=WS_1, start=at(w(2, 2), w(2, 1), w(2, 1)))
        match.play(Commit(RED, LN, targets))
        return match.view(BLUE), match.seen(BLUE)

    assert seen_by((BLUE, GREEN)) == seen_by((GREEN,))


def test_w9_after_the_reveal_every_card_and_target_is_public() -> None:
    match = Match(GAME, 1, rules=WS_1, start=at(w(2, 2), w(2, 1), w(2, 1)))
    for _seat, c in ((RED, Commit(RED, LN, (BLUE, GREEN))), (BLUE, Commit(BLUE, TP, (GREEN,))),
                    (GREEN, Commit(GREEN, MR, (RED,)))):
        match.play(c)
    revealed = one(match.seen(GREEN), ev.StepRevealed)
    assert revealed.audience is None
    assert revealed.targets == ((BLUE, GREEN), (GREEN,), (RED,))
