"""`apply(state, event)`: the only way a state changes, one small function per event
type. Every choice and every chance was made before (in decide.py); nothing here
validates or draws."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.state import Enchantment, State, Unit


def _without_first(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _player(state: State, side: Side, **changes: Any) -> State:
    return state.with_player(side, replace(state.player(side), **changes))


def _unit(state: State, unit_id: str, **changes: Any) -> State:
    return replace(state, units=tuple(replace(u, **changes) if u.id == unit_id else u for u in state.units))


def _mana(pool: tuple[int, ...], kind: str, delta: int) -> tuple[int, ...]:
    i = n.KIND_INDEX[kind]
    return pool[:i] + (pool[i] + delta,) + pool[i + 1:]


def _registered(s: State, e: ev.DeckRegistered) -> State:
    return _player(s, e.side, cards=e.cards, hero=e.hero)


def _hand_kept(s: State, e: ev.HandKept) -> State:
    return _player(s, e.side, mulligan=n.KEPT)


def _mulligan_taken(s: State, e: ev.MulliganTaken) -> State:
    p = s.player(e.side)
    taken = p.mulligans + 1
    status = n.TAKEN if taken >= s.rules.mulligans else n.PENDING
    return _player(s, e.side, hand=(), deck=p.deck + p.hand, mulligan=status, mulligans=taken)


def _deck_shuffled(s: State, e: ev.DeckShuffled) -> State:
    return _player(s, e.side, deck=e.order)


def _turn_started(s: State, e: ev.TurnStarted) -> State:
    s = replace(s, turn=e.turn, to_move=e.side, phase=Phase.START, attacked=False, attackers=(), blocks=())
    return _player(s, e.side, sacrifices=0)


def _units_readied(s: State, e: ev.UnitsReadied) -> State:
    return replace(s, units=tuple(replace(u, tapped=False, sick=False) if u.side == e.side else u
                                  for u in s.units))


def _mana_refilled(s: State, e: ev.ManaRefilled) -> State:
    return _player(s, e.side, mana=s.player(e.side).mana_max)


def _card_drawn(s: State, e: ev.CardDrawn) -> State:
    p = s.player(e.side)
    return _player(s, e.side, deck=p.deck[1:], hand=p.hand + (e.card,))


def _fatigue(s: State, e: ev.FatigueDamage) -> State:
    p = s.player(e.side)
    return _player(s, e.side, fatigue=p.fatigue + 1, hp=p.hp - e.amount)


def _cooldown(s: State, e: ev.CooldownReduced) -> State:
    return _player(s, e.side, cooldown=e.cooldown)


def _phase(s: State, e: ev.PhaseChanged) -> State:
    return replace(s, phase=e.phase)


def _sacrificed(s: State, e: ev.CardSacrificed) -> State:
    p = s.player(e.side)
    return _player(s, e.side, hand=_without_first(p.hand, e.card), discard=p.discard + (e.card,),
                   mana=_mana(p.mana, e.kind, 1), mana_max=_mana(p.mana_max, e.kind, 1),
                   sacrifices=p.sacrifices + 1)


def _cast(s: State, e: ev.CardCast) -> State:
    p = s.player(e.side)
    mana = tuple(have - paid for have, paid in zip(p.mana, e.spent))
    return _player(s, e.side, hand=_without_first(p.hand, e.card), mana=mana)


def _unit_entered(s: State, e: ev.UnitEntered) -> State:
    unit = Unit(e.unit, e.side, e.card, s.next_seq, shield=e.shield)
    s = replace(s, units=s.units + (unit,), next_seq=s.next_seq + 1)
    return _player(s, e.side, entries=s.player(e.side).entries + 1)


def _enchantment_entered(s: State, e: ev.EnchantmentEntered) -> State:
    ench = Enchantment(e.enchantment, e.side, e.card, s.next_seq)
    s = replace(s, enchantments=s.enchantments + (ench,), next_seq=s.next_seq + 1)
    return _player(s, e.side, entries=s.player(e.side).entries + 1)


def _exiled(s: State, e: ev.CardExiled) -> State:
    return _player(s, e.side, exile=s.player(e.side).exile + (e.card,))


def _damage(s: State, e: ev.DamageDealt) -> State:
    if e.to in n.SIDE_KEYS:
        side = Side.parse(e.to)
        return _player(s, side, hp=s.player(side).hp - e.amount)
    unit = s.unit(e.to)
    assert unit is not None
    return _unit(s, e.to, damage=unit.damage + e.amount, doomed=unit.doomed or e.deathtouch)


def _shield_spent(s: State, e: ev.ShieldSpent) -> State:
    return _unit(s, e.unit, shield=False)


def _healed(s: State, e: ev.Healed) -> State:
    if e.to in n.SIDE_KEYS:
        side = Side.parse(e.to)
        return _player(s, side, hp=s.player(side).hp + e.amount)
    unit = s.unit(e.to)
    assert unit is not None
    return _unit(s, e.to, damage=unit.damage - e.amount)


def _mana_added(s: State, e: ev.ManaAdded) -> State:
    return _player(s, e.side, mana=_mana(s.player(e.side).mana, e.kind, e.amount))


def _buffed(s: State, e: ev.Buffed) -> State:
    unit = s.unit(e.unit)
    assert unit is not None
    return _unit(s, e.unit, buff_atk=unit.buff_atk + e.atk, buff_health=unit.buff_health + e.health)


def _shield_given(s: State, e: ev.ShieldGiven) -> State:
    return _unit(s, e.unit, shield=True)


def _destroyed(s: State, e: ev.UnitDestroyed) -> State:
    unit = s.unit(e.unit)
    assert unit is not None
    s = replace(s, units=tuple(u for u in s.units if u.id != e.unit))
    return _player(s, unit.side, discard=s.player(unit.side).discard + (unit.card,))


def _hero_used(s: State, e: ev.HeroAbilityUsed) -> State:
    return _player(s, e.side, cooldown=s.rules.cards.hero(e.ability).cooldown)


def _attack(s: State, e: ev.AttackDeclared) -> State:
    tapped = {a for a in e.attackers if not s.template(s.unit(a).card).has(n.VIGILANCE)}  # type: ignore[union-attr]
    units = tuple(replace(u, tapped=True) if u.id in tapped else u for u in s.units)
    return replace(s, units=units, phase=Phase.COMBAT, attackers=e.attackers, blocks=(), attacked=True)


def _block(s: State, e: ev.BlockChosen) -> State:
    return replace(s, blocks=s.blocks + ((e.attacker, e.blocker),))


def _blocks_declared(s: State, e: ev.BlocksDeclared) -> State:
    # Attackers left without a choice (no blocker was left for them) are unblocked.
    chosen = dict(s.blocks)
    return replace(s, blocks=tuple((a, chosen.get(a)) for a in s.attackers))


def _combat_ended(s: State, e: ev.CombatEnded) -> State:
    return replace(s, phase=Phase.MAIN2, attackers=(), blocks=())


def _discarded(s: State, e: ev.CardDiscarded) -> State:
    p = s.player(e.side)
    return _player(s, e.side, hand=_without_first(p.hand, e.card), discard=p.discard + (e.card,))


def _burned(s: State, e: ev.ManaBurned) -> State:
    p = s.player(e.side)
    return _player(s, e.side, hp=p.hp - e.amount, mana=tuple(min(c, m) for c, m in zip(p.mana, p.mana_max)))


def _turn_ended(s: State, e: ev.TurnEnded) -> State:
    return s


def _ended(s: State, e: ev.GameEnded) -> State:
    return replace(s, phase=Phase.OVER, winner=e.winner, end_reason=e.reason, attackers=(), blocks=())


def _noop(s: State, e: Any) -> State:
    return s


_APPLY: dict[type, Callable[[State, Any], State]] = {
    ev.DeckRegistered: _registered, ev.RegistrationMade: _noop, ev.AbilitiesShown: _noop,
    ev.HandKept: _hand_kept, ev.MulliganTaken: _mulligan_taken, ev.DeckShuffled: _deck_shuffled,
    ev.TurnStarted: _turn_started, ev.UnitsReadied: _units_readied, ev.ManaRefilled: _mana_refilled,
    ev.CardDrawn: _card_drawn, ev.FatigueDamage: _fatigue, ev.TriggerResolved: _noop,
    ev.CooldownReduced: _cooldown, ev.PhaseChanged: _phase, ev.CardSacrificed: _sacrificed, ev.CardCast: _cast,
    ev.UnitEntered: _unit_entered, ev.EnchantmentEntered: _enchantment_entered, ev.CardExiled: _exiled,
    ev.DamageDealt: _damage, ev.ShieldSpent: _shield_spent, ev.Healed: _healed, ev.ManaAdded: _mana_added,
    ev.Buffed: _buffed, ev.ShieldGiven: _shield_given, ev.UnitDestroyed: _destroyed,
    ev.HeroAbilityUsed: _hero_used, ev.AttackDeclared: _attack, ev.BlockChosen: _block,
    ev.BlocksDeclared: _blocks_declared, ev.CombatEnded: _combat_ended, ev.CardDiscarded: _discarded,
    ev.ManaBurned: _burned, ev.TurnEnded: _turn_ended, ev.GameEnded: _ended,
}
assert set(_APPLY) == set(ev.EVENT_TYPES)


def apply(state: State, event: ev.Event) -> State:
    return _APPLY[type(event)](state, event)

