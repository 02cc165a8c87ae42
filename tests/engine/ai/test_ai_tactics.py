"""The agents play the real game in small positions: they take an open matching enemy
shrine (R22), block a shrine an enemy can reach (R22), strike first (R14) and, behind
on the round-limit order late in a battle, force a fight (R26)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.mage_battle import Direction, Element, Job, Phase, Side, legal_commands, step, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.ai.tactics import Weights, evaluate
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State

T, C = Side.TEAL, Side.CRIMSON


def _cell(state: State, name: str) -> int:
    return state.tables.parse(name)


def _at(name: str) -> int:
    return position([MageSpec(T, Job.S, 0), MageSpec(C, Job.S, 1)]).tables.parse(name)


def _choose(level: str, state: State, side: Side = T) -> cmd.Command:
    agent = make_agent(level, seed=3)
    return agent.choose(view_for(state, side), legal_commands(state, side), ())


def _reveal(state: State, mage: int) -> State:
    m = state.mages[mage]
    mages = list(state.mages)
    mages[mage] = replace(m, revealed=True, seen=(state.battle, m.layers))
    return replace(state, mages=tuple(mages))


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r22_walks_into_an_open_matching_shrine(level: str) -> None:
    # Crimson's shrines hold metal, earth, light (default); the teal mystic holds earth.
    state = position([
        MageSpec(T, Job.O, _at("D13"), (Element.EARTH,)),
        MageSpec(T, Job.S, _at("A03"), (Element.FIRE,)),
        MageSpec(C, Job.S, _at("G12"), (Element.WATER,)),
        MageSpec(C, Job.P, _at("A12"), (Element.ICE,)),
    ])
    choice = _choose(level, state)
    assert choice == cmd.Move(T, 0, _cell(state, "D14")) or choice == cmd.Move(T, 0, _cell(state, "C14")) \
        or choice == cmd.Move(T, 0, _cell(state, "E14"))
    # The second step is the winning one.
    after = position([
        MageSpec(T, Job.O, _at("D14"), (Element.EARTH,)),
        MageSpec(T, Job.S, _at("A03"), (Element.FIRE,)),
        MageSpec(C, Job.S, _at("G12"), (Element.WATER,)),
        MageSpec(C, Job.P, _at("A12"), (Element.ICE,)),
    ], ap=1)
    assert _choose(level, after) == cmd.Move(T, 0, _cell(after, "D15"))


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r22_blocks_a_shrine_a_known_runner_reaches_next_turn(level: str) -> None:
    # Teal's shrines hold fire, water, wood; a revealed crimson fire mage stands two
    # steps from the fire shrine B01, out of reach of every teal attack.
    state = position([
        MageSpec(T, Job.S, _at("A02"), (Element.ICE,)),
        MageSpec(T, Job.P, _at("G05"), (Element.LIGHT,)),
        MageSpec(C, Job.O, _at("D03"), (Element.FIRE,)),
        MageSpec(C, Job.S, _at("G14"), (Element.DARK,)),
    ], ap=1)
    state = _reveal(state, 2)
    choice = _choose(level, state)
    assert choice == cmd.Move(T, 0, _cell(state, "B01")), choice


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r14_strikes_first_at_an_unknown_mage_in_reach(level: str) -> None:
    # A teal sorcerer and a crimson sorcerer share a row, four cells apart: whoever
    # attacks first wins 66 of the 81 element pairs.
    state = position([
        MageSpec(T, Job.S, _at("D06"), (Element.EARTH,)),
        MageSpec(T, Job.P, _at("A01"), (Element.LIGHT,)),
        MageSpec(C, Job.S, _at("D10"), (Element.METAL,)),
        MageSpec(C, Job.P, _at("G15"), (Element.DARK,)),
    ])
    choice = _choose(level, state)
    assert isinstance(choice, cmd.Attack) and choice.mage == 0, choice


def test_r26_the_evaluation_counts_the_round_limit_lead_more_late() -> None:
    w, plain = Weights(tiebreak=1.0), Weights()
    # No mage holds an enemy shrine's element and material is even, so crimson, which
    # moved second in this battle, wins the round-limit order (R26).
    specs = [MageSpec(T, Job.S, _at("D02"), (Element.ICE,)), MageSpec(C, Job.S, _at("D14"), (Element.DARK,))]

    def lead(state: State, side: Side) -> float:
        return evaluate(state, side, 1, T, w) - evaluate(state, side, 1, T, plain)

    early, late = position(specs, round=2, first=T), position(specs, round=19, first=T)
    assert lead(early, C) > 0 > lead(early, T)
    assert lead(late, C) > 4 * lead(early, C)


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_r26_behind_in_the_last_round_it_forces_a_fight(level: str) -> None:
    # Round 20, crimson moved second (it wins the tie): teal must attack to win.
    state = position([
        MageSpec(T, Job.S, _at("D05"), (Element.FIRE,)),
        MageSpec(T, Job.S, _at("A01"), (Element.EARTH,)),
        MageSpec(C, Job.O, _at("D09"), (Element.ICE,)),
        MageSpec(C, Job.O, _at("G15"), (Element.DARK,)),
    ], round=20, first=T)
    # The one attack in reach: the fire sorcerer's line to the right (D06-D09) reaches the
    # crimson mystic, whose ice loses to it and whose 1 HP goes; two living mages to one
    # then win the round-limit order.
    choice = _choose(level, state)
    strike = cmd.Attack(T, 0, Element.FIRE, direction=Direction.RIGHT)
    assert choice == strike, choice
    after, _ = step(state, choice)
    assert [m.hp for m in after.mages if m.side == C] == [0, 1]


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
@pytest.mark.parametrize("element, counter", [(Element.WOOD, Element.METAL), (Element.FIRE, Element.WATER)])
def test_r10_defender_reads_the_attack_element_from_the_line_length(level: str, element: Element,
                                                                    counter: Element) -> None:
    # The crimson sorcerer's layers are public (wood x2, fire): a line of 5 cells can
    # only be wood (stack 2), a line of 4 only fire. The target answers each with its
    # counter (R15: metal beats wood, water beats fire) though the element stays secret.
    state = position([
        MageSpec(T, Job.S, _at("D07"), (Element.METAL, Element.WATER)),
        MageSpec(T, Job.S, _at("A01"), (Element.EARTH,)),
        MageSpec(C, Job.S, _at("D03"), (Element.WOOD, Element.WOOD, Element.FIRE)),
    ], battle=2, to_move=C)
    state = _reveal(state, 2)
    state, _ = step(state, cmd.Attack(C, 2, element, direction=Direction.RIGHT))
    assert state.phase == Phase.RESPONSE and state.pending is not None
    assert len(state.pending.area) == (5 if element == Element.WOOD else 4)
    assert _choose(level, state, T) == cmd.Respond(T, ((0, counter),))


def test_r11_sampled_worlds_fit_the_declared_area() -> None:
    # Whatever the defender believes, each sampled world's secret element could have
    # drawn the declared area from the attacker's cell with its stack.
    import random

    from engine.mage_battle.ai.belief import Belief
    from engine.mage_battle.ai.world import fits_area, sample_world
    from engine.mage_battle.match import Match

    agents = {s: make_agent("intermediate", seed=11 + s) for s in Side}
    checked = 0
    for seed in (4, 5):
        match = Match(seed=seed)
        while not match.over and checked < 40:
            side = match.deciders()[0]
            if match.state.phase == Phase.RESPONSE:
                belief = Belief(side)
                belief.update(match.view(side), match.seen(side))
                rng = random.Random(checked)
                pending = match.state.pending
                assert pending is not None
                assert fits_area(match.state, pending.attacker, pending.element, pending.area)
                for _ in range(5):
                    world = sample_world(match.view(side), belief, rng)
                    assert world.pending is not None
                    assert fits_area(world, pending.attacker, world.pending.element, pending.area)
                checked += 1
            match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    assert checked >= 10


@pytest.mark.parametrize("seen, share", [(False, 2.0 / 2.5), (True, 3.0 / 3.4)])
def test_r14_a_defender_guesses_the_element_that_beats_its_target(seen: bool, share: float) -> None:
    # The crimson sorcerer's wood and fire draw the same line (stack 1 each). Fire beats
    # the metal-earth target whatever it answers, its metal counters wood, so an attacker
    # that chose by its belief most likely chose fire: more surely when it had seen the
    # target's layers this battle (evidence.SURE_ELEMENT) than when it had not.
    import random

    from engine.mage_battle.ai.belief import Belief
    from engine.mage_battle.ai.world import sample_world

    state = position([
        MageSpec(T, Job.S, _at("D06"), (Element.METAL, Element.EARTH)),
        MageSpec(C, Job.S, _at("D03"), (Element.WOOD, Element.FIRE)),
    ], battle=2, to_move=C)
    state = _reveal(state, 1)
    if seen:
        state = _reveal(state, 0)
    state, _ = step(state, cmd.Attack(C, 1, Element.WOOD, direction=Direction.RIGHT))
    view = view_for(state, T)
    assert view.pending is not None and not view.pending.element_known
    belief = Belief(T)
    belief.update(view, ())
    rng = random.Random(5)
    draws = [sample_world(view, belief, rng).pending for _ in range(600)]
    fire = sum(1 for p in draws if p is not None and p.element == Element.FIRE) / len(draws)
    assert abs(fire - share) < 0.05, fire


def _water_or_metal(mages: list[MageSpec]) -> State:
    """Battle 2 with `mages` (three teal, then two hidden crimson holding water and metal)
    and seven public crimson mages holding every other element, so each hidden one holds
    water or metal as far as teal knows (R3: a permutation)."""
    public = [Element.FIRE, Element.WOOD, Element.EARTH, Element.LIGHT, Element.DARK, Element.ELECTRIC, Element.ICE]
    specs = [*mages, *(MageSpec(C, Job.S, _at(f"{row}15"), (e,)) for row, e in zip("ABCEFG", public)),
             MageSpec(C, Job.P, _at("A14"), (public[6],))]
    state = position(specs, battle=2)
    for k in range(len(mages), len(specs)):
        state = _reveal(state, k)
    return state


def test_r13_advanced_sends_an_elementless_decoy_before_striking() -> None:
    # Seven crimson mages are public, so the hidden crimson sorcerer at D08 holds water
    # or metal. A blind strike from the teal sorcerer (fire or wood) is countered half
    # the time (R15: water beats fire, metal beats wood) and its 1 HP would go. The
    # elementless teal mystic beside the target reveals it for one HP of its own
    # (rulebook 7, decoy), and the strike then always lands.
    state = _water_or_metal([
        MageSpec(T, Job.S, _at("D04"), (Element.FIRE, Element.WOOD), hp=1),
        MageSpec(T, Job.O, _at("D09"), ()),
        MageSpec(T, Job.P, _at("G01"), (Element.EARTH,)),
        MageSpec(C, Job.S, _at("D08"), (Element.WATER,), hp=1),
        MageSpec(C, Job.O, _at("G14"), (Element.METAL,)),
    ])
    agent = make_agent("advanced", seed=3)
    first = agent.choose(view_for(state, T), legal_commands(state, T), ())
    assert first == cmd.Attack(T, 1, None, target=_cell(state, "D08"))
    state, _ = step(state, first)
    second = agent.choose(view_for(state, T), legal_commands(state, T), ())
    assert second == cmd.Attack(T, 0, Element.WOOD, direction=Direction.RIGHT)


@pytest.mark.parametrize("mood, in_reach", [("decoy scout", 1), ("cautious defender", 0)])
def test_r13_the_whimsical_decoy_scout_brings_its_elementless_mage_within_a_step_of_a_hidden_enemy(
        mood: str, in_reach: int) -> None:
    # Nothing to strike yet. In the decoy scout's temperament the elementless mystic
    # (rulebook 7: no power, its worth is the reveal) ends the turn a step from the
    # hidden mystic at D09, ready to uncover it; a cautious defender keeps it back.
    from engine.mage_battle.ai.agents import Whimsical
    from engine.mage_battle.ai.tactics import scouts_in_reach

    state = _water_or_metal([
        MageSpec(T, Job.S, _at("D02"), (Element.FIRE, Element.WOOD)),
        MageSpec(T, Job.O, _at("D06"), ()),
        MageSpec(T, Job.P, _at("G01"), (Element.EARTH,)),
        MageSpec(C, Job.O, _at("D09"), (Element.WATER,)),
        MageSpec(C, Job.O, _at("G14"), (Element.METAL,)),
    ])
    assert scouts_in_reach(state, T) == 0

    class OneMood(Whimsical):
        moods = (mood,)  # type: ignore[assignment]  # one of the five, alone

    agent = OneMood(seed=1)
    while state.phase == Phase.ACTION and state.to_move == T:
        state, _ = step(state, agent.choose(view_for(state, T), legal_commands(state, T), ()))
        assert agent.mood == mood
    assert scouts_in_reach(state, T) == in_reach
