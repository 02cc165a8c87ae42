"""The review's progress (told before the first decision and after each, and able to stop
the walk) and its cache for the viewer: what it writes reads back the same, and a file
for another replay or budget, or a damaged one, reads as nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from replays import review_cache
from replays.resimulate import load_bytes
from replays.review import review
from tests.replays.review_fixtures import replay_bytes


def test_progress_counts_every_decision_and_can_stop_the_walk() -> None:
    loaded = load_bytes(replay_bytes(5, "beginner", "advanced"), "m.embr")
    told: list[tuple[int, int]] = []
    full = review(loaded, progress=lambda done, total: told.append((done, total)))
    total = len(full.decisions)
    assert told == [(n, total) for n in range(total + 1)]

    class Stop(Exception):
        pass

    def stop(done: int, total: int) -> None:
        if done == 2:
            raise Stop

    with pytest.raises(Stop):
        review(loaded, progress=stop)


def test_the_cache_reads_back_and_ignores_what_is_not_this_replays(tmp_path: Path) -> None:
    loaded = load_bytes(replay_bytes(5, "beginner", "advanced"), "m.embr")
    other = load_bytes(replay_bytes(6, "beginner", "advanced"), "o.embr")
    reviewed = review_cache.reviewed_of(review(loaded), loaded)
    path = review_cache.write(reviewed, loaded, None, tmp_path)
    assert path.parent == tmp_path / "reviews" and not list(path.parent.glob(".review-*"))
    assert review_cache.read(loaded, None, tmp_path) == reviewed
    assert review_cache.read(loaded, 64, tmp_path) is None          # another budget: another file
    assert review_cache.read(other, None, tmp_path) is None
    review_cache.cache_path(other, None, tmp_path).write_bytes(path.read_bytes())   # a copy under the wrong key
    assert review_cache.read(other, None, tmp_path) is None
    for damaged in (b"", b"{", b'{"version": 1}', path.read_bytes().replace(b'"blunder"', b'"awful"'),
                    path.read_bytes().replace(b'"moves":[[', b'"moves":[[99999,')):
        path.write_bytes(damaged)
        assert review_cache.read(loaded, None, tmp_path) is None
