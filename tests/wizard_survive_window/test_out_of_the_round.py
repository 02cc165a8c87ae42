"""A person whose wizard is out of the round while AIs play it on is told so, and F skips
to the round's end: the reveals inside the round finish at once, the one that ends the
round still plays, and the next round's hand opens."""

from __future__ import annotations

from typing import Any

import arcade

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from tests.wizard_survive_window.driver import commit_by_clicks, settle


class HuntsThenRests:
    """Fireballs `prey` while it is in (recovering mana when short), then only recovers mana:
    once the prey is out, the round runs on to its step limit."""

    level = "scripted"
    mood = None

    def __init__(self, prey: int) -> None:
        self.prey = prey

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        if self.prey in view.in_seats():
            hunt = next((c for c in legal if c.card is Card.FIREBALL and c.targets == (self.prey,)), None)
            if hunt is not None:
                return hunt
        return next(c for c in legal if c.card is Card.MANA_RECOVERY)


def knocked_out(window: Any) -> Any:
    from game.wizard_survive import play

    agents = {1: HuntsThenRests(0), 2: HuntsThenRests(0)}
    window.controller = play.controller(11, [None, "beginner", "beginner"], agents=agents, ai_process=False)
    window.director.table()
    settle(window, 3)
    screen = window.current
    while 0 in screen.shown.in_seats():
        commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
        settle(window, 3)
    return screen


def test_a_person_out_of_the_round_is_told_that_f_skips_to_its_end(window) -> None:  # type: ignore[no-untyped-def]
    screen = knocked_out(window)
    assert screen.sitting_out() and not screen.hand.active
    assert "F: skip to the round's end" in screen.hand.hint.text


def test_f_finishes_the_rounds_reveals_and_plays_the_one_that_ends_it(window) -> None:  # type: ignore[no-untyped-def]
    screen = knocked_out(window)
    window.settings.speed = 1                      # reveals take their time again
    try:
        steps_left = screen.shown.rules.step_limit - screen.shown.step
        assert steps_left > 3 and screen.shown.round == 1
        for _ in range(30):                        # half a second: one reveal at most
            window.frame()
        assert screen.shown.round == 1 and screen.scene is not None
        assert "F: skip" in screen.caption_skip.text
        window.on_key_press(arcade.key.F, 0)
        # The AIs still choose each step; every reveal but the round's last finishes at once:
        # one frame a step, where watching would take over a second a step.
        for frames in range(4 * steps_left):  # noqa: B007 - the count is the assertion's message
            window.controller.wait_for_ai()
            window.frame()
            if screen.scene is not None and screen.scene.show.round_end is not None:
                break
        assert screen.scene is not None and screen.scene.show.round_end is not None, frames
        assert screen.shown.step == screen.shown.rules.step_limit
        for _ in range(600):
            window.frame()
            if screen.hand.active:
                break
        assert screen.hand.active and screen.shown.round == 2 and not screen.hurrying
    finally:
        window.settings.speed = 0
