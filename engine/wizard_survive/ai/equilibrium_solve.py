"""W29, two players: the real game's equilibrium by backward induction (NumPy).

The game's state is (round, both souls, step, both lives and mana): the round and the
step only grow, souls only grow, and the rules hold no chance, so every state's value
follows from later states' by one matrix game of the two players' affordable cards
(targets do not matter with one opponent). The value is the first player's winning
chance, a draw counted half (W22's tie), with no discount: a round's end leads to the
next round's start, five souls win (W21), the last round's end goes to the souls lead
(W22), and a step-20 check with both in ends the round without souls (W19).

The rounds are solved from the last to the first, and in each round the steps from the
last to the first, every souls level and pair of wizards at once (`equilibrium_games`).
Of each state's optimal mixes the AI keeps a vertex of the optimal set, chosen by two
secondary payoffs that never move a value: first the best worst case of the round's
end worth plus SOUL_LEAD per soul of the round's margin (so where the win is not at
stake, leading 3-0 say, it still denies every soul it can), then the best against a
careless opponent (uniformly random among its affordable cards) by the same worth, so
among equally safe mixes it scores. Both look to the round's end only: the next
rounds are valued by the equilibrium.

A round whose ends are worth exactly what the next round's were has the same solution
and is kept once (`Solved.rounds` maps a round to its solution): under ws-1 every round,
as perfect play denies every soul and only the souls lead counts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from engine.wizard_survive.ai import equilibrium_games as games
from engine.wizard_survive.apply import fold
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import affordable, resolve
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard

SOUL_LEAD = 0.01        # a soul of the round's margin in the secondary payoffs (never in a value)
Progress = Callable[[int, int], None]
WIDTH = len(Card)


@dataclass(frozen=True)
class Layout:
    """Every within-round pair of wizards (both in) and where each pair of cards leads."""

    pairs: tuple[tuple[int, int, int, int], ...]   # my lives, my mana, its lives, its mana
    start: int                                     # the round's start
    rowok: Any              # (P, W): my affordable cards
    colok: Any              # (P, W): its affordable cards
    nxt: Any                # (P, W, W): the next pair, -1 where the round ends
    gain_me: Any            # (P, W, W): souls I gain where the round ends
    gain_it: Any


def reveal(rules: RuleSet, pair: tuple[int, int, int, int], mine: Card, its: Card) -> tuple[Wizard, Wizard]:
    """Both wizards after one reveal of `mine` against `its`, by the rules' resolve."""
    la, ma, lb, mb = pair
    state = State(rules, 2, 1, 1, (Wizard(la, ma), Wizard(lb, mb)), (None, None))
    events = resolve(rules, state.wizards, {0: Commitment(mine, (1,)), 1: Commitment(its, (0,))})
    a, b = fold(state, events).wizards
    return a, b


def layout(rules: RuleSet) -> Layout:
    lives, mana = range(1, rules.start_lives + 1), range(rules.mana_cap + 1)
    order = tuple((la, ma, lb, mb) for la in lives for ma in mana for lb in lives for mb in mana)
    index = {p: i for i, p in enumerate(order)}
    n = len(order)
    rowok, colok = np.zeros((n, WIDTH), bool), np.zeros((n, WIDTH), bool)
    nxt = np.full((n, WIDTH, WIDTH), -1, np.int64)
    gain_me, gain_it = np.zeros((n, WIDTH, WIDTH), np.int64), np.zeros((n, WIDTH, WIDTH), np.int64)
    for i, p in enumerate(order):
        mine, its = affordable(rules, p[1]), affordable(rules, p[3])
        rowok[i, [c.value for c in mine]] = True
        colok[i, [c.value for c in its]] = True
        for a in mine:
            for b in its:
                wa, wb = reveal(rules, p, a, b)
                if not wa.out and not wb.out:
                    nxt[i, a.value, b.value] = index[(wa.lives, wa.mana, wb.lives, wb.mana)]
                elif not wb.out:
                    gain_it[i, a.value, b.value] = wb.lives
                elif not wa.out:
                    gain_me[i, a.value, b.value] = wa.lives
    start = index[(rules.start_lives, rules.start_mana, rules.start_lives, rules.start_mana)]
    return Layout(order, start, rowok, colok, nxt, gain_me, gain_it)


@dataclass(frozen=True)
class Solved:
    """Arrays over (solution, souls mine, souls its, step - 1, pair): the value and the
    kept mix (last axis: cards); `rounds[r - 1]` is round r's solution."""

    rounds: tuple[int, ...]
    values: Any
    mixes: Any
    facts: dict[str, int]


