"""How things resolve once decided: effects by the D39 vocabulary (D21: in order, each
to all its objects at once), damage with shields and deathtouch (D30, D31), draws and
fatigue (D16), the check (D21, D34) and combat's two damage steps (D27-D32).

A `Run` applies each event as it is emitted, so later rules see the state so far; once
the game is over nothing more is emitted (D21)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.apply import apply
from engine.ifrita_duel.cards import Effect
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State, atk_of, has, health_of


class Run:
    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[ev.Event] = []

    def emit(self, event: ev.Event) -> None:
        if self.state.over:
            return
        self.state = apply(self.state, event)
        self.events.append(event)

    @property
    def over(self) -> bool:
        return self.state.over


Hit = tuple[str, int, bool]     # (object: unit id or side name, amount, deathtouch)


def deal(run: Run, source: str, hits: Sequence[Hit]) -> None:
    deal_from(run, [(source, hit) for hit in hits])


def deal_from(run: Run, hits: Sequence[tuple[str, Hit]]) -> None:
    """All `hits` (source, hit) worked out from the state now and dealt at once (D21, D27)."""
    state = run.state
    out: list[ev.Event] = []
    for source, (obj, amount, deathtouch) in hits:
        if amount <= 0:
            continue                            # 0 ATK deals no damage, deathtouch or not (D27, D31)
        unit = state.unit(obj)
        if unit is not None and unit.shield and (deathtouch or amount >= health_of(state, unit) - unit.damage):
            out.append(ev.ShieldSpent(source, obj, amount))           # D30
        elif unit is not None or obj in n.SIDE_KEYS:
            out.append(ev.DamageDealt(source, obj, amount, deathtouch and unit is not None))
    for event in out:
        run.emit(event)


def draw(run: Run, side: Side) -> None:
    """D16: the top card, or fatigue damage growing by the step for each failed draw."""
    player = run.state.player(side)
    if player.deck:
        run.emit(ev.CardDrawn(side, player.deck[0]))
    else:
        rules = run.state.rules
        run.emit(ev.FatigueDamage(side, rules.fatigue_start + player.fatigue * rules.fatigue_step))


def check(run: Run) -> None:
    """D21: units with damage >= health or deathtouched die together; then D34."""
    state = run.state
    if state.over:
        return
    dying = [u.id for u in state.units if u.doomed or u.damage >= health_of(state, u)]
    for unit_id in dying:
        run.emit(ev.UnitDestroyed(unit_id, "died"))
    state = run.state
    fallen = [side for side in Side if state.player(side).hp <= 0]
    if len(fallen) == 2:
        run.emit(ev.GameEnded(None, "hp"))
    elif fallen:
        run.emit(ev.GameEnded(fallen[0].other, "hp"))


def select(state: State, to: str | None, owner: Side, target: str | None, summoned: str | None) -> tuple[str, ...]:
    """D39's selectors: the objects an effect applies to, as ids and side names."""
    if to == n.TARGET:
        alive = target is not None and (target in n.SIDE_KEYS or state.unit(target) is not None)
        return (target,) if alive and target is not None else ()
    if to == n.SUMMONED:
        return (summoned,) if summoned is not None and state.unit(summoned) is not None else ()
    heroes = {n.OWN_HERO: (owner.key,), n.ENEMY_HERO: (owner.other.key,), n.EACH_HERO: (owner.key, owner.other.key)}
    if to in heroes:
        return heroes[to]
    sides = {n.EACH_UNIT: (owner, owner.other), n.OWN_UNITS: (owner,), n.ENEMY_UNITS: (owner.other,)}
    wanted = sides.get(to or "", ())
    return tuple(u.id for u in state.units if u.side in wanted)


def effects(run: Run, source: str, owner: Side, effects: Sequence[Effect], target: str | None = None,
            summoned: str | None = None) -> None:
    """Apply `effects` in order for `owner` (D21); units only die at the check after."""
    for effect in effects:
        if run.over:
            return
        objects = select(run.state, effect.to, owner, target, summoned)
        units = [o for o in objects if run.state.unit(o) is not None]
        if effect.do == n.DEAL_DAMAGE:
            deal(run, source, [(o, effect.amount, False) for o in objects])
        elif effect.do == n.HEAL:
            _heal(run, objects, effect.amount)
        elif effect.do == n.DRAW:
            for _ in range(effect.amount):
                draw(run, owner)
        elif effect.do == n.ADD_MANA:
            run.emit(ev.ManaAdded(owner, effect.color or n.COLORLESS, effect.amount))
        elif effect.do == n.DESTROY:
            for unit_id in units:
                run.emit(ev.UnitDestroyed(unit_id, "destroyed"))      # through a shield (D30)
        elif effect.do == n.BUFF:
            for unit_id in units:
                run.emit(ev.Buffed(unit_id, effect.atk, effect.health))
        elif effect.do == n.GIVE_SHIELD:
            for unit_id in units:
                if not run.state.unit(unit_id).shield:  # type: ignore[union-attr]
                    run.emit(ev.ShieldGiven(unit_id))


def _heal(run: Run, objects: Sequence[str], amount: int) -> None:
    """D24: a unit's damage down to 0 at most, a hero's HP up to its start HP at most."""
    state = run.state
    for obj in objects:
        unit = state.unit(obj)
        if unit is not None:
            gain = min(amount, unit.damage)
        else:
            gain = max(0, min(amount, state.rules.hero_hp - state.player(Side.parse(obj)).hp))
        if gain > 0:
            run.emit(ev.Healed(obj, gain))


def combat(run: Run) -> None:
    """D27-D32: a first-strike step, the check, a regular step, the check, then main2."""
    side = run.state.to_move
    for first_strike in (True, False):
        state = run.state
        blocks = dict(state.blocks)
        hits: list[tuple[str, Hit]] = []
        for attacker_id in state.attackers:
            attacker = state.unit(attacker_id)
            if attacker is None:
                continue
            blocker_id = blocks.get(attacker_id)
            blocker = state.unit(blocker_id)
            if has(state, attacker, n.FIRST_STRIKE) == first_strike:
                hits += [(attacker_id, h) for h in _attacker_hits(state, attacker_id, blocker_id)]
            if blocker is not None and has(state, blocker, n.FIRST_STRIKE) == first_strike:
                hits.append((blocker.id, (attacker_id, atk_of(state, blocker), has(state, blocker, n.DEATHTOUCH))))
        deal_from(run, hits)
        check(run)
        if run.over:
            return
    run.emit(ev.CombatEnded(side))


def _attacker_hits(state: State, attacker_id: str, blocker_id: str | None) -> list[Hit]:
    attacker = state.unit(attacker_id)
    assert attacker is not None
    atk, deathtouch = atk_of(state, attacker), has(state, attacker, n.DEATHTOUCH)
    enemy = attacker.side.other.key
    trample = has(state, attacker, n.TRAMPLE)
    if blocker_id is None:
        return [(enemy, atk, deathtouch)]                                # D28
    blocker = state.unit(blocker_id)
    if blocker is None:
        return [(enemy, atk, deathtouch)] if trample else []             # D28: its blocker left
    if not trample:
        return [(blocker_id, atk, deathtouch)]
    lethal = 1 if deathtouch else health_of(state, blocker) - blocker.damage
    if atk < lethal or blocker.shield:
        return [(blocker_id, atk, deathtouch)]                           # D29: nothing goes through
    return [(blocker_id, lethal, deathtouch), (enemy, atk - lethal, deathtouch)]
