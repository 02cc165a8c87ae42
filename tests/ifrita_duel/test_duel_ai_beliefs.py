"""The advanced's beliefs about the opponent's hidden cards follow what the opponent has
shown (D36): a card shown is in its deck, the copy limit bounds what is left, colours
never seen grow unlikely as cards of other colours are shown, the public ability
counts, and the sampling is a function of the view and the seed."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from engine.ifrita_duel.ai.belief import opponent_beliefs, public_cards, sample_hidden
from engine.ifrita_duel.ai.deckbuild import model_decks
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, State, default_deck, new_game
from engine.ifrita_duel.view import DuelView, view_of

T, C = Side.TEAL, Side.CRIMSON
RULES = ID_1


def _model_deck(colours: tuple[str, ...]) -> tuple[str, ...]:
    return next(tuple(cards) for _, chosen, cards in model_decks(RULES) if chosen == colours)


def shown(state: State, side: Side, cards: list[str]) -> State:
    """`state` with `cards` moved from `side`'s deck (or hand) to its discard pile, as
    if sacrificed: they are public now, and the hidden counts shrink with them."""
    p = state.player(side)
    deck, hand = list(p.deck), list(p.hand)
    for card in cards:
        (deck if card in deck else hand).remove(card)
    return state.with_player(side, replace(p, deck=tuple(deck), hand=tuple(hand), discard=p.discard + tuple(cards)))


def crimson_showing(cards: list[str], crimson: Deck) -> DuelView:
    state = new_game(3, RULES, (default_deck(RULES), crimson))
    return view_of(shown(state, C, cards), T)


def hidden_cards(view: DuelView, worlds: int, seed: int = 1) -> Counter[str]:
    rng = random.Random(seed)
    out: Counter[str] = Counter()
    for _ in range(worlds):
        _, hand, deck = sample_hidden(view, rng)
        out.update(hand + deck)
    return out


RGW = ("red", "green", "white")


def test_cards_shown_are_in_every_guess_and_the_copy_limit_bounds_the_rest() -> None:
    cards = _model_deck(RGW)
    tripled = next(c for c, k in Counter(cards).items() if k == 3)
    view = crimson_showing([tripled] * 3 + ["grove_bear"], Deck(cards, "ward"))
    beliefs = opponent_beliefs(view)
    assert beliefs and abs(sum(w for w, _ in beliefs) - 1.0) < 1e-9
    for _, guess in beliefs:
        assert guess.counts[tripled] == 3 and guess.counts["grove_bear"] >= 1
    # The three copies are all public: no world hides a fourth.
    rng = random.Random(2)
    for _ in range(40):
        _, hand, deck = sample_hidden(view, rng)
        assert tripled not in hand + deck
        assert len(hand) + len(deck) == RULES.deck_size - 4
        assert not Counter(hand + deck) + public_cards(view, C) - Counter({c.id: 3 for c in RULES.cards.cards})


def test_colours_never_shown_grow_unlikely() -> None:
    cards = _model_deck(RGW)
    crimson = Deck(cards, "ward")
    colour_of = {c.id: c.colors for c in RULES.cards.cards}
    few = [c for c in cards if colour_of[c]][:2]
    many = [c for c in cards if colour_of[c]][::3][:9]

    def off_colour_share(view: DuelView) -> float:
        hidden = hidden_cards(view, 60)
        off = sum(k for c, k in hidden.items() if set(colour_of[c]) - set(RGW))
        return off / sum(hidden.values())

    before, after = off_colour_share(crimson_showing(few, crimson)), off_colour_share(crimson_showing(many, crimson))
    # The model's red-green-white deck itself holds one blue card of 40 (three colours
    # fall short of 40 under the copy limit); the pool alone would be 3 in 5 off-colour.
    assert after < 0.08 and after < before / 3, (before, after)


def test_the_deck_the_cards_point_at_takes_most_of_the_belief() -> None:
    cards = _model_deck(RGW)
    view = crimson_showing([c for c in cards][::4][:8], Deck(cards, "ward"))
    beliefs = opponent_beliefs(view)
    weight = sum(w for w, g in beliefs if g.exact and g.counts == Counter(cards))
    assert weight > 0.5, sorted(((round(w, 3), g.name) for w, g in beliefs), reverse=True)[:4]


def test_the_default_deck_is_recognised_by_its_spread() -> None:
    everything = [c.id for c in RULES.cards.cards]          # one card of every template, two colours each
    view = crimson_showing(everything[::2], default_deck(RULES))
    weight = sum(w for w, g in opponent_beliefs(view) if g.name == "default")
    assert weight > 0.5


def test_the_public_ability_weighs_the_guesses() -> None:
    cards = _model_deck(RGW)
    some = [c for c in cards][::5][:5]
    fitting = crimson_showing(some, Deck(cards, "ward"))
    other = crimson_showing(some, Deck(cards, "mend"))      # no guess registers mend with these cards

    def exact_weight(view: DuelView) -> float:
        return sum(w for w, g in opponent_beliefs(view) if g.exact and g.counts == Counter(cards))

    assert exact_weight(other) < exact_weight(fitting)


def test_sampling_is_a_function_of_the_view_and_the_seed() -> None:
    cards = _model_deck(RGW)
    view = crimson_showing(list(cards[:5]), Deck(cards, "ward"))
    first = [sample_hidden(view, random.Random(7)) for _ in range(3)]
    assert first == [sample_hidden(view, random.Random(7)) for _ in range(3)]
    assert sample_hidden(view, random.Random(7)) != sample_hidden(view, random.Random(8))
    # Another true deck behind the same public cards and counts: the same worlds.
    state = new_game(3, RULES, (default_deck(RULES), Deck(cards, "ward")))
    state = shown(state, C, list(cards[:5]))
    p = state.player(C)
    hidden = list(p.hand + p.deck)
    random.Random(1).shuffle(hidden)
    other = state.with_player(C, replace(p, hand=tuple(hidden[:len(p.hand)]), deck=tuple(hidden[len(p.hand):])))
    assert view_of(other, T) == view
    assert sample_hidden(view_of(other, T), random.Random(7)) == first[0]
