"""What the result screen tells of a finished game, read from its public events: the
souls each seat gained in each round, and who took whom out (the attackers whose hits
emptied a seat's lives, or the meteor casters when a meteor did)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.wizard_survive import events as ev
from engine.wizard_survive.names import Card


@dataclass
class History:
    seats: int
    souls: list[list[int]] = field(default_factory=list)       # per round, per seat
    outs: dict[tuple[int, int], int] = field(default_factory=dict)   # (taker, taken) -> times

    def total(self, seat: int) -> int:
        return sum(r[seat] for r in self.souls)

    def took(self, taker: int, taken: int) -> int:
        return self.outs.get((taker, taken), 0)


def history(seats: int, events: Iterable[object]) -> History:
    h = History(seats)
    cards: dict[int, tuple[Card, tuple[int, ...]]] = {}
    crushed: set[int] = set()
    for e in events:
        if isinstance(e, ev.StepRevealed):
            cards = {s: (c, t) for s, c, t in zip(e.seats, e.cards, e.targets)}
            crushed = set()
        elif isinstance(e, ev.LivesLost) and e.meteor:
            crushed.add(e.seat)
        elif isinstance(e, ev.PlayerOut):
            if e.seat in crushed:
                takers = [s for s, (c, _) in cards.items() if c is Card.METEOR and s != e.seat]
            else:
                takers = [s for s, (c, t) in cards.items() if c in (Card.FIREBALL, Card.LIGHTNING) and e.seat in t]
            for taker in takers:
                h.outs[(taker, e.seat)] = h.outs.get((taker, e.seat), 0) + 1
        elif isinstance(e, ev.RoundEnded):
            row = [0] * seats
            if e.scorer is not None:
                row[e.scorer] = e.souls
            h.souls.append(row)
    return h
