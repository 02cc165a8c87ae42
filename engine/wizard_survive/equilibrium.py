"""W29, two players: the game as a two-player zero-sum stochastic game on the public state
(both players' lives, mana and souls) and its stationary equilibrium.

A state is seen from its first player ("me"): `Key` = (my souls, the other's souls, my
lives, my mana, its lives, its mana), both in. Its value is my discounted win minus my
discounted loss, in [-1, 1] (a draw or a round that never ends is worth 0): a zero-sum
payoff, so the other's value of the mirrored key is its negation; (1 + value) / 2 is
the win probability with a draw counted half. Each step is a stage game: a matrix of
my affordable cards against its affordable cards whose entries are DISCOUNT times the
value of the state the reveal leads to, the reveal being the rules' own `resolve`, so
this model and the rules cannot disagree. The step and round numbers are left out (W29):
the model plays on past the step and round caps, and the discount makes its values
unique and a sooner win worth more.

Solving (`solve`, needs NumPy and SciPy): souls only change when a round ends, so the
levels of souls are solved from the top down, each a fixed point of its within-round
states (lives 1..start, mana 0..cap each: 144 under ws-1) whose round ends lead to levels
already solved. Each fixed point is Shapley's operator (one matrix game per state:
a pure saddle point found with NumPy, else the last strategies checked again, else a
linear program by `scipy.optimize.linprog(method="highs")`), sped up by evaluating
the stage strategies' pair exactly (a linear solve over the level: Pollatschek and
Avi-Itzhak's step) while that shrinks the Bellman residual, plain sweeps otherwise.
Among a state's optimal mixes the one kept is the best against a uniform opponent
(one more program), so the AI still punishes careless play.

ws-1's table ships as `equilibrium-ws-1.json` (scripts/solve_ws_equilibrium.py writes
it); any other rule set is solved on first use and kept in memory.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from engine.wizard_survive.apply import fold
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import affordable, resolve
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard

DISCOUNT = 0.99          # W29's per-step discount: an AI parameter, not a rule
# Souls as a tie-break: under ws-1 perfect play never scores, so nearly every state is
# worth 0 and almost any mix is "optimal", conceding souls included. A round's end adds
# SOUL_WORTH per soul gained and DENIAL times that per soul conceded: among near-equal
# win values the AI denies first, then scores. Small enough to cost well under W29's
# 0.01 of win probability (scripts/bench_ws_equilibrium.py measures it).
SOUL_WORTH = 1e-4
DENIAL = 2.0
RESIDUAL = 1e-11         # the Bellman residual a level's fixed point is solved to
TIE = 1e-9               # how much of a state's value the refinement may give up
DATA_FILE = "equilibrium-ws-1.json"
CARDS = tuple(Card)

Pair = tuple[int, int, int, int]                 # my lives, my mana, its lives, its mana
Key = tuple[int, int, int, int, int, int]        # my souls, its souls, then a Pair


@dataclass(frozen=True, slots=True)
class After:
    """Where a pair of cards leads: on in the round (`pair`), or the round's end with
    the souls each gains (all_out: none)."""

    pair: Pair | None
    gains: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Stage:
    mine: tuple[Card, ...]                       # rows: my affordable cards
    its: tuple[Card, ...]                        # columns: its affordable cards
    after: tuple[tuple[After, ...], ...]         # [row][column]


@dataclass(frozen=True)
class Solution:
    rules: RuleSet
    discount: float
    values: dict[Key, float]
    mixes: dict[Key, tuple[float, ...]]          # probability per card of CARDS (0: not affordable)
    facts: dict[str, Any] = field(default_factory=dict, compare=False)

    def mix(self, key: Key) -> tuple[float, ...]:
        return self.mixes[key]


def pairs(rules: RuleSet) -> tuple[Pair, ...]:
    """Every within-round state with both players in."""
    lives, mana = range(1, rules.start_lives + 1), range(rules.mana_cap + 1)
    return tuple((la, ma, lb, mb) for la in lives for ma in mana for lb in lives for mb in mana)


def start_pair(rules: RuleSet) -> Pair:
    return (rules.start_lives, rules.start_mana, rules.start_lives, rules.start_mana)


def mirror(key: Key) -> Key:
    sa, sb, la, ma, lb, mb = key
    return (sb, sa, lb, mb, la, ma)


def after(rules: RuleSet, pair: Pair, mine: Card, its: Card) -> After:
    """One reveal of `mine` against `its` from `pair`, by the rules' resolve (W10-W18)."""
    la, ma, lb, mb = pair
    state = State(rules, 2, 1, 1, (Wizard(la, ma), Wizard(lb, mb)), (None, None))
    events = resolve(rules, state.wizards, {0: Commitment(mine, (1,)), 1: Commitment(its, (0,))})
    a, b = fold(state, events).wizards
    if not a.out and not b.out:
        return After((a.lives, a.mana, b.lives, b.mana))
    if a.out and b.out:
        return After(None)
    return After(None, (a.lives, 0) if b.out else (0, b.lives))


