"""Where the game's files are: the top-level assets/ folder, installed as the package
`game.assets` (pyproject.toml maps the folder there, for the editable install of
./scripts/play and ./scripts/test as for a wheel or pipx), found through
importlib.resources. So the game finds its art and sound from any working folder and in
any install, never by a path relative to a checkout.

Without the package (a checkout on PYTHONPATH, never installed) the folders do not
exist: the sprites are drawn with stand-ins and sound turns itself off, as for any
missing file, and one line says why.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.resources
import sys
from functools import cache
from pathlib import Path

PACKAGE = "game.assets"
_kept = contextlib.ExitStack()     # files extracted for a zipped install live until exit
atexit.register(_kept.close)


@cache
def folder(name: str) -> Path:
    """`sprites`, `fonts` or `sounds` as a folder on disk (Arcade and pyglet load paths)."""
    try:
        found = importlib.resources.files(PACKAGE).joinpath(name)
    except ModuleNotFoundError:
        _say_once(f"mage-battle: the game's assets are not installed (no package {PACKAGE}); "
                  "install the project (pip install -e . or the wheel)")
        return Path(f"<{PACKAGE} not installed>") / name
    if isinstance(found, Path):
        return found
    return _kept.enter_context(importlib.resources.as_file(found))


def root() -> Path:
    """The package's folder (the parent of the `folder`s)."""
    return folder("sprites").parent


_said: set[str] = set()


def _say_once(line: str) -> None:
    if line not in _said:
        _said.add(line)
        print(line, file=sys.stderr)
