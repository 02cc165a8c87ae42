"""The seat's hand marks what can be cast now: exactly the cards the engine's legal
commands cast (a target and a payment fit), outlined while nothing else is being
chosen, and none once a card is picked or in the opponent's turn."""

from __future__ import annotations

import random

from engine.ifrita_duel import commands as cmd
from tests.ifrita_duel_window.driver import choose, click, hand_spot, play_by_clicks, settle


def test_the_hand_outlines_exactly_the_castable_cards(window) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    rng = random.Random(4)
    seen_some = seen_none = False
    for _ in range(600):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen":
            continue
        hand = table.hand()
        cast = {c.card for c in table.legal if isinstance(c, cmd.Cast)}
        assert table.marks.playable == {i for i, card in enumerate(hand) if card in cast}
        seen_some |= bool(table.marks.playable)
        seen_none |= bool(hand) and not table.marks.playable
        if table.marks.playable and seen_none:
            index = min(table.marks.playable)
            click(window, hand_spot(window, hand[index]))           # a card picked: its choice, no outlines
            assert table.mode == "card" and not table.marks.playable
            break
        if table.legal:
            play_by_clicks(window, choose(list(table.legal), rng))
    assert seen_some and seen_none
