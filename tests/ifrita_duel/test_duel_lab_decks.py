"""The lab's deck and ability rows (the AIs build their decks, D4): each side of each
game counts once under its deck's main colours and once under its ability, its wins
among the decided games; the default deck is named as such; the markdown shows both."""

from __future__ import annotations

from typing import Any

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.lab import Tally, deck_colours, facts, markdown
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import default_deck
from engine.kernel.match import Match


def _played(seed: int, levels: tuple[str, str]) -> Match[Any, Any, Any]:
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=2)
    agents = [GAME.make_agent(levels[s], seed * 2 + s) for s in range(2)]
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), ()))
    return match


def test_each_side_counts_under_its_decks_colours_and_its_ability() -> None:
    games = [facts(_played(seed, ("beginner", "beginner/default"))) for seed in range(6)]
    tally = Tally()
    for f in games:
        tally.add(f)
    r = tally.report({"seed": 0})
    for key in ("deck", "ability"):
        rows = r[f"per_{key}"]
        assert sum(row["sides"] for row in rows) == 2 * len(games)
        assert sum(row["wins"] for row in rows) == r["decided"]
    decks = {row["deck"]: row["sides"] for row in r["per_deck"]}
    assert decks["default"] == len(games) and len(decks) >= 2
    text = markdown(r)
    assert "## Decks" in text and "## Abilities" in text and "| default |" in text


def test_a_deck_is_named_by_its_main_colours() -> None:
    assert deck_colours(default_deck(ID_1).cards, ID_1) == "default"
    built = ("ember_imp",) * 3 + ("flame_lance",) * 3 + ("grove_bear",) * 3 + ("wild_surge",) * 3 + (
        "clay_golem",) * 3 + ("tide_seer",) * 2 + ("wandering_wisp",) * 23
    assert deck_colours(built, ID_1) == "red+green"
    assert deck_colours(("wandering_wisp",) * 40, ID_1) == "colourless"
