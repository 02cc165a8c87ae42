"""Plays Ifrita Duel's window like a person: every choice is a synthesized click on a
card, a unit, an Ifrita or a button of the real headless window (the clicks every game
shares are in tests/window_driver.py)."""

from __future__ import annotations

import random
from typing import Any

from engine.ifrita_duel import commands as cmd
from game.shell.i18n import tr
from tests.window_driver import centre_of as centre_of
from tests.window_driver import click as click
from tests.window_driver import screen_name as screen_name
from tests.window_driver import settle as settle


def button(window: Any, label: str) -> Any:
    """The table's visible panel button whose label starts with `label`."""
    found = [b for b in window.current.panel.buttons if b.visible and b.label.text.startswith(label)]
    assert found, (label, [b.label.text for b in window.current.panel.buttons if b.visible])
    return found[0]


def spot(window: Any, kind: str, key: str) -> Any:
    found = window.current.board.spot(kind, key)
    assert found is not None, (kind, key)
    return found


def hand_spot(window: Any, card: str) -> Any:
    hand = window.current.hand()
    return spot(window, "card", str(hand.index(card)))


def target_spot(window: Any, target: str) -> Any:
    return spot(window, "hero" if target in ("teal", "crimson") else "unit", target)


def choose(legal: list[Any], rng: random.Random) -> Any:
    """A command a plain player would make: keep, sacrifice, cast the dearest card,
    block or not at random, attack with everything, then end the turn."""
    kinds = {type(c) for c in legal}
    if cmd.Register in kinds:       # the table registers the deck chosen on the setup
        return next(c for c in legal if isinstance(c, cmd.Register))
    if cmd.Keep in kinds:
        return next(c for c in legal if isinstance(c, cmd.Keep))
    if cmd.Block in kinds:
        return rng.choice(legal)
    sacrifices = [c for c in legal if isinstance(c, cmd.Sacrifice)]
    if sacrifices and rng.random() < 0.8:
        return rng.choice(sacrifices)
    casts = [c for c in legal if isinstance(c, (cmd.Cast, cmd.UseHero))]
    if casts and rng.random() < 0.9:
        return rng.choice(casts)
    attacks = [c for c in legal if isinstance(c, cmd.Attack)]
    if attacks:
        return max(attacks, key=lambda c: len(c.attackers))
    return rng.choice([c for c in legal if isinstance(c, cmd.EndTurn)])


def play_by_clicks(window: Any, command: Any) -> None:
    """Make `command` on the table with clicks only; the controller must have played it."""
    c = window.controller
    before = len(c.match.commands)
    if isinstance(command, cmd.Register):
        click(window, button(window, tr("id.btn.register")))
        assert len(c.match.commands) == before + 1, window.current.panel.hint.text
        played = c.match.commands[-1]
        assert isinstance(played, cmd.Register) and played.side == command.side
        return
    if isinstance(command, cmd.Keep):
        click(window, button(window, tr("id.btn.keep")))
    elif isinstance(command, cmd.Mulligan):
        click(window, button(window, tr("id.btn.mulligan")))
    elif isinstance(command, cmd.Block):
        # Every attacker's blocker is chosen on one screen: this one's, the rest unblocked.
        if command.blocker is not None:
            click(window, spot(window, "unit", command.blocker))
            click(window, spot(window, "unit", command.attacker))
        click(window, button(window, tr("id.btn.confirm_blocks")))
        assert len(c.match.commands) > before and c.match.commands[before] == command, (
            c.match.commands[before:], command, window.current.panel.hint.text)
        return
    elif isinstance(command, cmd.Sacrifice):
        click(window, hand_spot(window, command.card))
        label = tr("id.btn.sacrifice") if command.kind is None else tr("id.btn.sacrifice_as", kind="")
        options = [b for b in window.current.panel.buttons if b.visible and b.label.text.startswith(label)]
        if command.kind is not None:
            options = options[[c.kind for c in window.current.legal
                               if isinstance(c, cmd.Sacrifice) and c.card == command.card].index(command.kind):]
        click(window, options[0])
    elif isinstance(command, (cmd.Cast, cmd.UseHero)):
        if isinstance(command, cmd.Cast):
            click(window, hand_spot(window, command.card))
            click(window, button(window, tr("id.btn.cast")))
        else:
            click(window, button(window, tr("id.btn.hero", name="")))
        if command.target is not None:
            assert command.target in window.current.board_targets()
            click(window, target_spot(window, command.target))
        if isinstance(command, cmd.Cast) and window.current.paying is not None:
            pay_by_clicks(window, command.pay)
    elif isinstance(command, cmd.Attack):
        click(window, button(window, tr("id.btn.attack")))
        for unit in command.attackers:
            click(window, spot(window, "unit", unit))
        click(window, button(window, tr("id.btn.confirm_attack")))
    elif isinstance(command, cmd.NextPhase):
        click(window, button(window, tr("id.btn.next_phase")))
    elif isinstance(command, cmd.EndTurn):
        click(window, button(window, tr("id.btn.end_turn")))
        if command.discard:
            hand = list(window.current.hand())
            for card in command.discard:
                index = hand.index(card)
                hand[index] = ""
                click(window, spot(window, "card", str(index)))
            click(window, button(window, tr("id.btn.discard")))
    assert len(c.match.commands) == before + 1, (command, window.current.panel.hint.text)
    assert c.match.commands[-1] == command, (c.match.commands[-1], command)


def pay_by_clicks(window: Any, pay: tuple[str, ...] | None) -> None:
    """On the payment picker: the named kinds (None: D12's default, preselected) by its
    − and + buttons, then Pay and cast."""
    from engine.ifrita_duel.names import MANA_KINDS

    picker = window.current.paying[1]
    if pay is not None:
        wanted = [pay.count(kind) for kind in MANA_KINDS]
        for k in picker.kinds:                  # take away first, so every + has room
            while picker.counts[k] > wanted[k]:
                click(window, picker.minus[k])
        for k in picker.kinds:
            while picker.counts[k] < wanted[k]:
                click(window, picker.plus[k])
    click(window, button(window, tr("id.btn.pay")))


def play_to_result(window: Any, rng: random.Random, limit: int = 6000) -> list[str]:
    """Play every person's choice by clicks (curtains clicked away) until the result;
    the screens seen, in order, without repeats."""
    seen: list[str] = []
    for _ in range(limit):
        settle(window, 1)
        name = screen_name(window)
        if not seen or seen[-1] != name:
            seen.append(name)
        if name == "ResultsScreen":
            return seen
        if name == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        if name == "TableScreen" and screen.legal:
            play_by_clicks(window, choose(list(screen.legal), rng))
    raise AssertionError(f"no result after {limit} steps: {seen}")
