"""What a person hears while choosing in secret at a shared screen (hot-seat) does not
depend on the choice: picking a card or a target is silent for everyone, whatever is
picked, and only the game's public moments sound. Alone against AIs the picks click."""

from __future__ import annotations

from typing import Any

from engine.wizard_survive.names import Card
from game.shell import sound
from tests.window_fixtures import SoundRecorder
from tests.wizard_survive_window.driver import click, commit_by_clicks, screen_name, settle

# Its matches stop mid-game: their journals would make a later test's title ask to resume.


def aim_and_commit(window: Any, clicks: list[Card | int]) -> None:
    """Click the hand's cards (a Card) and target cards (a seat) in this order, then Commit."""
    hand = window.current.hand
    for thing in clicks:
        click(window, hand.cards[thing] if isinstance(thing, Card) else hand.targets[thing])
    click(window, hand.commit)


# Red's third step, with 3 mana: each a way to choose and commit, by clicks.
CHOICES: dict[str, list[Card | int]] = {
    "fireball at blue": [Card.FIREBALL, 1],
    "lightning at blue and green": [Card.LIGHTNING, 1, 2],
    "lightning at green": [Card.LIGHTNING, 2],
    "teleport": [Card.TELEPORT, 2],
    "mana recovery": [Card.MANA_RECOVERY, 1],
    "meteor": [Card.METEOR, 2],
    "second thoughts": [Card.FIREBALL, 1, Card.LIGHTNING, 2, 1, 2, Card.METEOR, Card.LIGHTNING, 2],
}


def heard_while_choosing(window: Any, seats: list[str | None], clicks: list[Card | int]) -> list[str]:
    """A new 3-seat match in which everyone recovers mana twice; then red's choice by
    `clicks` (after taking the curtain, when there is one): what sounded from the moment
    red sat down to the commitment."""
    window.director.start_match(seats, seed=3, ai_process=False)
    c = window.controller
    for _ in range(200):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            if window.current.seat == 0 and c.view(0).step == 3:
                break
            window.click_native(320, 300)
        elif window.current.hand.active:
            if window.current.hand.seat == 0 and c.view(0).step == 3:
                break
            commit_by_clicks(window, next(x for x in c.legal(window.current.hand.seat)
                                          if x.card is Card.MANA_RECOVERY))
    recorder = SoundRecorder()
    previous = sound.install(recorder)
    try:
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            settle(window, 1)
        assert window.current.hand.active and window.current.hand.seat == 0
        before = len(c.match.commands)
        aim_and_commit(window, clicks)
        assert len(c.match.commands) == before + 1 and c.match.commands[-1].seat == 0
    finally:
        sound.install(previous)
    window.director.end_match()
    return recorder.played


def test_in_hot_seat_what_the_others_hear_does_not_depend_on_the_choice(window) -> None:  # type: ignore[no-untyped-def]
    heard = {name: heard_while_choosing(window, [None, None, None], clicks) for name, clicks in CHOICES.items()}
    assert len(set(map(tuple, heard.values()))) == 1, heard
    # Alone against AIs the picks still answer with a click: nobody is listening in.
    alone = heard_while_choosing(window, [None, "beginner", "beginner"], CHOICES["lightning at blue and green"])
    assert alone.count("click") == 4
