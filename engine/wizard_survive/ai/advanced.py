"""W29's advanced AI. Two players: a card drawn from the stage game's equilibrium mix
of the real game at its round, souls, step, lives and mana (`equilibrium.py`, solved
once per rule set) with its own seeded stream. Three or four
players: a simultaneous-move search from its view (`simultaneous.py`) with a work
budget. Either way it decides from its seat's view only (W31): the others' commitments
of the step are not in it.

`note()` is the mix it drew from, for the replay viewer to show beside the actual
choice: ["mix", [[card, parts], ...]] in card order, parts out of MIX_PARTS (whole
numbers, as replays keep no floats), the cards it would never play left out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.wizard_survive.ai import equilibrium, simultaneous
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView

MIX_PARTS = 10_000


def parts(mix: dict[Card, float]) -> list[list[Any]]:
    """A mix as whole parts of MIX_PARTS that add up exactly (largest remainders)."""
    cards = [c for c in Card if mix.get(c, 0.0) > 0]
    total = sum(mix[c] for c in cards)
    exact = [mix[c] / total * MIX_PARTS for c in cards]
    whole = [int(x) for x in exact]
    for i in sorted(range(len(cards)), key=lambda i: (whole[i] - exact[i], i))[:MIX_PARTS - sum(whole)]:
        whole[i] += 1
    return [[c.key, n] for c, n in zip(cards, whole) if n > 0]


class AdvancedAgent:
    level = "advanced"
    mood = None

    def __init__(self, seed: int, iterations: int = simultaneous.ITERATIONS) -> None:
        self._rng = random.Random(seed)
        self.iterations = iterations
        self._mix: dict[Card, float] | None = None

    def note(self) -> list[Any] | None:
        return None if self._mix is None else ["mix", parts(self._mix)]

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Sequence[Any]) -> Commit:
        assert view.seat is not None
        if view.seats == 2:
            return self._equilibrium(view, legal)
        return self._search(view, legal)

    def _equilibrium(self, view: WizardView, legal: Sequence[Commit]) -> Commit:
        seat = view.seat
        assert seat is not None
        other = 1 - seat
        me, it = view.wizards[seat], view.wizards[other]
        solution = equilibrium.solution_for(view.rules)
        mix = solution.mix(equilibrium.key_for(view.round, view.step, (me.souls, it.souls), me, it))
        playable = {c.card for c in legal}
        weights = {card: p for card, p in zip(equilibrium.CARDS, mix) if p > 0 and card in playable}
        if not weights:       # cannot happen with a table of these rules; stay legal all the same
            weights = {card: 1.0 for card in playable}
        self._mix = weights
        card = _draw(weights, self._rng)
        return next(c for c in legal if c.card is card)

    def _search(self, view: WizardView, legal: Sequence[Commit]) -> Commit:
        seat = view.seat
        assert seat is not None
        (card, targets), mix = simultaneous.decide(view.rules, view.wizards, view.step, seat, self._rng,
                                                   self.iterations)
        by_card: dict[Card, float] = {}
        for (c, _), p in mix.items():
            by_card[c] = by_card.get(c, 0.0) + p
        self._mix = by_card
        if targets:
            return next(c for c in legal if c.card is card and c.targets == targets)
        # a card whose target does nothing names one at random: every target may bluff (W7)
        options = [c for c in legal if c.card is card]
        return options[self._rng.randrange(len(options))]


def _draw(weights: dict[Card, float], rng: random.Random) -> Card:
    total = sum(weights.values())
    roll, acc = rng.random() * total, 0.0
    for card in Card:
        if card in weights:
            acc += weights[card]
            if roll < acc:
                return card
    return max(weights, key=lambda c: c.value)
