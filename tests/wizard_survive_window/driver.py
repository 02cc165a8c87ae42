"""Plays Wizard Survive's window like a person: every choice is a synthesized click on a
card, a target card or a button of the real headless window (the clicks every game
shares are in tests/window_driver.py)."""

from __future__ import annotations

import random
from typing import Any

from engine.wizard_survive.commands import Commit
from tests.window_driver import centre_of as centre_of
from tests.window_driver import click as click
from tests.window_driver import screen_name as screen_name
from tests.window_driver import settle as settle


def commit_by_clicks(window: Any, command: Commit) -> None:
    """Choose `command` on the table's hand: its card, its targets unless implied, Commit."""
    hand = window.current.hand
    assert hand.active and hand.seat == command.seat
    click(window, hand.cards[command.card])
    assert hand.card is command.card, hand.hint.text
    if len(hand.options(command.card)) > 1:
        for target in command.targets:
            click(window, hand.targets[target])
    assert hand.command() == command, (hand.command(), command)
    click(window, hand.commit)


def choose(window: Any, rng: random.Random) -> Commit:
    """A random legal commitment for the seat whose hand is open, attacks favoured so
    rounds end."""
    legal: list[Commit] = list(window.controller.legal(window.current.hand.seat))
    attacks = [c for c in legal if c.card.key in ("fireball", "lightning", "meteor")]
    return rng.choice(attacks) if attacks and rng.random() < 0.7 else rng.choice(legal)


def play_to_result(window: Any, rng: random.Random, limit: int = 4000) -> list[str]:
    """Play every person's choice by clicks (curtains clicked away) until the result
    screen; the screens seen, in order, without repeats."""
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
        elif name == "TableScreen" and window.current.hand.active:
            before = len(window.controller.match.commands)
            command = choose(window, rng)
            commit_by_clicks(window, command)
            assert list(window.controller.match.commands[before:before + 1]) == [command], window.controller.last_error
    raise AssertionError(f"no result after {limit} frames: {seen[-5:]}")
