"""Adapters to the parts other engineers own: the AI agents and the replay journal.

Each is used as it exists. When a piece is not there yet, the window still plays:
the random agent stands in for the AI, and the match is simply not saved.
"""

from __future__ import annotations

import importlib
from typing import Any

from engine import Match


def make_ai(level: str, seed: int) -> Any:
    """The AI engineer's `make_agent(level, seed)` when it exists, else the random agent."""
    for module_name in ("engine.ai", "engine.ai.agents"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        factory = getattr(module, "make_agent", None)
        if factory is not None:
            return factory(level, seed)
    from engine.ai.random_agent import RandomAgent

    return RandomAgent(seed)


def ai_is_random_stand_in() -> bool:
    for module_name in ("engine.ai", "engine.ai.agents"):
        try:
            if hasattr(importlib.import_module(module_name), "make_agent"):
                return False
        except ImportError:
            continue
    return True


def _module(name: str) -> Any | None:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def open_journal(match: Match) -> Any | None:
    """A crash journal for this match (append(command), close()), if `replays.journal` offers one."""
    journal = _module("replays.journal")
    if journal is None:
        return None
    opener = getattr(journal, "Journal", None)
    try:
        if opener is not None and hasattr(opener, "start"):
            return opener.start(match.seed, match.rules)
        if opener is not None and hasattr(opener, "open"):
            return opener.open(match.seed, match.rules)
    except Exception:
        return None
    return None


def unfinished_journal() -> Any | None:
    """The unfinished match a journal can resume, if the journal module can tell."""
    journal = _module("replays.journal")
    finder = getattr(journal, "find_unfinished", None) if journal is not None else None
    if finder is None:
        return None
    try:
        return finder()
    except Exception:
        return None


def save_replay(match: Match) -> tuple[str | None, str | None]:
    """(path, None) when saved, (None, reason) when it could not be, (None, None) when unavailable."""
    storage = _module("replays.storage")
    saver = getattr(storage, "save_match", None) if storage is not None else None
    if saver is None:
        return None, None
    try:
        return str(saver(match)), None
    except Exception as error:  # a failed save must not lose the result screen
        return None, str(error).splitlines()[0] if str(error) else type(error).__name__


def saved_replays() -> list[str] | None:
    """Names of saved replays, or None when listing is not available."""
    storage = _module("replays.storage")
    lister = getattr(storage, "list_replays", None) if storage is not None else None
    if lister is None:
        return None
    try:
        return [str(getattr(item, "name", item)) for item in lister()]
    except Exception:
        return None
