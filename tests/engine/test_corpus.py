"""The saved corpus of seeded AI-vs-AI matches (`scripts/make_corpus.py`) still plays move
for move. The engine's corpus (recorded before the engine became one game of the kernel)
folds to the same state hash after every command; the agents' corpus (recorded when the
AIs last changed their minds on purpose: beliefs weighed by the enemy's choices) gets the
same commands from the seeded agents again, so a refactor that changes a choice fails."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import Match, Side
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.codec import command_from_data, to_data

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def _matches(name: str) -> list[dict[str, Any]]:
    return list(json.loads((CORPUS / name).read_text())["matches"])


ALL = _matches("mage_battle.json") + _matches("mage_battle_advanced.json") + _matches("mage_battle_choices.json")


@pytest.mark.parametrize("record", ALL, ids=lambda r: f"{r['seed']}-{r['teal']}-{r['crimson']}")
def test_saved_command_logs_fold_to_the_saved_state_hashes(record: dict[str, Any]) -> None:
    match = Match(seed=record["seed"])
    trail = hashlib.sha256()
    for data in record["commands"]:
        match.play(command_from_data(data))
        trail.update(match.hash().encode())
    assert match.over
    assert match.hash() == record["final"]
    assert trail.hexdigest() == record["trail"]


CHOICES = _matches("mage_battle_choices.json")


@pytest.mark.parametrize("record", CHOICES, ids=lambda r: f"{r['seed']}-{r['teal']}-{r['crimson']}")
def test_seeded_agents_still_choose_the_saved_commands(record: dict[str, Any]) -> None:
    seed = record["seed"]
    agents = {Side.TEAL: make_agent(record["teal"], seed * 2 + 1),
              Side.CRIMSON: make_agent(record["crimson"], seed * 2 + 2)}
    match = Match(seed=seed)
    for index, expected in enumerate(record["commands"]):
        side = match.deciders()[0]
        chosen = agents[side].choose(match.view(side), match.legal(side), match.seen(side))
        assert to_data(chosen) == expected, f"command {index} differs"
        match.play(chosen)
    assert match.over


def test_a_clock_that_races_changes_no_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Search budgets count work, never seconds: with every clock jumping an hour per read,
    the seeded agents still choose the saved commands."""
    import time

    ticks = iter(range(0, 10**9, 3600))
    for name in ("monotonic", "perf_counter", "time", "process_time"):
        monkeypatch.setattr(time, name, lambda: float(next(ticks)))
    record = next(r for r in CHOICES if "whimsical" in (r["teal"], r["crimson"]))
    test_seeded_agents_still_choose_the_saved_commands(record)