_STAGES: dict[RuleSet, dict[Pair, Stage]] = {}


def stages(rules: RuleSet) -> dict[Pair, Stage]:
    """Every within-round state's stage game, built once per rule set."""
    if rules not in _STAGES:
        built = {}
        for pair in pairs(rules):
            mine, its = affordable(rules, pair[1]), affordable(rules, pair[3])
            built[pair] = Stage(mine, its, tuple(tuple(after(rules, pair, a, b) for b in its) for a in mine))
        _STAGES[rules] = built
    return _STAGES[rules]


def levels(rules: RuleSet) -> Iterator[tuple[int, int]]:
    """The souls levels below the win, the most souls first (a round's end only climbs)."""
    top = rules.souls_to_win
    for total in range(2 * (top - 1), -1, -1):
        for sa in range(top - 1, -1, -1):
            sb = total - sa
            if 0 <= sb < top:
                yield sa, sb


# --------------------------------------------------------------------------- solving

@dataclass(frozen=True)
class Layout:
    """A level's stage games as arrays over (state, my card, its card), cards by value;
    the same for every level (souls only change the round ends' worth)."""

    order: tuple[Pair, ...]
    start: int
    rowok: Any               # (n, 5): my affordable cards
    colok: Any               # (n, 5): its affordable cards
    valid: Any               # (n, 5, 5)
    inner: Any               # within-level successor (all_out: the round's start), or -1 for a round's end
    gain_a: Any              # souls gained at a round's end
    gain_b: Any
    ended: Any               # (n, 5, 5): the round ends, all_out included


def layout(rules: RuleSet) -> Layout:
    import numpy as np

    table = stages(rules)
    order = pairs(rules)
    index = {p: i for i, p in enumerate(order)}
    n, width = len(order), len(CARDS)
    start = index[start_pair(rules)]
    rowok = np.zeros((n, width), bool)
    colok = np.zeros((n, width), bool)
    inner = np.full((n, width, width), -1, np.int64)
    ended = np.zeros((n, width, width), bool)
    gain_a = np.zeros((n, width, width), np.int64)
    gain_b = np.zeros((n, width, width), np.int64)
    for i, p in enumerate(order):
        st = table[p]
        for r, a in enumerate(st.mine):
            rowok[i, a.value] = True
            for c, b in enumerate(st.its):
                colok[i, b.value] = True
                nxt = st.after[r][c]
                ended[i, a.value, b.value] = nxt.pair is None
                if nxt.pair is not None:
                    inner[i, a.value, b.value] = index[nxt.pair]
                elif nxt.gains == (0, 0):
                    inner[i, a.value, b.value] = start
                else:
                    gain_a[i, a.value, b.value], gain_b[i, a.value, b.value] = nxt.gains
    valid = rowok[:, :, None] & colok[:, None, :]
    return Layout(order, start, rowok, colok, valid, np.where(valid, inner, -1), gain_a, gain_b, ended & valid)


def round_ends(rules: RuleSet, lay: Layout, level: tuple[int, int], values: dict[tuple[int, int], Any],
               souls_worth: float) -> Any:
    """What each round's end is worth at `level`: a win, a loss or the round's start of
    the level it leads to (from `values`), with the souls' tie-break."""
    import numpy as np

    sa, sb = level
    top = rules.souls_to_win
    const = np.zeros(lay.inner.shape)
    for i, r, c in zip(*np.nonzero(lay.valid & (lay.inner < 0))):
        ga, gb = lay.gain_a[i, r, c], lay.gain_b[i, r, c]
        if sa + ga >= top:
            const[i, r, c] = 1.0
        elif sb + gb >= top:
            const[i, r, c] = -1.0
        else:
            const[i, r, c] = values[(sa + ga, sb + gb)][lay.start]
        const[i, r, c] += souls_worth * (ga - DENIAL * gb)
    return const


