"""The reveal as a show: played over time at the set speed with its sounds, skipped by a
click, and read from events only (show.py, history.py)."""

from __future__ import annotations

from typing import Any

from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card, GameEnd, RoundEnd
from engine.wizard_survive.view import WizardView
from game.shell import sound
from game.wizard_survive.history import history
from tests.window_fixtures import SoundRecorder
from tests.wizard_survive_window.driver import click, settle


class Fireballer:
    level = "scripted"
    mood = None

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        return next(c for c in legal if c.card is Card.FIREBALL)


def test_the_reveal_plays_over_time_with_its_sounds_and_a_click_skips_it(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    window.settings.speed = 1
    recorder = SoundRecorder()
    previous = sound.install(recorder)
    try:
        window.controller = play.controller(2, [None, "beginner"], agents={1: Fireballer()}, ai_process=False)
        window.director.table()
        settle(window, 3)
        screen = window.current
        assert screen.hand.active and screen.pane.seals[1].visible
        click(window, screen.hand.cards[Card.TELEPORT])
        assert "Blue, the only other player in" in screen.hand.hint.text      # W8: implied
        click(window, screen.hand.commit)
        for _ in range(50):                        # about 0.8 s in: the cards have flipped, the fireball flies
            window.frame(1 / 60)
        scene = screen.scene
        assert scene is not None and not screen.hand.active
        assert 0.6 < scene.t < 1.0 and screen.world.zoom > 1.0
        assert [(s.source, s.target, s.card, s.dodged) for s in scene.show.shots] == [(1, 0, Card.FIREBALL, True)]
        assert scene.show.teleports == (0,) and not scene.show.lost
        assert recorder.played[-3:] == ["flip", "whoosh", "blink"] or {"flip", "whoosh"} <= set(recorder.played)
        window.click_native(320, 200)              # skip
        assert screen.scene is None and screen.world.zoom == 1.0
        assert screen.shown.step == 2 and screen.shown.wizards[0].lives == 2       # dodged
        settle(window, 2)
        assert screen.hand.active
    finally:
        sound.install(previous)


def test_who_took_whom_out_and_souls_per_round_come_from_the_events() -> None:
    events = [
        ev.StepRevealed(1, 1, (0, 1, 2), (Card.METEOR, Card.FIREBALL, Card.TELEPORT), ((1,), (0,), (0,))),
        ev.LivesLost(0, 1, False), ev.LivesLost(1, 2, True), ev.LivesLost(2, 2, True),
        ev.PlayerOut(1), ev.PlayerOut(2), ev.StepResolved(1, 1),
        ev.RoundEnded(1, 1, RoundEnd.LAST_STANDING, 0, 1), ev.RoundStarted(2),
        ev.StepRevealed(2, 1, (0, 1, 2), (Card.LIGHTNING, Card.FIREBALL, Card.FIREBALL), ((1, 2), (2,), (1,))),
        ev.LivesLost(1, 2, False), ev.LivesLost(2, 2, False), ev.PlayerOut(1), ev.PlayerOut(2),
        ev.StepResolved(2, 1), ev.RoundEnded(2, 1, RoundEnd.LAST_STANDING, 0, 2), ev.GameEnded(0, GameEnd.SOULS),
    ]
    h = history(3, events)
    assert h.souls == [[1, 0, 0], [2, 0, 0]] and h.total(0) == 3
    assert h.outs == {(0, 1): 2, (0, 2): 2, (1, 2): 1, (2, 1): 1}
