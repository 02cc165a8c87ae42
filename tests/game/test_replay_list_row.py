"""The saved-replays list (and each result screen) names a replay by one row: with several
games installed the game comes first ("Wizard Survive · vs Whimsical AI"), never
"vs Wizard Survive", and the opponents are the AI seats."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import game.uis  # noqa: F401  (every game's window part, as the window has them)
from engine.kernel.match import Match
from engine.kernel.random_agent import RandomAgent
from engine.wizard_survive.game import GAME
from game.shell.i18n import language
from game.shell.viewer.library import describe
from replays.format import ai, human, new_header
from replays.resimulate import replay_of


def test_the_row_names_the_game_first_then_the_opponents(tmp_path: Path) -> None:
    match: Match[Any, Any, Any] = Match(GAME, 4, seats=3)
    agent: RandomAgent[Any] = RandomAgent(1)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agent.choose(match.view(seat), match.legal(seat), match.seen(seat)))
    header = new_header(match.seed, human(), ai("whimsical"), ai("advanced"),
                        started="2026-12-01T09:00:00+00:00", rules=match.rules, game="wizard_survive")
    replay = replay_of(match, header)
    was = language().code
    try:
        language().set("en")
        row = describe(replay)
        assert "  Wizard Survive · vs Whimsical AI / Advanced AI  " in row
        assert "vs Wizard Survive" not in row
        outcome = match.outcome()
        assert outcome is not None
        assert row.endswith(f"{':'.join(str(s) for s in outcome.scores)}  {len(match.commands)} actions")
        language().set("ko")
        assert "마법사 서바이브 · vs 마음대로 AI / 고급 AI" in describe(replay)
    finally:
        language().set(was)
