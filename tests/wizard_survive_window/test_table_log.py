"""The table's log: every public event in words, a reveal's lines only once it has played,
opened and closed by L or its button, scrolled by the keys and the wheel, and never a
seat's secret (what a person chose stays out of it until the reveal)."""

from __future__ import annotations

from typing import Any

import arcade

from engine.wizard_survive.names import Card
from tests.wizard_survive_window.driver import click, commit_by_clicks, settle
from tests.wizard_survive_window.test_out_of_the_round import HuntsThenRests, knocked_out


def three_seats(window: Any) -> Any:
    from game.wizard_survive import play

    agents = {1: HuntsThenRests(0), 2: HuntsThenRests(0)}
    window.controller = play.controller(11, [None, "beginner", "beginner"], agents=agents, ai_process=False)
    window.director.table()
    settle(window, 3)
    return window.current


def test_the_log_tells_each_reveal_after_it_played_and_never_a_secret(window) -> None:  # type: ignore[no-untyped-def]
    screen = three_seats(window)
    before = screen.log.texts()
    assert not screen.log.expanded
    teleport = next(c for c in window.controller.legal(0) if c.card is Card.TELEPORT)
    click(window, screen.hand.cards[Card.TELEPORT])
    assert screen.log.texts() == before                   # a half-made choice is nobody's news
    window.settings.speed = 1
    try:
        commit_by_clicks(window, teleport)
        for _ in range(3):
            window.controller.wait_for_ai()
            window.frame()
        assert screen.scene is not None
        assert not any("Reveal" in line for line in screen.log.texts())   # not ahead of the scene
        window.on_key_press(arcade.key.SPACE, 0)
        window.frame()
    finally:
        window.settings.speed = 0
    texts = screen.log.texts()
    reveal = next(line for line in texts if line.startswith("Reveal"))
    assert "Red Teleport" in reveal and "Blue Fireball → Red" in reveal
    assert any("Red dodges" in line for line in texts), texts


def test_l_and_the_button_open_it_and_the_keys_and_wheel_scroll_it(window) -> None:  # type: ignore[no-untyped-def]
    screen = knocked_out(window)             # the AIs play the round on: a long log
    settle(window, 30)
    assert len(screen.log.rows) > screen.log.room() + 10 if screen.log.expanded else len(screen.log.rows) > 40
    window.on_key_press(arcade.key.L, 0)
    window.frame()
    assert screen.log.expanded
    shown = [row for row, _ in screen.log.visible()]
    assert shown and shown[-1] == [row for row, _ in screen.log.rows][-1]     # following the newest
    window.on_key_press(arcade.key.HOME, 0)
    assert screen.log.visible()[0] == screen.log.rows[0]
    window.on_key_press(arcade.key.END, 0)
    assert screen.log.back == 0
    s = window.canvas.scale
    x, y, w, h = screen.log.box()
    window.dispatch_event("on_mouse_scroll", int((x + w / 2) * s), int((y + h / 2) * s), 0, 1)
    window.frame()                          # the window hands queued events on at its next frame
    assert screen.log.back > 0
    # Its header's [L] closes it, as the top bar's button opens it again.
    window.click_native(x + w - 8, y + h - 6)
    assert not screen.log.expanded
    window.click_native(212 + 30, 334 + 10)
    assert screen.log.expanded
