"""Reviewing a decision honestly: what a game's reviewer says about the commands a seat
could play, from what that seat knew then (its view and the events it had seen, never
the state). The replay review (`replays/review.py`) walks a match and asks it at every
decision; the game decides how it values a command and how big a loss is a blunder.

A game offers a reviewer by one method on its `Game` object, optional like a plug-in:

    def make_reviewer(self, rules, seats, budget, seed) -> Reviewer

(raising `NoReviewer` with one line for a seat count or rule set it cannot review yet).
A game without the method is simply "no reviewer for this game".

A reviewer may also offer `hindsight(view_all, played, turn) -> float | None`: the
seat's winning chance once `played` is played, knowing everything (the all-seeing view
and the other commands of its turn). It is the omniscient line a graph may draw beside
the honest one, labelled as knowing what the player could not; it never makes a class.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from engine.kernel.game import AnyGame


class NoReviewer(ValueError):
    """This game (or this seat count, or rule set) has no reviewer: one line saying so."""


class Judgement(Enum):
    """How a command compares with the best the reviewer found, best first (chess's
    analysis classes: `??` blunder, `?` mistake, `?!` inaccuracy)."""

    BEST = 0
    GOOD = 1
    INACCURACY = 2
    MISTAKE = 3
    BLUNDER = 4

    @property
    def key(self) -> str:
        return self.name.lower()

    @property
    def mark(self) -> str:
        return _MARKS[self]


_MARKS = {Judgement.BEST: "", Judgement.GOOD: "", Judgement.INACCURACY: "?!", Judgement.MISTAKE: "?",
          Judgement.BLUNDER: "??"}


@dataclass(frozen=True, slots=True)
class Appraisal:
    """One candidate command: its value in the reviewer's unit (higher is better for the
    seat) and the seat's estimated winning chance once it is played (0..1, a draw half;
    None when the reviewer cannot tell one)."""

    command: Any
    value: float
    chance: float | None


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The smallest loss (in the reviewer's unit) of each class below best; a loss under
    `good` is best (rounding noise), under `inaccuracy` good, and so on."""

    good: float
    inaccuracy: float
    mistake: float
    blunder: float

    def classify(self, loss: float) -> Judgement:
        for judgement, floor in ((Judgement.BLUNDER, self.blunder), (Judgement.MISTAKE, self.mistake),
                                 (Judgement.INACCURACY, self.inaccuracy), (Judgement.GOOD, self.good)):
            if loss >= floor:
                return judgement
        return Judgement.BEST


class Reviewer(Protocol):
    unit: str                  # what `Appraisal.value` counts (points of score, a winning chance: the game says)
    method: str                # one line: how the values are found (for reports)

    def appraise(self, view: Any, seen: Sequence[Any], legal: Sequence[Any], played: Any) -> tuple[Appraisal, ...]:
        """The candidates from this seat's view and seen events alone, best first: at
        least the best few and the played command (which must be among `legal`). An
        empty tuple says the reviewer does not judge this kind of decision (a secret
        setup it has no measure for); the review then leaves it out."""
        ...

    def classify(self, loss: float) -> Judgement:
        ...

    def words(self, command: Any) -> str:
        """A command in a few words for a report ("fireball at blue")."""
        ...


def reviewer_for(game: AnyGame, rules: Any, seats: int, budget: int | None = None, seed: int = 0) -> Reviewer:
    """The game's reviewer for a match of `seats` under `rules`; NoReviewer (one line)
    when it has none. `budget` is a search's work (None: the game's default); `seed`
    feeds any sampling it does, so a review is the same in every process."""
    make = getattr(game, "make_reviewer", None)
    if make is None:
        raise NoReviewer(f"no reviewer for this game ({game.game_id})")
    reviewer: Reviewer = make(rules, seats, budget, seed)
    return reviewer


def hindsight_of(reviewer: Reviewer, view_all: Any, played: Any, turn: Sequence[Any]) -> float | None:
    """The reviewer's omniscient chance (see the module's text), None when it has none."""
    known = getattr(reviewer, "hindsight", None)
    if known is None:
        return None
    chance: float | None = known(view_all, played, turn)
    return chance
