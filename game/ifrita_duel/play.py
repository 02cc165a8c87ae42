"""Ifrita Duel's matches in the window: two seats, each a person or an AI level, on the
shell's generic controller. Decks chosen in the deck builder reach the match as its
start state (`new_game(seed, rules, decks)`): the kernel's `new_state(seed, rules,
seats)` has no way to take decks, and a replay records only seed, rules and commands,
so such a match is played unjournaled. Two default decks with the default ability are
exactly what `new_state` deals, so those matches keep their journal and replay."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, default_deck, new_game
from engine.kernel.game import Agent
from game.shell.controller import MatchController
from replays import Journal, Player, ai, human


def players_for(seats: Sequence[str | None]) -> tuple[Player, ...]:
    """One entry per seat: an AI level, or None for a person."""
    return tuple(human() if level is None else ai(level) for level in seats)


def replayable(decks: Sequence[Deck]) -> bool:
    """Whether the seed alone deals these decks (both the default deck and ability)."""
    return all(deck == default_deck(ID_1) for deck in decks)


def controller(seed: int, seats: Sequence[str | None] = (), decks: Sequence[Deck] | None = None, *,
               journal: Journal | None = None, agents: Mapping[int, Agent[Any]] | None = None,
               ai_process: bool = True) -> MatchController:
    players = journal.header.players if journal is not None else players_for(seats)
    start = None
    if journal is None and decks is not None and not replayable(decks):
        start = new_game(seed, ID_1, (decks[0], decks[1]))
    return MatchController(GAME, seed, players, agents=agents, start=start, ai_process=ai_process,
                           journal=journal)
