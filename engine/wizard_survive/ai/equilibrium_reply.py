"""The exact best reply to the advanced AI's two-player mixes in the real game (NumPy):
how far its table can be exploited, for the benchmark and the tests.

With the AI's mix fixed at every state, the other faces a one-player problem with the
same states: backward induction over rounds and steps (both only grow), at each state
the card that leaves the AI the least (its win plus half its draw). The result is the
AI's chances of winning and drawing against that reply from every state, and the reply
itself (a card per state), which an engine game can play to confirm them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from engine.wizard_survive.ai.equilibrium import Key, Solution
from engine.wizard_survive.ai.equilibrium_games import first_within
from engine.wizard_survive.ai.equilibrium_solve import end_grid, layout, lead_values


@dataclass(frozen=True)
class Reply:
    """Over (round - 1, AI's souls, its souls, step - 1, pair): the AI's chances of
    winning and drawing against the best reply, and the reply's card (Card value)."""

    win: Any
    draw: Any
    card: Any
    solution: Solution

    def chances(self, key: Key) -> tuple[float, float, float]:
        """The AI's win, draw and loss at `key` (the AI first) against the best reply."""
        _, sa, sb, step, pair = self.solution.at(key)
        at = (key[0] - 1, sa, sb, step, pair)
        win, draw = float(self.win[at]), float(self.draw[at])
        return win, draw, max(0.0, 1.0 - win - draw)

    def card_at(self, key: Key) -> int:
        _, sa, sb, step, pair = self.solution.at(key)
        return int(self.card[key[0] - 1, sa, sb, step, pair])


def best_reply(solution: Solution) -> Reply:
    rules = solution.rules
    lay = layout(rules)
    top, steps, rounds = rules.souls_to_win, rules.step_limit, rules.round_limit
    size = top + rules.start_lives
    s = np.arange(top)
    land = (s[:, None, None, None, None] + lay.gain_me) * size + s[None, :, None, None, None] + lay.gain_it
    stall = (s[:, None] * size + s[None, :])[:, :, None, None, None]
    ended = lay.nxt < 0
    valid = lay.rowok[:, :, None] & lay.colok[:, None, :]
    shape = (top, top, len(lay.pairs))
    win = np.zeros((rounds, steps, *shape))
    draw = np.zeros((rounds, steps, *shape))
    card = np.zeros((rounds, steps, *shape), np.int8)
    lead = lead_values(rules)
    cont_win, cont_draw = (lead == 1.0).astype(float), (lead == 0.5).astype(float)
    for r in range(rounds, 0, -1):
        mixes = solution.mixes[solution.rounds[r - 1]].astype(float)             # (top, top, steps, P, W)
        mixes /= mixes.sum(axis=-1, keepdims=True)
        grid_win = end_grid(rules, cont_win, rules.start_lives).ravel()
        grid_draw = end_grid(rules, cont_draw, rules.start_lives)
        grid_draw[top:, :] = 0.0              # five souls win: no draw
        grid_draw = grid_draw.ravel()
        after_win, after_draw = grid_win[stall], grid_draw[stall]
        for t in range(steps - 1, -1, -1):
            on_win = after_win if t == steps - 1 else after_win[:, :, lay.nxt]
            on_draw = after_draw if t == steps - 1 else after_draw[:, :, lay.nxt]
            go_win = np.where(valid, np.where(ended, grid_win[land], on_win), 0.0)
            go_draw = np.where(valid, np.where(ended, grid_draw[land], on_draw), 0.0)
            x = mixes[:, :, t]
            q_win = np.einsum("abpr,abprc->abpc", x, go_win)
            q_draw = np.einsum("abpr,abprc->abpc", x, go_draw)
            score = np.where(lay.colok, q_win + q_draw / 2, np.inf)
            pick = first_within(-score.reshape(-1, score.shape[-1]), 1e-12).reshape(score.shape[:-1])
            after_win = np.take_along_axis(q_win, pick[..., None], axis=-1)[..., 0]
            after_draw = np.take_along_axis(q_draw, pick[..., None], axis=-1)[..., 0]
            win[r - 1, t], draw[r - 1, t], card[r - 1, t] = after_win, after_draw, pick
        cont_win, cont_draw = after_win[:, :, lay.start], after_draw[:, :, lay.start]
    order = (0, 2, 3, 1, 4)           # to (round, souls, souls, step, pair)
    return Reply(win.transpose(order), draw.transpose(order), card.transpose(order), solution)


def exploitability(solution: Solution, reply: Reply | None = None) -> float:
    """The most the best reply takes below the table's value at any state: 0 for an
    exact equilibrium (rounding aside)."""
    reply = best_reply(solution) if reply is None else reply
    values = solution.values[list(solution.rounds)]              # (rounds, souls, souls, steps, P)
    return float(np.max(values - (reply.win + reply.draw / 2)))

