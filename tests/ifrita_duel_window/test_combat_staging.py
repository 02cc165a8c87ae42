"""A combat's close-ups play back to back: from the click that starts the combat to the
last clash, every frame drawn shows a close-up, so the board under them (already at the
combat's result) never flashes between two pairings or before the first."""

from __future__ import annotations

import random
from typing import Any

from engine.ifrita_duel import commands as cmd
from tests.ifrita_duel_window.driver import choose, play_by_clicks, settle


def to_a_wide_attack(window: Any) -> tuple[Any, cmd.Attack]:
    """Seed 3 against the beginner, played by the driver's plain choices at speed 0, up
    to a teal attack with two or more attackers (returned, not yet made)."""
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    rng = random.Random(2)
    for _ in range(3000):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        attacks = [c for c in table.legal if isinstance(c, cmd.Attack) and len(c.attackers) >= 2]
        if attacks:
            return table, max(attacks, key=lambda c: len(c.attackers))
        command = choose(list(table.legal), rng)
        play_by_clicks(window, cmd.EndTurn(command.side, command.discard)
                       if isinstance(command, cmd.EndTurn) else command)
    raise AssertionError("no wide attack")


def test_no_frame_shows_the_bare_board_while_close_ups_remain(window) -> None:  # type: ignore[no-untyped-def]
    table, attack = to_a_wide_attack(window)
    from game.ifrita_duel import show

    c = window.controller
    since = len(c.batches)
    drawn: list[bool] = []      # per frame drawn once the combat has resolved: a close-up on screen?
    plain = table.draw

    def draw() -> None:
        if any(show.has_combat(b.events) for b in c.batches[since:]):
            drawn.append(table.scene is not None)
        plain()

    table.draw = draw
    window.settings.speed = 1
    try:
        play_by_clicks(window, attack)
        window.on_draw()                         # the frame right after the click
        for _ in range(3000):
            window.frame(1 / 30)
            c.wait_for_ai()
            if drawn.count(True) and table.scene is None and not table.queue:
                break
    finally:
        window.settings.speed = 0
        del table.draw
    assert True in drawn, "no close-up played"
    last = len(drawn) - 1 - drawn[::-1].index(True)
    assert all(drawn[:last + 1]), drawn[:last + 1]
