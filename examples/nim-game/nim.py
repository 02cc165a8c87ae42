"""Nim for 2-4 seats, a game outside the three of this repository, installed as a plugin
(pyproject.toml beside it): it goes through the real replays, cursor, export, journal and
balance lab with what the seam must carry (rules as data, chance from the seed, a secret
per seat, marks, per-seat results), writing a game's core and what differs from the
kernel's defaults. Rules: (N1) the piles start at their sizes; (N2) seats take turns
removing 1..max_take objects from one pile; whoever takes the last wins, 2 points if from
the lucky pile only it knew, else 1; (N3) versions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.kernel import Agent, Codec, GameBase, Mark, Names, Outcome, RuleError, SeededRng, registry, stable_digest
from engine.kernel.rule_book import RuleBook, rule
from engine.kernel.seats import Audience, Seat, SeatNames


@dataclass(frozen=True, slots=True)
class NimRules:
    piles: tuple[int, ...] = rule((3, 4, 5), "N1: the piles' sizes at the start, 1-8 piles of 1-50",
                                  "1-8 piles of 1-50", lambda p: 1 <= len(p) <= 8 and all(1 <= n <= 50 for n in p))
    max_take: int = rule(3, "N2: the most objects a take removes from one pile, 1-50", "1-50", lambda n: 1 <= n <= 50)
    version: str = rule("nim-1", "N3: the rule set's version, recorded in replays and reports")
    name: str = rule("", "no rule: the draft's title", compare=False)
    note: str = rule("", "no rule: one line about the draft", compare=False)


@dataclass(frozen=True, slots=True)
class NimState:
    rules: NimRules
    seats: int
    piles: tuple[int, ...]
    lucky: tuple[int, ...]            # per seat: the pile that doubles its win (secret)
    to_move: Seat = 0
    winner: Seat | None = None
    last_pile: int | None = None


@dataclass(frozen=True, slots=True)
class NimView:
    seat: Seat | None
    piles: tuple[int, ...]
    to_move: Seat
    lucky: tuple[int | None, ...]     # only the viewer's own, or all for the all-seeing view


@dataclass(frozen=True, slots=True)
class Take:
    seat: int
    pile: int
    count: int


@dataclass(frozen=True, slots=True)
class Took:
    seat: int
    pile: int
    count: int


@dataclass(frozen=True, slots=True)
class LuckRevealed:              # the winner's lucky pile, told to the winner alone (a private event)
    seat: int
    pile: int


Event = Took | LuckRevealed
CODEC = Codec((Take,), (Took, LuckRevealed), {Take: "T"}, lambda cls, field: "pile" if field == "pile" else None)
NAMES = ("north", "east", "south", "west")


class Nim(GameBase[NimRules, NimState, Take, Event, NimView]):
    game_id = "nim"
    seat_counts: tuple[int, ...] = (2, 3, 4)
    codec = CODEC
    levels: tuple[str, ...] = ("random", "greedy")
    rule_book = RuleBook(NimRules())

    def new_state(self, seed: int, rules: NimRules, seats: int) -> NimState:
        rng = SeededRng(seed, "lucky piles")
        return NimState(rules, len(self.seat_names(seats)), rules.piles,
                        tuple(rng.below(len(rules.piles)) for _ in range(seats)))

    def deciders(self, state: NimState) -> tuple[Seat, ...]:
        return () if state.winner is not None else (state.to_move,)

    def legal(self, state: NimState, seat: Seat) -> Sequence[Take]:
        return tuple(Take(seat, p, n) for p, size in enumerate(state.piles) if seat in self.deciders(state)
                     for n in range(1, min(size, state.rules.max_take) + 1))

    def step(self, state: NimState, command: Take) -> tuple[NimState, tuple[Event, ...]]:
        if not isinstance(command, Take) or command not in self.legal(state, command.seat):
            raise RuleError(f"{command!r} is not a legal take now")
        events: list[Event] = [Took(command.seat, command.pile, command.count)]
        if sum(state.piles) == command.count:           # the last object: a win
            events.append(LuckRevealed(command.seat, state.lucky[command.seat]))
        for event in events:
            state = self.apply(state, event)
        return state, tuple(events)

    def apply(self, state: NimState, event: Event) -> NimState:
        if isinstance(event, Took):
            piles = tuple(n - event.count if p == event.pile else n for p, n in enumerate(state.piles))
            return replace(state, piles=piles, to_move=(event.seat + 1) % state.seats, last_pile=event.pile,
                           winner=None if any(piles) else event.seat)
        return state

    def view(self, state: NimState, seat: Audience) -> NimView:
        lucky = tuple(p if seat in (None, s) else None for s, p in enumerate(state.lucky))
        return NimView(seat, state.piles, state.to_move, lucky)

    def visible_to(self, event: Event, seat: Audience) -> bool:
        return seat in (None, event.seat) or not isinstance(event, LuckRevealed)

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        lucky = state.lucky[state.winner] == state.last_pile
        scores = tuple((2 if lucky else 1) if s == state.winner else 0 for s in range(state.seats))
        return Outcome(scores, (state.winner,), ["lucky" if lucky else "plain"])

    def state_hash(self, state: NimState) -> str:
        return stable_digest(state)

    def seat_names(self, seats: int) -> SeatNames:
        return SeatNames(NAMES[:len(super().seat_names(seats))])

    def marks(self, event: Event) -> tuple[Mark, ...]:
        return (Mark("turn"),) if isinstance(event, Took) else ()

    def readable_names(self, state: NimState) -> Names:
        return Names(dump={"pile": lambda p: f"pile {p + 1}"})

    def make_agent(self, level: str, seed: int) -> Agent[Take]:
        super().make_agent(level, seed)          # refuses a level the game has not
        return NimAgent(level, seed)


class NimAgent:
    """`random` takes anything; `greedy` empties the largest pile it can, sure to win with 3 left."""

    def __init__(self, level: str, seed: int) -> None:
        self.level, self._rng, self._left = level, random.Random(seed), 0

    def choose(self, view: NimView, legal: Sequence[Take], seen: Sequence[object]) -> Take:
        self._left = sum(view.piles)
        finishing = [t for t in legal if t.count == view.piles[t.pile]]
        if self.level == "greedy" and finishing:
            return max(finishing, key=lambda t: t.count)
        return legal[self._rng.randrange(len(legal))]

    def note(self) -> list[str] | None:
        return ["sure"] if self.level == "greedy" and self._left <= 3 else None


NIM = registry.register(Nim(), __name__)
