"""The example drafts of scripts/drafts/ (issue 17): each passes `mage-battle rules check`,
carries a name and a note, shows as a draft that loads to itself, and a seeded random
match plays to the end under it, its facts readable by the balance lab."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.kernel import registry
from engine.mage_battle import Match, lab, load_rules
from game.cli.main import main
from game.cli.rules import draft_text

DRAFTS = sorted((Path(__file__).resolve().parents[1] / "scripts" / "drafts").glob("*.toml"))


def test_there_are_example_drafts() -> None:
    assert {p.stem for p in DRAFTS} >= {"short-rounds", "five-battles", "big-board", "three-ap", "closer-start"}


@pytest.mark.parametrize("path", DRAFTS, ids=lambda p: p.stem)
def test_the_draft_checks_ok(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "check", str(path)]) == 0
    assert capsys.readouterr().out == "ok\n"
    rules = load_rules(path.read_text(encoding="utf-8"), str(path))
    assert rules.name and rules.note and rules.version.startswith("v0.6-")
    game = registry.get("mage_battle")
    shown = load_rules(draft_text(game, rules), "shown")
    assert shown == rules and game.rules_hash(shown) == game.rules_hash(rules)


@pytest.mark.parametrize("path", DRAFTS, ids=lambda p: p.stem)
def test_a_seeded_random_match_plays_to_the_end_under_the_draft(path: Path) -> None:
    rules = load_rules(path.read_text(encoding="utf-8"), str(path))
    rng = random.Random(17)
    match = Match(17, rules)
    while not match.over:
        side = match.deciders()[0]
        legal = match.legal(side)
        match.play(legal[rng.randrange(len(legal))])
    assert len(match.state.results) == rules.battles
    facts = lab.facts(match)
    assert [b["battle"] for b in facts["battles"]] == list(range(1, rules.battles + 1))
    assert all(b["round"] <= rules.round_limit for b in facts["battles"])
