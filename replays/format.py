"""The v0.6 replay document: what the container holds for Elemental Mage Battle.

Layout (format 1)::

    {"magic": "emb-replay", "version": 1,
     "header": {"app_version", "rules" (RuleSet.to_data()), "rules_hash" (stable_digest, hex),
                "seed", "players": {"teal": {...}, "crimson": {...}}, "started" (UTC ISO),
                "result": null | {"winner", "score": [w, l], "battles": [[battle, winner, reason], ...]}},
     "commands": [[tag, field, ...], ...],
     "checkpoints": [[command index, first 8 bytes of the state hash], ...]}

Commands are the codec's plain data written positionally under a one-letter tag, with
trailing empty optional fields left off: a Move is `["M", "teal", 3, 45]`. A checkpoint
is taken after every command that ends a turn or a battle (a list of pairs, not a map:
the loader allows only string map keys); 8 bytes of SHA-256 make an
accidental match one in 2**64, enough to catch a divergence, not to resist forgery.
"""

from __future__ import annotations

import dataclasses
import datetime
import importlib.metadata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine import RuleSet, Side, V0_6
from engine.kernel.digest import stable_digest
from engine.mage_battle import commands as cmd
from engine.mage_battle.codec import CodecError, command_from_data, to_data
from engine.mage_battle.rules import rules_from_data
from engine.mage_battle.state import Phase, State
from replays import schema
from replays.container import Document, Format, Limits, open_document, seal
from replays.errors import ReplayError

CHECKPOINT_BYTES = 8
SIDES = ("teal", "crimson")
REASONS = ("annihilation", "shrine", "round_limit")

# A random-agent match is about 250 commands and 6 KB; the longest legal v0.6 match is
# well under 1000 commands. Drafts with longer round limits still fit 8x headroom.
LIMITS = Limits(
    max_bytes=128 * 1024, max_str=256, max_bin=64,
    max_array=8192, max_map=64, max_nodes=150_000,
)
MAX_COMMANDS = 8192

TAGS: dict[type, str] = {
    cmd.ChooseShrines: "S", cmd.ChooseFormation: "F", cmd.AssignElements: "E", cmd.Move: "M",
    cmd.Attack: "A", cmd.Respond: "R", cmd.UseCard: "C", cmd.EndTurn: "T",
}
_BY_TAG = {tag: cls for cls, tag in TAGS.items()}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in TAGS}


@dataclass(frozen=True)
class Player:
    kind: str                 # "human" or "ai"
    level: str | None = None  # the agent's level, for "ai"
    mood: str | None = None

    def label(self) -> str:
        return self.kind if self.kind == "human" else f"{self.level}"

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        if self.mood is not None:
            data["mood"] = self.mood
        return data


HUMAN = Player("human")


def human() -> Player:
    return HUMAN


def ai(level: str, mood: str | None = None) -> Player:
    return Player("ai", level, mood)


@dataclass(frozen=True)
class Result:
    winner: Side
    score: tuple[int, int]                          # winner's wins, loser's wins
    battles: tuple[tuple[int, Side, str], ...]      # (battle, winner, reason)


@dataclass(frozen=True)
class Header:
    seed: int
    players: tuple[Player, Player]                  # teal, crimson
    started: str                                    # UTC, ISO 8601
    rules: RuleSet = V0_6
    app_version: str = ""
    result: Result | None = None
    # (source replay's file name, commands kept) for a match continued from another replay;
    # those commands open this log, so it re-simulates from the seed like any other.
    branched_from: tuple[str, int] | None = None

    @property
    def rules_hash(self) -> str:
        return stable_digest(self.rules)


@dataclass(frozen=True)
class Note:
    """What an AI had in mind for command `command`: its mood of the moment and, per enemy
    mage in index order, a bit mask (bit i: the i-th element) of the elements it still
    held possible there. Written only when they change, so a match stays small."""

    command: int
    mood: str | None
    beliefs: tuple[int, ...] = ()


@dataclass(frozen=True)
class Replay:
    header: Header
    commands: tuple[cmd.Command, ...]
    checkpoints: tuple[tuple[int, bytes], ...] = ()
    notes: tuple[Note, ...] = ()


def app_version() -> str:
    try:
        return importlib.metadata.version("elemental-mage-battle")
    except importlib.metadata.PackageNotFoundError:
        return "0+unknown"


def utc_now() -> str:
    """The start time a caller passes into a header (the engine has no clock)."""
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()


def new_header(seed: int, teal: Player, crimson: Player, started: str | None = None,
               rules: RuleSet = V0_6) -> Header:
    return Header(seed, (teal, crimson), started or utc_now(), rules, app_version())


def result_of(state: State) -> Result | None:
    if state.phase != Phase.OVER or not state.results:
        return None
    teal, crimson = state.wins
    winner = Side.TEAL if teal > crimson else Side.CRIMSON
    score = (max(teal, crimson), min(teal, crimson))
    battles = tuple((r.battle, r.winner, r.reason.name.lower()) for r in state.results)
    return Result(winner, score, battles)


