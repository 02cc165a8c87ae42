"""Shared helpers of the Ifrita Duel tests: scenarios from TOML snippets, states built
from them for direct engine calls, and seeded random games."""

from __future__ import annotations

import random
import textwrap
import tomllib
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel.ai.agents import DuelAgent
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1, Rules
from engine.ifrita_duel.scenario import run_scenario
from engine.ifrita_duel.scenario_setup import build
from engine.ifrita_duel.state import State, new_game
from engine.ifrita_duel.view import view_of

T, C = Side.TEAL, Side.CRIMSON


def toml(body: str) -> str:
    return 'game = "ifrita_duel"\n' + textwrap.dedent(body)


def run(body: str) -> dict[str, Any]:
    return run_scenario(toml(body))


def ok(body: str) -> dict[str, Any]:
    """The final state of a scenario that must succeed."""
    out = run(body)
    assert out["ok"], out["error"]
    return out["state"]  # type: ignore[no-any-return]


def fails(body: str, step_index: int | None) -> str:
    """The message of a scenario that must fail at `step_index` (None: in its setup)."""
    out = run(body)
    assert not out["ok"], out["state"]
    assert out["error"]["step"] == step_index, out["error"]
    return out["error"]["message"]  # type: ignore[no-any-return]


def events_of(body: str) -> list[dict[str, Any]]:
    out = run(body)
    assert out["ok"], out["error"]
    return out["events"]  # type: ignore[no-any-return]


def state(body: str) -> State:
    return build(tomllib.loads(toml(body)))


def play(state_: State, *commands: Any) -> tuple[State, list[ev.Event]]:
    events: list[ev.Event] = []
    for command in commands:
        state_, happened = step(state_, command)
        events += happened
    return state_, events


def random_game(seed: int, levels: tuple[str, str] = ("beginner", "beginner"), rules: Rules = ID_1,
                limit: int = 20_000) -> tuple[list[State], list[Any]]:
    """Every state of a seeded agent game and its commands."""
    agents = [DuelAgent(levels[s], seed * 2 + s) for s in (0, 1)]
    s = new_game(seed, rules)
    states, commands = [s], []
    for _ in range(limit):
        if s.over:
            break
        side = s.deciders()[0]
        command = agents[side].choose(view_of(s, side), legal_commands(s, side), [])
        s, _ = step(s, command)
        states.append(s)
        commands.append(command)
    return states, commands


def shuffle_hidden(state_: State, seat: Side, seed: int) -> State:
    """The same state with the opponent's hand and both decks reordered (what `seat` cannot know)."""
    from dataclasses import replace

    rng = random.Random(seed)
    players = list(state_.players)
    for side in Side:
        p = players[side]
        pool = list(p.deck) + (list(p.hand) if side != seat else [])
        rng.shuffle(pool)
        if side != seat:
            hand, deck = tuple(pool[:len(p.hand)]), tuple(pool[len(p.hand):])
            players[side] = replace(p, hand=hand, deck=deck)
        else:
            players[side] = replace(p, deck=tuple(pool))
    return replace(state_, players=(players[0], players[1]))
