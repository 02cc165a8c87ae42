"""Reviewing an Elemental Mage Battle decision: the advanced AI's search over sampled
worlds (review_search.py), from the seat's view and seen events, at more worlds than the
AI plays with, valuing each command the way the AI chooses.

- Turn actions (moves, attacks, the card, ending the turn): every legal action is
  pre-scored as the AI does; its best ten (and the scouting attacks) are planned with a
  second action, and the best `PLANS` plans and the played action are valued by the AI's
  final plan value (the enemy's reply weighed in). Those are the ones listed, best
  first; an action the search drops is not listed. The AI carries five plans to the
  reply; three (and the played one) keep a whole match's review under a minute.
- Responses (the defender's secret counters): every legal response, by the position
  once the engagement is judged, over the sampled attacker elements.
- Setup (shrines, formation, first elements): not judged (the AI has no measure for
  them but rules of thumb), so the review leaves them out.

The unit is the advanced AI's points (`engine.mage_battle.ai.tactics.evaluate`): a living mage is
worth 3, each hit point 1, holding the card 1, a won battle 1000 (a shrine walk-in on
the next turn 500), plus threats and shrine pressure in between. A loss of 3 is about a
mage's worth given away. Thresholds were chosen from measured losses (see `THRESHOLDS`).

Each decision's worlds come from its own random stream, seeded from the match seed and
the decision's place (battle, round, AP, seat, events seen), so a review is the same in
every process and does not depend on which decisions were reviewed before.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import exp
from typing import Any

from engine.kernel.review import Appraisal, Judgement, Thresholds
from engine.mage_battle import commands as cmd
from engine.mage_battle.names import Job, Side
from engine.mage_battle.review_search import PlanSearch
from engine.mage_battle.state import Mage, PendingAttack, Phase, State, label_in
from engine.mage_battle.view import AllSeeingView, PlayerView, view_for

BUDGET = 11             # worlds a decision (the advanced AI plays with 10)
PLANS = 3               # plans carried to the enemy's reply besides the played one (the AI: 5)
# Points given up. Under 0.25 is search noise: reviewed again at double the worlds, 85%
# of losses move by less than 0.14 (90% by 0.33). A hit point (1) is an inaccuracy, a
# living mage's worth (3) a mistake, a battle-3 mage with all its hit points (6) a
# blunder. Measured over 20 advanced-vs-beginner matches at 12 worlds: the advanced's
# losses are 0 up to the 85th percentile and 1.0 at the 95th; the beginner's median is
# 1.4, its 90th percentile 6.6.
THRESHOLDS = Thresholds(good=0.25, inaccuracy=1.0, mistake=3.0, blunder=6.0)
# The seat's chance to win the battle in progress: a logistic of the value, its scale
# (points per factor e of the odds) fitted by maximum likelihood on whether the seat won
# the battle, over 4,886 decisions of 20 advanced-vs-beginner matches (values under 400;
# log-loss 0.442 against 0.693 for a coin).
CHANCE_SCALE = 7.0
JOBS = {Job.S: "sorcerer", Job.P: "priest", Job.O: "mystic"}


class MageBattleReviewer:
    unit = "points"

    def __init__(self, budget: int, seed: int) -> None:
        if budget < 1:
            raise ValueError("a review needs at least one world a decision")
        self.budget, self.seed = budget, seed
        self.method = (f"the advanced AI's search from the seat's view over {budget} sampled worlds a decision "
                       f"(it plays with 10); value = its plan value in points (a mage 3, a hit point 1, "
                       f"a battle 1000) after the enemy's reply; responses by the judged engagement")
        self._labels: dict[int, str] = {}
        self._cells: tuple[str, ...] = ()
        self._card = "the card"

    # ------------------------------------------------------------------ the protocol
    def appraise(self, view: PlayerView, seen: Sequence[Any], legal: Sequence[cmd.Command],
                 played: cmd.Command) -> tuple[Appraisal, ...]:
        if view.phase not in (Phase.ACTION, Phase.RESPONSE):
            return ()
        self._remember_names(view)
        search = PlanSearch(self._stream(view, seen), self.budget, PLANS)
        search.prepare(view, seen)
        if view.phase == Phase.RESPONSE:
            valued = search.value_responses(view, legal)
        else:
            valued = search.value_turn(view, legal, played)
        return tuple(Appraisal(v.command, v.value, match_chance(view, v.value)) for v in valued)

    def classify(self, loss: float) -> Judgement:
        return THRESHOLDS.classify(loss)

    def hindsight(self, view_all: AllSeeingView, played: cmd.Command, turn: Sequence[Any]) -> float | None:
        """The seat's chance once `played` is played in the true state (the all-seeing
        view holds every layer, the pending element and both cards): the AI's plan value
        there, one world, the enemy replying in full."""
        if not isinstance(view_all, AllSeeingView) or view_all.view.phase not in (Phase.ACTION, Phase.RESPONSE):
            return None
        world = true_state(view_all)
        view = view_for(world, played.side)
        search = PlanSearch(f"hindsight:{self.seed}", 1, PLANS)
        search.prepare(view, ())
        return match_chance(view, search.value_known(world, view, played))

    def words(self, command: cmd.Command) -> str:
        c = command
        if isinstance(c, cmd.Move):
            return f"move {self._mage(c.mage)} to {self._cell(c.to)}"
        if isinstance(c, cmd.Attack):
            element = c.element.key if c.element is not None else "no element"
            if c.direction is not None:
                aim = c.direction.key
            elif c.centre is not None:
                aim = f"around {self._cell(c.centre)}" + (f" {c.orient.key}" if c.orient is not None else "")
            else:
                aim = f"at {self._cell(c.target)}" if c.target is not None else ""
            return f"{self._mage(c.mage)} attacks {aim} with {element}".replace("  ", " ")
        if isinstance(c, cmd.Respond):
            return "answer " + ", ".join(f"{self._label(t)} with {d.key if d is not None else 'nothing'}"
                                         for t, d in c.choices)
        if isinstance(c, cmd.UseCard):
            return f"play {self._card} on {self._label(c.target)}"
        if isinstance(c, cmd.EndTurn):
            return "end turn"
        if isinstance(c, cmd.ChooseShrines):
            return "shrines " + ", ".join(e.key for e in c.elements)
        if isinstance(c, cmd.AssignElements):
            return "elements " + ", ".join(e.key for e in c.elements)
        return "formation"

    # ------------------------------------------------------------------ helpers
    def _stream(self, view: PlayerView, seen: Sequence[Any]) -> str:
        """The decision's random stream: the match seed and where the decision is."""
        return f"review:{self.seed}:{view.battle}:{view.round}:{view.side.key}:{view.phase.name}:{view.ap}:{len(seen)}"

    def _remember_names(self, view: PlayerView) -> None:
        """Mage labels and cell names for `words`, which is handed the command alone."""
        self._labels = {m.index: f"{label_in(view.mages, m.index)} {JOBS[m.job]}" for m in view.mages}
        self._cells = view.tables.names
        self._card = view.my_card.key.replace("_", " ") if view.my_card is not None else "the card"

    def _label(self, mage: int) -> str:
        return self._labels.get(mage, f"mage {mage}").split(" ")[0]

    def _mage(self, mage: int) -> str:
        return self._labels.get(mage, f"mage {mage}")

    def _cell(self, cell: int | None) -> str:
        if cell is None:
            return "?"
        return self._cells[cell] if 0 <= cell < len(self._cells) else f"cell {cell}"


