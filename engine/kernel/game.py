"""What a game is, for everything above the rules: the replay format, the cursor, the
balance lab and the window shell talk to a `Game` and never to a game's own types.

A game is a rule set family (its id and its current rule set), a state built from a
seed, deciders, legal commands, `step` (decide and apply) and `apply` per event, the
view of one seat or of everyone, an outcome per seat, and marks on events that close
or open a turn, a round or a battle. Its agents come from `make_agent(level, seed)`.
Optional capabilities are methods a game may add and the others need not: the replay
review's evaluator, `make_reviewer(rules, seats, budget, seed)` (engine/kernel/review.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from engine.kernel.codec import Codec, Names
from engine.kernel.seats import Audience, Seat, SeatNames

S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class Mark:
    """A stop the replay cursor offers: the event closes `level` (the stop falls after
    it; a command whose events close anything gets a replay checkpoint), or, with
    `opens`, the event opens `level` (the stop falls before it)."""

    level: str            # "turn", "round", "battle", ...
    opens: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished match ended, per seat: each seat's score (battles or rounds won, ...), the
    winning seats, and the game's own details as plain data (for reports and viewers)."""

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    detail: Any = None        # null, ints, texts and lists of them; kept as tuples

    def __post_init__(self) -> None:
        object.__setattr__(self, "scores", tuple(self.scores))
        object.__setattr__(self, "winners", tuple(self.winners))
        object.__setattr__(self, "detail", _frozen(self.detail))

    def to_data(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "detail": _thawed(self.detail)}


@dataclass(frozen=True, slots=True)
class RuleField:
    """One field of a rule set as a draft file writes it (the `rules show` command)."""

    name: str
    value: Any            # plain data: an int, true/false, a text, or lists of them
    comment: str          # one line: the ruling(s) it implements and what it means
    active: bool = True   # False: written commented out (a value a copy should not claim)


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def _thawed(value: Any) -> Any:
    return [_thawed(v) for v in value] if isinstance(value, tuple) else value


class Agent(Protocol[C]):
    """A chooser over the legal commands that sees only its seat's view and the events
    that seat has seen. `note()` is what it had in mind (plain data, or None), kept in
    replays for the viewer; each game reads its own notes."""

    level: str

    def choose(self, view: Any, legal: Sequence[C], seen: Sequence[Any]) -> C:
        ...


class Game(Protocol[S, C, E]):
    game_id: str                     # "mage_battle": the registry key and the replay's game
    seat_counts: tuple[int, ...]     # how many seats a match may have
    codec: Codec
    levels: tuple[str, ...]          # AI levels, weakest first
    lab_module: str                  # module with `facts(match)` and `report(...)` for the balance lab

    def seat_names(self, seats: int) -> SeatNames: ...
    def default_rules(self) -> Any: ...
    def rules_to_data(self, rules: Any) -> dict[str, Any]: ...
    def rules_from_data(self, data: Any, where: str) -> Any:
        """The rule set, or ValueError with one line naming the field."""
    def load_rules(self, text: str, where: str) -> Any:
        """A draft rule set from a TOML text; ValueError with one line naming the field."""
    def rules_version(self, rules: Any) -> str: ...
    def rules_hash(self, rules: Any) -> str: ...
    def rules_fields(self, rules: Any) -> Sequence[RuleField]:
        """The rule set field by field, in a draft's order, each with its comment; written
        as TOML they make a draft that loads to the same values."""
    def check_rules_text(self, text: str, where: str) -> Sequence[str]:
        """Every problem of a draft's TOML text, one line each naming its field (not just
        the first, as `load_rules` raises); empty when the draft loads."""
    def rules_name(self, rules: Any) -> str:
        """A draft's title, "" for none (not a rule: replays, reports, the viewer show it)."""
    def rules_note(self, rules: Any) -> str:
        """One line about a draft, "" for none."""

    def new_state(self, seed: int, rules: Any, seats: int) -> S: ...
    def deciders(self, state: S) -> tuple[Seat, ...]: ...
    def legal(self, state: S, seat: Seat) -> Sequence[C]: ...
    def step(self, state: S, command: C) -> tuple[S, tuple[E, ...]]:
        """The next state and the events; RuleError (nothing changed) if illegal."""
    def apply(self, state: S, event: E) -> S: ...
    def seat_of(self, command: C) -> Seat: ...
    def view(self, state: S, seat: Audience) -> Any:
        """What `seat` may know; None: the omniscient view (replay viewer's "all")."""
    def visible_to(self, event: E, seat: Audience) -> bool: ...
    def is_over(self, state: S) -> bool: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def marks(self, event: E) -> tuple[Mark, ...]: ...
    def describe_detail(self, detail: Any) -> str:
        """An outcome's detail in a line of words ("battle 1: north (shortest path); ...")."""
    def state_hash(self, state: S) -> str: ...
    def readable_names(self, state: S) -> Names:
        """How exports write the int fields of a kind (cells, pieces) in this match."""
    def make_agent(self, level: str, seed: int) -> Agent[C]: ...
    def note_of(self, agent: Agent[C], view: Any) -> Any:
        """What `agent` has in mind after choosing from `view`, as plain data (None: nothing)."""
    def run_scenario(self, text: str) -> dict[str, Any]:
        """The game's rules sandbox on a scenario file's text: the JSON document to print."""


AnyGame = Game[Any, Any, Any]
