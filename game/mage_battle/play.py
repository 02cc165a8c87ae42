"""Elemental Mage Battle's matches in the window: one person against an AI level, or two
people at one screen, on the shell's generic controller."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kernel.game import Agent
from engine.mage_battle import Side, State
from engine.mage_battle.game import GAME
from game.shell.controller import MatchController
from replays import Journal, Player, ai, human


def mood_of(note: Any) -> str | None:
    """The whimsical AI's mood in a note `[mood, masks]` (the agents' `note()`)."""
    if isinstance(note, (list, tuple)) and note and isinstance(note[0], str):
        return note[0]
    return None


def players_for(opponent: str | None, human_side: Side = Side.TEAL) -> tuple[Player, Player]:
    """`opponent`: an AI level, or None for hot-seat."""
    seats = [human(), human()]
    if opponent is not None:
        seats[human_side.other] = ai(opponent)
    return seats[0], seats[1]


def opponent_of(players: tuple[Player, ...]) -> str | None:
    """The AI level among the seats, None when both are people."""
    return next((p.level for p in players if p.kind == "ai"), None)


def controller(seed: int, opponent: str | None, human_side: Side = Side.TEAL, *,
               agents: Mapping[Side, Agent[Any]] | None = None, start: State | None = None,
               ai_process: bool = True, ai_seed: int | None = None, journal: Journal | None = None) -> MatchController:
    players = journal.header.players if journal is not None else players_for(opponent, human_side)
    return MatchController(GAME, seed, players, agents={int(s): a for s, a in (agents or {}).items()},
                           ai_seed=ai_seed, start=start, ai_process=ai_process, journal=journal, mood_of=mood_of)
