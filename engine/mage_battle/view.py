"""`view_for(state, side)`: what one player may know (R28), as its own types.

The view types have no field for hidden data, so nothing downstream (window, AI,
replay perspective) can draw or use what the player could not know.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.mage_battle.elements import Layers, highest_stack
from engine.mage_battle.names import Card, Element, Job, Side
from engine.mage_battle.rules import RuleSet
from engine.mage_battle.state import BattleResult, Phase, State
from engine.mage_battle.tables import Tables


@dataclass(frozen=True, slots=True)
class MageView:
    index: int
    side: Side
    job: Job
    home: int
    cell: int | None
    hp: int
    max_hp: int
    attacks: int
    marked: bool
    aura: int                    # highest stack when x2 or more, else 0 (rulebook 8)
    layers: Layers | None        # current layers when known to the viewer, else None
    seen: tuple[int, Layers] | None  # (battle, layers) when last revealed

    @property
    def alive(self) -> bool:
        return self.cell is not None


@dataclass(frozen=True, slots=True)
class PendingView:
    attacker: int
    area: tuple[int, ...]
    targets: tuple[int, ...]
    element: Element | None      # known only to the attacking side
    element_known: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    side: Side
    rules: RuleSet
    phase: Phase
    deciders: tuple[Side, ...]
    battle: int
    round: int
    to_move: Side
    ap: int
    battle_first: Side
    shrines: tuple[tuple[tuple[int, Element], ...], tuple[tuple[int, Element], ...]]
    my_shrine_choice: tuple[Element, ...] | None
    my_formation_choice: tuple[tuple[int, Job], ...] | None
    mages: tuple[MageView, ...]
    my_card: Card | None
    opponent_holds_card: bool
    cards_used: tuple[Card | None, Card | None]
    pending: PendingView | None
    results: tuple[BattleResult, ...]

    @property
    def tables(self) -> Tables:
        return self.rules.tables

    @property
    def board(self) -> tuple[int, ...]:
        """Per cell, the index of the mage standing there or -1 (positions are public)."""
        cells = [-1] * self.tables.size
        for m in self.mages:
            if m.cell is not None:
                cells[m.cell] = m.index
        return tuple(cells)


def view_for(state: State, side: Side) -> PlayerView:
    hp_max = state.rules.hp_by_battle[state.battle - 1] if state.battle else 0
    mages = []
    for index, m in enumerate(state.mages):
        known = m.side == side or m.revealed
        top = highest_stack(m.layers)
        mages.append(MageView(
            index=index, side=m.side, job=m.job, home=m.home, cell=m.cell, hp=m.hp, max_hp=hp_max,
            attacks=m.attacks, marked=m.marked, aura=top if top >= 2 else 0,
            layers=m.layers if known else None, seen=m.seen,
        ))
    pending = None
    if state.pending is not None:
        p = state.pending
        mine = state.mages[p.attacker].side == side
        pending = PendingView(p.attacker, p.area, p.targets, p.element if mine else None, mine)
    return PlayerView(
        side=side, rules=state.rules, phase=state.phase, deciders=state.deciders(), battle=state.battle,
        round=state.round, to_move=state.to_move, ap=state.ap, battle_first=state.battle_first,
        shrines=state.shrines, my_shrine_choice=state.chosen_shrines[side],
        my_formation_choice=state.chosen_formation[side], mages=tuple(mages), my_card=state.cards[side],
        opponent_holds_card=state.cards[side.other] is not None, cards_used=state.cards_used,
        pending=pending, results=state.results,
    )


def table_view(own: PlayerView, other: PlayerView) -> PlayerView:
    """What everyone at a shared screen may see, laid out as `own` (one side's view; `other`
    is the other side's at the same moment): each side's mages as its enemy knows them, no
    one's card, setup choices or pending element. What one side knows of the other's mages
    came from public events, so this is exactly the public part of both views."""
    theirs = {m.index: m for m in other.mages if m.side == own.side}
    mages = tuple(theirs.get(m.index, m) for m in own.mages)
    pending = own.pending
    if pending is not None:
        pending = replace(pending, element=None, element_known=False)
    return replace(own, mages=mages, my_card=None, my_shrine_choice=None, my_formation_choice=None,
                   pending=pending)


@dataclass(frozen=True, slots=True)
class AllSeeingView:
    """Everyone's knowledge at once, for the replay viewer's "all" perspective: teal's
    view with each side's own knowledge of its mages merged in and the pending attack's
    element, plus which mages' layers are still their owner's secret (drawn apart)."""

    view: PlayerView
    secret: frozenset[int]
    cards: tuple[Card | None, Card | None]      # each side's card in hand


def view_for_all(state: State) -> AllSeeingView:
    teal, crimson = view_for(state, Side.TEAL), view_for(state, Side.CRIMSON)
    mages = tuple(t if t.side == Side.TEAL else c for t, c in zip(teal.mages, crimson.mages))
    pending = teal.pending
    if pending is not None and state.pending is not None:
        pending = replace(pending, element=state.pending.element, element_known=True)
    secret = frozenset(i for i, m in enumerate(state.mages) if not m.revealed and m.layers)
    return AllSeeingView(replace(teal, mages=mages, pending=pending), secret, state.cards)
