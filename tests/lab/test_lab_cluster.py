"""`mage-battle simulate --scheduler ADDRESS`: the batch on a Dask distributed cluster (a
LocalCluster of 2 worker processes here) writes the same report and replay bytes as one
local process, for Elemental Mage Battle and for Nim (a game the workers import from
tests/seam, found through the sys.path they inherit). dask/distributed are in the `test`
extra, so this runs wherever the suite does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import nim  # noqa: F401  (registers the game)
import pytest
from distributed import LocalCluster
from labkit import args, written

from game.lab import cluster as lab_cluster
from game.lab import simulate
from game.lab.simulate import run


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize("game, seats, matches", [("mage_battle", ("beginner", "beginner"), 2),
                                                  ("nim", ("greedy", "random", "random"), 4)])
def test_a_local_cluster_writes_the_bytes_one_job_writes(tmp_path: Path, scheduler: str, game: str,
                                                          seats: tuple[str, ...], matches: int) -> None:
    assert run(args(tmp_path / "one", game=game, seats=seats, matches=matches, seed=6, jobs=1)) == 0
    assert run(args(tmp_path / "cluster", game=game, seats=seats, matches=matches, seed=6, jobs=None,
                    scheduler=scheduler)) == 0
    one, cluster = written(tmp_path / "one"), written(tmp_path / "cluster")
    assert sum(name.startswith("replays/") for name in one) == matches
    assert one == cluster


def test_a_worker_of_another_build_is_refused_in_one_line(tmp_path: Path, scheduler: str, monkeypatch,
                                                          capsys) -> None:
    monkeypatch.setattr(simulate, "build", lambda: "9.9.9")        # the client's build, in every task
    assert run(args(tmp_path, matches=1, jobs=None, scheduler=scheduler)) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("error: a worker runs elemental-mage-battle ") and "the client 9.9.9" in err


def test_an_unreachable_scheduler_is_one_line(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(lab_cluster, "CONNECT_TIMEOUT", "1s")
    assert run(args(tmp_path, matches=1, scheduler="tcp://127.0.0.1:9")) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1].startswith(
        "error: cannot reach the Dask scheduler at tcp://127.0.0.1:9")
