"""W29, two players: the equilibrium of the real game (round, souls, step, lives and
mana; the step cap, five souls and the round limit as the rules play them). Checked
against an independent solve and an independent best reply that play each pair of cards
through the engine's own `step`, the shipped ws-1 table against a fresh solve, and the
stage-game solver against linear programs."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from scipy.optimize import linprog  # type: ignore[import-untyped,unused-ignore]

from engine.wizard_survive.ai import equilibrium as eq
from engine.wizard_survive.ai import equilibrium_games as games
from engine.wizard_survive.ai.equilibrium_reply import best_reply, exploitability
from engine.wizard_survive.ai.equilibrium_solve import solve as solve_arrays
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import affordable, step
from engine.wizard_survive.rules import WS_1
from engine.wizard_survive.state import State, Wizard

ROOT = Path(__file__).resolve().parents[2]
# small enough for a linear program per state, big enough for every rule to bite: partial
# damage, a meteor, two souls to win, a step cap of 4 and a round limit of 3
SMALL = replace(WS_1, version="small", mana_cap=3, souls_to_win=2, meteor_cost=2, lightning_cost=2, step_limit=4,
                round_limit=3)


def _exact() -> eq.Solution:
    """The solver's table with its float64 mixes (the shipped kind keeps float32)."""
    solved = solve_arrays(SMALL)
    return eq.Solution(SMALL, solved.rounds, solved.values, solved.mixes)


def _keys() -> list[eq.Key]:
    r = SMALL
    return [(rn, sa, sb, st, *p) for rn in range(1, r.round_limit + 1) for sa in range(r.souls_to_win)
            for sb in range(r.souls_to_win) for st in range(1, r.step_limit + 1) for p in eq.pairs(r)]


@cache
def _after(key: eq.Key, mine: Card, its: Card) -> tuple[str, object]:
    """One reveal played by the engine: ("end", my result) or ("on", the next key)."""
    rn, sa, sb, st, la, ma, lb, mb = key
    state = State(SMALL, 2, rn, st, (Wizard(la, ma, sa), Wizard(lb, mb, sb)), (None, None))
    state, _ = step(state, Commit(0, mine, (1,)))
    state, _ = step(state, Commit(1, its, (0,)))
    if state.over:
        return "end", 1.0 if state.winner == 0 else 0.0 if state.winner == 1 else 0.5
    a, b = state.wizards
    return "on", (state.round, a.souls, b.souls, state.step, a.lives, a.mana, b.lives, b.mana)


def _cards(key: eq.Key) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    return affordable(SMALL, key[5]), affordable(SMALL, key[7])


@cache
def _lp_value(key: eq.Key) -> float:
    """The state's value by a linear program over successors valued the same way."""
    mine, its = _cards(key)
    m = np.array([[_worth(_after(key, a, b), _lp_value) for b in its] for a in mine])
    return _lp(m, np.arange(len(mine)), np.arange(len(its)))


def _worth(after: tuple[str, object], value: object) -> float:
    kind, what = after
    return float(what) if kind == "end" else value(what)  # type: ignore[operator,arg-type]


def test_the_values_are_the_real_games_by_an_independent_solve() -> None:
    solution = _exact()
    keys = _keys()
    gaps = [abs(solution.value(k) - _lp_value(k)) for k in keys]
    assert max(gaps) < 1e-7                         # HiGHS' own tolerance
    assert max(abs(solution.value(k) + solution.value(eq.mirror(k)) - 1.0) for k in keys) < 1e-12
    assert len({round(solution.value(k), 6) for k in keys}) > 5          # not a table of halves


def test_no_reply_gains_anything_by_an_independent_best_reply() -> None:
    """Against the table's mixes (both seats play them), the other's best card at every
    state, valued through the engine: it never gets below the table's value. With the
    values summing to 1 over mirrored states, the table is an exact equilibrium."""
    solution = _exact()

    @cache
    def held(key: eq.Key) -> float:
        mine, its = _cards(key)
        x = solution.mix(key)
        return min(sum(x[a.value] * _worth(_after(key, a, b), held) for a in mine) for b in its)

    assert max(solution.value(k) - held(k) for k in _keys()) < 1e-9
    assert exploitability(solution) < 1e-9         # the benchmark's vectorised best reply agrees
    reply = best_reply(solution)
    key = (1, 0, 0, 1, *eq.start_pair(SMALL))
    win, draw, _ = reply.chances(key)
    assert win + draw / 2 == pytest.approx(held(key), abs=1e-12)


