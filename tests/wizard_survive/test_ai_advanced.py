"""W29's advanced AI and W31 for every level: the two-player equilibrium (its values
against an independent brute check, its exploitability, never conceding a soul under
ws-1), the three-to-four-player search (legal, deterministic, stronger than the
intermediate) and no level ever reading another player's commitment."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engine.kernel.match import Match
from engine.wizard_survive import equilibrium as eq
from engine.wizard_survive.advanced import AdvancedAgent, parts
from engine.wizard_survive.agents import make_agent
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import LEVELS, Card
from engine.wizard_survive.resolve import legal_commits
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard
from engine.wizard_survive.view import view_for

ROOT = Path(__file__).resolve().parents[2]
QUICK = 60            # the search's budget where a test needs many decisions, not strength


def agent(level: str, seed: int) -> Any:
    return AdvancedAgent(seed, iterations=QUICK) if level == "advanced" else make_agent(level, seed)


def random_state(rng: random.Random, seats: int, rules: RuleSet = WS_1) -> State:
    """A moment of some round: every counter in bounds, two or more in, and some of the
    players in already committed (legally) this step."""
    while True:
        wizards = []
        for _ in range(seats):
            lives = rng.choice([0, 1, 1, 2, 2, 2]) if seats > 2 else rng.randint(1, rules.start_lives)
            wizards.append(Wizard(lives, rng.randint(0, rules.mana_cap), rng.randint(0, rules.souls_to_win - 1),
                                  lives == 0))
        if sum(not w.out for w in wizards) >= 2:
            break
    state = State(rules, seats, rng.randint(1, 5), rng.randint(1, rules.step_limit), tuple(wizards), (None,) * seats)
    ins = state.in_seats()
    for seat in rng.sample(ins, rng.randint(1, len(ins) - 1)):
        c = rng.choice(legal_commits(state, seat))
        pending = list(state.pending)
        pending[seat] = Commitment(c.card, c.targets or tuple(s for s in ins if s != seat))
        state = replace(state, pending=tuple(pending))
    return state


# --- W31: no peeking, every level, 2-4 seats --------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w31_others_commitments_never_change_a_choice_with_the_view_fixed(level: str, seats: int) -> None:
    rng = random.Random(seats * 31)
    for trial in range(6):
        state = random_state(rng, seats)
        decider = state.deciders()[-1]
        committed = [s for s in state.in_seats() if state.pending[s] is not None]
        assert committed
        fresh = replace(state, pending=(None,) * seats)
        options = {s: legal_commits(fresh, s) for s in committed}
        picked, views = set(), []
        for _ in range(5):
            pending = list(state.pending)
            for s in committed:
                c = rng.choice(options[s])
                pending[s] = Commitment(c.card, c.targets or tuple(t for t in state.in_seats() if t != s))
            full = replace(state, pending=tuple(pending))
            view = view_for(full, decider)
            views.append(view)
            picked.add(agent(level, trial).choose(view, legal_commits(full, decider), []))
        assert all(v == views[0] for v in views)
        assert len(picked) == 1, (level, seats, picked)


# --- never illegal ---------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_is_never_illegal_over_random_states(level: str, seats: int) -> None:
    rng = random.Random(seats * 7 + len(level))
    for i in range(40 if level == "advanced" and seats > 2 else 150):
        state = random_state(rng, seats)
        seat = state.deciders()[0]
        legal = legal_commits(state, seat)
        a = agent(level, i)
        assert a.choose(view_for(state, seat), legal, []) in legal
        note = getattr(a, "note", lambda: None)()
        if level == "advanced":
            assert note[0] == "mix" and sum(n for _, n in note[1]) == 10_000
            assert all(isinstance(k, str) and isinstance(n, int) for k, n in note[1])


def test_the_note_is_the_mix_in_whole_parts_that_add_up() -> None:
    assert parts({Card.FIREBALL: 1 / 3, Card.TELEPORT: 1 / 3, Card.METEOR: 1 / 3}) == [
        ["fireball", 3334], ["teleport", 3333], ["meteor", 3333]]
    assert parts({Card.MANA_RECOVERY: 1.0, Card.FIREBALL: 0.0}) == [["mana_recovery", 10_000]]


# --- determinism -------------------------------------------------------------------------------

def _choices(seats: int, seed: int) -> list[list[Any]]:
    levels = ["advanced", "intermediate", "beginner", "whimsical"][:seats]
    agents = [AdvancedAgent(seed, iterations=QUICK) if lv == "advanced" else make_agent(lv, seed + s)
              for s, lv in enumerate(levels)]
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=seats)
    out = []
    while not match.over and len(out) < 60:
        seat = match.deciders()[0]
        c = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        out.append([seat, c.card.key, list(c.targets)])
        match.play(c)
    return out


SCRIPT = """
import json, sys
sys.path.insert(0, {root!r}); sys.path.insert(0, {here!r})
from test_ai_advanced import _choices
print(json.dumps([_choices(2, 5), _choices(3, 5)]))
"""


def test_same_seed_and_inputs_give_the_same_choices_in_this_and_a_fresh_process() -> None:
    here = [_choices(2, 5), _choices(3, 5)]
    assert here == [_choices(2, 5), _choices(3, 5)]
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(root=str(ROOT), here=str(Path(__file__).parent))],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == here
    assert _choices(3, 5) != _choices(3, 6)


# --- two players: the equilibrium ------------------------------------------------------------

TINY = replace(WS_1, version="tiny", start_lives=1, mana_cap=3, souls_to_win=2, meteor_cost=2, lightning_cost=2)


def _brute_value(m: Any) -> float:
    """A matrix game's value by support enumeration (no linear program)."""
    rows, cols = m.shape
    best = max(m.min(axis=1))
    if best >= min(m.max(axis=0)) - 1e-15:
        return float(best)                      # a pure saddle point
    for k in range(1, min(rows, cols) + 1):
        for rs in itertools.combinations(range(rows), k):
            for cs in itertools.combinations(range(cols), k):
                a = m[np.ix_(rs, cs)]
                lhs = np.zeros((k + 1, k + 1))
                lhs[:k, :k], lhs[:k, k], lhs[k, :k] = a.T, -1.0, 1.0
                try:
                    x = np.linalg.solve(lhs, np.eye(k + 1)[k])
                except np.linalg.LinAlgError:
                    continue
                if x[:k].min() < -1e-12:
                    continue
                full = np.zeros(rows)
                full[list(rs)] = x[:k]
                best = max(best, float((full @ m).min()))
    return best


