"""The table shows who can afford to attack whom this step (small marks of each wizard's
affordable attacks under it, said in words when pointed at), read from the view's rule set;
and every mark on the table says what it is when pointed at: names, who plays a seat (an
AI's manner and mood), hearts, crystals, souls."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.wizard_survive.names import Card
from game.wizard_survive.views.table_tips import threats
from tests.wizard_survive_window.driver import commit_by_clicks, settle
from tests.wizard_survive_window.test_aiming_on_the_table import hover
from tests.wizard_survive_window.test_last_reveal_stays import Plays


def table(window: Any, whimsical: bool = False) -> Any:
    from game.wizard_survive import play

    # Blue saves mana; Green teleports (or, whimsical, has its moods): after two steps blue
    # can afford every attack.
    agents: dict[int, Any] = {1: Plays(Card.MANA_RECOVERY, 0)}
    if not whimsical:
        agents[2] = Plays(Card.TELEPORT, 0)
    window.controller = play.controller(3, [None, "beginner", "whimsical"], agents=agents, ai_process=False)
    window.director.table()
    settle(window, 3)
    return window.current


def shown_marks(screen: Any, seat: int) -> set[Card]:
    return {card for card, sprite in screen.tips.mark_sprites[seat].items() if sprite.visible}


def test_each_wizard_shows_the_attacks_its_mana_pays_for_and_at_whom(window) -> None:  # type: ignore[no-untyped-def]
    screen = table(window)
    assert threats(screen.shown) == {s: ((Card.FIREBALL,), tuple(o for o in range(3) if o != s)) for s in range(3)}
    assert all(shown_marks(screen, s) == {Card.FIREBALL} for s in range(3))
    for _ in range(2):
        commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
        settle(window, 3)
    assert screen.shown.wizards[1].mana == 3
    assert shown_marks(screen, 1) == {Card.FIREBALL, Card.LIGHTNING, Card.METEOR}
    spot = screen.pane.spots[1]
    hover(window, spot.x, 116)
    assert screen.tips.shown
    assert screen.tips.words.text == "Blue can afford to attack this step: Fireball, Lightning, Meteor · at Red, Green"
    # The costs are the rule set's: a draft where fireball costs 2 leaves 1 mana no attack.
    dear = replace(screen.shown, rules=replace(screen.shown.rules, fireball_cost=2))
    assert threats(dear)[2] == ((), ())


def test_pointing_at_a_mark_says_what_it_is(window) -> None:  # type: ignore[no-untyped-def]
    screen = table(window, whimsical=True)
    commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
    settle(window, 3)
    spots = screen.pane.spots

    def said(x: float, y: float) -> str:
        hover(window, x, y)
        return str(screen.tips.words.text) if screen.tips.shown else ""

    red = screen.shown.wizards[0]
    assert said(spots[0].x - 46, spots[0].y) == f"Red's lives: {red.lives}. At 0 a wizard is out"
    assert said(spots[0].x + 46, spots[0].y).startswith(f"Red's mana: {red.mana} (at most 5) · costs: fireball 1")
    assert said(spots[1].x, spots[1].y + 112).startswith("Blue's souls: 0/5")
    assert said(spots[0].x, spots[0].y + 130) == "Red: a person choosing at this screen"
    whimsical = said(spots[2].x, spots[2].y + 130)
    assert whimsical.startswith("Green: Whimsical: draws a mood each round")
    mood = screen.moods[2]
    assert mood is not None and whimsical.splitlines()[-1].startswith(mood)
    assert said(spots[1].x, spots[1].y).startswith("Blue can afford")        # the wizard itself: its threat
    assert said(320, 340) == ""                                             # the top bar has its own tips
