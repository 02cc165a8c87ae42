"""The tutorial runner: a game's scripted lessons played on its own match screen, with a
coach box over it that says what to do, step by step. A step is done when the commands
the match received since it began pass its check and the screen has shown what they
did; a command the step does not want is refused before it reaches the match, and the
box says why. Retry starts the lesson again, Next goes on once it is done, Skip leaves.

A game's lesson director is its own director with `LessonFlow` mixed in: it builds each
lesson's match (a `LessonController` from a built position, scripted opponents) and
shows its match screen through `coached`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import arcade

import game.shell.learn.strings  # noqa: F401  (the runner's words join the catalog)
from engine.kernel.game import AnyGame
from game.shell import palette as pal
from game.shell.app import Screen
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, menu
from game.shell.controller import MatchController
from game.shell.director import Director
from game.shell.i18n import known, tr
from game.shell.learn.model import Course, Learning, Lesson, Step
from game.shell.widgets import Button, Ui, line_pitch, set_text
from replays import Player

if TYPE_CHECKING:
    from game.shell.app import GameWindow

BUTTONS_W = 126             # the box's column of buttons, at its right
COMPACT_W = 80              # a button of a short box's two columns
ROW_BOX_H = 100             # a box this tall sets its buttons in a row under its text
COLUMN_BOX_H = 80           # a box this tall (and not taller) in a column at its right
PITCH = 14                  # the coach's line pitch


def offered(window: GameWindow, game_id: str) -> bool:
    """Whether the game's first match has offered its tutorial already. Settings made in
    code (tests, scripts) are nobody's first visit, so they never ask."""
    settings = window.settings
    return settings.path is None or game_id in settings.offered


def mark_offered(window: GameWindow, game_id: str) -> None:
    """A first match offers the tutorial once: remember that it has been."""
    settings = window.settings
    if game_id not in settings.offered:
        settings.offered.append(game_id)
        settings.save()


Place = tuple[int, int, int]        # a button's x, y and width


def button_places(x: int, y: int, w: int, h: int) -> tuple[Place, Place, Place, Place, int]:
    """Where a coach box's four buttons go (Next, Hint, Retry, Skip) and where its words
    end on the right: a row under the words in a tall box; a column at the right of a box
    of middle height; two by two at the right of a short one (over a table that needs its
    height)."""
    if h >= ROW_BOX_H:
        size = (w - 20 - 12) // 4
        row = [(x + 10 + k * (size + 4), y + 6, size) for k in range(4)]
        return row[0], row[1], row[2], row[3], x + w - 10
    width = BUTTONS_W if h >= COLUMN_BOX_H else 2 * COMPACT_W + 4
    right = x + w - width - 10
    half = (width - 4) // 2
    if h >= COLUMN_BOX_H:
        row_h = (h - 8) // 3
        return ((right, y + 4 + 2 * row_h, width), (right, y + 4 + row_h, half),
                (right + half + 4, y + 4 + row_h, width - half - 4), (right, y + 4, width), right - 10)
    return ((right, y + h - 28, half), (right, y + 6, half), (right + half + 4, y + 6, half),
            (right + half + 4, y + h - 28, half), right - 10)


class LessonController(MatchController):
    """A lesson's match: from a built position, never journaled, and every person's command
    first asked of the lesson's step (`gate`: why not, or None to let it through)."""

    def __init__(self, game: AnyGame, start: Any, players: Sequence[Player], gate: Callable[[Any], str | None],
                 agents: Any = None, seed: int = 0) -> None:
        super().__init__(game, seed, players, agents=agents, start=start, ai_process=False)
        self.gate = gate

    def submit(self, command: Any) -> bool:
        refusal = self.gate(command)
        if refusal is not None:
            self.last_error = refusal
            return False
        return super().submit(command)


