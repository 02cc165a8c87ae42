"""Readable exports: the events one audience could see, with the game's things named
(Elemental Mage Battle: cells `C05`, mages `t3`), and the header without what that
audience must not learn."""

from __future__ import annotations

from typing import Any

from replays.cursor import audience_of
from replays.format import Header
from replays.resimulate import Loaded


def header_info(header: Header, redacted: bool = False) -> dict[str, Any]:
    """The header as readable data. Redacted drops the seed: with the seed and the
    public log, the random draws (hence hidden elements) could be recomputed."""
    names = header.seat_names
    result = header.result
    info: dict[str, Any] = {
        "game": header.game_id,
        "app_version": header.app_version,
        "rules_version": header.game.rules_version(header.rules),
        "rules_hash": header.rules_hash,
        "seats": [{"name": name, **p.to_data()} for name, p in zip(names, header.players)],
        "started": header.started,
        "result": None if result is None else {
            "winners": [names[s] for s in result.winners],
            "scores": {names[s]: score for s, score in enumerate(result.scores)},
            "detail": result.detail,
        },
    }
    if not redacted:
        info["seed"] = header.seed
    return info


def export_events(loaded: Loaded, perspective: str = "all") -> dict[str, Any]:
    seat = audience_of(loaded.header, perspective)
    game = loaded.match.game
    names = game.readable_names(loaded.match.state)
    boundaries = loaded.match.boundaries
    events = []
    command = 0
    for index, event in enumerate(loaded.match.events):
        while boundaries[command + 1] <= index:
            command += 1
        if game.visible_to(event, seat):
            events.append({"index": index, "command": command, **game.codec.to_data(event, names)})
    return {
        "format": "emb-replay-export",
        "perspective": perspective,
        "header": header_info(loaded.header, redacted=seat is not None),
        "commands": len(loaded.replay.commands),
        "events": events,
    }


def own_commands(loaded: Loaded, perspective: str) -> list[dict[str, Any]]:
    """The commands one seat gave (all its own choices are its to know)."""
    seat = audience_of(loaded.header, perspective)
    game = loaded.match.game
    names = game.readable_names(loaded.match.state)
    return [{"index": i, **game.codec.to_data(c, names)} for i, c in enumerate(loaded.replay.commands)
            if seat is None or game.seat_of(c) == seat]
