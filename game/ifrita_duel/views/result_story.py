"""The match's story for the result screen, read from the public events alone (what both
seats saw): the cards each side cast and the damage each dealt to the other's Ifrita, and
its turning points in turn order: the heaviest turn of blows, the last time the lead in
HP changed hands, the worst mana burn, the deck that ran out, and the final blow. No
arcade: the screen prints the lines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from game.ifrita_duel import look, words
from game.shell.i18n import tr

TURNING_POINTS = 6


@dataclass(frozen=True)
class Story:
    cast: tuple[int, int]          # cards each side cast
    dealt: tuple[int, int]         # damage each side dealt to the other's Ifrita
    points: tuple[str, ...]        # the turning points, in turn order
    per_turn: tuple[tuple[int, int], ...] = ()    # turn 1, 2, ...: damage each side dealt the other's Ifrita


def _hero(key: str) -> int | None:
    return n.SIDE_KEYS.index(key) if key in n.SIDE_KEYS else None


def story(events: Sequence[Any], hero_hp: int) -> Story:
    seen = words.Entered(None)
    hp = [hero_hp, hero_hp]
    cast, dealt = [0, 0], [0, 0]
    turn = 0
    owners: dict[str, int] = {}                          # unit id -> its side, as units entered
    actor = 0                                            # who cast or used the effect resolving now
    per_turn: dict[tuple[int, int, int], int] = {}       # (turn, dealer, hurt side) -> damage
    lead: tuple[int, int, int, int] | None = None       # (turn, leader, its hp, the other's)
    leader: int | None = None
    burn: tuple[int, int, int] | None = None            # (amount, turn, side): the worst
    fatigue: dict[int, tuple[int, int]] = {}            # side -> (first turn, total)
    last: tuple[int, str, int] | None = None            # (turn, source, amount) of the last blow
    for e in events:
        if isinstance(e, ev.TurnStarted):
            turn = e.turn
        elif isinstance(e, ev.CardCast):
            cast[int(e.side)] += 1
            actor = int(e.side)
        elif isinstance(e, (ev.HeroAbilityUsed, ev.AttackDeclared)):
            actor = int(e.side)
        elif isinstance(e, ev.UnitEntered):
            owners[e.unit] = int(e.side)
        elif isinstance(e, ev.DamageDealt) and _hero(e.to) is not None:
            hurt = _hero(e.to)
            assert hurt is not None
            # A unit's blow is its side's; a spell's or an ability's, its caster's (even on itself).
            dealer = owners.get(e.source, actor)
            hp[hurt] -= e.amount
            if dealer != hurt:
                dealt[dealer] += e.amount
            per_turn[(turn, dealer, hurt)] = per_turn.get((turn, dealer, hurt), 0) + e.amount
            last = (turn, words.thing(seen, e.source), e.amount)
        elif isinstance(e, ev.Healed) and _hero(e.to) is not None:
            healed = _hero(e.to)
            assert healed is not None
            hp[healed] = min(hero_hp, hp[healed] + e.amount)
        elif isinstance(e, ev.ManaBurned) and e.amount:
            hp[int(e.side)] -= e.amount
            if burn is None or e.amount > burn[0]:
                burn = (e.amount, turn, int(e.side))
        elif isinstance(e, ev.FatigueDamage):
            hp[int(e.side)] -= e.amount
            first, total = fatigue.get(int(e.side), (turn, 0))
            fatigue[int(e.side)] = (first, total + e.amount)
        seen.saw(e)
        now = None if hp[0] == hp[1] else int(hp[1] > hp[0])
        if now is not None and now != leader:
            if leader is not None:
                lead = (turn, now, hp[now], hp[1 - now])
            leader = now
    points: list[tuple[int, int, str]] = []      # (turn, order within the turn, words)
    if per_turn:
        blows = {k: v for k, v in per_turn.items() if k[1] != k[2]}     # on the other's Ifrita
    if per_turn and blows:
        (at, dealer, hurt), first = next(iter(blows.items()))          # the first turn one struck the other
        points.append((at, 0, tr("id.story.first", turn=at, side=look.side_name(dealer), n=first)))
        (at, dealer, hurt), most = max(blows.items(), key=lambda item: (item[1], -item[0][0]))
        points.append((at, 1, tr("id.story.blow", turn=at, side=look.side_name(dealer), n=most,
                              other=look.side_name(hurt))))
    if lead is not None:
        at, side, mine, theirs = lead
        points.append((at, 2, tr("id.story.lead", turn=at, side=look.side_name(side), hp=mine, other=theirs)))
    if burn is not None:
        amount, at, side = burn
        points.append((at, 0, tr("id.story.burn", turn=at, side=look.side_name(side), n=amount)))
    for side, (at, total) in sorted(fatigue.items()):
        points.append((at, 0, tr("id.story.fatigue", turn=at, side=look.side_name(side), n=total)))
    if last is not None:
        at, source, amount = last
        points.append((at, 3, tr("id.story.last", turn=at, source=source, n=amount)))
    points = sorted(dict.fromkeys(points), key=lambda p: p[:2])     # first blood may be the heaviest too
    turns = tuple((per_turn.get((t, 0, 1), 0), per_turn.get((t, 1, 0), 0)) for t in range(1, turn + 1))
    return Story((cast[0], cast[1]), (dealt[0], dealt[1]), tuple(text for _, _, text in points[-TURNING_POINTS:]),
                 turns)
