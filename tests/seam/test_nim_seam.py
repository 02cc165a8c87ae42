"""The seam holds: Nim, a game defined only in these tests (nim.py), registers itself and
is played, saved, loaded, verified, sought through, exported, journaled, resumed and
simulated by the real kernel, `replays` and balance-lab code, with 2 to 4 seats."""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any

import nim
import pytest

from engine.kernel import registry
from engine.kernel.match import Match
from replays.bugreport import bug_report
from replays.container import seal
from replays.cursor import Cursor, perspectives
from replays.errors import ReplayError
from replays.export import export_events
from replays.format import FORMAT, ai, dumps, human, loads, new_header, to_document
from replays.journal import Journal, resume
from replays.resimulate import load_bytes, replay_of, verify
from replays.storage import save_replay

LEVELS = ("random", "greedy", "random", "greedy")


def _played(seed: int, seats: int, levels: tuple[str, ...] = LEVELS) -> Match[Any, Any, Any]:
    game = registry.get("nim")
    agents = [game.make_agent(levels[s], seed * 10 + s) for s in range(seats)]
    match: Match[Any, Any, Any] = Match(game, seed, seats=seats)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


def _replay_bytes(match: Match[Any, Any, Any]) -> bytes:
    seats = [ai("random")] * (match.seats - 1) + [human()]
    header = new_header(match.seed, *seats, started="2026-11-30T09:00:00+00:00", game="nim")
    return dumps(replay_of(match, header))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_nim_match_saves_loads_and_verifies(seats: int) -> None:
    match = _played(seats, seats)
    data = _replay_bytes(match)
    loaded = load_bytes(data, "nim.embr")
    assert loaded.header.game_id == "nim" and len(loaded.header.players) == seats
    assert loaded.header.seat_names == nim.NAMES[:seats]
    assert loaded.match.hash() == match.hash()
    assert loaded.header.result == match.outcome() and loaded.header.result is not None
    assert verify(loaded.replay, "nim.embr").ok
    # one checkpoint per take (each closes a turn)
    assert [i for i, _ in loaded.replay.checkpoints] == list(range(len(match.commands)))


def test_a_tampered_nim_replay_fails_verification() -> None:
    match = _played(5, 2)
    replay = loads(_replay_bytes(match), "x")
    points = list(replay.checkpoints)
    points[1] = (points[1][0], bytes(8))
    verdict = verify(dataclasses.replace(replay, checkpoints=tuple(points)), "x")
    assert not verdict.ok and verdict.command == points[1][0]
    commands = list(replay.commands) + [nim.Take(0, 0, 1)]
    verdict = verify(dataclasses.replace(replay, commands=tuple(commands)), "x")
    assert not verdict.ok and "is illegal" in verdict.message and "Take(0" in verdict.message


def test_a_nim_header_with_the_wrong_seat_count_is_refused() -> None:
    doc = to_document(loads(_replay_bytes(_played(6, 3)), "x"))
    doc["header"]["seats"] = doc["header"]["seats"] + [dict(doc["header"]["seats"][0], name="west")] * 2
    with pytest.raises(ReplayError, match=r"field 'header.seats' has more than 4 items"):
        loads(seal(FORMAT, doc), "bad.embr")


def test_the_cursor_steps_by_nim_turns_and_per_seat_perspectives() -> None:
    match = _played(7, 3)
    loaded = load_bytes(_replay_bytes(match), "x")
    cursor = Cursor(loaded)
    assert perspectives(loaded.header) == ("all", "north", "east", "south")
    assert cursor.levels() == ("turn",)
    turns = 0
    while cursor.next_stop("turn"):
        turns += 1
    assert turns == len(match.commands) + 1       # and the end of the log, after the win
    assert cursor.state == match.state
    winner = match.outcome().winners[0]  # type: ignore[union-attr]
    for seat, name in enumerate(("north", "east", "south")):
        cursor.set_perspective(name)
        seen = [type(e).__name__ for _, e in cursor.seen()]
        assert ("LuckRevealed" in seen) == (seat == winner)      # a private event, to the winner alone
        assert [p for p in cursor.view().lucky if p is not None] == [match.state.lucky[seat]]
    cursor.set_perspective("all")
    assert cursor.view().lucky == match.state.lucky
    cursor.seek(0)
    assert cursor.state == match.start


