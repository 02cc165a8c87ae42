"""The Elemental Mage Battle review (engine/mage_battle/review.py): the advanced AI's
search from a seat's view, the same in every process, blind to what the seat could not
know, harsh on a known blunder, and behind `mage-battle replay review`."""

from __future__ import annotations

import random
import subprocess
import sys
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.kernel.review import Judgement, reviewer_for
from engine.mage_battle import Match, Phase, Side, legal_commands, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.names import ELEMENTS, Direction, WinReason
from engine.mage_battle.review import MageBattleReviewer, match_chance, true_state
from engine.mage_battle.scenario import start
from engine.mage_battle.state import BattleResult, State
from engine.mage_battle.view import view_for_all
from game.cli.main import main
from replays.format import dumps
from replays.resimulate import replay_of
from replays.review import review
from tests.replays.review_fixtures import header, loaded_of

ROOT = Path(__file__).resolve().parents[3]
BUDGET = 2          # worlds a decision: enough to exercise the search, quick in a test


def _opening(seed: int, upto: int) -> Match:
    """The first `upto` commands of a match, intermediate (teal) against beginner."""
    match: Match = header(seed, "intermediate", "beginner", game="mage_battle").new_match()
    agents = [make_agent("intermediate", seed), make_agent("beginner", seed + 1)]
    while not match.over and len(match.commands) < upto:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


def _saved(tmp_path: Path, seed: int, upto: int) -> Path:
    h = header(seed, "intermediate", "beginner", game="mage_battle")
    loaded = loaded_of(h, list(_opening(seed, upto).commands))
    path = tmp_path / "match.embr"
    path.write_bytes(dumps(replay_of(loaded.match, h)))
    return path


def test_a_review_is_the_same_in_a_fresh_process(tmp_path: Path) -> None:
    path = _saved(tmp_path, 3, 30)
    from replays.resimulate import load_replay

    here = review(load_replay(str(path)), budget=BUDGET)
    code = ("import sys; from replays.resimulate import load_replay; from replays.review import review; "
            f"print(review(load_replay(sys.argv[1]), budget={BUDGET}).digest())")
    there = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.strip()
    assert here.digest() == there and len(there) == 64
    # the secret setup (shrines, formation, elements: 6 commands) is left unjudged
    assert len(here.decisions) == 24 and all(d.index >= 6 for d in here.decisions)
    assert here.unit == "points" and f"over {BUDGET} sampled worlds" in here.method
    assert all(d.loss >= 0 and d.played.chance is not None and 0 <= d.played.chance <= 1 for d in here.decisions)


def _disguise(state: State, side: Side, rng: random.Random) -> State:
    """The same view for `side`: the enemy's unrevealed layers relabelled by a bijection
    of the elements (every aura kept), its pending secret element and unused card changed."""
    shuffled = list(ELEMENTS)
    rng.shuffle(shuffled)
    relabel = dict(zip(ELEMENTS, shuffled))
    mages = tuple(replace(m, layers=tuple(relabel[e] for e in m.layers)) if m.side != side and not m.revealed else m
                  for m in state.mages)
    pending = state.pending
    if (pending is not None and mages[pending.attacker].side != side and pending.element is not None
            and not state.mages[pending.attacker].revealed):
        pending = replace(pending, element=relabel[pending.element])
    cards = list(state.cards)
    if cards[side.other] is not None:
        deck = state.tables.cards
        cards[side.other] = deck[(deck.index(cards[side.other]) + 1) % len(deck)]
    return replace(state, mages=mages, pending=pending, cards=(cards[0], cards[1]))


def test_a_seats_appraisals_ignore_what_it_could_not_know() -> None:
    rng = random.Random(8)
    match = header(6, "intermediate", "beginner", game="mage_battle").new_match()
    agents = [make_agent("intermediate", 6), make_agent("beginner", 7)]
    checked, hidden_changed, responses = 0, 0, 0
    while not match.over and len(match.commands) < 100:   # three responses from 92 on
        seat = match.deciders()[0]
        state, side = match.state, Side(seat)
        command = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        if state.phase == Phase.RESPONSE or (state.phase == Phase.ACTION and len(match.commands) % 4 == 0):
            other = _disguise(state, side, rng)
            assert view_for(other, side) == view_for(state, side)
            assert list(legal_commands(other, side)) == list(legal_commands(state, side))
            hidden_changed += other.mages != state.mages or other.cards != state.cards
            seen = tuple(match.seen(seat))
            real = MageBattleReviewer(BUDGET, 1).appraise(view_for(state, side), seen,
                                                          legal_commands(state, side), command)
            twin = MageBattleReviewer(BUDGET, 1).appraise(view_for(other, side), seen,
                                                          legal_commands(other, side), command)
            assert real == twin and any(a.command == command for a in real)
            checked += 1
            responses += state.phase == Phase.RESPONSE
        match.play(command)
    assert checked >= 10 and hidden_changed >= 5 and responses >= 1


