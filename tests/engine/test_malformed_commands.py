"""Any command, however malformed (fields of the wrong type, numbers out of
every range, unknown enum values, missing pieces), is refused with the kernel's RuleError
and leaves the state as it was, for every command type of every registered game."""

from __future__ import annotations

import dataclasses
import importlib
import random
import sys
import typing
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.kernel import registry
from engine.kernel.errors import RuleError
from engine.kernel.match import Match

SEAM = Path(__file__).resolve().parents[2] / "examples" / "nim-game"
sys.path.insert(0, str(SEAM))
importlib.import_module("nim")      # the test-only game registers itself

# Field values a careless or hostile caller could put anywhere.
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.integers(-10**6, 10**6), st.text(max_size=4),
    st.floats(allow_nan=True), st.just(()), st.just([]),
)
VALUES = st.recursive(SCALARS, lambda inner: st.tuples(inner, inner) | st.lists(inner, max_size=4).map(tuple),
                      max_leaves=8)


def _positions(game_id: str, seats: int) -> list[Any]:
    """States where each kind of decision is due, from a seeded random match."""
    game = registry.get(game_id)
    match: Match[Any, Any, Any] = Match(game, 3, seats=seats)
    rng = random.Random(3)
    states: list[Any] = []
    while not match.over:
        if rng.random() < 0.15 or len(states) < 4:
            states.append(match.state)
        legal = match.legal(match.deciders()[0])
        match.play(legal[rng.randrange(len(legal))])
    return states[:: max(1, len(states) // 12)]


# Every registered game at its fewest seats, and the test-only game at three too.
GAMES = [(g.game_id, g.seat_counts[0]) for g in registry.games()] + [("nim", 3)]
POSITIONS = {(game_id, seats): _positions(game_id, seats) for game_id, seats in GAMES}


def _typed(hint: Any) -> st.SearchStrategy[Any]:
    """Values of the field's own type, numbers in and well out of range: what gets a
    command past the first checks and into the rules."""
    args = typing.get_args(hint)
    if type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return st.none() | _typed(rest[0] if len(rest) == 1 else Any)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return st.sampled_from(list(hint)) | st.integers(-2, 12)
    if hint is int:
        return st.integers(-2, 400)
    if typing.get_origin(hint) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(_typed(args[0]), max_size=12).map(tuple)
        return st.tuples(*(_typed(a) for a in args)) | st.lists(_typed(args[0]), max_size=4).map(tuple)
    return VALUES


def _command(game_id: str) -> st.SearchStrategy[Any]:
    """Any command type of the game, each field a value of its type (often out of range)
    or any value at all."""
    game = registry.get(game_id)

    def build(cls: type) -> st.SearchStrategy[Any]:
        hints = typing.get_type_hints(cls)
        fields = [f for f in dataclasses.fields(cls) if f.init]
        draws = (st.one_of(_typed(hints[f.name]), _typed(hints[f.name]), VALUES) for f in fields)
        return st.tuples(*draws).map(lambda values: _make(cls, fields, values))

    return st.sampled_from(sorted(game.codec.commands.values(), key=lambda c: c.__name__)).flatmap(build)


def _make(cls: type, fields: list[Any], values: tuple[Any, ...]) -> Any:
    command: Any = object.__new__(cls)
    for f, value in zip(fields, values):
        object.__setattr__(command, f.name, value)     # past any __post_init__ a caller could skip
    return command


@pytest.mark.parametrize("game_id, seats", [pytest.param(g, n, id=f"{g}-{n}") for g, n in GAMES])
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_malformed_command_is_a_rule_error_and_changes_nothing(game_id: str, seats: int,
                                                                 data: st.DataObject) -> None:
    game = registry.get(game_id)
    state = data.draw(st.sampled_from(POSITIONS[game_id, seats]))
    command = data.draw(_command(game_id))
    before = game.state_hash(state)
    try:
        game.step(state, command)
    except RuleError as error:
        assert "\n" not in str(error)
    assert game.state_hash(state) == before


def test_an_attack_with_an_int_direction_and_a_move_with_a_word_for_a_mage_are_refused() -> None:
    from engine.mage_battle import Side, new_match, step
    from engine.mage_battle import commands as cmd

    state = new_match(7)
    with pytest.raises(RuleError, match="malformed|not possible now|nothing to decide"):
        step(state, cmd.Attack(Side.TEAL, 0, None, direction=7))      # type: ignore[arg-type]
    with pytest.raises(RuleError):
        step(state, cmd.Move(Side.TEAL, "three", [45]))               # type: ignore[arg-type]
