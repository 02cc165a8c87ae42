"""`mage-battle replay ...`: info, verify, export, bug-report, for a replay of any game.

Exit status: 0 done (verify: reproduces), 1 verify found a difference, 2 the file or an
argument cannot be used (one line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from replays.bugreport import bug_report, is_bundle, replay_bytes_of_bundle, write_bug_report
from replays.container import Limits, read_capped
from replays.errors import ReplayError
from replays.export import export_events
from replays.format import FORMAT, Replay, loads
from replays.resimulate import Loaded, diff_under, load_bytes, result_text, verify

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
        except (ReplayError, ValueError) as error:
            # ValueErrors here are one-line rules or perspective errors naming their field.
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
    game = h.game
    events = loaded.match.events
    closed = Counter(m.level for e in events for m in game.marks(e) if not m.opens)
    names = h.seat_names
    width = max(9, *(len(n) + 2 for n in names))
    lines = [
        f"{'file:':{width}} {loaded.where}",
        f"{'game:':{width}} {h.game_id}",
        f"{'app:':{width}} {h.app_version} (replay format {FORMAT.version})",
        f"{'rules:':{width}} {game.rules_version(h.rules)} (hash {h.rules_hash[:16]})",
        *(f"{label + ':':{width}} {text}" for label, text in (("draft", game.rules_name(h.rules)),
                                                               ("note", game.rules_note(h.rules))) if text),
        f"{'seed:':{width}} {h.seed}",
        f"{'started:':{width}} {h.started}",
        *(f"{name + ':':{width}} {_player(p)}" for name, p in zip(names, h.players)),
    ]
    if h.result is None:
        lines.append(f"{'result:':{width}} unfinished")
    else:
        detail = game.describe_detail(h.result.detail)
        lines.append(f"{'result:':{width}} {result_text(h.result, names).replace(' ', ' wins ', 1)}"
                     + (f" ({detail})" if detail else ""))
    stops = "".join(f", {n} {level}s" for level, n in sorted(closed.items()))
    lines.append(f"{'length:':{width}} {len(loaded.replay.commands)} commands, {len(events)} events{stops}, "
                 f"{len(loaded.replay.checkpoints)} checkpoints")
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
        verdict = diff_under(replay, replay.header.game.load_rules(text, str(rules_path)), where)
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
    reviewed = None
    if args.review:
        from replays import review_cache
        from replays.review import review

        reviewed = review_cache.read(loaded, None) or review_cache.reviewed_of(review(loaded), loaded)
    report = bug_report(loaded, args.upto, args.redact, reviewed)
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


def register(subparsers: Any) -> Any:
    """Adds `replay` and its actions; returns the actions' subparsers, to which the
    application adds `view` (the window is not this package's to open)."""
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
    exp.add_argument("--perspective", default="all", metavar="SEAT", help="all (default) or a seat's name")
    exp.add_argument("-o", "--output", metavar="OUT.json")
    exp.set_defaults(func=_guard(cmd_export))

    bug = sub.add_parser("bug-report", help="one file bundling the replay and versions, ready to attach")
    bug.add_argument("file")
    bug.add_argument("--upto", type=int, metavar="N", help="keep commands 0..N only")
    bug.add_argument("--redact", metavar="SEAT", help="only what SEAT could see (readable, not re-simulatable)")
    bug.add_argument("--review", action="store_true",
                     help="include the match's review (the viewer's saved one, else computed now)")
    bug.add_argument("-o", "--output", metavar="OUT.json")
    bug.set_defaults(func=_guard(cmd_bug_report))
    return sub
