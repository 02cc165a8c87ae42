"""The window's log: while the window is open, what the game writes to stderr (its one-line
notices, such as sound turning itself off or an unreadable settings file, and the
traceback of a crash) is also kept in `mage-battle.log` in the user log folder that
platformdirs names (`EMB_LOG_DIR` overrides it). A player who started the game from a
menu, with no terminal, can still send it.

The file is opened at the first line written, so a session with nothing to say leaves
none; each session's lines follow a header (version, time, platform). A file grown past
`LIMIT` is moved to `mage-battle.1.log` first. A log that cannot be written never stops
the game: stderr still gets everything.

A failure the window lives through on purpose (a journal that cannot be written, an AI
process that will not start) is told with `survived`, through the standard `logging`
module: the session routes the `game` loggers to the same file.
"""

from __future__ import annotations

import datetime
import io
import logging
import os
import platform
import sys
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

import platformdirs

APP = "elemental-mage-battle"
ENV = "EMB_LOG_DIR"
FILE = "mage-battle.log"
LIMIT = 1_000_000
# Every window module logs under this name; the session's handler sits on it.
LOGGER = "game"
log = logging.getLogger(LOGGER + ".shell")

# Failures of the world around the window: a disk, a folder, a pipe, a file some other
# build or a hand edit wrote. Anything else the window lives through is a bug, so its
# traceback goes to the log too.
WORLD_ERRORS = (OSError, EOFError, ValueError)


def log_dir() -> Path:
    override = os.environ.get(ENV)
    return Path(override) if override else Path(platformdirs.user_log_dir(APP))


def log_path() -> Path:
    return log_dir() / FILE


def version() -> str:
    """The installed build's version (the package metadata), or `(not installed)`."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(APP)
    except PackageNotFoundError:
        return "(not installed)"


class Tee(io.TextIOBase):
    """Writes to `stream` (may be None: no console) and appends to the log file."""

    def __init__(self, stream: TextIO | None, path: Path) -> None:
        self.stream = stream
        self.path = path
        self._file: TextIO | None = None
        self._pending = ""
        self._broken = False

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if self.stream is not None:
            self.stream.write(text)
        self._log(text)
        return len(text)

    def flush(self) -> None:
        if self.stream is not None:
            self.stream.flush()
        if self._file is not None:
            self._file.flush()

    def _log(self, text: str) -> None:
        """Whole lines only: a line is kept once its end was written (so a notice that the
        log failed never lands inside a line on the console)."""
        if self._broken:
            return
        self._pending += text
        lines, newline, self._pending = self._pending.rpartition("\n")
        if not newline:
            return
        try:
            if self._file is None:
                self._file = self._open()
            self._file.write(lines + newline)
            self._file.flush()
        except OSError as error:
            self._broken = True
            if self.stream is not None:
                self.stream.write(f"mage-battle: log {self.path} not written ({error})\n")

    def _open(self) -> TextIO:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            if self.path.stat().st_size > LIMIT:
                self.path.replace(self.path.with_name(self.path.stem + ".1" + self.path.suffix))
        except FileNotFoundError:
            pass
        file = open(self.path, "a", encoding="utf-8", errors="backslashreplace")
        now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        file.write(f"--- mage-battle {version()}, {now}, Python {platform.python_version()}, "
                   f"{platform.platform()}\n")
        return file

    def close(self) -> None:
        if self._pending:
            self._log("\n")
        if self._file is not None:
            self._file.close()
            self._file = None
        self._broken = True         # a stream kept by someone after the session: console only


def survived(what: str, error: BaseException) -> None:
    """Tell the session log that `what` failed and the window went on without it: one line
    naming it and the error. Where not crashing is the point, a programming error must
    still never pass silently, so one that is not the world's keeps its traceback."""
    line = " ".join(f"{what} failed: {type(error).__name__}: {error}".split())
    if isinstance(error, WORLD_ERRORS):
        log.warning(line)
    else:
        log.error(line, exc_info=error)


def handler(stream: TextIO | io.TextIOBase) -> logging.Handler:
    """The `game` loggers' lines on `stream`, worded like the window's other notices."""
    out = logging.StreamHandler(stream)
    out.setFormatter(logging.Formatter("mage-battle: %(message)s"))
    return out


@contextmanager
def session() -> Iterator[Path]:
    """Copy stderr to the log while the block runs (a crash's traceback included), and the
    `game` loggers' lines with it; yields the log's path."""
    tee = Tee(sys.stderr, log_path())
    previous, sys.stderr = sys.stderr, tee
    logger, lines = logging.getLogger(LOGGER), handler(tee)
    logger.addHandler(lines)
    try:
        yield tee.path
    except BaseException as error:
        if not isinstance(error, (SystemExit, KeyboardInterrupt)):
            tee._log("".join(traceback.format_exception(error)))
        raise
    finally:
        logger.removeHandler(lines)
        sys.stderr = previous
        tee.close()
