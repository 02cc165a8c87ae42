"""Tidying the saved replays: removing some (to the system's trash where there is one),
"keep only the last N" without touching the replays marked as kept, and opening the
folder in the system's file manager.

The kept marks live in `kept.txt` beside the replays, one file name a line, written
atomically: not in the index, which is a cache that a damaged or missing file rebuilds.
Removing replays drops their rows from the index and their kept marks.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from replays.container import atomic_write
from replays.index import _LOCK, names_newest_first, read_index, write_index

KEPT_NAME = "kept.txt"
MAX_KEPT_BYTES = 4 * 1024 * 1024

Trash = Callable[[str], None]

_KEPT_LOCK = threading.Lock()


def system_trash() -> Trash | None:
    """Send2Trash's `send2trash` (the platform's trash: Windows' Recycle Bin, the macOS
    Trash, the freedesktop.org trash), or None when it is not installed."""
    try:     # a plain import, so the standalone build (PyInstaller) bundles it
        from send2trash import send2trash  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        return None
    found: Trash = send2trash
    return found


def _plain(name: str) -> bool:
    return bool(name) and "/" not in name and "\\" not in name and not name.startswith(".")


def read_kept(directory: Path) -> frozenset[str]:
    """The names marked as kept (a missing or unreadable file: none)."""
    try:
        with open(directory / KEPT_NAME, "rb") as handle:
            data = handle.read(MAX_KEPT_BYTES + 1)
        if len(data) > MAX_KEPT_BYTES:
            return frozenset()
        lines = data.decode("utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return frozenset()
    return frozenset(line for line in lines if _plain(line))


def mark_kept(directory: Path, names: Iterable[str], kept: bool) -> frozenset[str]:
    """Mark or unmark `names`; returns the kept names now. OSError if it cannot be written."""
    with _KEPT_LOCK:
        marks = set(read_kept(directory))
        if kept:
            marks.update(n for n in names if _plain(n))
        else:
            marks.difference_update(names)
        _write_kept(directory, marks)
        return frozenset(marks)


def _write_kept(directory: Path, marks: Iterable[str]) -> None:
    atomic_write(directory / KEPT_NAME, "".join(f"{n}\n" for n in sorted(marks)).encode("utf-8"))


@dataclass(frozen=True)
class Removed:
    trashed: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()                  # no trash to put them in: gone for good
    failed: tuple[tuple[str, str], ...] = ()       # (name, why)

    @property
    def gone(self) -> tuple[str, ...]:
        return self.trashed + self.deleted


def remove(directory: Path, names: Sequence[str], trash: Trash | None = None, use_trash: bool = True,
           progress: Callable[[int], None] | None = None) -> Removed:
    """Remove the replays `names` from `directory`: to the trash when there is one (the
    given one, else the system's), else deleted. Their index rows and kept marks go too.
    Never raises: what could not be removed is in `failed`. `progress(n)` after each."""
    trash = trash if trash is not None or not use_trash else system_trash()
    trashed: list[str] = []
    deleted: list[str] = []
    failed: list[tuple[str, str]] = []
    for i, name in enumerate(names):
        if progress is not None:
            progress(i)
        if not _plain(name):
            failed.append((name, "not a replay's name"))
            continue
        path = directory / name
        if trash is not None:
            try:
                trash(str(path))
                trashed.append(name)
                continue
            except Exception:
                pass          # no trash on this volume (or none at all): deleted instead
        try:
            os.unlink(path)
            deleted.append(name)
        except FileNotFoundError:
            deleted.append(name)         # already gone: its row goes all the same
        except OSError as error:
            failed.append((name, error.strerror or str(error)))
    done = Removed(tuple(trashed), tuple(deleted), tuple(failed))
    if done.gone:
        _forget(directory, set(done.gone))
    return done


class Removal:
    """`remove` in a worker, for many replays at once (thousands take seconds to trash):
    `done` of `total` so far, `result` once it has finished."""

    def __init__(self, directory: Path, names: Sequence[str]) -> None:
        self.total = len(names)
        self.done = 0
        self.result: Removed | None = None
        self._thread = threading.Thread(target=self._run, args=(directory, tuple(names)), name="replay-remove",
                                        daemon=True)
        self._thread.start()

    def _run(self, directory: Path, names: Sequence[str]) -> None:
        self.result = remove(directory, names, progress=self._count)

    def _count(self, n: int) -> None:
        self.done = n

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


def _forget(directory: Path, gone: set[str]) -> None:
    """Drop the removed replays' index rows and kept marks."""
    try:
        with _LOCK:
            rows = read_index(directory)
            if rows is not None and gone & rows.keys():
                write_index(directory, (row for name, row in rows.items() if name not in gone))
        with _KEPT_LOCK:
            marks = read_kept(directory)
            if gone & marks:
                _write_kept(directory, marks - gone)
    except OSError:
        pass           # a read-only folder: the next list finds the files gone anyway


def beyond_last(directory: Path, keep_last: int) -> list[str]:
    """The replays "keep only the last `keep_last`" would remove: all but the newest
    `keep_last`, except those marked as kept. Nothing when `keep_last` is 0 (off)."""
    if keep_last <= 0:
        return []
    kept = read_kept(directory)
    return [name for name in names_newest_first(directory)[keep_last:] if name not in kept]


def prune(directory: Path, keep_last: int, trash: Trash | None = None) -> Removed:
    """Apply "keep only the last `keep_last`" (after a replay is saved)."""
    return remove(directory, beyond_last(directory, keep_last), trash)


def folder_command(directory: Path, platform: str = sys.platform) -> list[str] | None:
    """The command that opens `directory` in the file manager; None on Windows, where
    `os.startfile` does it."""
    if platform.startswith("win"):
        return None
    return ["open" if platform == "darwin" else "xdg-open", str(directory)]


def open_folder(directory: Path, run: Callable[[list[str]], object] | None = None) -> str | None:
    """Open the folder in the system's file manager. Never raises: None when the command
    started, else one line saying why not."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        command = folder_command(directory)
        if command is None:
            getattr(os, "startfile")(str(directory))  # noqa: B009 - Windows only: mypy on Linux knows no startfile
            return None
        if run is None:
            subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
        else:
            run(command)
        return None
    except Exception as error:
        return (str(error).splitlines() or [type(error).__name__])[0]
