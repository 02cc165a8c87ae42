"""The tutorial, played to its end by synthesized clicks on the real headless window: each
lesson asks for one thing, passes only once the match received that command, and Next
goes on; Skip leaves at any time; the first match offers it once; the title offers it."""

from __future__ import annotations

from engine.mage_battle import Element, Side
from engine.mage_battle import commands as cmd
from game.mage_battle.director import MageDirector
from game.mage_battle.views.setup import OpponentScreen
from game.shell.confirm import ConfirmScreen
from game.shell.learn.tutorial import CoachScreen, TutorialEndScreen
from game.shell.title import TitleScreen
from tests.game.driver import click_button, click_cell, do_action, settle
from tests.window_driver import wait


def lesson_commands(window):  # type: ignore[no-untyped-def]
    return window.controller.match.commands


def play_lesson(window, name: str) -> None:  # type: ignore[no-untyped-def]
    """What a newcomer would click in each lesson, by the coach's words."""
    screen = window.current
    tables = screen.tables
    legal = screen.legal()
    at = tables.parse

    def first(kind, **want):  # type: ignore[no-untyped-def]
        return next(c for c in legal if isinstance(c, kind) and all(getattr(c, k) == v for k, v in want.items()))

    if name == "move":
        do_action(window, first(cmd.Move, mage=0))
    elif name in ("sorcerer", "stacks", "counter"):
        do_action(window, first(cmd.Attack, mage=0))
    elif name == "priest":
        do_action(window, first(cmd.Attack, mage=0, centre=at("D06"), orient=next(
            c.orient for c in legal if isinstance(c, cmd.Attack) and c.centre == at("D06")
            and len(screen.reach(c)[1]) == 2)))
    elif name == "respond":
        click_button(window, screen.btn_end)
        wait(window, lambda: window.current.response_ui is not None)
        prompt = window.current.response
        from engine.mage_battle import Element

        for buttons in prompt.buttons.values():
            button = next(b for b, e in buttons if e == Element.EARTH)
            click_button(window, button)
        click_button(window, prompt.confirm)
    elif name == "shrine":
        click_cell(window, screen.board, at("D14"))
        click_cell(window, screen.board, at("D15"))
    elif name == "card":
        click_button(window, screen.btn_card)
        click_cell(window, screen.board, at("D07"))
    elif name == "round_limit":
        click_button(window, screen.btn_end)


def test_the_tutorial_played_to_its_end_by_clicks(window):
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.shell.learn.tutorial import CoachScreen

    window.settings.offered.clear()
    window.director.title()
    window.frame()
    tutorial = next(b for b in window.current.extras if b.label.text == "Tutorial")
    click_button(window, tutorial)
    for lesson in LESSONS:
        settle(window, 2)
        screen = window.current
        assert isinstance(screen, CoachScreen) and screen.lesson is lesson
        assert not screen.next.enabled and screen.text.text and "tut." not in screen.text.text
        asked = screen.text.text
        # Clicking Next before doing it does nothing.
        window.click_native(screen.next.x + 5, screen.next.y + 5)
        assert window.current is screen
        play_lesson(window, lesson.name)
        wait(window, lambda screen=screen: screen.passed)
        assert screen.text.text != asked and screen.next.enabled
        teal = [c for c in window.controller.match.commands if c.side == Side.TEAL]
        assert teal, lesson.name
        state = window.controller.match.state
        fallen = {state.tables.name(m.home) for m in state.mages if m.side == Side.CRIMSON and m.cell is None}
        # Each attack lesson ends as its coach says: who fell.
        expected = {"sorcerer": {"D07"}, "priest": {"C06", "E06"}, "stacks": {"D06"}, "respond": {"D08"}}
        assert fallen == expected.get(lesson.name, set())
        if lesson.name == "card":
            assert state.mages[2].layers == (Element.LIGHT,) and state.cards_used[Side.TEAL] is not None
        if lesson.name == "counter":
            # The scripted foe answered water: the sorcerer was countered and fell.
            assert window.controller.match.state.mages[0].cell is None
        if lesson.name in ("shrine", "round_limit"):
            result = window.controller.match.state.results[-1]
            assert result.winner == Side.TEAL and result.reason.key == ("shrine" if lesson.name == "shrine"
                                                                         else "round_limit")
        click_button(window, screen.next)
    settle(window, 1)
    assert isinstance(window.current, TutorialEndScreen)
    assert "mage_battle" in window.settings.offered
    click_button(window, window.current.buttons[-1])
    assert isinstance(window.current, TitleScreen)
    assert isinstance(window.director, MageDirector)     # the next match is a plain one


