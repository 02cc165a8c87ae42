"""The replay viewer's event list in words (`ReplayModel`, no window) for a random match
of every registered game: "all" lists a line for every event; each seat's perspective
lists exactly the events `visible_to` that seat, never one it cannot see, and up to its
cursor only; every line is one non-empty line of text."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conformance_kit import each_game, random_match, replay_bytes, seat_counts

from engine.kernel.game import AnyGame
from game.shell.viewer.replay_model import ReplayModel
from replays.resimulate import Loaded, load_bytes

SEED = 23
CAP = 160


@pytest.fixture(scope="module")
def loaded() -> dict[tuple[str, int], Loaded]:
    out = {}
    for param in each_game():
        game = param.values[0]
        for seats in seat_counts(game):
            out[game.game_id, seats] = load_bytes(replay_bytes(random_match(game, SEED, seats, CAP)), "v.embr")
    return out


def _cases() -> list[Any]:
    return [pytest.param(p.values[0], seats, id=f"{p.id}-{seats}") for p in each_game()
            for seats in seat_counts(p.values[0])]


@pytest.mark.parametrize("game, seats", _cases())
def test_all_lists_every_event_in_one_line_of_words(game: AnyGame, seats: int, loaded: Any) -> None:
    model = ReplayModel(loaded[game.game_id, seats], "all")
    lines = model.all_lines()
    assert [line.index for line in lines] == list(range(model.total))
    assert model.total > 0
    for line in lines:
        assert line.text.strip() and "\n" not in line.text
    model.cursor.seek(model.total // 2)
    assert model.lines() == lines                    # "all" shows the whole match wherever the cursor is


@pytest.mark.parametrize("game, seats", _cases())
def test_a_seat_lists_exactly_the_events_it_may_see_up_to_its_cursor(game: AnyGame, seats: int,
                                                                   loaded: Any) -> None:
    match = loaded[game.game_id, seats].match
    rng = random.Random(SEED)
    model = ReplayModel(loaded[game.game_id, seats], "all")
    for seat, name in enumerate(model.perspectives[1:]):
        model.set_perspective(name)
        assert model.seat == seat
        visible = [i for i, e in enumerate(match.events) if game.visible_to(e, seat)]
        lines = model.all_lines()
        assert [line.index for line in lines] == visible
        for line in lines:
            assert line.text.strip() and "\n" not in line.text
        for position in [rng.randrange(model.total + 1) for _ in range(8)] + [0, model.total]:
            model.cursor.seek(position)
            shown = [line.index for line in model.lines()]
            assert shown == [i for i in visible if i < position], (name, position)
    assert len(model.perspectives) == seats + 1
