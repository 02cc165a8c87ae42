"""Wizard Survive's games in the window: 2-4 seats, each a person at this screen or an
AI level, on the shell's generic controller."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.kernel.game import Agent
from engine.wizard_survive.game import GAME
from game.shell.controller import MatchController
from replays import Journal, Player, ai, human


def mood_of(note: Any) -> str | None:
    """The whimsical AI's mood for the round, from its note `["mood", word]` (W30)."""
    if isinstance(note, (list, tuple)) and len(note) == 2 and note[0] == "mood" and isinstance(note[1], str):
        return note[1]
    return None


def players_for(seats: Sequence[str | None]) -> tuple[Player, ...]:
    """One entry per seat: an AI level, or None for a person."""
    return tuple(human() if level is None else ai(level) for level in seats)


def controller(seed: int, seats: Sequence[str | None] = (), *, journal: Journal | None = None,
               agents: Mapping[int, Agent[Any]] | None = None, ai_process: bool = True) -> MatchController:
    players = journal.header.players if journal is not None else players_for(seats)
    return MatchController(GAME, seed, players, agents=agents, ai_process=ai_process, journal=journal,
                           mood_of=mood_of)
