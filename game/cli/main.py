"""The `mage-battle` command line. With no sub-command it opens the game window.

Sub-commands live in their own modules, each exposing `register(subparsers)` that adds
a parser and sets `func(args) -> int` (the exit status). `replay view` is added here:
the `replays` package never opens the window; so is `replay shot`, the viewer's picture
drawn headless into a PNG. `--version` prints the build and the rule
sets of every registered game; `--self-test` opens the window once and checks the
install (game/shell/selfcheck.py). While a window is open, stderr is also kept in the
user log folder (game/shell/logs.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.cli import review as cli_review
from game.cli import rules as cli_rules
from game.cli import scenario as cli_scenario
from game.lab import compare as lab_compare
from game.lab import simulate
from replays import cli as replay_cli


def _view(args: argparse.Namespace) -> int:
    from game.shell import logs
    from game.shell.viewer import run_file

    with logs.session():
        return int(run_file(args.file))


def _shot(args: argparse.Namespace) -> int:
    from game.shell.viewer.shot import run

    try:
        position = int(args.at)
    except ValueError:
        print(f"mage-battle replay shot: {args.file}: --at {args.at!r} is not an event position (a whole number)",
              file=sys.stderr)
        return 2
    return run(args.file, position, args.perspective, args.out, args.lang)


def version_text() -> str:
    """`mage-battle X.Y.Z`, then one line per rule set each registered game knows: its
    version, `default` for the one a new match uses, and its hash's first 12 digits (a
    replay's header carries the whole hash)."""
    from engine.kernel import registry
    from game.shell import logs

    lines = [f"mage-battle {logs.version()}", "rule sets:"]
    for game in registry.games():
        default = game.default_rules()
        for rules in game.rule_book.rule_sets():
            mark = " (default)" if game.rules_hash(rules) == game.rules_hash(default) else ""
            lines.append(f"  {game.game_id} {game.rules_version(rules)}{mark} {game.rules_hash(rules)[:12]}")
    return "\n".join(lines)


class _Version(argparse.Action):
    """Like argparse's `version` action, but the text (which imports every game) is made
    only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        print(version_text())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mage-battle",
        description="Elemental Mage Battle. Without a command, opens the game window.",
    )
    parser.add_argument("--version", action=_Version, help="print the version and the rule sets it knows")
    parser.add_argument("--self-test", action="store_true",
                        help="open the window on the title screen, load every sprite, font and sound, "
                             "print a JSON report and exit (0: all there)")
    parser.add_argument("--screenshot", type=Path, metavar="PNG",
                        help="with --self-test: save the drawn title screen")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    cli_scenario.register(subparsers)
    actions: Any = replay_cli.register(subparsers)
    view = actions.add_parser("view", help="watch the replay in the game window (a bad file shows why there)")
    view.add_argument("file")
    view.set_defaults(func=_view)
    shot = actions.add_parser("shot", help="draw the replay viewer at an event position to a PNG, headless "
                                           "(for bug reports)")
    shot.add_argument("file")
    shot.add_argument("--at", required=True, metavar="N", help="the event position (0: the start; the status's n)")
    shot.add_argument("--perspective", default="all", metavar="SEAT", help="all (default) or a seat's name")
    shot.add_argument("--out", required=True, metavar="FILE.png")
    shot.add_argument("--lang", choices=("ko", "en"), help="the words' language (default: the settings')")
    shot.set_defaults(func=_shot)
    cli_review.register(actions)
    simulate.register(subparsers)
    lab_compare.register(subparsers)
    cli_rules.register(subparsers)
    return parser


def open_window() -> int:
    from game.shell import logs
    from game.shell.app import run

    with logs.session():
        return int(run() or 0)


def self_test(screenshot: Path | None) -> int:
    from game.shell import logs, selfcheck

    with logs.session():
        return selfcheck.run(screenshot)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.screenshot is not None and not args.self_test:
        parser.error("--screenshot goes with --self-test")
    if args.self_test:
        if args.command is not None:
            parser.error("--self-test takes no command")
        return self_test(args.screenshot)
    func = getattr(args, "func", None)
    if func is None:
        return open_window()
    return int(func(args))
