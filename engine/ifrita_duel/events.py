"""Events: what happened, past tense; `apply.py` folds each into the state. Each has an
`audience`: None (both sides), a Side (only that side: a card it drew), or SECRET (no
seat at all: a deck's new order; only the all-seeing replay view has it, D36)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ifrita_duel.names import Phase, Side

SECRET = -1


@dataclass(frozen=True, slots=True)
class DeckRegistered:
    """D4: the side's deck list (template order, not the order it will be dealt in) and
    ability. Only that side sees it (D36); the others learn that it registered from
    `RegistrationMade` and the ability from `AbilitiesShown`."""

    side: Side
    cards: tuple[str, ...]
    hero: str

    @property
    def audience(self) -> Side:
        return self.side


@dataclass(frozen=True, slots=True)
class RegistrationMade:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class AbilitiesShown:
    """D4, D33: once both sides have registered, both abilities (teal's, crimson's) are
    public; the deal follows."""

    heroes: tuple[str, str]
    audience = None


@dataclass(frozen=True, slots=True)
class HandKept:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class MulliganTaken:
    """The hand goes back into the deck (its cards are not shown)."""

    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    side: Side
    order: tuple[str, ...]
    audience = SECRET


@dataclass(frozen=True, slots=True)
class TurnStarted:
    side: Side
    turn: int
    audience = None


@dataclass(frozen=True, slots=True)
class UnitsReadied:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class ManaRefilled:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class CardDrawn:
    side: Side
    card: str

    @property
    def audience(self) -> Side:
        return self.side


@dataclass(frozen=True, slots=True)
class FatigueDamage:
    side: Side
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class TriggerResolved:
    """An enchantment's trigger fires; its effects' events follow."""

    side: Side
    enchantment: str
    trigger: str
    audience = None


@dataclass(frozen=True, slots=True)
class CooldownReduced:
    side: Side
    cooldown: int
    audience = None


@dataclass(frozen=True, slots=True)
class PhaseChanged:
    side: Side
    phase: Phase
    audience = None


@dataclass(frozen=True, slots=True)
class CardSacrificed:
    side: Side
    card: str
    kind: str
    audience = None


@dataclass(frozen=True, slots=True)
class CardCast:
    """The card leaves the hand and `spent` (per mana kind) leaves the pool (D17)."""

    side: Side
    card: str
    target: str | None
    spent: tuple[int, ...]
    audience = None


@dataclass(frozen=True, slots=True)
class UnitEntered:
    side: Side
    unit: str
    card: str
    shield: bool
    audience = None


@dataclass(frozen=True, slots=True)
class EnchantmentEntered:
    side: Side
    enchantment: str
    card: str
    audience = None


@dataclass(frozen=True, slots=True)
class CardExiled:
    side: Side
    card: str
    audience = None


@dataclass(frozen=True, slots=True)
class DamageDealt:
    """`to`: a unit id or a side's name for its hero; `source`: a unit id, card or ability."""

    source: str
    to: str
    amount: int
    deathtouch: bool = False
    audience = None


@dataclass(frozen=True, slots=True)
class ShieldSpent:
    """A shield ignored damage that would have killed its unit (D30)."""

    source: str
    unit: str
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class Healed:
    to: str
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class ManaAdded:
    side: Side
    kind: str
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class Buffed:
    unit: str
    atk: int
    health: int
    audience = None


@dataclass(frozen=True, slots=True)
class ShieldGiven:
    unit: str
    audience = None


@dataclass(frozen=True, slots=True)
class UnitDestroyed:
    """The unit leaves for its owner's discard pile: `died` at a check, `destroyed` by an effect."""

    unit: str
    reason: str
    audience = None


@dataclass(frozen=True, slots=True)
class HeroAbilityUsed:
    side: Side
    ability: str
    target: str | None
    audience = None


@dataclass(frozen=True, slots=True)
class AttackDeclared:
    side: Side
    attackers: tuple[str, ...]
    audience = None


@dataclass(frozen=True, slots=True)
class BlockChosen:
    side: Side
    attacker: str
    blocker: str | None
    audience = None


@dataclass(frozen=True, slots=True)
class BlocksDeclared:
    """All blocks are in: (attacker, blocker) for each blocked attacker; damage follows."""

    side: Side
    blocks: tuple[tuple[str, str], ...]
    audience = None


@dataclass(frozen=True, slots=True)
class CombatEnded:
    side: Side
    audience = None


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    side: Side
    card: str
    audience = None


@dataclass(frozen=True, slots=True)
class ManaBurned:
    """Mana above max drops to max; the hero loses `amount` HP (D14)."""

    side: Side
    amount: int
    audience = None


@dataclass(frozen=True, slots=True)
class TurnEnded:
    side: Side
    turn: int
    audience = None


@dataclass(frozen=True, slots=True)
class GameEnded:
    """`winner` None: a draw. `reason`: "hp" or "turn_limit" (D34, D35)."""

    winner: Side | None
    reason: str
    audience = None


Event = (DeckRegistered | RegistrationMade | AbilitiesShown | HandKept | MulliganTaken | DeckShuffled | TurnStarted
         | UnitsReadied | ManaRefilled | CardDrawn | FatigueDamage | TriggerResolved | CooldownReduced | PhaseChanged
         | CardSacrificed | CardCast
         | UnitEntered | EnchantmentEntered | CardExiled | DamageDealt | ShieldSpent | Healed | ManaAdded | Buffed
         | ShieldGiven | UnitDestroyed | HeroAbilityUsed | AttackDeclared | BlockChosen | BlocksDeclared
         | CombatEnded | CardDiscarded | ManaBurned | TurnEnded | GameEnded)
EVENT_TYPES: tuple[type, ...] = (
    DeckRegistered, RegistrationMade, AbilitiesShown, HandKept, MulliganTaken, DeckShuffled, TurnStarted, UnitsReadied,
    ManaRefilled, CardDrawn, FatigueDamage,
    TriggerResolved, CooldownReduced, PhaseChanged, CardSacrificed, CardCast, UnitEntered, EnchantmentEntered,
    CardExiled, DamageDealt, ShieldSpent, Healed, ManaAdded, Buffed, ShieldGiven, UnitDestroyed, HeroAbilityUsed,
    AttackDeclared, BlockChosen, BlocksDeclared, CombatEnded, CardDiscarded, ManaBurned, TurnEnded, GameEnded,
)


def visible_to(event: Event, seat: Side | int | None) -> bool:
    """None sees everything (the replay viewer's "all"); a seat sees public events and its own."""
    if seat is None:
        return True
    audience = event.audience
    return audience is None or int(audience) == int(seat)
