"""Files written by format 1 (Elemental Mage Battle alone: two players by side, one
winner and a score, notes of [command, mood, beliefs]) load, verify and resume through
the upgrade to format 2. The files in tests/data/replays-v1 were written by the build
before the kernel seam (commit cbea12a)."""

from __future__ import annotations

import shutil
from pathlib import Path

from replays.format import dumps, loads
from replays.journal import resume
from replays.resimulate import load_replay, verify

V1 = Path(__file__).resolve().parents[1] / "data" / "replays-v1"


def test_a_finished_v1_replay_loads_verifies_and_keeps_its_result_and_notes() -> None:
    loaded = load_replay(V1 / "whimsical-vs-intermediate-finished.embr")
    header = loaded.header
    assert header.game_id == "mage_battle" and header.seat_names == ("teal", "crimson")
    assert [p.level for p in header.players] == ["whimsical", "intermediate"]
    assert header.result is not None and header.result.winners == (0,) and header.result.scores == (3, 0)
    assert [b[2] for b in header.result.detail] == ["round_limit"] * 3
    assert header.result == loaded.match.outcome()
    assert verify(loaded.replay, "v1").ok
    moods = {n.data[0] for n in loaded.replay.notes}
    assert loaded.replay.notes and moods - {None}, "the whimsical AI's moods survive the upgrade"
    again = loads(dumps(loaded.replay), "v2")          # written back as format 2, nothing lost
    assert again == loaded.replay


def test_an_unfinished_v1_replay_under_a_draft_rule_set_verifies() -> None:
    loaded = load_replay(V1 / "human-vs-beginner-draft-unfinished.embr")
    assert loaded.header.rules.round_limit == 12 and loaded.header.rules.version == "v0.6-draft"
    assert loaded.header.players[0].kind == "human" and loaded.header.result is None
    assert len(loaded.replay.commands) == 90 and verify(loaded.replay, "v1").ok


def test_a_v1_journal_resumes_to_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "old.embj"
    shutil.copy(V1 / "human-vs-whimsical-60-commands.embj", path)
    journal = resume(path)
    assert len(journal.match.commands) == 60 and len(journal.notes) == 30
    # the state hash the build that wrote the journal had after its 60 commands
    assert journal.match.hash() == "cd23c1a20b6cd93ef28ae197e016d0dc3314a9256cb00b8793caa0f4fd23faaa"
    assert journal.header.players[1].level == "whimsical"
    journal.close()
