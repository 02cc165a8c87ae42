"""`mage-battle scenario FILE.toml`: the rules sandbox (shared/design/scenario-format.md).

Prints one JSON document on stdout; exit 0 when every step was applied, 2 otherwise.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from engine.mage_battle.scenario import run_scenario

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
        result = run_scenario(text)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return EXIT_OK if result["ok"] else EXIT_BAD
