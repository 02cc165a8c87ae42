"""Reviewing a Wizard Survive decision, three or four players: the advanced AI's search
(`simultaneous.py`, decoupled UCT over the public state of the round) from the seat's
view, at a larger budget than it plays with, valuing each move as the search does.

The value of a move is its mean worth at the root, in souls: the souls the seat gains
this round less the mean of the others' gains, plus WIN_BONUS for a round that wins the
game (less for one another wins). The best is the move the search visits most (UCT's
robust choice); the loss is its mean less the played move's, never below 0. It is an
estimate: each decision's search has its own stream seeded from the match's seed and
the decision's round, step and seat, so a review is the same in every process, and a
rarely visited move's mean is rough (the benchmark counts how many classes change at
double budget). No winning chance: the search values the round, not the game.

The search never reads another player's commitment (the view does not hold it): the
only hidden thing is this step's choices, which the simultaneous root models.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.kernel.review import Appraisal, Judgement
from engine.wizard_survive.ai import simultaneous as sim
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.review import THRESHOLDS, EquilibriumReviewer
from engine.wizard_survive.view import WizardView

BUDGET = 800            # playouts per decision: twice the advanced AI's


def move_of(command: Commit) -> sim.Move:
    """The search's move for a command: the targets matter for fireball and lightning only (W7)."""
    aimed = command.card in (Card.FIREBALL, Card.LIGHTNING)
    return command.card, tuple(sorted(command.targets)) if aimed else ()


class SearchReviewer:
    unit = "souls"
    words = EquilibriumReviewer.words

    def __init__(self, budget: int, seed: int) -> None:
        self.budget, self.seed = budget, seed
        self.method = (f"the advanced AI's search from the seat's view, {budget} playouts a decision; value = mean "
                       f"souls gained less the others' mean, plus {sim.WIN_BONUS:g} for a round that wins the game")

    def appraise(self, view: WizardView, seen: Sequence[Any], legal: Sequence[Commit],
                 played: Commit) -> tuple[Appraisal, ...]:
        seat = view.seat
        if seat is None:
            raise ValueError("the search reviewer needs a seat's view")
        rng = random.Random(f"review:{self.seed}:{view.round}:{view.step}:{seat}")
        search = sim.Search(view.rules, view.wizards, view.step, rng)
        search.run(self.budget)
        root = search.root
        scale = view.rules.start_lives + sim.WIN_BONUS
        stats = {move: (n, total / n * scale if n else 0.0)
                 for move, n, total in zip(root.options[seat], root.visits[seat], root.totals[seat])}
        commands: dict[sim.Move, Commit] = {}
        for command in legal:
            commands.setdefault(move_of(command), command)
        commands[move_of(played)] = played
        ranked = sorted(stats, key=lambda m: (-stats[m][0], m[0].value, m[1]))
        out = [Appraisal(commands[m], stats[m][1], None) for m in ranked if m in commands]
        return tuple(out)

    def classify(self, loss: float) -> Judgement:
        return THRESHOLDS.classify(loss)
