"""Reviewing a saved match: the same review in every process, made from what each seat
knew (never the state), and Wizard Survive's exact values where they are easy to check."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.kernel.review import Judgement, NoReviewer, reviewer_for
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.state import State, Wizard
from engine.wizard_survive.view import view_for
from replays import review as review_module
from replays.resimulate import load_bytes
from replays.review import review
from tests.reachable import reachable
from tests.replays.review_fixtures import (
    header,
    loaded_of,
    play,
    replay_bytes,
    wizard_survive,
)

ROOT = Path(__file__).resolve().parents[2]


def test_the_same_file_gives_the_same_review_in_a_fresh_process(tmp_path: Path) -> None:
    data = replay_bytes(3, "advanced", "beginner")
    path = tmp_path / "match.embr"
    path.write_bytes(data)
    here = review(load_bytes(data, "log")).digest()
    code = ("import sys; from replays.resimulate import load_replay; from replays.review import review; "
            "print(review(load_replay(sys.argv[1])).digest())")
    there = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.strip()
    assert here == there and len(here) == 64


def test_every_decision_of_the_chosen_seat_is_reviewed_in_order() -> None:
    loaded = load_bytes(replay_bytes(4, "advanced", "beginner"), "log")
    rv = review(loaded, (1,))
    commands = loaded.replay.commands
    assert [d.index for d in rv.decisions] == [i for i, c in enumerate(commands) if c.seat == 1]
    assert all(d.loss >= 0 and d.best.value >= d.played.value - 1e-12 for d in rv.decisions)
    assert all(0.0 <= d.played.chance <= 1.0 for d in rv.decisions)
    assert sum(rv.counts(1).values()) == len(rv.decisions)


# --------------------------------------------------------------------------- honesty

def test_the_reviewer_is_handed_the_seats_view_and_seen_events_only(monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[tuple[int, Any]] = []
    real = review_module.reviewer_for

    def spying(*args: Any) -> Any:
        inner = real(*args)

        class Spy:
            unit, method = inner.unit, inner.method
            classify, words = inner.classify, inner.words

            def appraise(self, view: Any, seen: Any, legal: Any, played: Any) -> Any:
                handed.append((played.seat, (view, seen, legal)))
                return inner.appraise(view, seen, legal, played)

        return Spy()

    monkeypatch.setattr(review_module, "reviewer_for", spying)
    review(load_bytes(replay_bytes(5, "beginner", "advanced"), "log"))
    assert {seat for seat, _ in handed} == {0, 1} and len(handed) > 10
    for seat, inputs in handed:
        reached = reachable(inputs)
        assert not [o for o in reached if isinstance(o, State)], "a state is reachable"
        # the other's commitment of the step: never as a record, never as its secret event
        assert not [o for o in reached if isinstance(o, ev.Committed) and o.audience != seat]
        view = inputs[0]
        assert view.seat == seat and all(c is None for s, c in enumerate(view.commitments) if s != seat)


@pytest.mark.parametrize("seed", range(6))
def test_a_seats_review_ignores_what_it_could_not_know(seed: int) -> None:
    """Blue decides after red in each step: whatever card red committed (hidden from
    blue until the reveal), blue's review at that decision is the same."""
    h, match = play(seed, "beginner", "beginner")
    game = wizard_survive()
    commands = list(match.commands)
    compared, foreseen = 0, set()
    for index in range(0, min(len(commands) - 1, 40), 2):
        if commands[index].seat != 0 or commands[index + 1].seat != 1:
            continue
        state = loaded_of(h, commands[:index]).match.state
        base = review(loaded_of(h, commands[:index + 2]), (1,)).decisions[-1]
        for other in game.legal(state, 0):
            if other.card is commands[index].card:
                continue
            changed = review(loaded_of(h, [*commands[:index], other, commands[index + 1]]), (1,)).decisions[-1]
            assert replace(changed, hindsight=None) == replace(base, hindsight=None), (index, other)
            foreseen.add(changed.hindsight)
            compared += 1
        foreseen.add(base.hindsight)
    assert compared > 0
    # the omniscient line, which does know red's card, moves: the perturbation reaches the review's input
    assert len(foreseen) > 1


# --------------------------------------------------------------------------- values

def _view(me: tuple[int, int], it: tuple[int, int], souls: tuple[int, int] = (0, 0), step: int = 1) -> Any:
    rules = wizard_survive().default_rules()
    wizards = (Wizard(me[0], me[1], souls[0]), Wizard(it[0], it[1], souls[1]))
    return view_for(State(rules, 2, 1, step, wizards, (None, None)), 0)


def _appraise(view: Any, card: Card) -> tuple[Any, Any, Any]:
    reviewer = reviewer_for(wizard_survive(), view.rules, 2)
    legal = [Commit(0, c, (1,)) for c in Card if view.rules.cost(c) <= view.wizards[0].mana]
    played = next(c for c in legal if c.card is card)
    appraised = reviewer.appraise(view, (), legal, played)
    mine = next(a for a in appraised if a.command == played)
    return reviewer, appraised, mine


