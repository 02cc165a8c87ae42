"""What every game's window tests do as a person would, on the real headless window: click
a button or a board spot at its centre, point at a native pixel, let frames pass (and the
AI think), wait for something to come true. Each test folder's `driver.py` adds how its
own game is played by clicks."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


def centre_of(thing: Any) -> tuple[float, float]:
    """The centre of anything with x, y, w, h (a button, a card slot, a board spot)."""
    return thing.x + thing.w / 2, thing.y + thing.h / 2


def click(window: Any, thing: Any) -> None:
    """A button or a board spot, which must be showing (and a button enabled)."""
    assert getattr(thing, "visible", True) and getattr(thing, "enabled", True), f"{thing!r} is not clickable"
    window.click_native(*centre_of(thing))


def press_button(window: Any, ui: Any, label: str = "", tip: str = "") -> None:
    """Click the button of `ui` with these words (or this tip), as a person would."""
    button = next(b for b in ui.buttons if (label and b.label.text == label) or (tip and b.tip == tip))
    assert button.visible and button.enabled, label or tip
    window.click_native(*centre_of(button))


def point_at(window: Any, x: float, y: float) -> None:
    """The pointer moved to native pixel (x, y), through the window's own events."""
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    ratio = window.get_pixel_ratio()
    window.dispatch_event("on_mouse_motion", int((ox + (x + 0.5) * s) / ratio), int((oy + (y + 0.5) * s) / ratio),
                          0, 0)
    window.dispatch_events()


def settle(window: Any, frames: int = 3) -> None:
    """Let `frames` frames pass, each waiting for an AI that is thinking, then one more."""
    for _ in range(frames):
        window.frame()
        if window.controller is not None:
            window.controller.wait_for_ai()
    window.frame()


def wait(window: Any, test: Callable[[], Any], frames: int = 400) -> None:
    """Frames until `test()` is true; an assertion error after `frames` of them."""
    for _ in range(frames):
        if test():
            return
        settle(window, 1)
    raise AssertionError("waited in vain")


def screen_name(window: Any) -> str:
    return type(window.current).__name__


@contextmanager
def wizard_survive_table(window: Any, rules: Any) -> Iterator[Any]:
    """A Wizard Survive match under `rules`, one person against the beginner, open on its
    table; the window's director, the match, its journal and the language are put back
    after (the window may be another game's, shared by its tests)."""
    import replays
    from engine.wizard_survive.game import GAME
    from game.shell.controller import MatchController
    from game.shell.i18n import language
    from game.wizard_survive.director import WizardDirector
    from game.wizard_survive.play import mood_of, players_for

    previous, journals = window.director, set(replays.find_unfinished())
    window.director = WizardDirector(window)
    try:
        window.controller = MatchController(GAME, 3, players_for([None, "beginner"]), rules=rules, ai_process=False,
                                            mood_of=mood_of)
        window.director.table()
        for _ in range(3):
            window.frame()
            window.controller.wait_for_ai()
        assert type(window.current).__name__ == "TableScreen"
        yield window.current
    finally:
        language().set("en")
        window.director.end_match()
        window.director = previous
        window.director.title()
        for path in set(replays.find_unfinished()) - journals:
            path.unlink()
