"""What the result screen tells of a finished game, read from its public events: the
souls each seat gained in each round, who took whom out (the attackers whose hits
emptied a seat's lives, or the meteor casters when a meteor did), and each round's story:
how it ended, after how many steps, and who attacked whom in it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.wizard_survive import events as ev
from engine.wizard_survive.names import Card, RoundEnd


@dataclass(frozen=True)
class RoundStory:
    round: int
    steps: int
    end: RoundEnd
    scorer: int | None
    souls: int
    attacks: dict[tuple[int, int], int]       # (attacker, target) -> fireballs and lightning strokes
    meteors: tuple[int, ...]                  # casters, in the order cast


@dataclass
class History:
    seats: int
    souls: list[list[int]] = field(default_factory=list)       # per round, per seat
    outs: dict[tuple[int, int], int] = field(default_factory=dict)   # (taker, taken) -> times
    rounds: list[RoundStory] = field(default_factory=list)

    def total(self, seat: int) -> int:
        return sum(r[seat] for r in self.souls)

    def took(self, taker: int, taken: int) -> int:
        return self.outs.get((taker, taken), 0)


def history(seats: int, events: Iterable[object]) -> History:
    h = History(seats)
    cards: dict[int, tuple[Card, tuple[int, ...]]] = {}
    crushed: set[int] = set()
    attacks: dict[tuple[int, int], int] = {}
    meteors: list[int] = []
    for e in events:
        if isinstance(e, ev.StepRevealed):
            cards = {s: (c, t) for s, c, t in zip(e.seats, e.cards, e.targets)}
            crushed = set()
            for s, (c, ts) in cards.items():
                if c is Card.METEOR:
                    meteors.append(s)
                elif c in (Card.FIREBALL, Card.LIGHTNING):
                    for t in ts:
                        attacks[(s, t)] = attacks.get((s, t), 0) + 1
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
            h.rounds.append(RoundStory(e.round, e.step, e.end, e.scorer, e.souls, attacks, tuple(meteors)))
            attacks, meteors = {}, []
    return h
