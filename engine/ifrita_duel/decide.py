"""`step(state, command)`: validate, then resolve into events. Each command type has a
`problem` function saying in one sentence (naming the ruling) why it is illegal now,
or None; `legal.py` lists the candidates these accept, so the two cannot disagree."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel import flow
from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import Cost
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.resolve import Run
from engine.ifrita_duel.state import Deck, State, deck_problems
from engine.ifrita_duel.view import DuelView
from engine.kernel.errors import RuleError

MAIN = (Phase.MAIN1, Phase.MAIN2)

# What the checks of a seat's own commands read: the state, or that seat's view of it
# (which holds all they need), so a window asks its view why an action is refused.
Table = State | DuelView


class Reason(str):
    """A refusal's sentence, which is what `step` raises, carrying a short `key` and its
    `args` so a window can word the same refusal in its own languages (why.py)."""

    key: str
    args: dict[str, Any]

    def __new__(cls, key: str, text: str, **args: Any) -> Reason:
        made = super().__new__(cls, text)
        made.key, made.args = key, args
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        # A refusal may cross to another process inside a RuleError: rebuilt with its key.
        return _rebuilt, (self.key, str(self), self.args)


def _rebuilt(key: str, text: str, args: dict[str, Any]) -> Reason:
    return Reason(key, text, **args)


def _texts(value: Any, optional: bool = False) -> bool:
    return (optional and value is None) or (isinstance(value, tuple) and all(isinstance(v, str) for v in value))


def _text(value: Any, optional: bool = False) -> bool:
    return (optional and value is None) or isinstance(value, str)


def payment(pool: tuple[int, ...], cost: Cost, pay: tuple[str, ...] | None,
            tie_order: tuple[str, ...]) -> tuple[int, ...] | str:
    """D12: what each kind pays, or why the cost cannot be paid."""
    left = list(pool)
    spent = [0] * len(pool)

    def take(kind: str, count: int = 1) -> None:
        left[n.KIND_INDEX[kind]] -= count
        spent[n.KIND_INDEX[kind]] += count

    for color, count in cost.pips:
        if left[n.KIND_INDEX[color]] < count:
            return Reason("mana", f"it needs {count} {color} mana and {left[n.KIND_INDEX[color]]} is left (D12)",
                          count=count, kind=color, left=left[n.KIND_INDEX[color]])
        take(color, count)
    if pay is not None:
        if len(pay) != cost.generic:
            return f"the payment names {len(pay)} mana for a generic cost of {cost.generic} (D12)"
        for kind in pay:
            if kind not in n.KIND_INDEX:
                return f"{kind!r} is no mana kind (expected one of {', '.join(n.MANA_KINDS)})"
            if left[n.KIND_INDEX[kind]] < 1:
                return f"the named payment does not fit: no {kind} mana is left for it (D12)"
            take(kind)
        return tuple(spent)
    if sum(left) < cost.generic:
        return Reason("generic", f"its generic cost {cost.generic} is more than the {sum(left)} mana left (D12)",
                      count=cost.generic, left=sum(left))
    for _ in range(cost.generic):
        if left[n.KIND_INDEX[n.COLORLESS]] > 0:
            take(n.COLORLESS)
        else:
            take(max(tie_order, key=lambda c: (left[n.KIND_INDEX[c]], -tie_order.index(c))))
    return tuple(spent)


def target_problem(state: Table, side: Side, kind: str | None, target: str | None) -> str | None:
    """D19: exactly one target of the kind when there is a kind, none otherwise."""
    if kind is None:
        return None if target is None else "it takes no target (D19)"
    if target is None:
        return f"it needs a target ({kind}) (D19)"
    if target in n.SIDE_KEYS:
        if kind == n.ANY or (kind == n.OWN_ANY and target == side.key):
            return None
        return f"the hero {target} is not a legal {kind} target (D19)"
    unit = state.unit(target)
    if unit is None:
        return f"there is no unit {target!r} on the battlefield (D19)"
    if kind == n.ANY or (kind == n.ENEMY_UNIT and unit.side != side) or (
            kind in (n.OWN_UNIT, n.OWN_ANY) and unit.side == side):
        return None
    return f"{target} is not a legal {kind} target (D19)"


def _main(state: Table, side: Side, what: str) -> str | None:
    if state.phase not in MAIN or state.to_move != side:
        return Reason("main", f"{what} only in the side's own main phases (D7)")
    return None


def _sacrifice(state: Table, c: cmd.Sacrifice) -> str | None:
    if not _text(c.card) or not _text(c.kind, True):
        return "a sacrifice names a card id and optionally a mana kind"
    problem = _main(state, c.side, "a side sacrifices")
    if problem:
        return problem
    player = state.player(c.side)
    if player.sacrifices >= state.rules.sacrifices_per_turn:
        return Reason("sacrificed", f"{c.side.key} has already sacrificed this turn (D10)",
                      n=state.rules.sacrifices_per_turn)
    if c.card not in (player.hand or ()):
        return f"{c.card!r} is not in {c.side.key}'s hand"
    kinds = state.template(c.card).colors or (n.COLORLESS,)
    if c.kind is None and len(kinds) > 1:
        return f"{c.card} has two colours: name one of {', '.join(kinds)} (D10)"
    if c.kind is not None and c.kind not in kinds:
        return f"{c.card} gives {' or '.join(kinds)} mana, not {c.kind} (D10)"
    return None


def _cast(state: Table, c: cmd.Cast) -> str | None:
    if not _text(c.card) or not _text(c.target, True) or not _texts(c.pay, True):
        return "a cast names a card id, optionally a target and the kinds paying its generic cost"
    problem = _main(state, c.side, "cards are cast")
    if problem:
        return problem
    player = state.player(c.side)
    if c.card not in (player.hand or ()):
        return f"{c.card!r} is not in {c.side.key}'s hand"
    card = state.template(c.card)
    rules = state.rules
    if card.kind == n.UNIT and len(state.units_of(c.side)) >= rules.max_units:
        return Reason("units_full", f"{c.side.key} already has {rules.max_units} units on the battlefield (D18)",
                      n=rules.max_units)
    if card.kind == n.ENCHANTMENT and len(state.enchantments_of(c.side)) >= rules.max_enchantments:
        return Reason("enchantments_full",
                      f"{c.side.key} already has {rules.max_enchantments} enchantments on the battlefield (D18)",
                      n=rules.max_enchantments)
    problem = target_problem(state, c.side, card.target, c.target)
    if problem:
        return Reason("target", f"{c.card}: {problem}")
    paid = payment(player.mana, card.cost, c.pay, rules.tie_order)
    if isinstance(paid, Reason):
        return Reason(paid.key, f"{c.card} cannot be paid: {paid}", **paid.args)
    return f"{c.card} cannot be paid: {paid}" if isinstance(paid, str) else None


def _hero(state: Table, c: cmd.UseHero) -> str | None:
    if not _text(c.target, True):
        return "a hero ability names at most a target"
    problem = _main(state, c.side, "the hero ability is used")
    if problem:
        return problem
    player = state.player(c.side)
    if player.cooldown > 0:
        return Reason("cooldown",
                      f"{c.side.key}'s hero ability is on cooldown for {player.cooldown} more own turns (D33)",
                      n=player.cooldown)
    problem = target_problem(state, c.side, state.rules.cards.hero(player.hero).target, c.target)
    return Reason("target", f"{player.hero}: {problem}") if problem else None


def _attack(state: Table, c: cmd.Attack) -> str | None:
    if not _texts(c.attackers) or not c.attackers:
        return "an attack names one or more attacking units (D25)"
    if state.to_move != c.side or state.phase not in (Phase.MAIN1, Phase.COMBAT) or state.attacked:
        late = state.to_move == c.side and state.phase in (Phase.MAIN1, Phase.COMBAT)
        return Reason("attacked" if late else "attack_phase",
                      "a side attacks once a turn, from main1 or combat (D25)")
    if len(set(c.attackers)) != len(c.attackers):
        return "each attacker is named once (D25)"
    for a in c.attackers:
        unit = state.unit(a)
        if unit is None or unit.side != c.side:
            return f"{a!r} is not a unit of {c.side.key} (D25)"
        if unit.tapped or unit.sick:
            return Reason("tapped" if unit.tapped else "sick",
                          f"{a} is {'tapped' if unit.tapped else 'summoning sick'} and cannot attack (D22, D23)",
                          card=unit.card)
    return None


def _block(state: State, c: cmd.Block) -> str | None:
    if not _text(c.attacker) or not _text(c.blocker, True):
        return "a block names the attacker and a blocker or none"
    if not state.awaiting_blocks() or c.side != state.defender:
        return "only the defender blocks, after an attack is declared (D26)"
    expected = state.attackers[len(state.blocks)]
    if c.attacker != expected:
        return f"blocks are chosen attacker by attacker: {expected} is next, not {c.attacker} (D26)"
    if c.blocker is None:
        return None
    unit = state.unit(c.blocker)
    if unit is None or unit.side != c.side:
        return f"{c.blocker!r} is not a unit of {c.side.key} (D26)"
    if unit.tapped:
        return f"{c.blocker} is tapped and cannot block (D23)"
    if c.blocker in {b for _, b in state.blocks}:
        return f"{c.blocker} already blocks another attacker (D26)"
    return None


def _next_phase(state: Table, c: cmd.NextPhase) -> str | None:
    if state.to_move != c.side or state.phase not in (Phase.MAIN1, Phase.COMBAT) or state.awaiting_blocks():
        return Reason("next_phase", "the next phase goes main1 -> combat -> main2; from main2 the turn ends (D7)")
    return None


def _end_turn(state: Table, c: cmd.EndTurn) -> str | None:
    if not _texts(c.discard):
        return "an end of turn names the discarded cards (a list of card ids)"
    if state.to_move != c.side or state.phase not in (*MAIN, Phase.COMBAT) or state.awaiting_blocks():
        return Reason("end_phase", "a side ends its own turn from main1, combat or main2 (D7)")
    hand = state.player(c.side).hand or ()
    excess = max(0, len(hand) - state.rules.hand_limit)
    if len(c.discard) != excess:
        return f"{c.side.key} must discard exactly {excess} cards above the hand limit, not {len(c.discard)} (D15)"
    if Counter(c.discard) - Counter(hand):
        return f"the discarded cards {list(c.discard)} are not all in {c.side.key}'s hand (D15)"
    return None


def _register(state: State, c: cmd.Register) -> str | None:
    if not _texts(c.cards) or not _text(c.hero):
        return "a registration names the deck's card ids and a hero ability (D4)"
    if state.phase != Phase.REGISTER or state.player(c.side).cards:
        return f"{c.side.key} registers a deck once, before the deal (D4)"
    problems = deck_problems(Deck(c.cards, c.hero), state.rules)
    return "; ".join(problems) if problems else None


def _mulligan(state: State, c: cmd.Keep | cmd.Mulligan) -> str | None:
    if state.phase != Phase.MULLIGAN or state.deciders() != (c.side,):
        return "only the side whose mulligan decision is pending keeps or mulligans (D3)"
    if isinstance(c, cmd.Mulligan) and state.player(c.side).mulligans >= state.rules.mulligans:
        return f"{c.side.key} has no mulligan left (D3)"
    return None


# The checks that read only what their side sees: why.py asks them of a seat's view.
SEAT_CHECKS: dict[type, Callable[[Table, Any], str | None]] = {
    cmd.Sacrifice: _sacrifice, cmd.Cast: _cast, cmd.UseHero: _hero, cmd.Attack: _attack,
    cmd.NextPhase: _next_phase, cmd.EndTurn: _end_turn,
}
PROBLEMS: dict[type, Callable[[State, Any], str | None]] = {
    cmd.Register: _register, cmd.Keep: _mulligan, cmd.Mulligan: _mulligan, cmd.Block: _block, **SEAT_CHECKS,
}


def problem(state: State, command: Any) -> str | None:
    """Why `command` is illegal now (one sentence), or None."""
    check = PROBLEMS.get(type(command))
    if check is None:
        return f"{command!r:.80} is not an Ifrita Duel command"
    if not isinstance(command.side, Side):
        return f"{command.side!r:.40} is not a side (teal or crimson)"
    if state.over:
        return "the game is over (D34)"
    if state.phase == Phase.REGISTER and not isinstance(command, cmd.Register):
        return "both sides register a deck before anything else happens (D4)"
    if command.side not in state.deciders():
        if state.phase == Phase.REGISTER or isinstance(command, cmd.Register):
            return f"{command.side.key} registers a deck once, before the deal (D4)"
        if state.phase == Phase.MULLIGAN:
            return f"{command.side.key} has no mulligan decision pending: the first player decides first (D3)"
        if state.awaiting_blocks():
            return f"{command.side.key} has no decision to make now: the defender chooses blocks (D26)"
        return f"{command.side.key} has no decision to make now: it is {state.to_move.key}'s turn (D5)"
    return check(state, command)


def step(state: State, command: Any) -> tuple[State, tuple[ev.Event, ...]]:
    reason = problem(state, command)
    if reason is not None:
        raise RuleError(reason)
    run = Run(state)
    side = command.side
    if isinstance(command, cmd.Register):
        flow.register(run, side, command.cards, command.hero)
    elif isinstance(command, cmd.Keep):
        run.emit(ev.HandKept(side))
        flow.after_decision(run)
    elif isinstance(command, cmd.Mulligan):
        flow.mulligan(run, side)
    elif isinstance(command, cmd.Sacrifice):
        kind = command.kind or (state.template(command.card).colors or (n.COLORLESS,))[0]
        run.emit(ev.CardSacrificed(side, command.card, kind))
    elif isinstance(command, cmd.Cast):
        card = state.template(command.card)
        spent = payment(state.player(side).mana, card.cost, command.pay, state.rules.tie_order)
        assert not isinstance(spent, str)
        flow.cast(run, side, command.card, command.target, spent)
    elif isinstance(command, cmd.UseHero):
        flow.use_hero(run, side, command.target)
    elif isinstance(command, cmd.Attack):
        flow.declare_attack(run, side, command.attackers)
    elif isinstance(command, cmd.Block):
        flow.block(run, side, command.attacker, command.blocker)
    elif isinstance(command, cmd.NextPhase):
        run.emit(ev.PhaseChanged(side, Phase.COMBAT if state.phase == Phase.MAIN1 else Phase.MAIN2))
    else:
        flow.end_turn(run, side, command.discard)
    return run.state, tuple(run.events)
