"""A whole 3-seat game of Wizard Survive in the real headless window: red played by
synthesized clicks on cards, targets and Commit, blue and green by AIs, to the result
screen; the finished game leaves a replay, and an unfinished one is offered for resume."""

from __future__ import annotations

import random

from engine.wizard_survive.names import SEAT_NAMES
from tests.wizard_survive_window.driver import centre_of, click, commit_by_clicks, play_to_result, settle


def test_the_title_offers_wizard_survive_and_opens_its_setup(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.director import Director
    from game.wizard_survive.director import WizardDirector

    window.director = Director(window)
    window.director.title()
    window.frame()
    title = window.current
    index = [ui.game_id for ui in title.games].index("wizard_survive")
    assert title.buttons[index].label.text == "New match: Wizard Survive"
    click(window, title.buttons[index])
    assert isinstance(window.director, WizardDirector)
    setup = window.current
    assert type(setup).__name__ == "SetupScreen"
    # 2-4 seats, each cycling person -> every AI level.
    click(window, setup.more)
    assert setup.count == 4 and not setup.more.enabled
    for _ in range(2):
        click(window, setup.fewer)
    assert setup.count == 2 and not setup.fewer.enabled
    labels = []
    for _ in range(5):
        labels.append(setup.seat_buttons[0].label.text)
        click(window, setup.seat_buttons[0])
    assert labels == ["Red · Person", "Red · Beginner AI", "Red · Intermediate AI", "Red · Advanced AI",
                      "Red · Whimsical AI"]
    click(window, setup.more)
    click(window, setup.start)
    settle(window, 2)
    c = window.controller
    assert [p.kind for p in c.players] == ["human", "ai", "ai"]
    assert type(window.current).__name__ == "TableScreen"


def test_a_whole_three_seat_game_by_clicks_ends_on_the_result(window) -> None:  # type: ignore[no-untyped-def]
    window.director.start_match([None, "intermediate", "whimsical"], seed=3, ai_process=False)
    c = window.controller
    seen = play_to_result(window, random.Random(2))
    assert c.over and seen[0] == "TableScreen" and seen[-1] == "ResultsScreen"
    assert "CurtainScreen" not in seen                       # one person: no hand-off
    red = [cmd for cmd in c.match.commands if cmd.seat == 0]
    assert len(red) >= 5                                      # every one of them came from the clicks
    state = c.match.state
    screen = window.current
    if state.winner is not None:
        assert screen.headline.text == f"{SEAT_NAMES[state.winner].capitalize()} wins with " \
                                       f"{state.wizards[state.winner].souls} souls"
    # Souls per round and who took whom out, read from the events, agree with the state.
    h = screen.history
    assert len(h.souls) == len(state.rounds)
    assert [h.total(s) for s in range(3)] == [w.souls for w in state.wizards]
    outs = sum(1 for e in c.match.events if type(e).__name__ == "PlayerOut")
    assert sum(h.outs.values()) >= outs - sum(1 for r in state.rounds if r.end.key == "all_out") * 3
    assert all(taker != taken for taker, taken in h.outs)
    # The journal became a saved replay of exactly these commands, named on the screen.
    import os

    from replays import load_replay

    assert c.replay_path is not None and os.path.exists(c.replay_path), c.replay_error
    assert list(load_replay(c.replay_path).replay.commands) == list(c.match.commands)
    # The replay is named by its title (as the saved-replays list names it), not its path.
    shown = " ".join(t.text for t in screen.ui.texts)
    assert f"Replay: {screen.saved.title}" in shown and c.replay_path not in shown
    assert "Intermediate" in screen.saved.title and "Whimsical" in screen.saved.title
    click(window, next(b for b in screen.ui.buttons if b.label.text == "Watch the replay"))
    viewer = window.current
    assert type(viewer).__name__ == "ViewerScreen"
    assert list(viewer.model.loaded.replay.commands) == list(c.match.commands)


def test_an_unfinished_game_is_resumed_from_the_title(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.director import Director
    from game.wizard_survive.director import WizardDirector
    from tests.wizard_survive_window.driver import choose

    rng = random.Random(5)
    window.director.start_match([None, "beginner", "beginner"], seed=8, ai_process=False)
    for _ in range(200):
        settle(window, 1)
        if window.current.hand.active:
            commit_by_clicks(window, choose(window, rng))
        if len(window.controller.match.commands) >= 9:
            break
    played = list(window.controller.match.commands)
    window.controller.close()            # as after a crash: the journal stays on disk
    window.controller = None
    window.director = Director(window)
    window.director.title()
    window.frame()
    title = window.current
    resume = next(b for b in title.buttons if b.label.text == "Resume")
    assert resume.enabled
    window.click_native(*centre_of(resume))
    settle(window, 2)
    assert isinstance(window.director, WizardDirector)
    assert type(window.current).__name__ == "TableScreen"
    assert list(window.controller.match.commands)[:len(played)] == played
    window.controller.journal.discard()       # no unfinished game left for later tests
    window.controller.journal = None
