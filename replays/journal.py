"""The crash journal: a match in play, one durable record per accepted command.

The journal holds the `Match` (its own, or the one its caller plays: then `record()`
logs the command just played, so no command is simulated twice). `append(command)`
plays the command (a RuleError leaves nothing written) and records it: a framed record
(flush + fsync) is appended before it returns, so the game goes on only with a command
that is on disk. Record 0 is the header,
written atomically when the journal is created; every later record is
`[command]`, `[command, checkpoint]` or `[command, checkpoint | None, note]`, the last
with the AI's note (the game's own data, replays.format.Note) when it chose that
command. A process killed mid-append leaves a torn last record, which `resume` drops;
the command it held had not been acknowledged. `withdraw(count)` takes the last commands
back (a player's undo): the file is rewritten atomically without their records, so a
crash leaves either the journal before the undo or the one after it, and the match (and
so the saved replay) holds only what was finally played. Version 1 journals (Elemental
Mage Battle's header of two players) are upgraded on resume like version 1 replays.
"""

from __future__ import annotations

import os
import struct
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

from engine.kernel.match import Match
from replays import summary
from replays.container import append_record, atomic_write, frame, fsync_dir, iter_dir, pack, read_capped, read_records
from replays.errors import ReplayError
from replays.format import (
    LIMITS,
    MAX_COMMANDS,
    Header,
    Note,
    Replay,
    _header,
    _notes,
    decode_command,
    dumps,
    header_to_data,
    result_of,
)
from replays.resimulate import checkpoint, closes_a_stop, play_one
from replays.storage import base_name, journal_dir, list_replays, save_replay
from replays.upgrade import upgrade_1_to_2

MAGIC = "emb-journal"
VERSION = 2
SUFFIX = ".embj"
JOURNAL_LIMITS = replace(LIMITS, max_bytes=4 * LIMITS.max_bytes)


