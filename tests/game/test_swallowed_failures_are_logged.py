"""A failure the window lives through on purpose still leaves a line in the session log
(`mage-battle.log`): a crash journal that stops writing says crash-resume is off, and a
programming error caught where the window must not crash keeps its traceback."""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import commands as cmd
from engine.mage_battle.names import ELEMENTS, Side
from game.mage_battle.play import controller
from game.shell import ai_worker, logs, players


@pytest.fixture
def session_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """A session whose log and data folder are scratch ones; yields the log's path."""
    monkeypatch.setenv(logs.ENV, str(tmp_path / "log"))
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path / "data"))
    with logs.session() as path:
        yield path


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def _shrines() -> cmd.ChooseShrines:
    return cmd.ChooseShrines(Side.TEAL, tuple(ELEMENTS[:3]))


def test_a_journal_that_stops_writing_says_crash_resume_is_off(session_log: Path):
    c = controller(3, None, ai_process=False)
    assert c.journal is not None

    def full_disk(note: Any) -> None:
        raise OSError(28, "No space left on device")

    c.journal.record = full_disk               # type: ignore[method-assign]
    assert c.submit(_shrines())                # the match plays on
    assert c.journal is None
    [line] = [x for x in _lines(session_log) if "crash journal" in x]
    assert "crash-resume is off" in line and "No space left on device" in line
    assert "Traceback" not in session_log.read_text(encoding="utf-8")    # the world's failure: one line
    c.close()


def test_a_programming_error_in_the_journal_keeps_its_traceback(session_log: Path):
    c = controller(3, None, ai_process=False)
    assert c.journal is not None

    def bug(note: Any) -> None:
        raise TypeError("record() got an unexpected keyword")

    c.journal.record = bug                     # type: ignore[method-assign]
    assert c.submit(_shrines())
    text = session_log.read_text(encoding="utf-8")
    assert "recording to the crash journal (crash-resume is off for the rest of this match) failed: TypeError" in text
    assert "Traceback" in text and 'raise TypeError("record() got an unexpected keyword")' in text
    c.close()


def test_a_journal_that_cannot_be_opened_is_logged_and_the_match_plays_unsaved(
        session_log: Path, monkeypatch: pytest.MonkeyPatch):
    def read_only(*args: Any, **kwargs: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(players.replays.Journal, "open_new", read_only)
    c = controller(3, None, ai_process=False)
    assert c.journal is None and c.submit(_shrines())
    assert any("opening a crash journal (this match plays on unsaved) failed: PermissionError" in x
               for x in _lines(session_log))
    c.close()


def test_a_line_the_ai_process_logs_reaches_the_session_log(session_log: Path):
    parent, child = mp.Pipe()
    agent = ai_worker.ProcessAgent.__new__(ai_worker.ProcessAgent)
    agent._conn, agent._answer, agent.progress = parent, None, None
    sender = ai_worker._ToParent(child)
    logs.log.addHandler(sender)                 # as in the child, where `serve` installs it
    try:
        ai_worker._note(None, None, None)       # no game: the note cannot be taken
    finally:
        logs.log.removeHandler(sender)
    child.send(("ok", 0, None, None))
    agent.wait(1.0)
    assert agent._answer == ("ok", 0, None, None)
    assert any(x.startswith("mage-battle: AI process: taking the AI's note failed: AttributeError")
               for x in _lines(session_log))
