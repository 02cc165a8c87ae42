"""`apply(state, event)`: the only way a state becomes the next one. One function per
event type; none of them decides anything or draws chance."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any, TypeVar

from engine.mage_battle import events as ev
from engine.mage_battle.elements import add_layer, resonance_cut
from engine.mage_battle.names import Side
from engine.mage_battle.state import BattleResult, Mage, PendingAttack, Phase, State

_T = TypeVar("_T")
# Per type: (the fields' getter, field name -> position, the slots' setters).
_Shape = tuple[Callable[[Any], tuple[Any, ...]], dict[str, int], tuple[Callable[[Any, Any], None], ...]]
_SHAPES: dict[type, _Shape] = {}


def replace(obj: _T, /, **changes: Any) -> _T:
    """`dataclasses.replace` for the frozen, slotted state records, at about half the cost:
    apply is the hot path of search and random play. No per-call field inspection, and
    the copy's slots are filled through their descriptors: a frozen dataclass's __init__
    goes through object.__setattr__ once per field (21 for a State), twice as slow. The
    records have only init fields, no defaults computed in __init__ and no __post_init__,
    so the copy equals what __init__ would build."""
    kind = type(obj)
    shape = _SHAPES.get(kind)
    if shape is None:
        assert not hasattr(kind, "__post_init__"), kind
        names = tuple(f.name for f in dataclasses.fields(obj))  # type: ignore[arg-type]
        setters = tuple(kind.__dict__[name].__set__ for name in names)
        shape = _SHAPES[kind] = (attrgetter(*names), {name: i for i, name in enumerate(names)}, setters)
    getter, index, setters = shape
    values = list(getter(obj))
    for name, value in changes.items():
        values[index[name]] = value
    new: _T = object.__new__(kind)
    for set_slot, value in zip(setters, values):
        set_slot(new, value)
    return new


def _set_mage(state: State, index: int, mage: Mage) -> tuple[Mage, ...]:
    mages = state.mages
    return mages[:index] + (mage,) + mages[index + 1:]


def _pair(pair: tuple[Any, Any], side: Side, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if side == Side.TEAL else (pair[0], value)


def _shrines_chosen(state: State, e: ev.ShrinesChosen) -> State:
    return replace(state, chosen_shrines=_pair(state.chosen_shrines, e.side, e.elements))


def _shrines_revealed(state: State, e: ev.ShrinesRevealed) -> State:
    cells = state.tables.shrine_cells
    shrines = (tuple(zip(cells[0], e.teal)), tuple(zip(cells[1], e.crimson)))
    return replace(state, shrines=shrines, phase=Phase.FORMATION)


def _formation_chosen(state: State, e: ev.FormationChosen) -> State:
    return replace(state, chosen_formation=_pair(state.chosen_formation, e.side, e.placements))


def _formations_revealed(state: State, e: ev.FormationsRevealed) -> State:
    mages = tuple(
        Mage(side=side, job=job, home=cell, cell=cell, hp=0, layers=())
        for side, placements in ((Side.TEAL, e.teal), (Side.CRIMSON, e.crimson))
        for cell, job in placements
    )
    board = [-1] * state.tables.size
    for index, mage in enumerate(mages):
        board[mage.home] = index
    return replace(state, mages=mages, board=tuple(board), phase=Phase.ELEMENTS)


def _elements_assigned(state: State, e: ev.ElementsAssigned) -> State:
    own = iter(e.elements)
    mages = tuple(replace(m, layers=(next(own),)) if m.side == e.side else m for m in state.mages)
    return replace(state, mages=mages, elements_given=_pair(state.elements_given, e.side, True))


def _card_dealt(state: State, e: ev.CardDealt) -> State:
    return replace(state, cards=_pair(state.cards, e.side, e.card))


def _battle_started(state: State, e: ev.BattleStarted) -> State:
    hp = state.rules.hp_by_battle[e.battle - 1]
    mages = tuple(
        replace(m, cell=m.home, hp=hp, attacks=0, marked=False, revealed=False) for m in state.mages
    )
    board = [-1] * state.tables.size
    for index, mage in enumerate(mages):
        board[mage.home] = index
    return replace(
        state, mages=mages, board=tuple(board), battle=e.battle, battle_first=e.first,
        first=e.first if e.battle == 1 else state.first, round=1, to_move=e.first,
        ap=state.rules.ap_per_turn, pending=None, phase=Phase.ACTION,
    )


def _mage_moved(state: State, e: ev.MageMoved) -> State:
    board = list(state.board)
    board[e.src] = -1
    board[e.dst] = e.mage
    mage = state.mages[e.mage]
    return replace(
        state, board=tuple(board), mages=_set_mage(state, e.mage, replace(mage, cell=e.dst)), ap=state.ap - 1,
    )


def _attack_declared(state: State, e: ev.AttackDeclared) -> State:
    mage = state.mages[e.mage]
    pending = PendingAttack(attacker=e.mage, element=None, area=e.area, targets=e.targets)
    return replace(
        state, mages=_set_mage(state, e.mage, replace(mage, attacks=mage.attacks + 1)), ap=state.ap - 1,
        pending=pending, phase=Phase.RESPONSE,
    )


def _attack_element_committed(state: State, e: ev.AttackElementCommitted) -> State:
    assert state.pending is not None
    return replace(state, pending=replace(state.pending, element=e.element))


def _responses_committed(state: State, e: ev.ResponsesCommitted) -> State:
    return state  # the choices live in the log until the reveal resolves them


def _engagement_revealed(state: State, e: ev.EngagementRevealed) -> State:
    mages = list(state.mages)
    for index, layers in e.layers:
        mages[index] = replace(mages[index], revealed=True, seen=(state.battle, layers))
    return replace(state, mages=tuple(mages))


def _engagement_judged(state: State, e: ev.EngagementJudged) -> State:
    return replace(state, pending=None, phase=Phase.ACTION)


def _attack_backfired(state: State, e: ev.AttackBackfired) -> State:
    return replace(state, pending=None, phase=Phase.ACTION)


def _mage_damaged(state: State, e: ev.MageDamaged) -> State:
    mage = state.mages[e.mage]
    return replace(state, mages=_set_mage(state, e.mage, replace(mage, hp=mage.hp - e.amount)))


def _mage_removed(state: State, e: ev.MageRemoved) -> State:
    mage = state.mages[e.mage]
    board = state.board
    if mage.cell is not None:
        board = board[:mage.cell] + (-1,) + board[mage.cell + 1:]
    return replace(state, board=board, mages=_set_mage(state, e.mage, replace(mage, cell=None, hp=min(mage.hp, 0))))


def _card_used(state: State, e: ev.CardUsed) -> State:
    return replace(
        state, cards=_pair(state.cards, e.side, None), cards_used=_pair(state.cards_used, e.side, e.card),
        ap=state.ap - state.rules.card_ap,
    )


def _layers_cut(state: State, e: ev.LayersCut) -> State:
    mage = state.mages[e.mage]
    layers, _ = resonance_cut(mage.layers)
    seen = (state.battle, layers) if mage.revealed else mage.seen
    return replace(state, mages=_set_mage(state, e.mage, replace(mage, layers=layers, seen=seen)))


def _mage_marked(state: State, e: ev.MageMarked) -> State:
    mage = state.mages[e.mage]
    return replace(state, mages=_set_mage(state, e.mage, replace(mage, marked=True)))


def _turn_ended(state: State, e: ev.TurnEnded) -> State:
    mages = state.mages
    if any(m.side == e.side and (m.attacks or m.marked) for m in mages):   # else keep the tuple
        mages = tuple(
            replace(m, attacks=0, marked=False) if m.side == e.side and (m.attacks or m.marked) else m
            for m in mages
        )
    # The round limit's last turn ends the battle; the round never reads past the limit.
    ends_round = e.side != state.battle_first and state.round < state.rules.round_limit
    next_round = state.round + 1 if ends_round else state.round
    return replace(state, mages=mages, to_move=e.side.other, ap=state.rules.ap_per_turn, round=next_round)


def _battle_ended(state: State, e: ev.BattleEnded) -> State:
    result = BattleResult(battle=e.battle, winner=e.winner, reason=e.reason)
    over = e.battle >= state.last_battle
    return replace(
        state, results=state.results + (result,), pending=None, ap=0,
        phase=Phase.OVER if over else state.phase,
    )


def _elements_granted(state: State, e: ev.ElementsGranted) -> State:
    tables = state.tables
    new = iter(e.elements)
    mages = tuple(
        replace(m, layers=add_layer(m.layers, next(new), tables)) if m.side == e.side else m for m in state.mages
    )
    return replace(state, mages=mages)


def _match_ended(state: State, e: ev.MatchEnded) -> State:
    return replace(state, phase=Phase.OVER)


_APPLY: dict[type, Callable[[State, Any], State]] = {
    ev.ShrinesChosen: _shrines_chosen,
    ev.ShrinesRevealed: _shrines_revealed,
    ev.FormationChosen: _formation_chosen,
    ev.FormationsRevealed: _formations_revealed,
    ev.ElementsAssigned: _elements_assigned,
    ev.CardDealt: _card_dealt,
    ev.BattleStarted: _battle_started,
    ev.MageMoved: _mage_moved,
    ev.AttackDeclared: _attack_declared,
    ev.AttackElementCommitted: _attack_element_committed,
    ev.ResponsesCommitted: _responses_committed,
    ev.EngagementRevealed: _engagement_revealed,
    ev.EngagementJudged: _engagement_judged,
    ev.AttackBackfired: _attack_backfired,
    ev.MageDamaged: _mage_damaged,
    ev.MageRemoved: _mage_removed,
    ev.CardUsed: _card_used,
    ev.LayersCut: _layers_cut,
    ev.MageMarked: _mage_marked,
    ev.TurnEnded: _turn_ended,
    ev.BattleEnded: _battle_ended,
    ev.ElementsGranted: _elements_granted,
    ev.MatchEnded: _match_ended,
}


def apply(state: State, event: ev.Event) -> State:
    return _APPLY[type(event)](state, event)


def fold(state: State, events: Iterable[ev.Event]) -> State:
    for event in events:
        state = _APPLY[type(event)](state, event)
    return state
