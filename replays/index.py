"""A small header index beside the saved replays, so the list never parses a file it
does not show.

`index.msgpack` in the replays folder holds one row per replay: the game, each seat's kind
and level, the start time, the result, the length, the rule set's name, and the file's
size and modification time (a row whose file no longer has that size and time is stale).
The index is a cache and nothing more: every reader lists the folder itself (the file
names sort by time), so a file added, removed or damaged by hand, a row lost to two
processes writing at once, or a damaged or hostile index only means some files get
parsed again. A damaged replay gets a row marked damaged, listed as today.

Writes are atomic (temp file + `os.replace`); in this process one lock orders the
read-modify-write of a save (`note_saved`) and of a rebuild (`Library`), so a replay
saved while the index is being rebuilt keeps its row.
"""

from __future__ import annotations

import gc
import os
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgpack  # type: ignore[import-untyped]  # ships no stubs

from replays.container import atomic_write
from replays.format import FORMAT, Replay, loads

if TYPE_CHECKING:
    from replays.index_filter import Filter

INDEX_NAME = "index.msgpack"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 64 * 1024 * 1024   # ~250 bytes a row: far beyond any real folder
MAX_TEXT = 256

RESULTS = ("win", "loss", "draw", "unfinished")
HOTSEAT = "hotseat"

_LOCK = threading.Lock()   # one read-modify-write of the index at a time (saves, rebuilds)


@lru_cache(maxsize=4096)
def _levels(seats: tuple[tuple[str, str | None], ...]) -> tuple[str, ...]:
    return tuple(level or "?" for kind, level in seats if kind == "ai")


@lru_cache(maxsize=4096)
def _result(seats: tuple[tuple[str, str | None], ...], scores: tuple[int, ...] | None,
            winners: tuple[int, ...]) -> str:
    if scores is None:
        return "unfinished"
    humans = {i for i, (kind, _) in enumerate(seats) if kind == "human"}
    won = set(winners)
    if not won or len(won) == len(seats) or not humans:
        return "draw"
    return "win" if humans & won else "loss"


@dataclass(frozen=True)
class Row:
    name: str
    size: int
    mtime_ns: int
    game: str = ""
    seats: tuple[tuple[str, str | None], ...] = ()    # (kind, level) per seat
    started: str = ""
    scores: tuple[int, ...] | None = None               # None: unfinished
    winners: tuple[int, ...] = ()
    commands: int = 0
    rules: str = ""                                      # a draft's name, "" for the default
    damaged: bool = False

    @property
    def levels(self) -> tuple[str, ...]:
        return _levels(self.seats)

    @property
    def opponent(self) -> str:
        """The AI levels, or "hotseat" when people play each other."""
        return "/".join(self.levels) or HOTSEAT

    @property
    def result(self) -> str:
        """From the player's side (the human seats): win, loss, draw or unfinished."""
        return _result(self.seats, self.scores, self.winners)

    def fresh(self, stat: os.stat_result) -> bool:
        return self.size == stat.st_size and self.mtime_ns == stat.st_mtime_ns

    def to_data(self) -> list[Any]:
        return [self.name, self.size, self.mtime_ns, self.game, [list(s) for s in self.seats], self.started,
                None if self.scores is None else list(self.scores), list(self.winners), self.commands,
                self.rules, self.damaged]


def _text(value: Any) -> str:
    if type(value) is not str or len(value) > MAX_TEXT:
        raise ValueError("text")
    return value


def _int(value: Any, low: int = 0, high: int = 2**63) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError("integer")
    return value


def _ints(value: Any, most: int = 16) -> tuple[int, ...]:
    if type(value) is not list or len(value) > most:
        raise ValueError("list")
    for v in value:
        if type(v) is not int or not 0 <= v <= 100_000:
            raise ValueError("integer")
    return tuple(value)


