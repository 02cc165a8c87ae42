"""The advanced AI prices the risk that a hidden target counters its attack (R14) as a
defender who reads the attack would: in its look-ahead the enemy counters whenever it
can, and an attack's sampled worlds weigh what the belief says of a counter, not how
the few samples happened to fall."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.mage_battle import Direction, Element, Job, Phase, Side, legal_commands, step, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.ai import evidence
from engine.mage_battle.ai.agents import Advanced, guess_response, wary_response
from engine.mage_battle.elements import Layers, Winner
from engine.mage_battle.events import EngagementJudged
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State

T, C = Side.TEAL, Side.CRIMSON


def _at(name: str) -> int:
    return position([MageSpec(T, Job.S, 0), MageSpec(C, Job.S, 1)]).tables.parse(name)


def _judged(state: State, response: cmd.Respond) -> Winner:
    _, events = step(state, response)
    outcome = next(e for e in events if isinstance(e, EngagementJudged)).outcomes[0]
    return outcome[1]


def test_r14_the_wary_defender_counters_whenever_one_of_its_elements_does() -> None:
    # Wood from a fire-and-wood sorcerer: against the two elements it might hold, water
    # (beats fire) is the better guess, but metal is what beats the wood actually sent.
    state = position([
        MageSpec(T, Job.S, _at("D05"), (Element.FIRE, Element.WOOD)),
        MageSpec(C, Job.S, _at("D08"), (Element.WATER, Element.METAL)),
    ], first=T)
    attacked, _ = step(state, cmd.Attack(T, 0, Element.WOOD, direction=Direction.RIGHT))
    assert attacked.phase == Phase.RESPONSE
    assert guess_response(attacked).choices == ((1, Element.WATER),)
    assert _judged(attacked, guess_response(attacked)) == Winner.ATTACKER
    assert wary_response(attacked).choices == ((1, Element.METAL),)
    assert _judged(attacked, wary_response(attacked)) == Winner.DEFENDER


def _decided(state: State) -> tuple[Advanced, State]:
    """An advanced agent that has decided once in `state` (its belief read the view)."""
    agent = Advanced(seed=5)
    agent.choose(view_for(state, T), legal_commands(state, T), ())
    return agent, state


@pytest.mark.parametrize("samples", [1, 3, 10])
def test_r14_an_attack_on_a_hidden_target_weighs_its_worlds_by_the_belief_odds_of_a_counter(samples: int) -> None:
    agent, state = _decided(position([
        MageSpec(T, Job.S, _at("D05"), (Element.FIRE,)),
        MageSpec(C, Job.S, _at("D08"), (Element.ICE,)),
        MageSpec(C, Job.S, _at("G14"), (Element.WATER,)),
    ], first=T))
    view = view_for(state, T)
    assert view.mages[1].layers is None
    attack = cmd.Attack(T, 0, Element.FIRE, direction=Direction.RIGHT)
    belief = agent.belief
    assert belief is not None

    def counters(layers: Layers) -> bool:
        return evidence.countered((Element.FIRE,), Element.FIRE, layers, state.tables)

    odds = belief.share(1, counters)
    assert 0.0 < odds < 1.0
    agent.lookahead(view)
    worlds = agent.sample(view, samples)
    pool, weights = agent.weighted_worlds(view, worlds, attack)
    assert pool[:samples] == worlds
    assert sum(weights) == pytest.approx(1.0)
    countered = sum(w for world, w in zip(pool, weights) if counters(world.mages[1].layers))
    assert countered == pytest.approx(odds)
    # A group no sample fell into is stood for by one world more.
    drawn = {counters(world.mages[1].layers) for world in worlds}
    assert len(pool) == samples + (len(drawn) == 1)


def test_r14_a_move_an_attack_on_seen_targets_and_the_twin_keep_even_weights() -> None:
    hidden = position([
        MageSpec(T, Job.S, _at("D05"), (Element.FIRE,)),
        MageSpec(C, Job.S, _at("D08"), (Element.ICE,)),
    ], first=T)
    target = hidden.mages[1]
    seen = replace(hidden, mages=(hidden.mages[0], replace(target, revealed=True, seen=(1, target.layers))))
    attack = cmd.Attack(T, 0, Element.FIRE, direction=Direction.RIGHT)
    for state, hedges, action in ((hidden, True, cmd.Move(T, 0, _at("C05"))), (seen, True, attack),
                                  (hidden, False, attack)):
        agent, _ = _decided(state)
        agent.hedges = hedges       # off: the benchmark's omniscient twin, whose one world is the truth
        view = view_for(state, T)
        assert (view.mages[1].layers is None) == (state is hidden)
        agent.lookahead(view)
        worlds = agent.sample(view, 4)
        assert agent.weighted_worlds(view, worlds, action) == (worlds, [0.25] * 4)
