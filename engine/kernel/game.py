"""What a game is, for everything above the rules: the replay format, the cursor, the
balance lab and the window shell talk to a game through this seam and never to a game's
own types.

The part a game must write is the state machine, `Game` below: nine methods (a state
from a seed, the deciders, their legal commands, `step` to decide and apply a command,
`apply` per event, the view of one seat or of everyone, who sees an event, the outcome
per seat, the state's digest) and plain attributes (its id, seat counts, codec, AI
levels and rule book). Everything else the tools use has a default in `GameBase`
(engine/kernel/base.py), the class every game derives from: `is_over`, `seat_of`,
`seat_names`, `marks`, `describe_detail`, `readable_names`, `make_agent`, `run_scenario`,
the balance `lab`, and the rule set's ten `rules_*` behaviours, which forward to the
game's `RuleBook` (engine/kernel/rule_book.py). An agent (`Agent`) chooses and keeps
its own `note()`. Optional as a plug-in: the replay review's evaluator,
`make_reviewer(rules, seats, budget, seed)` (engine/kernel/review.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from engine.kernel.agent import Agent
from engine.kernel.base import GameBase
from engine.kernel.codec import Codec
from engine.kernel.rule_book import RuleBook, Versioned
from engine.kernel.seats import Audience, Seat
from engine.kernel.values import Mark, Outcome, RuleField

R = TypeVar("R", bound=Versioned)
S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")
V_co = TypeVar("V_co", covariant=True)


class Game(Protocol[R, S, C, E, V_co]):
    """The required part of a game: its attributes and its state machine."""

    game_id: str                     # "mage_battle": the registry key and the replay's game
    seat_counts: tuple[int, ...]     # how many seats a match may have
    codec: Codec
    levels: tuple[str, ...]          # AI levels, weakest first
    rule_book: RuleBook[R]

    def new_state(self, seed: int, rules: R, seats: int) -> S: ...
    def deciders(self, state: S) -> tuple[Seat, ...]: ...
    def legal(self, state: S, seat: Seat) -> Sequence[C]: ...
    def step(self, state: S, command: C) -> tuple[S, tuple[E, ...]]:
        """The next state and the events; RuleError (nothing changed) if illegal."""
    def apply(self, state: S, event: E) -> S: ...
    def view(self, state: S, seat: Audience) -> V_co:
        """What `seat` may know; None: the omniscient view (replay viewer's "all")."""
    def visible_to(self, event: E, seat: Audience) -> bool: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def state_hash(self, state: S) -> str: ...


AnyGame = GameBase[Any, Any, Any, Any, Any]
"""Any registered game, with every capability (the registry's and the tools' type)."""

__all__ = ["Agent", "AnyGame", "Game", "GameBase", "Mark", "Outcome", "RuleField"]