def test_values_match_a_brute_value_iteration_on_a_tiny_rule_set() -> None:
    solved = eq.solve(TINY, souls_worth=0.0)
    table = eq.stages(TINY)
    keys = [(sa, sb, *p) for sa in range(2) for sb in range(2) for p in eq.pairs(TINY)]
    value = {k: 0.0 for k in keys}
    for _ in range(5000):                       # plain Shapley sweeps to a standstill
        new = {}
        for sa, sb, *rest in keys:
            p = (rest[0], rest[1], rest[2], rest[3])
            st = table[p]
            m = np.zeros((len(st.mine), len(st.its)))
            for r, row in enumerate(st.after):
                for c, nxt in enumerate(row):
                    if nxt.pair is not None:
                        worth = value[(sa, sb, *nxt.pair)]
                    elif sa + nxt.gains[0] >= 2:
                        worth = 1.0
                    elif sb + nxt.gains[1] >= 2:
                        worth = -1.0
                    else:
                        worth = value[(sa + nxt.gains[0], sb + nxt.gains[1], *eq.start_pair(TINY))]
                    m[r, c] = 0.99 * worth
            new[(sa, sb, *p)] = _brute_value(m)
        moved = max(abs(new[k] - value[k]) for k in keys)
        value = new
        if moved < 1e-12:
            break
    assert max(abs(value[k] - solved.values[k]) for k in keys) < 1e-6
    assert any(abs(v) > 0.1 for v in value.values())       # not a table of zeros


def test_the_shipped_ws1_table_is_a_fresh_solve_of_ws1() -> None:
    fresh = eq.solve(WS_1)
    shipped = eq.from_data(eq.shipped(), WS_1)
    assert shipped.values.keys() == fresh.values.keys() and len(fresh.values) == 3600
    assert max(abs(shipped.values[k] - fresh.values[k]) for k in fresh.values) < 1e-9
    assert max(abs(a - b) for k in fresh.mixes for a, b in zip(shipped.mixes[k], fresh.mixes[k])) < 1e-6
    assert eq.solution_for(WS_1).values == shipped.values


def test_ws1_best_replies_gain_nothing_per_round_and_under_001_in_the_game() -> None:
    solution = eq.solution_for(WS_1)
    for level in eq.levels(WS_1):
        assert eq.round_best_reply(solution, level) < 0.01
        assert eq.round_best_reply(solution, level, margin=False) < 0.01       # never concedes a soul
    exact = eq.solve(WS_1, souls_worth=0.0).values
    reply = eq.game_best_reply(solution)
    assert max((exact[k] - reply[k]) / 2 for k in reply) <= 0.01


def test_round_value_shows_the_designer_note_denial_and_meteor_at_4() -> None:
    assert eq.round_value(WS_1) == 0.0
    assert eq.round_value(replace(WS_1, version="m4", meteor_cost=4)) > 0.1


def test_a_draft_is_solved_on_first_use_and_kept() -> None:
    draft = replace(TINY, version="tiny-2")
    first = eq.solution_for(draft)
    assert eq.solution_for(draft) is first


@pytest.mark.parametrize("opponent", ["beginner", "intermediate"])
def test_two_player_advanced_never_concedes_a_soul_under_ws1(opponent: str) -> None:
    for k in range(4):
        mine = k % 2
        agents = [make_agent("advanced", k), make_agent(opponent, 100 + k)]
        if mine:
            agents.reverse()
        match: Match[Any, Any, Any] = Match(GAME, k, seats=2)
        while not match.over:
            seat = match.deciders()[0]
            match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
        outcome = GAME.outcome(match.state)
        assert outcome is not None and outcome.scores[1 - mine] == 0 and outcome.winners == (mine,)


# --- three and four players: the search ------------------------------------------------------


@pytest.mark.parametrize("seats", [3, 4])
def test_the_search_takes_a_meteor_nobody_can_answer(seats: int) -> None:
    """With 3 mana against players who have none (so nobody can strike it or meteor
    back), a meteor ends the round with both lives scored: the search finds it from its
    view whatever its seed. (Its strength over whole games is the README's tournament.)"""
    wizards = (Wizard(2, 3),) + tuple(Wizard(2, 0) for _ in range(seats - 1))
    state = State(WS_1, seats, 1, 1, wizards, (None,) * seats)
    for seed in range(3):
        choice = AdvancedAgent(seed).choose(view_for(state, 0), legal_commits(state, 0), ())
        assert choice.card is Card.METEOR, (seed, choice)
