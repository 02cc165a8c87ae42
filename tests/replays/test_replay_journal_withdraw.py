"""Withdrawing the last commands from a crash journal (a player's undo): the file after a
withdrawal replays to the match without them, a crash right after resumes without them,
and the saved replay holds only what was finally played."""

from __future__ import annotations

import pytest
from conftest import header_for, play_random

from engine.kernel.random_agent import RandomAgent
from replays.journal import Journal, record_ends, resume, rewind
from replays.resimulate import load_replay, verify


def _journal(seed: int, upto: int) -> Journal:
    journal = Journal.open_new(header_for(seed))
    for command in play_random(seed, upto).commands:
        journal.append(command)
    return journal


def test_withdraw_rewinds_the_match_and_the_file_to_before_the_commands():
    journal = _journal(11, 60)
    size_at_58 = record_ends(journal.path.read_bytes())[58]
    journal.withdraw(2)
    assert journal.match.commands == play_random(11, 58).commands
    assert journal.match.hash() == play_random(11, 58).hash()
    assert journal.path.stat().st_size == size_at_58
    assert all(i < 58 for i, _ in journal.checkpoints)
    journal.close()
    again = resume(journal.path)        # the process dies right after the undo
    assert again.match.commands == journal.match.commands
    assert again.match.hash() == journal.match.hash()
    assert again.checkpoints == journal.checkpoints
    again.close()


def test_after_a_withdrawal_play_goes_on_and_the_replay_has_no_withdrawn_command():
    journal = _journal(12, 40)
    journal.withdraw(1)
    # Something else is played in its place, then the match to its end.
    agents = [RandomAgent(99), RandomAgent(98)]
    match = journal.match
    while not match.over:
        seat = match.deciders()[0]
        journal.append(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    played = list(match.commands)
    path = journal.close_as_replay()
    loaded = load_replay(path)
    assert list(loaded.replay.commands) == played
    assert verify(loaded.replay, str(path)).ok
    assert loaded.replay.checkpoints == tuple(journal.checkpoints)
    assert played[:39] == play_random(12, 39).commands and len(played) > 39


def test_withdraw_then_crash_mid_append_resumes_from_the_withdrawn_point():
    journal = _journal(13, 30)
    journal.withdraw(3)
    journal.append(play_random(13, 28).commands[27])   # the same as before: still legal there
    journal.close()
    with open(journal.path, "ab") as handle:            # a torn append after it
        handle.write(b"\x00\x00\x01")
    again = resume(journal.path)
    assert again.match.commands == play_random(13, 28).commands
    again.close()


def test_withdraw_refuses_more_than_was_recorded_and_a_closed_journal():
    journal = _journal(14, 5)
    with pytest.raises(ValueError):
        journal.withdraw(6)
    with pytest.raises(ValueError):
        journal.withdraw(0)
    journal.close()
    with pytest.raises(Exception, match="closed"):
        journal.withdraw(1)


def test_rewind_folds_the_commands_kept():
    match = play_random(15, 50)
    rewind(match, 7)
    assert match.commands == play_random(15, 43).commands
    assert match.events == play_random(15, 43).events
    assert match.boundaries[-1] == len(match.events) and len(match.boundaries) == 44