def end_grid(rules: RuleSet, cont: Any, top_gain: int) -> Any:
    """What a round's end is worth at souls (a, b) with a, b up to the souls to win plus
    a round's most souls: a win, a loss, or `cont` (the next round, or W22's lead)."""
    top = rules.souls_to_win
    size = top + top_gain
    grid = np.zeros((size, size))
    grid[:top, :top] = cont
    grid[top:, :] = 1.0
    grid[:top, top:] = 0.0
    return grid


def lead_values(rules: RuleSet) -> Any:
    """W22: the last round's end without a winner goes to the souls lead, a tie drawn."""
    s = np.arange(rules.souls_to_win)
    return np.sign(s[:, None] - s[None, :]) * 0.5 + 0.5


def solve(rules: RuleSet, progress: Progress | None = None) -> Solved:
    """The real game's values and kept mixes; `progress(done, total)` after each round."""
    lay = layout(rules)
    top, steps, rounds = rules.souls_to_win, rules.step_limit, rules.round_limit
    size = top + rules.start_lives
    s = np.arange(top)
    # where each round's end lands in the end grid, per level and pair of cards
    land = (s[:, None, None, None, None] + lay.gain_me) * size + s[None, :, None, None, None] + lay.gain_it
    stall = (s[:, None] * size + s[None, :])[:, :, None, None, None]      # W19: no souls
    margin = SOUL_LEAD * (lay.gain_me - lay.gain_it)
    ended = lay.nxt < 0
    valid = lay.rowok[:, :, None] & lay.colok[:, None, :]
    shape = (top, top, len(lay.pairs))
    careless = np.broadcast_to(np.where(lay.colok, 1.0 / lay.colok.sum(axis=1, keepdims=True), 0.0),
                               (*shape, WIDTH)).reshape(-1, WIDTH)
    rowok = np.broadcast_to(lay.rowok, (*shape, WIDTH)).reshape(-1, WIDTH)
    colok = np.broadcast_to(lay.colok, (*shape, WIDTH)).reshape(-1, WIDTH)
    cont = lead_values(rules)
    kept_v: list[Any] = []
    kept_x: list[Any] = []
    which: list[int] = []
    seen: dict[bytes, int] = {}
    last_guess = None
    facts = {"states": 0, "games": 0, "mixed": 0, "solutions": 0}
    for done, _ in enumerate(range(rounds, 0, -1)):
        key = cont.tobytes()
        if key not in seen:
            grid = end_grid(rules, cont, rules.start_lives).ravel()
            v_all = np.zeros((steps, *shape))
            x_all = np.zeros((steps, *shape, WIDTH))
            after_v = after_w = after_d = grid[stall]
            guess = last_guess      # the round after's last step: much alike
            for t in range(steps - 1, -1, -1):
                on_v = after_v if t == steps - 1 else after_v[:, :, lay.nxt]
                on_w = after_w if t == steps - 1 else after_w[:, :, lay.nxt]
                on_d = after_d if t == steps - 1 else after_d[:, :, lay.nxt]
                m = np.where(valid, np.where(ended, grid[land], on_v), 0.0).reshape(-1, WIDTH, WIDTH)
                mw = np.where(valid, np.where(ended, grid[land] + margin, on_w), 0.0).reshape(-1, WIDTH, WIDTH)
                md = np.where(valid, np.where(ended, grid[land] + margin, on_d), 0.0).reshape(-1, WIDTH, WIDTH)
                prefer = np.einsum("nrc,nc->nr", mw, careless)
                value, x, guess, mixed = games.solve(m, rowok, colok, md, prefer, guess)
                if t == steps - 1:
                    last_guess = guess
                facts["games"] += len(m)
                facts["mixed"] += mixed
                after_v = value.reshape(shape)
                after_w = np.einsum("nr,nr->n", x, prefer).reshape(shape)
                after_d = games.guarantee(md, colok, x).reshape(shape)
                v_all[t], x_all[t] = after_v, x.reshape(*shape, WIDTH)
            seen[key] = len(kept_v)
            kept_v.append(np.moveaxis(v_all, 0, 2))
            kept_x.append(np.moveaxis(x_all, 0, 2))
        which.append(seen[key])
        facts["states"] += steps * int(np.prod(shape))
        cont = kept_v[which[-1]][:, :, 0, lay.start]
        if progress is not None:
            progress(done + 1, rounds)
    facts["solutions"] = len(kept_v)
    return Solved(tuple(reversed(which)), np.stack(kept_v), np.stack(kept_x), facts)


