"""The `mage-battle` command line. With no sub-command it opens the game window.

Sub-commands live in their own modules, each exposing `register(subparsers)` that adds
a parser and sets `func(args) -> int` (the exit status). `replay view` is added here:
the `replays` package never opens the window.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from game import cli_scenario, simulate
from replays import cli as replay_cli


def _view(args: argparse.Namespace) -> int:
    from game.shell.viewer import run_file

    return int(run_file(args.file))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mage-battle",
        description="Elemental Mage Battle. Without a command, opens the game window.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    cli_scenario.register(subparsers)
    actions: Any = replay_cli.register(subparsers)
    view = actions.add_parser("view", help="watch the replay in the game window (a bad file shows why there)")
    view.add_argument("file")
    view.set_defaults(func=_view)
    simulate.register(subparsers)
    return parser


def open_window() -> int:
    from game.shell.app import run

    return int(run() or 0)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    func = getattr(args, "func", None)
    if func is None:
        return open_window()
    return int(func(args))
