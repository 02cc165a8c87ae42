"""Combat judgement shared by the AI levels: what one attacker and its blocker do to each
other (D27-D32 worked out on numbers, first strike before the rest, deathtouch, shield,
trample), what a unit is worth, how a defender assigns blocks, and which attack a side
should declare. Peers' AIs lose units by reasoning on ATK and health alone; here every
pair is fought out step by step, so a unit never walks into a first striker that kills
it before it strikes, and nothing valuable blocks a deathtouch unit without need."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State, Unit, atk_of, health_of

KEYWORD_WORTH = {n.FIRST_STRIKE: 1.0, n.DEATHTOUCH: 1.5, n.TRAMPLE: 0.5, n.VIGILANCE: 0.5}


@dataclass(frozen=True, slots=True)
class Fighter:
    id: str
    atk: int
    left: int          # remaining health
    shield: bool
    first: bool
    touch: bool        # deathtouch
    trample: bool
    worth: float


def fighter(state: State, u: Unit) -> Fighter:
    kw = state.template(u.card).keywords
    atk, left = atk_of(state, u), health_of(state, u) - u.damage
    worth = 0.5 + atk + 0.8 * left + sum(KEYWORD_WORTH.get(k, 0.0) for k in kw) + (1.0 if u.shield else 0.0)
    return Fighter(u.id, atk, left, u.shield, n.FIRST_STRIKE in kw, n.DEATHTOUCH in kw, n.TRAMPLE in kw, worth)


@dataclass(frozen=True, slots=True)
class Fight:
    attacker_dies: bool
    blocker_dies: bool
    through: int       # damage to the defending hero


def _hit(amount: int, touch: bool, target: Fighter, dead: bool, shield: bool) -> tuple[bool, bool, int]:
    """(dies, shield left, damage taken) for one hit, by D30/D31."""
    if amount <= 0 or dead:
        return dead, shield, 0
    lethal = touch or amount >= target.left
    if lethal and shield:
        return False, False, 0
    return lethal, shield, amount


def fight(a: Fighter, b: Fighter | None) -> Fight:
    if b is None:
        return Fight(False, False, a.atk)
    a_dead = b_dead = False
    a_shield, b_shield = a.shield, b.shield
    through = 0
    for step_first in (True, False):
        a_hits = a.first == step_first and not a_dead
        b_hits = b.first == step_first and not b_dead
        new_a_dead, new_b_dead = a_dead, b_dead
        if a_hits:
            if b_dead:
                through += a.atk if a.trample else 0
            else:
                amount = a.atk
                need = 1 if a.touch else b.left
                if a.trample and not b_shield and a.atk >= need:
                    amount, through = need, through + a.atk - need
                new_b_dead, b_shield, _ = _hit(amount, a.touch, b, b_dead, b_shield)
        if b_hits:
            new_a_dead, a_shield, _ = _hit(b.atk, b.touch, a, a_dead, a_shield)
        a_dead, b_dead = new_a_dead, new_b_dead
    return Fight(a_dead, b_dead, through)


def hp_weight(hp: int) -> float:
    """What one point of a hero's HP is worth: more the closer it is to death."""
    return 0.4 if hp > 12 else 0.7 if hp > 6 else 1.3


def _block_gain(a: Fighter, b: Fighter, hp: int) -> tuple[float, Fight]:
    f = fight(a, b)
    saved = a.atk - f.through
    gain = saved * hp_weight(hp) + (a.worth if f.attacker_dies else 0.0) - (b.worth if f.blocker_dies else 0.0)
    return gain, f


