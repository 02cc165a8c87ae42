"""Deciding: which commitments are legal (W5-W8), `step` (a commitment, then the reveal
once everyone in has committed, W4) and the reveal's resolution (W10-W18) as events."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from engine.kernel.errors import RuleError
from engine.wizard_survive import events as ev
from engine.wizard_survive.apply import apply, fold
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import SEAT_NAMES, Card, GameEnd, RoundEnd
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard


def affordable(rules: RuleSet, mana: int) -> tuple[Card, ...]:
    """The cards a player with `mana` may commit (W6: never one it cannot pay for)."""
    return tuple(c for c in Card if rules.cost(c) <= mana)


def target_choices(rules: RuleSet, card: Card, others: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The target lists `card` may name against the other players in (W7, W8)."""
    if card is Card.LIGHTNING:
        most = min(rules.lightning_targets, len(others))
        return tuple(t for n in range(1, most + 1) for t in combinations(others, n))
    return tuple((o,) for o in others)


def legal_commits(state: State, seat: int) -> tuple[Commit, ...]:
    if seat not in state.deciders():
        return ()
    others = tuple(s for s in state.in_seats() if s != seat)
    return tuple(Commit(seat, card, targets) for card in affordable(state.rules, state.wizards[seat].mana)
                 for targets in target_choices(state.rules, card, others))


def _name(seat: int) -> str:
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"seat {seat}"


def checked(state: State, command: Any) -> Commitment:
    """The commitment `command` makes, with its implied target filled in (W8) and its
    targets in seat order; RuleError saying why it is illegal otherwise."""
    if not isinstance(command, Commit) or not isinstance(command.seat, int) or not isinstance(command.card, Card) \
            or not isinstance(command.targets, tuple) or not all(isinstance(t, int) for t in command.targets):
        raise RuleError(f"not a commitment: {command!r}")
    seat, card, who = command.seat, command.card, _name(command.seat)
    if state.over:
        raise RuleError("the game is over: nothing can be committed (W23)")
    if not 0 <= seat < state.seats:
        raise RuleError(f"{who} is not a seat of this game (W1)")
    if state.wizards[seat].out:
        raise RuleError(f"{who} is out and commits nothing until the round ends (W4, W17)")
    if state.pending[seat] is not None:
        raise RuleError(f"{who} has already committed this step; a commitment is final (W4)")
    cost, mana = state.rules.cost(card), state.wizards[seat].mana
    if cost > mana:
        raise RuleError(f"{who} cannot afford {card.key} (costs {cost}, has {mana} mana) (W6)")
    others = tuple(s for s in state.in_seats() if s != seat)
    targets = command.targets
    for t in targets:
        if t == seat:
            raise RuleError(f"{who} cannot target itself (W7)")
        if not 0 <= t < state.seats:
            raise RuleError(f"{who} cannot target {_name(t)}: not a seat of this game (W7)")
        if state.wizards[t].out:
            raise RuleError(f"{who} cannot target {_name(t)}: {_name(t)} is out (W7)")
    if len(set(targets)) != len(targets):
        raise RuleError(f"{who} names a target twice (W7)")
    most = min(state.rules.lightning_targets, len(others)) if card is Card.LIGHTNING else 1
    if len(targets) > most:
        raise RuleError(f"{who} names {len(targets)} targets; {card.key} takes at most {most} here (W7, W8)")
    if not targets:
        if len(others) != 1:
            raise RuleError(f"{who} must name a target: {len(others)} other players are in (W7, W8)")
        targets = others
    return Commitment(card, tuple(sorted(targets)))


