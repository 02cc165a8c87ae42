"""The `mage-battle` command line. With no sub-command it opens the game window.

Sub-commands live in their own modules, each exposing `register(subparsers)` that adds
a parser and sets `func(args) -> int` (the exit status). A module that is not written
yet is skipped, so packages can land in any order.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

SUBCOMMAND_MODULES: tuple[str, ...] = (
    "game.cli_scenario",   # mage-battle scenario FILE.toml
    "replays.cli",         # mage-battle replay ...
    "game.simulate",       # mage-battle simulate ...
)

NO_WINDOW_YET = "The game window arrives with the next release; try `mage-battle scenario FILE.toml`."


def _missing(error: ImportError, module: str) -> bool:
    """True when `module` itself (or its package) does not exist yet, not when it exists
    and fails to import something: that is a bug and must surface."""
    name = getattr(error, "name", None)
    return isinstance(error, ModuleNotFoundError) and name is not None and (
        module == name or module.startswith(name + ".")
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mage-battle",
        description="Elemental Mage Battle. Without a command, opens the game window.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_path in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(module_path)
        except ImportError as error:
            if _missing(error, module_path):
                continue
            raise
        register = getattr(module, "register", None)
        if register is not None:
            register(subparsers)
    return parser


def open_window() -> int:
    try:
        from game.app import run
    except ImportError as error:
        if not _missing(error, "game.app"):
            raise
        print(NO_WINDOW_YET)
        return 0
    return int(run() or 0)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    func = getattr(args, "func", None)
    if func is None:
        return open_window()
    return int(func(args))