def row_from_data(value: Any) -> Row:
    """A row read back from the index; ValueError for anything not exactly a row."""
    if not isinstance(value, list) or len(value) != 11:
        raise ValueError("row")
    name, size, mtime, game, seats, started, scores, winners, commands, rules, damaged = value
    if type(seats) is not list or len(seats) > 16 or type(damaged) is not bool:
        raise ValueError("row")
    pairs = []
    for seat in seats:
        if type(seat) is not list or len(seat) != 2:
            raise ValueError("seat")
        pairs.append((_text(seat[0]), None if seat[1] is None else _text(seat[1])))
    name = _text(name)
    if "/" in name or "\\" in name or name.startswith("."):
        raise ValueError("name")
    return Row(name, _int(size), _int(mtime, -(2**63)), _text(game), tuple(pairs), _text(started),
               None if scores is None else _ints(scores), _ints(winners), _int(commands, 0, 1_000_000),
               _text(rules), damaged)


def row_of_replay(name: str, stat: os.stat_result | None, replay: Replay) -> Row:
    h = replay.header
    try:
        rules = h.game.rules_name(h.rules)
    except Exception:
        rules = ""
    return Row(name, stat.st_size if stat else 0, stat.st_mtime_ns if stat else 0, h.game_id,
               tuple((p.kind, p.level) for p in h.players), h.started,
               None if h.result is None else tuple(h.result.scores),
               () if h.result is None else tuple(h.result.winners), len(replay.commands), rules[:MAX_TEXT])


def row_of_file(path: Path, stat: os.stat_result | None = None) -> Row | None:
    """Parse one replay (header and commands, no re-simulation); None if it is gone."""
    from replays.container import read_capped

    try:
        stat = stat if stat is not None else os.stat(path)
    except OSError:
        return None
    try:
        replay = loads(read_capped(path, FORMAT.limits), str(path))
    except Exception:
        return Row(path.name, stat.st_size, stat.st_mtime_ns, damaged=True)
    return row_of_replay(path.name, stat, replay)


def index_path(directory: Path) -> Path:
    return directory / INDEX_NAME


def _no_ext(code: int, data: bytes) -> Any:
    raise ValueError("extension types are not index data")


def read_index(directory: Path) -> dict[str, Row] | None:
    """The rows by file name; None when the index is missing, damaged or not ours."""
    paused = gc.isenabled()
    gc.disable()          # tens of thousands of small objects: no collection passes midway
    try:
        return _read_index(directory)
    finally:
        if paused:
            gc.enable()


def _read_index(directory: Path) -> dict[str, Row] | None:
    try:
        with open(index_path(directory), "rb") as handle:
            data = handle.read(MAX_INDEX_BYTES + 1)
        if len(data) > MAX_INDEX_BYTES:
            return None
        doc = msgpack.unpackb(data, raw=False, use_list=True, strict_map_key=True, ext_hook=_no_ext)
        if not isinstance(doc, dict) or doc.get("version") != INDEX_VERSION or not isinstance(doc.get("rows"), list):
            return None
        rows = (row_from_data(item) for item in doc["rows"])
        return {row.name: row for row in rows}
    except Exception:     # OSError, bad msgpack, RecursionError, a bad row: rebuild
        return None


def write_index(directory: Path, rows: Iterable[Row]) -> None:
    doc = {"version": INDEX_VERSION, "rows": [row.to_data() for row in sorted(rows, key=lambda r: r.name)]}
    atomic_write(index_path(directory), msgpack.packb(doc, use_bin_type=True))


def note_saved(path: Path, replay: Replay) -> None:
    """A replay was just saved at `path`: its row joins the index, if the folder has one
    (the list builds it on first use; a folder nobody lists gets no index). Never fails the save."""
    try:
        row = row_of_replay(path.name, os.stat(path), replay)
        with _LOCK:
            rows = read_index(path.parent)
            if rows is None:
                return
            rows[row.name] = row
            write_index(path.parent, rows.values())
    except Exception:
        pass     # the next list finds the file unindexed and parses it


# --- the library: the folder, the index, a worker bringing it up to date --------------

def names_newest_first(directory: Path) -> list[str]:
    """The replays' file names, newest first (as `list_replays` sorts them, by stem,
    without a Path for each)."""
    from replays.storage import SUFFIX

    try:
        with os.scandir(directory) as found:
            names = [e.name for e in found if e.name.endswith(SUFFIX) and not e.name.startswith(".")]
    except OSError:
        return []
    names.sort(key=lambda name: name[: -len(SUFFIX)], reverse=True)
    return names