# --- commands --------------------------------------------------------------------

def encode_command(command: cmd.Command) -> list[Any]:
    data = to_data(command)
    values = [data[name] for name in _FIELDS[type(command)]]
    while values and values[-1] is None:
        values.pop()
    return [TAGS[type(command)], *values]


def decode_command(value: Any, where: str, index: int) -> cmd.Command:
    if not isinstance(value, list) or not value or not isinstance(value[0], str) or value[0] not in _BY_TAG:
        raise ReplayError(f"{where}: command {index} is not a command (expected [tag, ...], got {_short(value)})")
    cls = _BY_TAG[value[0]]
    names = _FIELDS[cls]
    if len(value) - 1 > len(names):
        raise ReplayError(f"{where}: command {index} ({cls.__name__}) has {len(value) - 1} fields, at most {len(names)}")
    data: dict[str, Any] = {"type": cls.__name__, **dict(zip(names, value[1:]))}
    try:
        return command_from_data(data)
    except CodecError as error:
        raise ReplayError(f"{where}: command {index}: {error}") from None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# --- the document ---------------------------------------------------------------------

def _upgrade_0_to_1(doc: Document) -> Document:
    """Format 0 called the app version `app` and kept checkpoints as full hex digests."""
    header = doc.get("header")
    if isinstance(header, dict) and "app" in header:
        header = dict(header)
        header["app_version"] = header.pop("app")
        doc["header"] = header
    checkpoints = doc.get("checkpoints")
    if isinstance(checkpoints, list):
        upgraded = []
        for i, item in enumerate(checkpoints):
            if isinstance(item, list) and len(item) == 2 and isinstance(item[1], str):
                try:
                    item = [item[0], bytes.fromhex(item[1])[:CHECKPOINT_BYTES]]
                except ValueError:
                    raise ReplayError(f"field 'checkpoints[{i}]' is not a hex digest") from None
            upgraded.append(item)
        doc["checkpoints"] = upgraded
    return doc


FORMAT = Format(magic="emb-replay", version=1, limits=LIMITS, upgrades={0: _upgrade_0_to_1})


def header_to_data(header: Header) -> dict[str, Any]:
    result: dict[str, Any] | None = None
    if header.result is not None:
        r = header.result
        result = {
            "winner": r.winner.key, "score": list(r.score),
            "battles": [[b, w.key, reason] for b, w, reason in r.battles],
        }
    data: dict[str, Any] = {
        "app_version": header.app_version,
        "rules": header.rules.to_data(),
        "rules_hash": header.rules_hash,
        "seed": header.seed,
        "players": {side: p.to_data() for side, p in zip(SIDES, header.players)},
        "started": header.started,
        "result": result,
    }
    if header.branched_from is not None:
        data["branched_from"] = list(header.branched_from)
    return data


def to_document(replay: Replay) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "header": header_to_data(replay.header),
        "commands": [encode_command(c) for c in replay.commands],
        "checkpoints": [[i, h] for i, h in replay.checkpoints],
    }
    if replay.notes:
        doc["notes"] = [[n.command, n.mood, list(n.beliefs)] for n in replay.notes]
    return doc


def dumps(replay: Replay) -> bytes:
    return seal(FORMAT, to_document(replay))


def loads(data: bytes, where: str = "replay") -> Replay:
    """Parse and validate (no re-simulation): every failure is a ReplayError."""
    doc = open_document(data, FORMAT, where)
    return from_document(doc, where)


def from_document(doc: Document, where: str) -> Replay:
    schema.mapping(doc, where, "", ("magic", "version", "header", "commands", "checkpoints"), ("notes",))
    header = _header(doc["header"], where)
    raw_commands = schema.array(doc["commands"], where, "commands", MAX_COMMANDS)
    commands = tuple(decode_command(value, where, i) for i, value in enumerate(raw_commands))
    raw_points = schema.array(doc["checkpoints"], where, "checkpoints", MAX_COMMANDS)
    checkpoints: list[tuple[int, bytes]] = []
    last = -1
    for i, item in enumerate(raw_points):
        path = f"checkpoints[{i}]"
        schema.array(item, where, path, 2, exact=2)
        index = schema.integer(item[0], where, f"{path}[0]", 0, max(len(commands) - 1, 0))
        if index <= last:
            raise schema.fail(where, f"{path}[0]", f"must come after the previous checkpoint ({last}), got {index}")
        last = index
        checkpoints.append((index, schema.blob(item[1], where, f"{path}[1]", CHECKPOINT_BYTES)))
    notes = _notes(doc.get("notes", []), where, len(commands))
    return Replay(header, commands, tuple(checkpoints), notes)


