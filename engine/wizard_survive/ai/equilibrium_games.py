"""Many small zero-sum matrix games at once, exactly (NumPy): the stage games of the
two-player equilibrium (`equilibrium_solve.py`).

Each game is a (W, W) payoff matrix to the row player (W = 5 cards) with the rows and
columns it may use (the cards each side can afford). Its value comes from a pure saddle
point when there is one (most stage games), else from the basic solutions (Shapley and
Snow): for every square pair of supports, the row mix that makes the chosen columns
indifferent, a linear solve batched over every game that can use those supports. The
value is the best guarantee among them, exact to rounding, so no linear program's
tolerance (HiGHS: 1e-7) enters the table.

Of a game's optimal row mixes the one kept is a vertex of the optimal set (a polytope;
its vertices are basic solutions too: a support S and |S| - 1 columns held at the
value), the one with the best worst case in a second payoff matrix (the AI's souls, so
it denies where the win is not at stake), then the best by a preference (a number per
row: what a careless opponent would leave it). A pure saddle point keeps a row that
holds the value alone, chosen the same way. Candidates are tried in a fixed order
(smaller supports first), so ties keep the simplest mix, the same in every process.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

WIDTH = 5
SADDLE = 1e-14       # a game whose pure bounds meet this closely has a pure saddle point
TIE = 1e-12          # how far below the value a kept mix may guarantee (rounding only)
SINGULAR = 1e-13     # a basic solution's system this close to singular is skipped


def first_within(score: Any, tie: float) -> Any:
    """Per row, the first column within `tie` of the row's best: ties broken by order,
    not by rounding, so a tie computed along another path breaks the same way."""
    return (score >= score.max(axis=1, keepdims=True) - tie).argmax(axis=1)


def _supports(width: int, size: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(width), size))


def guarantee(m: Any, colok: Any, x: Any) -> Any:
    """What each row mix x makes sure of: its worst column among those allowed."""
    return np.where(colok, np.einsum("nr,nrc->nc", x, m), np.inf).min(axis=1)


def pure_bounds(m: Any, rowok: Any, colok: Any) -> tuple[Any, Any, Any]:
    """Each game's best row minimum (the row player's pure guarantee), best column
    maximum (the column player's) and the rows' minima."""
    rowmin = np.where(rowok, np.where(colok[:, None, :], m, np.inf).min(axis=2), -np.inf)
    colmax = np.where(colok, np.where(rowok[:, :, None], m, -np.inf).max(axis=1), np.inf)
    return rowmin.max(axis=1), colmax.min(axis=1), rowmin


def values(m: Any, rowok: Any, colok: Any) -> tuple[Any, int]:
    """Every game's value, and how many had no pure saddle point."""
    value, _, _, mixed = solve(m, rowok, colok, m, np.zeros(rowok.shape), None)
    return value, mixed


def solve(m: Any, rowok: Any, colok: Any, safety: Any, prefer: Any, guess: Any) -> tuple[Any, Any, Any, int]:
    """Every game's value and kept row mix, the supports to try first next time ((N, 2)
    codes: a basic solution's rows and columns) and how many games had no pure saddle
    point. The kept mix is the optimal one (a vertex of the optimal set) with the best
    worst case in the second payoff matrix `safety`, then the best by `prefer`.
    `guess`: last time's supports (the same games a step later), or None."""
    n = len(m)
    low, high, rowmin = pure_bounds(m, rowok, colok)
    value = low.copy()
    x, y = np.zeros((n, WIDTH)), np.zeros((n, WIDTH))
    supports = np.zeros((n, 2), np.int64)
    pure = np.nonzero(high - low <= SADDLE)[0]
    safe = rowok[pure] & (rowmin[pure] >= low[pure, None] - TIE)
    worst = np.where(colok[pure][:, None, :], safety[pure], np.inf).min(axis=2)
    top = np.where(safe, worst, -np.inf).max(axis=1, keepdims=True)
    liked = np.where(safe & (worst >= top - TIE), prefer[pure], -np.inf)
    x[pure, first_within(liked, TIE)] = 1.0
    mixed = np.nonzero(high - low > SADDLE)[0]
    if not len(mixed):
        return value, x, supports, 0
    solved = np.zeros(n, bool)
    if guess is not None:
        for code, sel in _groups(guess[mixed], mixed):
            rows, cols = _members(code[0]), _members(code[1])
            if len(rows) != len(cols) or len(rows) < 2:
                continue
            sel = sel[rowok[sel][:, rows].all(axis=1) & colok[sel][:, cols].all(axis=1)]
            bx, by, ok = _basic(m[sel], rows, cols)
            lo = guarantee(m[sel], colok[sel], bx)
            hi = np.where(rowok[sel], np.einsum("nrc,nc->nr", m[sel], by), -np.inf).max(axis=1)
            ok &= hi - lo <= SADDLE
            sel = sel[ok]
            value[sel], x[sel], y[sel], supports[sel], solved[sel] = lo[ok], bx[ok], by[ok], code, True
    rest = mixed[~solved[mixed]]
    if len(rest):
        value[rest], supports[rest], y[rest] = _mixed_values(m[rest], rowok[rest], colok[rest], low[rest])
        for code, sel in _groups(supports[rest], rest):
            x[sel], _, _ = _basic(m[sel], _members(code[0]), _members(code[1]))
    loose = mixed[~_unique(m[mixed], rowok[mixed], colok[mixed], value[mixed], y[mixed])]
    if len(loose):
        x[loose] = _best_vertex(m[loose], rowok[loose], colok[loose], value[loose], safety[loose], prefer[loose])
    return value, x, supports, len(mixed)


def _groups(codes: Any, where: Any) -> list[tuple[tuple[int, int], Any]]:
    """The games `where` grouped by their row of `codes` (two support codes)."""
    out = []
    for code in np.unique(codes, axis=0):
        out.append(((int(code[0]), int(code[1])), where[(codes == code).all(axis=1)]))
    return out


def _members(code: int) -> tuple[int, ...]:
    return tuple(i for i in range(WIDTH) if code >> i & 1)


def _code(members: tuple[int, ...]) -> int:
    return sum(1 << i for i in members)


def _solve(systems: Any, rhs: Any) -> tuple[Any, Any]:
    """The solutions of the nonsingular systems among `systems` (rhs (N, k)) and which
    those are."""
    scale = np.abs(systems).max(axis=(1, 2)) ** systems.shape[1]
    ok = np.abs(np.linalg.det(systems)) > SINGULAR * np.maximum(scale, 1e-300)
    out = np.zeros(systems.shape[:2])
    if ok.any():
        out[ok] = np.linalg.solve(systems[ok], rhs[ok][..., None])[..., 0]
    return out, ok


def _spread(sol: Any, members: tuple[int, ...]) -> Any:
    """Mixes over all cards from weights on `members`, small negatives of rounding clipped."""
    x = np.zeros((len(sol), WIDTH))
    x[:, members] = np.clip(sol, 0.0, None)
    total = x.sum(axis=1, keepdims=True)
    return np.divide(x, total, out=np.zeros_like(x), where=total > 0)


def _bordered(a: Any) -> Any:
    """[[a, -1], [1, 0]] per game: a square support pair's indifference system."""
    k = a.shape[1]
    systems = np.zeros((len(a), k + 1, k + 1))
    systems[:, :k, :k] = a
    systems[:, :k, k] = -1.0
    systems[:, k, :k] = 1.0
    return systems


def _basic(m: Any, rows: tuple[int, ...], cols: tuple[int, ...]) -> tuple[Any, Any, Any]:
    """The basic solution of the games `m` on supports rows x cols (equal sizes): the
    row mix making those columns pay alike, the column mix making those rows pay alike,
    and which games have both, nonnegative."""
    k = len(rows)
    a = m[:, rows][:, :, cols]
    rhs = np.zeros((len(m), k + 1))
    rhs[:, k] = 1.0
    sx, ok_x = _solve(_bordered(a.transpose(0, 2, 1)), rhs)
    sy, ok_y = _solve(_bordered(a), rhs)
    ok = ok_x & ok_y & (sx[:, :k] >= -1e-12).all(axis=1) & (sy[:, :k] >= -1e-12).all(axis=1)
    return _spread(sx[:, :k], rows), _spread(sy[:, :k], cols), ok


def _mixed_values(m: Any, rowok: Any, colok: Any, low: Any) -> tuple[Any, Any, Any]:
    """The values of games without a pure saddle: the best guarantee of the basic row
    mixes (x on S making the columns J, |J| = |S|, pay one unknown amount), the
    supports of the basic solution that gave it, and the best basic column mix."""
    n = len(m)
    best = low - SADDLE        # a basic solution must beat the pure rows to be kept
    cap = np.full(n, np.inf)
    supports = np.zeros((n, 2), np.int64)
    y = np.zeros((n, WIDTH))
    for k in range(2, WIDTH + 1):
        rhs = np.zeros((n, k + 1))
        rhs[:, k] = 1.0
        for rows in _supports(WIDTH, k):
            fits_rows = rowok[:, rows].all(axis=1)
            for cols in _supports(WIDTH, k):
                sel = np.nonzero(fits_rows & colok[:, cols].all(axis=1))[0]
                if not len(sel):
                    continue
                a = m[sel][:, rows][:, :, cols]
                sol, ok = _solve(_bordered(a.transpose(0, 2, 1)), rhs[sel])
                ok &= (sol[:, :k] >= -1e-12).all(axis=1)
                at, sol = sel[ok], sol[ok]
                found = guarantee(m[at], colok[at], _spread(sol[:, :k], rows))
                better = found > best[at]
                at = at[better]
                best[at] = found[better]
                supports[at] = (_code(rows), _code(cols))
                # the column side of the same supports: the column player's guarantee
                sol, ok = _solve(_bordered(a), rhs[sel])
                ok &= (sol[:, :k] >= -1e-12).all(axis=1)
                at, ys = sel[ok], _spread(sol[ok][:, :k], cols)
                found = np.where(rowok[at], np.einsum("nrc,nc->nr", m[at], ys), -np.inf).max(axis=1)
                better = found < cap[at]
                at = at[better]
                cap[at], y[at] = found[better], ys[better]
    return best, supports, np.where((cap <= best + SADDLE)[:, None], y, 0.0)


def _unique(m: Any, rowok: Any, colok: Any, value: Any, y: Any) -> Any:
    """Whether each game's optimal row mix is unique, shown by an optimal column mix y
    (0: none known): every optimal row mix lives on the rows that answer y best and
    holds y's columns at the value, which fix it when they have full rank there."""
    live = y > 1e-9
    best_rows = rowok & (np.einsum("nrc,nc->nr", m, y) >= value[:, None] - 1e-9)
    held = np.zeros((len(m), WIDTH + 1, WIDTH))
    held[:, :WIDTH, :] = np.where(live[:, :, None] & best_rows[:, None, :], m.transpose(0, 2, 1), 0.0)
    held[:, WIDTH, :] = best_rows
    return live.any(axis=1) & (np.linalg.matrix_rank(held, tol=1e-9) == best_rows.sum(axis=1))


def _vertex_systems(m: Any, value: Any, rows: tuple[int, ...], cols: tuple[int, ...]) -> tuple[Any, Any]:
    """A vertex of the optimal set on `rows` with `cols` held at the value: the system
    (those columns' payoffs, then the sum) and its right side."""
    k = len(rows)
    systems = np.ones((len(m), k, k))
    systems[:, :k - 1, :] = m[:, rows][:, :, cols].transpose(0, 2, 1)
    rhs = np.ones((len(m), k))
    rhs[:, :k - 1] = value[:, None]
    return systems, rhs


def _best_vertex(m: Any, rowok: Any, colok: Any, value: Any, safety: Any, prefer: Any) -> Any:
    """The vertex of each game's optimal set {x: x >= 0, sum x = 1, x M_j >= value for
    every allowed j} with the best worst case in `safety`, then the best by `prefer`;
    vertices are basic solutions with the sum and |S| - 1 columns held at the value."""
    n = len(m)
    best = np.full((n, 2), -np.inf)
    out = np.zeros((n, WIDTH))
    for k in range(2, WIDTH + 1):
        for rows in _supports(WIDTH, k):
            fits_rows = rowok[:, rows].all(axis=1)
            for cols in _supports(WIDTH, k - 1):
                sel = np.nonzero(fits_rows & colok[:, cols].all(axis=1))[0]
                if not len(sel):
                    continue
                sol, ok = _solve(*_vertex_systems(m[sel], value[sel], rows, cols))
                ok &= (sol >= -1e-12).all(axis=1)
                sel, x = sel[ok], _spread(sol[ok], rows)
                good = guarantee(m[sel], colok[sel], x) >= value[sel] - TIE
                safe = guarantee(safety[sel], colok[sel], x)
                score = np.einsum("nr,nr->n", x, prefer[sel])
                was = best[sel]
                better = good & ((safe > was[:, 0] + TIE) | ((safe >= was[:, 0] - TIE) & (score > was[:, 1] + TIE)))
                sel = sel[better]
                best[sel], out[sel] = np.stack([safe[better], score[better]], axis=1), x[better]
    if np.isinf(best[:, 0]).any():
        raise RuntimeError("a stage game's optimal set has no vertex the solver could find")
    return out
