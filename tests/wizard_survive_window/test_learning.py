"""Learning Wizard Survive: its tutorial played to its end by clicks on the real window
(from the title's entry), a wrong card refused with the coach saying why, H on the table
opening the rules and Back returning to the same table, and every rules page in both
languages."""

from __future__ import annotations

from typing import Any

import pytest

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from tests.window_driver import wait
from tests.wizard_survive_window.driver import click, commit_by_clicks, settle


def title_entry(window: Any, game_id: str, label: str) -> Any:
    window.director.title()
    window.frame()
    title = window.current
    return next(b for b in title.extras if title.game_of[id(b)] == game_id and b.label.text == label)


def wanted(window: Any) -> Commit:
    """The commitment the coach's step asks for, among the seat's legal ones (both targets
    for a lightning that asks for two)."""
    coach = window.current
    step = coach.current
    legal = [c for c in window.controller.legal(0) if step.allows(c)]
    assert legal, (coach.lesson.name, step.name)
    return max(legal, key=lambda c: len(c.targets))


def test_the_tutorial_played_to_its_end_by_clicks(window: Any) -> None:
    from game.shell.learn.tutorial import CoachScreen
    from game.wizard_survive.lessons import LESSONS

    click(window, title_entry(window, "wizard_survive", "Tutorial"))
    for index, lesson in enumerate(LESSONS):
        settle(window, 2)
        coach = window.current
        assert isinstance(coach, CoachScreen) and coach.lesson is lesson
        assert coach.progress.text.startswith(f"Lesson {index + 1}/{len(LESSONS)}")
        for number, _step in enumerate(lesson.steps):
            wait(window, lambda coach=coach: coach.hand.active)
            assert coach.step == number and not coach.next.enabled
            asked = coach.text.text
            assert asked and "ws.tut" not in asked
            commit_by_clicks(window, wanted(window))
            wait(window, lambda coach=coach, number=number: coach.passed or coach.step > number)
            assert coach.text.text != asked
        assert coach.passed and coach.next.enabled and "ws.tut" not in coach.text.text
        state = window.controller.match.state
        if lesson.name == "fireball":
            assert state.rounds[-1].scorer == 0 and state.rounds[-1].souls == 2
        if lesson.name == "teleport":
            assert state.wizards[0].lives == 1 and not state.wizards[0].out       # the fireball was dodged
        if lesson.name == "lightning":
            assert state.rounds[-1].scorer == 0
        if lesson.name == "meteor":
            assert state.over and state.winner == 0 and state.wizards[0].souls == 5
        click(window, coach.next)
    settle(window, 1)
    assert type(window.current).__name__ == "TutorialEndScreen"
    click(window, window.current.buttons[-1])
    assert type(window.current).__name__ == "TitleScreen"
    assert type(window.director).__name__ == "WizardDirector"       # the next match is a plain one


def test_a_step_refuses_another_card_and_says_why(window: Any) -> None:
    from game.wizard_survive.lessons import begin

    begin(window, 0)
    settle(window, 2)
    coach = window.current
    wait(window, lambda: coach.hand.active)
    commit_by_clicks(window, Commit(0, Card.TELEPORT, (1,)))
    settle(window, 2)
    assert not [c for c in window.controller.match.commands if c.seat == 0]     # never reached the match
    assert coach.text.text.startswith("Not that one now") and "Fireball [1]" in coach.text.text
    assert coach.hand.active and coach.step == 0
    click(window, coach.hint)
    assert "first card" in coach.text.text
    click(window, coach.retry)
    settle(window, 2)
    assert window.current is not coach and window.current.step == 0
    click(window, window.current.skip)
    assert type(window.current).__name__ == "TitleScreen" and window.controller is None


def test_h_on_the_table_opens_the_rules_and_back_returns_to_the_same_table(window: Any) -> None:
    import arcade

    window.director.start_match([None, "beginner"], seed=3, ai_process=False)
    settle(window, 2)
    table = window.current
    assert type(table).__name__ == "TableScreen"
    window.press_key(arcade.key.H)
    rules = window.current
    assert type(rules).__name__ == "RulesScreen" and rules.learning.game_id == "wizard_survive"
    click(window, rules.close_button)
    assert window.current is table
    window.press_key(arcade.key.ESCAPE)


def test_the_title_offers_the_rules(window: Any) -> None:
    click(window, title_entry(window, "wizard_survive", "Rules"))
    assert type(window.current).__name__ == "RulesScreen"
    assert window.current.learning.game_id == "wizard_survive"


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_rules_page_in_both_languages(window: Any, lang: str) -> None:
    from game.wizard_survive.learn import learning
    from tests.game.test_rules_screen import page_through_every_page

    page_through_every_page(window, learning(), lang)


def test_both_languages_have_every_learning_key() -> None:
    from game.wizard_survive import strings_learn

    assert set(strings_learn.KO) == set(strings_learn.EN)


def test_the_table_s_keys_line_names_h_and_h_in_a_lesson_returns_to_the_lesson(window: Any) -> None:
    import arcade

    from game.wizard_survive.lessons import begin

    begin(window, 0)
    settle(window, 2)
    coach = window.current
    wait(window, lambda: coach.hand.active)
    assert "Rules [H]" in coach.hand.hint.text
    window.press_key(arcade.key.H)
    assert type(window.current).__name__ == "RulesScreen"
    window.press_key(arcade.key.ESCAPE)
    assert window.current is coach
    click(window, coach.skip)


def test_the_first_match_offers_the_tutorial_once(window: Any, tmp_path: Any) -> None:
    from game.wizard_survive.views.setup import SetupScreen
    from tests.game.test_tutorial import first_match_offers_the_tutorial_once

    first_match_offers_the_tutorial_once(window, tmp_path, "wizard_survive", SetupScreen, take_it=True)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_lesson_s_words_fit_the_coach(window: Any, lang: str) -> None:
    from game.wizard_survive.learn import learning
    from tests.game.test_tutorial import every_coach_line_fits

    every_coach_line_fits(window, learning(), lang)
