"""What the seated person is in the middle of choosing on the table, as values: the input
mode (a closed set, not free words), the hand card chosen, the targets the engine offers
for the chosen cast or ability, the attackers gathered, the cards to discard and a cast
waiting for its payment. No arcade and no rule here: every option came from the seat's
legal commands (choices.py); the screen turns clicks and keys into these steps."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from engine.ifrita_duel import commands as cmd

if TYPE_CHECKING:
    from game.ifrita_duel.views.payment import PayPicker


class Mode(StrEnum):
    # A StrEnum so that `mode == "idle"` still reads as the words it always was.
    IDLE = "idle"
    CARD = "card"              # a hand card chosen: cast it or sacrifice it
    TARGET = "target"          # a cast or the ability waits for its target
    PAY = "pay"                # a cast waits for the way its generic part is paid
    ATTACK = "attack"          # attackers being gathered
    DISCARD = "discard"        # the end of turn's discards being chosen (D15)


@dataclass
class Choosing:
    """The seat's half-made choice. A hand-off or a played command starts it afresh."""

    mode: Mode = Mode.IDLE
    selected: int | None = None
    target_of: dict[str, cmd.Cast | cmd.UseHero] = field(default_factory=dict)
    chosen: list[str] = field(default_factory=list)
    discards: set[int] = field(default_factory=set)
    paying: tuple[cmd.Cast, PayPicker] | None = None
    # Blocking (D26): each attacker's blocker so far, and a blocker picked up to place.
    # All are chosen on one screen and changeable until confirmed; the engine then takes
    # them attacker by attacker.
    blocking: dict[str, str] = field(default_factory=dict)
    picked: str | None = None

    def reset(self) -> None:
        self.mode, self.selected, self.target_of = Mode.IDLE, None, {}
        self.chosen, self.discards, self.paying = [], set(), None
        self.blocking, self.picked = {}, None

    def pick(self, blocker: str) -> None:
        """A blocker clicked (or pressed to drag): picked up, or put down if it was."""
        self.picked = None if self.picked == blocker else blocker

    def place(self, attacker: str) -> None:
        """An attacker clicked: the picked blocker blocks it (leaving any attacker it blocked,
        and taking the place of the attacker's blocker); with none picked, the attacker's
        blocker is taken off."""
        if self.picked is None:
            self.blocking.pop(attacker, None)
            return
        self.blocking = {a: b for a, b in self.blocking.items() if b != self.picked}
        self.blocking[attacker] = self.picked
        self.picked = None

    def blocks_of(self, attackers: tuple[str, ...]) -> list[tuple[str, str | None]]:
        """Each attacker still to block, in the engine's order, with its blocker or None."""
        return [(a, self.blocking.get(a)) for a in attackers]

    def toggle_attacker(self, unit: str, allowed: list[str]) -> None:
        """A unit clicked while gathering attackers: out if in, in if the engine lets it attack."""
        if unit in self.chosen:
            self.chosen.remove(unit)
        elif unit in allowed:
            self.chosen.append(unit)

    def toggle_discard(self, index: int) -> None:
        self.discards ^= {index}

    def hand_ready(self) -> bool:
        """Whether a hand card may be chosen by its number key now (not mid-target, -payment or -attack)."""
        return self.mode not in (Mode.TARGET, Mode.PAY, Mode.ATTACK)
