"""The one thing a player does: commit a card and its targets for the step (W4, W7)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.wizard_survive.names import Card


@dataclass(frozen=True, slots=True)
class Commit:
    seat: int
    card: Card
    targets: tuple[int, ...] = ()     # may be empty only when one other player is in (W8)
