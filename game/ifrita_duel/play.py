"""Ifrita Duel's matches in the window: two seats, each a person or an AI level, on the
shell's generic controller. Every match starts from its seed at deck registration (D4):
a person's deck, chosen at the table (behind the curtain in hot-seat play), reaches the
match as that seat's `Register` command, the AI registers by its own policy, so every
match keeps its journal and leaves a replay."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import Deck
from engine.kernel.game import Agent
from game.shell.controller import MatchController
from replays import Journal, Player, ai, human


def players_for(seats: Sequence[str | None]) -> tuple[Player, ...]:
    """One entry per seat: an AI level, or None for a person."""
    return tuple(human() if level is None else ai(level) for level in seats)


def register(seat: int, deck: Deck) -> cmd.Register:
    return cmd.Register(Side(seat), deck.cards, deck.hero)


def controller(seed: int, seats: Sequence[str | None] = (), *, journal: Journal | None = None,
               agents: Mapping[int, Agent[Any]] | None = None, ai_process: bool = True) -> MatchController:
    """A new match at registration (the table registers each person's deck), or the
    resumed `journal`'s."""
    players = journal.header.players if journal is not None else players_for(seats)
    return MatchController(GAME, seed, players, agents=agents, ai_process=ai_process, journal=journal)
