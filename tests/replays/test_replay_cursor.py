"""The cursor: stepping by event, action, turn and battle; perspectives; seeking."""

from __future__ import annotations

import random

import pytest

from engine.mage_battle import Side, fold
from engine.mage_battle import events as ev
from engine.mage_battle.events import visible_to
from engine.mage_battle.hashing import state_hash
from replays.cursor import SNAPSHOT_EVERY, Cursor
from replays.format import dumps
from replays.resimulate import load_bytes


@pytest.fixture(scope="module")
def loaded(full_replay):
    return load_bytes(dumps(full_replay), "x")


def test_state_at_any_index_is_the_fold_of_the_events_before_it(loaded):
    cursor = Cursor(loaded)
    events = loaded.match.events
    for index in (0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 5, 200, len(events) - 1, len(events)):
        assert cursor.state_at(index) == fold(loaded.match.start, events[:index])
    assert state_hash(cursor.state_at(len(events))) == loaded.match.hash()


def test_random_seeks_agree_with_stepping(loaded):
    cursor = Cursor(loaded)
    rng = random.Random(1)
    for _ in range(30):
        index = rng.randrange(len(cursor) + 1)
        assert cursor.seek(index) == fold(loaded.match.start, loaded.match.events[:index])


def test_turn_battle_and_action_stops(loaded):
    cursor = Cursor(loaded)
    turns = 0
    while cursor.next_stop("turn"):
        if cursor.position < len(cursor):
            assert isinstance(cursor.event, ev.TurnEnded)
        turns += 1
    assert turns >= sum(isinstance(e, ev.TurnEnded) for e in loaded.match.events)
    cursor.to_start()
    battles = []
    while cursor.next_stop("battle"):
        if cursor.position < len(cursor):
            battles.append(cursor.events[cursor.position])
    assert [b.battle for b in battles] == [1, 2, 3]
    cursor.to_start()
    actions = 0
    while cursor.next_action():
        actions += 1
        assert cursor.position in loaded.match.boundaries
    assert actions == len(loaded.replay.commands)
    while cursor.prev_action():
        actions -= 1
    assert actions == 0 and cursor.position == 0


@pytest.mark.parametrize("perspective, side", [("teal", Side.TEAL), ("crimson", Side.CRIMSON)])
def test_perspective_steps_only_over_what_that_side_saw(loaded, perspective, side):
    cursor = Cursor(loaded, perspective)
    landed = []
    while cursor.forward():
        if cursor.event is not None:
            landed.append(cursor.event)
    assert landed == [e for e in loaded.match.events if visible_to(e, side)]
    assert not any(e.audience == side.other for e in landed)
    assert all(visible_to(e, side) for _, e in cursor.seen())
    assert cursor.view() is not None and cursor.view().side == side
    steps_back = 0
    while cursor.back():
        steps_back += 1
    assert steps_back == len(landed) and cursor.position == 0


def test_all_perspective_sees_every_event(loaded):
    cursor = Cursor(loaded)
    count = 0
    while cursor.forward():
        count += 1
    assert count == len(loaded.match.events)
    assert cursor.view() == loaded.match.game.view(cursor.state, None)


def test_bad_seeks_and_perspectives(loaded):
    cursor = Cursor(loaded)
    with pytest.raises(IndexError):
        cursor.seek(len(cursor) + 1)
    with pytest.raises(ValueError, match="unknown perspective"):
        cursor.set_perspective("purple")
