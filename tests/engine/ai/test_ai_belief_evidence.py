"""Beliefs weighted by the enemy's own choices (R28): steps toward our shrines, turns
that did not strike a revealed mage in reach, how the enemy dealt its battle-1 elements;
worlds are drawn in proportion to the weights, and choices stay a function of the view,
the events seen and the seed, in another process too."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from engine.mage_battle import Match, Phase, Side
from engine.mage_battle import events as ev
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.ai.evidence import sure_hit
from engine.mage_battle.ai.tactics import _reach_tables
from engine.mage_battle.names import ELEMENTS, Element
from engine.mage_battle.view import PlayerView

ROOT = Path(__file__).resolve().parents[3]
ME, ENEMY = Side.TEAL, Side.CRIMSON


def _battle_start(seed: int) -> tuple[PlayerView, list[ev.Event]]:
    """Teal's view and events at its first decision of battle 1 (thoughtful setups)."""
    match = Match(seed=seed)
    agents = {s: make_agent("intermediate", seed + s) for s in Side}
    while not (match.state.phase == Phase.ACTION and match.deciders()[0] == ME):
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    return match.view(ME), list(match.seen(ME))


def _odds(view: PlayerView, seen: list[ev.Event], mage: int, element: Element) -> float:
    belief = Belief(ME)
    belief.update(view, seen)
    return belief.odds(mage, element)


def _walk(view: PlayerView, start: int, goal: int, steps: int) -> list[tuple[int, int]]:
    """Up to `steps` king steps from `start`, each one closer to `goal` (never onto it),
    the one that gains the least on our other shrines first."""
    tables = view.tables
    others = [c for c, _ in view.shrines[ME] if c != goal]
    out, here = [], start
    for _ in range(steps):
        closer = [n for n in tables.neighbours[here] if n != goal
                  and tables.distance_of(n, goal) < tables.distance_of(here, goal)]
        if not closer:
            break
        step = min(closer, key=lambda n: (sum(tables.distance_of(here, c) - tables.distance_of(n, c)
                                              for c in others), n))
        out.append((here, step))
        here = step
    return out


def test_an_enemy_mage_walking_toward_one_of_our_shrines_is_likelier_to_hold_its_element():
    raised = 0
    for seed in range(3):
        view, seen = _battle_start(seed)
        shrines = dict(view.shrines[ME])
        tables = view.tables
        for cell, element in shrines.items():
            for mage in (m for m in view.mages if m.side == ENEMY):
                path = _walk(view, mage.home, cell, 3)
                # only walks that gain more on this shrine than on the others tell
                gain = sum(3 * (tables.distance_of(a, cell) - tables.distance_of(b, cell))
                           - sum(tables.distance_of(a, c) - tables.distance_of(b, c) for c in shrines) for a, b in path)
                if gain <= 0:
                    continue
                steps: list[ev.Event] = []
                for src, dst in path:
                    steps += [ev.MageMoved(mage.index, src, dst), ev.TurnEnded(ENEMY)]
                before = _odds(view, seen, mage.index, element)
                after = _odds(view, seen + steps, mage.index, element)
                assert after > before, (seed, mage.index, element, before, after)
                raised += 1
    assert raised >= 6


def test_an_enemy_mage_that_did_not_strike_a_revealed_water_mage_in_reach_is_less_likely_to_beat_water():
    view, seen = _battle_start(5)
    tables = view.tables
    zero, _ = _reach_tables(tables)
    beaters = [e for e in ELEMENTS if sure_hit((e,), e, (Element.WATER,), tables)]
    others = [e for e in ELEMENTS if e not in beaters]
    assert beaters and others
    enemy = next(m for m in view.mages if m.side == ENEMY)
    ours = next(m for m in view.mages if m.side == ME)
    assert enemy.cell is not None
    near = sorted(zero[enemy.job][0][enemy.cell])[0]
    shown: list[ev.Event] = [ev.MageMoved(ours.index, ours.home, near),
                             ev.EngagementRevealed(ours.index, None, (), ((ours.index, (Element.WATER,)),))]
    before = [_odds(view, seen + shown, enemy.index, e) for e in ELEMENTS]
    after = [_odds(view, seen + shown + [ev.TurnEnded(ENEMY)], enemy.index, e) for e in ELEMENTS]
    for e in beaters:
        assert after[e] < before[e]
    for e in others:
        assert after[e] > before[e]


def test_worlds_follow_the_weights_our_shrine_elements_sit_on_the_enemy_front():
    view, seen = _battle_start(7)
    belief = Belief(ME)
    belief.update(view, seen)
    keys = {e for _, e in view.shrines[ME]}
    mid = view.tables.cols / 2
    enemies = sorted((m for m in view.mages if m.side == ENEMY), key=lambda m: abs(view.tables.col[m.home] - mid))
    front, back = enemies[0].index, enemies[-1].index
    rng = random.Random(1)
    held = {front: 0, back: 0}
    for _ in range(300):
        world = belief.sample(rng)
        for i in held:
            held[i] += bool(keys.intersection(world[i]))
    uniform = 300 * len(keys) / len(ELEMENTS)
    assert held[front] > 1.3 * uniform > uniform > 1.3 * held[back]
    assert belief.odds(front, next(iter(keys))) > 1 / len(ELEMENTS) > belief.odds(back, next(iter(keys)))


CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tests.engine.ai.test_ai_belief_evidence import choices
print(json.dumps(choices()))
"""


def choices() -> list[str]:
    """The first decisions of a seeded intermediate-vs-advanced match, as texts."""
    match = Match(seed=21)
    agents = {ME: make_agent("intermediate", 3), ENEMY: make_agent("advanced", 4)}
    out = []
    while not match.over and len(out) < 50:
        side = match.deciders()[0]
        command = agents[side].choose(match.view(side), match.legal(side), match.seen(side))
        out.append(repr(command))
        match.play(command)
    return out


def test_weighted_beliefs_choose_the_same_in_another_process_with_another_hash_seed():
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    child = subprocess.run([sys.executable, "-c", CHILD, str(ROOT)], capture_output=True, text=True, env=env,
                           cwd=ROOT, check=True)
    assert json.loads(child.stdout) == choices()
