"""Every disabled action says why when pointed at, in the engine's words: a hand card
that cannot be cast and each disabled button show on the hint line the refusal the
rules give the seat's view (why.py), worded from its key in both languages, with the
action's key."""

from __future__ import annotations

import random

import arcade

from engine.ifrita_duel.why import refusal
from game.ifrita_duel.views.actions import why_text
from game.shell.i18n import language, tr
from tests.ifrita_duel_window.driver import centre_of, choose, play_by_clicks, settle, spot


def hover(window, thing) -> str:  # type: ignore[no-untyped-def]
    window.current.hover(*centre_of(thing))
    return str(window.current.panel.hint.text)


def to_main_phase(window, seed: int = 3):  # type: ignore[no-untyped-def]
    """The seated seat's main phase with a hand card it cannot cast."""
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=seed, ai_process=False)
    rng = random.Random(5)
    for _ in range(600):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        hand = table.hand()
        if (table.mode == "idle" and table.shown.phase.key.startswith("main")
                and any(i not in table.marks.playable for i in range(len(hand)))):
            return table
        play_by_clicks(window, choose(list(table.legal), rng))
    raise AssertionError("no main phase with an uncastable card")


def test_an_uncastable_card_says_why_from_the_engine(window) -> None:  # type: ignore[no-untyped-def]
    try:
        for code in ("en", "ko"):
            language().set(code)
            table = to_main_phase(window)
            hand = table.hand()
            index = next(i for i in range(len(hand)) if i not in table.marks.playable)
            reason = refusal(table.source, "cast", hand[index])
            assert reason is not None
            tip = hover(window, spot(window, "card", str(index)))
            assert tip == tr("id.why.cannot_cast", why=why_text(reason)) + f" [{index + 1}]"
            assert not tip.startswith("id.") and str(reason) != why_text(reason)   # worded, not the sentence
    finally:
        language().set("en")


def test_every_disabled_button_has_the_engines_reason(window) -> None:  # type: ignore[no-untyped-def]
    table = to_main_phase(window)
    buttons = [b for b in table.panel.buttons if b.visible]
    assert all(b.tip for b in buttons)
    disabled = [b for b in buttons if not b.enabled]
    for b in disabled:
        assert hover(window, b) == b.tip and "[" in b.tip
    table.key(arcade.key.KEY_1, 0)          # a card chosen by its number
    assert table.mode == "card" and table.selected == 0
    cast = next(b for b in table.panel.buttons if b.visible and b.label.text == tr("id.btn.cast"))
    if not cast.enabled:
        assert why_text(refusal(table.source, "cast", table.hand()[0])) in cast.tip
    window.current.hover(1, 1)             # pointed away: the resting hint again
    assert table.panel.hint.text == table.panel.resting[0]


def test_keys_end_turn_cancel_and_attack_all(window) -> None:  # type: ignore[no-untyped-def]
    table = to_main_phase(window)
    table.key(arcade.key.KEY_1, 0)
    assert table.mode == "card"
    table.key(arcade.key.ESCAPE, 0)         # cancel, not the title
    assert table.mode == "idle" and type(window.current).__name__ == "TableScreen"
    turn = table.shown.turn
    table.key(arcade.key.E, 0)
    settle(window, 2)
    t = window.current
    if t.mode == "discard":                 # above the hand limit: the discards first
        return
    assert t.shown.turn > turn or not t.legal


def test_the_attack_key_chooses_every_attacker_and_enter_confirms(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel import choices

    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    rng = random.Random(6)
    for _ in range(900):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        ready = choices.attackers(table.legal)
        if table.mode == "idle" and ready and choices.blocks(table.legal)[0] is None:
            table.key(arcade.key.A, 0)
            assert table.mode == "attack" and sorted(table.chosen) == sorted(ready)
            table.key(arcade.key.ENTER, 0)
            settle(window, 2)
            assert window.current.shown.attacked or window.current.shown.attackers or not window.current.legal
            return
        play_by_clicks(window, choose(list(table.legal), rng))
    raise AssertionError("no attack came")


def test_every_refusal_key_is_worded_in_both_languages() -> None:
    import re
    from pathlib import Path

    from game.ifrita_duel import strings

    source = "".join(Path(f"engine/ifrita_duel/{name}.py").read_text() for name in ("decide", "why"))
    keys = set(re.findall(r'Reason\(\s*"(\w+)"', source)) | {"attacked", "attack_phase", "tapped", "sick"}
    assert {"mana", "sacrificed", "target", "main", "sick"} <= keys
    for key in keys:
        assert f"id.why.{key}" in strings.KO and f"id.why.{key}" in strings.EN, key


def test_a_refusal_read_in_hot_seat_is_gone_after_the_end_turn_key(window) -> None:  # type: ignore[no-untyped-def]
    """Why a card of the hand cannot be cast tells of that hand: after the person ends the
    turn by its key, the screen between the two people no longer says it."""
    from tests.ifrita_duel_window.test_hotseat_handoff import hotseat, to_the_table_of

    hotseat(window, 11)
    rng = random.Random(4)

    def stuck_card(screen) -> bool:  # type: ignore[no-untyped-def]
        return (screen.mode == "idle" and choices_end(screen)
                and any(i not in screen.marks.playable for i in range(len(screen.hand()))))

    screen = to_the_table_of(window, 0, rng, stuck_card)
    index = next(i for i in range(len(screen.hand())) if i not in screen.marks.playable)
    tip = hover(window, spot(window, "card", str(index)))
    assert tip.startswith(tr("id.why.cannot_cast", why="").strip())
    screen.key(arcade.key.E, 0)
    assert screen.nobodys() and screen.panel.hint.text != tip
    assert tip not in screen.texts()


def choices_end(screen) -> bool:  # type: ignore[no-untyped-def]
    from engine.ifrita_duel import commands as cmd

    return any(isinstance(x, cmd.EndTurn) and not x.discard for x in screen.legal)
