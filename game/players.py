"""Who plays a seat in the window: an AI agent by level, and the crash journal that
records a match from its start (replays.Journal). Failures to journal never stop play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import replays
from engine.kernel.match import Match as KernelMatch
from engine.kernel.game import Agent
from engine.mage_battle.game import GAME


def make_ai(level: str, seed: int) -> Agent[Any]:
    return GAME.make_agent(level, seed)


def open_journal(match: KernelMatch[Any, Any, Any], opponent: str | None) -> replays.Journal | None:
    """A crash journal recording `match` from its start (the caller plays the match and
    the journal records each command), or None when it cannot be written."""
    crimson = replays.human() if opponent is None else replays.ai(opponent)
    try:
        header = replays.new_header(match.seed, replays.human(), crimson, rules=match.rules)
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


def resume_journal(path: Path) -> tuple[replays.Journal, str | None] | None:
    """(journal, opponent level or None for hot-seat) for an unfinished match, or None."""
    try:
        journal = replays.resume(path)
    except Exception:
        return None
    crimson = journal.header.players[1]
    return journal, (crimson.level if crimson.kind == "ai" else None)


def finish_journal(journal: replays.Journal) -> tuple[str | None, str | None]:
    """Turn a finished match's journal into a saved replay: (path, None) or (None, reason)."""
    try:
        return str(journal.close_as_replay()), None
    except Exception as error:  # a failed save must not lose the result screen
        return None, (str(error).splitlines() or [type(error).__name__])[0]
