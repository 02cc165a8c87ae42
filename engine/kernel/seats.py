"""Seats: who plays. A seat is an int 0..N-1 (a game may use an IntEnum of its own, such
as two named sides); its name is the game's. An audience is one seat, or None for
everyone: the same None stands for the all-seeing replay perspective."""

from __future__ import annotations

from dataclasses import dataclass

Seat = int
Audience = Seat | None

MIN_SEATS = 2
MAX_SEATS = 4


@dataclass(frozen=True, slots=True)
class SeatNames:
    """The names of a match's seats, in seat order (e.g. ("north", "east", "south"))."""

    names: tuple[str, ...]

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.names) <= MAX_SEATS:
            raise ValueError(f"a match has {MIN_SEATS}-{MAX_SEATS} seats, not {len(self.names)}")
        if len(set(self.names)) != len(self.names):
            raise ValueError(f"seat names repeat: {self.names}")

    def __len__(self) -> int:
        return len(self.names)

    def name(self, seat: Seat) -> str:
        return self.names[seat]

    def parse(self, text: str) -> Seat:
        """The seat called `text`; ValueError listing the names otherwise."""
        try:
            return self.names.index(text.strip().lower())
        except ValueError:
            raise ValueError(f"unknown seat {text!r} (expected {', '.join(self.names)})") from None

    def perspectives(self) -> tuple[str, ...]:
        """"all", then each seat: the replay viewer's and the exporter's audiences."""
        return ("all", *self.names)

    def audience(self, perspective: str) -> Audience:
        if perspective == "all":
            return None
        if perspective not in self.names:
            raise ValueError(f"unknown perspective {perspective!r} (expected {', '.join(self.perspectives())})")
        return self.names.index(perspective)
