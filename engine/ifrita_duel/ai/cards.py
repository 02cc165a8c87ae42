"""What a card or a hero ability would be worth to play now, read from its effects (the
AI knows the D39 verbs, never a card by name), and the mana side of a turn: which card
to sacrifice for which kind, and how to pay a generic cost without spending a colour
the rest of the hand needs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.ai.combat import KEYWORD_WORTH, fighter, hp_weight
from engine.ifrita_duel.cards import CardTemplate, Cost, Effect
from engine.ifrita_duel.decide import payment
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.resolve import select
from engine.ifrita_duel.state import State

DRAW_WORTH = 1.2


def _damage_worth(state: State, side: Side, obj: str, amount: int) -> float:
    unit = state.unit(obj)
    if unit is None:
        hp = state.player(Side.parse(obj)).hp
        worth = amount * hp_weight(hp) + (100.0 if amount >= hp else 0.0)
        return worth if obj != side.key else -worth
    f = fighter(state, unit)
    worth = (1.0 if f.shield else f.worth) if amount >= f.left else 0.3 * amount
    return worth if unit.side != side else -worth


def effects_worth(state: State, side: Side, effects: Sequence[Effect], target: str | None) -> float:
    total = 0.0
    for e in effects:
        objects = select(state, e.to, side, target, None)
        if e.do == n.DEAL_DAMAGE:
            total += sum(_damage_worth(state, side, o, e.amount) for o in objects)
        elif e.do == n.DRAW:
            # Drawing from a short deck is fatigue damage (D16), not a card.
            total += DRAW_WORTH * e.amount if len(state.player(side).deck) > e.amount else -2.0
        elif e.do in (n.DESTROY, n.BUFF, n.GIVE_SHIELD, n.HEAL):
            for o in objects:
                total += _unit_effect_worth(state, side, e, o)
    return total


def _unit_effect_worth(state: State, side: Side, e: Effect, obj: str) -> float:
    unit = state.unit(obj)
    if unit is None:                                   # a hero healed
        hp = state.player(Side.parse(obj)).hp
        gain = min(e.amount, state.rules.hero_hp - hp) * hp_weight(hp)
        return gain if obj == side.key else -gain
    f = fighter(state, unit)
    if e.do == n.DESTROY:
        worth = f.worth
    elif e.do == n.BUFF:
        worth = e.atk + 0.8 * e.health
    elif e.do == n.GIVE_SHIELD:
        worth = 0.0 if unit.shield else 1.0 + 0.1 * f.worth
    else:
        worth = 0.5 * min(e.amount, unit.damage)
    return worth if unit.side == side else -worth


def unit_card_worth(card: CardTemplate) -> float:
    return 0.5 + card.atk + 0.8 * card.health + sum(KEYWORD_WORTH.get(k, 0.0) for k in card.keywords) + (
        1.0 if n.SHIELD in card.keywords else 0.0)


def play_worth(state: State, side: Side, card: CardTemplate, target: str | None) -> float:
    """What casting `card` at `target` now is worth (its cost aside)."""
    if card.kind == n.UNIT:
        return unit_card_worth(card) + effects_worth(state, side, card.effects(n.ON_ENTER), target)
    if card.kind == n.SORCERY:
        effects = card.effects(n.ON_CAST)
        worth = effects_worth(state, side, effects, target)
        if any(e.do == n.ADD_MANA for e in effects):
            worth += 1.5 if _enables(state, side, card) else -3.0
        return worth
    worth = 1.0
    for e in card.effects(n.STATIC):
        mine = e.to == n.OWN_UNITS
        units = sum(1 for u in state.units if (u.side == side) == mine)
        worth += (e.atk + 0.8 * e.health) * (units + 1.5) * (1 if mine else -1)
    worth += 2.5 * effects_worth(state, side, card.effects(n.ON_TURN_START), None)
    worth += 2.0 * len(card.effects(n.ON_OPPONENT_SUMMON))
    return worth


def _enables(state: State, side: Side, card: CardTemplate) -> bool:
    """Whether the mana a card adds lets another card in hand be cast this turn."""
    p = state.player(side)
    spent = payment(p.mana, card.cost, None, state.rules.tie_order)
    if isinstance(spent, str):
        return False
    pool = [have - s for have, s in zip(p.mana, spent)]
    for e in card.effects(n.ON_CAST):
        if e.do == n.ADD_MANA:
            pool[n.KIND_INDEX[e.color or n.COLORLESS]] += e.amount
    hand = list(p.hand)
    hand.remove(card.id)
    for other in set(hand):
        cost = state.template(other).cost
        if isinstance(payment(p.mana, cost, None, state.rules.tie_order), str) and not isinstance(
                payment(tuple(pool), cost, None, state.rules.tie_order), str) and cost.total >= 2:
            return True
    return False


def keep_worth(card: CardTemplate) -> float:
    """How much a card in hand is worth keeping, before any board is known."""
    if card.kind == n.UNIT:
        return unit_card_worth(card) * 0.6 + 0.5
    return 1.0 + card.cost.total * 0.8 + (1.0 if card.target else 0.0)


def _needs(cost: Cost) -> Counter[str]:
    return Counter({color: count for color, count in cost.pips})


def covered(cost: Cost, most: Sequence[int]) -> bool:
    """Whether maxima `most` can ever pay `cost` (its pips and its total)."""
    return all(most[n.KIND_INDEX[c]] >= k for c, k in cost.pips) and sum(most) >= cost.total


def sacrifice_options(state: State, side: Side) -> list[tuple[float, cmd.Sacrifice]]:
    """Every sacrifice, best first: what the rest of the hand gains in castability
    (now and later) against what the card itself is worth keeping."""
    p = state.player(side)
    out = []
    for card_id in sorted(set(p.hand)):
        card = state.template(card_id)
        rest = list(p.hand)
        rest.remove(card_id)
        kinds = card.colors or (n.COLORLESS,)
        for kind in kinds:
            i = n.KIND_INDEX[kind]
            most = list(p.mana_max)
            most[i] += 1
            pool = list(p.mana)
            pool[i] += 1
            gain = 0.0
            for other in rest:
                cost = state.template(other).cost
                if covered(cost, most) and not covered(cost, p.mana_max):
                    gain += keep_worth(state.template(other))
                if not isinstance(payment(tuple(pool), cost, None, state.rules.tie_order), str):
                    gain += 0.5
            score = gain - keep_worth(card) + (0.3 if kind == n.COLORLESS else 0.0)
            out.append((score, cmd.Sacrifice(side, card_id, kind if len(kinds) > 1 else None)))
    out.sort(key=lambda o: -o[0])
    return out


def smart_pay(state: State, side: Side, card: CardTemplate) -> tuple[str, ...] | None:
    """The generic part paid from colourless first, then from the kinds the rest of the
    hand needs least (D12 lets the caster name them); None when nothing is generic."""
    if card.cost.generic == 0:
        return None
    p = state.player(side)
    need: Counter[str] = Counter()
    for other in p.hand:
        if other != card.id:
            need += _needs(state.template(other).cost)
    left = list(p.mana)
    for color, count in card.cost.pips:
        left[n.KIND_INDEX[color]] -= count
    pay = []
    for _ in range(card.cost.generic):
        kinds = [k for k in n.MANA_KINDS if left[n.KIND_INDEX[k]] > 0]
        if not kinds:
            return None
        kind = min(kinds, key=lambda k: (k != n.COLORLESS, need[k] - left[n.KIND_INDEX[k]], n.MANA_KINDS.index(k)))
        left[n.KIND_INDEX[kind]] -= 1
        pay.append(kind)
    return tuple(pay)