def test_export_and_bug_report_name_nim_seats_and_hide_secrets() -> None:
    match = _played(8, 2)
    loaded = load_bytes(_replay_bytes(match), "x")
    loser = "north" if match.outcome().winners[0] == 1 else "east"  # type: ignore[union-attr]
    exported = export_events(loaded, loser)
    assert "seed" not in exported["header"] and exported["header"]["game"] == "nim"
    assert all(e["type"] != "LuckRevealed" for e in exported["events"])
    assert exported["events"][0]["pile"].startswith("pile ")
    full = bug_report(loaded)
    assert full["complete"] and loads(__import__("base64").b64decode(full["replay"]), "b").header.game_id == "nim"


def test_a_nim_journal_resumes(tmp_path: Path) -> None:
    header = new_header(9, ai("greedy"), ai("random"), ai("random"), started="2026-11-30T09:00:00+00:00", game="nim")
    journal = Journal.open_new(header, tmp_path)
    game = registry.get("nim")
    agents = [game.make_agent("greedy", 1), game.make_agent("random", 2), game.make_agent("random", 3)]
    for _ in range(3):
        seat = journal.match.deciders()[0]
        view = journal.match.view(seat)
        journal.append(agents[seat].choose(view, journal.match.legal(seat), journal.match.seen(seat)), ["note", seat])
    journal.close()
    again = resume(journal.path)
    assert again.match.commands == journal.match.commands and again.match.hash() == journal.match.hash()
    assert [n.data for n in again.notes] == [["note", 0], ["note", 1], ["note", 2]]
    while not again.match.over:
        seat = again.match.deciders()[0]
        again.append(again.match.legal(seat)[0])
    saved = again.close_as_replay(tmp_path / "replays")
    assert "_nim_north-greedy_vs_east-random_vs_south-random_" in saved.name
    assert verify(loads(saved.read_bytes(), str(saved)), str(saved)).ok


def test_the_balance_lab_simulates_nim_on_worker_processes(tmp_path: Path) -> None:
    from game.lab.simulate import run

    def args(out: Path, jobs: int) -> argparse.Namespace:
        return argparse.Namespace(game="nim", seat=["greedy", "random", "random"], teal=None, crimson=None,
                                  matches=4, seed=3, jobs=jobs, rules=None, out=str(out))

    assert run(args(tmp_path / "a", 2)) == 0
    assert run(args(tmp_path / "b", 1)) == 0
    report = json.loads((tmp_path / "a" / "report.json").read_text())
    assert (tmp_path / "a" / "report.json").read_text() == (tmp_path / "b" / "report.json").read_text()
    assert report["matches"] == 4 and sum(report["wins"]) == report["decided"] == 4
    assert report["meta"] == {"game": "nim", "north": "greedy", "east": "random", "south": "random", "seed": 3,
                              "requested": 4, "rules": "nim-1"}
    saved = sorted((tmp_path / "a" / "replays").iterdir())
    assert len(saved) == 4
    for path in saved:
        replay = loads(path.read_bytes(), str(path))
        assert replay.header.game_id == "nim" and verify(replay, str(path)).ok


def test_the_replay_cli_reads_a_nim_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.main import main

    match = _played(11, 4)
    path = save_replay(loads(_replay_bytes(match), "x"), tmp_path)
    assert main(["replay", "info", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game:     nim" in out and "west:     human" in out and f"{len(match.commands)} turns" in out
    assert main(["replay", "verify", str(path)]) == 0
    assert main(["replay", "export", str(path), "--json", "--perspective", "purple"]) == 2
    assert "unknown perspective 'purple'" in capsys.readouterr().err


def test_a_scenario_file_goes_to_the_sandbox_of_its_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.main import main

    nim_file = tmp_path / "nim.toml"
    nim_file.write_text('game = "nim"\nseats = 3\n[rules]\npiles = [2, 7]\n', encoding="utf-8")
    assert main(["scenario", str(nim_file)]) == 2       # Nim has no sandbox: the kernel's default says so
    assert json.loads(capsys.readouterr().out)["error"]["message"] == "nim has no rules sandbox"
    unknown = tmp_path / "chess.toml"
    unknown.write_text('game = "chess"\n', encoding="utf-8")
    assert main(["scenario", str(unknown)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is False and "field 'game': unknown game 'chess'" in out["error"]["message"]
    # No `game`: the build's first game, Elemental Mage Battle, as before there were several.
    example = Path(__file__).resolve().parents[2] / "scripts" / "scenarios" / "shrine_victory.toml"
    named = tmp_path / "named.toml"
    named.write_text('game = "mage_battle"\n' + example.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["scenario", str(example)]) == 0
    unnamed_out = capsys.readouterr().out
    assert main(["scenario", str(named)]) == 0
    assert capsys.readouterr().out == unnamed_out and json.loads(unnamed_out)["ok"] is True
