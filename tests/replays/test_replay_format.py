"""The replay document: round trips, size, compact commands, upgrades, header checks."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import random_replay

from engine.mage_battle import Direction, Element, Job, Orient, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.game import GAME
from replays.container import pack, seal
from replays.errors import ReplayError
from replays.format import FORMAT, LIMITS, decode_command, dumps, loads, to_document
from replays.resimulate import load_bytes, verify


def test_round_trip_keeps_every_command_and_checkpoint(full_replay, full_bytes):
    again = loads(full_bytes, "x")
    assert again == full_replay
    assert again.header.result is not None and max(again.header.result.scores) >= 2
    assert dumps(again) == full_bytes


def test_full_random_match_fits_16_kb():
    # RandomAgent matches run to the round limit: ~245 commands, 120 turns. About 5.7 KB.
    sizes = [len(dumps(random_replay(seed))) for seed in (1, 2, 3)]
    assert max(sizes) <= 16 * 1024, sizes


def test_checkpoints_after_every_turn_and_battle(full_replay):
    loaded = load_bytes(dumps(full_replay), "x")
    ends = [i for i in range(len(full_replay.commands))
            if any(type(e).__name__ in ("TurnEnded", "BattleEnded")
                   for e in loaded.match.events[loaded.match.boundaries[i]:loaded.match.boundaries[i + 1]])]
    assert [i for i, _ in full_replay.checkpoints] == ends
    assert all(len(h) == 8 for _, h in full_replay.checkpoints)


@pytest.mark.parametrize("command", [
    cmd.ChooseShrines(Side.TEAL, (Element.FIRE, Element.WATER, Element.ICE)),
    cmd.ChooseFormation.of(Side.CRIMSON, {40: Job.S, 41: Job.P, 42: Job.O}),
    cmd.AssignElements(Side.TEAL, (Element.LIGHT, Element.DARK)),
    cmd.Move(Side.TEAL, 3, 45),
    cmd.Attack(Side.TEAL, 2, Element.FIRE, direction=Direction.UP),
    cmd.Attack(Side.TEAL, 2, None, centre=33, orient=Orient.V),
    cmd.Attack(Side.CRIMSON, 12, Element.EARTH, target=47),
    cmd.Respond(Side.CRIMSON, ((12, Element.WOOD), (13, None))),
    cmd.UseCard(Side.TEAL, 14),
    cmd.EndTurn(Side.CRIMSON),
])
def test_every_command_kind_round_trips_compactly(command):
    encoded = GAME.codec.encode_command(command)
    assert len(encoded[0]) == 1
    assert decode_command(GAME, encoded, "x", 0) == command


def test_move_is_ten_bytes():
    assert len(pack(GAME.codec.encode_command(cmd.Move(Side.TEAL, 3, 45)))) <= 10


def _v1_document(replay):
    """Format 1: Elemental Mage Battle's alone, players by side, one winner and a score."""
    doc = to_document(replay)
    header = doc["header"]
    del header["game"]
    header["players"] = {seat.pop("name"): seat for seat in header.pop("seats")}
    result = header["result"]
    if result is not None:
        winner = result["winners"][0]
        header["result"] = {"winner": ("teal", "crimson")[winner], "score": [result["scores"][winner],
                            result["scores"][1 - winner]], "battles": result["detail"]}
    return doc


def _v0_document(replay):
    """Format 0 (the fixture's older shape): `app` for the app version, checkpoints as
    full hex digests."""
    doc = _v1_document(replay)
    doc["header"]["app"] = doc["header"].pop("app_version")
    doc["checkpoints"] = [[i, h.hex() + "0" * 48] for i, h in replay.checkpoints]
    return {"magic": "emb-replay", "version": 0, **doc}


def test_version_0_is_upgraded_on_load(full_replay):
    old = pack(_v0_document(full_replay))
    again = loads(old, "old.embr")
    assert again == full_replay
    assert verify(again, "old.embr").ok


def test_version_0_with_bad_digest_names_the_checkpoint(full_replay):
    doc = _v0_document(full_replay)
    doc["checkpoints"][3][1] = "not hex"
    with pytest.raises(ReplayError, match=r"old.embr: field 'checkpoints\[3\]' is not a hex digest"):
        loads(pack(doc), "old.embr")


def test_newer_version_says_so(full_replay):
    data = pack({"magic": "emb-replay", "version": FORMAT.version + 1, **to_document(full_replay)})
    with pytest.raises(ReplayError, match="new.embr: made by a newer version"):
        loads(data, "new.embr")


def test_wrong_magic(full_replay):
    data = pack({"magic": "chess-pgn", "version": 1, **to_document(full_replay)})
    with pytest.raises(ReplayError, match="not a emb-replay file"):
        loads(data, "x")


def _with_header(replay, **changes):
    doc = to_document(replay)
    doc["header"].update(changes)
    return seal(FORMAT, doc)


@pytest.mark.parametrize("changes, field", [
    ({"seed": "five"}, "header.seed"),
    ({"started": "yesterday"}, "header.started"),
    ({"seats": [{"name": "teal", "kind": "robot"}, {"name": "crimson", "kind": "human"}]}, "header.seats[0].kind"),
    ({"seats": [{"name": "teal", "kind": "ai"}, {"name": "crimson", "kind": "human"}]}, "header.seats[0].level"),
    ({"seats": [{"name": "crimson", "kind": "human"}, {"name": "teal", "kind": "human"}]}, "header.seats[0].name"),
    ({"seats": [{"name": "teal", "kind": "human"}]}, "header.seats"),
    ({"game": "chess"}, "header.game"),
    ({"rules_hash": "0" * 64}, "header.rules_hash"),
    ({"result": {"scores": [2, 1], "winners": [5], "detail": []}}, "header.result.winners[0]"),
    ({"result": {"scores": [2], "winners": [0], "detail": []}}, "header.result.scores"),
    ({"result": {"winner": "teal", "score": [2, 1], "battles": []}}, "header.result.scores"),
    ({"extra": 1}, "header.extra"),
])
def test_header_errors_name_the_field(full_replay, changes, field):
    with pytest.raises(ReplayError) as caught:
        loads(_with_header(full_replay, **changes), "bad.embr")
    message = str(caught.value)
    assert message.startswith("bad.embr: field '" + field + "'"), message
    assert "\n" not in message


def test_draft_rules_in_header_round_trip():
    replay = random_replay(3, upto=30)
    rules = dataclasses.replace(replay.header.rules, round_limit=25, version="v0.6-draft")
    replay = dataclasses.replace(replay, header=dataclasses.replace(replay.header, rules=rules))
    again = loads(dumps(replay), "x")
    assert again.header.rules == rules and again.header.rules_hash == replay.header.rules_hash


def test_hostile_rule_numbers_are_refused_before_table_building(full_replay):
    doc = to_document(full_replay)
    doc["header"]["rules"]["cols"] = 10**6
    with pytest.raises(ReplayError, match=r"header.rules.cols"):
        loads(seal(FORMAT, doc), "x")


def test_limits_fit_a_full_replay_with_headroom(full_bytes):
    assert len(full_bytes) * 8 <= LIMITS.max_bytes
