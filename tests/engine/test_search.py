"""The search position (engine/mage_battle/search.py) against `step`: along seeded random
matches, every legal command pushed gives the state `step` gives (the same state hash),
a second push from there too, and every pop gives back the position before it."""

from __future__ import annotations

import random

import pytest

from engine.mage_battle import Phase, legal_commands, new_match, step
from engine.mage_battle.hashing import state_hash
from engine.mage_battle.search import SearchPosition
from engine.mage_battle.state import State


def _decision_states(seed: int) -> list[State]:
    rng = random.Random(seed)
    state = new_match(seed)
    out = []
    while state.phase != Phase.OVER:
        if state.phase in (Phase.ACTION, Phase.RESPONSE):
            out.append(state)
        choices = legal_commands(state, state.deciders()[0])
        state, _ = step(state, choices[rng.randrange(len(choices))])
    return out


@pytest.mark.parametrize("seed", range(3))
def test_push_and_pop_agree_with_step(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for state in _decision_states(seed):
        position = SearchPosition(state)
        before = state_hash(state)
        for command in legal_commands(state, state.deciders()[0]):
            child, _ = step(state, command)
            position.push(command)
            assert position.state == child and state_hash(position.state) == state_hash(child), command
            if child.phase != Phase.OVER:
                replies = legal_commands(child, child.deciders()[0])
                reply = replies[rng.randrange(len(replies))]
                position.push(reply)
                assert position.state == step(child, reply)[0], (command, reply)
                position.pop()
                assert position.state == child
            position.pop()
            assert position.state == state
            checked += 1
        assert state_hash(position.state) == before
    assert checked > 5000
