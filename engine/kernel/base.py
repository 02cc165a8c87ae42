"""The base class of every game: the core a game must write (the state machine, see
`engine.kernel.game.Game`) as abstract methods, and every other capability the tools
use with a default a game overrides only when it has something of its own to say.
The rule set's ten behaviours forward to the game's `rule_book`; the balance lab's
questions are its `lab`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, TypeVar, cast

from engine.kernel.agent import Agent
from engine.kernel.codec import PLAIN, Codec, Names
from engine.kernel.lab import DEFAULT_LAB, Lab
from engine.kernel.random_agent import RandomAgent
from engine.kernel.rule_book import RuleBook, Versioned
from engine.kernel.seats import Audience, Seat, SeatNames
from engine.kernel.values import Mark, Outcome, RuleField

R = TypeVar("R", bound=Versioned)   # the rule set
S = TypeVar("S")          # the state
C = TypeVar("C")          # a command
E = TypeVar("E")          # an event
V = TypeVar("V")          # what a seat (or everyone) sees

GENERIC_SEAT_NAMES = ("p1", "p2", "p3", "p4")


class GameBase(ABC, Generic[R, S, C, E, V]):
    game_id: str                     # the registry key and the replay's game
    seat_counts: tuple[int, ...]     # how many seats a match may have
    codec: Codec
    levels: tuple[str, ...] = ("random",)        # AI levels, weakest first
    rule_book: RuleBook[R]

    # --- the core: the state machine (engine.kernel.game.Game) ---------------------------

    @abstractmethod
    def new_state(self, seed: int, rules: R, seats: int) -> S: ...

    @abstractmethod
    def deciders(self, state: S) -> tuple[Seat, ...]: ...

    @abstractmethod
    def legal(self, state: S, seat: Seat) -> Sequence[C]: ...

    @abstractmethod
    def step(self, state: S, command: C) -> tuple[S, tuple[E, ...]]:
        """The next state and the events; RuleError (nothing changed) if illegal."""

    @abstractmethod
    def apply(self, state: S, event: E) -> S: ...

    @abstractmethod
    def view(self, state: S, seat: Audience) -> V:
        """What `seat` may know; None: the omniscient view (replay viewer's "all")."""

    @abstractmethod
    def visible_to(self, event: E, seat: Audience) -> bool: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def state_hash(self, state: S) -> str: ...

    # --- capabilities with defaults --------------------------------------------------------

    @property
    def lab(self) -> Lab:
        """The balance lab's questions (a game without its own: who won, per seat)."""
        return DEFAULT_LAB

    def is_over(self, state: S) -> bool:
        return self.outcome(state) is not None

    def seat_of(self, command: C) -> Seat:
        """The seat that plays `command`: its `seat` field, unless the game says otherwise."""
        seat: Seat = cast(Any, command).seat
        return seat

    def seat_names(self, seats: int) -> SeatNames:
        """The seats' names in a match of `seats` (ValueError for a count the game does not
        allow); without a game's own words: p1, p2, ..."""
        if seats not in self.seat_counts:
            allowed = ", ".join(str(n) for n in self.seat_counts)
            raise ValueError(f"{self.game_id} is for {allowed} seats, not {seats}")
        return SeatNames(GENERIC_SEAT_NAMES[:seats])

    def marks(self, event: E) -> tuple[Mark, ...]:
        """The turns, rounds, ... an event closes or opens (none: the cursor steps by command)."""
        return ()

    def describe_detail(self, detail: Any) -> str:
        """An outcome's detail in a line of words."""
        if detail is None:
            return ""
        if isinstance(detail, (list, tuple)):
            return "; ".join(self.describe_detail(item) for item in detail)
        return str(detail)

    def readable_names(self, state: S) -> Names:
        """How exports write the int fields of a kind (cells, pieces) in this match."""
        return PLAIN

    def make_agent(self, level: str, seed: int) -> Agent[C]:
        if level not in (*self.levels, "random"):
            raise ValueError(f"unknown {self.game_id} level {level!r} (expected {', '.join(self.levels)})")
        return RandomAgent(seed)

    def run_scenario(self, text: str) -> dict[str, Any]:
        """The game's rules sandbox on a scenario file's text: the JSON document to print."""
        return {"ok": False, "error": {"step": None, "message": f"{self.game_id} has no rules sandbox"},
                "events": [], "state": None}

    # --- the rule set, from the rule book ----------------------------------------------------

    def default_rules(self) -> R:
        return self.rule_book.default

    def rules_to_data(self, rules: R) -> dict[str, Any]:
        return self.rule_book.to_data(rules)

    def rules_from_data(self, data: Any, where: str) -> R:
        """The rule set, or ValueError with one line naming the field."""
        return self.rule_book.from_data(data, where)

    def load_rules(self, text: str, where: str) -> R:
        """A draft rule set from a TOML text; ValueError with one line naming the field."""
        return self.rule_book.load(text, where)

    def check_rules_text(self, text: str, where: str) -> Sequence[str]:
        """Every problem of a draft's TOML text, one line each naming its field."""
        return self.rule_book.check_text(text, where)

    def rules_version(self, rules: R) -> str:
        return self.rule_book.version(rules)

    def rules_hash(self, rules: R) -> str:
        return self.rule_book.hash(rules)

    def rules_fields(self, rules: R) -> Sequence[RuleField]:
        """The rule set field by field, in a draft's order, each with its comment."""
        return self.rule_book.fields(rules)

    def rules_name(self, rules: R) -> str:
        """A draft's title, "" for none (not a rule: replays, reports, the viewer show it)."""
        return self.rule_book.name(rules)

    def rules_note(self, rules: R) -> str:
        """One line about a draft, "" for none."""
        return self.rule_book.note(rules)
