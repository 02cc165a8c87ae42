"""The replay viewer's picture at one position and perspective, drawn headless: what
`mage-battle replay shot FILE --at N --perspective SEAT --out FILE.png` writes for a
bug report, and what the no-leak tests compare pixel by pixel (the same code path).

`check` says what is wrong with a request before any window opens; `picture` opens the
viewer in a window and draws it; `run` is the command (exit 2 and one line on stderr
for anything it cannot use, never a traceback)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from game.shell.logs import survived
from replays.resimulate import Loaded

if TYPE_CHECKING:
    from PIL import Image

    from game.shell.app import GameWindow
    from game.shell.viewer.screen import ViewerScreen


class ShotError(ValueError):
    """A request the command cannot serve; its text is the one line to print."""


def check(loaded: Loaded, position: int, perspective: str) -> None:
    """ShotError naming the position or perspective a replay does not have."""
    from replays.cursor import perspectives

    known = perspectives(loaded.header)
    if perspective not in known:
        raise ShotError(f"{loaded.where}: no perspective {perspective!r} (this replay has: {', '.join(known)})")
    total = len(loaded.match.events)
    if not 0 <= position <= total:
        raise ShotError(f"{loaded.where}: --at {position} is outside 0..{total} (its event positions)")


def open_at(window: GameWindow, loaded: Loaded, position: int, perspective: str) -> ViewerScreen:
    """The viewer on `loaded`, at rest at `position` in `perspective`."""
    from game.shell.viewer import open_loaded

    check(loaded, position, perspective)
    assert window.director is not None, "the window needs its director before the viewer opens"
    screen = open_loaded(window, window.director, loaded, perspective)
    screen.go(position)
    screen.refresh()
    return screen


def picture(window: GameWindow, loaded: Loaded, position: int, perspective: str) -> Image.Image:
    """The viewer's native 640x360 picture at `position` in `perspective`."""
    from game.shell.snapshot import canvas_image

    open_at(window, loaded, position, perspective)
    return canvas_image(window)


def write_png(image: Image.Image, out: Path) -> None:
    """Atomically: a temporary file beside `out`, then renamed over it."""
    fd, tmp = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            image.save(f, format="PNG")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, out)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError as error:    # the write's own failure is the one raised
            survived(f"removing the unfinished picture {tmp}", error)
        raise


def _writable(out: Path) -> None:
    if out.exists() and out.is_dir():
        raise ShotError(f"{out}: --out is a folder, not a file")
    folder = out.parent
    if not folder.is_dir():
        raise ShotError(f"{out}: cannot write: no folder {folder}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ShotError(f"{out}: cannot write in {folder}")


def run(file: str, position: int, perspective: str, out: str, lang: str | None = None) -> int:
    """The `replay shot` command: 0 written, 2 with one line on stderr otherwise."""
    try:
        return _run(file, position, perspective, Path(out), lang)
    except ShotError as error:
        print(f"mage-battle replay shot: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        where = error.filename or out
        print(f"mage-battle replay shot: {where}: cannot write ({error.strerror or error})", file=sys.stderr)
        return 2
    except Exception as error:  # never a traceback: the one line says what broke
        text = " ".join(f"{type(error).__name__}: {error}".split())
        print(f"mage-battle replay shot: {file}: {text}", file=sys.stderr)
        return 2


def _run(file: str, position: int, perspective: str, out: Path, lang: str | None) -> int:
    from game.shell.viewer.load import load

    loaded, reason = load(file)
    if loaded is None:
        raise ShotError(reason or f"{file}: cannot be read")
    check(loaded, position, perspective)
    _writable(out)
    if "arcade" not in sys.modules:     # no screen needed: the picture is drawn off screen
        os.environ.setdefault("ARCADE_HEADLESS", "1")
    from game.shell.app import GameWindow
    from game.shell.director import Director
    from game.shell.settings import Settings

    window = GameWindow(lang=lang, settings=Settings.load())
    try:
        window.director = Director(window)
        image = picture(window, loaded, position, perspective)
    finally:
        window.close()
    write_png(image, out)
    print(f"wrote {out}")
    return 0
