"""The replay viewer's transport serves any registered game: a Nim replay (examples/nim-game/nim.py,
a game with no window package at all) opens in the viewer, steps and scrubs through its
turns, switches among its three seats' perspectives, lists its events and shows its view
in words, and a seat's perspective never shows another seat's secret."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade
import pytest

from engine.kernel import registry
from engine.kernel.match import Match
from game.shell.viewer import open_replay
from game.shell.viewer.screen import ViewerScreen
from game.shell.viewer.stage import TextStage
from replays import ai, human, new_header, save_replay
from replays.resimulate import replay_of

SEAM = Path(__file__).resolve().parents[2] / "examples" / "nim-game"


@pytest.fixture
def nim_replay(monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    monkeypatch.syspath_prepend(str(SEAM))
    import nim  # noqa: F401  (registers the game with the kernel)

    game = registry.get("nim")
    agents = [game.make_agent("greedy", 1), game.make_agent("random", 2), game.make_agent("random", 3)]
    match: Match[Any, Any, Any] = Match(game, 21, seats=3)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    header = new_header(21, ai("greedy"), human(), ai("random"), started="2026-11-30T09:00:00+00:00", game="nim")
    return match, save_replay(replay_of(match, header), tmp_path)


def test_a_game_without_a_board_plays_in_the_viewer(window, nim_replay) -> None:  # type: ignore[no-untyped-def]
    match, path = nim_replay
    screen = open_replay(window, window.director, path)
    assert isinstance(screen, ViewerScreen) and isinstance(screen.stage, TextStage)
    window.frame()
    model = screen.model
    assert model.perspectives == ("all", "north", "east", "south") and model.levels() == ("turn",)
    assert [b.label.text for b in screen.persp_buttons.values()][1:] == ["north", "east", "south"]
    assert "piles: (3, 4, 5)" in screen.stage.txt_view.text
    turns = 0
    while True:
        before = model.position
        window.press_key(arcade.key.BRACKETRIGHT)          # the next turn: the game's only level
        if model.position == before:
            break
        turns += 1
    assert turns == len(match.commands) + 1 and model.position == model.total
    assert model.state_hash() == match.hash()
    assert "piles: (0, 0, 0)" in screen.stage.txt_view.text
    assert len(model.lines()) == len(match.events)          # "all" lists every event
    window.press_key(arcade.key.HOME)
    window.press_key(arcade.key.RIGHT)                       # one action
    assert model.position == model.boundaries[1] and "north" in screen.stage.txt_mover.text
    window.press_key(arcade.key.END)
    winner = match.outcome().winners[0]
    for seat in range(3):
        window.press_key(arcade.key.KEY_2 + seat)
        assert model.perspective == ("north", "east", "south")[seat]
        listed = {line.text.split()[0] for line in model.lines()}
        assert ("LuckRevealed" in listed) == (seat == winner)     # the winner's secret, to the winner alone
        lucky = screen.stage.txt_view.text.split("lucky: ", 1)[1]
        assert lucky.count("None") == 2                          # only its own lucky pile
    window.press_key(arcade.key.KEY_1)
    assert model.perspective == "all"
    window.press_key(arcade.key.HOME)
    window.press_key(arcade.key.C)                           # no window package: nothing to play on in
    assert screen.panel is not None and not screen.panel.data
    window.press_key(arcade.key.ESCAPE)
    assert screen.panel is None
    window.director.title()
