"""The lab's progress bar: matches done of the batch, matches played per second and the
time left at that rate; matches counted again from saved replays (`--resume`) are shown
but left out of the rate."""

from __future__ import annotations

import io

import pytest

from game.lab import simulate


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_bar_shows_the_rate_and_the_time_left(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(simulate.time, "monotonic", clock)
    stream = io.StringIO()
    bar = simulate.Progress(100, stream)
    assert bar.line(clock.now) == "[" + "." * 30 + "] 0/100 matches  0s"
    clock.now += 10
    for _ in range(25):
        bar.update(True)
    assert bar.line(clock.now) == "[" + "#" * 7 + "." * 23 + "] 25/100 matches  2.5 matches/s  30s left"
    clock.now += 200
    bar.update(True)
    assert bar.line(clock.now).endswith("26/100 matches  0.1 matches/s  9m58s left")
    bar.close()
    assert stream.getvalue().endswith("0.1 matches/s  3m30s in all\n")
    assert "\r" in stream.getvalue()


def test_counted_replays_are_left_out_of_the_rate(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(simulate.time, "monotonic", clock)
    bar = simulate.Progress(50, None)
    clock.now += 5
    for _ in range(40):
        bar.update(False)                    # counted again from saved replays, in 5 s
    clock.now += 4
    bar.update(True)
    bar.update(True)
    assert bar.line(clock.now).endswith("42/50 matches (40 from saved replays)  0.5 matches/s  16s left")
    bar.close()                              # no stream: nothing drawn
