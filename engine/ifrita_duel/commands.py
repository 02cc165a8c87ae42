"""Commands: what a side (player, agent, replay or scenario) asks for. The acting side
comes first. Cards are named by template id (the first copy in the hand), permanents by
id (`teal-3`), heroes by side (`"teal"`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ifrita_duel.names import Side


@dataclass(frozen=True, slots=True)
class Register:
    """D4: the side's deck (40 template ids, any order) and its hero ability; a match's
    first decisions, before anything is shuffled or dealt."""

    side: Side
    cards: tuple[str, ...]
    hero: str


@dataclass(frozen=True, slots=True)
class Keep:
    """D3: keep the opening hand."""

    side: Side


@dataclass(frozen=True, slots=True)
class Mulligan:
    """D3: shuffle the hand into the deck and draw the mulligan hand."""

    side: Side


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """D10: a card from the hand for +1 max and current of `kind` (a colour of the card,
    `colorless` for a colourless one; None: the card's only kind)."""

    side: Side
    card: str
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class Cast:
    """D17: cast a card; `target` per D19; `pay` names the kinds paying the generic part,
    one per generic mana (None: D12's default)."""

    side: Side
    card: str
    target: str | None = None
    pay: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class UseHero:
    """D33: the side's hero ability; `target` per D19."""

    side: Side
    target: str | None = None


@dataclass(frozen=True, slots=True)
class Attack:
    """D25: declare the attackers (own untapped, non-sick units, in this order)."""

    side: Side
    attackers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Block:
    """D26: the defender's choice for the next unassigned attacker, in declaration order:
    one of its untapped units not yet blocking, or None (no block). After the last one
    (or when no blocker is left) combat damage resolves."""

    side: Side
    attacker: str
    blocker: str | None = None


@dataclass(frozen=True, slots=True)
class NextPhase:
    """D7: main1 -> combat (without attacking yet) -> main2."""

    side: Side


@dataclass(frozen=True, slots=True)
class EndTurn:
    """D8, D15: end the turn; `discard` names exactly the cards above the hand limit."""

    side: Side
    discard: tuple[str, ...] = ()


Command = Register | Keep | Mulligan | Sacrifice | Cast | UseHero | Attack | Block | NextPhase | EndTurn
COMMAND_TYPES: tuple[type, ...] = (Register, Keep, Mulligan, Sacrifice, Cast, UseHero, Attack, Block, NextPhase,
                                   EndTurn)
TAGS: dict[type, str] = {Register: "R", Keep: "K", Mulligan: "M", Sacrifice: "S", Cast: "C", UseHero: "H",
                         Attack: "A", Block: "B", NextPhase: "N", EndTurn: "E"}
