"""The last reveal stays on the table after it played: each wizard's card and targets,
the attack arrows and what came of them, until the person at the screen commits; R plays
it again without losing a half-made choice; in hot-seat the next person's table, built
anew behind the curtain, shows it too (it is public)."""

from __future__ import annotations

from typing import Any

import arcade

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from tests.wizard_survive_window.driver import click, commit_by_clicks, screen_name, settle


class Plays:
    """Plays `card` at `target` whenever it can, else recovers mana."""

    level = "scripted"
    mood = None

    def __init__(self, card: Card, target: int) -> None:
        self.card, self.target = card, target

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        return next((c for c in legal if c.card is self.card and self.target in c.targets),
                    next(c for c in legal if c.card is Card.MANA_RECOVERY))


def test_the_last_reveal_stays_until_the_next_commit_and_r_replays_it(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    agents = {1: Plays(Card.FIREBALL, 0), 2: Plays(Card.TELEPORT, 0)}
    window.controller = play.controller(3, [None, "beginner", "beginner"], agents=agents, ai_process=False)
    window.director.table()
    settle(window, 3)
    screen = window.current
    assert screen.last is None and not screen.again.enabled          # nothing revealed yet
    commit_by_clicks(window, next(c for c in window.controller.legal(0)
                                  if c.card is Card.FIREBALL and c.targets == (2,)))
    settle(window, 3)
    last = screen.last
    assert last is not None and screen.hand.active and screen.shown.step == 2
    assert {s: c for s, (c, _) in last.show.cards.items()} == {0: Card.FIREBALL, 1: Card.FIREBALL, 2: Card.TELEPORT}
    assert len(last.arrows) == 2                                      # the two fireballs, not the teleport
    assert sorted(last.words()) == sorted(["-1", "dodged!"])          # red hit, green dodged
    assert screen.again.enabled
    # This step's seals stand aside of the kept cards.
    seal, spot = screen.pane.seals[1], screen.pane.spots[1]
    assert seal.visible and seal.center_x < spot.x - 20
    # R plays it again; the half-made choice waits.
    click(window, screen.hand.cards[Card.TELEPORT])
    click(window, screen.hand.targets[1])
    window.settings.speed = 1
    window.press_key(arcade.key.R)
    assert screen.scene is not None and screen.scene.show is last.show
    assert "Again" in screen.caption_title.text
    for _ in range(400):
        window.frame(1 / 30)
        if screen.scene is None:
            break
    assert screen.scene is None and screen.last is not None
    assert screen.hand.active and screen.shown.step == 2
    assert screen.hand.card is Card.TELEPORT and screen.hand.chosen == [1]
    assert [t.text for t in screen.pane.lives_counts] == ["1", "2", "2"]      # the table as it stands
    # Committing takes it away: the next reveal will take its place.
    window.settings.speed = 0
    click(window, screen.hand.commit)
    assert screen.last is None or screen.last.show.step == 2


def test_in_hot_seat_the_next_person_s_table_keeps_showing_the_last_reveal(window) -> None:  # type: ignore[no-untyped-def]
    window.director.start_match([None, None], seed=3, ai_process=False)
    for _ in range(20):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        if screen.hand.active and screen.shown.step == 2:
            break
        if screen.hand.active:
            card = Card.FIREBALL if screen.hand.seat == 0 else Card.MANA_RECOVERY
            commit_by_clicks(window, next(c for c in window.controller.legal(screen.hand.seat) if c.card is card))
    screen = window.current
    assert screen.hand.seat == 0 and screen.shown.step == 2
    assert screen.last is not None
    assert {s: c for s, (c, _) in screen.last.show.cards.items()} == {0: Card.FIREBALL, 1: Card.MANA_RECOVERY}
    commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
    settle(window, 2)
    assert screen_name(window) == "CurtainScreen"
    window.click_native(320, 300)
    settle(window, 2)
    blue = window.current
    assert blue is not screen and blue.hand.seat == 1
    assert blue.last is not None and blue.last.show.step == 1 and "-1" in blue.last.words()
