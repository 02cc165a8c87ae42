"""The codec (engine/mage_battle/codec.py): every command and event type survives
to_data -> (JSON) -> from_data, with plain ints and with cell/mage names; malformed data
is a CodecError whose message names the field."""

from __future__ import annotations

import json
import random

import pytest

from engine.mage_battle import Element, Job, Phase, Side, legal_commands, new_match, step
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.codec import (
    COMMANDS,
    EVENTS,
    CodecError,
    Names,
    command_from_data,
    event_from_data,
    from_data,
    to_data,
)
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import mage_label

T, C = Side.TEAL, Side.CRIMSON


def _samples() -> tuple[list[cmd.Command], list[ev.Event]]:
    """Commands and events of a few uniform-random matches, plus a Mana Backflow recoil
    (R25), which random play seldom reaches."""
    commands: list[cmd.Command] = []
    events: list[ev.Event] = []
    for seed in range(4):
        rng = random.Random(seed)
        state = new_match(seed)
        while state.phase != Phase.OVER:
            choices = legal_commands(state, state.deciders()[0])
            command = choices[rng.randrange(len(choices))]
            state, new = step(state, command)
            commands.append(command)
            events.extend(new)
    tables = new_match(0).tables
    marked = position([
        MageSpec(T, Job.O, tables.parse("C03"), (Element.FIRE, Element.FIRE), marked=True),
        MageSpec(C, Job.S, tables.parse("C04"), (Element.WOOD, Element.EARTH)),
        MageSpec(C, Job.P, tables.parse("E10"), (Element.ICE,)),
    ])
    attack = cmd.Attack(T, 0, Element.FIRE, target=tables.parse("C04"))
    state, new = step(marked, attack)
    commands.append(attack)
    events.extend(new)
    respond = legal_commands(state, C)[1]
    commands.append(respond)
    events.extend(step(state, respond)[1])
    return commands, events


COMMAND_SAMPLES, EVENT_SAMPLES = _samples()


def test_the_samples_hold_every_command_and_event_type() -> None:
    assert {type(c).__name__ for c in COMMAND_SAMPLES} == set(COMMANDS)
    assert {type(e).__name__ for e in EVENT_SAMPLES} == set(EVENTS)


def _one_per_type(items: list) -> list:  # type: ignore[type-arg]
    seen: dict[str, object] = {}
    for item in items:
        seen.setdefault(type(item).__name__, item)
    return list(seen.values())


@pytest.mark.parametrize("command", _one_per_type(COMMAND_SAMPLES), ids=lambda c: type(c).__name__)
def test_command_round_trips(command: cmd.Command) -> None:
    data = to_data(command)
    assert data["type"] == type(command).__name__
    assert command_from_data(data) == command
    assert command_from_data(json.loads(json.dumps(data))) == command


@pytest.mark.parametrize("event", _one_per_type(EVENT_SAMPLES), ids=lambda e: type(e).__name__)
def test_event_round_trips(event: ev.Event) -> None:
    data = to_data(event)
    assert event_from_data(json.loads(json.dumps(data))) == event


def test_every_sample_round_trips() -> None:
    for command in COMMAND_SAMPLES:
        assert command_from_data(json.loads(json.dumps(to_data(command)))) == command
    for event in EVENT_SAMPLES:
        assert event_from_data(json.loads(json.dumps(to_data(event)))) == event


def test_round_trip_with_cell_and_mage_names() -> None:
    state = new_match(0)
    rng = random.Random(0)
    while state.phase != Phase.ACTION:
        state, _ = step(state, legal_commands(state, state.deciders()[0])[0])
    tables = state.tables
    labels = {mage_label(state, i): i for i in range(len(state.mages))}
    names = Names(cell=tables.name, parse_cell=tables.parse,
                  mage=lambda i: mage_label(state, i), parse_mage=lambda text: labels[text])
    for _ in range(60):
        if state.phase == Phase.OVER:
            break
        choices = legal_commands(state, state.deciders()[0])
        command = choices[rng.randrange(len(choices))]
        data = json.loads(json.dumps(to_data(command, names)))
        assert command_from_data(data, names) == command
        state, events = step(state, command)
        for event in events:
            assert event_from_data(json.loads(json.dumps(to_data(event, names))), names) == event
    move = to_data(cmd.Move(T, 0, tables.parse("C05")), names)
    assert move["to"] == "C05" and move["mage"] == "t1"


def test_enums_travel_by_their_rulings_names() -> None:
    data = to_data(cmd.Attack(C, 9, Element.ELECTRIC, centre=20, orient=None))
    assert data["side"] == "crimson" and data["element"] == "electric" and data["orient"] is None
    assert to_data(cmd.ChooseFormation.of(T, {16: Job.S}))["placements"] == [[16, "S"]]


@pytest.mark.parametrize("data, field", [
    ({"type": "Move", "side": "teal", "mage": 0}, "to"),                               # missing
    ({"type": "Move", "side": "teal", "mage": "zero", "to": 3}, "mage"),               # not an int
    ({"type": "Move", "side": "teal", "mage": True, "to": 3}, "mage"),                 # bool is no int
    ({"type": "Move", "side": "blue", "mage": 0, "to": 3}, "side"),                    # unknown side
    ({"type": "Move", "side": None, "mage": 0, "to": 3}, "side"),                      # null
    ({"type": "Move", "side": "teal", "mage": 0, "to": 3, "speed": 2}, "speed"),       # unknown field
    ({"type": "Attack", "side": "teal", "mage": 0, "element": "plasma", "direction": "up"}, "element"),
    ({"type": "Attack", "side": "teal", "mage": 0, "element": "fire", "direction": "north"}, "direction"),
    ({"type": "Attack", "side": "teal", "mage": 0, "element": "fire", "centre": "C5", "orient": "h"}, "centre"),
    ({"type": "Respond", "side": "crimson", "choices": [[3]]}, "choices"),            # pair too short
    ({"type": "Respond", "side": "crimson", "choices": "fire"}, "choices"),           # not a list
    ({"type": "ChooseShrines", "side": "teal", "elements": ["fire", 7, "wood"]}, "elements"),
    ({"type": "ChooseFormation", "side": "teal", "placements": [[16, "X"]]}, "placements"),
    ({"type": "UseCard", "side": "teal", "target": 1.5}, "target"),
])
def test_malformed_command_names_the_field(data: dict, field: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(CodecError) as caught:
        command_from_data(data)
    message = str(caught.value)
    assert field in message and data["type"] in message
    assert "\n" not in message


@pytest.mark.parametrize("data, needle", [
    ({"type": "Teleport", "side": "teal"}, "Teleport"),
    ({"side": "teal"}, "type"),
    (["Move", 0, 3], "mapping"),
    ({"type": "MageMoved", "mage": 0, "src": 1, "dst": 2}, "MageMoved"),   # an event is no command
])
def test_malformed_type_is_a_clear_error(data: object, needle: str) -> None:
    with pytest.raises(CodecError, match=needle):
        command_from_data(data)


def test_malformed_event_names_the_field() -> None:
    with pytest.raises(CodecError, match=r"EngagementJudged\.outcomes"):
        event_from_data({"type": "EngagementJudged", "attacker": 0, "outcomes": [[1, "sometimes", 1]]})
    with pytest.raises(CodecError, match=r"MatchEnded\.score"):
        event_from_data({"type": "MatchEnded", "winner": "teal", "score": [3]})
    with pytest.raises(CodecError, match=r"BattleEnded: missing field 'reason'"):
        from_data({"type": "BattleEnded", "battle": 1, "winner": "teal"}, kinds=EVENTS)
