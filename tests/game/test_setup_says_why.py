"""Each setup screen (shrine elements, formation, element assignment) says in a few words
why its choice matters, in both languages, in the side panel between what has been chosen
and the feedback line, never running into either."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.mage_battle import Phase
from game.mage_battle.views.setup import SetupScreen
from game.shell.i18n import language, tr
from game.shell.widgets import set_text
from tests.game.driver import do_setup, settle

STEPS = {Phase.SHRINES: "setup.shrines.why", Phase.FORMATION: "setup.formation.why",
         Phase.ELEMENTS: "setup.elements.why"}


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_each_setup_step_says_why_it_matters(window: Any, lang: str) -> None:
    language().set(lang)
    rng = random.Random(5)
    try:
        window.director.start_match("beginner", seed=11)
        settle(window)
        seen = []
        for _ in range(3):
            screen = window.current
            assert isinstance(screen, SetupScreen)
            why = screen.why
            assert why.text == tr(STEPS[screen.phase]) and why.text
            assert why.content_width <= 148
            # Under the chosen lines (three shrines at most), over the feedback's first line.
            set_text(screen.info, "\n".join(["B01: -"] * 3))
            assert why.top <= screen.info.bottom
            set_text(screen.feedback, tr("setup.bad_cell", cell="D08"))
            assert why.bottom >= screen.feedback.top
            screen.refresh()
            screen.show_feedback("")
            seen.append(screen.phase)
            do_setup(window, rng)
            settle(window)
        assert seen == [Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS]
    finally:
        language().set("en")
        window.director.end_match()
        window.director.title()
