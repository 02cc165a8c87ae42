"""`decide(state, command)`: check a command against the rules and return its events.

Validation happens before the first event, so a rejected command changes nothing.
Follow-ups the rules make automatic (a forced response, the end of a turn at 0 AP,
the end of a battle, growth and the next battle) are events of the same command.
Chance is drawn here, from the match seed and a digest of the state so far.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.kernel.digest import canonical_bytes
from engine.kernel.errors import RuleError as RuleError
from engine.kernel.rng import SeededRng
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.apply import apply
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.damage import attacker_loss, backfire_recoil, pairing
from engine.mage_battle.elements import (
    Winner,
    distinct,
    highest_stack,
    resonance_cut,
    stack,
)
from engine.mage_battle.names import ELEMENTS, Card, Side, WinReason
from engine.mage_battle.state import Phase, State
from engine.mage_battle.tiebreak import round_limit_winner


class _Out:
    """Collects events and keeps the state they lead to."""

    __slots__ = ("state", "events")

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[ev.Event] = []

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)
        self.state = apply(self.state, event)


def step(state: State, command: cmd.Command) -> tuple[State, tuple[ev.Event, ...]]:
    """The events of a legal command and the state they lead to."""
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise RuleError(f"not a command: {command!r}")
    if not isinstance(getattr(command, "side", None), Side):
        raise RuleError("a command must name its side (teal or crimson)")
    out = _Out(state)
    try:
        handler(state, command, out)
    except RuleError:
        raise
    except (TypeError, ValueError, IndexError, KeyError, AttributeError) as error:
        # A field of the wrong type or out of every range (a mage past the roster, a
        # direction 7): refused like any illegal command, the state untouched.
        raise RuleError(f"{type(command).__name__} is malformed: {type(error).__name__}: {error}") from None
    return out.state, tuple(out.events)


def decide(state: State, command: cmd.Command) -> tuple[ev.Event, ...]:
    return step(state, command)[1]


def draw(state: State, label: str) -> SeededRng:
    """A generator for one draw: the seed, what is drawn, and everything so far."""
    return SeededRng(state.seed, label.encode() + b"|" + canonical_bytes(state))


# --- setup -----------------------------------------------------------------------

def _must_decide(state: State, side: Side, phase: Phase, what: str) -> None:
    if state.phase != phase:
        raise RuleError(f"{what} is not possible now: the match is at {state.phase.key}")
    if side not in state.deciders():
        raise RuleError(f"{what}: {side.key} has nothing to decide now")


def _choose_shrines(state: State, c: cmd.ChooseShrines, out: _Out) -> None:
    _must_decide(state, c.side, Phase.SHRINES, "choosing shrines")
    count = len(state.tables.shrine_cells[c.side])
    if len(c.elements) != count or len(set(c.elements)) != count or not all(e in ELEMENTS for e in c.elements):
        raise RuleError(f"R1: the shrines need {count} distinct elements, one per shrine cell")
    out.emit(ev.ShrinesChosen(c.side, tuple(c.elements)))
    teal, crimson = out.state.chosen_shrines
    if teal is not None and crimson is not None:
        out.emit(ev.ShrinesRevealed(teal, crimson))


def _choose_formation(state: State, c: cmd.ChooseFormation, out: _Out) -> None:
    _must_decide(state, c.side, Phase.FORMATION, "placing the formation")
    tables = state.tables
    cells = [cell for cell, _ in c.placements]
    jobs = sorted(job for _, job in c.placements)
    if jobs != sorted(tables.jobs):
        raise RuleError("R2: the formation must hold exactly 3 S, 3 P and 3 O")
    if any(cell not in tables.zone_set[c.side] for cell in cells):
        raise RuleError("R2: every mage must stand in its side's 5x5 start zone")
    if len(set(cells)) != len(cells):
        raise RuleError("R2: two mages cannot share a cell")
    if cells != sorted(cells):
        raise RuleError("R2: placements must be listed in board order (use ChooseFormation.of)")
    out.emit(ev.FormationChosen(c.side, tuple(c.placements)))
    teal, crimson = out.state.chosen_formation
    if teal is not None and crimson is not None:
        out.emit(ev.FormationsRevealed(teal, crimson))


def _assign_elements(state: State, c: cmd.AssignElements, out: _Out) -> None:
    _must_decide(state, c.side, Phase.ELEMENTS, "giving out the first elements")
    if sorted(c.elements) != sorted(ELEMENTS) or len(state.mages_of(c.side)) != len(c.elements):
        raise RuleError("R3: each of the nine mages gets one of the nine elements, each element once")
    out.emit(ev.ElementsAssigned(c.side, tuple(c.elements)))
    if all(out.state.elements_given):
        deck = state.tables.cards
        for side in Side:
            out.emit(ev.CardDealt(side, deck[draw(out.state, f"card:{side.key}").below(len(deck))]))
        first = Side(draw(out.state, "first").below(2))
        out.emit(ev.BattleStarted(1, first))


# --- the side to move --------------------------------------------------------------

def _own_living_mage(state: State, side: Side, index: int, rule: str) -> None:
    if not (0 <= index < len(state.mages)):
        raise RuleError(f"{rule}: there is no mage #{index}")
    mage = state.mages[index]
    if mage.side != side:
        raise RuleError(f"{rule}: that mage is not {side.key}'s")
    if mage.cell is None:
        raise RuleError(f"{rule}: that mage has been removed")


def _move(state: State, c: cmd.Move, out: _Out) -> None:
    _must_decide(state, c.side, Phase.ACTION, "moving")
    _own_living_mage(state, c.side, c.mage, "R7")
    mage = state.mages[c.mage]
    assert mage.cell is not None
    if c.to not in state.tables.neighbours[mage.cell]:
        raise RuleError("R7: a mage moves one step to one of its 8 neighbouring cells")
    if state.board[c.to] >= 0:
        raise RuleError(f"R7: {state.tables.name(c.to)} is occupied")
    out.emit(ev.MageMoved(c.mage, mage.cell, c.to))
    owner = state.tables.shrine_owner.get(c.to)
    if owner is not None and owner != c.side:
        element = dict(state.shrines[owner])[c.to]
        if element in mage.layers:
            _end_battle(out, c.side, WinReason.SHRINE)
            return
    _after_action(out)


def _attack(state: State, c: cmd.Attack, out: _Out) -> None:
    _must_decide(state, c.side, Phase.ACTION, "attacking")
    _own_living_mage(state, c.side, c.mage, "R8")
    mage = state.mages[c.mage]
    if mage.attacks >= state.rules.attacks_per_mage_per_turn:
        raise RuleError("R8: a mage attacks at most once a turn")
    if mage.layers:
        if c.element not in mage.layers:
            raise RuleError("R13: the attack element must be one of the attacker's active elements")
    elif c.element is not None:
        raise RuleError("R13: an elementless mage attacks with no element")
    try:
        area, targets = attack_area(state, c.mage, c.element, c.direction, c.centre, c.orient, c.target)
    except AimError as error:
        raise RuleError(str(error)) from None
    if not targets:
        raise RuleError("R8: an attack must have at least one enemy in its area")
    out.emit(ev.AttackDeclared(c.mage, area, targets))
    out.emit(ev.AttackElementCommitted(c.mage, c.side, c.element))
    forced = forced_responses(out.state)
    if forced is not None:
        _engage(out, forced)


def forced_responses(state: State) -> tuple[tuple[int, Any], ...] | None:
    """The responses when no target has a choice to make (0 or 1 distinct element)."""
    assert state.pending is not None
    choices = []
    for target in state.pending.targets:
        options = distinct(state.mages[target].layers)
        if len(options) > 1:
            return None
        choices.append((target, options[0] if options else None))
    return tuple(choices)


def _respond(state: State, c: cmd.Respond, out: _Out) -> None:
    _must_decide(state, c.side, Phase.RESPONSE, "responding")
    assert state.pending is not None
    targets = state.pending.targets
    if tuple(t for t, _ in c.choices) != targets:
        raise RuleError("R13: give one response for each target of the attack, in target order")
    for target, element in c.choices:
        layers = state.mages[target].layers
        if (element is None and layers) or (element is not None and element not in layers):
            raise RuleError("R13: each response must be one of that target's active elements")
    out.emit(ev.ResponsesCommitted(c.side, tuple(c.choices)))
    _engage(out, tuple(c.choices))


def _engage(out: _Out, choices: tuple[tuple[int, Any], ...]) -> None:
    """R13-R18, R25: reveal, judge every pairing, apply all damage at once."""
    state = out.state
    pending = state.pending
    assert pending is not None
    attacker_index, element = pending.attacker, pending.element
    attacker = state.mages[attacker_index]
    participants = (attacker_index,) + pending.targets
    out.emit(ev.EngagementRevealed(
        attacker_index, element, choices, tuple((i, state.mages[i].layers) for i in participants),
    ))
    damage: dict[int, int] = {}
    if attacker.marked:
        recoil = backfire_recoil(state.rules, highest_stack(attacker.layers))
        out.emit(ev.AttackBackfired(attacker_index, recoil))
        damage[attacker_index] = recoil
    else:
        rules = state.rules
        a = stack(attacker.layers, element)
        outcomes = []
        counters = []
        for target, response in choices:
            defender = state.mages[target]
            winner, amount = pairing(rules, attacker.job, element, a,
                                     defender.job, response, stack(defender.layers, response))
            if winner == Winner.ATTACKER:
                damage[target] = damage.get(target, 0) + amount
            elif winner == Winner.DEFENDER:
                counters.append(amount)
            outcomes.append((target, winner, amount))
        out.emit(ev.EngagementJudged(attacker_index, tuple(outcomes)))
        if counters:
            damage[attacker_index] = attacker_loss(rules, counters)
    hurt = [(i, n) for i, n in damage.items() if n > 0]
    for index, amount in hurt:
        out.emit(ev.MageDamaged(index, amount))
    for index, _ in hurt:
        if out.state.mages[index].hp <= 0:
            out.emit(ev.MageRemoved(index))
    attacking = attacker.side
    left = {side: any(m.cell is not None for m in out.state.mages if m.side == side) for side in Side}
    if not left[attacking.other]:
        _end_battle(out, attacking, WinReason.ANNIHILATION)
    elif not left[attacking]:
        _end_battle(out, attacking.other, WinReason.ANNIHILATION)
    else:
        _after_action(out)


def _use_card(state: State, c: cmd.UseCard, out: _Out) -> None:
    _must_decide(state, c.side, Phase.ACTION, "playing the card")
    card = state.cards[c.side]
    if card is None:
        raise RuleError("R23: the hidden card can be played once a match, and this side holds none")
    if state.ap < state.rules.card_ap:
        raise RuleError("R23: not enough AP for the card")
    if not (0 <= c.target < len(state.mages)):
        raise RuleError(f"R23: there is no mage #{c.target}")
    target = state.mages[c.target]
    if target.side == c.side or target.cell is None:
        raise RuleError("R23: the card's target must be a living enemy mage")
    tables = state.tables
    reach = state.rules.card_range
    if not any(m.cell is not None and m.side == c.side and tables.distance_of(m.cell, target.cell) <= reach
               for m in state.mages):
        raise RuleError(f"R23: the target must be within distance {state.rules.card_range} of a living own mage")
    out.emit(ev.CardUsed(c.side, card, c.target))
    if card == Card.RESONANCE_CUT:
        out.emit(ev.LayersCut(c.target, resonance_cut(target.layers)[1]))
    else:
        out.emit(ev.MageMarked(c.target))
    _after_action(out)


def _end_turn(state: State, c: cmd.EndTurn, out: _Out) -> None:
    _must_decide(state, c.side, Phase.ACTION, "ending the turn")
    _close_turn(out)


# --- automatic follow-ups ----------------------------------------------------------

def _after_action(out: _Out) -> None:
    if out.state.phase == Phase.ACTION and out.state.ap <= 0:
        _close_turn(out)


def _close_turn(out: _Out) -> None:
    state = out.state
    last_of_round = state.to_move != state.battle_first
    out.emit(ev.TurnEnded(state.to_move))
    if last_of_round and state.round >= state.rules.round_limit:
        _end_battle(out, round_limit_winner(out.state), WinReason.ROUND_LIMIT)


def _end_battle(out: _Out, winner: Side, reason: WinReason) -> None:
    battle = out.state.battle
    out.emit(ev.BattleEnded(battle, winner, reason))
    if battle < out.state.last_battle:
        for side in Side:
            out.emit(ev.ElementsGranted(side, tuple(draw(out.state, f"grow:{side.key}").shuffled(ELEMENTS))))
        nxt = battle + 1
        out.emit(ev.BattleStarted(nxt, out.state.first if nxt % 2 == 1 else out.state.first.other))
    elif battle == out.state.rules.battles:
        teal, crimson = out.state.wins
        champion = Side.TEAL if teal > crimson else Side.CRIMSON
        out.emit(ev.MatchEnded(champion, (max(teal, crimson), min(teal, crimson))))


_HANDLERS: dict[type, Callable[[State, Any, _Out], None]] = {
    cmd.ChooseShrines: _choose_shrines,
    cmd.ChooseFormation: _choose_formation,
    cmd.AssignElements: _assign_elements,
    cmd.Move: _move,
    cmd.Attack: _attack,
    cmd.Respond: _respond,
    cmd.UseCard: _use_card,
    cmd.EndTurn: _end_turn,
}
