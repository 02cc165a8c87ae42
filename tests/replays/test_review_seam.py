"""The review seam takes a new game with one method: Nim (a game of the tests only) gets
an exact reviewer here, from its Sprague-Grundy values, and the walk, the report and the
command line review its matches without a line of theirs changed."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import reduce
from pathlib import Path
from typing import Any

import pytest

from engine.kernel.review import Appraisal, Judgement, Thresholds
from game.cli.main import main
from replays.resimulate import load_bytes
from replays.review import review
from tests.replays.review_fixtures import replay_bytes, saved

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "nim-game"))
import nim  # noqa: E402  (the test-only game registers itself)


class NimReviewer:
    """Two seats, normal play: a move is winning when it leaves the piles' Grundy values
    (size mod max_take + 1) XOR to 0. Value and chance: 1 for a winning move, else 0."""

    unit = "winning chance"
    method = "exact: Sprague-Grundy values"

    def __init__(self, max_take: int) -> None:
        self.modulus = max_take + 1

    def appraise(self, view: Any, seen: Sequence[Any], legal: Sequence[Any], played: Any) -> tuple[Appraisal, ...]:
        def value(take: Any) -> float:
            piles = list(view.piles)
            piles[take.pile] -= take.count
            return 1.0 if reduce(lambda a, b: a ^ (b % self.modulus), piles, 0) == 0 else 0.0

        out = [Appraisal(c, value(c), value(c)) for c in legal]
        return tuple(sorted(out, key=lambda a: (-a.value, a.command.pile, a.command.count)))

    def classify(self, loss: float) -> Judgement:
        return Thresholds(0.01, 0.1, 0.3, 0.5).classify(loss)

    def words(self, command: Any) -> str:
        return f"take {command.count} from pile {command.pile}"


@pytest.fixture
def nim_reviewed(monkeypatch: pytest.MonkeyPatch) -> None:
    def make_reviewer(self: Any, rules: Any, seats: int, budget: int | None, seed: int) -> NimReviewer:
        return NimReviewer(rules.max_take)

    monkeypatch.setattr(type(nim.NIM), "make_reviewer", make_reviewer, raising=False)


@pytest.mark.usefixtures("nim_reviewed")
def test_a_game_with_one_method_is_reviewed() -> None:
    loaded = load_bytes(replay_bytes(4, "random", "greedy", game="nim"), "nim")
    rv = review(loaded)
    assert len(rv.decisions) == len(loaded.replay.commands) and rv.unit == "winning chance"
    for d in rv.decisions:
        assert d.judgement is (Judgement.BEST if d.played.value == d.best.value else Judgement.BLUNDER)


@pytest.mark.usefixtures("nim_reviewed")
def test_the_command_line_reviews_it_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, replay_bytes(5, "random", "random", game="nim"))
    assert main(["replay", "review", path, "--out", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert " decisions: " in out and (tmp_path / "out" / "review.png").exists()
    assert "take " in (tmp_path / "out" / "review.md").read_text(encoding="utf-8")


def test_a_decision_the_reviewer_does_not_judge_is_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """A reviewer answers () for a kind of decision it has no measure for (a secret
    setup); the walk leaves those out and still counts them in its progress."""
    class FirstPileOnly(NimReviewer):
        def appraise(self, view: Any, seen: Sequence[Any], legal: Sequence[Any],
                     played: Any) -> tuple[Appraisal, ...]:
            return super().appraise(view, seen, legal, played) if played.pile == 0 else ()

    def make_reviewer(self: Any, rules: Any, seats: int, budget: int | None, seed: int) -> NimReviewer:
        return FirstPileOnly(rules.max_take)

    monkeypatch.setattr(type(nim.NIM), "make_reviewer", make_reviewer, raising=False)
    loaded = load_bytes(replay_bytes(4, "random", "greedy", game="nim"), "nim")
    told: list[tuple[int, int]] = []
    rv = review(loaded, progress=lambda done, total: told.append((done, total)))
    on_first = [i for i, c in enumerate(loaded.replay.commands) if c.pile == 0]
    assert 0 < len(on_first) < len(loaded.replay.commands)
    assert [d.index for d in rv.decisions] == on_first
    assert told[-1] == (len(loaded.replay.commands), len(loaded.replay.commands))
