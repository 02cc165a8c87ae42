"""Issue 14, seeing before deciding: the threat view, the attack preview, the response
prompt's table, last-seen elements on the board, and undo of moves."""

from __future__ import annotations

from dataclasses import replace

from engine import V0_6, Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.decide import step
from engine.mage_battle.legal import legal_commands
from engine.mage_battle.names import Direction, Orient
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import view_for

from game.mage_battle.foresight import Knowledge, Outcome, Verdict, preview, response_table, threat

T = V0_6.tables
E = Element
c = T.parse


def threat_position(hidden: tuple[tuple[Element, ...], ...]) -> State:
    """Teal to move in battle 2; crimson's layers are `hidden` (teal sees only the auras)."""
    return position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
        MageSpec(Side.TEAL, Job.P, c("C06"), (E.WATER,)),
        MageSpec(Side.CRIMSON, Job.S, c("D10"), hidden[0]),
        MageSpec(Side.CRIMSON, Job.P, c("B12"), hidden[1]),
        MageSpec(Side.CRIMSON, Job.O, c("F08"), hidden[2]),
        MageSpec(Side.CRIMSON, Job.S, c("D12"), hidden[3]),      # behind its ally on row D
        MageSpec(Side.CRIMSON, Job.O, c("G14"), hidden[4], marked=True),
    ], battle=2)


HIDDEN = ((E.FIRE,), (E.WOOD, E.WOOD, E.WOOD), (E.ICE,), (E.METAL,), (E.EARTH,))


def _areas(world: State, index: int) -> set[int]:
    """Every cell some aim of the mage covers in `world`, by the engine's own attack_area."""
    m = world.mages[index]
    assert m.cell is not None
    out: set[int] = set()
    for element in dict.fromkeys(m.layers):
        aims = ([(d, None, None, None) for d in Direction] if m.job == Job.S else
                [(None, x, o, None) for x in T.priest_centres[m.cell] for o in (None, *Orient)] if m.job == Job.P else
                [(None, None, None, t) for t in T.mystic_targets[m.cell]])
        for d, x, o, t in aims:
            try:
                out.update(attack_area(world, index, element, d, x, o, t)[0])
            except AimError:
                pass
    return out


def oracle(world: State) -> tuple[set[int], set[int]]:
    """Crimson to move with a full turn in `world`: cells its unmarked mages could attack at
    once, and after any one legal move first (its own or an ally's), by the engine."""
    world = replace(world, to_move=Side.CRIMSON)
    attackers = [i for i in world.living(Side.CRIMSON) if not world.mages[i].marked]
    near = set().union(*(_areas(world, i) for i in attackers))
    after = set(near)
    for move in legal_commands(world, Side.CRIMSON):
        if isinstance(move, cmd.Move):
            moved, _ = step(world, move)
            after |= set().union(*(_areas(moved, i) for i in attackers))
    return near, after


def test_threat_cells_are_what_the_rules_allow_from_the_known_information():
    state = threat_position(HIDDEN)
    view = view_for(state, Side.TEAL)
    shown = threat(view, [])
    # The view shows auras only: a world with each hidden mage at its aura's stack has the
    # widest areas there are (smaller stacks' shapes lie inside), so it bounds every world.
    near, after = oracle(state)
    assert shown.near == near
    assert shown.near | shown.far == after
    assert not any(6 in by for by in shown.by.values())      # the marked mystic's attack is cancelled
    assert c("F15") not in shown.near | shown.far
    # The sorcerer behind its ally reaches down row D once that ally stepped aside.
    assert 5 in shown.by[c("D08")] and c("D08") in near


def test_threat_never_depends_on_hidden_elements():
    state = threat_position(HIDDEN)
    other = threat_position(((E.WATER,), (E.LIGHT, E.LIGHT, E.LIGHT), (E.DARK,), (E.ELECTRIC,), (E.WOOD,)))
    assert view_for(state, Side.TEAL) == view_for(other, Side.TEAL)
    assert threat(view_for(state, Side.TEAL), []) == threat(view_for(other, Side.TEAL), [])
    # An aura is public, and it widens the reach: a priest at x3 strikes a square, not a plus.
    wider = threat_position(((E.FIRE,), (E.WOOD,), (E.ICE,), (E.METAL,), (E.EARTH,)))
    assert threat(view_for(wider, Side.TEAL), []).near < threat(view_for(state, Side.TEAL), []).near


