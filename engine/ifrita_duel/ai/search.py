"""The advanced level: determinized flat Monte Carlo over the decision at hand.

Each world is the view with the unseen cards sampled (`ai_belief`); every candidate
command (the policy's own choice, the best sacrifices, plays and attack groups, ending
the turn, or every blocker for the attacker in question) is played in every world, then
the one-ply policy plays both sides to a horizon: the start of our next turn after a
main-phase decision (so what the opponent does back is counted), the start of our turn
after a block. The candidate with the best mean evaluation is chosen; the worlds are
shared by all candidates so they are compared on the same cards.

The budget is work, never time: worlds x candidates, each playout capped in steps, and
a total of simulated steps after which no new world is started."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.cards import sacrifice_options
from engine.ifrita_duel.ai.combat import attack_options, blockers_of, fighter
from engine.ifrita_duel.ai.policy import end_turn, plays, policy
from engine.ifrita_duel.decide import MAIN, problem, step
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.state import State


@dataclass(frozen=True, slots=True)
class Budget:
    worlds: int = 8              # determinizations
    candidates: int = 10         # root commands judged
    playout_steps: int = 60      # commands per playout at most
    work: int = 6000             # simulated commands in all; no new world starts beyond


ADVANCED = Budget()


def _hp_worth(hp: int) -> float:
    """HP matters more the closer a hero is to 0."""
    return 0.5 * hp + 1.0 * min(hp, 10) + 1.0 * min(hp, 5)


def _mana_worth(total: int) -> float:
    return 1.2 * min(total, 5) + 0.4 * max(0, min(total, 8) - 5)


def evaluate(state: State, side: Side) -> float:
    """How good `state` is for `side`: heroes, armies, enchantments, cards, mana."""
    if state.over:
        if state.winner is None:
            return -300.0
        return (1000.0 if state.winner == side else -1000.0) - state.turn
    score = 0.0
    for s, sign in ((side, 1.0), (side.other, -1.0)):
        p = state.player(s)
        score += sign * (_hp_worth(p.hp) + _mana_worth(sum(p.mana_max))
                         + 1.0 * min(len(p.hand), state.rules.hand_limit))
    for u in state.units:
        score += fighter(state, u).worth * (1.0 if u.side == side else -1.0)
    for e in state.enchantments:
        score += (2.0 + 0.5 * state.template(e.card).cost.total) * (1.0 if e.side == side else -1.0)
    return score


def candidates(state: State, side: Side, limit: int) -> list[cmd.Command]:
    """The commands worth judging now, the policy's own first; each legal in `state`."""
    if state.awaiting_blocks():
        attacker = state.attackers[len(state.blocks)]
        used = frozenset(b for _, b in state.blocks if b is not None)
        out: list[cmd.Command] = [policy(state, side), cmd.Block(side, attacker, None)]
        out += [cmd.Block(side, attacker, b.id) for b in blockers_of(state, side, used)]
    else:
        out = [policy(state, side)]
        if state.phase in MAIN:
            out += [c for _, c in sacrifice_options(state, side)[:2]]
            out += [c for w, c in plays(state, side)[:6] if w > -1.0]
        if state.phase in (Phase.MAIN1, Phase.COMBAT) and not state.attacked:
            out += [cmd.Attack(side, o.attackers) for o in attack_options(state, side)[:5] if o.attackers]
        out.append(end_turn(state, side))
    unique = list(dict.fromkeys(out))
    return [c for c in unique if problem(state, c) is None][:limit]


def playout(state: State, stop: int, budget: Budget) -> tuple[State, int]:
    """The policy plays both sides until turn `stop` begins; (state, steps)."""
    steps = 0
    while not state.over and state.turn < stop and steps < budget.playout_steps:
        actor = state.deciders()[0]
        state, _ = step(state, policy(state, actor))
        steps += 1
    return state, steps


@dataclass(frozen=True, slots=True)
class Choice:
    command: cmd.Command
    means: tuple[tuple[cmd.Command, float], ...]
    worlds: int
    work: int


def search(worlds: list[State], side: Side, budget: Budget = ADVANCED) -> Choice:
    """The best candidate over `worlds` (all built from one view)."""
    options = candidates(worlds[0], side, budget.candidates)
    if len(options) <= 1:
        return Choice(options[0] if options else policy(worlds[0], side), (), 0, 0)
    totals = [0.0] * len(options)
    work = used = 0
    stop = worlds[0].turn + (2 if worlds[0].to_move == side else 1)
    for w in worlds[:budget.worlds]:
        if used and work >= budget.work:
            break
        used += 1
        for i, c in enumerate(options):
            after, _ = step(w, c)
            end, steps = playout(after, stop, budget)
            work += steps + 1
            totals[i] += evaluate(end, side)
    means = tuple((c, t / used) for c, t in zip(options, totals))
    best = max(range(len(options)), key=lambda i: (totals[i], -i))
    return Choice(options[best], means, used, work)
