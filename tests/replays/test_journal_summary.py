"""The summary beside each crash journal: written with every record, read back without
replaying the journal, stale once the journal changes by hand, rebuilt from the header
record alone when missing or damaged, and settled by a full check when the match ended."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import header_for, play_random

from replays import summary
from replays.journal import Journal
from replays.storage import list_replays


def journal_of(directory: Path, seed: int, commands: int) -> Journal:
    """A journal of a match cut off after `commands` commands, still open."""
    played = play_random(seed, commands)
    journal = Journal.open_new(header_for(seed), directory)
    for command in played.commands:
        journal.append(command)
    return journal


def test_every_record_rewrites_the_summary(tmp_path: Path) -> None:
    journal = journal_of(tmp_path, 3, 0)
    first = summary.read(journal.path, os.stat(journal.path))
    assert first is not None and first.commands == 0 and first.over is False
    played = play_random(3, 12)
    for command in played.commands:
        journal.append(command)
        s = summary.read(journal.path, os.stat(journal.path))
        assert s is not None and s.commands == len(journal.match.commands)
    journal.withdraw(2)
    s = summary.read(journal.path, os.stat(journal.path))
    assert s is not None and s.commands == 10
    assert s.game_id == "mage_battle" and [p.kind for p in s.players] == ["human", "ai"]
    journal.close()


def test_a_journal_changed_by_hand_makes_its_summary_stale(tmp_path: Path) -> None:
    journal = journal_of(tmp_path, 4, 8)
    journal.close()
    with open(journal.path, "ab") as handle:
        handle.write(b"\x00\x00")                          # a torn record, as a crash leaves
    assert summary.read(journal.path, os.stat(journal.path)) is None
    s = summary.summarize(journal.path)
    assert s is not None and s.commands == 8 and s.over is None and not s.damaged
    assert summary.read(journal.path, os.stat(journal.path)) == s     # kept for next time


@pytest.mark.parametrize("junk", [b"", b"\xc1", b"\x81\xa7version\x01", b"\x92" * 70_000,
                                  b"\x87\xa7version\x01\xa4game\xc0\xa7started\xa0\xa7players\x91\x93\xa1x\xc0\xc0"
                                  b"\xa8commands\xff\xa4over\xc0\xa4size\x00"])
def test_a_damaged_summary_is_read_again_from_the_journal(tmp_path: Path, junk: bytes) -> None:
    journal = journal_of(tmp_path, 5, 6)
    journal.close()
    summary.summary_path(journal.path).write_bytes(junk)
    assert summary.read(journal.path, os.stat(journal.path)) is None
    s = summary.summarize(journal.path)
    assert s is not None and s.commands == 6 and s.game_id == "mage_battle"


def test_a_journal_with_a_damaged_header_gets_a_damaged_summary(tmp_path: Path) -> None:
    path = tmp_path / "20260101-000000_mage_battle_x.embj"
    path.write_bytes(b"\x00\x00\x00\x05\x00\x00\x00\x00junk!")
    s = summary.summarize(path)
    assert s is not None and s.damaged


def test_a_removed_journal_has_no_summary_and_its_check_is_none(tmp_path: Path) -> None:
    journal = journal_of(tmp_path, 6, 4)
    journal.discard()
    assert not summary.summary_path(journal.path).exists()
    assert summary.summarize(journal.path) is None and summary.check(journal.path) is None


def test_the_check_settles_a_match_that_ended_and_marks_damage(tmp_path: Path) -> None:
    journals = tmp_path / "journal"
    ended = journal_of(journals, 7, 10_000)
    assert ended.match.over
    ended.close()
    s = summary.summarize(ended.path)
    assert s is not None and s.over is True
    assert summary.check(ended.path) is None
    assert not ended.path.exists() and not summary.summary_path(ended.path).exists()
    assert len(list_replays(tmp_path / "replays")) == 1

    going = journal_of(journals, 8, 20)
    going.close()
    data = bytearray(going.path.read_bytes())
    data[-40] ^= 0xFF                                    # damage inside a record, not at the end
    going.path.write_bytes(bytes(data))
    before = summary.summarize(going.path)
    assert before is not None and not before.damaged and before.over is None
    after = summary.check(going.path)
    assert after is not None and after.damaged
