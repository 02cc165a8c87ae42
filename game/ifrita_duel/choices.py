"""What a seat can do now, read from the engine's legal commands only (no rule here):
the casts and sacrifices of a card in hand, the targets of a cast or of the hero
ability, the units that can attack, the blockers of the attacker awaiting blocks, and
how many cards the end of turn must discard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.ifrita_duel import commands as cmd

Legal = Sequence[Any]


def casts(legal: Legal, card: str) -> list[cmd.Cast]:
    return [c for c in legal if isinstance(c, cmd.Cast) and c.card == card]


def castable(legal: Legal, hand: Sequence[str]) -> frozenset[int]:
    """The hand's positions whose card the engine would let be cast now (some target and
    payment fits): what the table marks as playable."""
    cards = {c.card for c in legal if isinstance(c, cmd.Cast)}
    return frozenset(i for i, card in enumerate(hand) if card in cards)


def sacrifices(legal: Legal, card: str) -> list[cmd.Sacrifice]:
    return [c for c in legal if isinstance(c, cmd.Sacrifice) and c.card == card]


def hero_uses(legal: Legal) -> list[cmd.UseHero]:
    return [c for c in legal if isinstance(c, cmd.UseHero)]


def targets(commands: Sequence[cmd.Cast | cmd.UseHero]) -> dict[str, cmd.Cast | cmd.UseHero]:
    """Each legal target (a unit id or a side's name) and the command that names it."""
    return {c.target: c for c in commands if c.target is not None}


def needs_target(commands: Sequence[cmd.Cast | cmd.UseHero]) -> bool:
    return any(c.target is not None for c in commands)


def attacks(legal: Legal) -> list[cmd.Attack]:
    return [c for c in legal if isinstance(c, cmd.Attack)]


def attackers(legal: Legal) -> list[str]:
    """Units that may attack, in the engine's order."""
    out: list[str] = []
    for c in attacks(legal):
        out += [a for a in c.attackers if a not in out]
    return out


def attack_of(legal: Legal, chosen: Sequence[str]) -> cmd.Attack | None:
    wanted = set(chosen)
    return next((c for c in attacks(legal) if set(c.attackers) == wanted), None)


def blocks(legal: Legal) -> tuple[str | None, dict[str | None, cmd.Block]]:
    """The attacker awaiting a block and each legal choice (None: no block)."""
    found = [c for c in legal if isinstance(c, cmd.Block)]
    if not found:
        return None, {}
    return found[0].attacker, {c.blocker: c for c in found}


def next_phase(legal: Legal) -> cmd.NextPhase | None:
    return next((c for c in legal if isinstance(c, cmd.NextPhase)), None)


def end_turns(legal: Legal) -> list[cmd.EndTurn]:
    return [c for c in legal if isinstance(c, cmd.EndTurn)]


def discard_count(legal: Legal) -> int:
    """Cards the end of turn must discard (D15); 0 when none."""
    ends = end_turns(legal)
    return len(ends[0].discard) if ends else 0


def end_turn_with(legal: Legal, discard: Sequence[str]) -> cmd.EndTurn | None:
    wanted = sorted(discard)
    return next((c for c in end_turns(legal) if sorted(c.discard) == wanted), None)


def mulligan(legal: Legal) -> tuple[cmd.Keep | None, cmd.Mulligan | None]:
    keep = next((c for c in legal if isinstance(c, cmd.Keep)), None)
    again = next((c for c in legal if isinstance(c, cmd.Mulligan)), None)
    return keep, again