class LessonFlow(Director):
    """The lesson-by-lesson flow of a tutorial, mixed into a game's own director: a lesson's
    match ends in the lesson, never on the result screen. Subclasses give `learning` and
    `plain` (the game's director to go back to) and build the match in `start_lesson`."""

    plain: type[Director]

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.lesson = 0
        self.coach: CoachScreen | None = None

    # ---- what a game gives ------------------------------------------------------------
    def learning(self) -> Learning:
        raise NotImplementedError

    def start_lesson(self, lesson: Lesson) -> None:
        """Build the lesson's match (a `LessonController` gated by `refusal`) and show it."""
        raise NotImplementedError

    @property
    def course(self) -> Course:
        course = self.learning().course
        assert course is not None
        return course

    # ---- the flow ---------------------------------------------------------------------
    def begin(self, index: int = 0) -> None:
        mark_offered(self.window, self.learning().game_id)
        self.end_match()
        self.lesson = index
        self.coach = None
        self.start_lesson(self.course.lessons[index])

    def coached(self, make: Callable[[], Screen]) -> None:
        """The lesson's match screen under the coach, made once per lesson."""
        if self.coach is None:
            self.coach = CoachScreen(self.window, self, make(), self.lesson)
        self.window.show(self.coach)

    def show_coach(self) -> None:
        if self.coach is not None:
            self.window.show(self.coach)

    def refusal(self, command: Any) -> str | None:
        """Why the lesson's step does not take `command` now (it never reaches the match)."""
        coach = self.coach
        return coach.refuse(command) if coach is not None else None

    def results(self) -> None:
        """A lesson's match may end (a round, the game): the coach says so instead."""

    def rules(self) -> None:
        from game.shell.learn.rules_screen import RulesScreen

        self.window.show(RulesScreen(self.window, self.learning(), self.show_coach))

    def next_lesson(self) -> None:
        if self.lesson + 1 < len(self.course.lessons):
            self.begin(self.lesson + 1)
        else:
            self.end_match()
            self.window.show(TutorialEndScreen(self.window, self))

    def retry(self) -> None:
        self.begin(self.lesson)

    def to_plain(self) -> Director:
        """Out of the tutorial: the window's director is the game's plain flow again."""
        self.end_match()
        mark_offered(self.window, self.learning().game_id)
        director = self.plain(self.window)
        director.rng = self.rng
        self.window.director = director
        return director

    def leave(self) -> None:
        self.to_plain().title()

    def title(self) -> None:
        """Leaving a lesson (Esc, Leave) leaves the tutorial."""
        self.leave()

    def play_match(self) -> None:
        from game.shell.ui import ui_of

        self.to_plain()
        ui = ui_of(self.learning().game_id)
        if ui is not None:
            ui.new_match(self.window)


