"""`mage-battle replay ...`: info, verify, export, bug-report, view.

Exit status: 0 done (verify: reproduces), 1 verify found a difference, 2 the file or an
argument cannot be used (one line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.mage_battle import events as ev
from engine.mage_battle.rules import RulesFileError, load_rules
from replays.bugreport import bug_report, is_bundle, replay_bytes_of_bundle, write_bug_report
from replays.container import Limits, read_capped
from replays.cursor import PERSPECTIVES
from replays.errors import ReplayError
from replays.export import export_events
from replays.format import FORMAT, Replay, loads
from replays.simulate import Loaded, diff_under, load_bytes, verify

# A bug-report bundle holds a replay in base64 plus some text: twice a replay's cap.
_BUNDLE_LIMITS = Limits(2 * FORMAT.limits.max_bytes, 0, 0, 0, 0, 0)


def _read(path: str) -> tuple[bytes, str]:
    data = read_capped(Path(path), _BUNDLE_LIMITS)
    if is_bundle(data):
        return replay_bytes_of_bundle(data, path), f"{path} (bug report)"
    return data, path


def _load(path: str) -> Loaded:
    data, where = _read(path)
    return load_bytes(data, where)


def _parse(path: str) -> Replay:
    data, where = _read(path)
    return loads(data, where)


def _guard(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    def wrapped(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except (ReplayError, RulesFileError) as error:
            print(f"mage-battle replay: {error}", file=sys.stderr)
            return 2
    return wrapped


def _player(p: Any) -> str:
    if p.kind == "human":
        return "human"
    return f"AI ({p.level}{', ' + p.mood if p.mood else ''})"


def cmd_info(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    h = loaded.header
    events = loaded.match.events
    turns = sum(1 for e in events if isinstance(e, ev.TurnEnded))
    battles = sum(1 for e in events if isinstance(e, ev.BattleStarted))
    lines = [
        f"file:     {loaded.where}",
        f"app:      {h.app_version} (replay format {FORMAT.version})",
        f"rules:    {h.rules.version} (hash {h.rules_hash[:16]})",
        f"seed:     {h.seed}",
        f"started:  {h.started}",
        f"teal:     {_player(h.players[0])}",
        f"crimson:  {_player(h.players[1])}",
    ]
    if h.result is None:
        lines.append("result:   unfinished")
    else:
        r = h.result
        detail = "; ".join(f"battle {b}: {w.key} ({reason.replace('_', ' ')})" for b, w, reason in r.battles)
        lines.append(f"result:   {r.winner.key} wins {r.score[0]}-{r.score[1]} ({detail})")
    lines.append(f"length:   {len(loaded.replay.commands)} commands, {len(events)} events, "
                 f"{battles} battles, {turns} turns, {len(loaded.replay.checkpoints)} checkpoints")
    print("\n".join(lines))
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    replay = _parse(args.file)
    where = args.file
    if args.rules:
        rules_path = Path(args.rules)
        try:
            text = rules_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ReplayError(f"{rules_path}: cannot read ({error})") from None
        verdict = diff_under(replay, load_rules(text, str(rules_path)), where)
    else:
        verdict = verify(replay, where)
    print(verdict.message, file=sys.stdout if verdict.ok else sys.stderr)
    return 0 if verdict.ok else 1


def cmd_export(args: argparse.Namespace) -> int:
    if not args.json:
        raise ReplayError("export: choose a format (only --json exists)")
    data = export_events(_load(args.file), args.perspective)
    text = json.dumps(data, indent=1, ensure_ascii=False)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


def cmd_bug_report(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    report = bug_report(loaded, args.upto, args.redact)
    if args.output:
        out = Path(args.output)
    else:
        stem = Path(args.file).name.split(".")[0]
        if args.upto is not None:
            stem += f"-upto-{args.upto}"
        if args.redact:
            stem += f"-{args.redact}-only"
        out = Path.cwd() / f"{stem}.bugreport.json"
    write_bug_report(report, out)
    print(f"wrote {out}")
    return 0


def cmd_view(args: argparse.Namespace) -> int:
    # The window is imported only here (and out of the type checker's sight: game/ is not
    # strictly typed): the other actions must run without arcade.
    import importlib

    return int(importlib.import_module("game.viewer").run_file(args.file))


def register(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "replay", help="inspect, verify and export saved replays",
        description="Inspect, verify and export saved replays (.embr) and bug-report bundles.")
    sub = parser.add_subparsers(dest="replay_command", metavar="ACTION", required=True)

    info = sub.add_parser("info", help="header, players, result and length")
    info.add_argument("file")
    info.set_defaults(func=_guard(cmd_info))

    ver = sub.add_parser("verify", help="re-simulate and compare every checkpoint (exit 0: reproduces)")
    ver.add_argument("file")
    ver.add_argument("--rules", metavar="RULES.toml",
                     help="replay under a draft rule set and report the first event that differs")
    ver.set_defaults(func=_guard(cmd_verify))

    exp = sub.add_parser("export", help="the events one audience could see, as JSON")
    exp.add_argument("file")
    exp.add_argument("--json", action="store_true", required=True, help="write JSON (the only format)")
    exp.add_argument("--perspective", choices=PERSPECTIVES, default="all")
    exp.add_argument("-o", "--output", metavar="OUT.json")
    exp.set_defaults(func=_guard(cmd_export))

    bug = sub.add_parser("bug-report", help="one file bundling the replay and versions, ready to attach")
    bug.add_argument("file")
    bug.add_argument("--upto", type=int, metavar="N", help="keep commands 0..N only")
    bug.add_argument("--redact", choices=("teal", "crimson"), metavar="SIDE",
                     help="only what SIDE could see (readable, not re-simulatable)")
    bug.add_argument("-o", "--output", metavar="OUT.json")
    bug.set_defaults(func=_guard(cmd_bug_report))

    view = sub.add_parser("view", help="watch the replay in the game window (a bad file shows why there)")
    view.add_argument("file")
    view.set_defaults(func=cmd_view)
    return parser
