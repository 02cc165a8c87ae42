"""The crash journal of a match played in the window (replays.Journal): opened for a
match from its seed, found and resumed after a crash, settled as a saved replay.
Failures to journal never stop play."""

from __future__ import annotations

import datetime
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import replays
import replays.storage
from engine.kernel.match import Match
from game.shell.logs import survived
from replays import summary
from replays.journal import SUFFIX as JOURNAL_SUFFIX
from replays.journal import settle


def open_journal(match: Match[Any, Any, Any], players: Sequence[replays.Player]) -> replays.Journal | None:
    """A crash journal recording `match` from its start (the caller plays the match and
    the journal records each command), or None when it cannot be written."""
    try:
        header = replays.new_header(match.seed, *players, rules=match.rules, game=match.game.game_id)
        return replays.Journal.open_new(header, match=match)
    except Exception as error:  # no writable data folder: play on, unsaved
        survived("opening a crash journal (this match plays on unsaved)", error)
        return None


def unfinished_journal() -> Path | None:
    """The journal of the match played last, if any (from the summaries: nothing replayed)."""
    found = unfinished_matches()
    return found[0].path if found else None


@dataclass(frozen=True)
class Unfinished:
    """An unfinished match as the title screen lists it, for any game."""

    path: Path
    game_id: str | None            # None: a damaged journal (resuming it names the damage)
    started: datetime.datetime | None
    players: tuple[replays.Player, ...]
    commands: int
    # False: read from the journal's header alone (its summary was stale or missing), so
    # whether the match ended is not known until a worker replays it (`Checker`).
    checked: bool = True


def unfinished_matches(directory: Path | None = None) -> list[Unfinished]:
    """Every unfinished match in the data folder, the last played first, from the summaries
    beside the journals: no journal is replayed here (`Checker` does that in a worker for
    those whose summary was stale), so the title builds at once however many there are."""
    directory = directory if directory is not None else _journal_dir()
    if directory is None:
        return []
    found = []
    for path, _ in sorted(_journals(directory), key=lambda pair: pair[1], reverse=True):
        s = summary.summarize(path)
        if s is not None:      # (None: gone meanwhile)
            found.append(_row(path, s))
    return found


def _row(path: Path, s: summary.Summary) -> Unfinished:
    if s.game_id is None:
        return Unfinished(path, None, None, (), 0)
    try:
        started: datetime.datetime | None = datetime.datetime.fromisoformat(s.started).astimezone()
    except ValueError as error:
        survived(f"reading when the match of {path.name} started", error)
        started = None
    # An ended match's journal (the game stopped before it was settled) is listed unchecked
    # too: the worker saves it as a replay and the title lists again.
    return Unfinished(path, s.game_id, started, s.players, s.commands, checked=s.over is False)


def _journal_dir() -> Path | None:
    try:
        return replays.storage.journal_dir()
    except Exception as error:
        survived("finding the journal folder", error)
        return None


def _journals(directory: Path) -> list[tuple[Path, int]]:
    """The journals and when each was last written; summaries left without their journal
    (a crash between the two removals) go."""
    if not directory.is_dir():      # no match journaled yet: not a failure
        return []
    try:
        with os.scandir(directory) as entries:
            names = {e.name: e for e in entries if not e.name.startswith(".")}
    except OSError as error:
        survived(f"listing the journals in {directory}", error)
        return []
    found = []
    for name, entry in names.items():
        if name.endswith(JOURNAL_SUFFIX):
            try:
                found.append((Path(entry.path), entry.stat().st_mtime_ns))
            except OSError as error:        # (removed meanwhile, most likely)
                survived(f"reading the journal {name}", error)
                continue
        elif name.endswith(JOURNAL_SUFFIX + summary.SUFFIX) and name[: -len(summary.SUFFIX)] not in names:
            summary.remove(directory / name[: -len(summary.SUFFIX)])
    return found


class Checker:
    """A worker that replays the journals whose summary was stale (a crash, a hand edit):
    a match that had in fact ended is saved as a replay and leaves the list, a journal
    that cannot be resumed is marked damaged. `changed` says the title should list again."""

    def __init__(self, paths: Sequence[Path]) -> None:
        self.paths = tuple(paths)
        self.changed = False
        self._thread: threading.Thread | None = None
        if self.paths:
            self._thread = threading.Thread(target=self._run, name="journal-check", daemon=True)
            self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        """Before a journal is resumed or removed on the window's thread."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        for path in self.paths:
            try:
                s = summary.check(path)
            except Exception as error:
                survived(f"checking the journal {path.name}", error)
                continue
            if s is None or s.damaged:
                self.changed = True


def discard_journal(path: Path) -> None:
    """Forget an unfinished match for good."""
    try:
        os.unlink(path)
    except OSError as error:
        survived(f"removing the journal {path.name}", error)
    summary.remove(path)


def resume_journal(path: Path) -> replays.Journal | None:
    """The journal of an unfinished match, reopened, or None when it cannot be. A match
    that turns out to have ended (its summary was stale) is saved as a replay instead."""
    try:
        journal = replays.resume(path)
    except Exception as error:
        survived(f"resuming the journal {path.name}", error)
        return None
    if journal.match.over:
        try:
            settle(journal, path.parent.parent / "replays")
        except Exception as error:
            survived(f"saving the ended match of {path.name} as a replay", error)
            journal.close()
        return None
    return journal


def finish_journal(journal: replays.Journal, keep_last: int | None = None) -> tuple[str | None, str | None]:
    """Turn a finished match's journal into a saved replay: (path, None) or (None, reason).
    Then "keep only the newest N" tidies the folder in a worker (`keep_last`: the window's
    setting when not given)."""
    try:
        path = journal.close_as_replay()
    except Exception as error:  # a failed save must not lose the result screen
        survived("saving the replay", error)
        return None, (str(error).splitlines() or [type(error).__name__])[0]
    tidy(path.parent, _window_keep_last() if keep_last is None else keep_last)
    return str(path), None


def tidy(directory: Path, keep_last: int) -> threading.Thread | None:
    """Apply "keep only the newest `keep_last`" in a worker (removing thousands of files at
    once, the first time, takes seconds): replays marked as kept are never removed."""
    if keep_last <= 0:
        return None
    worker = threading.Thread(target=_prune_quietly, args=(directory, keep_last), name="replay-tidy", daemon=True)
    worker.start()
    return worker


def _prune_quietly(directory: Path, keep_last: int) -> None:
    from replays.housekeeping import prune

    try:
        prune(directory, keep_last)
    except Exception as error:      # the next save tries again
        survived("tidying the saved replays", error)


def _window_keep_last() -> int:
    """The open window's "keep only the newest N" setting (0, off, without a window)."""
    try:
        import arcade

        value = getattr(getattr(arcade.get_window(), "settings", None), "keep_last", 0)
    except RuntimeError:            # arcade's "no window is active": a script or a test, not a failure
        return 0
    except Exception as error:      # replays are kept, the safe side
        survived("reading the window's keep-only-the-newest setting", error)
        return 0
    return value if type(value) is int else 0
