"""Issue 14's window items: undo after a resume, the top bar once a lesson's battle is over,
the rules pages filling their box, and what-if in the replay viewer keeping the seat's
perspective. Window tests drive the real headless window as a player would."""

from __future__ import annotations

from engine import Phase, Side
from engine.mage_battle import commands as cmd

from tests.game.driver import click_button, settle


# ---- the tutorial: a lesson's battle that ended says so in the top bar --------------------

def test_the_top_bar_names_the_winner_once_a_lesson_s_battle_is_over(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.mage_battle.views.tutorial import TutorialDirector
    from tests.game.test_tutorial import play_lesson, wait

    for name in ("round_limit", "shrine"):
        TutorialDirector.take_over(window).begin(next(i for i, x in enumerate(LESSONS) if x.name == name))
        settle(window, 2)
        screen = window.current
        top = screen.layout.top
        assert top.turn.text == "Teal to move"
        play_lesson(window, name)
        wait(window, lambda: screen.passed)
        assert window.controller.over and screen.now().phase == Phase.OVER
        assert top.turn.text == "Teal wins", name
        # The line fits between the score and the menu button.
        assert top.score.x + top.score.content_width < top.turn.x - top.turn.content_width
        assert top.turn.x <= top.menu.x
        window.director.leave()  # type: ignore[attr-defined]
