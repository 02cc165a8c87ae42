"""The agents play for outright wins beyond their search horizon: a mage holding an
enemy shrine's element heads for that shrine from anywhere on the board, by the way
out of enemy reach (R22); a side ahead on living mages closes in on the rest (R18)
instead of waiting for the round limit (R26); an enemy that ends turn after turn
without acting is walked over. Every decision stays a function of the view, the
events seen and the seed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.mage_battle import Element, Job, Match, Side, legal_commands, step, view_for
from engine.mage_battle import events as ev
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.ai.history import resistance
from engine.mage_battle.ai.tactics import Weights, evaluate
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State

T, C = Side.TEAL, Side.CRIMSON
E = Element


def _at(name: str) -> int:
    return position([MageSpec(T, Job.S, 0), MageSpec(C, Job.S, 1)]).tables.parse(name)


def _value(specs: list[MageSpec], w: Weights, **kw: object) -> float:
    """Teal's worth of the position right after its turn (crimson moves next)."""
    return evaluate(position(specs, **kw), T, 1, T, w)  # type: ignore[arg-type]


ROUTE = Weights(route=0.4)
# Crimson's shrines: B15 metal, D15 earth, F15 light (the default); the teal runner holds earth.
# The crimson guards hold neither teal shrine element (fire, water, wood).
GUARDS = [MageSpec(C, Job.S, _at("A12"), (E.DARK,)), MageSpec(C, Job.P, _at("G12"), (E.ICE,))]


def test_r22_a_matching_mage_far_from_its_shrine_is_worth_more_a_step_closer():
    # Ten steps from D15: beyond the eight steps the shrine term sees, the route still does.
    far = [MageSpec(T, Job.O, _at("D05"), (E.EARTH,)), *GUARDS]
    nearer = [MageSpec(T, Job.O, _at("D06"), (E.EARTH,)), *GUARDS]
    assert _value(nearer, ROUTE) > _value(far, ROUTE)
    assert _value(nearer, Weights()) == _value(far, Weights())


def test_r22_the_route_counts_only_for_a_mage_holding_the_shrines_element():
    # Fire takes no crimson shrine (metal, earth, light).
    far = [MageSpec(T, Job.O, _at("D05"), (E.FIRE,)), *GUARDS]
    nearer = [MageSpec(T, Job.O, _at("D06"), (E.FIRE,)), *GUARDS]
    assert _value(nearer, ROUTE) == _value(far, ROUTE)


def test_r22_the_safe_way_to_the_shrine_is_preferred_to_one_through_enemy_reach():
    # Both cells are nine steps from D15; the crimson sorcerer on row C reaches C06-C10
    # along its row, so the runner on C06 stands in its line and the one on E06 does not.
    guard = MageSpec(C, Job.S, _at("C10"), (E.WOOD,))     # R15: wood beats earth
    exposed = [MageSpec(T, Job.O, _at("C06"), (E.EARTH,)), guard, MageSpec(C, Job.P, _at("G14"), (E.ICE,))]
    safe = [MageSpec(T, Job.O, _at("E06"), (E.EARTH,)), guard, MageSpec(C, Job.P, _at("G14"), (E.ICE,))]
    assert _value(safe, Weights(route=0.4)) > _value(exposed, Weights(route=0.4))


def test_r22_an_occupied_shrine_is_further_away_until_its_occupant_is_gone():
    runner = MageSpec(T, Job.O, _at("D06"), (E.EARTH,))
    blocked = [runner, MageSpec(C, Job.S, _at("D15"), (E.WATER,)), MageSpec(C, Job.P, _at("G12"), (E.ICE,))]
    open_ = [runner, MageSpec(C, Job.S, _at("A15"), (E.WATER,)), MageSpec(C, Job.P, _at("G12"), (E.ICE,))]
    assert _value(open_, ROUTE) > _value(blocked, ROUTE)


def _revealed(state: State) -> State:
    """Every crimson mage's layers public this battle (as after an engagement, R13)."""
    mages = tuple(replace(m, revealed=True, seen=(state.battle, m.layers)) if m.side == C else m
                  for m in state.mages)
    return replace(state, mages=mages)


