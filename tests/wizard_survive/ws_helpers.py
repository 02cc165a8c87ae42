"""Builders for Wizard Survive tests: a state at any moment, a whole step played through
the real `step` (every commitment in seat order), and event lookups.

Imported by name (`from ws_helpers import ...`): pytest puts this folder on sys.path for
its test files, as it does for tests/seam's `nim`; the name is unique in the suite."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

import pytest

from engine.kernel.errors import RuleError
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import legal_commits, step
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import State, Wizard

RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3
FB, MR, TP, LN, MT = Card.FIREBALL, Card.MANA_RECOVERY, Card.TELEPORT, Card.LIGHTNING, Card.METEOR

E = TypeVar("E")


def w(lives: int = 2, mana: int = 1, souls: int = 0) -> Wizard:
    """A wizard; out exactly at 0 lives (W17)."""
    return Wizard(lives, mana, souls, lives == 0)


def at(*wizards: Wizard, rules: RuleSet = WS_1, round: int = 1, step: int = 1) -> State:
    """The moment before a step's first commitment."""
    return State(rules, len(wizards), round, step, tuple(wizards), (None,) * len(wizards))


Choice = tuple[Card, Sequence[int]] | Card


def commit(seat: int, choice: Choice) -> Commit:
    if isinstance(choice, Card):
        return Commit(seat, choice)
    card, targets = choice
    return Commit(seat, card, tuple(targets))


def play(state: State, choices: Mapping[int, Choice]) -> tuple[State, list[Any]]:
    """One whole step: each seat's commitment, in seat order; the events of all of them."""
    events: list[Any] = []
    for seat in sorted(choices):
        state, happened = step(state, commit(seat, choices[seat]))
        events.extend(happened)
    return state, events


def of(events: Iterable[Any], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def one(events: Iterable[Any], kind: type[E]) -> E:
    found = of(events, kind)
    assert len(found) == 1, found
    return found[0]


def lost(events: Iterable[Any]) -> dict[int, list[tuple[int, bool]]]:
    """seat -> its LivesLost (amount, by a meteor) in order."""
    out: dict[int, list[tuple[int, bool]]] = {}
    for e in of(events, ev.LivesLost):
        out.setdefault(e.seat, []).append((e.amount, e.meteor))
    return out


def illegal(state: State, command: Commit, *words: str) -> str:
    """`command` is refused with one line holding every word; it is not offered either."""
    with pytest.raises(RuleError) as caught:
        step(state, command)
    message = str(caught.value)
    assert "\n" not in message and message
    for word in words:
        assert word in message, message
    assert command not in legal_commits(state, command.seat)
    return message


def counters(state: State) -> list[tuple[int, int, int, bool]]:
    return [(x.lives, x.mana, x.souls, x.out) for x in state.wizards]
