"""Nothing an agent is handed reaches the full state (ARCHITECTURE: hidden information is
computed in the engine). At every kind of decision of seeded matches of every registered
game, the object graph of the agent's inputs (its view, its legal commands, the events it
saw) is walked through attributes, containers and closures: no state object, no state
record and not the match seed is found. And the lazy legal lists of Elemental Mage
Battle's setup and responses answer membership exactly as the rules do."""

from __future__ import annotations

import dataclasses
import importlib
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.kernel import registry
from engine.kernel.match import Match
from engine.mage_battle.legal import is_legal
from engine.mage_battle.state import Mage, PendingAttack
from tests.reachable import reachable

SEAM = Path(__file__).resolve().parents[2] / "examples" / "nim-game"
SEED = 918_273_645_001          # a number no view has any other reason to hold


def _inputs(game_id: str, seeds: range, seats: int) -> list[tuple[str, tuple[Any, Any, Any], type]]:
    """(kind of decision, (view, legal, seen), the state's type) at every decision kind met."""
    game = registry.get(game_id)
    found: dict[str, tuple[Any, Any, Any]] = {}
    state_type: type = object
    for seed in seeds:
        match: Match[Any, Any, Any] = Match(game, SEED + seed, seats=seats)
        state_type = type(match.state)
        rng = random.Random(seed)
        while not match.over:
            seat = match.deciders()[0]
            legal = match.legal(seat)
            phase = getattr(match.state, "phase", None)
            kind = phase.name.lower() if phase is not None else "turn"
            found.setdefault(kind, (match.view(seat), legal, match.seen(seat)))
            match.play(legal[rng.randrange(len(legal))])
    return [(kind, inputs, state_type) for kind, inputs in sorted(found.items())]


def _cases() -> list[Any]:
    sys.path.insert(0, str(SEAM))
    importlib.import_module("nim")      # the test-only game registers itself

    from engine.ifrita_duel.state import Player as DuelPlayer

    # Beside each game's state, the records that hold what a seat may not see (a duel's
    # player holds its hand and deck order; a mage its layers).
    records: dict[str, tuple[type, ...]] = {"mage_battle": (Mage, PendingAttack), "ifrita_duel": (DuelPlayer,)}
    cases = []
    for game in registry.games():
        for seats in game.seat_counts:
            for kind, inputs, state_type in _inputs(game.game_id, range(3), seats):
                cases.append(pytest.param(inputs, (state_type, *records.get(game.game_id, ())),
                                          id=f"{game.game_id}-{seats}-{kind}"))
    return cases


CASES = _cases()


def test_every_registered_game_and_seat_count_is_walked() -> None:
    walked = {tuple(case.id.split("-")[:2]) for case in CASES}
    assert walked >= {(g.game_id, str(n)) for g in registry.games() for n in g.seat_counts}


def test_every_kind_of_mage_battle_decision_is_walked() -> None:
    kinds = {case.id.split("-", 2)[2] for case in CASES if case.id.startswith("mage_battle")}
    assert kinds == {"shrines", "formation", "elements", "action", "response"}


@pytest.mark.parametrize("inputs, forbidden", CASES)
def test_an_agents_inputs_reach_no_state_and_no_seed(inputs: tuple[Any, Any, Any], forbidden: tuple[type, ...]) -> None:
    reached = reachable(inputs)
    assert not [o for o in reached if isinstance(o, forbidden)], "a state object is reachable"
    assert not [o for o in reached if isinstance(o, int) and not isinstance(o, bool) and o == SEED + 0]
    assert all(not (isinstance(o, int) and SEED <= o < SEED + 3) for o in reached), "the seed is reachable"


def test_the_walk_would_find_a_state_held_in_a_closure() -> None:
    game = registry.get("mage_battle")
    match: Match[Any, Any, Any] = Match(game, SEED)
    state = match.state
    leaky = [lambda item: state is item]        # what the legal lists used to be
    assert any(o is state for o in reachable(leaky))


@pytest.mark.parametrize("seed", range(4))
def test_lazy_membership_answers_as_the_rules_do(seed: int) -> None:
    """Every setup and response choice, and mutations of it, is `in` a seat's legal list
    exactly when it is that seat's and `decide` accepts it."""
    game = registry.get("mage_battle")
    match: Match[Any, Any, Any] = Match(game, seed)
    rng = random.Random(seed)
    checked = 0
    while not match.over:
        seat = match.deciders()[0]
        legal = match.legal(seat)
        if not isinstance(legal, tuple):         # a lazy list: setup or a response
            for _ in range(6):
                item = legal[rng.randrange(len(legal))]
                for probe in (item, *_mutations(item, rng)):
                    # a seat's list holds its own commands only (the other side may decide too)
                    assert (probe in legal) == (probe.side == seat and is_legal(match.state, probe)), probe
                    checked += 1
        match.play(legal[rng.randrange(len(legal))])
    assert checked > 100


def _mutations(item: Any, rng: random.Random) -> list[Any]:
    """The same command with one field spoiled: another side, a shuffled or shortened list."""
    out = [dataclasses.replace(item, side=item.side.other)]
    for field in dataclasses.fields(item):
        value = getattr(item, field.name)
        if isinstance(value, tuple) and len(value) > 1:
            shuffled = list(value)
            rng.shuffle(shuffled)
            out += [dataclasses.replace(item, **{field.name: tuple(shuffled)}),
                    dataclasses.replace(item, **{field.name: value[:-1]}),
                    dataclasses.replace(item, **{field.name: (value[0],) * len(value)})]
    return out
