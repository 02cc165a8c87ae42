"""The replay document, for any registered game: what the container holds.

Layout (format 2)::

    {"magic": "emb-replay", "version": 2,
     "header": {"game" (registry id), "app_version", "rules" (the game's rule set as data),
                "rules_hash" (hex), "seed", "seats": [{"name", "kind", "level"?, "mood"?}, ...],
                "started" (UTC ISO), "result": null | {"scores": [per seat], "winners": [seat, ...],
                "detail": the game's own plain data}, "branched_from"?: [file, commands kept]},
     "commands": [[tag, field, ...], ...],
     "checkpoints": [[command index, first 8 bytes of the state hash], ...],
     "notes"?: [[command index, what the AI had in mind: the game's own plain data], ...]}

Commands are the game codec's compact form (a tag, then the fields, trailing empty
ones left off). A checkpoint follows every command whose events close a turn, round
or battle (the game's marks); 8 bytes of SHA-256 make an accidental match one in
2**64, enough to catch a divergence, not to resist forgery. Formats 0 and 1 (Elemental
Mage Battle only, two named players) are upgraded on load.
"""

from __future__ import annotations

import datetime
import importlib.metadata
from dataclasses import dataclass
from typing import Any

from engine.kernel import registry
from engine.kernel.codec import short
from engine.kernel.errors import CodecError
from engine.kernel.game import AnyGame, Outcome
from engine.kernel.match import Match
from engine.kernel.seats import MAX_SEATS
from replays import schema
from replays.container import Document, Format, Limits, open_document, seal
from replays.errors import ReplayError
from replays.upgrade import upgrade_0_to_1, upgrade_1_to_2

CHECKPOINT_BYTES = 8

# A random-agent match of Elemental Mage Battle is about 250 commands and 6 KB; the
# longest legal v0.6 match is well under 1000 commands. Drafts with longer round limits
# still fit 8x headroom.
LIMITS = Limits(
    max_bytes=128 * 1024, max_str=256, max_bin=64,
    max_array=8192, max_map=64, max_nodes=150_000,
)
MAX_COMMANDS = 8192
MAX_NOTE_NODES = 80


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
class Header:
    game_id: str
    seed: int
    players: tuple[Player, ...]                     # one per seat, in seat order
    started: str                                    # UTC, ISO 8601
    rules: Any
    app_version: str = ""
    result: Outcome | None = None
    # (source replay's file name, commands kept) for a match continued from another replay;
    # those commands open this log, so it re-simulates from the seed like any other.
    branched_from: tuple[str, int] | None = None

    @property
    def game(self) -> AnyGame:
        return registry.get(self.game_id)

    @property
    def rules_hash(self) -> str:
        return self.game.rules_hash(self.rules)

    @property
    def seat_names(self) -> tuple[str, ...]:
        return self.game.seat_names(len(self.players)).names

    def new_match(self, rules: Any = None) -> Match[Any, Any, Any]:
        """The match this header starts (under `rules` instead, for a draft's diff)."""
        return Match(self.game, self.seed, self.rules if rules is None else rules, len(self.players))


@dataclass(frozen=True)
class Note:
    """What an AI had in mind when it chose command `command`: the game's own plain data
    (Elemental Mage Battle: its mood and, per enemy mage, the elements still possible)."""

    command: int
    data: Any


@dataclass(frozen=True)
class Replay:
    header: Header
    commands: tuple[Any, ...]
    checkpoints: tuple[tuple[int, bytes], ...] = ()
    notes: tuple[Note, ...] = ()


def app_version() -> str:
    try:
        return importlib.metadata.version("elemental-mage-battle")
    except importlib.metadata.PackageNotFoundError:
        return "0+unknown"


def utc_now() -> str:
    """The start time a caller passes into a header (the engine has no clock)."""
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0).isoformat()


def new_header(seed: int, *players: Player, started: str | None = None, rules: Any = None,
               game: str | None = None) -> Header:
    """A header for a match of `game` (the build's first game when None)."""
    found = registry.get(game) if game is not None else registry.default()
    found.seat_names(len(players))
    return Header(found.game_id, seed, players, started or utc_now(),
                  found.default_rules() if rules is None else rules, app_version())


def result_of(match: Match[Any, Any, Any]) -> Outcome | None:
    return match.outcome()


def winners_first(result: Outcome) -> list[int]:
    """The scores, winners' first (`2-1` for a 2:1 win), the others in seat order."""
    order = [*result.winners, *(s for s in range(len(result.scores)) if s not in result.winners)]
    return [result.scores[s] for s in order]


