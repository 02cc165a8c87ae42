"""The decks the AIs build at registration (D4, `deckbuild`): legal for every seed and
level, the same for the same seed (in a fresh process too), blind to the opponent's
hidden registration, played through a Match whose replay verifies; the beginner's
loose, the intermediate's and advanced's far from the default, the whimsical's with
its mood's ability; a draft's deck size and copy limit are followed."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.ai.agents import LEVELS, DuelAgent, mood_of
from engine.ifrita_duel.ai.deckbuild import (
    ADVANCED_DECKS,
    DeckBudget,
    Model,
    advanced_deck,
    candidates,
    heroes_for,
    level_deck,
    model_decks,
)
from engine.ifrita_duel.ai.setup import MOOD_HEROES
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1, Rules
from engine.ifrita_duel.state import Deck, deck_faults, default_deck, registration
from engine.ifrita_duel.view import view_of
from engine.kernel import registry
from engine.kernel.match import Match
from replays.format import ai, dumps, loads, new_header
from replays.resimulate import load_bytes, replay_of, verify

ROOT = Path(__file__).resolve().parents[2]
T, C = Side.TEAL, Side.CRIMSON
DEFAULT = default_deck(ID_1)
# Two games in all: the model's favourite against the default deck, one game each.
QUICK = DeckBudget(decks=1, heroes=1, work=1)
# Three each of four cards, no white: a legal built deck for the opponent.
OTHER = Deck(tuple(c for c in ("ember_imp", "flame_lance", "clay_golem", "grove_bear") for _ in range(3)) + tuple(
    c for c in DEFAULT.cards if c not in ("ember_imp", "flame_lance", "clay_golem", "grove_bear", "shield_squire",
                                          "dawn_sentinel")), "mend")


def _agent(level: str, seed: int) -> DuelAgent:
    return DuelAgent(level, seed, decks=QUICK)


def _registered(level: str, seed: int, state: Any = None, side: Side = T) -> cmd.Register:
    state = state if state is not None else registration(seed, ID_1)
    chosen = _agent(level, seed).choose(view_of(state, side), legal_commands(state, side), [])
    assert isinstance(chosen, cmd.Register) and chosen.side == side
    return chosen


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_builds_a_legal_deck_for_many_seeds(level: str) -> None:
    seeds = range(6) if level == "advanced" else range(60)
    decks = set()
    for seed in seeds:
        chosen = _registered(level, seed)
        deck = Deck(chosen.cards, chosen.hero)
        assert deck_faults(deck, ID_1) == [], (level, seed)
        decks.add((tuple(sorted(deck.cards)), deck.hero))
    if level in ("beginner", "whimsical"):
        assert len(decks) >= 5          # seeds make them differ
    for cards, _ in decks:
        assert Counter(cards) != Counter(DEFAULT.cards)


def test_the_advanced_with_its_whole_budget_builds_a_legal_deck_within_its_work() -> None:
    choice = advanced_deck(ID_1, 3)
    assert deck_faults(choice.deck, ID_1) == []
    assert choice.deck in candidates(ID_1)
    # The budget is work: a round stops starting games once its share is spent, so it
    # overshoots by at most the games of one step of the live candidates.
    assert ADVANCED_DECKS.work <= choice.work < ADVANCED_DECKS.work + 7 * 2000
    played = [j for j in choice.judged if j.games]
    assert len(played) == len(choice.judged) and max(j.games for j in played) > min(j.games for j in played)
    best = next(j for j in choice.judged if j.deck == choice.deck)
    assert best.games == max(j.games for j in played)


def test_with_no_work_the_advanced_takes_the_models_favourite() -> None:
    choice = advanced_deck(ID_1, 5, DeckBudget(work=0))
    _, _, cards = model_decks(ID_1)[0]
    assert choice.deck == Deck(tuple(cards), heroes_for(ID_1, cards)[0]) and choice.work == 0


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_deck_and_another_seed_may_differ(level: str) -> None:
    for seed in range(3):
        assert _registered(level, seed) == _registered(level, seed)
        # The deck depends on the agent's seed, never on the match's.
        assert _registered(level, seed) == _registered(level, seed, registration(seed + 100, ID_1))


def _decks() -> list[str]:
    return [repr(_registered(level, seed)) for level in LEVELS for seed in range(3)]


def test_same_seed_same_deck_in_a_fresh_process() -> None:
    here = _decks()
    code = ("import sys; sys.path.insert(0, 'tests/ifrita_duel'); sys.path.insert(0, '.');"
            "from test_duel_ai_decks import _decks; print('\\n'.join(_decks()))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "321", "PATH": ""})
    assert out.stdout.splitlines() == here


@pytest.mark.parametrize("level", LEVELS)
def test_the_deck_does_not_depend_on_the_opponents_hidden_registration(level: str) -> None:
    for seed in range(2 if level == "advanced" else 6):
        alone = _registered(level, seed)
        for theirs in (DEFAULT, OTHER, Deck(DEFAULT.cards, "ward")):
            state = step(registration(seed, ID_1), cmd.Register(C, theirs.cards, theirs.hero))[0]
            view = view_of(state, T)
            assert view.player(C).cards is None and view.player(C).hero == ""     # hidden (D36)
            assert _registered(level, seed, state) == alone, (level, seed, theirs.hero)
        # Either seat: the list is the same, only the side differs.
        crimson = _registered(level, seed, side=C)
        assert (crimson.cards, crimson.hero) == (alone.cards, alone.hero)


def test_the_default_variants_register_the_default_deck() -> None:
    state = registration(1, ID_1)
    for level in LEVELS:
        chosen = DuelAgent(f"{level}/default", 4).choose(view_of(state, T), legal_commands(state, T), [])
        assert isinstance(chosen, cmd.Register) and Counter(chosen.cards) == Counter(DEFAULT.cards)
    for bad in ("advanced/best", "greedy/default", "nobody/default"):
        with pytest.raises(ValueError, match="unknown ifrita_duel level"):
            DuelAgent(bad, 1)


def test_the_levels_decks_have_their_character() -> None:
    # The intermediate: three colours (every card's colours among them) and the curve's limits.
    deck = _registered("intermediate", 1)
    colours = {c for card in deck.cards for c in ID_1.cards.card(card).colors}
    assert len(colours) <= 4 and sum(ID_1.cards.card(card).cost.total >= 4 for card in deck.cards) <= 8
    main = Counter(c for card in deck.cards for c in ID_1.cards.card(card).colors).most_common(3)
    assert sum(k for _, k in main) >= 30
    # The whimsical's ability is its opening mood's.
    for seed in range(10):
        assert _registered("whimsical", seed).hero == MOOD_HEROES[mood_of(seed, 0)]
    # The beginner's vary in colours and ability.
    heroes = {_registered("beginner", seed).hero for seed in range(30)}
    assert len(heroes) >= 4


def test_the_model_reads_verbs_not_names() -> None:
    # A static buff of own units is worth more in a deck of units than in one of spells.
    model = Model(ID_1)
    banner = "sanctuary_banner"
    units = Counter({c.id: 2 for c in ID_1.cards.cards if c.kind == n.UNIT})
    spells = Counter({c.id: 2 for c in ID_1.cards.cards if c.kind != n.UNIT})
    gain_units = model.value(units + Counter({banner: 1})) - model.value(units)
    gain_spells = model.value(spells + Counter({banner: 1})) - model.value(spells)
    assert gain_units > gain_spells
    # The shield's ability fits a deck of units better than one without any.
    assert heroes_for(ID_1, [c for c in DEFAULT.cards if ID_1.cards.card(c).kind == n.UNIT])[0] == "ward"
    assert heroes_for(ID_1, [c for c in DEFAULT.cards if ID_1.cards.card(c).kind != n.UNIT])[0] != "ward"


@pytest.mark.parametrize("rules", [
    replace(ID_1, deck_size=60, default_copies=3, max_copies=4),
    replace(ID_1, deck_size=20, default_copies=1, max_copies=1),
], ids=["60 cards, 4 copies", "20 cards, 1 copy"])
def test_a_drafts_deck_size_and_copy_limit_are_followed(rules: Rules) -> None:
    for level in LEVELS:
        for seed in range(2):
            deck = level_deck(rules, level, mood_of(seed, 0), seed, QUICK)
            assert deck_faults(deck, rules) == [], (level, seed)


def test_built_decks_play_through_a_match_whose_replay_verifies() -> None:
    game = registry.get("ifrita_duel")
    levels = ("whimsical", "intermediate")
    agents = [_agent(levels[0], 21), _agent(levels[1], 22)]
    match: Match[Any, Any, Any] = Match(game, 9)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    registered = [c for c in match.commands if isinstance(c, cmd.Register)]
    assert [c.side for c in registered] == [T, C]
    for c in registered:
        assert Counter(match.state.player(c.side).cards) == Counter(c.cards)
        assert Counter(c.cards) != Counter(DEFAULT.cards)
    header = new_header(match.seed, ai(levels[0]), ai(levels[1]), started="2026-12-01T09:00:00+00:00",
                        game="ifrita_duel")
    data = dumps(replay_of(match, header))
    loaded = load_bytes(data, "built.embr")
    assert loaded.match.hash() == match.hash() and loaded.match.commands == match.commands
    assert verify(loads(data, "x"), "x").ok
