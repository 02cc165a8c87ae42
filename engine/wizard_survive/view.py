"""What a seat may know (W24): everything public, and of this step's commitments only
its own; others show only that they committed (W9). The all-seeing view (the replay
viewer's "all") shows every commitment."""

from __future__ import annotations

from dataclasses import dataclass

from engine.wizard_survive.names import GameEnd
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.state import Commitment, RoundResult, State, Wizard


@dataclass(frozen=True, slots=True)
class WizardView:
    seat: int | None                            # None: the all-seeing view
    rules: RuleSet
    seats: int
    round: int
    step: int
    wizards: tuple[Wizard, ...]
    committed: tuple[bool, ...]                 # per seat: has made this step's commitment
    commitments: tuple[Commitment | None, ...]  # the viewer's own only (all of them for None)
    rounds: tuple[RoundResult, ...]
    game_end: GameEnd | None
    winner: int | None

    @property
    def over(self) -> bool:
        return self.game_end is not None

    def in_seats(self) -> tuple[int, ...]:
        return tuple(s for s, w in enumerate(self.wizards) if not w.out)

    def others_in(self) -> tuple[int, ...]:
        return tuple(s for s in self.in_seats() if s != self.seat)


def view_for(state: State, seat: int | None) -> WizardView:
    own = tuple(c if seat is None or s == seat else None for s, c in enumerate(state.pending))
    return WizardView(seat, state.rules, state.seats, state.round, state.step, state.wizards,
                      tuple(c is not None for c in state.pending), own, state.rounds, state.game_end, state.winner)