def resolve(rules: RuleSet, wizards: Sequence[Wizard], commitments: Mapping[int, Commitment]) -> list[ev.Event]:
    """The reveal's effects on `wizards`, every stage for every player before the next
    (W10): pay and recover, damage, teleport, lives lost, meteors, outs."""
    out: list[ev.Event] = []
    for seat, c in sorted(commitments.items()):
        cost = rules.cost(c.card)
        if cost:
            out.append(ev.ManaPaid(seat, c.card, cost))
        if c.card is Card.MANA_RECOVERY:
            gained = max(0, min(rules.recovery_gain, rules.mana_cap - (wizards[seat].mana - cost)))
            out.append(ev.ManaRecovered(seat, gained))
    damage: dict[int, dict[Card, int]] = {}
    for c in commitments.values():
        per_target = {Card.FIREBALL: rules.fireball_damage, Card.LIGHTNING: rules.lightning_damage}.get(c.card, 0)
        for t in c.targets if per_target else ():
            hits = damage.setdefault(t, {})
            hits[c.card] = hits.get(c.card, 0) + per_target
    teleported = {s for s, c in commitments.items() if c.card is Card.TELEPORT}
    left: dict[int, int] = {}
    for seat in sorted(damage):
        shed = sum(n for card, n in damage[seat].items() if seat in teleported and card in rules.teleport_cancels)
        if shed:
            out.append(ev.AttacksDodged(seat, shed))
        left[seat] = sum(damage[seat].values()) - shed
    lives = {s: w.lives for s, w in enumerate(wizards) if not w.out}
    for seat in sorted(left):
        lost = min(lives[seat], left[seat])
        if lost:
            out.append(ev.LivesLost(seat, lost, False))
            lives[seat] -= lost
    meteors = {s for s, c in commitments.items() if c.card is Card.METEOR}
    for seat in sorted(lives):
        shielded = seat in teleported and Card.METEOR in rules.teleport_cancels
        if lives[seat] and meteors - {seat} and not shielded:
            out.append(ev.LivesLost(seat, lives[seat], True))
            lives[seat] = 0
    out.extend(ev.PlayerOut(s) for s in sorted(lives) if lives[s] == 0)
    return out


def _after_reveal(state: State) -> list[ev.Event]:
    """The check (W18-W22): the round goes on, or ends and the game goes on or ends."""
    ins = state.in_seats()
    if len(ins) >= 2 and state.step < state.rules.step_limit:
        return [ev.StepStarted(state.round, state.step + 1)]
    if len(ins) == 1:
        scorer: int | None = ins[0]
        ended = ev.RoundEnded(state.round, state.step, RoundEnd.LAST_STANDING, scorer, state.wizards[ins[0]].lives)
    else:
        end = RoundEnd.ALL_OUT if not ins else RoundEnd.STEP_LIMIT
        ended = ev.RoundEnded(state.round, state.step, end, None, 0)
    souls = [w.souls for w in apply(state, ended).wizards]
    winners = [s for s, n in enumerate(souls) if n >= state.rules.souls_to_win]
    if winners:
        return [ended, ev.GameEnded(winners[0], GameEnd.SOULS)]
    if state.round >= state.rules.round_limit:
        best = [s for s, n in enumerate(souls) if n == max(souls)]
        return [ended, ev.GameEnded(best[0] if len(best) == 1 else None, GameEnd.ROUND_LIMIT)]
    return [ended, ev.RoundStarted(state.round + 1)]


def step(state: State, command: Any) -> tuple[State, tuple[ev.Event, ...]]:
    """The next state and the events of one commitment; RuleError (nothing changed) if
    it is illegal. The last commitment of a step brings the reveal and the check."""
    made = checked(state, command)
    seat = command.seat
    events: list[ev.Event] = [ev.Committed(seat, made.card, made.targets), ev.SeatCommitted(seat)]
    after = fold(state, events)
    if after.deciders():
        return after, tuple(events)
    ins = state.in_seats()
    commitments = {s: c for s in ins if (c := after.pending[s]) is not None}
    reveal: list[ev.Event] = [ev.StepRevealed(state.round, state.step, ins, tuple(commitments[s].card for s in ins),
                                              tuple(commitments[s].targets for s in ins))]
    reveal += resolve(state.rules, after.wizards, commitments)
    reveal.append(ev.StepResolved(state.round, state.step))
    after = fold(after, reveal)
    check = _after_reveal(after)
    return fold(after, check), tuple(events + reveal + check)
