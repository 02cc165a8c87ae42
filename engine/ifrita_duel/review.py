"""Reviewing an Ifrita Duel decision honestly: determinized Monte Carlo over the unseen cards.

At a decision the seat knows its view (D36: its own hand, every public zone, the counts
of the hidden ones) and the events it has seen. The reviewer samples `worlds` full
states from that view with the advanced AI's belief (`ai_belief.determinize`: the
opponent's hand and both libraries' order drawn from what the seat has not seen), then
values each candidate command as the advanced AI's search does: the command is played
in every world, the one-ply policy plays both sides to the search's horizon (the start
of the seat's next turn after a main-phase or mulligan decision, so the answer is
counted; the start of its own turn after a block), and the end is scored. All the
candidates share the same worlds, so they are compared on the same cards.

- The value is the advanced AI's evaluation at the horizon (`ai_search.evaluate`),
  averaged over the worlds: "evaluation points" for the seat. A point is about one HP
  of a hero near death (a hero at 5 HP or less counts 2.5 points an HP, at 10 or less
  1.5, above 0.5), a unit counts its fighting worth (0.5 + attack + 0.8 x health left,
  keywords extra: a 2/1 3.3, a 3/3 5.9), a card in hand 1; a won game 1000 less the
  turn, a lost one -1000. A loss of 4 is about a small unit thrown away. The reviewer
  shares the advanced AI's evaluation and playout policy, so it shares their blind spots
  and tends to agree with that level (see THRESHOLDS).
- The winning chance of a world's end is 1 or 0 when the game is over there (a draw a
  half), else a logistic of its evaluation, 1 / (1 + exp(-points / CHANCE_SCALE)),
  fitted (maximum likelihood) to 10,388 turn starts of 450 matches among the beginner,
  intermediate and whimsical levels, all nine pairings: a side 10 points ahead won 74-80%
  of the time, 20-40 ahead 87%. Beyond 40 points the fit says 97% where 81% won, so a
  lopsided chance is optimistic. It feeds the graph's line only; classes use the points.
- The candidates are the legal commands when they are few (at most `ALL_LEGAL`), else
  the advanced search's pre-ranked set (`ai_search.candidates`: the policy's command,
  the best sacrifices, plays, attack groups, ending the turn, or every blocker for the
  attacker in question); always the played command, and when it is a cast every other
  way to pay for it (D12), so a payment is judged against the other payments. Commands
  that do the same (a cast with D12's default payment named or not) are valued once.

The worlds are seeded from the match's seed and the decision's position alone
(`review:<seed>:<turn>:<seat>:<events seen>`), never a clock or the global generator,
so a review is the same in every process. The true state is never read: `appraise` is
handed the seat's view, which holds no hidden card. `hindsight` plays the true world
(rebuilt from the all-seeing view, which holds every hand and library in order) as the
only world: what the seat could not know, drawn beside the honest line.

Registrations (D4: a secret deck, no measure for it here) are not judged.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.belief import determinize, world
from engine.ifrita_duel.ai.search import ADVANCED, candidates, evaluate, playout
from engine.ifrita_duel.decide import payment, problem, step
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.payment_options import ways
from engine.ifrita_duel.review_words import Namer
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import State
from engine.ifrita_duel.view import DuelView
from engine.kernel.review import Appraisal, Judgement, Thresholds

# The default budget, determinized worlds a decision. Measured (scripts/bench_review.py,
# 20 advanced-vs-beginner matches): a whole match, both seats, 1.1 s CPU median, 1.9 s
# worst; 1.6% of the classes change at 8 worlds. A 242-decision advanced mirror took 34 s.
WORLDS = 4
ALL_LEGAL = 12         # up to this many legal commands, every one is valued
RANKED = 10            # else the search's pre-ranked set, this many at most
CHANCE_SCALE = 15.0    # evaluation points per unit of log-odds (fitted, see the module's text)
# Evaluation points given away. A small unit is worth about 3-5 points to the evaluation
# (0.5 + attack + 0.8 x health left, more with keywords), a big one 8-10. Measured on 10
# advanced-vs-beginner matches at 4 worlds: the advanced AI's loss is 0 in 95% of its
# decisions and under 0.7 in 98%; the beginner's median is 0, its 70th percentile 2.5,
# 80th 4.4, 90th 6.5, 95th 10.4 and 98th 488 (a game lost in some worlds).
THRESHOLDS = Thresholds(good=0.5, inaccuracy=2.0, mistake=4.0, blunder=10.0)


@dataclass(frozen=True, slots=True)
class Valued:
    """A candidate's mean over the worlds: evaluation points and winning chance."""

    command: cmd.Command
    points: float
    chance: float


def chance_of(end: State, side: Side) -> float:
    """The seat's winning chance at a playout's end (see the module's text)."""
    if end.over:
        return 0.5 if end.winner is None else 1.0 if end.winner == side else 0.0
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, evaluate(end, side) / CHANCE_SCALE))))


