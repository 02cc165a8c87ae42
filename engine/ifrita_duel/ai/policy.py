"""The one-ply policy: the intermediate level, the playout policy of the advanced search
and, bent by a mood, the whimsical level. It reads a world (`ai_belief.world`) but only
what the seat may see there: its own hand, public zones and counts, so the sampled
hidden cards never steer it.

A main phase goes: sacrifice when the hand needs mana (the card whose loss the rest of
the hand minds least, for the kind it needs most), then the best play worth more than
the style's threshold, then the best attack group, then the end of the turn with the
least useful cards discarded. A defender plans all its blocks at the first attacker."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.ai.cards import covered, effects_worth, keep_worth, play_worth, sacrifice_options, smart_pay
from engine.ifrita_duel.ai.combat import attack_options, blockers_of, fight, fighter, plan_blocks
from engine.ifrita_duel.ai.setup import mulligan_choice
from engine.ifrita_duel.decide import MAIN, payment
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.state import State


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    attack_bias: float = 0.0        # added to an attack group's score per attacker
    block_caution: float = 0.0      # a block must be worth more than this
    mana_goal: int = 6              # sacrifice while the maxima total less (and the hand has cards)
    play_threshold: float = 0.5     # a play must be worth more than this
    whim: float = 0.0               # chance of a random play or attack among the acceptable ones


STEADY = Style("steady")


def _targets(state: State, kind: str | None) -> tuple[str | None, ...]:
    if kind is None:
        return (None,)
    return (*n.SIDE_KEYS, *(u.id for u in state.units))


def _target_ok(state: State, side: Side, kind: str | None, target: str | None) -> bool:
    if kind is None or target is None:
        return kind is None and target is None
    if target in n.SIDE_KEYS:
        return kind == n.ANY or (kind == n.OWN_ANY and target == side.key)
    unit = state.unit(target)
    if unit is None:
        return False
    return kind == n.ANY or (kind == n.ENEMY_UNIT) == (unit.side != side)


def plays(state: State, side: Side) -> list[tuple[float, cmd.Command]]:
    """Every affordable cast and the hero ability, each at its best targets, best first."""
    p = state.player(side)
    rules = state.rules
    out: list[tuple[float, cmd.Command]] = []
    for card_id in sorted(set(p.hand)):
        card = state.template(card_id)
        if isinstance(payment(p.mana, card.cost, None, rules.tie_order), str):
            continue
        if card.kind == n.UNIT and len(state.units_of(side)) >= rules.max_units:
            continue
        if card.kind == n.ENCHANTMENT and len(state.enchantments_of(side)) >= rules.max_enchantments:
            continue
        pay = smart_pay(state, side, card)
        for t in _targets(state, card.target):
            if _target_ok(state, side, card.target, t):
                worth = play_worth(state, side, card, t) - 0.1 * card.cost.total
                out.append((worth, cmd.Cast(side, card_id, t, pay)))
    if p.cooldown == 0:
        ability = rules.cards.hero(p.hero)
        for t in _targets(state, ability.target):
            if _target_ok(state, side, ability.target, t):
                out.append((effects_worth(state, side, ability.on_use, t), cmd.UseHero(side, t)))
    out.sort(key=lambda o: -o[0])
    return out


def wants_mana(state: State, side: Side, style: Style) -> bool:
    p = state.player(side)
    if p.sacrifices >= state.rules.sacrifices_per_turn or not p.hand:
        return False
    total = sum(p.mana_max)
    if total < 3 or len(p.hand) > state.rules.hand_limit:
        return True
    if any(not covered(state.template(c).cost, p.mana_max) for c in p.hand) and len(p.hand) >= 2:
        return True
    return total < style.mana_goal and len(p.hand) >= 3


def block_choice(state: State, side: Side, style: Style) -> cmd.Block:
    done = len(state.blocks)
    attacker = state.attackers[done]
    used = frozenset(b for _, b in state.blocks if b is not None)
    units = {u.id: u for u in state.units}
    settled = 0
    for a_id, b_id in state.blocks:
        if a_id in units:
            blocker = units.get(b_id or "")
            settled += fight(fighter(state, units[a_id]), None if blocker is None else fighter(state, blocker)).through
    pending = [fighter(state, units[a]) for a in state.attackers[done:] if a in units]
    plan = plan_blocks(state, side, pending, blockers_of(state, side, used), style.block_caution, settled)
    return cmd.Block(side, attacker, plan.get(attacker))


def end_turn(state: State, side: Side) -> cmd.EndTurn:
    hand = state.player(side).hand
    excess = len(hand) - state.rules.hand_limit
    if excess <= 0:
        return cmd.EndTurn(side)
    ranked = sorted(hand, key=lambda c: (keep_worth(state.template(c)), c))
    return cmd.EndTurn(side, tuple(sorted(ranked[:excess])))


def attack_choice(state: State, side: Side, style: Style, rng: random.Random | None) -> tuple[str, ...]:
    options = attack_options(state, side)
    if style.attack_bias:
        options.sort(key=lambda o: -(o.score + (0 if o.lethal else style.attack_bias * len(o.attackers))))
    if rng is not None and style.whim and rng.random() < style.whim:
        return rng.choice(options).attackers
    return options[0].attackers


def policy(state: State, side: Side, style: Style = STEADY, rng: random.Random | None = None) -> cmd.Command:
    """The policy's command for `side` in `state` (a decision of `side` is pending)."""
    if state.phase == Phase.MULLIGAN:
        return mulligan_choice(state, side)
    if state.awaiting_blocks():
        return block_choice(state, side, style)
    if state.phase in MAIN:
        if wants_mana(state, side, style):
            options = sacrifice_options(state, side)
            if options:
                return options[0][1]
        good = [(w, c) for w, c in plays(state, side) if w > style.play_threshold]
        if good:
            if rng is not None and style.whim and rng.random() < style.whim:
                return rng.choice(good)[1]
            return good[0][1]
    if state.phase in (Phase.MAIN1, Phase.COMBAT) and not state.attacked:
        group = attack_choice(state, side, style, rng)
        if group:
            return cmd.Attack(side, group)
    return end_turn(state, side)
