"""The crash journal of a match played in the window (replays.Journal): opened for a
match from its seed, found and resumed after a crash, settled as a saved replay.
Failures to journal never stop play."""

from __future__ import annotations

import datetime
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import replays
from engine.kernel.match import Match


def open_journal(match: Match[Any, Any, Any], players: Sequence[replays.Player]) -> replays.Journal | None:
    """A crash journal recording `match` from its start (the caller plays the match and
    the journal records each command), or None when it cannot be written."""
    try:
        header = replays.new_header(match.seed, *players, rules=match.rules, game=match.game.game_id)
        return replays.Journal.open_new(header, match=match)
    except Exception:  # no writable data folder: play on, unsaved
        return None


def unfinished_journal() -> Path | None:
    """The newest journal of an unfinished match, if any."""
    try:
        found = replays.find_unfinished()
    except Exception:
        return None
    return found[-1] if found else None


@dataclass(frozen=True)
class Unfinished:
    """An unfinished match as the title screen lists it, for any game."""

    path: Path
    game_id: str | None            # None: a damaged journal (resuming it names the damage)
    started: datetime.datetime | None
    players: tuple[replays.Player, ...]
    commands: int


def unfinished_matches() -> list[Unfinished]:
    """Every unfinished match in the data folder, the last played first."""
    try:
        paths = sorted(replays.find_unfinished(), key=_last_played, reverse=True)
    except Exception:
        return []
    found = []
    for path in paths:
        journal = resume_journal(path)
        if journal is None:
            found.append(Unfinished(path, None, None, (), 0))
            continue
        journal.close()
        header = journal.header
        try:
            started: datetime.datetime | None = datetime.datetime.fromisoformat(header.started).astimezone()
        except ValueError:
            started = None
        found.append(Unfinished(path, header.game_id, started, header.players, len(journal.match.commands)))
    return found


def _last_played(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def discard_journal(path: Path) -> None:
    """Forget an unfinished match for good."""
    try:
        os.unlink(path)
    except OSError:
        pass


def resume_journal(path: Path) -> replays.Journal | None:
    """The journal of an unfinished match, reopened, or None when it cannot be."""
    try:
        return replays.resume(path)
    except Exception:
        return None


def finish_journal(journal: replays.Journal) -> tuple[str | None, str | None]:
    """Turn a finished match's journal into a saved replay: (path, None) or (None, reason)."""
    try:
        return str(journal.close_as_replay()), None
    except Exception as error:  # a failed save must not lose the result screen
        return None, (str(error).splitlines() or [type(error).__name__])[0]