def horizon(state: State, side: Side) -> int:
    """The turn whose start ends a playout (the advanced search's)."""
    return state.turn + (2 if state.to_move == side else 1)


def effect_key(state: State, command: cmd.Command) -> cmd.Command:
    """Commands that do the same map to one key: a cast's payment as what it spends."""
    if isinstance(command, cmd.Cast):
        spent = payment(state.player(command.side).mana, state.template(command.card).cost, command.pay,
                        state.rules.tie_order)
        if not isinstance(spent, str):
            return replace(command, pay=tuple(str(k) for k in spent))
    return command


def other_payments(state: State, cast: cmd.Cast) -> list[cmd.Command]:
    """The same cast paid each other way that leaves a different pool (D12)."""
    card = state.template(cast.card)
    pool = state.player(cast.side).mana
    return [replace(cast, pay=way.pay) for way in ways(pool, card.cost, state.rules.tie_order)]


def candidates_of(state: State, side: Side, legal: Sequence[cmd.Command], played: cmd.Command) -> list[cmd.Command]:
    """The commands to value in `state` (a world of the seat's view), the played one
    among them as played; each key once, the first-listed command standing for it."""
    listed: list[cmd.Command] = list(legal) if len(legal) <= ALL_LEGAL else candidates(state, side, RANKED)
    if isinstance(played, cmd.Cast):
        listed += other_payments(state, played)
    chosen: dict[cmd.Command, cmd.Command] = {effect_key(state, played): played}
    for command in listed:
        if problem(state, command) is None:
            chosen.setdefault(effect_key(state, command), command)
    return list(chosen.values())


def value(worlds: Sequence[State], side: Side, command: cmd.Command) -> Valued:
    """`command` played in every world, the policy to the horizon, the ends scored."""
    points = chance = 0.0
    for w in worlds:
        after, _ = step(w, command)
        end, _ = playout(after, horizon(w, side), ADVANCED)
        points += evaluate(end, side)
        chance += chance_of(end, side)
    return Valued(command, points / len(worlds), chance / len(worlds))


class DuelReviewer:
    unit = "evaluation points"

    def __init__(self, rules: Rules, worlds: int, seed: int) -> None:
        if worlds < 1:
            raise ValueError(f"a review needs at least 1 world a decision, not {worlds}")
        self.rules, self.worlds, self.seed = rules, worlds, seed
        self.budget = worlds               # what a benchmark doubles
        self.namer = Namer(rules)
        self.method = (f"determinized Monte Carlo: {worlds} worlds of the unseen cards sampled from the seat's view "
                       f"(the advanced AI's belief); each candidate played in every world, the one-ply policy to "
                       f"the start of the seat's next turn, the advanced AI's evaluation averaged (points)")

    def appraise(self, view: DuelView, seen: Sequence[Any], legal: Sequence[cmd.Command],
                 played: cmd.Command) -> tuple[Appraisal, ...]:
        seat = view.seat
        if seat is None:
            raise ValueError("the duel reviewer needs a seat's view")
        if view.phase == Phase.REGISTER or isinstance(played, cmd.Register):
            return ()          # D4: a secret deck, no measure for it here
        self.namer.learn(view)
        rng = random.Random(f"review:{self.seed}:{view.turn}:{int(seat)}:{len(seen)}")
        worlds = [determinize(view, rng)[0] for _ in range(self.worlds)]
        options = candidates_of(worlds[0], seat, legal, played)
        valued = [value(worlds, seat, c) for c in options]
        order = sorted(range(len(valued)), key=lambda i: (-round(valued[i].points, 9), i))
        return tuple(Appraisal(valued[i].command, valued[i].points, valued[i].chance) for i in order)

    def classify(self, loss: float) -> Judgement:
        return THRESHOLDS.classify(loss)

    def words(self, command: cmd.Command) -> str:
        return self.namer.words(command)

    def hindsight(self, view_all: DuelView, played: cmd.Command, turn: Sequence[cmd.Command]) -> float | None:
        """The seat's winning chance after `played` in the true world, knowing every hand
        and library (the all-seeing view holds them in order): one world, the same
        playout. The match's seed (for a later shuffle) is not in the view; the only
        shuffle after the opening is a mulligan's, before any decision judged here
        but the mulligan itself, whose hindsight is therefore None."""
        if view_all.phase in (Phase.REGISTER, Phase.MULLIGAN) or isinstance(played, cmd.Register):
            return None
        side = played.side
        me, it = view_all.player(side), view_all.player(side.other)
        if me.deck is None or it.deck is None or it.hand is None:
            return None
        true = world(replace(view_all, seat=side), me.deck, it.hand, it.deck)
        if problem(true, played) is not None:
            return None
        after, _ = step(true, played)
        end, _ = playout(after, horizon(true, side), ADVANCED)
        return chance_of(end, side)


def make_reviewer(rules: Rules, seats: int, budget: int | None, seed: int) -> DuelReviewer:
    """`budget`: worlds a decision (None: WORLDS)."""
    return DuelReviewer(rules, WORLDS if budget is None else budget, seed)
