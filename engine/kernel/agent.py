"""What plays a seat: a chooser over the legal commands that sees only its seat's view
and the events that seat has seen, and says what it had in mind."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

C = TypeVar("C")


class Agent(Protocol[C]):
    """`choose` picks one of `legal` from the seat's view and the events it has seen;
    `note()` is what it had in mind at its last choice as plain data (null, ints, texts
    and lists of them), or None: kept in replays for the viewer, read by each game."""

    level: str

    def choose(self, view: Any, legal: Sequence[C], seen: Sequence[Any]) -> C: ...

    def note(self) -> Any: ...
