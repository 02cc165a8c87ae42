"""A draft's 2-player equilibrium is solved on the advanced AI's first choice (about a
minute under meteor at 4): the AI's process reports each round solved, the controller
keeps the latest report, and the table says how far the solve is instead of a bare
"choosing"."""

from __future__ import annotations

from engine.wizard_survive.ai.equilibrium import SolveProgress, reporting
from game.shell.controller import MatchController
from game.shell.i18n import tr
from game.shell.ui import ui_of
from tests.wizard_survive_window.driver import settle


def test_wizard_survive_hands_the_ai_process_its_solve_reporting() -> None:
    ui = ui_of("wizard_survive")
    assert ui is not None and ui.ai_progress is reporting      # module level: it pickles to the AI's process


def test_the_table_says_how_far_the_solve_is(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    window.controller = play.controller(4, [None, "advanced"], ai_process=False)
    window.director.table()
    settle(window, 3)
    screen = window.current
    monkeypatch.setattr(MatchController, "thinking", property(lambda self: True))
    monkeypatch.setattr(MatchController, "human_deciders", lambda self: ())
    monkeypatch.setattr(MatchController, "ai_progress", lambda self: SolveProgress(3, 30))
    screen.at_rest()
    assert screen.hand.hint.text == tr("ws.hand.solving", done=3, total=30)
    monkeypatch.setattr(MatchController, "ai_progress", lambda self: None)
    screen.at_rest()
    assert screen.hand.hint.text == tr("ws.hand.thinking")
    window.director.end_match()
