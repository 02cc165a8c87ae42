"""`mage-battle scenario FILE.toml`: a game's rules sandbox (each game's scenario-format.md).

The file's `game = "..."` picks the game (absent: the build's first, Elemental Mage Battle); the whole file
goes to that game's sandbox. Prints one JSON document on stdout; exit 0 when every
step was applied, 2 otherwise.
"""

from __future__ import annotations

import argparse
import json
import tomllib
from pathlib import Path
from typing import Any

from engine.kernel import registry

EXIT_OK, EXIT_BAD = 0, 2


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "scenario", help="play a scenario file through the rules and print what happened as JSON",
        description="Set up one moment of a battle from a TOML file, play its steps, print JSON.",
    )
    parser.add_argument("file", metavar="FILE.toml", help="the scenario file")
    parser.set_defaults(func=run)


def _failure(message: str) -> dict[str, Any]:
    return {"ok": False, "error": {"step": None, "message": message}, "events": [], "state": None}


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        result = _failure(f"{path}: no such file")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        result = _failure(f"{path}: cannot read the file ({reason})")
    else:
        result = _run(text, str(path))
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return EXIT_OK if result["ok"] else EXIT_BAD


def _run(text: str, where: str) -> dict[str, Any]:
    try:
        game_id = tomllib.loads(text).get("game", registry.default().game_id)
    except tomllib.TOMLDecodeError:
        game_id = registry.default().game_id     # that game's sandbox names the TOML error as it always did
    except RecursionError:
        return _failure(f"{where}: not a scenario file (tables or lists nested too deeply)")
    except ValueError as error:                # tomllib's own: an integer of thousands of digits
        return _failure(f"{where}: not a scenario file ({str(error)[:80]})")
    if not isinstance(game_id, str):
        return _failure(f"{where}: field 'game' must be a game's name, got {game_id!r}")
    try:
        game = registry.get(game_id)
    except registry.UnknownGame as error:
        return _failure(f"{where}: field 'game': {error}")
    return game.run_scenario(text)
