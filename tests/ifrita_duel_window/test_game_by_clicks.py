"""A whole game of Ifrita Duel in the real headless window: teal played by synthesized
clicks on cards, units, Ifritas and buttons, crimson by the beginner AI, to the result
screen; two default decks leave a replay of exactly those commands."""

from __future__ import annotations

import os
import random

from engine.ifrita_duel import commands as cmd
from tests.ifrita_duel_window.driver import click, play_to_result


def test_the_title_offers_ifrita_duel_and_opens_its_setup(window) -> None:  # type: ignore[no-untyped-def]
    from engine.ifrita_duel.game import GAME
    from game.ifrita_duel.director import DuelDirector
    from game.shell.director import Director
    from game.shell.players import discard_journal, unfinished_matches

    for match in unfinished_matches():      # other tests' matches left at registration: no "resume?" question
        discard_journal(match.path)
    window.director = Director(window)
    window.director.title()
    window.frame()
    title = window.current
    index = [ui.game_id for ui in title.games].index("ifrita_duel")
    assert title.buttons[index].label.text == "New match: Ifrita Duel"
    click(window, title.buttons[index])
    assert isinstance(window.director, DuelDirector)
    setup = window.current
    assert type(setup).__name__ == "SetupScreen"
    labels = []
    for _ in range(len(GAME.levels) + 1):      # every level, then a person
        labels.append(setup.opponent.label.text)
        click(window, setup.opponent)
    assert "Crimson · Opponent: Beginner AI" in labels and "Crimson · Opponent: Person (hot-seat)" in labels
    # No deck is named on this shared screen: each person chooses theirs at their registration.
    while setup.director.opponent is not None:
        click(window, setup.opponent)
    assert setup.note.text.startswith("Hot-seat: each person chooses and registers a deck behind their own curtain")
    assert not any(t.text.startswith(("Default deck", "Teal deck", "Crimson deck")) for t in setup.ui.texts)


def test_a_whole_game_against_the_beginner_by_clicks_ends_on_the_result(window) -> None:  # type: ignore[no-untyped-def]
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    c = window.controller
    seen = play_to_result(window, random.Random(1))
    assert c.over and seen == ["TableScreen", "ResultsScreen"]
    teal = [command for command in c.match.commands if int(command.side) == 0]
    kinds = {type(command) for command in teal}
    # Every kind of choice was made by clicks: the driver checks each one was played.
    assert {cmd.Keep, cmd.Sacrifice, cmd.Cast, cmd.Attack, cmd.EndTurn} <= kinds, kinds
    state = c.match.state
    screen = window.current
    # Against an AI the result is the person's: Victory or Defeat.
    expected = "A draw" if state.winner is None else "Victory" if int(state.winner) == 0 else "Defeat"
    assert screen.headline.text == expected
    from replays import load_replay

    assert c.replay_path is not None and os.path.exists(c.replay_path), c.replay_error
    assert list(load_replay(c.replay_path).replay.commands) == list(c.match.commands)
    # The replay is named by its title (as the saved-replays list names it), not its path,
    # with a button to watch it (game/shell/saved_replay.py, every game's result line).
    shown = " ".join(t.text for t in screen.ui.texts)
    assert f"Replay: {screen.saved.title}" in shown and c.replay_path not in shown
    assert "Ifrita Duel" in screen.saved.title and "Beginner" in screen.saved.title, screen.saved.title
    for label in screen.ui.texts:                    # every line stays on the canvas
        left = label.x - (label.content_width / 2 if label.anchor_x == "center" else 0)
        assert left >= 0 and left + label.content_width <= 640, label.text
    click(window, next(b for b in screen.ui.buttons if b.label.text == "Watch the replay"))
    viewer = window.current
    assert type(viewer).__name__ == "ViewerScreen"
    assert list(viewer.model.loaded.replay.commands) == list(c.match.commands)
    window.show(screen)
    click(window, next(b for b in screen.ui.buttons if b.label.text == "New match"))
    assert type(window.current).__name__ == "SetupScreen"


def test_without_a_saved_replay_the_result_says_why_and_offers_nothing_to_watch(window) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.ifrita_duel.views.results import ResultsScreen
    from game.shell.i18n import tr

    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    play_to_result(window, random.Random(1))
    c = window.controller
    for path, error, line in ((None, "disk full", tr("saved.failed", error="disk full")),
                              (None, None, tr("saved.none"))):
        c.replay_path, c.replay_error = path, error
        screen = ResultsScreen(window, window.director)
        window.show(screen)
        window.frame()
        assert screen.saved.line.text == line and screen.saved.watch is None
        assert not [b for b in screen.ui.buttons if b.label.text == tr("saved.watch")]
        screen.key(arcade.key.W, 0)
        assert window.current is screen
