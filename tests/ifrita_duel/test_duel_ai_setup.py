"""The AIs before turn 1: a level named `<level>/default` registers one of the offered
default decks by its own policy, as every level did before they built decks (D4; the
built decks are test_duel_ai_decks.py's), samples its own deck from the list its view
carries (not an assumed default), and the intermediate and advanced send back a hand
with no mana plan (D3)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.agents import LEVELS, DuelAgent, mood_of
from engine.ifrita_duel.ai.belief import public_cards, sample_hidden, unseen_own
from engine.ifrita_duel.ai.setup import MIN_EARLY_PLAYS, MOOD_HEROES, early_plays
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, State, default_deck, new_game, registration
from engine.ifrita_duel.view import view_of

T, C = Side.TEAL, Side.CRIMSON
DEFAULT = default_deck(ID_1).cards
# No white cards, three of six others: legal (D4), and far from the default.
THREES = ("ember_imp", "flame_lance", "lava_charger", "hellfire", "grove_bear", "wild_surge")
WHITES = ("shield_squire", "dawn_sentinel", "sanctuary_banner")
BUILT = tuple(c for c in THREES for _ in range(3)) + tuple(c for c in DEFAULT if c not in (*THREES, *WHITES))
# Nothing here is castable by the third own turn: too dear, or its colour is missing.
NO_PLAN = ("thornback_boar",) * 3 + ("doom_curse", "dawn_sentinel", "sanctuary_banner", "lava_charger")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_with_the_default_deck_registers_an_offered_deck(level: str) -> None:
    state = registration(3, ID_1)
    legal = legal_commands(state, T)
    for seed in range(4):
        chosen = DuelAgent(f"{level}/default", seed).choose(view_of(state, T), legal, [])
        assert chosen in legal and isinstance(chosen, cmd.Register)
        if level in ("intermediate", "advanced"):
            assert chosen.hero == ID_1.cards.heroes[0].id
        if level == "whimsical":
            assert chosen.hero == MOOD_HEROES[mood_of(seed, 0)]


@pytest.mark.parametrize("level", ["whimsical", "whimsical/default"])
def test_whimsical_abilities_follow_its_moods(level: str) -> None:
    state = registration(3, ID_1)
    legal = legal_commands(state, T)
    for seed in range(40):
        chosen = DuelAgent(level, seed).choose(view_of(state, T), legal, [])
        assert isinstance(chosen, cmd.Register) and chosen.hero == MOOD_HEROES[mood_of(seed, 0)]
    heroes = {MOOD_HEROES[mood_of(seed, 0)] for seed in range(40)}
    assert len(heroes) >= 3 and heroes <= {h.id for h in ID_1.cards.heroes}


def _built_state() -> State:
    assert len(BUILT) == 40
    state = new_game(8, ID_1, (Deck(BUILT, "ember"), default_deck(ID_1)))
    for _ in range(8):    # through the mulligans into the first turns, by the policy
        side = state.deciders()[0]
        chosen = DuelAgent("intermediate", 1).choose(view_of(state, side), legal_commands(state, side), [])
        state = step(state, chosen)[0]
    return state


def test_the_belief_samples_the_own_deck_from_the_registered_list() -> None:
    state = _built_state()
    view = view_of(state, T)
    me = state.player(T)
    expected = Counter(BUILT) - Counter(me.hand) - public_cards(view, T)
    assert Counter(unseen_own(view)) == expected == Counter(me.deck)
    for seed in range(5):
        own_deck, _, _ = sample_hidden(view, random.Random(seed))
        assert Counter(own_deck) == Counter(me.deck)
        assert not set(WHITES) & set(own_deck)


def _mulligan_state(hand: tuple[str, ...]) -> tuple[State, Side]:
    state = new_game(2, ID_1)
    side = state.deciders()[0]
    player = state.player(side)
    rest = list((Counter(player.hand) + Counter(player.deck) - Counter(hand)).elements())
    return state.with_player(side, replace(player, hand=hand, deck=tuple(rest)[:40 - len(hand)])), side


@pytest.mark.parametrize("level", ["intermediate", "advanced"])
def test_a_hand_without_a_mana_plan_goes_back_and_a_good_one_stays(level: str) -> None:
    bad, side = _mulligan_state(NO_PLAN)
    assert early_plays(bad, NO_PLAN) < MIN_EARLY_PLAYS
    agent = DuelAgent(level, 5)
    assert agent.choose(view_of(bad, side), legal_commands(bad, side), []) == cmd.Mulligan(side)
    good_hand = ("ember_imp", "flame_lance", "grove_bear", "wild_surge", "wandering_wisp", "clay_golem", "tide_seer")
    good, side = _mulligan_state(good_hand)
    assert early_plays(good, good_hand) >= MIN_EARLY_PLAYS
    assert agent.choose(view_of(good, side), legal_commands(good, side), []) == cmd.Keep(side)


def test_default_hands_are_rarely_sent_back() -> None:
    hands = [p.hand for seed in range(100) for p in new_game(seed, ID_1).players]
    state = new_game(0, ID_1)
    sent_back = sum(early_plays(state, hand) < MIN_EARLY_PLAYS for hand in hands)
    assert 0 < sent_back < 15
