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


def open_journal(match: Match, opponent: str | None) -> Any | None:
    """A crash journal for a match from its start (`replays.Journal`), or None when there is none."""
    replays = _module("replays")
    if replays is None or not hasattr(replays, "Journal"):
        return None
    crimson = replays.human() if opponent is None else replays.ai(opponent)
    try:
        header = replays.new_header(match.seed, replays.human(), crimson, rules=match.rules)
        return replays.Journal.open_new(header)
    except Exception:  # no writable data folder: play on, unsaved
        return None


def unfinished_journal() -> Any | None:
    """The newest journal of an unfinished match, if any."""
    replays = _module("replays")
    if replays is None or not hasattr(replays, "find_unfinished"):
        return None
    try:
        found = replays.find_unfinished()
    except Exception:
        return None
    return found[-1] if found else None


def resume_journal(path: Any) -> tuple[Any, str | None] | None:
    """(journal, opponent level or None for hot-seat) for an unfinished match, or None."""
    replays = _module("replays")
    try:
        journal = replays.resume(path)
    except Exception:
        return None
    crimson = journal.header.players[1]
    return journal, (crimson.level if crimson.kind == "ai" else None)


def finish_journal(journal: Any) -> tuple[str | None, str | None]:
    """Turn a finished match's journal into a saved replay: (path, None) or (None, reason)."""
    try:
        return str(journal.close_as_replay()), None
    except Exception as error:  # a failed save must not lose the result screen
        return None, (str(error).splitlines() or [type(error).__name__])[0]
