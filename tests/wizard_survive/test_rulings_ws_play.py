"""Information and play (W24-W26): what a seat knows, no table talk, the hot-seat order."""

from __future__ import annotations

import itertools
from dataclasses import replace

from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, commit, illegal, of, one, w

from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.codec import CODEC
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.resolve import step
from engine.wizard_survive.rules import WS_1
from engine.wizard_survive.state import Commitment
from engine.wizard_survive.view import view_for

# --- W24 -------------------------------------------------------------------------------


def test_w24_a_view_holds_every_public_fact() -> None:
    state = at(w(1, 3, souls=2), w(2, 0, souls=1), w(0, 4), round=3, step=5, rules=replace(WS_1, meteor_cost=4))
    state, _ = step(state, Commit(BLUE, MR, (RED,)))
    view = view_for(state, RED)
    assert view.rules == state.rules and view.seats == 3 and (view.round, view.step) == (3, 5)
    assert view.wizards == state.wizards                 # lives, mana, souls, in/out of all
    assert view.committed == (False, True, False)        # who has committed, never what
    assert view.in_seats() == (RED, BLUE) and view.others_in() == (BLUE,)
    assert view.commitments == (None, None, None)


def test_w24_past_reveals_and_round_results_are_known_to_every_seat() -> None:
    match = Match(GAME, 1, start=at(w(2, 3), w(1, 1), w(2, 1)))
    for c in (Commit(RED, LN, (BLUE, GREEN)), Commit(BLUE, TP, (RED,)), Commit(GREEN, FB, (BLUE,))):
        match.play(c)
    for seat in (RED, BLUE, GREEN):
        revealed = one(match.seen(seat), ev.StepRevealed)
        assert revealed.cards == (LN, TP, FB) and revealed.targets == ((BLUE, GREEN), (RED,), (BLUE,))
    # green is at 1 life and 0 mana: red and blue fireball it out; then both recover and
    # red's fireball takes blue's last life
    for c in (Commit(RED, FB, (GREEN,)), Commit(BLUE, FB, (GREEN,)), Commit(GREEN, MR, (RED,)),
              Commit(RED, MR), Commit(BLUE, MR), Commit(RED, FB)):
        match.play(c)
    assert match.state.rounds == ()
    match.play(Commit(BLUE, MR))
    assert [(r.end.key, r.scorer, r.souls) for r in match.state.rounds] == [("last_standing", RED, 2)]
    for seat in (RED, BLUE, GREEN):
        assert match.view(seat).rounds == match.state.rounds
        assert len(of(match.seen(seat), ev.StepRevealed)) == 4 and of(match.seen(seat), ev.RoundEnded)


def test_w24_the_only_hidden_thing_is_others_current_commitments() -> None:
    # every choice the others could have made leaves red's view and red's events unchanged
    base = at(w(2, 3), w(2, 2), w(2, 1), w(2, 0))
    base, _ = step(base, Commit(RED, MT, (GREEN,)))
    seen = set()
    for b, g in itertools.product([Commitment(c, t) for c, t in ((FB, (RED,)), (LN, (RED, GREEN)), (TP, (YELLOW,)))],
                                  [Commitment(MR, (RED,)), Commitment(FB, (BLUE,))]):
        state = replace(base, pending=(base.pending[RED], b, g, None))
        seen.add(view_for(state, RED))
    assert len(seen) == 1
    assert next(iter(seen)).commitments[RED] == Commitment(MT, (GREEN,))


def test_w24_the_all_seeing_view_shows_every_commitment() -> None:
    state, _ = step(at(w(2, 2), w(2, 1), w(2, 1)), Commit(BLUE, FB, (RED,)))
    state, _ = step(state, Commit(RED, LN, (BLUE, GREEN)))
    assert view_for(state, None).commitments == (Commitment(LN, (BLUE, GREEN)), Commitment(FB, (RED,)), None)
    assert view_for(state, GREEN).commitments == (None, None, None)


# --- W25 -------------------------------------------------------------------------------


def test_w25_a_commitment_is_the_only_command_and_it_is_final() -> None:
    assert list(CODEC.tags) == [Commit]
    state, _ = step(at(w(2, 1), w(2, 1), w(2, 1)), Commit(RED, FB, (BLUE,)))
    illegal(state, Commit(RED, MR, (BLUE,)), "already committed", "final", "W4")
    assert state.pending[RED] == Commitment(FB, (BLUE,))


# --- W26 -------------------------------------------------------------------------------


def test_w26_deciders_are_the_players_in_who_have_not_committed_in_seat_order() -> None:
    state = at(w(2, 1), w(0, 1), w(2, 1), w(2, 1))
    assert state.deciders() == (RED, GREEN, YELLOW)
    order = []
    while not of(order, ev.StepRevealed):
        seat = state.deciders()[0]
        state, events = step(state, commit(seat, (MR, [YELLOW if seat != YELLOW else RED])))
        order += [seat, *events]
    assert [x for x in order if isinstance(x, int)] == [RED, GREEN, YELLOW]


def test_w26_the_reveal_plays_once_the_last_one_has_committed_whatever_the_order() -> None:
    start = at(w(2, 2), w(1, 1), w(2, 1))
    choices = {RED: (LN, [BLUE, GREEN]), BLUE: (FB, [RED]), GREEN: (TP, [BLUE])}
    outcomes = set()
    for order in itertools.permutations(choices):
        state = start
        for i, seat in enumerate(order):
            state, events = step(state, commit(seat, choices[seat]))
            assert bool(of(events, ev.StepRevealed)) == (i == len(order) - 1)
        outcomes.add(GAME.state_hash(state))
    assert len(outcomes) == 1


def test_w26_a_human_commitment_never_reaches_an_ai_view() -> None:
    match = Match(GAME, 3, seats=3)
    match.play(Commit(RED, FB, (GREEN,)))
    before = match.view(BLUE)
    agents = [GAME.make_agent(level, 5) for level in ("beginner", "intermediate", "whimsical", "advanced")]
    assert all(not of(match.seen(seat), ev.Committed) for seat in (BLUE, GREEN))
    assert before.commitments == (None, None, None)
    for agent in agents:
        assert agent.choose(match.view(BLUE), match.legal(BLUE), match.seen(BLUE)).seat == BLUE
