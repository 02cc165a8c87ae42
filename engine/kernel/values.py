"""The plain values a game hands through the seam: marks on events, a finished match's
outcome per seat, and a rule set's fields as a draft file writes them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.kernel.seats import Seat


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