def solve(rules: RuleSet, discount: float = DISCOUNT, souls_worth: float = SOUL_WORTH) -> Solution:
    """The equilibrium values and mixes of every state under `rules` (NumPy and SciPy)."""
    lay = layout(rules)
    order, n = lay.order, len(lay.order)
    values: dict[tuple[int, int], Any] = {}
    mixes: dict[tuple[int, int], Any] = {}
    facts = {"levels": 0, "states": 0, "sweeps": 0, "evaluations": 0, "pure": 0, "kept": 0, "linprog": 0,
             "refined": 0}
    solver = _Stager(lay.rowok, lay.colok, facts)
    previous: Any = None
    for level in levels(rules):
        const = round_ends(rules, lay, level, values, souls_worth)
        value, x, y = _fixed_point(lay.inner, const, lay.valid, discount, solver, previous)
        values[level] = value
        mixes[level] = solver.refine(_matrices(lay.inner, const, lay.valid, value, discount), value, x)
        previous = value
        facts["levels"] += 1
        facts["states"] += n
    out_values: dict[Key, float] = {}
    out_mixes: dict[Key, tuple[float, ...]] = {}
    for (sa, sb), value in values.items():
        for i, p in enumerate(order):
            key = (sa, sb, *p)
            out_values[key] = float(value[i])
            out_mixes[key] = tuple(float(q) for q in mixes[(sa, sb)][i])
    return Solution(rules, discount, out_values, out_mixes, facts)


def _matrices(inner: Any, const: Any, valid: Any, value: Any, discount: float) -> Any:
    import numpy as np

    return np.where(valid, discount * np.where(inner >= 0, value[np.maximum(inner, 0)], const), 0.0)


def _fixed_point(inner: Any, const: Any, valid: Any, discount: float, solver: _Stager,
                 guess: Any) -> tuple[Any, Any, Any]:
    """One level's values: Shapley's operator, each sweep followed by the exact values
    of its stage strategies' pair (Pollatschek and Avi-Itzhak's Newton step); a step
    that does not shrink the Bellman residual is undone for a plain sweep."""
    import numpy as np

    n = inner.shape[0]
    value = np.zeros(n) if guess is None else guess.copy()
    best, best_stage = np.inf, None
    for _ in range(100_000):
        solver.facts["sweeps"] += 1
        stage, x, y = solver.values(_matrices(inner, const, valid, value, discount))
        residual = float(np.max(np.abs(stage - value)))
        if residual < RESIDUAL:
            return stage, x, y
        if residual >= best and best_stage is not None:
            value, best_stage, best = best_stage, None, np.inf      # undo: one plain sweep from the best
            continue
        best, best_stage = residual, stage
        solver.facts["evaluations"] += 1
        value = _evaluate(inner, const, discount, x, y)
    raise RuntimeError("the equilibrium's value iteration did not converge")


def _best_reply(inner: Any, const: Any, colok: Any, discount: float, x: Any, reply: Any,
                facts: dict[str, Any]) -> tuple[Any, Any]:
    """The values the row mixes `x` hold against the column player's best reply (a
    Markov decision process), by policy iteration from the pure reply `reply`."""
    import numpy as np
    from scipy.sparse import csc_matrix, identity  # type: ignore[import-untyped,unused-ignore]
    from scipy.sparse.linalg import spsolve  # type: ignore[import-untyped,unused-ignore]

    n, width = inner.shape[0], inner.shape[2]
    states = np.arange(n)
    # per state and column: the row mix's weight on each successor, and its fixed part
    weight = np.zeros((n, width, n))
    rows, r, c = np.nonzero(inner >= 0)
    np.add.at(weight, (rows, c, inner[rows, r, c]), x[rows, r])
    fixed = np.einsum("sr,src->sc", x, np.where(inner < 0, const, 0.0))
    for _ in range(1000):
        facts["evaluations"] += 1
        system = identity(n, format="csc") - discount * csc_matrix(weight[states, reply])
        value = np.asarray(spsolve(system, discount * fixed[states, reply]))
        q = np.where(colok, discount * (weight @ value + fixed), np.inf)
        better = q.argmin(axis=1)
        improve = q[states, better] < q[states, reply] - 1e-13
        if not improve.any():
            return value, reply
        reply = np.where(improve, better, reply)
    raise RuntimeError("the best reply's policy iteration did not converge")


