"""Events: what happened, past tense. Each says who may see it (`audience`): None for
both players, or the one side that may. `apply` in apply.py folds them into state."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mage_battle.elements import Layers, Winner
from engine.mage_battle.names import Card, Element, Job, Side, WinReason


@dataclass(frozen=True, slots=True)
class ShrinesChosen:
    side: Side
    elements: tuple[Element, ...]

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class ShrinesRevealed:
    teal: tuple[Element, ...]
    crimson: tuple[Element, ...]
    audience = None


@dataclass(frozen=True, slots=True)
class FormationChosen:
    side: Side
    placements: tuple[tuple[int, Job], ...]

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class FormationsRevealed:
    teal: tuple[tuple[int, Job], ...]
    crimson: tuple[tuple[int, Job], ...]
    audience = None


@dataclass(frozen=True, slots=True)
class ElementsAssigned:
    side: Side
    elements: tuple[Element, ...]

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class CardDealt:
    side: Side
    card: Card

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class BattleStarted:
    battle: int
    first: Side
    audience = None


@dataclass(frozen=True, slots=True)
class MageMoved:
    mage: int
    src: int
    dst: int
    audience = None


@dataclass(frozen=True, slots=True)
class AttackDeclared:
    """The aim and the area are public; the area's size shows the element's stack."""

    mage: int
    area: tuple[int, ...]
    targets: tuple[int, ...]
    audience = None


@dataclass(frozen=True, slots=True)
class AttackElementCommitted:
    mage: int
    side: Side
    element: Element | None

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class ResponsesCommitted:
    side: Side
    choices: tuple[tuple[int, Element | None], ...]

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class EngagementRevealed:
    """R13: the choices and the complete layers of every participant."""

    attacker: int
    element: Element | None
    choices: tuple[tuple[int, Element | None], ...]
    layers: tuple[tuple[int, Layers], ...]
    audience = None


@dataclass(frozen=True, slots=True)
class EngagementJudged:
    """R14: the winner of each attacker-target pairing and the damage it deals."""

    attacker: int
    outcomes: tuple[tuple[int, Winner, int], ...]   # (target, winner, damage to the loser)
    audience = None


@dataclass(frozen=True, slots=True)
class AttackBackfired:
    """R25: a marked mage's attack is cancelled after the reveal."""

    mage: int
    recoil: int
    audience = None


@dataclass(frozen=True, slots=True)
class MageDamaged:
    mage: int
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class MageRemoved:
    mage: int
    audience = None


@dataclass(frozen=True, slots=True)
class CardUsed:
    side: Side
    card: Card
    target: int
    audience = None


@dataclass(frozen=True, slots=True)
class LayersCut:
    """R24: the layers Resonance Cut removed; they become public."""

    mage: int
    removed: Layers
    audience = None


@dataclass(frozen=True, slots=True)
class MageMarked:
    mage: int
    audience = None


@dataclass(frozen=True, slots=True)
class TurnEnded:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class BattleEnded:
    battle: int
    winner: Side
    reason: WinReason
    audience = None


@dataclass(frozen=True, slots=True)
class ElementsGranted:
    """R20: a fresh permutation for the side's mages, in mage order; owner only."""

    side: Side
    elements: tuple[Element, ...]

    @property
    def audience(self) -> Side | None:
        return self.side


@dataclass(frozen=True, slots=True)
class MatchEnded:
    winner: Side
    score: tuple[int, int]    # (winner's wins, loser's wins)
    audience = None


Event = (
    ShrinesChosen | ShrinesRevealed | FormationChosen | FormationsRevealed | ElementsAssigned
    | CardDealt | BattleStarted | MageMoved | AttackDeclared | AttackElementCommitted
    | ResponsesCommitted | EngagementRevealed | EngagementJudged | AttackBackfired | MageDamaged
    | MageRemoved | CardUsed | LayersCut | MageMarked | TurnEnded | BattleEnded
    | ElementsGranted | MatchEnded
)


def visible_to(event: Event, side: Side | None) -> bool:
    """Whether `side` may see `event`; None stands for the all-seeing audience."""
    return side is None or event.audience is None or event.audience == side
