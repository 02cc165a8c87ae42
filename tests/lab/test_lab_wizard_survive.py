"""The balance lab for Wizard Survive: `simulate --game wizard_survive` with 2-4 seats,
its report's rates and figures, a Tally that does not depend on the order of the games,
and `lab compare` showing the figures (means, a round's value) beside the rates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.kernel.match import Match
from engine.wizard_survive.game import GAME
from engine.wizard_survive.lab import Tally, facts
from game.cli.main import main
from game.lab.compare import figure_table


def _played(seed: int, seats: int) -> Match:  # type: ignore[type-arg]
    match: Match = Match(GAME, seed, seats=seats)  # type: ignore[type-arg]
    agents = [GAME.make_agent("beginner", seed * 10 + s) for s in range(seats)]
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), ()))
    return match


def test_the_facts_of_a_game_count_its_rounds_cards_and_souls() -> None:
    match = _played(3, 3)
    f = facts(match)
    assert f["seats"] == 3 and len(f["rounds"]) == len(match.state.rounds)
    assert sum(souls for _, _, souls, _ in f["rounds"]) == sum(f["souls"])
    steps_revealed = sum(1 for e in match.events if type(e).__name__ == "StepRevealed")
    assert sum(map(sum, f["cards"])) >= steps_revealed * 2        # every player in commits at every step
    assert f["round_value"] is None                                # a 2-player figure only


def test_the_report_does_not_depend_on_the_order_of_the_games() -> None:
    games = [facts(_played(seed, 2)) for seed in range(6)]
    meta = {"red": "beginner", "blue": "beginner", "seed": 1, "requested": 6, "rules": "ws-1"}
    forward, backward = Tally(), Tally()
    for f in games:
        forward.add(f)
    for f in reversed(games):
        backward.add(f)
    assert forward.report(meta) == backward.report(meta)
    wins = [e for e in forward.report(meta)["rates"] if e["key"].startswith("wins.")]
    draws = next(e for e in forward.report(meta)["rates"] if e["key"] == "draws")
    assert sum(e["successes"] for e in wins) + draws["successes"] == 6


@pytest.mark.parametrize("options, seats", [(["--seats", "3"], 3), (["--yellow", "beginner"], 4)])
def test_simulate_plays_the_seats_asked_for(tmp_path: Path, options: list[str], seats: int, capsys) -> None:
    out = tmp_path / "lab"
    code = main(["simulate", "--game", "wizard_survive", *options, "--matches", "3", "--jobs", "1",
                 "--out", str(out)])
    assert code == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["seats"] == seats and report["matches"] == 3
    labels = [e["label"] for e in report["rates"] if e["key"].startswith("wins.")]
    assert len(labels) == seats and labels[-1].startswith(("green", "yellow"))
    assert "| rounds per game |" in (out / "report.md").read_text(encoding="utf-8")


def test_simulate_refuses_a_seat_count_the_game_has_not(tmp_path: Path, capsys) -> None:
    code = main(["simulate", "--game", "wizard_survive", "--seats", "5", "--matches", "1", "--out", str(tmp_path)])
    assert code == 2
    assert "2 or 3 or 4 seats, not 5" in capsys.readouterr().err


def test_lab_compare_shows_the_figures_of_each_rule_set_side_by_side() -> None:
    reports = [{"figures": [{"key": "v", "label": "value of a round", "value": 0.0}]},
               {"figures": [{"key": "v", "label": "value of a round", "value": 0.125},
                            {"key": "w", "label": "rounds per game", "value": 7.5}]}]
    assert figure_table(reports) == ["| figure | A | B |", "|---|---:|---:|", "| value of a round | 0 | 0.125 |",
                                     "| rounds per game | n/a | 7.5 |"]
    assert figure_table([{"rates": []}, {"rates": []}]) == []


def test_a_two_player_report_gives_the_round_value_ws1_denies_and_meteor_at_4_does_not() -> None:
    from engine.wizard_survive.rules import load_rules

    f = facts(_played(2, 2))
    assert f["round_value"] == 0.0                 # the designer's note: under ws-1 every soul can be denied
    tally = Tally()
    tally.add(f)
    figures = {e["key"]: e["value"] for e in tally.report({"seed": 1, "requested": 1, "rules": "ws-1"})["figures"]}
    assert figures["round_value"] == 0.0
    match = Match(GAME, 2, load_rules("meteor_cost = 4", "draft"), 2)
    assert facts(match)["round_value"] > 0.1     # no pure denial from a round's start at meteor 4


def test_the_example_meteor_draft_checks_and_loads() -> None:
    from engine.wizard_survive.rules import check_draft, load_rules

    path = Path(__file__).resolve().parents[2] / "scripts" / "drafts" / "wizard_survive" / "meteor-4.toml"
    text = path.read_text(encoding="utf-8")
    assert check_draft(text, str(path)) == []
    rules = load_rules(text, str(path))
    assert rules.meteor_cost == 4 and rules.name == "meteor at 4" and rules.version == "ws-1-draft"
