"""A failure the window lives through on purpose still leaves a line in the session log
(`mage-battle.log`): a crash journal that stops writing says crash-resume is off, and a
programming error caught where the window must not crash keeps its traceback."""

from __future__ import annotations

import ast
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
        ai_worker._note(None)                   # no agent: the note cannot be taken
    finally:
        logs.log.removeHandler(sender)
    child.send(("ok", 0, None, None))
    agent.wait(1.0)
    assert agent._answer == ("ok", 0, None, None)
    assert any(x.startswith("mage-battle: AI process: taking the AI's note failed: AttributeError")
               for x in _lines(session_log))


# --- every handler in the shell and the games' viewers leaves a line -----------------------

ROOT = Path(__file__).resolve().parents[2]

# Handlers that catch an answer, not a failure: nothing went wrong, so nothing is logged.
ANSWERS = {
    ("game/shell/controller.py", "RuleError"): "the rules refused a late AI answer; it is asked again",
    ("game/shell/ai_worker.py", "EOFError|OSError"): "the pipe closed: the other process has gone away",
    ("game/shell/logs.py", "PackageNotFoundError"): "not installed: the version says so",
    ("game/shell/logs.py", "FileNotFoundError"): "no older log to move aside",
    ("game/shell/resources.py", "ModuleNotFoundError"): "no packaged resources: the source tree's are used",
    ("game/shell/settings.py", "FileNotFoundError"): "no settings file yet: the defaults",
    ("game/shell/players.py", "RuntimeError"): "arcade's no-window-is-active: a script or a test",
    ("game/shell/viewer/review_job.py", "NoReviewer"): "this match has no reviewer: the window says so",
    ("game/shell/viewer/review_job.py", "Cancelled"): "the window asked the review to stop",
    ("game/mage_battle/viewer/whatif.py", "RuleError"): "the rules refuse the what-if move: it is not offered",
}

# Handlers that hand the error on to code that tells it: not silent, only told elsewhere.
HANDED_ON = {
    ("game/shell/ai_worker.py", "Exception"): "sent to the window process, which logs or raises it",
    ("game/shell/controller.py", "BaseException"): "kept for poll(), which raises it on the drawing thread",
    ("game/shell/logs.py", "OSError"): "the log itself cannot be written: said on stderr",
    ("game/shell/selfcheck.py", "Exception"): "a problem in the self-check's report",
    ("game/shell/selfcheck.py", "OSError|ValueError|KeyError|TypeError"): "a problem in the self-check's report",
    ("game/shell/sound.py", "Exception"): "turn_off prints the reason to stderr, which the session logs",
}

# A call to one of these (a `survived`, a logger's method, logging's own `handleError`) or a
# `print(..., file=sys.stderr)` (the session copies stderr to its log) leaves the line.
LOGGING_CALLS = {"survived", "debug", "info", "warning", "error", "exception", "critical", "handleError"}


def _caught(handler: ast.ExceptHandler) -> str:
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return "|".join(ast.unparse(kind).split(".")[-1] for kind in kinds if kind is not None) or "everything"


def _leaves_a_line(handler: ast.ExceptHandler) -> bool:
    for node in ast.walk(handler):
        if isinstance(node, ast.Raise):
            return True
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in LOGGING_CALLS:
                return True
            if name == "print" and any(k.arg == "file" and ast.unparse(k.value) == "sys.stderr" for k in node.keywords):
                return True
    return False


def _window_code() -> list[Path]:
    folders = [ROOT / "game" / "shell", *sorted((ROOT / "game").glob("*/viewer"))]
    return sorted({file for folder in folders for file in folder.rglob("*.py")})


def _silent_handlers() -> list[tuple[str, int, str]]:
    silent = []
    for file in _window_code():
        name = file.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ExceptHandler) and not _leaves_a_line(node):
                silent.append((name, node.lineno, _caught(node)))
    return silent


def test_every_failure_the_shell_or_a_viewer_lives_through_reaches_the_log():
    unexplained = [f"{name}:{line} except {caught}" for name, line, caught in _silent_handlers()
                   if (name, caught) not in ANSWERS | HANDED_ON]
    assert unexplained == [], "a handler neither logs (logs.survived) nor re-raises"


def test_the_walk_finds_the_viewer_and_every_game_viewer():
    names = {file.relative_to(ROOT).as_posix() for file in _window_code()}
    assert {"game/shell/viewer/load.py", "game/mage_battle/viewer/model.py",
            "game/wizard_survive/viewer/model.py", "game/ifrita_duel/viewer/model.py"} <= names


def test_the_walk_sees_a_silent_handler():
    quiet = ast.parse("try:\n    f()\nexcept ValueError:\n    pass\n").body[0]
    told = ast.parse("try:\n    f()\nexcept ValueError as e:\n    survived('f', e)\n").body[0]
    assert isinstance(quiet, ast.Try) and isinstance(told, ast.Try)
    assert not _leaves_a_line(quiet.handlers[0]) and _leaves_a_line(told.handlers[0])


def test_a_replay_that_cannot_be_read_leaves_a_line(session_log: Path, tmp_path: Path):
    from game.shell.viewer.load import load

    broken = tmp_path / "broken.embr"
    broken.write_bytes(b"not a replay")
    loaded, reason = load(broken)
    assert loaded is None and reason
    assert any(f"reading the replay {broken} failed" in x for x in _lines(session_log))
