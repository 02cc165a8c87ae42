"""The crash journal: a match in play, one durable record per accepted command.

The journal holds its own `Match`: `append(command)` plays the command (a RuleError
leaves nothing written), appends a framed record (flush + fsync) and only then returns,
so the game goes on only with a command that is on disk. Record 0 is the header,
written atomically when the journal is created; every later record is
`[command]`, `[command, checkpoint]` or `[command, checkpoint | None, [mood, beliefs]]`,
the last with the AI's note (replays.format.Note) when it chose that command. A process killed mid-append leaves a torn last
record, which `resume` drops; the command it held had not been acknowledged.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

from engine import Match
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from replays.container import append_record, atomic_write, frame, fsync_dir, iter_dir, pack, read_capped, read_records
from replays.errors import ReplayError
from replays.format import (LIMITS, Header, Note, Replay, _header, _notes, decode_command, dumps, encode_command,
                             header_to_data, result_of)
from replays.simulate import checkpoint, ends_turn_or_battle, play_one
from replays.storage import base_name, journal_dir, list_replays, save_replay

MAGIC = "emb-journal"
VERSION = 1
SUFFIX = ".embj"
JOURNAL_LIMITS = replace(LIMITS, max_bytes=4 * LIMITS.max_bytes)


class Journal:
    def __init__(self, path: Path, handle: BinaryIO, header: Header, match: Match,
                 checkpoints: list[tuple[int, bytes]], notes: list[Note] | None = None) -> None:
        self.path = path
        self.header = header
        self.match = match
        self.checkpoints = checkpoints
        self.notes: list[Note] = notes if notes is not None else []
        self._handle: BinaryIO | None = handle

    @classmethod
    def open_new(cls, header: Header, directory: Path | None = None) -> "Journal":
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
        return cls(path, handle, header, Match(header.seed, header.rules), [])

    def append(self, command: cmd.Command, note: Note | None = None) -> tuple[ev.Event, ...]:
        """Play `command` and make it durable, with the AI's `note` about it if given;
        RuleError (nothing written) if illegal."""
        if self._handle is None:
            raise ReplayError(f"{self.path}: the journal is closed")
        events = self.match.play(command)
        index = len(self.match.commands) - 1
        record: list[Any] = [encode_command(command)]
        point = None
        if ends_turn_or_battle(events):
            point = checkpoint(self.match.state)
            self.checkpoints.append((index, point))
            record.append(point)
        if note is not None:
            note = Note(index, note.mood, note.beliefs)
            record[1:] = [point, [note.mood, list(note.beliefs)]]
        append_record(self._handle, record)
        if note is not None:
            self.notes.append(note)
        return events

    def to_replay(self) -> Replay:
        header = replace(self.header, result=result_of(self.match.state))
        return Replay(header, tuple(self.match.commands), tuple(self.checkpoints), tuple(self.notes))

    def close_as_replay(self, directory: Path | None = None) -> Path:
        """Save the replay (atomically), then remove the journal."""
        path = save_replay(self.to_replay(), directory)
        self.close()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        fsync_dir(self.path.parent)
        return path

    def close(self) -> None:
        """Stop writing, keeping the journal on disk for a later `resume`."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    def discard(self) -> None:
        self.close()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass

    @classmethod
    def resume(cls, path: str | Path) -> "Journal":
        return resume(path)


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
    finished = journal.to_replay()
    data, stem = dumps(finished), base_name(finished.header)
    if any(p.name.startswith(stem) and p.read_bytes() == data for p in list_replays(saved)):
        journal.discard()
    else:
        journal.close_as_replay(saved)
    return True


def resume(path: str | Path) -> Journal:
    """Rebuild the match from a journal and reopen it for appending; a torn last record
    is cut off. Damage anywhere else is a ReplayError."""
    path = Path(path)
    where = str(path)
    records = read_records(read_capped(path, JOURNAL_LIMITS), JOURNAL_LIMITS, where)
    if not records.values:
        raise ReplayError(f"{where}: the journal has no header record")
    head = records.values[0]
    if not isinstance(head, dict) or head.get("magic") != MAGIC:
        raise ReplayError(f"{where}: not a journal (record 0 is not a journal header)")
    if head.get("version") != VERSION:
        raise ReplayError(f"{where}: journal version {head.get('version')!r} is not {VERSION}")
    header = _header(head.get("header"), where)
    match = Match(header.seed, header.rules)
    points: list[tuple[int, bytes]] = []
    raw_notes: list[Any] = []
    for index, record in enumerate(records.values[1:]):
        if not isinstance(record, list) or len(record) not in (1, 2, 3):
            raise ReplayError(f"{where}: record {index + 1} is not a command record")
        command = decode_command(record[0], where, index)
        events = play_one(match, command, index, where)
        if ends_turn_or_battle(events):
            points.append((index, checkpoint(match.state)))
        if len(record) == 3:
            note = record[2]
            raw_notes.append([index, *note] if isinstance(note, list) else note)
    notes = list(_notes(raw_notes, where, len(match.commands)))
    if records.torn:
        with open(path, "r+b") as handle:
            handle.truncate(records.good_bytes)
            handle.flush()
            os.fsync(handle.fileno())
    return Journal(path, open(path, "ab"), header, match, points, notes)
