"""The balance lab plays a few matches of every registered game at its weakest level
and fewest seats, in this process (`game.lab.simulate.work`, as a worker does), and its
facts hold together: the report counts the matches played; every rate it offers for
`lab compare` has 0 <= successes <= trials; the facts counted again from each saved
replay (`--resume`) are the facts of playing it; the report does not depend on the
order the matches finish in; and, for a game listed in DECIDED, the matches the report
counts as won by somebody are those whose outcome names a winner."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from conformance_kit import each_game

from engine.kernel.game import AnyGame
from game.lab.simulate import Batch, Finished, Fold, work
from replays.resimulate import load_bytes

MATCHES = 3


def _wins(report: dict[str, Any], keys: tuple[str, ...]) -> int:
    return sum(rate["successes"] for rate in report["rates"] if rate["key"].startswith(keys))


# How many matches a game's report says somebody won, per game id; a game not listed
# gets the other checks only.
DECIDED: dict[str, Callable[[dict[str, Any]], int]] = {
    "mage_battle": lambda r: sum(r["match_wins"].values()),
    "nim": lambda r: int(r["decided"]),      # the kernel's default lab
    "wizard_survive": lambda r: _wins(r, ("wins.",)),
    "ifrita_duel": lambda r: int(r["decided"]),
}


@pytest.fixture(scope="module")
def batches() -> dict[str, tuple[Batch, list[Finished]]]:
    out = {}
    for param in each_game():
        game = param.values[0]
        batch = Batch(game, (game.levels[0],) * game.seat_counts[0], game.default_rules(), 5, MATCHES)
        out[game.game_id] = (batch, [work(batch.task(index, True)) for index in range(MATCHES)])
    return out


def _report(batch: Batch, finished: list[Finished]) -> dict[str, Any]:
    fold = Fold(batch.game)
    for f in finished:
        fold.add(f.facts)
    return fold.report(batch.meta())


@pytest.mark.parametrize("game", each_game())
def test_the_lab_report_counts_the_matches_it_played(game: AnyGame, batches: Any) -> None:
    batch, finished = batches[game.game_id]
    report = _report(batch, finished)
    assert report["matches"] == MATCHES
    assert report["meta"]["game"] == game.game_id and report["meta"]["requested"] == MATCHES
    for rate in report.get("rates", []):
        assert 0 <= rate["successes"] <= rate["trials"], rate
    shuffled = list(finished)
    random.Random(1).shuffle(shuffled)
    shuffled.reverse()
    assert _report(batch, shuffled) == report


@pytest.mark.parametrize("game", each_game())
def test_facts_counted_again_from_the_replays_are_the_facts_of_playing(game: AnyGame, batches: Any) -> None:
    batch, finished = batches[game.game_id]
    for f in finished:
        assert f.data is not None and f.played
        again = work(batch.task(f.index, False, f.data))
        assert not again.played and again.facts == f.facts


@pytest.mark.parametrize("game", each_game())
def test_the_lab_counts_the_decided_matches_as_their_outcomes_do(game: AnyGame, batches: Any) -> None:
    if game.game_id not in DECIDED:
        pytest.skip(f"{game.game_id} declares no count of decided matches here")
    batch, finished = batches[game.game_id]
    outcomes = [load_bytes(f.data or b"", "lab").match.outcome() for f in finished]
    decided = sum(1 for o in outcomes if o is not None and len(o.winners) == 1)
    assert DECIDED[game.game_id](_report(batch, finished)) == decided