def _notes(value: Any, where: str, commands: int) -> tuple[Note, ...]:
    raw = schema.array(value, where, "notes", MAX_COMMANDS)
    notes = []
    for i, item in enumerate(raw):
        path = f"notes[{i}]"
        schema.array(item, where, path, 3, exact=3)
        index = schema.integer(item[0], where, f"{path}[0]", 0, max(commands - 1, 0))
        mood = None if item[1] is None else schema.text(item[1], where, f"{path}[1]", 32)
        masks = schema.array(item[2], where, f"{path}[2]", 64)
        beliefs = tuple(schema.integer(m, where, f"{path}[2][{k}]", 0, 2**16 - 1) for k, m in enumerate(masks))
        notes.append(Note(index, mood, beliefs))
    return tuple(notes)


def _header(value: Any, where: str) -> Header:
    h = schema.mapping(value, where, "header",
                       ("app_version", "rules", "rules_hash", "seed", "players", "started", "result"), ("branched_from",))
    app = schema.text(h["app_version"], where, "header.app_version")
    rules = _rules(h["rules"], where)
    rules_hash = schema.text(h["rules_hash"], where, "header.rules_hash")
    if rules_hash != stable_digest(rules):
        raise schema.fail(where, "header.rules_hash", "does not match the rule set in the header")
    seed = schema.integer(h["seed"], where, "header.seed", -(2**63), 2**64 - 1)
    players_map = schema.mapping(h["players"], where, "header.players", SIDES)
    players = (_player(players_map["teal"], where, "header.players.teal"),
               _player(players_map["crimson"], where, "header.players.crimson"))
    started = schema.text(h["started"], where, "header.started")
    try:
        datetime.datetime.fromisoformat(started)
    except ValueError:
        raise schema.fail(where, "header.started", f"is not an ISO 8601 time: {started!r}") from None
    result = None if h["result"] is None else _result(h["result"], where, rules)
    branched = None
    if h.get("branched_from") is not None:
        pair = schema.array(h["branched_from"], where, "header.branched_from", 2, exact=2)
        branched = (schema.text(pair[0], where, "header.branched_from[0]", 128),
                    schema.integer(pair[1], where, "header.branched_from[1]", 0, MAX_COMMANDS))
    return Header(seed, players, started, rules, app, result, branched)


def _player(value: Any, where: str, path: str) -> Player:
    p = schema.mapping(value, where, path, ("kind",), ("level", "mood"))
    kind = schema.choice(p["kind"], where, f"{path}.kind", ("human", "ai"))
    level = None if p.get("level") is None else schema.text(p["level"], where, f"{path}.level", 32)
    mood = None if p.get("mood") is None else schema.text(p["mood"], where, f"{path}.mood", 32)
    if kind == "ai" and level is None:
        raise schema.fail(where, f"{path}.level", "is missing (an AI player names its level)")
    return Player(kind, level, mood)


def _result(value: Any, where: str, rules: RuleSet) -> Result:
    r = schema.mapping(value, where, "header.result", ("winner", "score", "battles"))
    winner = Side[schema.choice(r["winner"], where, "header.result.winner", SIDES).upper()]
    score = schema.array(r["score"], where, "header.result.score", 2, exact=2)
    w = schema.integer(score[0], where, "header.result.score[0]", 0, rules.battles)
    lost = schema.integer(score[1], where, "header.result.score[1]", 0, rules.battles)
    raw = schema.array(r["battles"], where, "header.result.battles", rules.battles)
    battles = []
    for i, item in enumerate(raw):
        path = f"header.result.battles[{i}]"
        schema.array(item, where, path, 3, exact=3)
        battles.append((schema.integer(item[0], where, f"{path}[0]", 1, rules.battles),
                        Side[schema.choice(item[1], where, f"{path}[1]", SIDES).upper()],
                        schema.choice(item[2], where, f"{path}[2]", REASONS)))
    return Result(winner, (w, lost), tuple(battles))


_V0_6_DATA = V0_6.to_data()


def _rules(value: Any, where: str) -> RuleSet:
    """The rule set a replay was played under. Untrusted numbers could make the
    engine build enormous tables, so every number is bounded before it gets there."""
    if value == _V0_6_DATA:
        return V0_6
    if not isinstance(value, dict):
        raise schema.fail(where, "header.rules", f"must be a map, got {_short(value)}")
    for name, item in value.items():
        _bounded(item, where, f"header.rules.{name}")
    for name, high in (("cols", 99), ("rows", 26)):
        if name in value:
            schema.integer(value[name], where, f"header.rules.{name}", 1, high)
    try:
        return rules_from_data(value, where=f"{where}: header.rules")
    except ReplayError:
        raise
    except (ValueError, TypeError, KeyError, IndexError) as error:
        # RulesFileError names the field already; the others come from table building.
        message = str(error)
        if not message.startswith(where):
            message = f"{where}: field 'header.rules' is not a usable rule set ({message})"
        raise ReplayError(message) from None


def _bounded(value: Any, where: str, path: str, depth: int = 0) -> None:
    if depth > 6:
        raise schema.fail(where, path, "is nested too deeply")
    if isinstance(value, list):
        schema.array(value, where, path, 64)
        for i, item in enumerate(value):
            _bounded(item, where, f"{path}[{i}]", depth + 1)
    elif isinstance(value, int) and not isinstance(value, bool):
        schema.integer(value, where, path, -1000, 1000)

