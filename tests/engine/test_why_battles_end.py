"""Why battles end (issue 17): the R26 tie-break says which step decided a round-limit
battle and with what margin, without changing any winner; the lab's facts and report
split round-limit endings by that step, count the rounds nobody attacked in and measure
the distance between the armies; the report stays the same bytes for the same seed."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import Element, Job, Match, Side, lab, load_rules
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.tiebreak import STEPS, TieBreak, round_limit_decision, round_limit_winner

T, C = Side.TEAL, Side.CRIMSON
S, P = Job.S, Job.P


def _at(name: str) -> int:
    return position([MageSpec(T, S, 0), MageSpec(C, S, 1)]).tables.parse(name)


# --- the tie-break's steps -------------------------------------------------------------------

def test_living_mages_decide_first_with_their_numbers() -> None:
    state = position([MageSpec(T, S, _at("C03")), MageSpec(C, S, _at("C13")), MageSpec(C, Job.O, _at("D13"))],
                     round=20)
    assert round_limit_decision(state) == TieBreak(C, "living_mages", (1, 2))
    assert round_limit_decision(state).margin == (2, 1)


def test_total_hp_decides_when_the_living_are_equal() -> None:
    state = position([MageSpec(T, S, _at("C03"), hp=3), MageSpec(C, S, _at("C13"), hp=1)], battle=3, round=20)
    assert round_limit_decision(state) == TieBreak(T, "total_hp", (3, 1))


def test_shrine_distance_decides_next_and_none_loses() -> None:
    # Crimson's shrines hold metal, earth, light (B15, D15, F15); teal's fire, water, wood.
    near = position([MageSpec(T, S, _at("B12"), (Element.METAL,)), MageSpec(C, S, _at("C09"))], round=20)
    assert round_limit_decision(near) == TieBreak(T, "shrine_distance", (3, None))
    # Crimson's water mage is 2 from teal's water shrine (D01), teal's metal mage 3 from B15.
    both = position([MageSpec(T, S, _at("B12"), (Element.METAL,)), MageSpec(C, S, _at("D03"), (Element.WATER,))],
                    round=20)
    assert round_limit_decision(both) == TieBreak(C, "shrine_distance", (3, 2))
    assert round_limit_decision(both).margin == (2, 3)
    level = position([MageSpec(T, S, _at("B12"), (Element.METAL,)), MageSpec(C, S, _at("D04"), (Element.WATER,))],
                     round=20)
    assert round_limit_decision(level).step == "second_mover", "3 against 3 is no decision"


def test_the_second_mover_wins_when_all_else_is_equal() -> None:
    state = position([MageSpec(T, S, _at("C03")), MageSpec(C, S, _at("C13"))], first=C, round=20)
    assert round_limit_decision(state) == TieBreak(T, "second_mover")
    assert round_limit_decision(state).margin == (None, None)


def _random_match(seed: int, rules: Any = None) -> Match:
    rng = random.Random(seed)
    match = Match(seed, rules) if rules is not None else Match(seed)
    while not match.over:
        side = match.deciders()[0]
        legal = match.legal(side)
        match.play(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("seed", range(6))
def test_the_decision_names_the_winner_the_rules_chose(seed: int) -> None:
    match = _random_match(seed, load_rules("round_limit = 3\n"))
    state = match.start
    seen = 0
    for e in match.events:
        if isinstance(e, ev.BattleEnded) and e.reason.key == "round_limit":
            decided = round_limit_decision(state)
            assert decided.winner == e.winner == round_limit_winner(state)
            assert decided.step in STEPS
            seen += 1
        state = match.game.apply(state, e)
    assert seen


# --- the lab's facts ---------------------------------------------------------------------

def test_army_distance_is_the_mean_distance_to_the_nearest_enemy() -> None:
    state = position([MageSpec(T, S, _at("C03")), MageSpec(T, P, _at("G01")), MageSpec(C, Job.O, _at("C06"))])
    # C03 -> C06: 3; G01 -> C06: 4 + 5 = 9; C06's nearest is C03: 3.
    assert lab.army_distance(state) == (3 + 9 + 3) / 3


def test_facts_count_quiet_rounds_distances_and_the_deciding_step() -> None:
    match = _random_match(4, load_rules("round_limit = 4\n"))
    facts = lab.facts(match)
    assert len(facts["battles"]) == 3
    for b in facts["battles"]:
        assert 0 <= b["quiet_rounds"] <= b["round"]
        assert b["distance_rounds"] <= b["round"] and b["distance_sum"] >= 0
        if b["reason"] == "round_limit":
            assert b["distance_rounds"] == b["round"] == 4
            t = b["tiebreak"]
            assert t["step"] in STEPS
            if t["step"] in ("living_mages", "total_hp"):
                assert t["winner_value"] > t["loser_value"]
        else:
            assert "tiebreak" not in b
    attack_rounds = {(b, r) for b, r in _attack_rounds(match)}
    for b in facts["battles"]:
        quiet = b["round"] - sum(1 for bb, _ in attack_rounds if bb == b["battle"])
        assert b["quiet_rounds"] == quiet


def _attack_rounds(match: Match) -> set[tuple[int, int]]:
    out = set()
    state = match.start
    for k, command in enumerate(match.commands):
        if type(command).__name__ == "Attack":
            out.add((state.battle, state.round))
        for e in match.events[match.boundaries[k]:match.boundaries[k + 1]]:
            state = match.game.apply(state, e)
    return out


def _fact(index: int, battles: list[dict[str, Any]]) -> dict[str, Any]:
    return {"index": index, "battles": battles, "attacks": [], "turns": [], "formations": {}, "decoys": [],
            "winner": "teal", "score": "2:1"}


def _battle(n: int, step: str | None, won: int | None = None, lost: int | None = None, **kw: Any) -> dict[str, Any]:
    b = {"battle": n, "first": "teal", "winner": "teal", "reason": "round_limit" if step else "annihilation",
         "round": 20, "quiet_rounds": 10, "distance_sum": 120.0, "distance_rounds": 20, **kw}
    if step:
        b["tiebreak"] = {"step": step, "winner_value": won, "loser_value": lost}
    return b


def test_the_report_splits_round_limit_endings_by_step_with_margins() -> None:
    facts = [
        _fact(0, [_battle(1, "living_mages", 5, 4), _battle(2, "living_mages", 5, 4), _battle(3, None, round=7,
                                                                                               quiet_rounds=2)]),
        _fact(1, [_battle(1, "total_hp", 12, 9), _battle(2, "shrine_distance", 3, None),
                  _battle(3, "second_mover")]),
        _fact(2, [_battle(1, "living_mages", 6, 4), _battle(2, "shrine_distance", 2, 5),
                  _battle(3, "living_mages", 5, 4)]),
    ]
    report = lab.report(facts, {"teal": "a", "crimson": "b", "rules": "v0.6", "seed": 1, "requested": 3})
    t = report["tiebreak"]
    assert t["endings"] == 8
    living = t["by_step"]["living_mages"]
    assert living["count"] == 4 and living["share"] == 0.5 and living["mean_gap"] == 1.25
    assert living["margins"] == [{"margin": "5 vs 4", "count": 3}, {"margin": "6 vs 4", "count": 1}]
    shrine = t["by_step"]["shrine_distance"]
    assert shrine["margins"] == [{"margin": "2 vs 5", "count": 1}, {"margin": "3 vs none", "count": 1}]
    assert shrine["mean_gap"] == 3.0
    assert t["by_step"]["second_mover"]["margins"] == [{"margin": "all equal", "count": 1}]
    third = report["per_battle"][2]
    assert third["tiebreak_steps"] == {"living_mages": 1, "total_hp": 0, "shrine_distance": 0, "second_mover": 1}
    assert third["quiet_round_share"] == round((2 + 10 + 10) / 47, 4)
    assert third["mean_army_distance"] == 6.0
    md = lab.markdown(report)
    assert "## Round-limit endings by tie-break step (R26)" in md
    assert "| living mages | 4 | 50.0% | 1.25 | 5 vs 4: 3, 6 vs 4: 1 |" in md
    assert "| shrine distance | 2 | 25.0% | 3.0 | 2 vs 5: 1, 3 vs none: 1 |" in md
    assert "| 3 | 2 | 1 | 0 | 0 | 1 |" in md
    assert "## Stalling: rounds without an attack, distance between the armies" in md
    assert "| 3 | 15.6667 | 46.8% | 6.0 |" in md


# --- the lab run -----------------------------------------------------------------------------

def test_a_named_draft_run_reports_why_battles_end_the_same_every_time(tmp_path: Path) -> None:
    from game.lab.simulate import run

    draft = tmp_path / "short.toml"
    draft.write_text('round_limit = 5\nname = "Five rounds"\nnote = "Where do short battles stall?"\n')

    def args(out: Path, jobs: int) -> argparse.Namespace:
        return argparse.Namespace(game="mage_battle", seat=None, teal="beginner", crimson="intermediate",
                                  matches=3, seed=12, jobs=jobs, rules=str(draft), out=str(out))

    assert run(args(tmp_path / "a", 2)) == 0
    assert run(args(tmp_path / "b", 1)) == 0
    for name in ("report.json", "report.md"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    report = json.loads((tmp_path / "a" / "report.json").read_text())
    assert report["meta"]["rules_name"] == "Five rounds" and report["meta"]["rules"] == "v0.6-draft"
    assert report["meta"]["rules_note"] == "Where do short battles stall?"
    assert report["tiebreak"]["endings"] == sum(b["end_share"]["round_limit"] * b["played"]
                                                for b in report["per_battle"])
    assert sum(s["count"] for s in report["tiebreak"]["by_step"].values()) == report["tiebreak"]["endings"]
    assert all(b["quiet_round_share"] is not None for b in report["per_battle"])
    md = (tmp_path / "a" / "report.md").read_text()
    assert "Rule set `v0.6-draft` (Five rounds; Where do short battles stall?), seed 12" in md
    assert "Round-limit endings by tie-break step" in md and "rounds without an attack" in md
