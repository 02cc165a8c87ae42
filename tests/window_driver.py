"""What every game's window tests do as a person would, on the real headless window: click
a button or a board spot at its centre, point at a native pixel, let frames pass (and the
AI think), wait for something to come true. Each test folder's `driver.py` adds how its
own game is played by clicks."""

from __future__ import annotations

from collections.abc import Callable
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
