"""Untrusted files: size cap before parsing, bounded unpacking, no extension types,
schema checks, illegal commands named by index, and a fuzz that accepts nothing but
ReplayError."""

from __future__ import annotations

import copy
import random
import time
import tracemalloc

import msgpack
import pytest
from conftest import random_replay

from engine.mage_battle import Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.game import GAME
from replays.container import pack, read_capped, seal
from replays.errors import ReplayError
from replays.format import FORMAT, LIMITS, dumps, to_document
from replays.resimulate import load_bytes, load_replay, verify


def _load_and_verify(data: bytes, where: str = "fuzz.embr") -> None:
    loaded = load_bytes(data, where)
    verify(loaded.replay, where)


def test_extension_types_are_refused(full_replay):
    doc = to_document(full_replay)
    doc["header"]["seed"] = msgpack.ExtType(5, b"abc")
    with pytest.raises(ReplayError, match="extension type 5 is not allowed"):
        load_bytes(seal(FORMAT, doc), "x")


def test_timestamps_are_refused_too(full_replay):
    # msgpack decodes ext -1 (timestamp) itself, without asking ext_hook.
    doc = to_document(full_replay)
    doc["header"]["started"] = msgpack.Timestamp(1_800_000_000, 0)
    with pytest.raises(ReplayError, match="Timestamp value is not allowed"):
        load_bytes(seal(FORMAT, doc), "x")


def test_integer_map_keys_are_refused(full_bytes):
    data = pack({1: 2})
    with pytest.raises(ReplayError, match="not a valid file"):
        load_bytes(data, "x")


def test_oversized_string_is_refused_by_the_unpacker(full_replay):
    doc = to_document(full_replay)
    doc["header"]["app_version"] = "x" * (LIMITS.max_str + 1)
    with pytest.raises(ReplayError, match="not a valid file"):
        load_bytes(seal(FORMAT, doc), "x")


def test_illegal_command_is_named_by_index(full_replay):
    doc = to_document(full_replay)
    # Command 5 moved to the other side's turn: illegal where it stands.
    doc["commands"].insert(5, GAME.codec.encode_command(cmd.EndTurn(Side.CRIMSON)))
    with pytest.raises(ReplayError, match=r"^bad.embr: command 5 EndTurn\(crimson\) is illegal: "):
        load_bytes(seal(FORMAT, doc), "bad.embr")


def test_mage_index_past_the_roster_is_an_error_not_a_crash(full_replay):
    doc = to_document(full_replay)
    first_move = next(i for i, c in enumerate(doc["commands"]) if c[0] == "M")
    doc["commands"][first_move][2] = 10**9
    with pytest.raises(ReplayError, match=rf"command {first_move} Move"):
        load_bytes(seal(FORMAT, doc), "x")


def test_two_mib_hostile_file_is_refused_fast_and_small(tmp_path):
    # Nested empty arrays cost ~60 bytes of Python per byte of file if ever parsed.
    path = tmp_path / "hostile.embr"
    path.write_bytes(b"\xdd\x00\x01\x00\x00" + b"\x90" * (2 * 1024 * 1024))
    tracemalloc.start()
    started = time.perf_counter()
    with pytest.raises(ReplayError, match="larger than the 131072-byte limit"):
        load_replay(path)
    elapsed = time.perf_counter() - started
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 1024 * 1024, peak
    assert elapsed < 1.0  # generous: it is a stat and nothing else


def test_hostile_file_at_the_cap_stays_bounded():
    # The worst the cap lets through: about one Python container per byte of file
    # (15 arrays of 8192 empty arrays, just under 128 KiB). Refused, and bounded.
    many = b"\x9f" + (b"\xdc\x20\x00" + b"\x90" * 0x2000) * 15
    assert len(many) <= LIMITS.max_bytes
    tracemalloc.start()
    with pytest.raises(ReplayError, match="more than 150000 values|not a emb-replay file"):
        load_bytes(many, "x")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 32 * 1024 * 1024, peak


def test_read_capped_stops_at_the_cap_even_when_stat_lies(tmp_path, monkeypatch):
    path = tmp_path / "grows.embr"
    path.write_bytes(b"\x00" * (LIMITS.max_bytes + 10))
    import os

    real = os.fstat

    class Small:
        def __init__(self, st):
            self.st_size = 10

    monkeypatch.setattr(os, "fstat", lambda fd: Small(real(fd)))
    with pytest.raises(ReplayError, match="larger than"):
        read_capped(path, LIMITS)


# --- fuzz ------------------------------------------------------------------------------

_VALUES = [None, True, 0, -1, 1, 2**31, 2**64 - 1, -(2**63), 1.5, "", "teal", "x" * 300, b"", b"\x00" * 8,
           [], [[]], {}, {"type": "Move"}, ["M"], ["Z", 1], ["M", "teal", -5, 3]]


def _nodes(value, path=()):
    yield path, value
    if isinstance(value, list):
        for i, item in enumerate(value):
            yield from _nodes(item, (*path, i))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _nodes(item, (*path, key))


def _mutate_structure(doc, rng: random.Random):
    doc = copy.deepcopy(doc)
    nodes = list(_nodes(doc))
    path, _ = nodes[rng.randrange(1, len(nodes))]
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    action = rng.randrange(4)
    if action == 0:
        parent[key] = copy.deepcopy(rng.choice(_VALUES))
    elif action == 1:
        del parent[key]
    elif action == 2 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[rng.randrange(len(parent))]))
    elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rng.choice((-1, 1, 15, -15, 100))
    else:
        parent[key] = copy.deepcopy(rng.choice(_VALUES))
    return doc


def _check(data: bytes, errors: dict[str, int]) -> None:
    try:
        _load_and_verify(data)
    except ReplayError as error:
        message = str(error)
        assert "\n" not in message and message.startswith("fuzz.embr: "), message
        errors[message.split(":")[1][:30]] = errors.get(message.split(":")[1][:30], 0) + 1
    # Anything else propagates and fails the test with its traceback.


def test_fuzz_accepts_nothing_but_replay_error(full_replay):
    rng = random.Random(20261129)
    short = random_replay(11, upto=40)
    docs = [(dumps(short), to_document(short)), (dumps(full_replay), to_document(full_replay))]
    errors: dict[str, int] = {}
    cases = 0
    for round_ in range(3000):
        data, doc = docs[0] if round_ % 10 else docs[1]
        kind = round_ % 3
        if kind == 0:
            mutated = data[: rng.randrange(len(data))]
        elif kind == 1:
            buf = bytearray(data)
            for _ in range(rng.randrange(1, 5)):
                buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
            mutated = bytes(buf)
        else:
            body = _mutate_structure({k: v for k, v in doc.items()}, rng)
            mutated = seal(FORMAT, body)
        _check(mutated, errors)
        cases += 1
    # Splices: random chunks moved, duplicated or zeroed.
    for _ in range(1000):
        data = docs[0][0]
        a, b = sorted(rng.randrange(len(data)) for _ in range(2))
        choice = rng.randrange(3)
        if choice == 0:
            mutated = data[:a] + data[b:]
        elif choice == 1:
            mutated = data[:b] + data[a:b] + data[b:]
        else:
            mutated = data[:a] + b"\x00" * (b - a) + data[b:]
        _check(mutated, errors)
        cases += 1
    assert cases == 4000
    assert sum(errors.values()) > cases // 2
