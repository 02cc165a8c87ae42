"""A journal of any registered game, written up to the middle of a random match and
resumed (after a clean stop, and after a kill that tore its last record), holds the
same commands and state; going on from there and saving gives the same match as
playing it straight through, and that replay verifies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conformance_kit import STARTED, AnyMatch, each_game, random_match

from engine.kernel.game import AnyGame
from replays.format import ai, loads, new_header
from replays.journal import Journal, resume
from replays.resimulate import verify

SEED = 17
CAP = 120


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _half_journal(game: AnyGame, tmp_path: Path) -> tuple[AnyMatch, Journal, int]:
    match = random_match(game, SEED, cap=CAP)
    header = new_header(SEED, *[ai("random")] * match.seats, started=STARTED, rules=match.rules, game=game.game_id)
    journal = Journal.open_new(header, tmp_path / "journals")
    half = len(match.commands) // 2
    for index, command in enumerate(match.commands[:half]):
        journal.append(command, ["note", index] if index % 3 == 0 else None)
    return match, journal, half


def _finish(match: AnyMatch, again: Journal, tmp_path: Path) -> None:
    for command in match.commands[len(again.match.commands):]:
        again.append(command)
    assert again.match.hash() == match.hash() and again.match.events == match.events
    saved = again.close_as_replay(tmp_path / "replays")
    replay = loads(saved.read_bytes(), str(saved))
    assert replay.commands == tuple(match.commands) and replay.header.result == match.outcome()
    assert verify(replay, str(saved)).ok


@pytest.mark.parametrize("game", each_game())
def test_a_journal_resumed_mid_match_goes_on_as_the_same_match(game: AnyGame, tmp_path: Path) -> None:
    match, journal, half = _half_journal(game, tmp_path)
    journal.close()
    again = resume(journal.path)
    assert again.match.commands == match.commands[:half]
    assert again.match.hash() == journal.match.hash()
    assert [(n.command, n.data) for n in again.notes] == [(i, ["note", i]) for i in range(0, half, 3)]
    _finish(match, again, tmp_path)


@pytest.mark.parametrize("game", each_game())
def test_a_journal_torn_by_a_kill_resumes_before_the_torn_record(game: AnyGame, tmp_path: Path) -> None:
    match, journal, half = _half_journal(game, tmp_path)
    path: Any = journal.path
    journal.close()
    data = path.read_bytes()
    path.write_bytes(data + data[-7:-2])            # a record whose write the kill cut short
    again = resume(path)
    assert again.match.commands == match.commands[:half]
    assert path.read_bytes() == data                # the torn tail is cut off
    _finish(match, again, tmp_path)
