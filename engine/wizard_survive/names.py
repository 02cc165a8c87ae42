"""The words of Wizard Survive (RULINGS "Names used everywhere"): seats, cards, how a
round or a game ends, the AI levels."""

from __future__ import annotations

from engine.kernel.named import NamedEnum

SEAT_NAMES = ("red", "blue", "green", "yellow")
LEVELS = ("beginner", "intermediate", "advanced", "whimsical")


class Card(NamedEnum):
    """The five action cards, in the seed's order (the rule set's tables follow it)."""

    FIREBALL = 0
    MANA_RECOVERY = 1
    TELEPORT = 2
    LIGHTNING = 3
    METEOR = 4


ATTACKS = (Card.FIREBALL, Card.LIGHTNING, Card.METEOR)


class RoundEnd(NamedEnum):
    LAST_STANDING = 0
    ALL_OUT = 1
    STEP_LIMIT = 2


class GameEnd(NamedEnum):
    SOULS = 0
    ROUND_LIMIT = 1
