"""The words of Wizard Survive (RULINGS "Names used everywhere"): seats, cards, how a
round or a game ends, the AI levels."""

from __future__ import annotations

from enum import Enum

SEAT_NAMES = ("red", "blue", "green", "yellow")
LEVELS = ("beginner", "intermediate", "advanced", "whimsical")


class Card(Enum):
    """The five action cards, in the seed's order (the rule set's tables follow it)."""

    FIREBALL = 0
    MANA_RECOVERY = 1
    TELEPORT = 2
    LIGHTNING = 3
    METEOR = 4

    @property
    def key(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Card:
        for card in cls:
            if card.key == text:
                return card
        shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:37] + "..."
        raise ValueError(f"unknown card {shown} (expected {', '.join(c.key for c in cls)})")


ATTACKS = (Card.FIREBALL, Card.LIGHTNING, Card.METEOR)


class RoundEnd(Enum):
    LAST_STANDING = 0
    ALL_OUT = 1
    STEP_LIMIT = 2

    @property
    def key(self) -> str:
        return self.name.lower()


class GameEnd(Enum):
    SOULS = 0
    ROUND_LIMIT = 1

    @property
    def key(self) -> str:
        return self.name.lower()
