"""The opponent screen says what each AI level is like and what the whimsical AI's moods
mean, in both languages, each line beside its button and the moods in their own panel, with
nothing running off the screen or into the backdrop's mages."""

from __future__ import annotations

from typing import Any

import pytest

from engine.mage_battle.ai.agents import LEVELS, MOODS
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import language, tr
from tests.game.driver import centre_of


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_opponent_screen_says_what_each_level_and_mood_is(window: Any, lang: str) -> None:
    from game.mage_battle.views.setup import MOODS_W, MOODS_Y

    language().set(lang)
    try:
        window.director.new_match()
        window.frame()
        screen = window.current
        for level, note in zip(LEVELS, screen.notes):
            assert note.text == tr(f"level_tip.{level}") and note.text
        assert screen.notes[len(LEVELS)].text == tr("level_tip.hotseat")
        for note, button in zip(screen.notes, screen.buttons):
            # Beside its own button, within the screen.
            assert note.x >= button.x + button.w and note.x + note.content_width <= WIDTH - 4
            assert button.y <= note.y <= button.y + button.h
        for mood in MOODS:
            assert tr(f"mood_tip.{mood.replace(' ', '_')}") in screen.mood_notes.text.replace("\n", " · ")
        assert screen.mood_notes.content_width <= MOODS_W
        # The moods' panel sits under the last button and above the mages at the foot.
        assert screen.mood_notes.top <= min(b.y for b in screen.buttons)
        assert screen.mood_notes.bottom >= MOODS_Y - 6
    finally:
        language().set("en")
        window.director.title()


def test_pointing_at_the_whimsical_ai_lights_its_moods(window: Any) -> None:
    window.director.new_match()
    window.frame()
    screen = window.current
    whimsical = screen.buttons[LEVELS.index("whimsical")]
    screen.hover(*centre_of(whimsical))
    assert tuple(screen.mood_notes.color) == tuple(pal.WHITE)
    assert tuple(screen.notes[LEVELS.index("whimsical")].color) == tuple(pal.WHITE)
    screen.hover(*centre_of(screen.buttons[0]))
    assert tuple(screen.mood_notes.color) == tuple(pal.STONE)
    window.director.title()
