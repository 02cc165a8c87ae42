"""The first-match tutorial: nine short lessons played on the real battle screen, each a
small position (game/mage_battle/tutorial_lessons.py) with a coach box over the element
guide that says what to click. A lesson is passed when the match has received the asked
command and the board is at rest; then the box tells what happened and Next goes on.
Skip leaves at any time; either way the tutorial counts as offered (Settings.offered)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import arcade

from engine import Side

from game.mage_battle.director import MageDirector
from game.mage_battle.tutorial_lessons import LESSONS, CoachedFoe, Lesson
from game.shell import palette as pal
from game.shell.app import Screen
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, menu
from game.mage_battle.views.common import menu_backdrop
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, line_pitch, set_text

if TYPE_CHECKING:
    from game.mage_battle.views.battle import BattleScreen
    from game.shell.app import GameWindow

GAME = "mage_battle"
# The coach box: over the element guide, above the hint line.
BOX_Y, BOX_H = 18, 86
TEXT_W = 486


def mark_offered(window: GameWindow) -> None:
    """The first match offers the tutorial once: remember that it has been."""
    settings = window.settings
    if GAME not in settings.offered:
        settings.offered.append(GAME)
        settings.save()


def offered(window: GameWindow) -> bool:
    """Whether the first match has offered the tutorial already. Settings made in code (tests,
    scripts) are nobody's first visit, so they never ask."""
    settings = window.settings
    return settings.path is None or GAME in settings.offered


class TutorialDirector(MageDirector):
    """The match flow with a coach over the battle: a lesson's battle ends in the lesson,
    never on the result screen."""

    asks_before_ending = False

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.lesson = 0
        self.coach: TutorialScreen | None = None

    def begin(self, index: int = 0) -> None:
        mark_offered(self.window)
        self.lesson = index
        lesson = LESSONS[index]
        self.start_position(lesson.build(), "beginner", agents={Side.CRIMSON: CoachedFoe(lesson)})

    def battle(self) -> None:
        from game.mage_battle.views.battle import BattleScreen

        if self.battle_screen is None or self.coach is None or self.coach.battle is not self.battle_screen:
            self.battle_screen = BattleScreen(self.window, self)
            self.coach = TutorialScreen(self.window, self, self.battle_screen, self.lesson)
        self.window.show(self.coach)

    def results(self) -> None:
        """A lesson's battle may end (a shrine, the round limit): the coach says so instead."""

    def rules(self) -> None:
        from game.mage_battle.views.rules_screen import RulesScreen

        self.window.show(RulesScreen(self.window, self.battle))

    def next_lesson(self) -> None:
        if self.lesson + 1 < len(LESSONS):
            self.begin(self.lesson + 1)
        else:
            self.end_match()
            self.window.show(TutorialEndScreen(self.window, self))

    def leave(self) -> None:
        """Out of the tutorial: the window's director is a plain match flow again."""
        self.end_match()
        mark_offered(self.window)
        director = MageDirector(self.window)
        director.rng = self.rng
        self.window.director = director
        director.title()

    def play_match(self) -> None:
        self.leave()
        director = self.window.director
        assert isinstance(director, MageDirector)
        director.new_match()


class TutorialScreen(Screen):
    """The battle screen with the coach box over its foot; every input the box does not take
    goes to the battle, and the screen reads as the battle screen it wraps (`__getattr__`)."""

    def __init__(self, app: GameWindow, director: TutorialDirector, battle: BattleScreen, index: int) -> None:
        super().__init__(app)
        self.director = director
        self.battle = battle
        self.index = index
        self.lesson: Lesson = LESSONS[index]
        self.passed = False
        ui = self.coach = Ui()
        ui.box(0, BOX_Y, WIDTH, BOX_H, pal.alpha(pal.PANEL, 245), border=pal.GOLD)
        ui.label(tr("tut.step", n=index + 1, total=len(LESSONS)), WIDTH - 12, BOX_Y + BOX_H - 16, pal.SILVER,
                 small=True, anchor_x="right")
        self.heading = ui.label(tr(f"tut.{self.lesson.name}.title"), 10, BOX_Y + BOX_H - 16, pal.GOLD)
        self.text = ui.label(tr(f"tut.{self.lesson.name}.do"), 10, BOX_Y + BOX_H - 32, pal.WHITE, width=TEXT_W)
        line_pitch(self.text, 14)
        last = index + 1 == len(LESSONS)
        self.next: Button = ui.button(WIDTH - 136, BOX_Y + 34, 126, 20, tr("tut.finish" if last else "tut.next"),
                                      director.next_lesson, tip="[Enter]")
        self.next.set_state(enabled=False)
        self.skip: Button = ui.button(WIDTH - 136, BOX_Y + 8, 126, 20, tr("tut.skip"), director.leave)

    def __getattr__(self, name: str) -> Any:
        # The drivers and the tests address the battle's parts (board, buttons) through the shown screen.
        battle = self.__dict__.get("battle")
        if battle is None:
            raise AttributeError(name)
        return getattr(battle, name)

    def update(self, dt: float) -> None:
        self.battle.update(dt)
        if self.passed:
            return
        c = self.app.controller
        if c is None or self.battle.queue:
            return
        if self.lesson.done(c.match.commands, c.over):
            self.passed = True
            set_text(self.text, tr(f"tut.{self.lesson.name}.done"))
            self.next.set_state(enabled=True)

    def draw(self) -> None:
        self.battle.draw()
        self.coach.draw()

    def changed(self) -> bool:
        return True

    def drawn(self) -> None:
        self.battle.drawn()

    def repaint_only(self) -> bool:
        return False

    def in_box(self, y: float) -> bool:
        return BOX_Y <= y < BOX_Y + BOX_H

    def click(self, x: float, y: float, button: int) -> None:
        if self.in_box(y):
            self.coach.click(x, y)
        else:
            self.battle.click(x, y, button)

    def hover(self, x: float, y: float) -> None:
        self.coach.hover(x, y)
        self.battle.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ENTER and self.passed:
            self.next.action()
        else:
            self.battle.key(symbol, modifiers)


class TutorialEndScreen(MenuScreen):
    director: TutorialDirector

    def __init__(self, app: GameWindow, director: TutorialDirector) -> None:
        super().__init__(app, director)
        self.ui = Ui()
        self.back = menu_backdrop(self.ui)
        self.ui.label(tr("tut.end.title"), WIDTH // 2, 300, pal.GOLD, size=18, anchor_x="center")
        self.message = self.ui.label(tr("tut.end.text"), WIDTH // 2 - 220, 270, pal.WHITE, width=440)
        line_pitch(self.message, 15)
        self.buttons = menu(self.ui, [
            (tr("tut.end.play"), director.play_match, True),
            (tr("rules.open"), self.open_rules, True),
            (tr("tut.end.again"), lambda: director.begin(0), True),
            (tr("result.title_menu"), director.leave, True),
        ], top=196, width=220)

    def open_rules(self) -> None:
        from game.mage_battle.views.rules_screen import RulesScreen

        self.app.show(RulesScreen(self.app, lambda: self.app.show(self)))


def start_tutorial(window: GameWindow) -> None:
    """From the title, or from the first match's offer."""
    TutorialDirector.take_over(window).begin(0)
