"""One `apply` per event: the only place a state changes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from engine.wizard_survive import events as ev
from engine.wizard_survive.state import Commitment, RoundResult, State, fresh_wizards


def _with(state: State, seat: int, **changes: Any) -> State:
    wizards = list(state.wizards)
    wizards[seat] = replace(wizards[seat], **changes)
    return replace(state, wizards=tuple(wizards))


def _committed(state: State, e: ev.Committed) -> State:
    pending = list(state.pending)
    pending[e.seat] = Commitment(e.card, e.targets)
    return replace(state, pending=tuple(pending))


def _unchanged(state: State, e: Any) -> State:
    return state


def _revealed(state: State, e: ev.StepRevealed) -> State:
    return replace(state, pending=(None,) * state.seats)


def _paid(state: State, e: ev.ManaPaid) -> State:
    return _with(state, e.seat, mana=state.wizards[e.seat].mana - e.amount)


def _recovered(state: State, e: ev.ManaRecovered) -> State:
    return _with(state, e.seat, mana=state.wizards[e.seat].mana + e.amount)


def _lost(state: State, e: ev.LivesLost) -> State:
    return _with(state, e.seat, lives=state.wizards[e.seat].lives - e.amount)


def _out(state: State, e: ev.PlayerOut) -> State:
    return _with(state, e.seat, out=True)


def _step_started(state: State, e: ev.StepStarted) -> State:
    return replace(state, step=e.step)


def _round_ended(state: State, e: ev.RoundEnded) -> State:
    if e.scorer is not None:
        state = _with(state, e.scorer, souls=state.wizards[e.scorer].souls + e.souls)
    return replace(state, rounds=state.rounds + (RoundResult(e.round, e.step, e.end, e.scorer, e.souls),))


def _round_started(state: State, e: ev.RoundStarted) -> State:
    souls = tuple(w.souls for w in state.wizards)
    return replace(state, round=e.round, step=1, wizards=fresh_wizards(state.rules, souls),
                   pending=(None,) * state.seats)


def _game_ended(state: State, e: ev.GameEnded) -> State:
    return replace(state, game_end=e.end, winner=e.winner)


_APPLY: dict[type, Callable[[State, Any], State]] = {
    ev.Committed: _committed,
    ev.SeatCommitted: _unchanged,
    ev.StepRevealed: _revealed,
    ev.ManaPaid: _paid,
    ev.ManaRecovered: _recovered,
    ev.AttacksDodged: _unchanged,
    ev.LivesLost: _lost,
    ev.PlayerOut: _out,
    ev.StepResolved: _unchanged,
    ev.StepStarted: _step_started,
    ev.RoundEnded: _round_ended,
    ev.RoundStarted: _round_started,
    ev.GameEnded: _game_ended,
}


def apply(state: State, event: ev.Event) -> State:
    return _APPLY[type(event)](state, event)


def fold(state: State, events: Iterable[ev.Event]) -> State:
    for e in events:
        state = apply(state, e)
    return state

