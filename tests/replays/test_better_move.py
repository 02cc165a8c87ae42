"""The review's better move, played from its decision: the replay is cut there, the
better command played instead, commitments made at the same time kept, and anything
decided knowing the better move chosen by the game's AI, until the seat decides again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import commands as mb
from engine.mage_battle.codec import command_from_data
from engine.wizard_survive import events as ws
from replays.better_move import decision_index, play_better
from replays.errors import ReplayError
from replays.resimulate import Loaded, closes_a_stop, load_bytes
from replays.review import review
from tests.replays.review_fixtures import header, loaded_of, replay_bytes

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus" / "mage_battle.json"


def corpus_loaded(index: int) -> Loaded:
    """A recorded Mage Battle match between two AIs (playing one afresh takes minutes)."""
    record = json.loads(CORPUS.read_text(encoding="utf-8"))["matches"][index]
    h = header(record["seed"], record["teal"], record["crimson"], game="mage_battle")
    return loaded_of(h, [command_from_data(c) for c in record["commands"]])


def test_wizard_survive_keeps_the_other_commitment_and_reveals_the_step() -> None:
    loaded = load_bytes(replay_bytes(3, "beginner", "advanced"), "match")
    original = loaded.replay.commands
    rv = review(loaded)
    wrong = next(d for d in rv.decisions if d.best.command != original[d.index]
                 and d.best.command.card != original[d.index].card and d.index + 1 < len(original)
                 and original[d.index + 1].seat != d.seat)
    line = play_better(loaded, wrong.position, wrong.seat, original[wrong.index], wrong.best.command)
    commands = line.loaded.replay.commands
    assert commands[:wrong.index] == original[:wrong.index]
    assert commands[wrong.index] == wrong.best.command
    assert line.kept == 1 and commands[wrong.index + 1] == original[wrong.index + 1]
    assert line.answered_by is None and len(commands) == wrong.index + 2
    after = line.loaded.match.events[line.position:]
    assert any(isinstance(e, ws.StepRevealed) for e in after)
    assert loaded.replay.commands == original         # the replay itself is untouched


def _attack_instead(loaded: Any) -> tuple[int, Any, Any]:
    """A turn decision of the replay where an attack was legal but another command played."""
    match = loaded.header.new_match()
    for index, command in enumerate(loaded.replay.commands):
        seat = match.game.seat_of(command)
        if isinstance(command, (mb.Move, mb.UseCard, mb.EndTurn)):
            attacks = [c for c in match.legal(seat) if isinstance(c, mb.Attack)]
            if attacks:
                return index, command, attacks[0]
        match.play(command)
    raise AssertionError("no decision with an attack left unplayed")


def test_mage_battle_attack_is_answered_by_the_defenders_ai_until_the_mover_decides_again() -> None:
    loaded = corpus_loaded(0)
    index, played, attack = _attack_instead(loaded)
    position = loaded.match.boundaries[index]
    seat = loaded.header.game.seat_of(played)
    line = play_better(loaded, position, seat, played, attack)
    commands = line.loaded.replay.commands
    assert commands[index] == attack and line.index == index
    assert isinstance(commands[index + 1], mb.Respond)          # the defender answered the better move
    defender = 1 - seat
    assert line.answered_by == loaded.header.players[defender].level    # at the level it played the replay
    match = line.loaded.match
    last = match.events[match.boundaries[-2]:]
    assert match.over or seat in match.deciders() or closes_a_stop(match.game, last)
    assert len(commands) == index + 2         # one answer was all it took


def test_a_decision_not_in_the_replay_is_refused_in_one_line() -> None:
    loaded = load_bytes(replay_bytes(3, "beginner", "advanced"), "match")
    first = loaded.replay.commands[0]
    with pytest.raises(ReplayError, match="no decision of seat"):
        decision_index(loaded, 10_000, 0, first)
