"""Belief tracking (R20, R24, R28): the truth is always among the candidates, and a
sampled world looks exactly like the view it came from."""

from __future__ import annotations

import random

from engine.kernel.random_agent import RandomAgent
from engine.mage_battle import Match, Phase, Side, view_for
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.ai.world import sample_world


def _true_deals(match: Match, side: Side) -> dict[int, tuple]:
    """Each enemy mage's dealt elements, read from the full log (test only)."""
    from engine.mage_battle import events as ev
    enemies = [i for i, m in enumerate(match.state.mages) if m.side != side]
    deals: dict[int, tuple] = {i: () for i in enemies}
    for e in match.events:
        if isinstance(e, (ev.ElementsAssigned, ev.ElementsGranted)) and e.side != side:
            for i, element in zip(enemies, e.elements):
                deals[i] += (element,)
    return deals


def _check(match: Match, beliefs: dict[Side, Belief], rng: random.Random) -> int:
    checked = 0
    side = match.deciders()[0]
    view = match.view(side)
    belief = beliefs[side]
    belief.update(view, match.seen(side))
    if match.state.phase not in (Phase.ACTION, Phase.RESPONSE):
        return 0
    deals = _true_deals(match, side)
    for i, deal in deals.items():
        truth = match.state.mages[i].layers
        assert truth in belief.candidates(i), (i, truth, belief.candidates(i))
        assert deal in belief.deals(i)
        checked += 1
    world = sample_world(view, belief, rng)
    assert view_for(world, side) == view
    return checked


def _play(agents, seed: int) -> int:
    match = Match(seed=seed)
    beliefs = {s: Belief(s) for s in Side}
    rng = random.Random(seed)
    checked = 0
    while not match.over:
        checked += _check(match, beliefs, rng)
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    return checked


def test_r20_r28_truth_is_always_a_candidate_random_agents():
    total = 0
    for seed in range(6):
        total += _play({Side.TEAL: RandomAgent(seed), Side.CRIMSON: RandomAgent(seed + 100)}, seed)
    assert total > 1000


def test_r13_a_reveal_pins_the_layers_down():
    match = Match(seed=3)
    agents = {s: RandomAgent(7 + s) for s in Side}
    belief = Belief(Side.TEAL)
    pinned = 0
    while not match.over and pinned == 0:
        side = match.deciders()[0]
        if side == Side.TEAL and match.state.phase == Phase.ACTION:
            view = match.view(side)
            belief.update(view, match.seen(side))
            for m in view.mages:
                if m.side != side and m.layers is not None:
                    assert belief.candidates(m.index) == (m.layers,)
                    pinned += 1
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    assert pinned


def test_r19_r24_truth_is_always_a_candidate_with_real_agents():
    from engine.mage_battle.ai.agents import make_agent
    total = 0
    for seed in (21, 22):
        total += _play({Side.TEAL: make_agent("whimsical", seed), Side.CRIMSON: make_agent("intermediate", seed)}, seed)
    assert total > 500
