"""The AI's choices before turn 1: the default registration (D4) and whether to keep
the opening hand (D3); the decks the levels build are `deckbuild`'s.

The default registration (a level named `<level>/default`, as every level registered
before they built decks): the default deck; the ability is the first (the beginner's
at random, the whimsical's by its opening mood). The mulligan: a hand with
fewer than three cards it could cast by its third own turn from sacrificing the rest
(one sacrifice a turn, D10) has no mana plan and goes back, once. The bar is low on
purpose: the new hand has a card less, and about 2 in 100 default-deck hands fall under
it."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State

EARLY_TURNS = 3     # own turns, so at most this much mana from sacrifices
MIN_EARLY_PLAYS = 3
# The whimsical's ability per opening mood: what that mood would reach for.
MOOD_HEROES = {"aggressive": "ember", "reckless": "empower", "hoarding": "insight", "timid": "mend",
               "steady": "ward"}


def default_registration(legal: Sequence[cmd.Command], level: str, mood: str | None = None,
                         rng: random.Random | None = None) -> cmd.Command:
    """One of the offered registrations (the default deck with each ability)."""
    offered = [c for c in legal if isinstance(c, cmd.Register)]
    if not offered:
        return legal[0]
    if level == "beginner" and rng is not None:
        return rng.choice(offered)
    wanted = MOOD_HEROES.get(mood or "", "") if level == "whimsical" else ""
    return next((c for c in offered if c.hero == wanted), offered[0])


def _castable_early(state: State, card_id: str, others: list[str]) -> bool:
    cost = state.template(card_id).cost
    if cost.total > EARLY_TURNS or len(others) < cost.total:
        return False
    colors = [state.template(o).colors for o in others]
    for color, count in cost.pips:
        if sum(color in c for c in colors) < count:
            return False
    needed = {color for color, _ in cost.pips}
    return sum(any(c in needed for c in cs) for cs in colors) >= sum(count for _, count in cost.pips)


def early_plays(state: State, hand: Sequence[str]) -> int:
    """How many cards of `hand` the rest of it could pay for by the third own turn."""
    cards = list(hand)
    return sum(_castable_early(state, card, cards[:i] + cards[i + 1:]) for i, card in enumerate(cards))


def mulligan_choice(state: State, side: Side) -> cmd.Command:
    player = state.player(side)
    if player.mulligans < state.rules.mulligans and player.mulligan == n.PENDING \
            and early_plays(state, player.hand) < MIN_EARLY_PLAYS:
        return cmd.Mulligan(side)
    return cmd.Keep(side)