# --- the document ---------------------------------------------------------------------

FORMAT = Format(magic="emb-replay", version=2, limits=LIMITS, upgrades={0: upgrade_0_to_1, 1: upgrade_1_to_2})


def header_to_data(header: Header) -> dict[str, Any]:
    game = header.game
    data: dict[str, Any] = {
        "game": header.game_id,
        "app_version": header.app_version,
        "rules": game.rules_to_data(header.rules),
        "rules_hash": header.rules_hash,
        "seed": header.seed,
        "seats": [{"name": name, **p.to_data()} for name, p in zip(header.seat_names, header.players)],
        "started": header.started,
        "result": None if header.result is None else header.result.to_data(),
    }
    if header.branched_from is not None:
        data["branched_from"] = list(header.branched_from)
    return data


def to_document(replay: Replay) -> dict[str, Any]:
    codec = replay.header.game.codec
    doc: dict[str, Any] = {
        "header": header_to_data(replay.header),
        "commands": [codec.encode_command(c) for c in replay.commands],
        "checkpoints": [[i, h] for i, h in replay.checkpoints],
    }
    if replay.notes:
        doc["notes"] = [[n.command, n.data] for n in replay.notes]
    return doc


def dumps(replay: Replay) -> bytes:
    return seal(FORMAT, to_document(replay))


def loads(data: bytes, where: str = "replay") -> Replay:
    """Parse and validate (no re-simulation): every failure is a ReplayError."""
    doc = open_document(data, FORMAT, where)
    return from_document(doc, where)


def decode_command(game: AnyGame, value: Any, where: str, index: int) -> Any:
    try:
        return game.codec.decode_command(value)
    except CodecError as error:
        raise ReplayError(f"{where}: command {index} {error}") from None


def from_document(doc: Document, where: str) -> Replay:
    schema.mapping(doc, where, "", ("magic", "version", "header", "commands", "checkpoints"), ("notes",))
    header = _header(doc["header"], where)
    raw_commands = schema.array(doc["commands"], where, "commands", MAX_COMMANDS)
    commands = tuple(decode_command(header.game, value, where, i) for i, value in enumerate(raw_commands))
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
        schema.array(item, where, path, 2, exact=2)
        index = schema.integer(item[0], where, f"{path}[0]", 0, max(commands - 1, 0))
        schema.plain(item[1], where, f"{path}[1]", MAX_NOTE_NODES)
        notes.append(Note(index, item[1]))
    return tuple(notes)


def _header(value: Any, where: str) -> Header:
    h = schema.mapping(value, where, "header",
                       ("game", "app_version", "rules", "rules_hash", "seed", "seats", "started", "result"),
                       ("branched_from",))
    game_id = schema.text(h["game"], where, "header.game", 32)
    try:
        game = registry.get(game_id)
    except registry.UnknownGame as error:
        raise schema.fail(where, "header.game", str(error)) from None
    app = schema.text(h["app_version"], where, "header.app_version")
    rules = _rules(game, h["rules"], where)
    rules_hash = schema.text(h["rules_hash"], where, "header.rules_hash")
    if rules_hash != game.rules_hash(rules):
        raise schema.fail(where, "header.rules_hash", "does not match the rule set in the header")
    seed = schema.integer(h["seed"], where, "header.seed", -(2**63), 2**64 - 1)
    raw_seats = schema.array(h["seats"], where, "header.seats", MAX_SEATS)
    if len(raw_seats) not in game.seat_counts:
        raise schema.fail(where, "header.seats", f"has {len(raw_seats)} seats; {game_id} is played by "
                                                 f"{' or '.join(map(str, game.seat_counts))}")
    names = game.seat_names(len(raw_seats)).names
    players = tuple(_player(item, where, f"header.seats[{i}]", names[i]) for i, item in enumerate(raw_seats))
    started = schema.text(h["started"], where, "header.started")
    try:
        datetime.datetime.fromisoformat(started)
    except ValueError:
        raise schema.fail(where, "header.started", f"is not an ISO 8601 time: {started!r}") from None
    result = None if h["result"] is None else _result(h["result"], where, len(players))
    branched = None
    if h.get("branched_from") is not None:
        pair = schema.array(h["branched_from"], where, "header.branched_from", 2, exact=2)
        branched = (schema.text(pair[0], where, "header.branched_from[0]", 128),
                    schema.integer(pair[1], where, "header.branched_from[1]", 0, MAX_COMMANDS))
    return Header(game_id, seed, players, started, rules, app, result, branched)


