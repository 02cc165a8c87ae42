"""Reviewing an Ifrita Duel replay: the same review in every process, made from what the
seat knew (the opponent's hand and the libraries' order never change it), blunders
found where they are plain, and the command line's review of a duel."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from duel_helpers import C, T, play, random_game, shuffle_hidden, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.review import DuelReviewer, make_reviewer
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import State, registration
from engine.ifrita_duel.view import view_of
from engine.kernel.review import Judgement, reviewer_for
from game.cli.main import main
from replays import review as review_module
from replays.resimulate import load_bytes
from replays.review import review
from tests.reachable import reachable
from tests.replays.review_fixtures import replay_bytes, saved

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 2          # worlds a decision: enough for the properties, quick for a test


def _duel(seed: int, *levels: str) -> bytes:
    return replay_bytes(seed, *levels, game="ifrita_duel")


def _reviewer(worlds: int = BUDGET) -> DuelReviewer:
    return make_reviewer(ID_1, 2, worlds, 11)


# --------------------------------------------------------------------------- the same everywhere

def test_the_same_duel_gives_the_same_review_in_a_fresh_process(tmp_path: Path) -> None:
    data = _duel(5, "beginner", "intermediate")
    path = saved(tmp_path, data)
    here = review(load_bytes(data, "log"), budget=BUDGET)
    code = ("import sys; from replays.resimulate import load_replay; from replays.review import review; "
            f"print(review(load_replay(sys.argv[1]), budget={BUDGET}).digest())")
    there = subprocess.run([sys.executable, "-c", code, path], cwd=ROOT, capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": "7"}).stdout.strip()
    assert here.digest() == there and len(there) == 64
    # every decision but the two registrations is judged, each with a chance and a loss >= 0
    assert len(here.decisions) == len(load_bytes(data, "log").replay.commands) - 2
    assert all(d.loss >= 0 and d.played.chance is not None and 0 <= d.played.chance <= 1 for d in here.decisions)
    assert here.unit == "evaluation points" and f"{BUDGET} worlds" in here.method
    # the omniscient line: the true world after the opening, none for a keep or mulligan
    opening = (cmd.Keep, cmd.Mulligan)
    assert all(d.hindsight is None for d in here.decisions if isinstance(d.played.command, opening))
    assert all(0 <= d.hindsight <= 1 for d in here.decisions if not isinstance(d.played.command, opening)
               and d.hindsight is not None)
    assert sum(d.hindsight is not None for d in here.decisions) > len(here.decisions) // 2


# --------------------------------------------------------------------------- honesty

def test_the_reviewer_is_handed_no_state(monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[Any] = []
    real = reviewer_for

    def spying(*args: Any) -> Any:
        inner = real(*args)

        class Spy:
            unit, method = inner.unit, inner.method
            classify, words = inner.classify, inner.words

            def appraise(self, view: Any, seen: Any, legal: Any, played: Any) -> Any:
                handed.append((view, seen, legal))
                return inner.appraise(view, seen, legal, played)

        return Spy()

    monkeypatch.setattr(review_module, "reviewer_for", spying)
    review(load_bytes(_duel(6, "beginner", "beginner"), "log"), budget=1)
    assert len(handed) > 20
    for inputs in handed[::5]:
        view = inputs[0]
        assert view.seat is not None and view.player(view.seat.other).hand is None
        assert not [o for o in reachable(inputs) if isinstance(o, State)], "a state is reachable"


def _decisions(seed: int) -> list[State]:
    """States of a seeded game past the registrations where a seat has a real choice."""
    states, _ = random_game(seed, ("intermediate", "beginner"))
    return [s for s in states[4::7] if not s.over and len(legal_commands(s, s.deciders()[0])) > 1][:5]


@pytest.mark.parametrize("seed", [1, 2])
def test_what_a_seat_could_not_know_changes_none_of_its_appraisals(seed: int) -> None:
    """The opponent's hand and both libraries dealt again: the seat's view is the same,
    so is every value it is given; the all-knowing hindsight may move."""
    reviewer = _reviewer()
    foresight_moved = 0
    for s in _decisions(seed):
        seat = s.deciders()[0]
        legal = legal_commands(s, seat)
        played = legal[-1]
        base = reviewer.appraise(view_of(s, seat), (), legal, played)
        known = reviewer.hindsight(view_of(s, None), played, (played,))
        for k in range(2):
            other = shuffle_hidden(s, seat, seed * 10 + k)
            assert other != s and view_of(other, seat) == view_of(s, seat)
            assert reviewer.appraise(view_of(other, seat), (), legal_commands(other, seat), played) == base
            foresight_moved += reviewer.hindsight(view_of(other, None), played, (played,)) != known
    assert foresight_moved > 0    # the perturbation does reach what the review is able to see


# --------------------------------------------------------------------------- plain blunders

def position(*specs: str, crimson_moves: bool = False, crimson: str = "") -> State:
    """A main1 position with units `id:side:card`; decks long enough for the horizon."""
    top = 'turn = 2\nto_move = "crimson"\n' if crimson_moves else ""
    deck = 'deck = ["clay_golem", "clay_golem", "clay_golem", "clay_golem"]\nmulligan = "kept"\n'
    units = "".join(f'[[unit]]\nid = "{i}"\nside = "{side}"\ncard = "{card}"\n'
                    for i, side, card in (spec.split(":") for spec in specs))
    return state(top + f"[teal]\n{deck}\n[crimson]\n{deck}hand = [\"clay_golem\"]\n{crimson}\n" + units)


def _judged(s: State, side: Side, played: cmd.Command) -> tuple[Judgement, Any]:
    reviewer = _reviewer(4)
    appraised = reviewer.appraise(view_of(s, side), (), legal_commands(s, side), played)
    mine = next(a for a in appraised if a.command == played)
    return reviewer.classify(appraised[0].value - mine.value), appraised


def test_ending_the_turn_with_lethal_on_board_is_a_blunder() -> None:
    s = position("t1:teal:grove_bear", "t2:teal:ember_imp", "t3:teal:wandering_wisp", crimson="hp = 3")
    judgement, appraised = _judged(s, T, cmd.EndTurn(T))
    assert judgement is Judgement.BLUNDER
    assert appraised[0].chance == 1.0 and isinstance(appraised[0].command, (cmd.Attack, cmd.UseHero))


def test_blocking_a_first_striker_with_a_unit_it_kills_first_is_worse_than_best() -> None:
    s = position("c1:crimson:lava_charger", "t1:teal:grove_bear", "t2:teal:dawn_sentinel", crimson_moves=True)
    s, _ = play(s, cmd.Attack(C, ("c1",)))
    judgement, appraised = _judged(s, T, cmd.Block(T, "c1", "t1"))
    assert judgement.value >= Judgement.INACCURACY.value
    assert appraised[0].command != cmd.Block(T, "c1", "t1")


def test_a_payment_that_spends_the_red_a_lethal_lance_needs_is_a_blunder() -> None:
    s = state('[teal]\ndeck = ["clay_golem", "clay_golem"]\nmulligan = "kept"\ncooldown = 1\n'
              'hand = ["grove_bear", "flame_lance"]\nmana_max = { red = 1, green = 3 }\n'
              '[crimson]\ndeck = ["clay_golem", "clay_golem"]\nmulligan = "kept"\nhp = 3\n')
    wasteful = cmd.Cast(T, "grove_bear", None, ("red",))
    judgement, appraised = _judged(s, T, wasteful)
    bears = {a.command.pay: a.value for a in appraised if isinstance(a.command, cmd.Cast)
             and a.command.card == "grove_bear"}
    # the played payment and the other way (D12's default, which keeps the red) are both valued
    assert set(bears) == {("red",), None}
    assert judgement is Judgement.BLUNDER and bears[None] - bears[("red",)] > 500


def test_registrations_are_left_unjudged_and_commands_read_as_cards() -> None:
    reviewer = _reviewer(1)
    s = registration(3, ID_1)
    played = legal_commands(s, s.deciders()[0])[0]
    assert reviewer.appraise(view_of(s, s.deciders()[0]), (), legal_commands(s, s.deciders()[0]), played) == ()
    s = position("c1:crimson:lava_charger", "t1:teal:grove_bear")
    reviewer.appraise(view_of(s, T), (), legal_commands(s, T), cmd.EndTurn(T))
    assert reviewer.words(cmd.Cast(T, "flame_lance", "c1")) == "cast Flame Lance at crimson's Lava Charger"
    assert reviewer.words(cmd.Block(T, "c1", "t1")) == "block Lava Charger with Grove Bear"
    assert reviewer.words(cmd.Cast(T, "grove_bear", None, ("green",))) == "cast Grove Bear paying 1 green"


# --------------------------------------------------------------------------- the command line

def test_the_command_line_reviews_a_duel(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, _duel(7, "intermediate", "beginner"))
    code = main(["replay", "review", path, "--out", str(tmp_path / "out")])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.startswith("teal (intermediate): ") and "\ncrimson (beginner): " in out
    text = (tmp_path / "out" / "review.md").read_text(encoding="utf-8")
    assert "## teal" in text and "## crimson" in text and "evaluation points" in text
