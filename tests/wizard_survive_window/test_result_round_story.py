"""The result screen tells each round's story from the public events: how it ended, after
how many steps, who attacked whom and who cast a meteor; the last round's first, another
by pointing at its column or with the arrow keys."""

from __future__ import annotations

import random

import arcade

from engine.wizard_survive import events as ev
from engine.wizard_survive.names import Card, GameEnd, RoundEnd
from game.wizard_survive.history import history
from tests.wizard_survive_window.driver import play_to_result, settle
from tests.wizard_survive_window.test_aiming_on_the_table import hover

EVENTS = [
    ev.StepRevealed(1, 1, (0, 1, 2), (Card.FIREBALL, Card.LIGHTNING, Card.TELEPORT), ((1,), (0, 2), (0,))),
    ev.StepRevealed(1, 2, (0, 1, 2), (Card.FIREBALL, Card.METEOR, Card.FIREBALL), ((1,), (0,), (1,))),
    ev.RoundEnded(1, 2, RoundEnd.ALL_OUT, None, 0), ev.RoundStarted(2),
    ev.StepRevealed(2, 1, (0, 1, 2), (Card.FIREBALL, Card.FIREBALL, Card.FIREBALL), ((1,), (2,), (1,))),
    ev.RoundEnded(2, 1, RoundEnd.LAST_STANDING, 0, 2), ev.GameEnded(0, GameEnd.SOULS),
]


def test_each_round_s_story_comes_from_the_public_events() -> None:
    first, second = history(3, EVENTS).rounds
    assert (first.round, first.steps, first.end, first.scorer) == (1, 2, RoundEnd.ALL_OUT, None)
    assert first.attacks == {(0, 1): 2, (1, 0): 1, (1, 2): 1, (2, 1): 1} and first.meteors == (1,)
    assert (second.end, second.scorer, second.souls) == (RoundEnd.LAST_STANDING, 0, 2)
    assert second.attacks == {(0, 1): 1, (1, 2): 1, (2, 1): 1} and second.meteors == ()


def test_the_result_tells_the_last_round_then_the_one_pointed_at_or_stepped_to(window) -> None:  # type: ignore[no-untyped-def]
    window.director.start_match([None, "beginner", "beginner"], seed=8, ai_process=False)
    play_to_result(window, random.Random(8))
    settle(window, 2)
    screen = window.current
    rounds = screen.history.rounds
    assert len(rounds) >= 2 and screen.story_round == len(rounds) - 1
    last = rounds[-1]
    assert screen.story_title.text == f"Round {last.round} · {last.steps} steps"
    assert screen.story_text.text.startswith("End: " + ("Green stands alone" if last.scorer == 2 else
                                                        "Red stands alone" if last.scorer == 0 else
                                                        "Blue stands alone" if last.scorer == 1 else ""))
    window.press_key(arcade.key.LEFT)
    assert screen.story_round == len(rounds) - 2
    assert screen.story_title.text.startswith(f"Round {rounds[-2].round} ")
    from game.wizard_survive.views.results import COLUMN, SOULS_LEFT, SOULS_TOP

    hover(window, SOULS_LEFT + COLUMN / 2, SOULS_TOP - 20)          # round 1's column
    assert screen.story_round == 0 and screen.story_title.text.startswith("Round 1 ")
    assert "Attacks:" in screen.story_text.text or "No attacks" in screen.story_text.text
