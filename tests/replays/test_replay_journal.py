"""Saving (names, atomic writes, the data directory) and the crash journal."""

from __future__ import annotations

import os
import struct
from dataclasses import replace

import pytest
from conftest import STARTED, header_for, play_random, random_replay

from engine.mage_battle import RuleError, Side
from engine.mage_battle import commands as cmd
from replays.container import read_records
from replays.errors import ReplayError
from replays.format import ai, human, new_header, result_of
from replays.journal import JOURNAL_LIMITS, Journal, find_unfinished, resume
from replays.resimulate import load_replay, verify
from replays.storage import file_name, list_replays, replays_dir, save_replay


def test_data_dir_follows_the_environment(data_dir):
    assert replays_dir() == data_dir / "replays"


def test_file_name_sorts_by_time_and_says_who_played_and_won(full_replay):
    header = replace(full_replay.header, players=(human(), ai("advanced")))
    r = header.result
    winner = ("teal", "crimson")[r.winners[0]]
    assert file_name(header) == (f"20261129-154801_mage_battle_teal-human_vs_crimson-advanced_{winner}-"
                                 f"{r.scores[r.winners[0]]}-{r.scores[1 - r.winners[0]]}.embr")
    assert file_name(replace(header, result=None)).endswith("_unfinished.embr")
    later = replace(header, started="2026-11-29T16:00:00+09:00")   # 07:00 UTC: earlier
    assert file_name(later) < file_name(header)


def test_save_is_atomic_and_never_overwrites(full_replay, data_dir):
    first = save_replay(full_replay)
    second = save_replay(full_replay)
    assert first != second and second.name.endswith("-2.embr")
    assert list_replays() == [first, second]
    assert not [p for p in first.parent.iterdir() if p.name.startswith(".")]  # no temp files left
    assert verify(load_replay(first).replay, str(first)).ok


def test_simultaneous_saves_of_one_match_keep_every_file(full_replay, data_dir):
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=8) as pool:
        paths = list(pool.map(lambda _: save_replay(full_replay), range(8)))
    assert len(set(paths)) == 8
    assert sorted(paths) == sorted(list_replays())


def _journal_match(seed: int, upto: int | None = None) -> Journal:
    journal = Journal.open_new(header_for(seed))
    reference = play_random(seed, upto)
    for command in reference.commands:
        journal.append(command)
    return journal


def test_journal_to_replay_matches_a_direct_recording():
    journal = _journal_match(4)
    path = journal.close_as_replay()
    assert find_unfinished() == []
    loaded = load_replay(path)
    assert loaded.replay == random_replay(4)
    assert verify(loaded.replay, str(path)).ok
    assert loaded.header.result == result_of(loaded.match)


def test_a_finished_match_left_as_a_journal_is_settled_not_offered():
    saved_then_stopped = _journal_match(4)
    first = save_replay(saved_then_stopped.to_replay())     # stopped before removing the journal
    saved_then_stopped.close()
    stopped_before_saving = _journal_match(5)
    stopped_before_saving.close()
    assert find_unfinished() == []
    assert not list(saved_then_stopped.path.parent.iterdir())
    replays = list_replays()
    assert first in replays and len(replays) == 2           # the saved one not duplicated, the other saved
    assert {load_replay(p).replay for p in replays} == {random_replay(4), random_replay(5)}


def test_illegal_command_is_not_written():
    journal = _journal_match(4, upto=10)
    size = os.path.getsize(journal.path)
    with pytest.raises(RuleError):
        journal.append(cmd.EndTurn(journal.match.state.to_move.other))
    assert os.path.getsize(journal.path) == size


def test_resume_rebuilds_the_match_and_goes_on():
    journal = _journal_match(6, upto=100)
    journal.close()          # the process stops without closing the match
    [path] = find_unfinished()
    again = resume(path)
    reference = play_random(6)
    assert again.match.commands == reference.commands[:100]
    assert again.match.hash() == play_random(6, 100).hash()
    for command in reference.commands[100:]:
        again.append(command)
    out = again.close_as_replay()
    assert load_replay(out).replay == random_replay(6)


def test_every_torn_tail_is_tolerated(tmp_path):
    journal = _journal_match(8, upto=12)
    journal.close()
    data = journal.path.read_bytes()
    whole = read_records(data, JOURNAL_LIMITS, "j")
    assert not whole.torn and len(whole.values) == 13
    # Cut the file at every byte after the header record: the intact records survive.
    boundaries = []
    offset = 0
    while offset < len(data):
        length, _ = struct.unpack_from(">II", data, offset)
        offset += 8 + length
        boundaries.append(offset)
    for cut in range(boundaries[0], len(data)):
        path = tmp_path / f"cut{cut}.embj"
        path.write_bytes(data[:cut])
        again = resume(path)
        complete = sum(1 for b in boundaries[1:] if b <= cut)
        assert len(again.match.commands) == complete
        again.close()
        assert os.path.getsize(path) == boundaries[complete]   # the torn tail is cut off


def test_damage_before_the_last_record_is_an_error(tmp_path):
    journal = _journal_match(8, upto=12)
    journal.close()
    data = bytearray(journal.path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    journal.path.write_bytes(bytes(data))
    with pytest.raises(ReplayError, match="damaged|command|record"):
        resume(journal.path)


def test_journal_without_header_is_refused(tmp_path):
    path = tmp_path / "empty.embj"
    path.write_bytes(b"")
    with pytest.raises(ReplayError, match="no header record"):
        resume(path)


def test_new_header_defaults():
    header = new_header(1, human(), ai("random"))
    assert header.app_version and header.started.endswith("+00:00")
    assert Side.TEAL.key == "teal" and STARTED


def test_mutated_journals_fail_only_with_replay_error(tmp_path):
    import random

    journal = _journal_match(9, upto=40)
    journal.close()
    data = journal.path.read_bytes()
    rng = random.Random(5)
    for n in range(400):
        buf = bytearray(data)
        for _ in range(rng.randrange(1, 4)):
            buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
        if n % 4 == 0:
            del buf[rng.randrange(len(buf)):]
        path = tmp_path / f"m{n}.embj"
        path.write_bytes(bytes(buf))
        try:
            resume(path).close()
        except ReplayError as error:
            assert "\n" not in str(error) and str(error).startswith(str(path))

