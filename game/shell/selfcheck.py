"""`mage-battle --self-test [--screenshot FILE.png]`: does this install of the game work?

Opens the real window (headless under ARCADE_HEADLESS=1), shows the title screen with the
default settings (never saved), draws a frame, loads every sprite of the installed
sprite manifest, the fonts and every sound cue (one quiet click), then closes. Prints a
JSON report to stdout: where the assets, settings, data and log folders are, what loaded,
what the game asked for and did not find, the sound driver, the drawn frame's size and
colour count. Exit status 0 when the title was drawn, nothing was missing and sound
works; 1 otherwise (one line on stderr says what). The wheel test and a standalone
build's smoke test run it from outside the checkout.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def run(screenshot: Path | None = None) -> int:
    report = check(screenshot)
    print(json.dumps(report, indent=1, sort_keys=True, ensure_ascii=False))
    problems = report["problems"]
    if problems:
        print(f"mage-battle: self-test failed: {'; '.join(problems)}", file=sys.stderr)
        return 1
    print("mage-battle: self-test ok", file=sys.stderr)
    return 0


def check(screenshot: Path | None = None) -> dict[str, Any]:
    from game.shell import logs, resources, settings
    from replays.storage import data_dir

    report: dict[str, Any] = {
        "version": logs.version(),
        "folders": {"assets": str(resources.root()), "config": str(settings.config_path().parent),
                    "data": str(data_dir()), "log": str(logs.log_dir())},
        "problems": [],
    }
    try:
        from game.shell.app import GameWindow
    except Exception as error:
        report["problems"].append(f"the window code does not import ({type(error).__name__}: {error})")
        return report
    try:
        window = GameWindow(settings=settings.Settings())
    except Exception as error:   # pyglet's own types for "no display" / "no OpenGL"
        report["problems"].append(f"cannot open the game window ({type(error).__name__}: {error})")
        return report
    try:
        _title(window, report, screenshot)
        _sprites(report)
        _fonts(report)
        _sound(report)
        from game.shell import assets

        report["missing"] = sorted(assets.missing)
        if assets.missing:
            report["problems"].append(f"missing {', '.join(sorted(assets.missing))}")
    finally:
        window.close()
    return report


def _title(window: Any, report: dict[str, Any], screenshot: Path | None) -> None:
    import arcade

    from game.shell.director import Director

    director = window.director = Director(window)
    director.title()
    for _ in range(2):
        window.frame()
    window.on_draw()
    image = arcade.get_image()
    colours = image.convert("RGB").getcolors(maxcolors=1 << 20) or []
    report["title"] = {"screen": type(window.current).__name__, "size": list(image.size),
                       "colours": len(colours)}
    if len(colours) < 8:
        report["problems"].append(f"the title screen drew {len(colours)} colours")
    if screenshot is not None:
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        image.save(screenshot)
        report["screenshot"] = str(screenshot)


def _sprites(report: dict[str, Any]) -> None:
    from game.shell import assets

    try:
        manifest = json.loads((assets.SPRITES / "manifest.json").read_text(encoding="utf-8"))
        names = [entry["file"].removesuffix(".png") for entry in manifest["files"]]
    except (OSError, ValueError, KeyError, TypeError) as error:
        report["problems"].append(f"no sprite manifest ({type(error).__name__}: {error})")
        names = []
    for name in names:
        assets.texture(name)
    report["sprites"] = sum(f"sprites/{name}.png" not in assets.missing for name in names)


def _fonts(report: dict[str, Any]) -> None:
    import pyglet

    from game.shell import assets

    report["fonts"] = {"files": sorted(p.name for p in assets.FONTS.glob("*.ttf")),
                       assets.FONT: bool(pyglet.font.have_font(assets.FONT))}
    if not report["fonts"][assets.FONT]:
        report["problems"].append(f"font {assets.FONT} not loaded")


def _sound(report: dict[str, Any]) -> None:
    import pyglet

    from game.shell import sound

    player = sound.Sounds(lambda: 0.05)
    played = player.play("click")
    driver = pyglet.media.get_audio_driver()  # type: ignore[no-untyped-call]
    report["sound"] = {"cues": len(player._cues or {}), "driver": type(driver).__name__,
                       "failure": player.failure}
    if not played:
        report["problems"].append(f"sound off ({player.failure})")
