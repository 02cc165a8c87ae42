"""`mage-battle rules show|check|diff`: the designer's workbench for any registered game.

- `show [--game G] [--rules FILE]` writes the rule set (the default, or a draft) as TOML,
  each field under a one-line comment naming the ruling it implements and what it means
  (the game's own documentation, `Game.rules_fields`); the text is itself a draft.
- `check FILE [--game G]` lists every problem of a draft, one line each naming the field,
  or prints "ok". Exit 0 ok, 2 problems (or the file cannot be read).
- `diff A B [--game G]` lists the fields that differ between two rule sets (files, or
  `default`), like diff(1): exit 0 the same, 1 different, 2 a file cannot be used.

Only the registry is asked for the game: this module names none.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.game import AnyGame, RuleField

EXIT_OK, EXIT_DIFFERENT, EXIT_BAD = 0, 1, 2
WIDTH = 100          # a list longer than this on one line is written over several


class _Unusable(Exception):
    """A file or a rule set that cannot be used: one line for stderr."""


# --- TOML ---------------------------------------------------------------------------

def toml_value(value: Any, indent: str = "", room: int = WIDTH) -> str:
    """Plain rule data (ints, true/false, texts, lists of them) as TOML: JSON spells them
    alike; a list that does not fit `room` is written packed over several lines."""
    one_line = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, list) or len(one_line) <= room or not value:
        return one_line
    inner = indent + "    "
    lines: list[str] = []
    for item in value:
        text = toml_value(item, inner, WIDTH - len(inner)) + ","
        if lines and "\n" not in text and "\n" not in lines[-1] and len(lines[-1]) + 1 + len(text) <= WIDTH:
            lines[-1] += " " + text
        else:
            lines.append(inner + text)
    return "[\n" + "\n".join(lines) + "\n" + indent + "]"


def draft_text(game: AnyGame, rules: Any) -> str:
    """The rule set as a draft: a header, then per field its comment and `name = value`
    (commented out when inactive). Loading the text gives the same rule set (a published
    one's copy is a draft of it, under the draft's version)."""
    name = game.rules_name(rules)
    title = f"{game.game_id} rule set {game.rules_version(rules)}" + (f" ({name})" if name else "")
    lines = [
        f"# {title}, written by `mage-battle rules show`.",
        "# A draft needs only `base` and the fields it changes; check it with `mage-battle rules check FILE`,",
        "# try it with `mage-battle simulate --rules FILE`.",
    ]
    for f in game.rules_fields(rules):
        lines += ["", f"# {f.comment}"]
        text = f"{f.name} = {toml_value(f.value, room=WIDTH - len(f.name) - 3)}"
        if not f.active:
            text = "\n".join("# " + line for line in text.splitlines())
        lines.append(text)
    return "\n".join(lines) + "\n"


# --- diff -----------------------------------------------------------------------------

def _short_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def differences(a: Sequence[RuleField], b: Sequence[RuleField]) -> list[str]:
    """One line per field whose value differs (`round_limit: 20 -> 12`); for lists too
    long for a line, their lengths if they differ and a line per entry that differs
    (`priest_areas entry 3: ... -> ...`). A field or an entry only one side has is shown
    against `(none)`."""
    left = {f.name: f.value for f in a}
    right = {f.name: f.value for f in b}
    names = [f.name for f in a] + [f.name for f in b if f.name not in left]
    out: list[str] = []
    for name in names:
        x, y = left.get(name, _NONE), right.get(name, _NONE)
        if x == y:
            continue
        if (isinstance(x, list) and isinstance(y, list)
                and len(_short_json(x)) + len(_short_json(y)) > WIDTH - len(name)):
            if len(x) != len(y):
                out.append(f"{name}: {len(x)} entries -> {len(y)}")
            for i in range(max(len(x), len(y))):
                p, q = (x[i] if i < len(x) else _NONE), (y[i] if i < len(y) else _NONE)
                if p != q:
                    out.append(f"{name} entry {i + 1}: {_shown(p)} -> {_shown(q)}")
        else:
            out.append(f"{name}: {_shown(x)} -> {_shown(y)}")
    return out


_NONE = object()


def _shown(value: Any) -> str:
    return "(none)" if value is _NONE else _short_json(value)


# --- the command ------------------------------------------------------------------------

def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise _Unusable(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise _Unusable(f"{path}: cannot read the file ({reason})") from None


def _rules(game: AnyGame, source: str | None) -> Any:
    """The default rule set (None or `default`), or the draft in a file."""
    if source is None or source == "default":
        return game.default_rules()
    text = _read(source)
    try:
        return game.load_rules(text, source)
    except ValueError as error:
        raise _Unusable(str(error).splitlines()[0] if str(error) else type(error).__name__) from None


def run_show(args: argparse.Namespace) -> int:
    game = registry.get(args.game)
    sys.stdout.write(draft_text(game, _rules(game, args.rules)))
    return EXIT_OK


def run_check(args: argparse.Namespace) -> int:
    game = registry.get(args.game)
    problems = list(game.check_rules_text(_read(args.file), args.file))
    print("\n".join(problems) if problems else "ok")
    return EXIT_BAD if problems else EXIT_OK


def run_diff(args: argparse.Namespace) -> int:
    game = registry.get(args.game)
    lines = differences(game.rules_fields(_rules(game, args.a)), game.rules_fields(_rules(game, args.b)))
    if lines:
        print("\n".join(lines))
    return EXIT_DIFFERENT if lines else EXIT_OK


def _guard(run: Any) -> Any:
    def wrapped(args: argparse.Namespace) -> int:
        try:
            return int(run(args))
        except (_Unusable, registry.UnknownGame) as error:
            print(f"mage-battle rules: {error}", file=sys.stderr)
            return EXIT_BAD
    return wrapped


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "rules", help="show, check and compare draft rule sets",
        description="A game's rule set as a commented TOML draft, a draft's every problem, and the fields "
                    "two rule sets differ in.")
    sub = parser.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    default = registry.default().game_id
    ids = [g.game_id for g in registry.games()]

    def with_game(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", default=default, choices=ids, help=f"which game (default: {default})")

    show = sub.add_parser("show", help="print the rule set as a commented TOML draft")
    with_game(show)
    show.add_argument("--rules", metavar="FILE", help="a draft to show instead of the default rule set")
    show.set_defaults(func=_guard(run_show))

    check = sub.add_parser("check", help="list every problem of a draft (exit 0: ok, 2: problems)")
    check.add_argument("file", metavar="FILE")
    with_game(check)
    check.set_defaults(func=_guard(run_check))

    diff = sub.add_parser("diff", help="list the fields two rule sets differ in (exit 0: same, 1: different)")
    diff.add_argument("a", metavar="A", help="a draft file, or `default`")
    diff.add_argument("b", metavar="B", help="a draft file, or `default`")
    with_game(diff)
    diff.set_defaults(func=_guard(run_diff))