def _run_turn(level: str, state: State, seed: int = 3) -> State:
    agent = make_agent(level, seed)
    while state.to_move == T and state.battle == 1 and not state.results:
        state, _ = step(state, agent.choose(view_for(state, T), legal_commands(state, T), ()))
    return state


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r22_a_runner_beyond_the_search_horizon_heads_for_its_shrine(level):
    # The earth mystic is ten steps from D15; no enemy is within reach of anything.
    state = _revealed(position([
        MageSpec(T, Job.O, _at("D05"), (E.EARTH,)),
        MageSpec(T, Job.S, _at("A01"), (E.FIRE,)),
        *GUARDS,
    ]))
    after = _run_turn(level, state)
    runner = after.mages[0].cell
    assert runner is not None
    assert after.tables.col[runner] == after.tables.col[_at("D05")] + 2


def _ahead_by_three(hunter: str) -> list[MageSpec]:
    """Teal has four mages to crimson's one, far apart; no shrine element on either side."""
    return [
        MageSpec(T, Job.S, _at(hunter), (E.FIRE,)),
        MageSpec(T, Job.P, _at("B02"), (E.WATER,)),
        MageSpec(T, Job.P, _at("F02"), (E.WOOD,)),
        MageSpec(T, Job.O, _at("A01"), (E.ICE,)),
        MageSpec(C, Job.O, _at("D13"), (E.DARK,)),
    ]


def test_r18_ahead_on_living_mages_closing_in_is_worth_more():
    w = Weights(hunt=0.1)
    assert _value(_ahead_by_three("D04"), w) > _value(_ahead_by_three("D03"), w)
    assert _value(_ahead_by_three("D04"), Weights()) == _value(_ahead_by_three("D03"), Weights())


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r18_ahead_on_living_mages_it_closes_in_on_the_last_enemy(level):
    state = position(_ahead_by_three("D03"))
    after = _run_turn(level, state)
    enemy = after.mages[4].cell
    assert enemy is not None

    def gap(s: State) -> int:
        return sum(s.tables.distance_of(m.cell, enemy) for m in s.mages if m.side == T and m.cell is not None)

    assert gap(after) < gap(state)


def _quiet_turns(count: int) -> list[ev.Event]:
    """What teal saw of `count` rounds in which crimson ended its turn untouched."""
    out: list[ev.Event] = []
    for _ in range(count):
        out += [ev.TurnEnded(T), ev.TurnEnded(C)]
    return out


def busy_turns(count: int) -> list[ev.Event]:
    """`count` rounds in which the crimson mystic (mage 4 of `_ahead_by_three`) stepped."""
    return [ev.TurnEnded(T), ev.MageMoved(4, _at("D13"), _at("D12")), ev.TurnEnded(C)] * count


def test_an_enemy_that_keeps_ending_its_turns_untouched_offers_less_resistance():
    view = view_for(position(_ahead_by_three("D03")), T)
    assert resistance(view, []) == 1.0
    assert resistance(view, _quiet_turns(1)) == 0.5
    assert resistance(view, _quiet_turns(8)) == pytest.approx(1 / 9)
    # An AI with nothing better to do now and then ends a turn untouched: barely noticed.
    assert resistance(view, _quiet_turns(1) + busy_turns(7)) == pytest.approx(8 / 9)
    assert resistance(view, busy_turns(8)) == 1.0


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_decisions_are_the_same_for_the_same_view_events_and_seed(level):
    match = Match(seed=9)
    agents = {T: make_agent(level, 5), C: make_agent("beginner", 6)}
    decisions = []
    while not match.over and len(decisions) < 30:
        side = match.deciders()[0]
        view, legal, seen = match.view(side), match.legal(side), match.seen(side)
        choice = agents[side].choose(view, legal, seen)
        if side == T:
            decisions.append((view, legal, seen, choice))
        match.play(choice)
    for view, legal, seen, _choice in decisions[::3]:
        assert make_agent(level, 5).choose(view, legal, seen) == make_agent(level, 5).choose(view, legal, seen)