class Library:
    """The saved replays as the list sees them. Opening lists the folder and reads the
    index, nothing more; `row()` stats a shown file and parses it only when it has no
    fresh row; `start()` runs a worker that stats every file, parses the new or changed
    ones (progress in `done` / `total`) and writes the index back."""

    def __init__(self, directory: Path | None = None) -> None:
        from replays.storage import SUFFIX, replays_dir

        self.directory = directory if directory is not None else replays_dir()
        self._suffix = SUFFIX
        self.names = names_newest_first(self.directory)
        self.rows: dict[str, Row] = read_index(self.directory) or {}
        self._lock = threading.Lock()
        self.done = 0
        self.total = 0
        self.parsing = False      # the worker found files to parse (the list shows progress)
        self.running = False
        self.version = 0          # counts changes to `rows`: a caller's cache of filtered lists keys on it
        self._thread: threading.Thread | None = None

    def path(self, name: str) -> Path:
        return self.directory / name

    def row(self, name: str) -> Row:
        """The shown row: the index's when fresh, else this one file parsed now."""
        with self._lock:
            row = self.rows.get(name)
        try:
            stat = os.stat(self.path(name))
        except OSError:
            return row or Row(name, 0, 0, damaged=True)
        if row is not None and row.fresh(stat):
            return row
        parsed = row_of_file(self.path(name), stat) or Row(name, 0, 0, damaged=True)
        with self._lock:
            self.rows[name] = parsed
            self.version += 1
        return parsed

    def forget(self, gone: Iterable[str]) -> None:
        """Files removed from the folder (housekeeping): no longer listed."""
        gone = set(gone)
        if not gone:
            return
        with self._lock:
            self.names = [name for name in self.names if name not in gone]
            for name in gone:
                self.rows.pop(name, None)
            self.version += 1

    def known(self) -> list[Row]:
        """The rows the index has for the listed files (possibly stale until the worker ends)."""
        with self._lock:
            return [row for name in self.names if (row := self.rows.get(name)) is not None]

    def matching(self, where: Filter) -> list[str]:
        """Names newest first; with a filter, only those with a row that matches."""
        if not where.active:
            return list(self.names)
        with self._lock:
            rows = self.rows
            return [name for name in self.names if (row := rows.get(name)) is not None and where.matches(row)]

    def start(self, on_done: Callable[[], None] | None = None) -> None:
        if self._thread is not None:
            return
        self.running = True
        self.total = len(self.names)
        self._thread = threading.Thread(target=self._run, args=(on_done,), name="replay-index", daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, on_done: Callable[[], None] | None) -> None:
        try:
            self.refresh()
        except Exception:
            pass
        finally:
            self.running = False
            if on_done is not None:
                on_done()

    def refresh(self) -> None:
        """Bring every row up to date and write the index (in the worker; callable directly)."""
        changed = False
        fresh: dict[str, Row] = {}
        for i, name in enumerate(list(self.names)):
            path = self.path(name)
            try:
                stat = os.stat(path)
            except OSError:
                changed = True
                continue
            with self._lock:
                row = self.rows.get(name)
            if row is None or not row.fresh(stat):
                self.parsing = True
                row = row_of_file(path, stat)
                changed = True
                if row is None:
                    continue
                with self._lock:
                    self.rows[name] = row
                    self.version += 1
                time.sleep(0)      # let the window's thread draw a frame
            fresh[name] = row
            self.done = i + 1
        self.done = self.total
        on_disk = read_index(self.directory)
        if on_disk is None or changed or set(on_disk) != set(fresh):
            self._commit(fresh)

    def _commit(self, fresh: dict[str, Row]) -> None:
        """Write the rows, keeping any a save added meanwhile; only files still there."""
        with _LOCK:
            rows = read_index(self.directory) or {}
            for name, row in fresh.items():
                old = rows.get(name)
                if old is None or (old.size, old.mtime_ns) != (row.size, row.mtime_ns):
                    rows[name] = row
            try:
                present = {e.name for e in os.scandir(self.directory) if e.name.endswith(self._suffix)}
            except OSError:
                return
            try:
                write_index(self.directory, (row for name, row in rows.items() if name in present))
            except OSError:
                pass   # a read-only folder: the list still works, parsing again next time
