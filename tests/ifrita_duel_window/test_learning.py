"""Learning Ifrita Duel: its tutorial of scripted turns played to its end by clicks on the
real window (from the title's entry), a command the step does not want refused with the
coach saying why, H on the table opening the rules and Back returning to the same
table, and every rules page in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.names import Side
from tests.ifrita_duel_window.driver import click, play_by_clicks, settle
from tests.window_driver import wait


def title_entry(window: Any, label: str) -> Any:
    window.director.title()
    window.frame()
    title = window.current
    return next(b for b in title.extras if title.game_of[id(b)] == "ifrita_duel" and b.label.text == label)


def wanted(window: Any) -> list[Any]:
    """The commands the coach's step takes now, among teal's legal ones (the most attackers first)."""
    step = window.current.current
    legal = [c for c in window.controller.legal(int(Side.TEAL)) if step.allows(c)]
    return sorted(legal, key=lambda c: -len(getattr(c, "attackers", ())))


def units(window: Any) -> dict[str, Any]:
    view = window.controller.view(int(Side.TEAL))
    return {u.id: u for u in view.units}


def test_the_tutorial_played_to_its_end_by_clicks(window: Any) -> None:
    from game.ifrita_duel.lessons import LESSONS
    from game.shell.learn.tutorial import CoachScreen

    click(window, title_entry(window, "Tutorial"))
    for index, lesson in enumerate(LESSONS):
        settle(window, 2)
        coach = window.current
        assert isinstance(coach, CoachScreen) and coach.lesson is lesson
        assert coach.progress.text.startswith(f"Lesson {index + 1}/{len(LESSONS)}")
        for number, _ in enumerate(lesson.steps):
            wait(window, lambda coach=coach: bool(coach.legal) and bool(wanted(window)))
            assert coach.step == number and not coach.next.enabled
            asked = coach.text.text
            assert asked and "id.tut" not in asked
            play_by_clicks(window, wanted(window)[0])
            wait(window, lambda coach=coach, number=number: coach.passed or coach.step > number)
            assert coach.text.text != asked
        assert coach.passed and coach.next.enabled and "id.tut" not in coach.text.text
        view = window.controller.view(int(Side.TEAL))
        crimson = view.players[int(Side.CRIMSON)]
        if lesson.name == "mana":
            assert [u.card for u in view.units] == ["grove_bear"] and view.units[0].sick
        if lesson.name == "attack":
            assert crimson.hp == 17 and not units(window)["t1"].tapped       # untapped at its next turn
        if lesson.name == "block":
            assert "c1" not in units(window) and not units(window)["t1"].shield
        if lesson.name == "trample":
            assert crimson.hp == 16 and "c1" not in units(window)
        if lesson.name == "hero":
            assert "c1" not in units(window) and view.players[int(Side.TEAL)].cooldown == 2
        click(window, coach.next)
    settle(window, 1)
    assert type(window.current).__name__ == "TutorialEndScreen"
    click(window, window.current.buttons[-1])
    assert type(window.current).__name__ == "TitleScreen"
    assert type(window.director).__name__ == "DuelDirector"       # the next match is a plain one


def test_a_step_refuses_another_command_and_says_why(window: Any) -> None:
    from game.ifrita_duel.lessons import begin

    begin(window, 1)                        # attacking: ending the turn first is not the step
    settle(window, 2)
    coach = window.current
    wait(window, lambda: bool(coach.legal))
    end = next(c for c in window.controller.legal(int(Side.TEAL)) if isinstance(c, cmd.EndTurn))
    assert not window.controller.submit(end)
    settle(window, 2)
    assert window.controller.match.commands == []
    assert coach.text.text.startswith("Not that one now") and "[A]" in coach.text.text
    click(window, coach.skip)
    assert type(window.current).__name__ == "TitleScreen" and window.controller is None


def test_h_on_the_table_opens_the_rules_and_back_returns_to_the_same_table(window: Any) -> None:
    import arcade

    import replays

    before = set(replays.find_unfinished())
    window.director.start_match(seed=5, ai_process=False)
    settle(window, 2)
    table = window.current
    assert type(table).__name__ == "TableScreen"
    window.press_key(arcade.key.H)
    rules = window.current
    assert type(rules).__name__ == "RulesScreen" and rules.learning.game_id == "ifrita_duel"
    click(window, rules.close_button)
    assert window.current is table
    window.director.end_match()
    for path in set(replays.find_unfinished()) - before:       # no unfinished match left for later tests
        path.unlink()


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_rules_page_in_both_languages(window: Any, lang: str) -> None:
    from game.ifrita_duel.learn import learning
    from tests.game.test_rules_screen import page_through_every_page

    page_through_every_page(window, learning(), lang)


def test_both_languages_have_every_learning_key() -> None:
    from game.ifrita_duel import strings_learn

    assert set(strings_learn.KO) == set(strings_learn.EN)


def test_the_first_match_offers_the_tutorial_once(window: Any, tmp_path: Any) -> None:
    from game.ifrita_duel.views.setup import SetupScreen
    from tests.game.test_tutorial import first_match_offers_the_tutorial_once

    first_match_offers_the_tutorial_once(window, tmp_path, "ifrita_duel", SetupScreen, take_it=False)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_lesson_s_words_fit_the_coach(window: Any, lang: str) -> None:
    from game.ifrita_duel.learn import learning
    from tests.game.test_tutorial import every_coach_line_fits

    every_coach_line_fits(window, learning(), lang)
