"""Small helpers for the rule tests: mid-battle positions by cell name, full setups,
and the two sides of every ruling (decide rejects it, legal_commands omits it)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from engine.mage_battle import V0_6, Element, Job, Phase, RuleError, Side, legal_commands, step
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, position

T, C = Side.TEAL, Side.CRIMSON
E = Element


def cell(name: str, rules=V0_6) -> int:
    return rules.tables.parse(name)


def name(index: int, rules=V0_6) -> str:
    return rules.tables.name(index)


def _element(value) -> Element:
    return value if isinstance(value, Element) else Element.parse(value)


def layers(*names) -> tuple[Element, ...]:
    return tuple(_element(n) for n in names)


def mage(side, job: str, at: str, *elements, hp=None, marked=False, attacks=0, rules=V0_6) -> MageSpec:
    """`mage("t", "S", "C05", "fire", "fire")`: a mage spec by cell name."""
    side = side if isinstance(side, Side) else {"t": T, "c": C}[side]
    return MageSpec(side=side, job=Job.parse(job), cell=cell(at, rules), layers=layers(*elements),
                    hp=hp, attacks=attacks, marked=marked)


def t(job: str, at: str, *elements, **kw) -> MageSpec:
    return mage(T, job, at, *elements, **kw)


def c(job: str, at: str, *elements, **kw) -> MageSpec:
    return mage(C, job, at, *elements, **kw)


def pos(*mages: MageSpec, matches: int | None = None, **kw):
    """A battle in progress (`position`); `matches=3` lets the match run on to battle 3."""
    state = position(list(mages), **kw)
    if matches is not None:
        state = dataclasses.replace(state, last_battle=matches)
    return state


def run(state, *commands):
    """Apply commands in order; returns the final state and all their events."""
    events = []
    for command in commands:
        state, new = step(state, command)
        events.extend(new)
    return state, events


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def one(events, kind):
    found = of(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def illegal(state, command, rule: str) -> RuleError:
    """Both sides of a ruling: decide rejects the command naming the rule, and
    legal_commands does not offer it."""
    with pytest.raises(RuleError, match=rf"^{re.escape(rule)}:") as info:
        step(state, command)
    assert command not in legal_commands(state, command.side)
    return info.value


def offered(state, command) -> bool:
    return command in legal_commands(state, command.side)


def attack(side, index, element=None, **aim):
    """Attack with cell names for `centre`/`target`."""
    for key in ("centre", "target"):
        if isinstance(aim.get(key), str):
            aim[key] = cell(aim[key])
    return cmd.Attack(side, index, _element(element) if element is not None else None, **aim)


def move(state, index: int, to: str):
    return cmd.Move(state.mages[index].side, index, cell(to))


def respond(side, *pairs):
    """`respond(C, (1, "water"), (2, None))`."""
    return cmd.Respond(side, tuple((target, _element(e) if e is not None else None) for target, e in pairs))


def outcomes(events):
    """{target: (winner key, amount)} of the one judged engagement in `events`."""
    judged = one(events, ev.EngagementJudged)
    return {target: (winner.key, amount) for target, winner, amount in judged.outcomes}


def hp(state, index: int) -> int:
    return state.mages[index].hp


def alive(state, index: int) -> bool:
    return state.mages[index].cell is not None


# --- full setups ---------------------------------------------------------------------

TEAL_FORMATION = {"B02": "S", "B04": "P", "C03": "O", "C05": "S", "D02": "P", "D04": "O", "E03": "S",
                  "E05": "P", "F02": "O"}
CRIMSON_FORMATION = {"B14": "S", "B12": "P", "C13": "O", "C11": "S", "D14": "P", "D12": "O", "E13": "S",
                     "E11": "P", "F14": "O"}
TEAL_SHRINES = layers("fire", "water", "wood")
CRIMSON_SHRINES = layers("metal", "earth", "light")
ORDER = tuple(Element)   # mage order gets fire, water, wood, metal, earth, light, dark, electric, ice


def formation(side: Side, spec: dict[str, str]) -> cmd.ChooseFormation:
    return cmd.ChooseFormation.of(side, {cell(k): Job.parse(v) for k, v in spec.items()})


def setup(seed: int = 1, teal_elements=ORDER, crimson_elements=ORDER, rules=V0_6):
    """A full match through its setup commands, ready for battle 1."""
    from engine.mage_battle import new_match

    state = new_match(seed, rules)
    state, events = run(
        state,
        cmd.ChooseShrines(T, TEAL_SHRINES), cmd.ChooseShrines(C, CRIMSON_SHRINES),
        formation(T, TEAL_FORMATION), formation(C, CRIMSON_FORMATION),
        cmd.AssignElements(T, tuple(teal_elements)), cmd.AssignElements(C, tuple(crimson_elements)),
    )
    assert state.phase == Phase.ACTION and state.battle == 1
    return state, events


def end_turns(state, count: int):
    events = []
    for _ in range(count):
        state, new = step(state, cmd.EndTurn(state.to_move))
        events.extend(new)
    return state, events


def play_random(state, rng, limit: int = 5000):
    """Uniformly random legal decisions until the match is over."""
    for _ in range(limit):
        if state.phase == Phase.OVER:
            return state
        side = state.deciders()[0]
        choices = legal_commands(state, side)
        state, _ = step(state, choices[rng.randrange(len(choices))])
    raise AssertionError("the match did not end")