def _evaluate(inner: Any, const: Any, discount: float, x: Any, y: Any) -> Any:
    """The exact values of playing the mixes x and y at every state of a level."""
    import numpy as np
    from scipy.sparse import coo_matrix, identity  # type: ignore[import-untyped,unused-ignore]
    from scipy.sparse.linalg import spsolve  # type: ignore[import-untyped,unused-ignore]

    n = inner.shape[0]
    w = x[:, :, None] * y[:, None, :]
    rows, r, c = np.nonzero((inner >= 0) & (w > 0))
    # sparse (SuperLU): a dense solve calls a threaded BLAS that stalls on a busy machine
    moving = coo_matrix((w[rows, r, c], (rows, inner[rows, r, c])), shape=(n, n)).tocsc()
    fixed = np.sum(np.where(inner < 0, w * const, 0.0), axis=(1, 2))
    return np.asarray(spsolve((identity(n, format="csc") - discount * moving).tocsc(), discount * fixed))


def _on_support(m: Any, rowok: Any, colok: Any, px: Any, py: Any) -> tuple[float, Any, Any] | None:
    """The equilibrium of `m` on the supports of the mixes px, py when it is one: both
    sides made indifferent on those supports (a square linear system), no side better
    off leaving them; None otherwise (then a linear program decides)."""
    import numpy as np

    rows, cols = np.nonzero(px > 1e-12)[0], np.nonzero(py > 1e-12)[0]
    k = len(rows)
    if k != len(cols) or k < 2:
        return None
    a = m[np.ix_(rows, cols)]
    lhs = np.zeros((k + 1, k + 1))
    rhs = np.zeros(k + 1)
    rhs[k] = 1.0
    lhs[:k, :k], lhs[:k, k], lhs[k, :k] = a.T, -1.0, 1.0
    try:
        sx = np.linalg.solve(lhs, rhs)
        lhs[:k, :k] = a
        sy = np.linalg.solve(lhs, rhs)
    except np.linalg.LinAlgError:
        return None
    if sx[:k].min() < -1e-12 or sy[:k].min() < -1e-12:
        return None
    x, y = np.zeros(m.shape[0]), np.zeros(m.shape[1])
    x[rows], y[cols] = np.clip(sx[:k], 0, None), np.clip(sy[:k], 0, None)
    lo = float(np.min((x @ m)[colok]))
    hi = float(np.max((m @ y)[rowok]))
    if hi - lo > 1e-12:
        return None
    return (lo + hi) / 2, x / x.sum(), y / y.sum()


