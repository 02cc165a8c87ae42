"""Ifrita Duel through the shared seam, as tests/seam does for Nim: a played match is
saved as a replay, loaded, verified (a tampered one is not), sought through by turns with
hands hidden per perspective, and simulated by the balance lab."""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.match import Match
from replays.cursor import Cursor, perspectives
from replays.format import ai, dumps, human, loads, new_header
from replays.resimulate import load_bytes, replay_of, verify


def _played(seed: int) -> Match[Any, Any, Any]:
    game = registry.get("ifrita_duel")
    agents = [game.make_agent("greedy", seed * 2), game.make_agent("beginner", seed * 2 + 1)]
    match: Match[Any, Any, Any] = Match(game, seed)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


def _bytes(match: Match[Any, Any, Any]) -> bytes:
    header = new_header(match.seed, ai("greedy"), human(), started="2026-11-30T09:00:00+00:00", game="ifrita_duel")
    return dumps(replay_of(match, header))


def test_a_duel_saves_loads_and_verifies_and_tampering_is_caught() -> None:
    match = _played(3)
    data = _bytes(match)
    loaded = load_bytes(data, "duel.embr")
    assert loaded.header.game_id == "ifrita_duel" and loaded.header.seat_names == ("teal", "crimson")
    assert loaded.match.hash() == match.hash() and loaded.header.result == match.outcome()
    assert verify(loaded.replay, "duel.embr").ok
    replay = loads(data, "x")
    points = list(replay.checkpoints)
    points[0] = (points[0][0], bytes(8))
    assert not verify(dataclasses.replace(replay, checkpoints=tuple(points)), "x").ok


def test_the_cursor_steps_by_turns_and_hides_hands_per_perspective() -> None:
    match = _played(5)
    loaded = load_bytes(_bytes(match), "x")
    cursor = Cursor(loaded)
    assert perspectives(loaded.header) == ("all", "teal", "crimson")
    assert cursor.levels() == ("turn",)
    cursor.next_stop("turn")
    for seat, name in enumerate(("teal", "crimson")):
        cursor.set_perspective(name)
        view = cursor.view()
        assert view.players[seat].hand is not None and view.players[1 - seat].hand is None
        assert all(e.audience in (None, seat) for _, e in cursor.seen())
    cursor.set_perspective("all")
    assert all(p.deck is not None for p in cursor.view().players)
    while cursor.next_stop("turn"):
        pass
    assert cursor.state == match.state


def test_the_balance_lab_reports_a_duel_batch(tmp_path: Path) -> None:
    from game.lab.simulate import run

    out = tmp_path / "lab"
    args = argparse.Namespace(game="ifrita_duel", seat=["intermediate", "beginner"], teal=None, crimson=None, matches=4,
                              seed=2, jobs=1, rules=None, out=str(out))
    assert run(args) == 0
    report = json.loads((out / "report.json").read_text())
    assert report["matches"] == 4 and len(report["per_card"]) == 20
    keys = {r["key"] for r in report["rates"]}
    assert {"first_player_wins", "draws", "mana_burn", "deck_out", "play.hellfire", "win_when_cast.hellfire"} <= keys
    assert report["decided"] + report["rates"][1]["successes"] == 4        # decided games and draws
    assert "# Ifrita Duel lab" in (out / "report.md").read_text()
    saved = sorted((out / "replays").iterdir())
    assert len(saved) == 4 and all(verify(loads(p.read_bytes(), str(p)), str(p)).ok for p in saved)
