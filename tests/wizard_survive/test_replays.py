"""Wizard Survive through the `replays` package: a random match saves, loads and verifies
with 2-4 seats; a tampered one fails; the replay records the rule set it was played under
(W32), a draft included."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from engine.kernel.match import Match
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import WS_1, load_rules
from replays.format import ai, dumps, human, loads, new_header
from replays.resimulate import load_bytes, replay_of, verify
from replays.storage import save_replay

LEVELS = ("beginner", "intermediate", "whimsical", "advanced")
# The 3-4 seat advanced searches 400 playouts a decision; its own determinism is checked in
# tests/wizard_survive/test_ai_advanced.py, so the seed test here plays the quick levels.
QUICK = ("beginner", "intermediate", "whimsical", "beginner")


def _played(seed: int, seats: int, rules: Any = None, levels: tuple[str, ...] = LEVELS) -> Match[Any, Any, Any]:
    agents = [GAME.make_agent(levels[s], seed * 10 + s) for s in range(seats)]
    match: Match[Any, Any, Any] = Match(GAME, seed, rules=rules, seats=seats)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


def _bytes(match: Match[Any, Any, Any]) -> bytes:
    players = [human()] + [ai(LEVELS[s]) for s in range(1, match.seats)]
    header = new_header(match.seed, *players, started="2026-12-01T09:00:00+00:00", rules=match.rules,
                        game="wizard_survive")
    return dumps(replay_of(match, header))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_random_match_saves_loads_and_verifies(seats: int, tmp_path: Path) -> None:
    match = _played(seats * 7, seats)
    loaded = load_bytes(_bytes(match), "ws.embr")
    assert loaded.header.game_id == "wizard_survive" and len(loaded.header.players) == seats
    assert loaded.match.hash() == match.hash()
    assert loaded.header.result == match.outcome() and loaded.header.result is not None
    assert list(loaded.match.commands) == match.commands
    assert verify(loaded.replay, "ws.embr").ok
    path = save_replay(loaded.replay, tmp_path)
    assert verify(loads(path.read_bytes(), str(path)), str(path)).ok


def test_a_tampered_replay_fails_verification() -> None:
    match = _played(5, 3)
    replay = loads(_bytes(match), "x")
    points = list(replay.checkpoints)
    points[1] = (points[1][0], bytes(8))
    verdict = verify(dataclasses.replace(replay, checkpoints=tuple(points)), "x")
    assert not verdict.ok and verdict.command == points[1][0]
    # a commitment changed in the log: the states drift from the checkpoints, or it is illegal
    commands = list(replay.commands)
    index = next(i for i, c in enumerate(commands) if c.card is Card.FIREBALL)
    commands[index] = dataclasses.replace(commands[index], card=Card.TELEPORT)
    assert not verify(dataclasses.replace(replay, commands=tuple(commands)), "x").ok
    # a commitment after the game's end (W23)
    extra = list(replay.commands) + [Commit(0, Card.MANA_RECOVERY, (1,))]
    verdict = verify(dataclasses.replace(replay, commands=tuple(extra)), "x")
    assert not verdict.ok and "is illegal" in verdict.message


def test_a_replay_records_its_draft_rule_set() -> None:
    rules = load_rules('meteor_cost = 4\nstep_limit = 8\nname = "meteor at four"', "draft.toml")
    match = _played(11, 2, rules=rules)
    loaded = load_bytes(_bytes(match), "draft.embr")
    assert loaded.header.rules == rules and loaded.header.rules.version == "ws-1-draft"
    assert loaded.header.rules.name == "meteor at four"
    assert loaded.match.hash() == match.hash() and verify(loaded.replay, "draft.embr").ok
    assert loaded.match.rules != WS_1 and all(r.step <= 8 for r in loaded.match.state.rounds)


def test_replays_of_different_seeds_differ_and_the_same_seed_repeats() -> None:
    assert _bytes(_played(3, 4, levels=QUICK)) == _bytes(_played(3, 4, levels=QUICK))
    assert _played(3, 4, levels=QUICK).hash() != _played(4, 4, levels=QUICK).hash()
