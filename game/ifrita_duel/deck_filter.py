"""What the deck builder's grid shows: the cards of one colour (or all), of one cost (or
all). A value, stepped by the filter chips and their keys; no drawing here."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CardTemplate

DEAR = 5                                              # the last cost chip: this cost or more
COLOURS: tuple[str | None, ...] = (None, *n.MANA_KINDS)   # None: every colour
COSTS: tuple[int | None, ...] = (None, *range(DEAR + 1))   # None: every cost


@dataclass(frozen=True, slots=True)
class CardFilter:
    colour: str | None = None      # a mana kind (colorless: cards with no colour), None: all
    cost: int | None = None        # a total cost (DEAR: that or more), None: all

    def matches(self, card: CardTemplate) -> bool:
        if self.colour is not None and not colour_of(card, self.colour):
            return False
        return self.cost is None or min(DEAR, card.cost.total) == self.cost

    def step_colour(self, by: int) -> CardFilter:
        return replace(self, colour=COLOURS[(COLOURS.index(self.colour) + by) % len(COLOURS)])

    def step_cost(self, by: int) -> CardFilter:
        return replace(self, cost=COSTS[(COSTS.index(self.cost) + by) % len(COSTS)])

    def toggled_colour(self, colour: str | None) -> CardFilter:
        """A chip clicked: its colour, or every colour again when it was the one shown."""
        return replace(self, colour=None if colour == self.colour else colour)

    def toggled_cost(self, cost: int | None) -> CardFilter:
        return replace(self, cost=None if cost == self.cost else cost)


def colour_of(card: CardTemplate, colour: str) -> bool:
    """Whether `card` counts under `colour`'s chip (colorless: no colour at all)."""
    return not card.colors if colour == n.COLORLESS else colour in card.colors
