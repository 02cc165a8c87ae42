"""What one batch of events looks like on screen: a plan of animation steps.

Each step carries the views (of one seat) to draw before and after it, so a step can
never show more than that seat's `view_for` holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine import Element, Side, apply, view_for
from engine.mage_battle import events as ev
from engine.mage_battle.state import State, mage_label
from engine.mage_battle.view import PlayerView

from game.i18n import tr
from game.views.duel import Duel, Fighter


@dataclass
class Step:
    kind: str                  # move | declare | duel | settle | scroll
    duration: float
    before: PlayerView
    after: PlayerView
    data: dict = field(default_factory=dict)
    t: float = 0.0


def plan(batch, last: State, side: Side, speed: Callable[[float], float]) -> tuple[list[Step], int | None]:  # type: ignore[no-untyped-def]
    """The steps for `batch` seen by `side`, and the next battle's number when one starts."""
    before = view_for(last, side)
    after = view_for(batch.state, side)
    steps: list[Step] = []
    revealed = next((e for e in batch.events if isinstance(e, ev.EngagementRevealed)), None)
    judged = next((e for e in batch.events if isinstance(e, ev.EngagementJudged)), None)
    backfired = next((e for e in batch.events if isinstance(e, ev.AttackBackfired)), None)
    for e in batch.events:
        if isinstance(e, ev.CardUsed):
            steps.append(Step("card", speed(1.2), before, after, {
                "title": tr(f"card.{e.card.key}"),
                "sub": f"{tr(f'side.{e.side.key}')} → {mage_label(batch.state, e.target)}"}))
        elif isinstance(e, ev.MageMoved):
            steps.append(Step("move", speed(0.22), before, after, {"mage": e.mage, "src": e.src, "dst": e.dst}))
        elif isinstance(e, ev.AttackDeclared) and revealed is not None:
            steps.append(Step("declare", speed(0.35), before, after, {"area": e.area, "targets": e.targets, "mage": e.mage}))
    if revealed is not None:
        layers = dict(revealed.layers)
        choices = dict(revealed.choices)

        def fighter(i: int, choice: Element | None) -> Fighter:
            m = last.mages[i]
            # Layers as the reveal made them public (R13), never from the hidden state.
            return Fighter(i, mage_label(last, i), m.side, m.job, tuple(layers.get(i, ())), choice,
                           m.cell if m.cell is not None else 0)

        attacker = fighter(revealed.attacker, revealed.element)
        if judged is not None:
            for target, winner, amount in judged.outcomes:
                duel = Duel(attacker, fighter(target, choices.get(target)), winner, amount)
                steps.append(Step("duel", speed(2.6), before, after, {"duel": duel}))
        elif backfired is not None and revealed.choices:
            target = revealed.choices[0][0]
            duel = Duel(attacker, fighter(target, choices.get(target)), None, backfired.recoil)
            steps.append(Step("duel", speed(2.6), before, after, {"duel": duel}))
    removed = [e.mage for e in batch.events if isinstance(e, ev.MageRemoved)]
    ended = next((e for e in batch.events if isinstance(e, ev.BattleEnded)), None)
    at_end = after
    if ended is not None:
        # The finished battlefield as it stood when the battle ended, before the next one is set up.
        state = last
        for e in batch.events:
            state = apply(state, e)
            if e is ended:
                break
        at_end = view_for(state, side)
    steps.append(Step("settle", speed(0.45) if removed else 0.0, before, at_end, {"removed": removed}))
    next_battle = None
    if ended is not None:
        started = next((e for e in batch.events if isinstance(e, ev.BattleStarted)), None)
        steps.append(Step("scroll", speed(2.4), at_end, after, {"ended": ended, "next": started}))
        next_battle = started.battle if started is not None else None
    return steps, next_battle
