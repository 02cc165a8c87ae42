"""The crash journal of a match played in the window (replays.Journal): opened for a
match from its seed, found and resumed after a crash, settled as a saved replay.
Failures to journal never stop play."""

from __future__ import annotations

from collections.abc import Sequence
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
