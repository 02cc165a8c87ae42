"""A game's state: every wizard's counters, the current round and step, the step's
commitments made so far (secret until the reveal, W9), the rounds played and the end."""

from __future__ import annotations

from dataclasses import dataclass

from engine.wizard_survive.names import Card, GameEnd, RoundEnd
from engine.wizard_survive.rules import RuleSet


@dataclass(frozen=True, slots=True)
class Wizard:
    lives: int
    mana: int
    souls: int = 0
    out: bool = False


@dataclass(frozen=True, slots=True)
class Commitment:
    """One player's secret choice for a step: a card and its targets (seats), W7."""

    card: Card
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundResult:
    round: int
    step: int                 # the step that ended it
    end: RoundEnd
    scorer: int | None        # the seat that gained souls (W18), None for none
    souls: int


@dataclass(frozen=True, slots=True)
class State:
    rules: RuleSet
    seats: int
    round: int
    step: int                                  # the step being played (W23: the last one once over)
    wizards: tuple[Wizard, ...]
    pending: tuple[Commitment | None, ...]     # this step's commitments so far, per seat
    rounds: tuple[RoundResult, ...] = ()
    game_end: GameEnd | None = None
    winner: int | None = None

    @property
    def over(self) -> bool:
        return self.game_end is not None

    def in_seats(self) -> tuple[int, ...]:
        return tuple(s for s, w in enumerate(self.wizards) if not w.out)

    def deciders(self) -> tuple[int, ...]:
        """Who still owes a commitment this step (W4), in seat order (W26)."""
        if self.over:
            return ()
        return tuple(s for s, w in enumerate(self.wizards) if not w.out and self.pending[s] is None)


def fresh_wizards(rules: RuleSet, souls: tuple[int, ...]) -> tuple[Wizard, ...]:
    """Every player in, at the round's starting lives and mana (W3, W20)."""
    return tuple(Wizard(rules.start_lives, rules.start_mana, s) for s in souls)


def new_state(rules: RuleSet, seats: int) -> State:
    """Round 1, step 1, nobody with souls (W3). The rules hold no chance: no seed."""
    if not rules.min_players <= seats <= rules.max_players:
        raise ValueError(f"Wizard Survive is for {rules.min_players}-{rules.max_players} players, not {seats}")
    return State(rules, seats, 1, 1, fresh_wizards(rules, (0,) * seats), (None,) * seats)