class Journal:
    def __init__(self, path: Path, handle: BinaryIO, header: Header, match: Match[Any, Any, Any],
                 checkpoints: list[tuple[int, bytes]], notes: list[Note] | None = None) -> None:
        self.path = path
        self.header = header
        self.match = match
        self.checkpoints = checkpoints
        self.notes: list[Note] = notes if notes is not None else []
        self._handle: BinaryIO | None = handle
        self._recorded = len(match.commands)      # the commands already on disk
        # Byte offset after each record (the header's first): withdrawing cuts the file there.
        self._ends: list[int] = record_ends(path.read_bytes())

    @classmethod
    def open_new(cls, header: Header, directory: Path | None = None,
                 match: Match[Any, Any, Any] | None = None) -> Journal:
        """A journal for a match from its seed: `match` (not played yet) when the caller
        plays it and calls `record()` after each command, else one of its own."""
        if match is not None and (match.commands or match.start != header.new_match().start):
            raise ValueError("a journal starts with the match its header describes, before any command")
        directory = directory if directory is not None else journal_dir()
        directory.mkdir(parents=True, exist_ok=True)
        stem = base_name(replace(header, result=None))
        path = directory / (stem + SUFFIX)
        n = 2
        while path.exists():
            path = directory / f"{stem}-{n}{SUFFIX}"
            n += 1
        # The header lands whole or not at all, so every journal found later has one.
        atomic_write(path, frame(pack({"magic": MAGIC, "version": VERSION, "header": header_to_data(header)})))
        handle = open(path, "ab")
        journal = cls(path, handle, header, match if match is not None else header.new_match(), [])
        journal.summarize()
        return journal

    def append(self, command: Any, note: Any = None) -> tuple[Any, ...]:
        """Play `command` and make it durable, with the AI's `note` about it (the game's
        plain data) if given; RuleError (nothing written) if illegal."""
        if self._handle is None:
            raise ReplayError(f"{self.path}: the journal is closed")
        events = self.match.play(command)
        self.record(note)
        return events

    def record(self, note: Any = None) -> None:
        """Make the match's last command durable, with the AI's `note` about it if given.
        The caller played it on this journal's match."""
        if self._handle is None:
            raise ReplayError(f"{self.path}: the journal is closed")
        match = self.match
        index = len(match.commands) - 1
        if index < 0 or index != self._recorded:
            raise ValueError(f"{self.path}: record() follows exactly one command played on the journal's match")
        command = match.commands[index]
        events = match.events[match.boundaries[index]:match.boundaries[index + 1]]
        record: list[Any] = [match.game.codec.encode_command(command)]
        point = None
        if closes_a_stop(self.match.game, events):
            point = checkpoint(self.match)
            self.checkpoints.append((index, point))
            record.append(point)
        if note is not None:
            record[1:] = [point, note]
        append_record(self._handle, record)
        self._recorded += 1
        self._ends.append(self._handle.tell())
        if note is not None:
            self.notes.append(Note(index, note))
        self.summarize()

    def summarize(self) -> None:
        """Rewrite the summary beside the journal (the title lists matches from it)."""
        try:
            stat = os.stat(self.path)
        except OSError:
            return
        summary.write(self.path, summary.of_header(self.header, self._recorded,
                                                   self.match.over and self._recorded == len(self.match.commands),
                                                   stat))

    def withdraw(self, count: int) -> None:
        """Take back the last `count` commands: the match returns to before them and the file
        is rewritten without their records, atomically (a crash leaves the old file or the new
        one, whole). Returns once the shorter journal is durable."""
        if self._handle is None:
            raise ReplayError(f"{self.path}: the journal is closed")
        if not 0 < count <= self._recorded or len(self.match.commands) != self._recorded:
            raise ValueError(f"{self.path}: cannot withdraw {count} of {self._recorded} recorded commands")
        keep = self._recorded - count
        data = self.path.read_bytes()[: self._ends[keep]]
        atomic_write(self.path, data)
        self._handle.close()
        self._handle = open(self.path, "ab")
        del self._ends[keep + 1:]
        self._recorded = keep
        self.checkpoints[:] = [(i, point) for i, point in self.checkpoints if i < keep]
        self.notes[:] = [note for note in self.notes if note.command < keep]
        rewind(self.match, count)
        self.summarize()

    def to_replay(self) -> Replay:
        header = replace(self.header, result=result_of(self.match))
        return Replay(header, tuple(self.match.commands), tuple(self.checkpoints), tuple(self.notes))

    def close_as_replay(self, directory: Path | None = None) -> Path:
        """Save the replay (atomically), then remove the journal."""
        path = save_replay(self.to_replay(), directory)
        self.discard()
        fsync_dir(self.path.parent)
        return path

    def close(self) -> None:
        """Stop writing, keeping the journal on disk for a later `resume`."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
            self.summarize()

    def discard(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        summary.remove(self.path)

    @classmethod
    def resume(cls, path: str | Path) -> Journal:
        return resume(path)


_FRAME_HEAD = struct.Struct(">II")     # replays.container's framing: payload length, CRC-32


def record_ends(data: bytes) -> list[int]:
    """The byte offset after each whole record of a journal's bytes."""
    ends = []
    offset = 0
    while offset + _FRAME_HEAD.size <= len(data):
        length, _ = _FRAME_HEAD.unpack_from(data, offset)
        if offset + _FRAME_HEAD.size + length > len(data):
            break
        offset += _FRAME_HEAD.size + length
        ends.append(offset)
    return ends


def rewind(match: Match[Any, Any, Any], count: int) -> None:
    """The match as it was before its last `count` commands, in place (its holders keep it):
    rebuilt from its start, so the state is exactly the fold of the commands kept."""
    if not 0 <= count <= len(match.commands):
        raise ValueError(f"cannot rewind {count} of {len(match.commands)} commands")
    fresh = Match(match.game, match.seed, match.rules, match.seats, match.start)
    for command in match.commands[: len(match.commands) - count]:
        fresh.play(command)
    match.state, match.commands, match.events, match.boundaries = (
        fresh.state, fresh.commands, fresh.events, fresh.boundaries)


