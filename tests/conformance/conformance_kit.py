"""Helpers of the conformance suite: every registered game (the three of this build and
the test-only Nim), seeded random matches, their replays.

A game joins the suite by registering itself (`engine.kernel.registry.register`): every
test here is parametrized over `registry.games()`, with the game id as the test id.
"""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.kernel import registry
from engine.kernel.game import AnyGame
from engine.kernel.match import Match
from replays.format import ai, dumps, new_header
from replays.resimulate import replay_of

SEAM = Path(__file__).resolve().parents[2] / "examples" / "nim-game"
if str(SEAM) not in sys.path:
    sys.path.insert(0, str(SEAM))
importlib.import_module("nim")           # the test-only game registers itself
importlib.import_module("engine.games")  # and so do the build's games

AnyMatch = Match[Any, Any, Any]
STARTED = "2026-12-01T12:00:00+00:00"
CAP = 400            # steps: a random match of any game here ends well before, or is cut there


def games() -> tuple[AnyGame, ...]:
    return registry.games()


def each_game() -> list[Any]:
    """`registry.games()` as pytest parameters named by game id."""
    return [pytest.param(game, id=game.game_id) for game in games()]


def random_match(game: AnyGame, seed: int, seats: int | None = None, cap: int = CAP) -> AnyMatch:
    """A seeded match of uniformly random legal commands, each of a random decider, cut
    after `cap` commands."""
    match: AnyMatch = Match(game, seed, seats=seats)
    rng = random.Random(seed)
    while not match.over and len(match.commands) < cap:
        deciders = match.deciders()
        seat = deciders[rng.randrange(len(deciders))]
        legal = match.legal(seat)
        match.play(legal[rng.randrange(len(legal))])
    return match


def replay_bytes(match: AnyMatch) -> bytes:
    """The match saved as a replay of random agents (finished or cut short)."""
    header = new_header(match.seed, *[ai("random")] * match.seats, started=STARTED, rules=match.rules,
                        game=match.game.game_id)
    return dumps(replay_of(match, header))


def seat_counts(game: AnyGame) -> tuple[int, ...]:
    """The fewest and the most seats the game allows (one count when it has one)."""
    return tuple(sorted({game.seat_counts[0], game.seat_counts[-1]}))
