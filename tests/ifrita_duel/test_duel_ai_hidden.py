"""The Ifrita Duel AIs decide from their seat's view only (D36): reshuffling what the
seat cannot see never changes a choice, every choice is legal, the same seed and view
give the same choice (in a fresh process too), and the beliefs are sampled from what
the seat has not seen."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from duel_helpers import random_game

from engine.ifrita_duel.ai.agents import LEVELS, DuelAgent, mood_of
from engine.ifrita_duel.ai.belief import opponent_pool, public_cards, sample_hidden, unseen_own
from engine.ifrita_duel.decide import problem
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.state import State, default_deck
from engine.ifrita_duel.view import view_of
from scripts.bench_duel_peeking import PeekingAgent

ROOT = Path(__file__).resolve().parents[2]


def _decisions(seeds: range, every: int, levels: tuple[str, str] = ("beginner", "beginner")) -> list[State]:
    """States from seeded games where someone has a choice of more than one command."""
    out = []
    for seed in seeds:
        states, _ = random_game(seed, levels)
        for s in states[::every]:
            if not s.over and len(legal_commands(s, s.deciders()[0])) > 1:
                out.append(s)
    return out


def reshuffled(state: State, side: Side, rng: random.Random) -> State:
    """The same view for `side`, other hidden cards: the opponent's hand and deck dealt
    again from their union, both decks reordered, another seed."""
    opp = state.player(side.other)
    hidden = list(opp.hand + opp.deck)
    rng.shuffle(hidden)
    k = len(opp.hand)
    state = state.with_player(side.other, replace(opp, hand=tuple(hidden[:k]), deck=tuple(hidden[k:])))
    own = state.player(side)
    state = state.with_player(side, replace(own, deck=tuple(rng.sample(own.deck, len(own.deck)))))
    return replace(state, seed=state.seed + 1)


STATES = _decisions(range(8), 5) + _decisions(range(100, 104), 4, ("intermediate", "beginner"))


@pytest.mark.parametrize("level", LEVELS)
def test_reshuffling_the_hidden_cards_changes_no_choice(level: str) -> None:
    rng = random.Random(5)
    changed_cards = 0
    states = STATES[:: 3 if level == "advanced" else 1]
    for i, s in enumerate(states):
        side = s.deciders()[0]
        other = reshuffled(s, side, rng)
        view = view_of(s, side)
        assert view_of(other, side) == view
        changed_cards += other.player(side.other).hand != s.player(side.other).hand
        first = DuelAgent(level, i).choose(view, legal_commands(s, side), [])
        again = DuelAgent(level, i).choose(view_of(other, side), legal_commands(other, side), [])
        assert first == again, (level, s.turn, first, again)
    assert changed_cards > len(states) // 4          # the hidden hands did change


def test_the_perturbation_test_catches_an_agent_that_peeks() -> None:
    rng = random.Random(6)
    differ = 0
    for s in STATES[::4]:
        side = s.deciders()[0]
        other = reshuffled(s, side, rng)
        legal = legal_commands(s, side)
        # each agent peeks while it chooses, here, so the lambdas see this iteration's states
        seen, reshuffled_seen = PeekingAgent(lambda s=s: s), PeekingAgent(lambda other=other: other)
        differ += seen.choose(view_of(s, side), legal, []) != reshuffled_seen.choose(view_of(other, side), legal, [])
    assert differ >= 1


@pytest.mark.parametrize("level", LEVELS)
def test_every_choice_is_legal(level: str) -> None:
    states = _decisions(range(20, 32), 3) + _decisions(range(200, 204), 3, ("intermediate", "intermediate"))
    for i, s in enumerate(states[:: 4 if level == "advanced" else 1]):
        side = s.deciders()[0]
        command = DuelAgent(level, i).choose(view_of(s, side), legal_commands(s, side), [])
        assert problem(s, command) is None, (level, command, problem(s, command))


def _choices(level: str) -> list[str]:
    out = []
    for i, s in enumerate(_decisions(range(40, 43), 7)):
        side = s.deciders()[0]
        out.append(repr(DuelAgent(level, i).choose(view_of(s, side), legal_commands(s, side), [])))
    return out


@pytest.mark.parametrize("level", ["intermediate", "advanced", "whimsical"])
def test_same_seed_and_view_same_choice_in_a_fresh_process(level: str) -> None:
    here = _choices(level)
    assert here == _choices(level)
    code = ("import sys; sys.path.insert(0, 'tests/ifrita_duel'); sys.path.insert(0, '.');"
            "from test_duel_ai_hidden import _choices; print('\\n'.join(_choices(sys.argv[1])))")
    out = subprocess.run([sys.executable, "-c", code, level], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "123", "PATH": ""})
    assert out.stdout.splitlines() == here


def test_the_same_agent_gives_the_same_view_the_same_choice_whatever_came_before() -> None:
    s = STATES[10]
    side = s.deciders()[0]
    agent = DuelAgent("advanced", 3)
    first = agent.choose(view_of(s, side), legal_commands(s, side), [])
    for other in STATES[11:14]:
        agent.choose(view_of(other, other.deciders()[0]), legal_commands(other, other.deciders()[0]), [])
    assert agent.choose(view_of(s, side), legal_commands(s, side), []) == first


def test_beliefs_come_from_the_unseen_cards_only() -> None:
    rng = random.Random(1)
    for s in STATES[::2]:
        side = s.deciders()[0]
        if s.phase == Phase.MULLIGAN:
            continue
        view = view_of(s, side)
        own_deck, opp_hand, opp_deck = sample_hidden(view, rng)
        me, opp = s.player(side), s.player(side.other)
        assert len(own_deck) == len(me.deck) and len(opp_hand) == len(opp.hand) and len(opp_deck) == len(opp.deck)
        # Its own deck: exactly the deck list minus its hand and its public cards.
        assert Counter(own_deck) == Counter(default_deck(s.rules).cards) - Counter(me.hand) - public_cards(view, side)
        assert Counter(own_deck) == Counter(me.deck) and sorted(unseen_own(view)) == sorted(me.deck)
        # The opponent's cards: within the pool (3 copies) once its public cards are out.
        left = opponent_pool(s.rules) - public_cards(view, side.other)
        assert not Counter(opp_hand + opp_deck) - left


def test_the_note_shows_the_sampled_opponent_hand_and_the_mood() -> None:
    s = next(x for x in STATES if x.phase in (Phase.MAIN1, Phase.MAIN2) and x.turn > 4)
    side = s.deciders()[0]
    for level in ("intermediate", "advanced", "whimsical"):
        agent = GAME.make_agent(level, 9)
        agent.choose(view_of(s, side), legal_commands(s, side), [])
        note = agent.note()
        assert note[0] == level and isinstance(note[2], list) and all(isinstance(c, str) for c in note[2])
        assert len(note[2]) == len(s.player(side.other).hand)
        assert (note[1] is None) == (level != "whimsical")
    assert GAME.make_agent("beginner", 1).note() is None
    moods = {mood_of(4, turn) for turn in range(1, 40)}
    assert len(moods) >= 4                                  # the mood changes from turn to turn
