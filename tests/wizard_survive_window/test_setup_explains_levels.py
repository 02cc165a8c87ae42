"""The setup screen says what each AI level does and what the whimsical AI's moods mean, in
both languages and within its panel; the levels seated at the table stand out."""

from __future__ import annotations

from typing import Any

import pytest

from engine.wizard_survive.ai.agents import MOODS
from engine.wizard_survive.names import LEVELS
from game.shell import palette as pal
from game.shell.i18n import language, tr
from tests.wizard_survive_window.driver import click


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_setup_says_what_each_level_and_mood_does(window: Any, lang: str) -> None:
    language().set(lang)
    try:
        window.director.new_match()
        window.frame()
        setup = window.current
        from game.wizard_survive.views.setup import NOTES_W

        for level in LEVELS:
            note = setup.level_notes[level]
            assert note.text == tr(f"ws.level_tip.{level}") and note.content_width <= NOTES_W
        for mood in MOODS:
            assert tr(f"ws.mood_tip.{mood}") in setup.mood_notes.text.replace("\n", " · ")
        assert setup.mood_notes.content_width <= NOTES_W
        # Nothing in the panel runs into the seats above it or the hint under it.
        lowest_seat = min(b.y for b in setup.seat_buttons if b.visible)
        top = max(note.y + note.content_height for note in setup.level_notes.values())
        assert top <= lowest_seat
        # (a label's y is its first baseline: its lines run below by their height less an ascent)
        assert setup.mood_notes.y - setup.mood_notes.content_height >= setup.hint.y
    finally:
        language().set("en")


def test_the_levels_at_the_table_stand_out(window: Any) -> None:
    window.director.new_match()
    window.frame()
    setup = window.current
    seated = set(setup.seats[:setup.count])
    for level, note in setup.level_notes.items():
        assert (tuple(note.color) == tuple(pal.WHITE)) == (level in seated)
    while "whimsical" in setup.seats[:setup.count]:
        click(window, setup.seat_buttons[setup.seats.index("whimsical")])
    assert tuple(setup.mood_notes.color) == tuple(pal.STONE)
    click(window, setup.seat_buttons[1])
    while setup.seats[1] != "whimsical":
        click(window, setup.seat_buttons[1])
    assert tuple(setup.mood_notes.color) == tuple(pal.VIOLET)
    assert tuple(setup.level_notes["whimsical"].color) == tuple(pal.WHITE)
