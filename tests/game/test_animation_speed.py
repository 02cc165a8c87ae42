"""Animation speed: slow (twice as long, so a newcomer can follow a reveal or a duel),
normal, fast and skip, cycled in that order on the settings screen and kept in the
settings file."""

from __future__ import annotations

import json
from pathlib import Path

from game.shell.settings import Settings


def test_each_speed_scales_an_animation() -> None:
    lengths = {speed: Settings(speed=speed).duration(1.5) for speed in (3, 1, 2, 0)}
    assert lengths == {3: 3.0, 1: 1.5, 2: 0.75, 0: 0.0}


def test_slow_is_kept_in_the_settings_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(speed=3, path=path).save()
    assert json.loads(path.read_text())["speed"] == 3
    assert Settings.load(path).speed == 3


def test_the_settings_screen_cycles_slow_normal_fast_skip(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.title import SettingsScreen

    before = window.settings.speed
    window.settings.speed = 0
    try:
        seen = []
        for _ in range(4):
            screen = SettingsScreen(window, window.director)
            window.show(screen)
            speed_button = next(b for b in screen.ui.buttons if b.label.text.startswith("Animation speed"))
            window.click_native(speed_button.x + speed_button.w / 2, speed_button.y + speed_button.h / 2)
            seen.append((window.settings.speed, window.current.ui.buttons[1].label.text))
        assert [speed for speed, _ in seen] == [3, 1, 2, 0]
        assert seen[0][1] == "Animation speed: slow"
    finally:
        window.settings.speed = before