def test_an_enemy_known_to_hold_no_element_threatens_nothing():
    state = position([MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, c("D06"), ())], battle=1)
    view = view_for(state, Side.TEAL)
    assert threat(view, []).near                              # it may hold an element
    cut = [ev.BattleStarted(1, Side.TEAL), ev.LayersCut(1, (E.FIRE,))]
    assert not threat(view, cut).near | threat(view, cut).far


def revealed(state: State, *indices: int) -> State:
    mages = tuple(replace(m, revealed=True, seen=(state.battle, m.layers)) if i in indices else m
                  for i, m in enumerate(state.mages))
    return replace(state, mages=mages)


def test_attack_preview_marks_each_response_the_target_may_choose():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
        MageSpec(Side.TEAL, Job.O, c("E06"), (E.EARTH,)),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.P, c("E07"), ()),
    ], battle=2), 2)
    view = view_for(state, Side.TEAL)
    know = Knowledge(view, [])
    attack = cmd.Attack(Side.TEAL, 0, E.FIRE, direction=Direction.RIGHT)
    [target] = preview(view, know, attack, [2])
    # Water beats fire: the mystic counters with its stack 1; fire beats metal: a hit for 1.
    assert dict(target.rows) == {E.WATER: (Outcome(Verdict.LOSE, 1),), E.METAL: (Outcome(Verdict.WIN, 1),)}
    # A hidden target in battle 2 (no history here): every element is possible, or none.
    [hidden] = preview(view, know, cmd.Attack(Side.TEAL, 1, E.EARTH, target=c("E07")), [3])
    rows = dict(hidden.rows)
    assert set(rows) == set(Element) | {None}
    assert rows[None] == (Outcome(Verdict.WIN, 1),) and rows[E.WOOD] == (Outcome(Verdict.LOSE, 1),)


def test_attack_preview_of_a_marked_attacker_is_cancelled():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE, E.FIRE, E.WOOD), marked=True),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
    ], battle=3), 1)
    view = view_for(state, Side.TEAL)
    [target] = preview(view, Knowledge(view, []), cmd.Attack(Side.TEAL, 0, E.FIRE, direction=Direction.RIGHT), [1])
    assert {o for _, outs in target.rows for o in outs} == {Outcome(Verdict.CANCELLED, 1)}


def test_the_response_table_shows_every_attack_element_the_area_allows():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.O, c("D07"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.S, c("D10"), (E.FIRE, E.FIRE, E.WOOD)),
    ], battle=2, to_move=Side.CRIMSON), 1)
    state, _ = step(state, cmd.Attack(Side.CRIMSON, 1, E.FIRE, direction=Direction.LEFT))
    assert state.phase == Phase.RESPONSE
    view = view_for(state, Side.TEAL)
    assert view.pending is not None and not view.pending.element_known
    table = response_table(view, Knowledge(view, []))
    # Its layers are public this battle; a line of 5 is a stack of 2: only fire draws it.
    assert table.known == (E.FIRE, E.FIRE, E.WOOD) and table.attack == (E.FIRE,)
    assert [(t, d) for t, d, _ in table.rows] == [(0, E.WATER), (0, E.METAL)]
    assert table.rows[0][2] == ((Outcome(Verdict.LOSE, 1),),)     # water counters fire
    assert table.rows[1][2] == ((Outcome(Verdict.WIN, 1),),)      # fire burns metal


def test_the_response_table_against_a_hidden_attacker_lists_what_cannot_be_ruled_out():
    state = position([
        MageSpec(Side.TEAL, Job.O, c("D07"), (E.WATER, E.LIGHT)),
        MageSpec(Side.CRIMSON, Job.O, c("D08"), (E.DARK,)),
        MageSpec(Side.CRIMSON, Job.S, c("B08"), (E.FIRE,)),
    ], battle=1, to_move=Side.CRIMSON)
    # In battle 1 each mage holds one element, all different (R3): fire was seen on the other.
    state = revealed(state, 2)
    state, _ = step(state, cmd.Attack(Side.CRIMSON, 1, E.DARK, target=c("D07")))
    view = view_for(state, Side.TEAL)
    table = response_table(view, Knowledge(view, []))
    assert table.known is None
    assert set(table.attack) == set(Element) - {E.FIRE}
    light = next(cells for t, d, cells in table.rows if d == E.LIGHT)
    dark = table.attack.index(E.DARK)
    assert light[dark] == (Outcome(Verdict.LOSE, 1),)            # light meets dark at x1: the defender wins
