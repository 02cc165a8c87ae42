"""A whole match against the AI, played only through clicks on the real headless window."""

from __future__ import annotations

import random

from engine.mage_battle import Side
from game.mage_battle.views.battle import BattleScreen
from game.mage_battle.views.layers import LayersScreen
from game.mage_battle.views.results import ResultsScreen
from game.mage_battle.views.setup import SetupScreen
from tests.game.driver import choose, do_action, do_setup, play, settle


def test_whole_match_against_the_ai_by_clicks_ends_on_results(window):
    rng = random.Random(7)
    window.director.start_match("beginner", seed=11)
    controller = window.controller
    seen = play(window, rng)
    assert controller.over
    assert seen[0] is SetupScreen and seen[-1] is ResultsScreen
    assert BattleScreen in seen and LayersScreen in seen
    # Every teal command came from the clicks; crimson's from its agent.
    teal = [c for c in controller.match.commands if c.side == Side.TEAL]
    assert len(teal) > 10
    wins = controller.match.state.wins
    assert sorted(wins) in ([0, 3], [1, 2])
    screen = window.current
    assert screen.score in ("3:0", "2:1")
    # The journal became a saved replay, named on the result screen.
    import os

    assert controller.replay_path is not None and os.path.exists(controller.replay_path), controller.replay_error
    from replays import load_replay

    loaded = load_replay(controller.replay_path)
    assert list(loaded.replay.commands) == list(controller.match.commands)


def test_an_interrupted_match_resumes_from_its_journal(window):
    from tests.game.driver import centre_of

    rng = random.Random(4)
    window.director.start_match("beginner", seed=12)
    for _ in range(60):
        settle(window, 1)
        screen = window.current
        if isinstance(screen, SetupScreen):
            do_setup(window, rng)
        elif isinstance(screen, BattleScreen) and screen.my_turn():
            do_action(window, choose(screen.legal(), rng))
            if len(window.controller.match.commands) > 12:
                break
    commands = list(window.controller.match.commands)
    window.director.title()            # the window closes the match without finishing it
    settle(window, 1)
    title = window.current
    resume = title.buttons[len(title.games)]         # after one "new match" entry per game
    assert resume.enabled
    window.click_native(*centre_of(resume))
    settle(window, 2)
    assert isinstance(window.current, BattleScreen)
    assert list(window.controller.match.commands)[: len(commands)] == commands
