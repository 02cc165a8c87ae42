"""A small summary beside each crash journal (`<name>.embj.summary`), so the title lists
the unfinished matches without replaying any of them.

The journal rewrites its summary after each record it appends (a temp file renamed over
the old one: readers see a whole summary or none; no fsync, since it is a cache and a
crash leaves at worst a stale one). A summary holds the game, the start, the seats, the
number of commands, whether the match is over, and the journal's size and modification
time when it was written: a summary whose journal no longer has them is stale.

A stale, missing or damaged summary is replaced by one read from the journal's header
record and a count of its records, with no command decoded or played; whether that match
is over is then unknown (`over` None) until `check` resumes the journal in full, which
the title does in a worker. A journal whose header cannot be read gets a damaged summary.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack  # type: ignore[import-untyped]  # ships no stubs

from replays.format import Header, Player

SUFFIX = ".summary"
VERSION = 1
MAX_BYTES = 64 * 1024      # a summary is ~200 bytes
MAX_TEXT = 256


@dataclass(frozen=True)
class Summary:
    game_id: str | None                 # None: the journal is damaged
    started: str
    players: tuple[Player, ...]
    commands: int
    over: bool | None                   # None: not known without replaying the journal
    size: int                           # the journal's, when this was written
    mtime_ns: int

    @property
    def damaged(self) -> bool:
        return self.game_id is None

    def fresh(self, stat: os.stat_result) -> bool:
        return self.size == stat.st_size and self.mtime_ns == stat.st_mtime_ns

    def to_data(self) -> dict[str, Any]:
        return {"version": VERSION, "game": self.game_id, "started": self.started,
                "players": [[p.kind, p.level, p.mood] for p in self.players], "commands": self.commands,
                "over": self.over, "size": self.size, "mtime_ns": self.mtime_ns}


def summary_path(journal: Path) -> Path:
    return journal.with_name(journal.name + SUFFIX)


def of_header(header: Header, commands: int, over: bool | None, stat: os.stat_result) -> Summary:
    return Summary(header.game_id, header.started, header.players, commands, over, stat.st_size,
                   stat.st_mtime_ns)


def damaged(stat: os.stat_result) -> Summary:
    return Summary(None, "", (), 0, None, stat.st_size, stat.st_mtime_ns)


def write(journal: Path, summary: Summary) -> None:
    """Replace the journal's summary (whole or not at all); failures only cost a re-read."""
    target = summary_path(journal)
    temp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        temp.write_bytes(msgpack.packb(summary.to_data(), use_bin_type=True))
        os.replace(temp, target)
    except OSError:
        try:
            temp.unlink()
        except OSError:
            pass


def remove(journal: Path) -> None:
    try:
        os.unlink(summary_path(journal))
    except OSError:
        pass


def _text(value: Any) -> str:
    if type(value) is not str or len(value) > MAX_TEXT:
        raise ValueError("text")
    return value


def _optional(value: Any) -> str | None:
    return None if value is None else _text(value)


def _int(value: Any) -> int:
    if type(value) is not int or not -(2**63) <= value < 2**63:
        raise ValueError("integer")
    return value


def from_data(value: Any) -> Summary:
    """ValueError for anything not exactly a summary."""
    if not isinstance(value, dict) or value.get("version") != VERSION:
        raise ValueError("not a summary")
    players = value.get("players")
    if type(players) is not list or len(players) > 16:
        raise ValueError("players")
    seats = []
    for p in players:
        if type(p) is not list or len(p) != 3:
            raise ValueError("player")
        seats.append(Player(_text(p[0]), _optional(p[1]), _optional(p[2])))
    over = value.get("over")
    if over is not None and type(over) is not bool:
        raise ValueError("over")
    commands = _int(value.get("commands"))
    if commands < 0:
        raise ValueError("commands")
    return Summary(_optional(value.get("game")), _text(value.get("started")), tuple(seats), commands, over,
                   _int(value.get("size")), _int(value.get("mtime_ns")))


def read(journal: Path, stat: os.stat_result) -> Summary | None:
    """The journal's summary when it is there, whole and fresh; else None."""
    try:
        with open(summary_path(journal), "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            return None
        summary = from_data(msgpack.unpackb(data, raw=False, strict_map_key=True, ext_hook=_no_ext))
    except Exception:      # OSError, bad msgpack, a bad field: read the journal instead
        return None
    return summary if summary.fresh(stat) else None


def _no_ext(code: int, data: bytes) -> Any:
    raise ValueError("extension types are not summary data")


def scan(journal: Path, stat: os.stat_result) -> Summary:
    """The summary from the journal's header record and its number of whole records, no
    command decoded or played; `over` unknown. Damaged when the header cannot be read."""
    from replays.container import read_capped
    from replays.journal import JOURNAL_LIMITS, read_head, record_ends

    try:
        data = read_capped(journal, JOURNAL_LIMITS)
        header = read_head(data, str(journal))
    except Exception:
        return damaged(stat)
    commands = max(0, len(record_ends(data)) - 1)
    return of_header(header, commands, None, stat)


def summarize(journal: Path) -> Summary | None:
    """The journal's fresh summary, or one scanned from it (and kept); None if it is gone."""
    try:
        stat = os.stat(journal)
    except OSError:
        return None
    found = read(journal, stat)
    if found is None:
        found = scan(journal, stat)
        write(journal, found)
    return found


def check(journal: Path, saved: Path | None = None) -> Summary | None:
    """Resume the journal in full (in a worker: this replays every command): a match that
    ended is settled as a saved replay and None returned; otherwise its summary, now with
    `over` known (False), or damaged when it cannot be resumed."""
    from replays.errors import ReplayError
    from replays.journal import resume, settle

    try:
        stat = os.stat(journal)
    except OSError:
        return None
    try:
        opened = resume(journal)
    except (ReplayError, OSError, ValueError):
        summary = damaged(stat)
        write(journal, summary)
        return summary
    if opened.match.over:
        settle(opened, saved if saved is not None else journal.parent.parent / "replays")
        return None
    opened.close()             # writes the summary, over known
    try:
        return read(journal, os.stat(journal))
    except OSError:
        return None