def test_the_solve_is_the_same_each_time_and_in_a_fresh_process() -> None:
    def digest(solved: object) -> str:
        return hashlib.sha256(solved.values.tobytes() + solved.mixes.tobytes()).hexdigest()  # type: ignore[attr-defined]

    here = digest(solve_arrays(SMALL))
    assert here == digest(solve_arrays(SMALL))
    code = ("import hashlib, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2]); "
            "from test_ws_equilibrium import SMALL, solve_arrays; s = solve_arrays(SMALL); "
            "print(hashlib.sha256(s.values.tobytes() + s.mixes.tobytes()).hexdigest())")
    done = subprocess.run([sys.executable, "-c", code, str(ROOT), str(Path(__file__).parent)], check=False,
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == here


def test_the_shipped_ws1_table_is_a_fresh_solve_of_ws1() -> None:
    fresh = eq.solve(WS_1)
    shipped = eq.from_bytes(eq.shipped(), WS_1)
    assert shipped is not None and shipped.rounds == fresh.rounds
    assert np.abs(shipped.values - fresh.values).max() < 1e-12
    assert np.abs(shipped.mixes - fresh.mixes).max() < 1e-6
    assert eq.solution_for(WS_1).rounds == shipped.rounds


def test_under_ws1_the_best_reply_only_draws_and_no_state_is_exploitable() -> None:
    solution = eq.solution_for(WS_1)
    reply = best_reply(solution)
    assert reply.chances((1, 0, 0, 1, *eq.start_pair(WS_1))) == pytest.approx((0.0, 1.0, 0.0), abs=1e-9)
    assert exploitability(solution, reply) < 1e-6             # float32 mixes


def test_a_draft_is_solved_on_first_use_with_progress_and_kept() -> None:
    draft = replace(SMALL, version="small-2")
    heard: list[tuple[int, int]] = []
    assert not eq.is_solved(draft)
    first = eq.solution_for(draft, lambda done, total: heard.append((done, total)))
    assert heard == [(n, 3) for n in range(1, 4)]
    assert eq.is_solved(draft) and eq.solution_for(draft) is first
    heard_by_window: list[eq.SolveProgress] = []
    with eq.reporting(heard_by_window.append):          # how a window's AI worker would listen
        eq.solution_for(replace(SMALL, version="small-3"))
    assert heard_by_window[-1] == eq.SolveProgress(3, 3)


def _lp(m: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> float:
    """A matrix game's value: its pure saddle point, else a linear program (HiGHS)."""
    a = m[np.ix_(rows, cols)]
    if a.min(axis=1).max() == a.max(axis=0).min():
        return float(a.min(axis=1).max())
    k = len(rows)
    res = linprog(np.r_[np.zeros(k), -1.0], A_ub=np.hstack([-a.T, np.ones((len(cols), 1))]), b_ub=np.zeros(len(cols)),
                  A_eq=np.r_[np.ones(k), 0.0][None], b_eq=[1.0], bounds=[(0, None)] * k + [(None, None)],
                  method="highs")
    return float(res.x[-1])


def test_stage_games_are_solved_exactly_even_when_degenerate() -> None:
    rng = np.random.default_rng(7)
    n = 400
    m = rng.integers(0, 4, (n, 5, 5)) / 4.0            # many ties: degenerate games
    rowok, colok = rng.random((n, 5)) < 0.8, rng.random((n, 5)) < 0.8
    rowok[:, 1] = colok[:, 1] = True
    safety, prefer = rng.random((n, 5, 5)), rng.random((n, 5))
    value, x, _, mixed = games.solve(m, rowok, colok, safety, prefer, None)
    assert mixed > 100
    for i in range(n):
        assert value[i] == pytest.approx(_lp(m[i], np.nonzero(rowok[i])[0], np.nonzero(colok[i])[0]), abs=1e-9)
    held = np.where(colok, np.einsum("nr,nrc->nc", x, m), np.inf).min(axis=1)
    assert (held >= value - 1e-12).all() and np.allclose(x.sum(axis=1), 1.0) and not (x * ~rowok).any()
