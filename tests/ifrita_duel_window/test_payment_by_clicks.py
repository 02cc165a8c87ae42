"""Paying a cast's generic part (D12) by clicks: a cast with only one way to pay is played
at once, as before; one whose generic part could be paid in ways that leave different
mana opens the payment picker with D12's default preselected, and the kinds chosen
there are the ones spent. The cast journals its `pay`, and the match's replay verifies."""

from __future__ import annotations

import random
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import payment_options as po
from engine.ifrita_duel.names import MANA_KINDS
from game.ifrita_duel import look
from game.shell.i18n import tr
from replays import load_replay, verify
from tests.ifrita_duel_window.driver import (
    button,
    click,
    hand_spot,
    pay_by_clicks,
    play_by_clicks,
    play_to_result,
    settle,
    target_spot,
)


def ways_of(table: Any, cast: cmd.Cast) -> list[po.Way]:
    view = table.shown
    return po.ways(view.players[0].mana, look.cards().card(cast.card).cost, view.rules.tie_order)


def kind_of(sacrifice: cmd.Sacrifice) -> str:
    return sacrifice.kind or (look.cards().card(sacrifice.card).colors or ("colorless",))[0]


def open_cast(window: Any, cast: cmd.Cast) -> None:
    """Select the card, Cast, and its target if it has one (as a person would)."""
    click(window, hand_spot(window, cast.card))
    click(window, button(window, tr("id.btn.cast")))
    if cast.target is not None:
        click(window, target_spot(window, cast.target))


def teal_turn(window: Any, rng: random.Random) -> Any:
    """Teal's part until a cast with a choice of payment is open on the picker (returned),
    checking on the way that a cast with one way to pay is played at once; else None."""
    table = window.current
    for _ in range(40):
        settle(window, 1)
        legal = list(table.legal)
        if not legal or table.shown.players[0].hand is None:
            return None
        casts = [c for c in legal if isinstance(c, cmd.Cast) and c.target in (None, "crimson")]
        chosen = [c for c in casts if len(ways_of(table, c)) > 1]
        if chosen:
            cast = chosen[0]
            open_cast(window, cast)
            return cast
        single = [c for c in casts if len(ways_of(table, c)) == 1]
        if single:
            before = len(window.controller.match.commands)
            open_cast(window, single[0])
            assert table.paying is None and len(window.controller.match.commands) == before + 1
            assert window.controller.match.commands[-1] == single[0]          # pay=None: D12's default
            continue
        # Sacrifice for a kind teal has none of yet, else end the turn.
        most = table.shown.players[0].mana_max
        fresh = [c for c in legal if isinstance(c, cmd.Sacrifice) and most[MANA_KINDS.index(kind_of(c))] == 0]
        ends = [c for c in legal if isinstance(c, cmd.EndTurn)]
        play_by_clicks(window, fresh[0] if fresh else rng.choice(ends))
    return None


def to_a_cast_with_a_choice(window: Any) -> Any:
    """Seed 12 against the beginner, played by clicks up to teal's first cast whose generic
    part can be paid in more than one way; that cast (its picker open), or None."""
    window.director.opponent = "beginner"
    window.director.start_match(seed=12, ai_process=False)
    rng = random.Random(5)
    for _ in range(400):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        kinds = {type(command) for command in table.legal}
        if cmd.Register in kinds or cmd.Keep in kinds:
            play_by_clicks(window, next(x for x in table.legal if isinstance(x, (cmd.Register, cmd.Keep))))
            continue
        cast = teal_turn(window, rng)
        if cast is not None:
            return cast
    return None


def test_a_cast_pays_with_the_kinds_chosen_and_the_replay_verifies(window) -> None:  # type: ignore[no-untyped-def]
    cast = to_a_cast_with_a_choice(window)
    c = window.controller
    assert cast is not None, "no cast with a choice of payment came up"
    table = window.current
    assert table.paying is not None and table.mode == "pay"
    picker = table.paying[1]
    ways = ways_of(table, cast)
    # D12's default is preselected and shown with what it leaves.
    assert tuple(picker.counts) == ways[0].generic and picker.ready()
    shown = "\n".join(table.texts())
    assert tr("id.pay.default") in shown and look.card_name(cast.card) in shown
    before = len(c.match.commands)
    other = ways[-1]
    pay_by_clicks(window, other.pay)
    assert len(c.match.commands) == before + 1
    played = c.match.commands[-1]
    assert played == cmd.Cast(cast.side, cast.card, cast.target, other.pay) and played.pay is not None
    assert c.view(0).players[0].mana == other.left != ways[0].left
    assert table.paying is None and table.mode == "idle"
    # The match plays on to its end; its replay holds the named payment and verifies.
    play_to_result(window, random.Random(3))
    assert c.replay_path is not None, c.replay_error
    loaded = load_replay(c.replay_path)
    assert played in loaded.replay.commands and verify(loaded.replay, "x").ok
    assert loaded.match.hash() == c.match.hash()


def test_cancel_on_the_picker_casts_nothing(window) -> None:  # type: ignore[no-untyped-def]
    cast = to_a_cast_with_a_choice(window)
    c = window.controller
    assert cast is not None
    table = window.current
    before, mana = len(c.match.commands), c.view(0).players[0].mana
    picker = table.paying[1]
    k = next(k for k in picker.kinds if picker.counts[k])
    click(window, picker.minus[k])                   # a payment short of the cost cannot be confirmed
    assert not picker.ready() and not button(window, tr("id.btn.pay")).enabled
    click(window, button(window, tr("id.btn.pay_default")))
    assert picker.ready() and tuple(picker.counts) == ways_of(table, cast)[0].generic
    click(window, button(window, tr("id.btn.cancel")))
    assert table.paying is None and len(c.match.commands) == before and c.view(0).players[0].mana == mana