def find_unfinished(directory: Path | None = None) -> list[Path]:
    """Journals of matches that have not ended, oldest first.

    A journal whose match did end (the game stopped between saving the replay and
    removing the journal) is settled on the way: its replay is saved unless that exact
    replay is already there, and the journal goes, so a finished match is never offered
    for resuming and never lost."""
    directory = directory if directory is not None else journal_dir()
    return [path for path in iter_dir(directory, SUFFIX) if not _settle_if_over(path, directory.parent / "replays")]


def _settle_if_over(path: Path, saved: Path) -> bool:
    try:
        journal = resume(path)
    except (ReplayError, OSError):
        return False          # damaged: offered anyway, and resuming names the damage
    if not journal.match.over:
        journal.close()
        return False
    settle(journal, saved)
    return True


def settle(journal: Journal, saved: Path) -> None:
    """A journal whose match ended: its replay saved in `saved` unless that exact replay is
    already there, and the journal removed."""
    finished = journal.to_replay()
    data, stem = dumps(finished), base_name(finished.header)
    if any(p.name.startswith(stem) and p.read_bytes() == data for p in list_replays(saved)):
        journal.discard()
    else:
        journal.close_as_replay(saved)


def _head(head: Any, where: str) -> Header:
    if not isinstance(head, dict) or head.get("magic") != MAGIC:
        raise ReplayError(f"{where}: not a journal (record 0 is not a journal header)")
    if head.get("version") not in (1, VERSION):
        raise ReplayError(f"{where}: journal version {head.get('version')!r} is not {VERSION}")
    raw_header = head.get("header")
    if head["version"] == 1:
        raw_header = upgrade_1_to_2({"header": raw_header})["header"]
    return _header(raw_header, where)


def read_head(data: bytes, where: str) -> Header:
    """The header of a journal's bytes, from its first record alone (ReplayError if damaged)."""
    ends = record_ends(data)
    if not ends:
        raise ReplayError(f"{where}: the journal has no header record")
    records = read_records(data[: ends[0]], JOURNAL_LIMITS, where)
    if not records.values or records.torn:
        raise ReplayError(f"{where}: the journal's header record is damaged")
    return _head(records.values[0], where)


def resume(path: str | Path) -> Journal:
    """Rebuild the match from a journal and reopen it for appending; a torn last record
    is cut off. Damage anywhere else is a ReplayError."""
    path = Path(path)
    where = str(path)
    records = read_records(read_capped(path, JOURNAL_LIMITS), JOURNAL_LIMITS, where)
    if not records.values:
        raise ReplayError(f"{where}: the journal has no header record")
    header = _head(records.values[0], where)
    match = header.new_match()
    points: list[tuple[int, bytes]] = []
    raw_notes: list[Any] = []
    if len(records.values) - 1 > MAX_COMMANDS:
        # A longer match could never be saved as a replay; re-simulating it would cost seconds.
        raise ReplayError(f"{where}: the journal holds {len(records.values) - 1} commands, "
                          f"more than a replay's {MAX_COMMANDS}")
    for index, record in enumerate(records.values[1:]):
        if not isinstance(record, list) or len(record) not in (1, 2, 3):
            raise ReplayError(f"{where}: record {index + 1} is not a command record")
        command = decode_command(header.game, record[0], where, index)
        events = play_one(match, command, index, where)
        if closes_a_stop(match.game, events):
            points.append((index, checkpoint(match)))
        if len(record) == 3:
            raw_notes.append([index, record[2]])
    notes = list(_notes(raw_notes, where, len(match.commands)))
    if records.torn:
        with open(path, "r+b") as handle:
            handle.truncate(records.good_bytes)
            handle.flush()
            os.fsync(handle.fileno())
    return Journal(path, open(path, "ab"), header, match, points, notes)