class _Stager:
    """The stage games of a level: values and both players' optimal mixes."""

    def __init__(self, rowok: Any, colok: Any, facts: dict[str, Any]) -> None:
        self.rowok, self.colok, self.facts = rowok, colok, facts
        self.x: Any = None
        self.y: Any = None

    def values(self, m: Any) -> tuple[Any, Any, Any]:
        import numpy as np

        n, width, _ = m.shape
        rowmin = np.where(self.colok[:, None, :], m, np.inf).min(axis=2)
        rowmin = np.where(self.rowok, rowmin, -np.inf)
        colmax = np.where(self.rowok[:, :, None], m, -np.inf).max(axis=1)
        colmax = np.where(self.colok, colmax, np.inf)
        low, high = rowmin.max(axis=1), colmax.min(axis=1)
        value = np.empty(n)
        x, y = np.zeros((n, width)), np.zeros((n, width))
        for i in range(n):
            if high[i] - low[i] <= 1e-14:
                self.facts["pure"] += 1
                value[i] = low[i]
                x[i, int(rowmin[i].argmax())] = 1.0
                y[i, int(colmax[i].argmin())] = 1.0
                continue
            if self.x is not None:
                # warm start: the last sweep's supports usually still carry the equilibrium
                found = _on_support(m[i], self.rowok[i], self.colok[i], self.x[i], self.y[i])
                if found is not None:
                    self.facts["kept"] += 1
                    value[i], x[i], y[i] = found
                    continue
            value[i], x[i], y[i] = self._program(m[i], self.rowok[i], self.colok[i])
        self.x, self.y = x, y
        return value, x, y

    def _program(self, m: Any, rowok: Any, colok: Any) -> tuple[float, Any, Any]:
        """max v subject to v <= (x M)_j for every column j, x a distribution."""
        import numpy as np
        from scipy.optimize import linprog  # type: ignore[import-untyped,unused-ignore]

        self.facts["linprog"] += 1
        rows, cols = np.nonzero(rowok)[0], np.nonzero(colok)[0]
        a = m[np.ix_(rows, cols)]
        k = len(rows)
        cost = np.zeros(k + 1)
        cost[-1] = -1.0
        upper = np.hstack([-a.T, np.ones((len(cols), 1))])
        equal = np.hstack([np.ones((1, k)), np.zeros((1, 1))])
        res = linprog(cost, A_ub=upper, b_ub=np.zeros(len(cols)), A_eq=equal, b_eq=[1.0],
                      bounds=[(0, None)] * k + [(None, None)], method="highs")
        if res.status != 0:
            raise RuntimeError(f"linprog failed on a stage game: {res.message}")
        x, y = np.zeros(m.shape[0]), np.zeros(m.shape[1])
        x[rows] = np.clip(res.x[:k], 0, None)
        y[cols] = np.clip(-res.ineqlin.marginals, 0, None)
        return float(res.x[k]), x / x.sum(), y / y.sum()

    def refine(self, m: Any, value: Any, x: Any) -> Any:
        """Of each state's optimal mixes, the best against a uniform opponent."""
        import numpy as np
        from scipy.optimize import linprog  # type: ignore[import-untyped,unused-ignore]

        out = x.copy()
        for i in range(m.shape[0]):
            rows, cols = np.nonzero(self.rowok[i])[0], np.nonzero(self.colok[i])[0]
            if len(rows) < 2:
                continue
            a = m[i][np.ix_(rows, cols)]
            safe = a.min(axis=1) >= value[i] - TIE
            if safe.any():
                # a pure saddle: of the cards that hold the value alone, the best on average
                best = rows[int(np.argmax(np.where(safe, a.mean(axis=1), -np.inf)))]
                out[i] = np.eye(m.shape[1])[best]
                continue
            self.facts["refined"] += 1
            res = linprog(-a.mean(axis=1), A_ub=-a.T, b_ub=-(value[i] - TIE) * np.ones(len(cols)),
                          A_eq=np.ones((1, len(rows))), b_eq=[1.0], bounds=[(0, None)] * len(rows), method="highs")
            if res.status != 0:
                continue
            mix = np.zeros(m.shape[1])
            mix[rows] = np.clip(res.x, 0, None)
            out[i] = mix / mix.sum()
        return out


# --------------------------------------------------------------------------- measures

_ROUND_VALUES: dict[RuleSet, float] = {}


def round_value(rules: RuleSet) -> float:
    """The 2-player game value of a round under `rules`, in souls for the first seat:
    the souls it can make sure of gaining in one round from the round's start, however
    the other plays (the round's zero-sum game of the first seat's souls, exact, with
    the step limit W19). 0 under ws-1: the other can deny every soul (the designer's
    note). The margin (first seat's souls less the other's) is worth 0 under any rule
    set, by symmetry, so it tells a designer nothing. Cached per rule set."""
    if rules not in _ROUND_VALUES:
        import numpy as np

        lay = layout(rules)
        n = len(lay.order)
        solver = _Stager(lay.rowok, lay.colok, {"pure": 0, "kept": 0, "linprog": 0})
        worth = np.zeros(n)                      # after the last step: no souls (W19)
        for _ in range(rules.step_limit):
            m = np.where(lay.ended, lay.gain_a, worth[np.maximum(lay.inner, 0)])
            worth, _, _ = solver.values(np.where(lay.valid, m, 0.0))
        _ROUND_VALUES[rules] = float(worth[lay.start])
    return _ROUND_VALUES[rules]


