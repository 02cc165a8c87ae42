"""The advanced's deck search tells a listener how far it is (work done of its budget,
decks still in the running), and listening changes nothing it chooses."""

from __future__ import annotations

from engine.ifrita_duel.ai.deckbuild import BuildProgress, DeckBudget, advanced_deck, reporting
from engine.ifrita_duel.rules import ID_1

SMALL = DeckBudget(work=900)


def test_the_deck_search_reports_its_work_and_chooses_the_same() -> None:
    heard: list[BuildProgress] = []
    with reporting(heard.append):
        listened = advanced_deck(ID_1, 5, SMALL)
    assert listened == advanced_deck(ID_1, 5, SMALL)
    assert heard[0].work == 0 and heard[-1].work == heard[-1].budget == SMALL.work
    works = [p.work for p in heard]
    assert works == sorted(works) and len(heard) > 3
    assert all(p.candidates == len(listened.judged) for p in heard)
    alive = [p.alive for p in heard]
    assert alive[0] == len(listened.judged) and alive[-1] == 1 and alive == sorted(alive, reverse=True)


def test_nobody_listening_is_quiet() -> None:
    heard: list[BuildProgress] = []
    with reporting(heard.append):
        pass
    advanced_deck(ID_1, 5, DeckBudget(work=0))
    assert heard == []
