"""Saved Wizard Survive matches for the review tests: AI levels per seat, a seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.match import Match
from replays.format import ai, dumps, new_header
from replays.resimulate import Loaded, load_bytes, replay_of

STARTED = "2026-12-01T20:00:00+00:00"


def header(seed: int, *levels: str, game: str = "wizard_survive") -> Any:
    return new_header(seed, *(ai(level) for level in levels), started=STARTED, game=game)


def play(seed: int, *levels: str, game: str = "wizard_survive") -> tuple[Any, Match[Any, Any, Any]]:
    """A finished match between the AI `levels` (one per seat), and its header."""
    h = header(seed, *levels, game=game)
    match = h.new_match()
    agents = [match.game.make_agent(level, seed * 10 + i) for i, level in enumerate(levels)]
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return h, match


def replay_bytes(seed: int, *levels: str, game: str = "wizard_survive") -> bytes:
    h, match = play(seed, *levels, game=game)
    return dumps(replay_of(match, h))


def loaded_of(h: Any, commands: list[Any]) -> Loaded:
    match = h.new_match()
    for command in commands:
        match.play(command)
    return load_bytes(dumps(replay_of(match, h)), "log")


def saved(tmp_path: Path, data: bytes, name: str = "match.embr") -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def wizard_survive() -> Any:
    return registry.get("wizard_survive")