def test_a_lesson_waits_for_the_asked_command_and_skip_leaves(window):
    from game.mage_battle.views.tutorial import start_tutorial
    from game.shell.learn.tutorial import CoachScreen

    start_tutorial(window)
    settle(window, 2)
    screen = window.current
    assert isinstance(screen, CoachScreen) and screen.lesson.name == "move"
    # Ending the turn is not the asked move: the lesson stays open.
    click_button(window, screen.btn_end)
    settle(window, 4)
    assert not screen.passed and window.current is screen
    click_button(window, screen.skip)
    assert isinstance(window.current, TitleScreen)
    assert window.controller is None and isinstance(window.director, MageDirector)


def first_match_offers_the_tutorial_once(window, tmp_path, game_id: str, setup: type,  # type: ignore[no-untyped-def]
                                          take_it: bool = True) -> None:
    """A game's first new match asks once whether to take its tutorial (remembered in the
    settings file); taking it opens the coach, declining goes to the game's `setup` screen,
    and the next new match goes there without asking."""
    from game.shell.ui import ui_of

    ui = ui_of(game_id)
    assert ui is not None
    settings = window.settings
    kept = settings.path, list(settings.offered)
    settings.path, settings.offered[:] = tmp_path / "settings.json", []
    try:
        window.director.title()
        ui.new_match(window)
        offer = window.current
        assert isinstance(offer, ConfirmScreen) and game_id in settings.offered
        assert "offered" in (tmp_path / "settings.json").read_text()
        click_button(window, offer.buttons[0 if take_it else 1])
        settle(window, 1)
        if take_it:
            assert isinstance(window.current, CoachScreen)
            click_button(window, window.current.skip)
        else:
            assert isinstance(window.current, setup)
            window.director.title()
        ui.new_match(window)
        assert isinstance(window.current, setup)                    # asked once only
    finally:
        settings.path, settings.offered[:] = kept[0], kept[1]
        window.director.title()


def test_the_first_match_offers_the_tutorial_once(window, tmp_path):  # type: ignore[no-untyped-def]
    first_match_offers_the_tutorial_once(window, tmp_path, "mage_battle", OpponentScreen)


def every_coach_line_fits(window, learning, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every lesson's words (each step's ask, hint and refusal, and its end) fit the coach
    box in `lang`: above the buttons of a box that sets them in a row, inside the box, and
    no key left unresolved."""
    from game.shell.i18n import known, language, tr
    from tests.game.test_rules_screen import extent

    course = learning.course
    language().set(lang)
    try:
        for index, lesson in enumerate(course.lessons):
            course.begin(window, index)
            settle(window, 1)
            coach = window.current
            x, y, w, h = coach.box
            # Buttons under the words (a row) are their floor; beside them (a column), the box's.
            floor = max((b.y + b.h for b in (coach.next, coach.hint, coach.retry, coach.skip)
                         if b.x < coach.text.x + coach.text.width), default=y)
            heading, progress = extent(coach.heading), extent(coach.progress)
            assert heading[2] + 8 <= progress[0] and progress[2] <= x + w, (lang, lesson.name, coach.progress.text)
            parts = [s.name for s in lesson.steps] + [f"{s.name}.{extra}" for s in lesson.steps
                                                       for extra in ("hint", "wrong") if known(coach.key_of(
                                                           f"{s.name}.{extra}"))] + ["done"]
            for part in parts:
                words = tr(coach.key_of(part))
                for said in (words, tr("learn.wrong", why=words)):
                    coach.say(said, coach.text.color)
                    left, bottom, right, top = extent(coach.text)
                    where = (lang, lesson.name, part, said)
                    assert not said.startswith(course.key), where
                    assert bottom >= floor + 1 and top <= y + h - 18 and right <= x + w, where
            window.director.leave()
    finally:
        language().set("en")


def test_every_mage_battle_lesson_s_words_fit_the_coach(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.views.rules_pages import learning

    for lang in ("ko", "en"):
        every_coach_line_fits(window, learning(), lang)


def test_the_lessons_follow_the_battles_in_order() -> None:
    """A newcomer is never sent back from battle 2 to battle 1: the positions' battles
    only grow, lesson after lesson."""
    from game.mage_battle.tutorial_lessons import LESSONS

    battles = [lesson.build().battle for lesson in LESSONS]
    assert battles == sorted(battles) and battles[-1] == 3, battles
