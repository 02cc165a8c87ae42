"""Determinization: a full `State` consistent with one side's view, so an agent can
look ahead with the real engine (`step`, `legal_commands`) without seeing the truth.

Known things are copied from the view; the enemy's hidden layers come from a belief
sample, its unknown card from the deck (R4), and a pending attack's secret element
from the attacker's sampled layers, among those whose stack gives the declared area
its size (R9-R11: a longer line or a wider blast shows a stacked element), weighted by
what the attacker chose to strike: an element sure to beat the targets it knew is
likelier, one a known target would counter less likely (`evidence.element_odds`), and
a world whose attacker holds no such element is kept less often.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.mage_battle.ai import evidence
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.elements import Layers, distinct
from engine.mage_battle.names import Direction, Element, Job, Orient
from engine.mage_battle.state import Mage, PendingAttack, Phase, State
from engine.mage_battle.view import PlayerView

# Draws of the enemy's layers before a world ignores what the declared area shows.
_AREA_TRIES = 12


def fits_area(state: State, attacker: int, element: Element | None, area: tuple[int, ...]) -> bool:
    """Whether some aim of `element` from the attacker's cell draws `area` (R9-R12)."""
    cell = state.mages[attacker].cell
    job = state.mages[attacker].job
    assert cell is not None
    tables = state.tables
    aims: list[tuple[Direction | None, int | None, Orient | None, int | None]]
    if job == Job.S:
        aims = [(d, None, None, None) for d in Direction]
    elif job == Job.P:
        aims = [(None, c, o, None) for c in tables.priest_centres[cell] for o in (None, *Orient)]
    else:
        aims = [(None, None, None, t) for t in tables.mystic_targets[cell]]
    for direction, centre, orient, target in aims:
        try:
            if attack_area(state, attacker, element, direction, centre, orient, target)[0] == area:
                return True
        except AimError:
            continue
    return False


def sample_world(view: PlayerView, belief: Belief, rng: random.Random) -> State:
    if view.phase not in (Phase.ACTION, Phase.RESPONSE):
        raise ValueError("worlds are sampled only during a battle")
    p = view.pending
    world = _build(view, belief.sample(rng), rng)
    if p is None or p.element_known:
        return world
    ours = [m for m in (view.mages[t] for t in p.targets) if m.side == view.side and m.layers is not None]
    seen = [m.seen is not None and m.seen[0] == view.battle for m in ours]
    known = [m.layers for m, s in zip(ours, seen) if s and m.layers is not None]
    unseen = [m.layers for m, s in zip(ours, seen) if not s and m.layers is not None]
    best_odds = (evidence.SURE_ELEMENT if known else 1.0) * (evidence.SURE_UNSEEN if unseen else 1.0)
    fallback: State | None = None
    for _ in range(_AREA_TRIES):
        attacker = world.mages[p.attacker].layers
        options = [e for e in distinct(attacker) or (None,) if fits_area(world, p.attacker, e, p.area)]
        if options:
            odds = [evidence.element_odds(attacker, e, known, view.tables)
                    * evidence.element_odds(attacker, e, unseen, view.tables,
                                            evidence.SURE_UNSEEN, evidence.COUNTERED_UNSEEN) for e in options]
            pick = _with_element(world, rng.choices(options, odds)[0])
            # Rejection: a world is kept in proportion to its likeliest element's odds.
            if rng.random() * best_odds <= max(odds):
                return pick
            fallback = fallback or pick
        world = _build(view, belief.sample(rng), rng)
    return fallback or world


def _with_element(world: State, element: Element | None) -> State:
    assert world.pending is not None
    return replace(world, pending=replace(world.pending, element=element))


def _build(view: PlayerView, hidden: dict[int, Layers], rng: random.Random) -> State:
    me = view.side
    mages = []
    board = [-1] * view.tables.size
    for m in view.mages:
        layers = m.layers if m.layers is not None else hidden.get(m.index, ())
        revealed = m.seen is not None and m.seen[0] == view.battle and (m.side == me or m.layers is not None)
        mages.append(Mage(side=m.side, job=m.job, home=m.home, cell=m.cell, hp=m.hp, layers=tuple(layers),
                          attacks=m.attacks, marked=m.marked, revealed=revealed, seen=m.seen))
        if m.cell is not None:
            board[m.cell] = m.index
    deck = view.tables.cards
    theirs = deck[rng.randrange(len(deck))] if view.opponent_holds_card else None
    cards = (view.my_card, theirs) if me == 0 else (theirs, view.my_card)
    pending = None
    if view.pending is not None:
        p = view.pending
        element = p.element
        if not p.element_known:
            options = distinct(mages[p.attacker].layers)
            element = options[rng.randrange(len(options))] if options else None
        pending = PendingAttack(attacker=p.attacker, element=element, area=p.area, targets=p.targets)
    first = view.battle_first if view.battle % 2 == 1 else view.battle_first.other
    shrine_elements = tuple(tuple(e for _, e in side) for side in view.shrines)
    return State(
        rules=view.rules, seed=rng.getrandbits(62), phase=view.phase,
        chosen_shrines=(shrine_elements[0], shrine_elements[1]), elements_given=(True, True),
        chosen_formation=(view.my_formation_choice, None) if me == 0 else (None, view.my_formation_choice),
        shrines=view.shrines, mages=tuple(mages), board=tuple(board), cards=cards, cards_used=view.cards_used,
        first=first, battle=view.battle, last_battle=view.rules.battles, battle_first=view.battle_first,
        round=view.round, to_move=view.to_move, ap=view.ap, pending=pending, results=view.results,
    )