def battle_chance(value: float) -> float:
    """The seat's chance to win the battle in progress, from its value in points."""
    z = max(-60.0, min(60.0, value / CHANCE_SCALE))
    return 1.0 / (1.0 + exp(-z))


def match_chance(view: PlayerView, value: float) -> float:
    """The seat's chance to win the match: the battle in progress at `battle_chance`,
    every later battle even, the battles already won counted (an odd number, best of)."""
    me = view.side
    won = sum(1 for r in view.results if r.winner == me and r.battle != view.battle)
    lost = sum(1 for r in view.results if r.winner != me and r.battle != view.battle)
    need = view.rules.battles // 2 + 1
    later = view.rules.battles - view.battle
    p = battle_chance(value)
    return p * _even(need - won - 1, need - lost, later) + (1.0 - p) * _even(need - won, need - lost - 1, later)


def _even(mine: int, theirs: int, left: int) -> float:
    """The chance to take `mine` more battles before the other takes `theirs`, `left`
    battles to play, each even."""
    if mine <= 0:
        return 1.0
    if theirs <= 0 or left <= 0:
        return 0.0
    return 0.5 * _even(mine - 1, theirs, left - 1) + 0.5 * _even(mine, theirs - 1, left - 1)


def true_state(seen_all: AllSeeingView) -> State:
    """The state as the all-seeing view tells it: every mage's layers, the pending
    element, both cards. (Not the match's seed, so chance drawn later differs.)"""
    v = seen_all.view
    mages = []
    board = [-1] * v.tables.size
    for m in v.mages:
        layers = tuple(m.layers or ())
        revealed = m.index not in seen_all.secret if layers else (m.seen is not None and m.seen[0] == v.battle)
        mages.append(Mage(side=m.side, job=m.job, home=m.home, cell=m.cell, hp=m.hp, layers=layers,
                          attacks=m.attacks, marked=m.marked, revealed=revealed, seen=m.seen))
        if m.cell is not None:
            board[m.cell] = m.index
    pending = None
    if v.pending is not None:
        p = v.pending
        pending = PendingAttack(attacker=p.attacker, element=p.element, area=p.area, targets=p.targets)
    first = v.battle_first if v.battle % 2 == 1 else v.battle_first.other
    shrine_elements = tuple(tuple(e for _, e in side) for side in v.shrines)
    return State(
        rules=v.rules, seed=0, phase=v.phase, chosen_shrines=(shrine_elements[0], shrine_elements[1]),
        elements_given=(True, True), chosen_formation=(v.my_formation_choice, None) if v.side == Side.TEAL
        else (None, v.my_formation_choice), shrines=v.shrines, mages=tuple(mages), board=tuple(board),
        cards=seen_all.cards, cards_used=v.cards_used, first=first, battle=v.battle, last_battle=v.rules.battles,
        battle_first=v.battle_first, round=v.round, to_move=v.to_move, ap=v.ap, pending=pending,
        results=v.results,
    )


def make_reviewer(rules: Any, seats: int, budget: int | None, seed: int) -> MageBattleReviewer:
    """The advanced AI's search at `budget` worlds a decision (default `BUDGET`)."""
    return MageBattleReviewer(BUDGET if budget is None else budget, seed)
