"""Foresight shows the engine's own numbers: with damage, counters and recoil changed in the
rule set, the attack preview and the response table name exactly what `decide` then applies,
so no second copy of the formula can drift from the rules."""

from __future__ import annotations

from dataclasses import replace

from engine.mage_battle import V0_6, Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.decide import step
from engine.mage_battle.names import Direction
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import view_for
from game.mage_battle.foresight import (
    Knowledge,
    Outcome,
    Verdict,
    card_preview,
    preview,
    response_table,
)

E = Element
RULES = replace(V0_6, damage_s=(2, 3, 3), counter_o=(2, 3, 3), backflow_recoil_offset=0)
c = RULES.tables.parse


def revealed(state: State, *indices: int) -> State:
    mages = tuple(replace(m, revealed=True, seen=(state.battle, m.layers)) if i in indices else m
                  for i, m in enumerate(state.mages))
    return replace(state, mages=mages)


def duel(*, marked: bool = False, to_move: Side = Side.TEAL) -> State:
    """A fire x2 sorcerer of teal three cells left of a water/metal mystic of crimson."""
    return revealed(position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE, E.FIRE), marked=marked),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
    ], rules=RULES, battle=2, to_move=to_move), 0, 1)


ATTACK = cmd.Attack(Side.TEAL, 0, E.FIRE, direction=Direction.RIGHT)


def judged(state: State, response: Element) -> tuple[Outcome, tuple[ev.Event, ...]]:
    """The engine's outcome of ATTACK against `response`, as foresight words it."""
    state, _ = step(state, ATTACK)
    assert state.phase == Phase.RESPONSE
    _, events = step(state, cmd.Respond(Side.CRIMSON, ((1, response),)))
    [(_, winner, amount)] = next(e for e in events if isinstance(e, ev.EngagementJudged)).outcomes
    verdict = {1: Verdict.WIN, 2: Verdict.LOSE}.get(int(winner), Verdict.NONE)
    return Outcome(verdict, amount), events


def test_the_attack_preview_names_the_damage_and_counter_the_engine_applies():
    state = duel()
    view = view_for(state, Side.TEAL)
    [target] = preview(view, Knowledge(view, []), ATTACK, [1])
    rows = dict(target.rows)
    # Fire x2 burns metal for the sorcerer's x2 damage (3 here); water counters for the mystic's x1 (2).
    assert rows[E.METAL] == (judged(state, E.METAL)[0],) == (Outcome(Verdict.WIN, 3),)
    assert rows[E.WATER] == (judged(state, E.WATER)[0],) == (Outcome(Verdict.LOSE, 2),)


def test_the_response_table_names_what_the_engine_applies_to_each_response():
    state, _ = step(duel(), ATTACK)
    view = view_for(state, Side.CRIMSON)
    table = response_table(view, Knowledge(view, []))
    cells = {d: outs for _, d, outs in table.rows}
    assert cells[E.METAL] == ((judged(duel(), E.METAL)[0],),)
    assert cells[E.WATER] == ((judged(duel(), E.WATER)[0],),)


def test_a_marked_attackers_preview_shows_the_recoil_the_engine_takes():
    state = duel(marked=True)
    view = view_for(state, Side.TEAL)
    [target] = preview(view, Knowledge(view, []), ATTACK, [1])
    state, events = step(state, ATTACK)
    if state.phase == Phase.RESPONSE:
        state, events = step(state, cmd.Respond(Side.CRIMSON, ((1, E.WATER),)))
    [backfired] = [e for e in events if isinstance(e, ev.AttackBackfired)]
    # Offset 0: the whole highest stack (x2) comes back, not the default one less.
    assert {o for _, outs in target.rows for o in outs} == {Outcome(Verdict.CANCELLED, backfired.recoil)}
    assert backfired.recoil == 2


def test_the_backflow_cards_preview_reads_the_engines_recoil_from_the_aura():
    state = replace(duel(to_move=Side.CRIMSON), cards=(None, V0_6.tables.cards[1]))
    view = view_for(state, Side.CRIMSON)
    shown = card_preview(view, Knowledge(view, []), 0)
    assert shown is not None and shown.recoil == 2          # the fire x2 aura, offset 0
