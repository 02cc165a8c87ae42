"""What a batch of events shows, read from the events and the seat's views around
them (never the state): each combat as clashes, one per attacker, with the blows in
the order they land (first strike first), shields spent, deathtouch, trample and
deaths; and the log lines of everything else."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.view import DuelView, UnitView


@dataclass(frozen=True)
class Blow:
    """One thing that happens in a clash, in order."""

    kind: str            # "hit", "shield", "died"
    source: str          # a unit id (the dealer, or the dead unit)
    to: str              # a unit id or a side's name ("" for "died")
    amount: int = 0
    first_strike: bool = False
    deathtouch: bool = False
    trample: bool = False


@dataclass
class Clash:
    attacker: UnitView
    blocker: UnitView | None
    defender: int                     # the defending seat
    hero_hp: int                      # the defending hero's HP as this clash begins
    blows: list[Blow] = field(default_factory=list)


def has_combat(events: Sequence[Any]) -> bool:
    """Whether a combat resolved in this batch (a public moment: everyone watches it)."""
    return any(isinstance(e, ev.BlocksDeclared) for e in events)


def costly_turn_end(events: Sequence[Any]) -> bool:
    """Whether a turn's end cost something everyone should see: mana burned, cards
    discarded, or fatigue at the next draw."""
    return any(isinstance(e, (ev.CardDiscarded, ev.FatigueDamage)) or (isinstance(e, ev.ManaBurned) and e.amount)
               for e in events)


def combats(events: Sequence[Any], views: Sequence[DuelView]) -> list[Clash]:
    """The clashes of the combat resolved in this batch (empty when none was)."""
    start = next((i for i, e in enumerate(events) if isinstance(e, ev.BlocksDeclared)), None)
    if start is None:
        return []
    before = views[start]
    blocks = dict(events[start].blocks)
    defender = int(events[start].side)
    clashes: dict[str, Clash] = {}
    owner: dict[str, str] = {}
    for attacker_id in before.attackers:
        attacker = before.unit(attacker_id)
        if attacker is None:
            continue
        blocker_id = blocks.get(attacker_id)
        blocker = before.unit(blocker_id) if blocker_id is not None else None
        clashes[attacker_id] = Clash(attacker, blocker, defender, before.players[defender].hp)
        owner[attacker_id] = attacker_id
        if blocker is not None:
            owner[blocker.id] = attacker_id
    for e in events[start + 1:]:
        if isinstance(e, (ev.CombatEnded, ev.GameEnded)):
            break
        if isinstance(e, (ev.DamageDealt, ev.ShieldSpent)):
            key = owner.get(e.source)
            if key is None:
                continue
            clash = clashes[key]
            dealer = clash.attacker if e.source == clash.attacker.id else clash.blocker
            first = dealer is not None and n.FIRST_STRIKE in dealer.keywords
            if isinstance(e, ev.ShieldSpent):
                clash.blows.append(Blow("shield", e.source, e.unit, e.amount, first))
            else:
                trample = e.to in n.SIDE_KEYS and clash.blocker is not None
                clash.blows.append(Blow("hit", e.source, e.to, e.amount, first, e.deathtouch, trample))
        elif isinstance(e, ev.UnitDestroyed):
            key = owner.get(e.unit)
            if key is not None:
                clashes[key].blows.append(Blow("died", e.unit, ""))
    # The close-ups play one clash after another: each starts from the HP the earlier ones
    # left, so the last one ends on the HP the combat left (not each on the HP before it).
    hurt = 0
    for clash in clashes.values():
        clash.hero_hp -= hurt
        hurt += sum(b.amount for b in clash.blows if b.kind == "hit" and b.to in n.SIDE_KEYS)
    return list(clashes.values())
