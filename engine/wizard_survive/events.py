"""What happens, as named events; `apply.py` folds each into the state. A commitment is
told to its owner only (`Committed`), everyone else learns that the seat committed
(`SeatCommitted`, W9); from the reveal on everything is public."""

from __future__ import annotations

from dataclasses import dataclass

from engine.wizard_survive.names import Card, GameEnd, RoundEnd


@dataclass(frozen=True, slots=True)
class Committed:
    seat: int
    card: Card
    targets: tuple[int, ...]

    @property
    def audience(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class SeatCommitted:
    seat: int
    audience = None


@dataclass(frozen=True, slots=True)
class StepRevealed:
    """Every commitment of the step at once (W10), in seat order of the players in."""

    round: int
    step: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    targets: tuple[tuple[int, ...], ...]
    audience = None


@dataclass(frozen=True, slots=True)
class ManaPaid:
    seat: int
    card: Card
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class ManaRecovered:
    seat: int
    amount: int               # 0 at the cap (W13)
    audience = None


@dataclass(frozen=True, slots=True)
class AttacksDodged:
    """A teleporter shed this much fireball and lightning damage (W14)."""

    seat: int
    damage: int
    audience = None


@dataclass(frozen=True, slots=True)
class LivesLost:
    seat: int
    amount: int
    meteor: bool              # all lives to another's meteor (W15), else attacks' damage
    audience = None


@dataclass(frozen=True, slots=True)
class PlayerOut:
    seat: int
    audience = None


@dataclass(frozen=True, slots=True)
class StepResolved:
    round: int
    step: int
    audience = None


@dataclass(frozen=True, slots=True)
class StepStarted:
    round: int
    step: int
    audience = None


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int
    step: int
    end: RoundEnd
    scorer: int | None
    souls: int
    audience = None


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    audience = None


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: int | None        # None: a drawn round limit (W22)
    end: GameEnd
    audience = None


Event = (Committed | SeatCommitted | StepRevealed | ManaPaid | ManaRecovered | AttacksDodged | LivesLost
         | PlayerOut | StepResolved | StepStarted | RoundEnded | RoundStarted | GameEnded)
EVENT_TYPES = (Committed, SeatCommitted, StepRevealed, ManaPaid, ManaRecovered, AttacksDodged, LivesLost,
               PlayerOut, StepResolved, StepStarted, RoundEnded, RoundStarted, GameEnded)


def visible_to(event: Event, seat: int | None) -> bool:
    audience = event.audience
    return seat is None or audience is None or audience == seat
