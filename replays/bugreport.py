"""Bug-report bundles: one JSON file to attach to an issue.

Complete bundles carry the replay file itself (base64 of the `.embr` bytes, cut after
command N if asked), so `mage-battle replay verify BUNDLE` re-simulates it. Redacted
bundles carry only what one side could see (its events, its own commands, no seed, no
checkpoints: a state hash could be brute-forced into hidden elements); they can be
read, not re-simulated.

Either may carry the match's review (`review`): the reviewed decisions before the cut,
so a report of "the AI played badly here" shows what the review made of it. A redacted
one keeps only the redacted seat's decisions, valued from its own view, and none of the
omniscient values.
"""

from __future__ import annotations

import base64
import importlib.metadata
import json
import platform
from dataclasses import replace
from pathlib import Path
from typing import Any

from replays.container import atomic_write
from replays.cursor import audience_of
from replays.errors import ReplayError
from replays.export import export_events, header_info, own_commands
from replays.format import FORMAT, Replay, app_version, dumps, result_of
from replays.resimulate import Loaded
from replays.review_cache import Reviewed

KIND = "emb-bug-report"
VERSION = 1


def _version(package: str) -> str:
    # Metadata only: importing arcade would open a GL context on some machines.
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def environment() -> dict[str, str]:
    return {
        "app": app_version(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "arcade": _version("arcade"),
        "msgpack": _version("msgpack"),
        "platform": platform.platform(),
    }


def cut(loaded: Loaded, upto: int) -> Loaded:
    """The replay up to and including command `upto`."""
    total = len(loaded.replay.commands)
    if not 0 <= upto < total:
        raise ReplayError(f"{loaded.where}: --upto {upto} is outside the replay's commands 0..{total - 1}")
    commands = loaded.replay.commands[: upto + 1]
    header = loaded.header
    match = header.new_match()
    for command in commands:
        match.play(command)
    header = replace(header, result=result_of(match))
    points = tuple(p for p in loaded.replay.checkpoints if p[0] <= upto)
    return Loaded(Replay(header, commands, points), match, loaded.where)


def review_part(reviewed: Reviewed, loaded: Loaded, redact: str | None) -> dict[str, Any]:
    """The review's decisions taken before the end of `loaded` (a cut replay), those of
    the seat `redact` names only when given, without the omniscient values then."""
    total = len(loaded.match.events)
    seat = None if redact is None else audience_of(loaded.header, redact)
    codec = loaded.header.game.codec
    rows = []
    for m in reviewed.moves:
        if m.position >= total or (seat is not None and int(m.seat) != int(seat)):
            continue
        row = {"position": m.position, "seat": int(m.seat), "played": codec.encode_command(m.played),
               "played_value": round(m.played_value, 9), "best": codec.encode_command(m.best),
               "best_value": round(m.best_value, 9), "loss": round(m.loss, 9), "class": m.judgement.key,
               "chance": None if m.chance is None else round(m.chance, 9)}
        if seat is None:
            row["hindsight"] = None if m.hindsight is None else round(m.hindsight, 9)
        rows.append(row)
    return {"unit": reviewed.unit, "decisions": rows}


def bug_report(loaded: Loaded, upto: int | None = None, redact: str | None = None,
               review: Reviewed | None = None) -> dict[str, Any]:
    if upto is not None:
        loaded = cut(loaded, upto)
    report: dict[str, Any] = {
        "kind": KIND,
        "version": VERSION,
        "environment": environment(),
        "rules_hash": loaded.header.rules_hash,
        "commands": len(loaded.replay.commands),
        "upto": upto,
    }
    if redact is None:
        report["complete"] = True
        report["header"] = header_info(loaded.header)
        report["replay"] = base64.b64encode(dumps(loaded.replay)).decode("ascii")
    else:
        audience_of(loaded.header, redact)
        report["complete"] = False
        report["redacted_for"] = redact
        view = export_events(loaded, redact)
        report["header"] = view["header"]
        report["own_commands"] = own_commands(loaded, redact)
        report["events"] = view["events"]
    if review is not None:
        report["review"] = review_part(review, loaded, redact)
    return report


def write_bug_report(report: dict[str, Any], path: Path) -> Path:
    atomic_write(path, (json.dumps(report, indent=1, ensure_ascii=False) + "\n").encode())
    return path


def replay_bytes_of_bundle(data: bytes, where: str) -> bytes:
    """The replay inside a complete bundle (untrusted: same size cap as a replay)."""
    if len(data) > 2 * FORMAT.limits.max_bytes:
        raise ReplayError(f"{where}: {len(data)} bytes is larger than a bug report can be")
    try:
        report = json.loads(data)
    except (ValueError, RecursionError) as error:
        raise ReplayError(f"{where}: not a valid bug report ({str(error)[:80]})") from None
    if not isinstance(report, dict) or report.get("kind") != KIND:
        raise ReplayError(f"{where}: not a bug report (field 'kind' is not {KIND!r})")
    if report.get("version") != VERSION:
        raise ReplayError(f"{where}: bug report version {report.get('version')!r} is not {VERSION}")
    if not report.get("complete"):
        raise ReplayError(f"{where}: a redacted bug report holds no replay (it is for reading, not re-simulating)")
    encoded = report.get("replay")
    if not isinstance(encoded, str):
        raise ReplayError(f"{where}: field 'replay' must be a base64 string")
    try:
        return base64.b64decode(encoded, validate=True)
    except ValueError:
        raise ReplayError(f"{where}: field 'replay' is not valid base64") from None


def is_bundle(data: bytes) -> bool:
    return data.lstrip()[:1] == b"{"
