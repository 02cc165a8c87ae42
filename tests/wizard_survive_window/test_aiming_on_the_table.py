"""A seat's private view shows the choice it is making: dashed arrows from its wizard to the
targets it has named, before it commits; a target is named by its small card, by clicking
its wizard on the table or by the keys after the cards' (6, 7, 8), and pointing at either
says all three ways. On commit a neutral "choice made" answers: the same words and sound
whatever was chosen, standing a moment before the next person's curtain."""

from __future__ import annotations

from typing import Any

import arcade

from engine.wizard_survive.names import Card
from game.shell import sound
from tests.window_fixtures import SoundRecorder
from tests.wizard_survive_window.driver import centre_of, click, screen_name, settle


def hover(window: Any, x: float, y: float) -> None:
    s, ratio = window.canvas.scale, window.get_pixel_ratio()
    ox, oy = window.canvas.origin()
    window.dispatch_event("on_mouse_motion", int((ox + (x + 0.5) * s) / ratio), int((oy + (y + 0.5) * s) / ratio),
                          0, 0)
    window.dispatch_events()


def four_seats_red_to_choose(window: Any) -> Any:
    window.director.start_match([None, "beginner", "beginner", "beginner"], seed=4, ai_process=False)
    settle(window, 3)
    screen = window.current
    assert screen.hand.active and screen.hand.seat == 0
    return screen


def test_targets_by_wizard_key_and_card_with_arrows_before_the_commit(window) -> None:  # type: ignore[no-untyped-def]
    screen = four_seats_red_to_choose(window)
    hand, spots = screen.hand, screen.pane.spots
    assert screen.aim_drawn() == (0, ())                    # no card yet: nothing aimed
    window.press_key(arcade.key.KEY_1)                      # fireball
    assert "[6-8]" in hand.hint.text                        # the prompt names the keys
    window.click_native(spots[2].x, spots[2].y)             # Green's wizard on the table
    assert hand.chosen == [2] and screen.aim_drawn() == (0, (2,))
    window.press_key(arcade.key.KEY_8)                      # the third target card: Yellow
    assert hand.chosen == [3] and screen.aim_drawn() == (0, (3,))
    click(window, hand.targets[1])                          # Blue's card
    assert screen.aim_drawn() == (0, (1,))
    window.click_native(spots[0].x, spots[0].y)             # one's own wizard is no target
    assert hand.chosen == [1]
    # Pointing at a wizard or its card tells every way to aim at it.
    hover(window, spots[3].x, spots[3].y)
    assert "Aim at Yellow" in hand.hint.text and "wizard on the table" in hand.hint.text and "[8]" in hand.hint.text
    hover(window, *centre_of(hand.targets[2]))
    assert "Aim at Green" in hand.hint.text and "[7]" in hand.hint.text
    # The commitment is the one the arrows showed.
    click(window, hand.cards[Card.FIREBALL])
    window.press_key(arcade.key.KEY_7)
    assert screen.aim_drawn() == (0, (2,))
    before = len(window.controller.match.commands)
    window.press_key(arcade.key.ENTER)
    made = window.controller.match.commands[before]
    assert (made.card, made.targets) == (Card.FIREBALL, (2,))


def test_an_out_wizard_cannot_be_aimed_at_and_says_so(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play
    from tests.wizard_survive_window.test_last_reveal_stays import Plays

    agents = {1: Plays(Card.FIREBALL, 2), 2: Plays(Card.MANA_RECOVERY, 0), 3: Plays(Card.FIREBALL, 2)}
    window.controller = play.controller(3, [None, "beginner", "beginner", "beginner"], agents=agents,
                                        ai_process=False)
    window.director.table()
    settle(window, 3)
    screen = window.current
    click(window, screen.hand.cards[Card.MANA_RECOVERY])
    click(window, screen.hand.targets[1])
    click(window, screen.hand.commit)
    settle(window, 3)
    assert screen.shown.wizards[2].out and screen.hand.active
    click(window, screen.hand.cards[Card.FIREBALL])
    spot = screen.pane.spots[2]
    window.click_native(spot.x, spot.y)
    assert screen.hand.chosen == [] and "Green is out" in screen.hand.hint.text


def made_by(window: Any, clicks: list[Card | int]) -> tuple[list[str], list[str], bool]:
    """Hot-seat, three people: red chooses by `clicks` (a card, a seat's wizard) and commits
    with Enter. What sounded from the commit on, the words shown meanwhile, and whether
    the curtain waited for them."""
    window.settings.speed = 1
    window.director.start_match([None, None, None], seed=6, ai_process=False)
    settle(window, 2)
    window.click_native(320, 300)
    settle(window, 2)
    screen = window.current
    for thing in clicks:
        if isinstance(thing, Card):
            click(window, screen.hand.cards[thing])
        else:
            window.click_native(screen.pane.spots[thing].x, screen.pane.spots[thing].y)
    recorder = SoundRecorder()
    previous = sound.install(recorder)
    try:
        window.press_key(arcade.key.ENTER)
        assert window.controller.match.commands and screen.made_left > 0
        words = [t.text for t in screen.made.texts]
        window.frame(1 / 60)
        waited = screen_name(window) == "TableScreen"
        for _ in range(120):
            window.frame(1 / 30)
    finally:
        sound.install(previous)
    assert screen_name(window) == "CurtainScreen"           # then the next person's curtain
    window.settings.speed = 0
    window.director.end_match()
    return recorder.played, words, waited


def test_choice_made_says_and_sounds_the_same_whatever_was_chosen(window) -> None:  # type: ignore[no-untyped-def]
    seen = {name: made_by(window, clicks) for name, clicks in {
        "fireball at blue": [Card.FIREBALL, 1],
        "teleport naming green": [Card.TELEPORT, 2],
        "mana recovery naming blue": [Card.MANA_RECOVERY, 1],
    }.items()}
    assert len({(tuple(heard), tuple(words), waited) for heard, words, waited in seen.values()}) == 1, seen
    heard, words, waited = seen["fireball at blue"]
    assert heard == ["card"] and words == ["Choice made"] and waited