def _player(value: Any, where: str, path: str, name: str) -> Player:
    p = schema.mapping(value, where, path, ("name", "kind"), ("level", "mood"))
    if p["name"] != name:
        raise schema.fail(where, f"{path}.name", f"must be {name!r}, got {short(p['name'])}")
    kind = schema.choice(p["kind"], where, f"{path}.kind", ("human", "ai"))
    level = None if p.get("level") is None else schema.text(p["level"], where, f"{path}.level", 32)
    mood = None if p.get("mood") is None else schema.text(p["mood"], where, f"{path}.mood", 32)
    if kind == "ai" and level is None:
        raise schema.fail(where, f"{path}.level", "is missing (an AI player names its level)")
    return Player(kind, level, mood)


def _result(value: Any, where: str, seats: int) -> Outcome:
    r = schema.mapping(value, where, "header.result", ("scores", "winners", "detail"))
    raw_scores = schema.array(r["scores"], where, "header.result.scores", seats, exact=seats)
    scores = tuple(schema.integer(s, where, f"header.result.scores[{i}]", 0, 1000) for i, s in enumerate(raw_scores))
    raw_winners = schema.array(r["winners"], where, "header.result.winners", seats)
    winners = tuple(schema.integer(s, where, f"header.result.winners[{i}]", 0, seats - 1)
                    for i, s in enumerate(raw_winners))
    schema.plain(r["detail"], where, "header.result.detail", 200)
    return Outcome(scores, winners, r["detail"])


# Rule data as a game writes it: lists, integers, text and true/false. The largest rule
# set Elemental Mage Battle allows is about 1,900 values (nine stacks of two 25-cell
# priest shapes are 1,378 of them); a header's rules may hold twice that.
MAX_RULE_VALUES = 4096
MAX_RULE_DEPTH = 6
MAX_RULE_LIST = 64
MAX_RULE_NUMBER = 1000


def _rules(game: AnyGame, value: Any, where: str) -> Any:
    """The rule set a replay was played under. Untrusted numbers could make the engine
    build enormous tables, so the raw data is bounded first (shape, size, depth, every
    number), then the game builds the rule set, which checks its own consistency and
    caps and builds no table (tables come on first use, after the header's hash has
    been compared). Nothing hostile is ever printed whole: a message names the field."""
    default = game.default_rules()
    if value == game.rules_to_data(default):
        return default
    if not isinstance(value, dict):
        raise schema.fail(where, "header.rules", f"must be a map of fields, got {_kind(value)}")
    budget = [MAX_RULE_VALUES]
    for name, item in value.items():
        _bounded(item, where, f"header.rules.{name}", budget)
    try:
        return game.rules_from_data(value, f"{where}: header.rules")
    except ReplayError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        # A rules error names the field already; anything else is the game's own check.
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        if not message.startswith(where):
            message = f"{where}: field 'header.rules' is not a usable rule set ({message[:120]})"
        raise ReplayError(message) from None


def _kind(value: Any) -> str:
    """What a value is, for a message, without printing it (it may be huge or deep)."""
    if isinstance(value, bool):
        return "true/false"
    for kind, name in ((dict, "a map"), (list, "a list"), (int, "an integer"), (str, "text"),
                       (bytes, "bytes"), (float, "a fraction")):
        if isinstance(value, kind):
            return name
    return "null" if value is None else type(value).__name__


def _bounded(value: Any, where: str, path: str, budget: list[int], depth: int = 0) -> None:
    """Plain rule data within fixed bounds: at most MAX_RULE_VALUES values in all, lists
    of at most MAX_RULE_LIST items nested at most MAX_RULE_DEPTH deep, integers within
    +-MAX_RULE_NUMBER; maps, bytes, fractions and nulls are refused. The game's own
    checks then see a small value, whatever the file held."""
    budget[0] -= 1
    if budget[0] < 0:
        raise schema.fail(where, "header.rules", f"holds more than {MAX_RULE_VALUES} values")
    if isinstance(value, bool) or isinstance(value, str):
        return  # text is capped by the container (256 characters)
    if isinstance(value, int):
        schema.integer(value, where, path, -MAX_RULE_NUMBER, MAX_RULE_NUMBER)
    elif isinstance(value, list):
        if depth >= MAX_RULE_DEPTH:
            raise schema.fail(where, path, "is nested too deeply")
        schema.array(value, where, path, MAX_RULE_LIST)
        for i, item in enumerate(value):
            _bounded(item, where, f"{path}[{i}]", budget, depth + 1)
    else:
        raise schema.fail(where, path, f"must be a list, an integer, text or true/false, got {_kind(value)}")
