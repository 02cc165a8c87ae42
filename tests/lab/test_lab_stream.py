"""The balance lab's workers only play: each returns its replay's bytes and its facts, and
the client writes every file; the client folds the facts into the lab's Tally (the same
report as the whole list, in any order); the report and the replays are the same bytes
with 1 job and 2."""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

from labkit import args, written

from engine.kernel import registry
from engine.mage_battle import lab
from game.lab.simulate import Batch, Fold, run, work
from replays.format import loads
from replays.resimulate import verify


def test_a_worker_returns_the_replay_and_the_facts_and_writes_nothing(tmp_path: Path, monkeypatch) -> None:
    game = registry.get("mage_battle")
    batch = Batch(game, ("beginner", "beginner"), game.default_rules(), 5, 3)
    monkeypatch.chdir(tmp_path)
    finished = work(batch.task(2, save=True))
    assert list(tmp_path.iterdir()) == []                     # nothing written, anywhere it could
    assert finished.index == 2 and finished.played and finished.data is not None
    replay = loads(finished.data, "x")
    assert replay.header.seed == 5 * 100_000 + 2 and verify(replay, "x").ok
    assert replay.header.started == "1970-01-01T00:00:02+00:00"         # clock-free: the same bytes every run
    assert finished.name is not None and finished.name.startswith("19700101-000002_mage_battle_teal-beginner")
    assert finished.facts["index"] == 2 and finished.facts["replay"] == finished.name
    again = work(batch.task(2, save=True))
    assert again.data == finished.data and again.facts == finished.facts
    unsaved = work(batch.task(2, save=False))
    assert unsaved.data is None and unsaved.name is None
    assert {k: v for k, v in unsaved.facts.items() if k != "replay"} == \
        {k: v for k, v in finished.facts.items() if k != "replay"}


def test_the_tally_gives_the_report_of_the_whole_list_in_any_order() -> None:
    game = registry.get("mage_battle")
    batch = Batch(game, ("beginner", "beginner"), game.default_rules(), 8, 4)
    facts = [work(batch.task(k, save=False)).facts for k in range(4)]
    meta = batch.meta()
    whole = lab.report(facts, meta)
    for order in itertools.islice(itertools.permutations(facts), 0, None, 5):
        tally = lab.Tally()
        for f in order:
            tally.add(f)
        assert json.dumps(tally.report(meta), sort_keys=True) == json.dumps(whole, sort_keys=True)
    fold = Fold(game)
    for f in facts:
        fold.add(f)
    assert isinstance(fold.tally, lab.Tally)             # the client keeps the sums only, not every match's facts
    assert fold.report(meta) == whole


def test_one_job_and_two_write_the_same_bytes(tmp_path: Path) -> None:
    assert run(args(tmp_path / "one", matches=3, jobs=1)) == 0
    assert run(args(tmp_path / "two", matches=3, jobs=2)) == 0
    one, two = written(tmp_path / "one"), written(tmp_path / "two")
    assert len([name for name in one if name.startswith("replays/")]) == 3
    assert one == two
    names = sorted(name for name in one if name.startswith("replays/"))
    assert [loads(one[name], name).header.seed for name in names] == [2_100_000, 2_100_001, 2_100_002]


def test_a_second_run_into_the_same_folder_is_refused_without_resume(tmp_path: Path, capsys) -> None:
    assert run(args(tmp_path, matches=1)) == 0
    before = written(tmp_path)
    assert run(args(tmp_path, matches=1)) == 2
    assert "already holds replays: --resume finishes that batch" in capsys.readouterr().err
    assert written(tmp_path) == before
    assert not [p for p in os.listdir(tmp_path / "replays") if p.endswith(".tmp")]