def mix_arrays(solution: Solution, level: tuple[int, int]) -> Any:
    import numpy as np

    return np.array([solution.mixes[(*level, *p)] for p in pairs(solution.rules)])


def round_best_reply(solution: Solution, level: tuple[int, int], margin: bool = True) -> float:
    """What the other's exact best reply to the AI's mixes gains in one round from its
    start at souls `level` (the AI first), with the step limit: its souls less the AI's
    (`margin`), or its souls alone."""
    import numpy as np

    rules = solution.rules
    lay = layout(rules)
    x = mix_arrays(solution, level)
    payoff = lay.gain_b - (lay.gain_a if margin else 0)
    worth = np.zeros(len(lay.order))
    for _ in range(rules.step_limit):
        m = np.where(lay.ended, payoff, worth[np.maximum(lay.inner, 0)])
        q = np.einsum("sr,src->sc", x, np.where(lay.valid, m, 0.0))
        worth = np.where(lay.colok, q, -np.inf).max(axis=1)
    return float(worth[lay.start])


def game_best_reply(solution: Solution, souls_worth: float = 0.0) -> dict[Key, float]:
    """The values (win minus loss, discounted, the AI first) the AI's mixes hold against
    the other's exact best reply in the whole stochastic game."""
    import numpy as np

    rules = solution.rules
    lay = layout(rules)
    values: dict[tuple[int, int], Any] = {}
    facts: dict[str, Any] = {"evaluations": 0}
    for level in levels(rules):
        const = round_ends(rules, lay, level, values, souls_worth)
        values[level], _ = _best_reply(lay.inner, const, lay.colok, solution.discount, mix_arrays(solution, level),
                                       np.argmax(lay.colok, axis=1), facts)
    return {(*level, *p): float(v[i]) for level, v in values.items() for i, p in enumerate(lay.order)}


# --------------------------------------------------------------------------- the table

def to_data(solution: Solution) -> dict[str, Any]:
    rows = []
    for key in sorted(solution.values):
        rows.append([*key, round(solution.values[key], 12), [round(q, 9) for q in solution.mixes[key]]])
    return {"game": "wizard_survive", "what": "W29 two-player equilibrium", "rules": solution.rules.to_data(),
            "discount": solution.discount, "cards": [c.key for c in CARDS], "states": rows}


def from_data(data: dict[str, Any], rules: RuleSet) -> Solution:
    if data.get("cards") != [c.key for c in CARDS]:
        raise ValueError("the equilibrium table names other cards")
    values: dict[Key, float] = {}
    mixes: dict[Key, tuple[float, ...]] = {}
    for row in data["states"]:
        key: Key = (row[0], row[1], row[2], row[3], row[4], row[5])
        values[key] = float(row[6])
        mixes[key] = tuple(float(q) for q in row[7])
    return Solution(rules, float(data["discount"]), values, mixes)


def _same_rules(data: dict[str, Any], rules: RuleSet) -> bool:
    mine = {k: v for k, v in rules.to_data().items() if k not in ("name", "note")}
    theirs = {k: v for k, v in data.items() if k not in ("name", "note")}
    return mine == theirs


_SOLVED: dict[tuple[RuleSet, float], Solution] = {}


def shipped() -> dict[str, Any]:
    text = resources.files("engine.wizard_survive").joinpath(DATA_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def solution_for(rules: RuleSet) -> Solution:
    """The cached equilibrium of `rules`: ws-1's from the package data, any other rule
    set's solved on its first use (NumPy and SciPy) and kept in memory."""
    key = (rules, DISCOUNT)
    if key not in _SOLVED:
        found = None
        if rules == WS_1:
            try:
                data = shipped()
            except FileNotFoundError:
                data = None
            if data is not None and _same_rules(data["rules"], rules) and data["discount"] == DISCOUNT:
                found = from_data(data, rules)
        _SOLVED[key] = found if found is not None else solve(rules)
    return _SOLVED[key]


def key_for(souls: tuple[int, int], mine: Wizard, its: Wizard) -> Key:
    return (souls[0], souls[1], mine.lives, mine.mana, its.lives, its.mana)
