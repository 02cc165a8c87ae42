"""The title's questions (a new match while one is unfinished, discarding one): the box
holds its words whatever their length, in both languages, above its answers."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from game.shell.canvas import HEIGHT, WIDTH
from game.shell.confirm import ConfirmScreen
from game.shell.i18n import language, tr
from game.shell.players import Unfinished
from game.shell.unfinished import describe
from replays import ai

BIG = Unfinished(Path("/nowhere/a.journal"), "wizard_survive", datetime.datetime(2026, 10, 28, 20, 48),
                 (ai("beginner"), ai("intermediate"), ai("advanced"), ai("whimsical")), 8192)


def assert_inside(screen: ConfirmScreen) -> None:
    box = screen.box
    inside = (box.left, box.bottom, box.right, box.top)
    assert 0 <= inside[0] and inside[2] <= WIDTH and 0 <= inside[1] and inside[3] <= HEIGHT
    answers_top = max(b.y + b.h for b in screen.buttons)
    assert all(inside[1] <= b.y and inside[0] <= b.x and b.x + b.w <= inside[2] for b in screen.buttons)
    message = screen.message
    assert answers_top + 4 <= message.bottom, (message.bottom, answers_top)
    assert message.top <= screen.title.y - 4 and screen.title.y + 12 <= inside[3]
    assert inside[0] <= message.left and message.left + message.content_width <= inside[2]


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_title_s_questions_hold_their_words(window, lang) -> None:  # type: ignore[no-untyped-def]
    language().set(lang)
    try:
        back = [(tr("confirm.back"), window.director.title)]
        for title, text in (("confirm.new.title", "confirm.new.text"),
                            ("confirm.discard.title", "confirm.discard.text")):
            screen = ConfirmScreen(window, window.director, tr(title), tr(text, match=describe(BIG)), back * 3)
            window.show(screen)
            window.frame()
            assert_inside(screen)
    finally:
        language().set("en")
        window.director.title()


def test_a_long_question_grows_the_box_instead_of_running_under_its_answers(window) -> None:  # type: ignore[no-untyped-def]
    lines = "\n".join(f"line {i}" for i in range(9))
    screen = ConfirmScreen(window, window.director, "?", lines, [("a", window.director.title),
                                                                 ("b", window.director.title)])
    window.show(screen)
    window.frame()
    assert_inside(screen)
    window.director.title()
