"""The review's better move in the replay viewer: G (or the Better move button) plays
it at the latest reviewed decision before the cursor, on a what-if screen of its own
that plays the step through and says what it shows; Esc returns to the match where it
was. A seat's perspective refuses, since the what-if shows what that seat could not
know, and says so."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from engine.kernel.review import Judgement
from game.shell.i18n import tr
from game.shell.viewer.screen import ViewerScreen
from tests.wizard_survive_window.test_viewer_review import finish, replay_path, viewer  # noqa: F401  (fixtures)

OUT = Path(__file__).resolve().parents[2] / "out" / "better-move"


@pytest.fixture
def reviewed(window, viewer):  # type: ignore[no-untyped-def]  # noqa: F811 - the fixture imported above
    """The viewer on a beginner-against-advanced match, reviewed afresh."""
    window.press_key(arcade.key.V)
    assert viewer.review_job is not None
    finish(window, viewer)
    assert viewer.review is not None
    return viewer


def test_g_plays_the_better_move_and_esc_returns_to_the_match(window, reviewed) -> None:  # type: ignore[no-untyped-def]
    blunder = min((m for m in reviewed.review.reviewed.moves if m.judgement is Judgement.BLUNDER),
                  key=lambda m: m.position)
    reviewed.go(blunder.position + 1)
    before = reviewed.model.position
    window.press_key(arcade.key.G)
    whatif = window.current
    assert isinstance(whatif, ViewerScreen) and whatif is not reviewed and whatif.parent is reviewed
    commands = whatif.model.commands
    index = reviewed.model.commands.index(blunder.played)
    assert commands[:index] == reviewed.model.commands[:index] and commands[index] == blunder.best
    words = reviewed.model.command_words
    assert words(blunder.best) in whatif.txt_caption.text and words(blunder.played) in whatif.txt_caption.text
    assert not whatif.btn_review.enabled            # a what-if is not a saved match
    for _ in range(2000):                           # it plays the step through, then rests at its end
        window.frame(draw=False)
        if whatif.model.position == whatif.model.total and not whatif.playing and not whatif.stage.busy:
            break
    assert whatif.model.position == whatif.model.total
    window.frame()
    OUT.mkdir(parents=True, exist_ok=True)
    from game.shell.snapshot import canvas_image

    canvas_image(window).save(OUT / "better-move-ws.png")
    window.press_key(arcade.key.ESCAPE)
    assert window.current is reviewed and reviewed.model.position == before
    assert reviewed.model.commands[index] == blunder.played          # the replay is untouched


def test_a_seats_perspective_refuses_and_says_why(window, reviewed) -> None:  # type: ignore[no-untyped-def]
    reviewed.set_perspective("red")
    reviewed.go(reviewed.model.total)
    window.press_key(arcade.key.G)
    assert window.current is reviewed
    assert reviewed.message == tr("v.better.seat", seat=reviewed.model.seat_label(0))


def test_the_button_waits_for_a_review(window, replay_path) -> None:  # type: ignore[no-untyped-def]  # noqa: F811 - the fixture
    from game.shell.viewer import open_replay

    screen = open_replay(window, window.director, replay_path)
    window.frame()
    assert not screen.btn_better.enabled
    window.press_key(arcade.key.G)
    assert window.current is screen and screen.message == tr("v.better.no_review")
    window.director.title()
