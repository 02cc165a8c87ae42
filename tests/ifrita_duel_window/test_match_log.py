"""The table's log is the shell's log pane, written from the seat's events: every public
event in words, an ability named with its target, and the same log after the match is
resumed from its journal (rebuilt from the events, never kept by the screen)."""

from __future__ import annotations

import random

import arcade

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.names import Side
from game.ifrita_duel import look, words
from game.shell.i18n import tr
from replays import resume
from tests.ifrita_duel_window.driver import choose, play_by_clicks, settle

T, C = Side.TEAL, Side.CRIMSON


def test_an_ability_is_logged_with_its_target(window) -> None:  # type: ignore[no-untyped-def]
    used = ev.HeroAbilityUsed(Side.TEAL, "ward", "t1")
    seen = words.Entered(0)
    seen.saw(ev.UnitEntered(Side.TEAL, "t1", "shield_squire", False))
    text = words.line(used, seen)
    assert text == tr("id.log.hero_at", side=look.side_name(0), name=look.hero_name("ward"),
                      target=look.card_name("shield_squire"))
    assert look.card_name("shield_squire") in text


def test_the_log_is_the_same_after_the_match_is_resumed(window) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    rng = random.Random(2)
    for _ in range(3000):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        if table.shown.turn >= 6 and table.shown.phase.key == "main1":
            break
        command = choose(list(table.legal), rng)
        play_by_clicks(window, cmd.EndTurn(command.side, command.discard)
                       if isinstance(command, cmd.EndTurn) else command)
    before = window.current.panel.log.texts()
    assert len(before) > 20 and any(line.startswith(tr("id.log.turn", turn=5, side="")[:4]) for line in before)
    path = window.controller.journal.path
    window.director.end_match()
    window.director.go_on(resume(path))
    settle(window, 2)
    table = window.current
    assert type(table).__name__ == "TableScreen"
    assert table.panel.log.texts() == before
    # Opened and scrolled back with the keys, at rest where the person left it.
    window.press_key(arcade.key.L)
    window.press_key(arcade.key.HOME)
    assert table.panel.log.expanded and table.panel.log.visible()[0][0] == before[0]
    window.press_key(arcade.key.L)
    assert not table.panel.log.expanded


def test_the_readers_own_side_is_named_as_theirs(window) -> None:  # type: ignore[no-untyped-def]
    events = [ev.TurnStarted(T, 1), ev.CardCast(T, "ember_imp", None, ()), ev.CardCast(C, "ember_imp", None, ())]
    mine, theirs = look.side_name(0), look.side_name(1)
    lines = [text for text, _ in words.read_back(events, 0, you=0)]
    assert lines[1].startswith(tr("id.side.yours", side=mine)) and lines[2].startswith(theirs + ":")
    assert not any(tr("id.side.yours", side="") in text for text, _ in words.read_back(events, None))