class CoachScreen(Screen):
    """The lesson's match screen with the coach box over it; every input the box does not
    take goes to the match screen, and the screen reads as the one it wraps (`__getattr__`:
    tests and drivers address the match screen's parts through the shown screen)."""

    def __init__(self, app: GameWindow, flow: LessonFlow, inner: Screen, index: int) -> None:
        super().__init__(app)
        self.flow = flow
        self.inner = inner
        self.index = index
        course = flow.course
        self.course = course
        self.lesson: Lesson = course.lessons[index]
        self.step = 0
        self.mark = 0                # commands the match had when the step began
        self.passed = False
        self.hinting = False
        x, y, w, h = self.box = course.box
        ui = self.coach = Ui()
        ui.box(x, y, w, h, pal.alpha(pal.PANEL, 245), border=pal.GOLD)
        last = index + 1 == len(course.lessons)
        finish = tr("learn.finish" if last else "learn.next_lesson")
        (nx, ny, nw), (hx, hy, hw), (rx, ry, rw), (sx, sy, sw), words_end = button_places(x, y, w, h)
        self.progress = ui.label("", words_end, y + h - 16, pal.SILVER, small=True, anchor_x="right")
        self.heading = ui.label(tr(f"{course.key}.{self.lesson.name}.title"), x + 10, y + h - 16, pal.GOLD)
        self.text = ui.label("", x + 10, y + h - 31, pal.WHITE, width=words_end - x - 10)
        line_pitch(self.text, PITCH)
        self.next: Button = ui.button(nx, ny, nw, 20, finish, flow.next_lesson)
        self.hint: Button = ui.button(hx, hy, hw, 20, tr("learn.hint"), self.toggle_hint, tip="[?]")
        self.retry: Button = ui.button(rx, ry, rw, 20, tr("learn.retry"), flow.retry)
        self.skip: Button = ui.button(sx, sy, sw, 20, tr("learn.skip"), flow.leave, small=sw < BUTTONS_W)
        self.next.set_state(enabled=False)
        self.say_step()

    def __getattr__(self, name: str) -> Any:
        inner = self.__dict__.get("inner")
        if inner is None:
            raise AttributeError(name)
        return getattr(inner, name)

    # ---- the words ----------------------------------------------------------------------
    @property
    def current(self) -> Step:
        return self.lesson.steps[self.step]

    def key_of(self, part: str) -> str:
        return f"{self.course.key}.{self.lesson.name}.{part}"

    def say_step(self) -> None:
        steps = len(self.lesson.steps)
        total = len(self.course.lessons)
        set_text(self.progress, tr("learn.lesson", n=self.index + 1, total=total) if steps == 1 else
                 tr("learn.lesson_step", n=self.index + 1, total=total, step=self.step + 1, steps=steps))
        self.hinting = False
        self.say(tr(self.key_of(self.current.name)), pal.WHITE)
        has = known(self.key_of(f"{self.current.name}.hint"))
        self.hint.set_state(enabled=has, visible=has)

    def say(self, words: str, colour: tuple[int, int, int, int]) -> None:
        set_text(self.text, words)
        self.text.color = colour

    def toggle_hint(self) -> None:
        if self.passed:
            return
        self.hinting = not self.hinting
        if self.hinting:
            self.say(tr(self.key_of(f"{self.current.name}.hint")), pal.GOLD)
        else:
            self.say(tr(self.key_of(self.current.name)), pal.WHITE)

    def refuse(self, command: Any) -> str | None:
        """A person's command the step does not want: refused, and the box says why."""
        if self.passed or self.current.allows(command):
            return None
        wrong = self.key_of(f"{self.current.name}.wrong")
        why = tr(wrong) if known(wrong) else tr(self.key_of(self.current.name))
        self.say(tr("learn.wrong", why=why), pal.ORANGE)
        return why

    # ---- the frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.inner.update(dt)
        c = self.app.controller
        if self.passed or c is None or not self.course.resting(self.inner):
            return
        commands = c.match.commands
        # The person's own commands only: the others' may be secrets (a commitment before
        # its reveal), and a step is about what the person did.
        seat = self.flow.seat
        own = [command for command in commands[self.mark:] if c.game.seat_of(command) == seat]
        if not self.current.done(own, c.over):
            return
        if self.step + 1 < len(self.lesson.steps):
            self.step += 1
            self.mark = len(commands)
            self.say_step()
            return
        self.passed = True
        self.hint.set_state(enabled=False, visible=False)
        self.say(tr(self.key_of("done")), pal.WHITE)
        self.next.set_state(enabled=True)

    def draw(self) -> None:
        self.inner.draw()
        self.app.canvas.camera.use()
        self.coach.draw()

    def changed(self) -> bool:
        return True

    def drawn(self) -> None:
        self.inner.drawn()

    def repaint_only(self) -> bool:
        return False

    def on_show_view(self) -> None:
        shown = getattr(self.inner, "on_show_view", None)
        if shown is not None:
            shown()

    # ---- input ----------------------------------------------------------------------------
    def in_box(self, x: float, y: float) -> bool:
        bx, by, bw, bh = self.box
        return bx <= x < bx + bw and by <= y < by + bh

    def click(self, x: float, y: float, button: int) -> None:
        if self.in_box(x, y):
            self.coach.click(x, y)
        else:
            self.inner.click(x, y, button)

    def hover(self, x: float, y: float) -> None:
        self.coach.hover(x, y)
        self.inner.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ENTER and self.passed:
            self.next.action()
        elif symbol in (k.H, k.F1):
            self.flow.rules()
        elif symbol in (k.QUESTION, k.SLASH) and self.hint.enabled:
            self.toggle_hint()
        else:
            self.inner.key(symbol, modifiers)


class TutorialEndScreen(MenuScreen):
    director: LessonFlow

    def __init__(self, app: GameWindow, director: LessonFlow) -> None:
        super().__init__(app, director)
        learning = director.learning()
        self.ui = Ui()
        self.back = learning.backdrop(self.ui)
        self.ui.label(tr("learn.end.title"), WIDTH // 2, 300, pal.GOLD, size=18, anchor_x="center")
        self.message = self.ui.label(tr(f"{director.course.key}.end.text"), WIDTH // 2 - 220, 270, pal.WHITE,
                                     width=440)
        line_pitch(self.message, 15)
        self.buttons = menu(self.ui, [
            (tr("learn.end.play"), director.play_match, True),
            (tr("learn.rules"), self.open_rules, True),
            (tr("learn.end.again"), lambda: director.begin(0), True),
            (tr("learn.end.title_menu"), director.leave, True),
        ], top=196, width=220)

    def open_rules(self) -> None:
        from game.shell.learn.rules_screen import RulesScreen

        self.app.show(RulesScreen(self.app, self.director.learning(), lambda: self.app.show(self)))