def plan_blocks(state: State, side: Side, attackers: list[Fighter], blockers: list[Fighter],
                caution: float = 0.0, already: int = 0) -> dict[str, str]:
    """attacker id -> blocker id for the defender `side`: every block worth more than
    `caution`, then chump blocks (cheapest first, on the biggest hitters) while the
    unblocked damage (plus `already`, from attackers whose blocks are settled) would
    kill the hero."""
    hp = state.player(side).hp
    options = []
    for a in attackers:
        for b in blockers:
            gain, _ = _block_gain(a, b, hp)
            options.append((gain, a.id, b.id))
    options.sort(key=lambda o: -o[0])
    plan: dict[str, str] = {}
    used: set[str] = set()
    for gain, a_id, b_id in options:
        if gain > caution and a_id not in plan and b_id not in used:
            plan[a_id] = b_id
            used.add(b_id)
    by_id = {b.id: b for b in blockers}

    def incoming() -> int:
        return already + sum(fight(a, by_id.get(plan.get(a.id, ""))).through for a in attackers)

    for a in sorted(attackers, key=lambda x: -x.atk):
        if incoming() < hp:
            break
        if a.id in plan:
            continue
        spare = sorted((b for b in blockers if b.id not in used), key=lambda b: b.worth)
        best = max(spare, key=lambda b: a.atk - fight(a, b).through, default=None)
        if best is not None and fight(a, best).through < a.atk:
            plan[a.id] = best.id
            used.add(best.id)
    return plan


def blockers_of(state: State, side: Side, taken: frozenset[str] = frozenset()) -> list[Fighter]:
    return [fighter(state, u) for u in state.units if u.side == side and not u.tapped and u.id not in taken]


def crack_back(state: State, side: Side, home: list[Fighter]) -> float:
    """The damage the opponent's whole army would push through `home` next turn."""
    enemy = [fighter(state, u) for u in state.units if u.side != side]
    if not enemy:
        return 0.0
    plan = plan_blocks(state, side, enemy, home)
    by_id = {b.id: b for b in home}
    return float(sum(fight(a, by_id.get(plan.get(a.id, ""))).through for a in enemy))


@dataclass(frozen=True, slots=True)
class AttackPlan:
    attackers: tuple[str, ...]
    score: float
    lethal: bool


def judge_attack(state: State, side: Side, group: tuple[Fighter, ...], vigilant: set[str],
                 base: float) -> AttackPlan:
    """Score of attacking with `group`: the opponent blocks as `plan_blocks` would;
    units lost and killed, damage dealt, and what the tapped attackers leave open to the
    counter-attack (beyond `base`, what gets through when nobody attacks)."""
    enemy_hp = state.player(side.other).hp
    defenders = blockers_of(state, side.other)
    plan = plan_blocks(state, side.other, list(group), defenders)
    by_id = {b.id: b for b in defenders}
    through = 0
    score = 0.0
    for a in group:
        f = fight(a, by_id.get(plan.get(a.id, "")))
        through += f.through
        score += (by_id[plan[a.id]].worth if f.blocker_dies else 0.0) - (a.worth if f.attacker_dies else 0.0)
    if through >= enemy_hp:
        return AttackPlan(tuple(a.id for a in group), 1000.0 + through, True)
    home = [f for f in blockers_of(state, side) if f.id not in {a.id for a in group} or f.id in vigilant]
    open_to = crack_back(state, side, home)
    my_hp = state.player(side).hp
    danger = 500.0 if open_to >= my_hp > base else (open_to - base) * hp_weight(my_hp)
    score += through * hp_weight(enemy_hp) - danger
    return AttackPlan(tuple(a.id for a in group), score, False)


def attack_options(state: State, side: Side, widest: int = 5) -> list[AttackPlan]:
    """Attack groups of the side's ready units, best first (the empty group included,
    as score 0). Up to `widest` ready units every group is judged; beyond, the
    strongest units are grown one by one."""
    ready = [fighter(state, u) for u in state.units if u.side == side and not u.tapped and not u.sick]
    vigilant = {u.id for u in state.units if u.side == side and n.VIGILANCE in state.template(u.card).keywords}
    out = [AttackPlan((), 0.0, False)]
    if len(ready) <= widest:
        groups = [g for size in range(1, len(ready) + 1) for g in combinations(ready, size)]
    else:
        order = sorted(ready, key=lambda f: -f.atk)
        groups = [tuple(order[:k]) for k in range(1, len(order) + 1)]
        groups += [(f,) for f in order[1:]]
    base = crack_back(state, side, blockers_of(state, side))
    out += [judge_attack(state, side, g, vigilant, base) for g in groups]
    out.sort(key=lambda p: -p.score)
    return out
