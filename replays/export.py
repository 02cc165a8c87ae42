"""Readable exports: the events one audience could see, with cells and mages named
(`C05`, `t3`), and the header without what that audience must not learn."""

from __future__ import annotations

from typing import Any

from engine.mage_battle.codec import Names, to_data
from engine.mage_battle.events import visible_to
from engine.mage_battle.state import mage_label
from replays.cursor import audience_of
from replays.format import Header
from replays.simulate import Loaded


def names_for(loaded: Loaded) -> Names:
    state = loaded.match.state
    labels = [mage_label(state, i) for i in range(len(state.mages))]
    tables = state.tables
    return Names(cell=tables.name, mage=lambda i: labels[i] if 0 <= i < len(labels) else i)


def header_info(header: Header, redacted: bool = False) -> dict[str, Any]:
    """The header as readable data. Redacted drops the seed: with the seed and the
    public log, the random draws (hence hidden elements) could be recomputed."""
    info: dict[str, Any] = {
        "app_version": header.app_version,
        "rules_version": header.rules.version,
        "rules_hash": header.rules_hash,
        "players": {side: p.to_data() for side, p in zip(("teal", "crimson"), header.players)},
        "started": header.started,
        "result": None if header.result is None else {
            "winner": header.result.winner.key,
            "score": list(header.result.score),
            "battles": [{"battle": b, "winner": w.key, "reason": reason} for b, w, reason in header.result.battles],
        },
    }
    if not redacted:
        info["seed"] = header.seed
    return info


def export_events(loaded: Loaded, perspective: str = "all") -> dict[str, Any]:
    side = audience_of(perspective)
    names = names_for(loaded)
    boundaries = loaded.match.boundaries
    events = []
    command = 0
    for index, event in enumerate(loaded.match.events):
        while boundaries[command + 1] <= index:
            command += 1
        if visible_to(event, side):
            events.append({"index": index, "command": command, **to_data(event, names)})
    return {
        "format": "emb-replay-export",
        "perspective": perspective,
        "header": header_info(loaded.header, redacted=side is not None),
        "commands": len(loaded.replay.commands),
        "events": events,
    }


def own_commands(loaded: Loaded, perspective: str) -> list[dict[str, Any]]:
    """The commands one side gave (all its own choices are its to know)."""
    side = audience_of(perspective)
    names = names_for(loaded)
    return [{"index": i, **to_data(c, names)} for i, c in enumerate(loaded.replay.commands)
            if side is None or c.side == side]
