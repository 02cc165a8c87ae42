"""The advanced's card-by-card deck search: every swap keeps the deck legal, the search
stays within its work (a share of the deck budget), is a function of the rule set and
the seed alone, and takes a swap only when it wins more of the same seeded games."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.ifrita_duel.ai import deckswap
from engine.ifrita_duel.ai.deckbuild import BuildProgress, DeckBudget, candidates, reporting
from engine.ifrita_duel.ai.deckswap import improve, proposals, searched_deck, swapped
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, deck_faults

ROOT = Path(__file__).resolve().parents[2]
START = candidates(ID_1)[0]
SMALL = DeckBudget(work=300, swaps=2.0)


def test_every_proposal_is_a_legal_swap() -> None:
    options = proposals(ID_1, START, random.Random(1), set())
    assert options and len(set(options)) == len(options)
    for swap in options:
        deck = swapped(START, swap)
        assert deck_faults(deck, ID_1) == []
        assert Counter(START.cards) - Counter(deck.cards) == Counter([swap.out])
        assert Counter(deck.cards) - Counter(START.cards) == Counter([swap.into])
    assert all(s.out != s.into for s in options)
    refused = set(options[:3])
    assert not refused & set(proposals(ID_1, START, random.Random(1), refused))


def test_the_search_stays_legal_within_its_work_and_is_deterministic() -> None:
    first = improve(ID_1, START, 4, 1000)
    assert first == improve(ID_1, START, 4, 1000)
    assert deck_faults(first.deck, ID_1) == [] and first.deck.hero == START.hero
    # Work is counted in commands: it stops starting games once spent (a game at most 2,000).
    assert 1000 <= first.work < 1000 + 2000
    deck = START
    for swap in first.swaps:
        deck = swapped(deck, swap)
    assert deck == first.deck


def _judged_by(rule: Callable[[Deck, int], float]) -> Callable[[deckswap._Judge, Deck, int], float]:
    def game(self: deckswap._Judge, deck: Deck, j: int) -> float:
        self.work += 100
        return rule(deck, j)
    return game


def test_a_swap_is_taken_only_when_it_wins_more_of_the_same_games(monkeypatch: pytest.MonkeyPatch) -> None:
    # A judge under which a deck with a black or blue card wins every game, any other
    # half of them: the search takes one swap bringing such a card, then no more.
    favoured = {c.id for c in ID_1.cards.cards if {"black", "blue"} & set(c.colors)} - set(START.cards)
    monkeypatch.setattr(deckswap._Judge, "game", _judged_by(
        lambda deck, j: 1.0 if favoured & set(deck.cards) else float(j % 2)))
    better = improve(ID_1, START, 1, 8000)
    assert len(better.swaps) == 1 and better.swaps[0].into in favoured and better.tried > 1
    assert better.deck == swapped(START, better.swaps[0])


def test_no_swap_is_taken_when_none_wins_more(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deckswap._Judge, "game", _judged_by(lambda deck, j: float(j % 3 == 0)))
    same = improve(ID_1, START, 1, 8000)
    assert same.swaps == () and same.deck == START and same.tried > 3


def test_the_registered_deck_reports_its_whole_budget_and_ignores_listening() -> None:
    heard: list[BuildProgress] = []
    with reporting(heard.append):
        listened = searched_deck(ID_1, 2, SMALL)
    assert listened == searched_deck(ID_1, 2, SMALL)
    total = SMALL.work + int(SMALL.work * SMALL.swaps)
    assert all(p.budget == total for p in heard)
    assert [p.work for p in heard] == sorted(p.work for p in heard) and heard[-1].work == total
    assert deck_faults(listened.deck, ID_1) == []
    assert SMALL.work + int(SMALL.work * SMALL.swaps) <= listened.work


def test_no_swap_budget_keeps_the_candidates_winner() -> None:
    plain = searched_deck(ID_1, 2, DeckBudget(work=600, swaps=0.0))
    assert plain.deck in candidates(ID_1) and plain.swaps == ()


def _improved() -> str:
    return repr(improve(ID_1, START, 6, 900))


def test_the_same_seed_improves_the_same_way_in_a_fresh_process() -> None:
    code = ("import sys; sys.path.insert(0, 'tests/ifrita_duel'); sys.path.insert(0, '.');"
            "from test_duel_ai_deck_swaps import _improved; print(_improved())")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "77", "PATH": ""})
    assert out.stdout.strip() == _improved()
