"""The reveal as the screen shows it, read from one batch's events and the seat's views:
who revealed what at whom, the shots that fly, the teleports, the meteors, the lives
lost together, who went out, and how the round (and the game) ended. Plain data, no
drawing and no rule: every fact here is an event's, the screen only stages them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.wizard_survive import events as ev
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView


@dataclass(frozen=True, slots=True)
class Shot:
    """A fireball or one lightning stroke flying from `source` to `target`."""

    source: int
    target: int
    card: Card
    dodged: bool


@dataclass(frozen=True, slots=True)
class Show:
    round: int
    step: int
    cards: dict[int, tuple[Card, tuple[int, ...]]]   # seat -> revealed card and targets
    shots: tuple[Shot, ...]
    teleports: tuple[int, ...]
    meteors: tuple[int, ...]            # casters
    crushed: tuple[int, ...]            # seats a meteor took every life from
    lost: dict[int, int]                # seat -> lives lost this step
    outs: tuple[int, ...]
    round_end: ev.RoundEnded | None
    game_end: ev.GameEnded | None
    before: WizardView                  # as the step was committed
    resolved: WizardView                # after the reveal's effects
    ended: WizardView                   # after the round's souls (before the reset), else = resolved
    after: WizardView                   # at the end of the batch


def has_reveal(events: Sequence[object]) -> bool:
    return any(isinstance(e, ev.StepRevealed) for e in events)


def plan(events: Sequence[object], views: Sequence[WizardView]) -> Show:
    """`views[i]` is the seat's view before `events[i]`, `views[-1]` after the last."""
    at = next(i for i, e in enumerate(events) if isinstance(e, ev.StepRevealed))
    revealed = events[at]
    assert isinstance(revealed, ev.StepRevealed)
    cards = {s: (c, t) for s, c, t in zip(revealed.seats, revealed.cards, revealed.targets)}
    dodged = {e.seat for e in events if isinstance(e, ev.AttacksDodged)}
    shots = tuple(Shot(s, t, c, t in dodged) for s, (c, ts) in cards.items()
                  if c in (Card.FIREBALL, Card.LIGHTNING) for t in ts)
    lost: dict[int, int] = {}
    crushed = []
    for e in events:
        if isinstance(e, ev.LivesLost):
            lost[e.seat] = lost.get(e.seat, 0) + e.amount
            if e.meteor:
                crushed.append(e.seat)
    resolved_at = next(i for i, e in enumerate(events) if isinstance(e, ev.StepResolved))
    round_end = next((e for e in events if isinstance(e, ev.RoundEnded)), None)
    ended_at = next((i for i, e in enumerate(events) if isinstance(e, ev.RoundEnded)), None)
    resolved = views[resolved_at + 1]
    return Show(
        revealed.round, revealed.step, cards, shots,
        tuple(s for s, (c, _) in cards.items() if c is Card.TELEPORT),
        tuple(s for s, (c, _) in cards.items() if c is Card.METEOR),
        tuple(crushed), lost, tuple(e.seat for e in events if isinstance(e, ev.PlayerOut)),
        round_end, next((e for e in events if isinstance(e, ev.GameEnded)), None),
        views[at], resolved, views[ended_at + 1] if ended_at is not None else resolved, views[-1])