# Battle 2, teal to move with 2 AP: its mystic t1 (fire) stands next to crimson's
# sorcerer c1, whose water (which beats fire) teal has seen this battle; teal's sorcerer
# t2 (earth, which beats water) has c1 in line two cells up.
COUNTER = """
battle = 2
first = "teal"
to_move = "teal"
ap = 2

[[mage]]
id = "t1"
side = "teal"
job = "O"
at = "D05"
layers = ["fire"]

[[mage]]
id = "t2"
side = "teal"
job = "S"
at = "F06"
layers = ["earth"]

[[mage]]
id = "c1"
side = "crimson"
job = "S"
at = "D06"
layers = ["water"]

[[mage]]
id = "c2"
side = "crimson"
job = "P"
at = "A12"
layers = ["wood"]
"""


def _known_counter() -> tuple[State, Any]:
    state, _ = start(tomllib.loads(COUNTER))
    c1 = 2
    mages = list(state.mages)
    mages[c1] = replace(mages[c1], revealed=True, seen=(state.battle, mages[c1].layers))
    return replace(state, mages=tuple(mages)), state.tables


def test_attacking_into_a_known_counter_is_classed_worse_than_the_best() -> None:
    state, tables = _known_counter()
    view = view_for(state, Side.TEAL)
    assert view.mages[2].layers is not None                 # teal knows c1 holds water
    legal = legal_commands(state, Side.TEAL)
    blunder = cmd.Attack(Side.TEAL, 0, ELEMENTS[0], target=tables.parse("D06"))    # fire into water
    assert blunder in legal
    reviewer = MageBattleReviewer(8, 1)
    appraised = reviewer.appraise(view, (), legal, blunder)
    played = next(a for a in appraised if a.command == blunder)
    best = appraised[0]
    assert best.command != blunder and best.value > played.value
    assert reviewer.classify(best.value - played.value).value >= Judgement.MISTAKE.value
    assert reviewer.words(blunder) == "t1 mystic attacks at D06 with fire"
    assert reviewer.words(cmd.Attack(Side.TEAL, 1, ELEMENTS[4], direction=Direction.UP)) == \
        "t2 sorcerer attacks up with earth"
    assert reviewer.words(cmd.Move(Side.TEAL, 0, tables.parse("C05"))) == "move t1 mystic to C05"
    assert best.chance is not None and played.chance is not None and best.chance > played.chance


def test_hindsight_plays_the_command_in_the_true_state() -> None:
    state, tables = _known_counter()
    for side in Side:     # the state rebuilt from the all-seeing view is the one each seat sees
        assert view_for(true_state(view_for_all(state)), side) == view_for(state, side)
    reviewer = MageBattleReviewer(BUDGET, 1)
    blunder = cmd.Attack(Side.TEAL, 0, ELEMENTS[0], target=tables.parse("D06"))
    wait = cmd.EndTurn(Side.TEAL)
    bad, calm = (reviewer.hindsight(view_for_all(state), c, (c,)) for c in (blunder, wait))
    assert bad is not None and calm is not None and 0.0 <= bad < calm <= 1.0


def test_the_match_chance_counts_the_battles_already_won() -> None:
    state, _ = _known_counter()
    first = replace(view_for(state, Side.TEAL), battle=1)
    assert match_chance(first, 0.0) == 0.5                         # all even
    assert match_chance(first, 1000.0) == 0.75                     # battle 1 won, two even ones to come
    won_first = replace(view_for(state, Side.TEAL), results=(BattleResult(1, Side.TEAL, WinReason.SHRINE),))
    assert match_chance(won_first, 0.0) == 0.75
    assert match_chance(won_first, 1000.0) == 1.0 and match_chance(won_first, -1000.0) == 0.5


def test_replay_review_works_on_a_mage_battle_replay(tmp_path: Path, capsys: Any) -> None:
    path = _saved(tmp_path, 4, 16)
    code = main(["replay", "review", str(path), "--budget", str(BUDGET), "--out", str(tmp_path / "out")])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.startswith("teal (intermediate): ") and "\ncrimson (beginner): " in out
    text = (tmp_path / "out" / "review.md").read_text(encoding="utf-8")
    assert "points" in text and "## teal" in text and "## crimson" in text


def test_the_default_reviewer_searches_more_worlds_than_the_advanced_plays_with() -> None:
    from engine.kernel import registry
    from engine.mage_battle.ai.agents import Advanced

    game = registry.get("mage_battle")
    reviewer = reviewer_for(game, game.default_rules(), 2)
    assert isinstance(reviewer, MageBattleReviewer) and reviewer.budget > Advanced.worlds