def test_the_equilibriums_card_at_a_rounds_start_is_best_with_no_loss() -> None:
    # at every round's start the table's mix is pure mana recovery (nobody can be punished yet)
    reviewer, appraised, mine = _appraise(_view((2, 1), (2, 1)), Card.MANA_RECOVERY)
    assert appraised[0] == mine and mine.value == pytest.approx(0.0, abs=1e-9)
    assert reviewer.classify(appraised[0].value - mine.value) is Judgement.BEST


def test_an_advanced_players_first_card_is_reviewed_best() -> None:
    rv = review(load_bytes(replay_bytes(8, "advanced", "advanced"), "log"))
    first = rv.decisions[0]
    assert first.played.words == "mana_recovery" and first.loss == 0.0 and first.judgement is Judgement.BEST


def test_recovering_mana_when_an_attack_wins_the_round_is_a_mistake_or_worse() -> None:
    # 2 lives and 3 mana against 2 lives and 2 mana: a meteor now takes both souls (the
    # other cannot meteor back yet); recovering mana lets the other reach a meteor of its
    # own. (Against 1 life and no mana a recovery costs nothing in the real game: the
    # meteor still lands a step later; only a discounted model preferred the sooner win.)
    reviewer, appraised, mine = _appraise(_view((2, 3), (2, 2)), Card.MANA_RECOVERY)
    best = appraised[0]
    assert best.command.card in (Card.FIREBALL, Card.LIGHTNING, Card.METEOR)
    assert best.value == pytest.approx(2.0) and best.chance == pytest.approx(1.0)
    assert reviewer.classify(best.value - mine.value) in (Judgement.MISTAKE, Judgement.BLUNDER)


def test_an_opening_fireball_gives_souls_away() -> None:
    reviewer, appraised, mine = _appraise(_view((2, 1), (2, 1)), Card.FIREBALL)
    assert appraised[0].value - mine.value > 0.5
    assert reviewer.classify(appraised[0].value - mine.value) is Judgement.BLUNDER


def test_a_game_or_seat_count_without_a_reviewer_says_so_in_a_line() -> None:
    from engine.kernel import registry

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "nim-game"))
    import nim  # noqa: F401  (the test-only game registers itself; it offers no reviewer)

    with pytest.raises(NoReviewer, match="no reviewer for this game"):
        reviewer_for(registry.get("nim"), None, 2)
    assert header(1, "beginner", "beginner").game_id == "wizard_survive"


# --------------------------------------------------------------------------- 3-4 players

def _opening(seed: int, seats: int, upto: int) -> tuple[Any, list[Any]]:
    h, match = play(seed, *("beginner",) * seats)
    return h, list(match.commands)[:upto]


def test_three_players_are_reviewed_by_the_search_the_same_each_time() -> None:
    h, commands = _opening(1, 3, 12)
    first = review(loaded_of(h, commands), budget=60)
    again = review(loaded_of(h, commands), budget=60)
    assert first.digest() == again.digest() and len(first.decisions) == 12
    assert all(d.played.chance is None and d.loss >= 0 for d in first.decisions)
    assert first.unit == "souls" and "60 playouts" in first.method


@pytest.mark.parametrize("seats", [3, 4])
def test_the_search_review_ignores_the_others_hidden_cards(seats: int) -> None:
    """The last seat decides after the others in a step: whatever cards they committed,
    its review there is the same."""
    h, commands = _opening(2, seats, seats)
    game = wizard_survive()
    base = review(loaded_of(h, commands), (seats - 1,), budget=60).decisions[-1]
    state = loaded_of(h, []).match.state
    for other in game.legal(state, 0)[:4]:
        changed = review(loaded_of(h, [other, *commands[1:]]), (seats - 1,), budget=60).decisions[-1]
        assert replace(changed, hindsight=None) == replace(base, hindsight=None), other


def test_a_rule_set_too_big_to_solve_is_refused_in_a_line() -> None:
    rules = replace(wizard_survive().default_rules(), mana_cap=400)
    with pytest.raises(NoReviewer, match="too many to solve"):
        reviewer_for(wizard_survive(), rules, 2)


def test_the_search_review_is_the_same_in_a_fresh_process(tmp_path: Path) -> None:
    from replays.format import dumps
    from replays.resimulate import replay_of

    h, commands = _opening(3, 3, 9)
    path = tmp_path / "three.embr"
    path.write_bytes(dumps(replay_of(loaded_of(h, commands).match, h)))
    here = review(load_bytes(path.read_bytes(), "log"), budget=40).digest()
    code = ("import sys; from replays.resimulate import load_replay; from replays.review import review; "
            "print(review(load_replay(sys.argv[1]), budget=40).digest())")
    there = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": "7"}).stdout.strip()
    assert here == there
