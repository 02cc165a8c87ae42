"""What if: an engagement re-resolved under every response element of every target.

The state before the responses (phase RESPONSE) is stepped once per alternative with
the engine's own `step`, the other targets keeping their real choices; the replay and
its cursor are never touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.mage_battle import Element, Phase, RuleError, State, step
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner, distinct

if TYPE_CHECKING:
    from game.mage_battle.viewer.model import ViewerModel


@dataclass(frozen=True)
class Outcome:
    element: Element | None
    winner: Winner | None        # None: Mana Backflow cancelled the attack
    amount: int
    removed: tuple[int, ...]     # mages that fell
    actual: bool                 # the response really chosen


@dataclass(frozen=True)
class Row:
    target: int
    outcomes: tuple[Outcome, ...]


@dataclass(frozen=True)
class Engagement:
    command: int                 # index of the Respond command
    before: State                # the state waiting for the responses
    attacker: int
    element: Element | None
    respond: cmd.Respond
    revealed_at: int             # event index of the EngagementRevealed


def find(model: ViewerModel, position: int) -> Engagement | None:
    """The engagement whose secret responses are pending at, or were just resolved by,
    the command around `position`."""
    c = model.command_index(position)
    for j in (c, c + 1):
        respond = model.commands[j] if 0 <= j < len(model.commands) else None
        if isinstance(respond, cmd.Respond):
            before = model.cursor.state_at(model.boundaries[j])
            if before.phase != Phase.RESPONSE or before.pending is None:
                continue
            first, last = model.boundaries[j], model.boundaries[j + 1]
            revealed = next((i for i in range(first, last) if isinstance(model.events[i], ev.EngagementRevealed)), last)
            p = before.pending
            return Engagement(j, before, p.attacker, p.element, respond, revealed)
    return None


def resolve(engagement: Engagement) -> tuple[Row, ...]:
    state = engagement.before
    pending = state.pending
    if pending is None:      # `find` builds engagements only from states awaiting the responses
        raise ValueError("no attack awaits responses in this engagement's state")
    real = dict(engagement.respond.choices)
    rows = []
    for target in pending.targets:
        options: list[Element | None] = [*distinct(state.mages[target].layers)] or [None]
        outcomes = []
        for element in options:
            choices = tuple((t, element if t == target else real[t]) for t in pending.targets)
            try:
                _, events = step(state, cmd.Respond(engagement.respond.side, choices))
            except RuleError:
                continue
            outcomes.append(_outcome(events, target, element, element == real[target]))
        rows.append(Row(target, tuple(outcomes)))
    return tuple(rows)


def _outcome(events: Sequence[ev.Event], target: int, element: Element | None, actual: bool) -> Outcome:
    removed = tuple(e.mage for e in events if isinstance(e, ev.MageRemoved))
    for e in events:
        if isinstance(e, ev.EngagementJudged):
            for t, winner, amount in e.outcomes:
                if t == target:
                    return Outcome(element, winner, amount, removed, actual)
        if isinstance(e, ev.AttackBackfired):
            return Outcome(element, None, e.recoil, removed, actual)
    return Outcome(element, Winner.NOBODY, 0, removed, actual)
