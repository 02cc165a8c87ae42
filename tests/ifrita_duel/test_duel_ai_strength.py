"""The levels are ordered: over fixed seeds (each level on both sides in turn) the
stronger wins clearly more, with a margin so a small change to a heuristic does not
flip the verdict."""

from __future__ import annotations

from engine.ifrita_duel.ai.agents import DuelAgent
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import new_game
from engine.ifrita_duel.view import view_of


def wins(a: str, b: str, seeds: range) -> int:
    """Games `a` wins against `b`; in game k, `a` plays teal when k is even."""
    won = 0
    for k in seeds:
        a_side = Side(k % 2)
        agents = {a_side: DuelAgent(a, 2 * k), a_side.other: DuelAgent(b, 2 * k + 1)}
        s = new_game(k, ID_1)
        while not s.over:
            side = s.deciders()[0]
            s, _ = step(s, agents[side].choose(view_of(s, side), legal_commands(s, side), []))
        won += s.winner == a_side
    return won


def test_intermediate_beats_beginner() -> None:
    assert wins("intermediate", "beginner", range(300, 320)) >= 17


def test_whimsical_beats_beginner() -> None:
    assert wins("whimsical", "beginner", range(320, 340)) >= 15


def test_advanced_beats_intermediate() -> None:
    assert wins("advanced", "intermediate", range(360, 376)) >= 11


def test_advanced_beats_whimsical() -> None:
    assert wins("advanced", "whimsical", range(380, 392)) >= 8
