"""Seeded random play of every registered game, at its fewest and most seats: each
command the game calls legal is accepted, a match has deciders exactly while it is not
over and an `outcome` exactly when it is, every seat's view and the all-seeing one can
be built after every step, every event is visible to the all-seeing viewer (a seat may
see none: Ifrita Duel's deck shuffles are secret to both players), each command belongs to
the seat that chose it, and the state hash after every step is the same when the
commands are played again and when the events are folded with `apply`.

Convention: a game may declare its own invariants with an optional method
`invariants(state) -> Iterable[str]`, the broken ones in words (empty when all hold).
This suite calls it, if the game has one, on every state of these matches; the kernel's
`Game` protocol does not require it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from conformance_kit import AnyMatch, each_game, random_match, seat_counts

from engine.kernel.game import AnyGame
from engine.kernel.match import Match

SEEDS = range(2)
ALSO_LEGAL = 3       # beside the command played, this many other legal ones are tried per step


def _cases() -> list[Any]:
    return [pytest.param(p.values[0], seats, seed, id=f"{p.id}-{seats}-{seed}")
            for p in each_game() for seats in seat_counts(p.values[0]) for seed in SEEDS]


def _own_invariants(game: AnyGame) -> Callable[[Any], Iterable[str]]:
    declared: Callable[[Any], Iterable[str]] | None = getattr(game, "invariants", None)
    return declared if declared is not None else (lambda state: ())


@pytest.mark.parametrize("game, seats, seed", _cases())
def test_random_legal_play_keeps_the_kernels_promises(game: AnyGame, seats: int, seed: int) -> None:
    match: AnyMatch = Match(game, seed, seats=seats)
    rng = random.Random(seed)
    invariants = _own_invariants(game)
    hashes = [match.hash()]
    while not match.over and len(match.commands) < 400:
        state = match.state
        deciders = match.deciders()
        assert deciders, "a match that is not over has someone to decide"
        assert match.outcome() is None, "an outcome before the match is over"
        for seat in (None, *range(seats)):
            game.view(state, seat)
        assert not list(invariants(state))
        seat = deciders[rng.randrange(len(deciders))]
        legal = match.legal(seat)
        assert len(legal) > 0, f"seat {seat} decides but has no legal command"
        for _ in range(min(ALSO_LEGAL, len(legal))):
            other = legal[rng.randrange(len(legal))]
            assert game.seat_of(other) == seat
            game.step(state, other)                  # accepted (a RuleError fails the test)
        command = legal[rng.randrange(len(legal))]
        events = match.play(command)
        assert game.state_hash(state) == hashes[-1], "step changed the state it was given"
        for event in events:
            assert game.visible_to(event, None), f"the all-seeing viewer does not see {event!r}"
        hashes.append(match.hash())
    if match.over:
        assert match.deciders() == () and match.outcome() is not None
        assert len(match.outcome().scores) == seats  # type: ignore[union-attr]
        for seat in (None, *range(seats)):
            game.view(match.state, seat)
        assert not list(invariants(match.state))

    again: AnyMatch = Match(game, seed, seats=seats)
    replayed = [again.hash()]
    for command in match.commands:
        again.play(command)
        replayed.append(again.hash())
    assert replayed == hashes
    folded = match.start
    for event in match.events:
        folded = game.apply(folded, event)
    assert game.state_hash(folded) == match.hash()


def test_a_match_of_every_game_ends_or_reaches_the_cap() -> None:
    for param in each_game():
        game = param.values[0]
        match = random_match(game, 5, cap=60)
        assert match.over or len(match.commands) == 60
