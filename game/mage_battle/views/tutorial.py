"""The first-match tutorial: nine short lessons (game/mage_battle/tutorial_lessons.py)
played on the real battle screen under the shell's coach (game/shell/learn/tutorial.py).
Skip leaves at any time; either way the tutorial counts as offered (Settings.offered)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mage_battle import Side
from engine.mage_battle.game import GAME
from game.mage_battle.director import MageDirector
from game.mage_battle.play import players_for
from game.mage_battle.tutorial_lessons import CoachedFoe, MageLesson
from game.mage_battle.views.rules_pages import learning
from game.shell.learn import tutorial as learn
from game.shell.learn.model import Learning, Lesson
from game.shell.learn.tutorial import LessonController, TutorialEndScreen

if TYPE_CHECKING:
    from game.shell.app import GameWindow

GAME_ID = "mage_battle"
__all__ = ["TutorialDirector", "TutorialEndScreen", "start_tutorial"]


class TutorialDirector(learn.LessonFlow, MageDirector):
    """The match flow with a coach over the battle."""

    asks_before_ending = False
    plain = MageDirector

    def learning(self) -> Learning:
        return learning()

    def start_lesson(self, lesson: Lesson) -> None:
        assert isinstance(lesson, MageLesson)
        state = lesson.build()
        self.window.controller = LessonController(GAME, state, players_for("beginner"), self.refusal,
                                                  agents={int(Side.CRIMSON): CoachedFoe(lesson)}, seed=state.seed)
        self.seat = Side.TEAL
        self.advance()

    def battle(self) -> None:
        from game.mage_battle.views.battle import BattleScreen

        def make() -> BattleScreen:
            self.battle_screen = BattleScreen(self.window, self)
            return self.battle_screen

        self.coached(make)


def start_tutorial(window: GameWindow) -> None:
    """From the title, or from the first match's offer."""
    TutorialDirector.take_over(window).begin(0)
