#!/usr/bin/env python3
"""Forged rule sets in replay headers (issue 11.2): what a hostile file costs to answer.

Grows families of forged rule sets inside replay files: big boards, long priest area
lists, many stacks, priest shape lists, long and nested tables, huge numbers, deep
nesting; each with a wrong `rules_hash` and, when the rule set builds, with the correct
one recomputed (the commands are then those of a v0.6 match, so most stop at the first
one the forged rules make illegal). The largest rule set allowed comes with a real match
of 8192 commands (the format's cap) played under it: it loads and verifies. Every file
is answered in a fresh process, twice: as a replay (`load_replay`, then `verify` when it
loaded) and as a crash journal holding the same header and commands (`resume`, which
the title screen's unfinished-match scan runs on every journal). A last family holds
journals of that match beyond 8192 commands, up to the journal's 512 KB cap.

    .venv/bin/python scripts/bench_hostile.py            # everything (about a minute)
    .venv/bin/python scripts/bench_hostile.py --quick    # no played match of the largest rule set
    .venv/bin/python scripts/bench_hostile.py --list     # the files, without running them

Per family and per way of reading it prints the files tried, how many were refused
(ReplayError) and loaded, the worst CPU seconds of an answer (`load_replay` with its
re-simulation, or `resume`), the worst of load and `verify` together (two
re-simulations, as `mage-battle replay verify` does), and the worst peak memory of the
answering process (its whole resident set, the interpreter and the game included).
Target (issue 11): every file answered, verification included, in at most 1 s of CPU
and 100 MB. The exit status is 1 when a file exceeds either, fails with anything but
ReplayError, refuses in more than one line, or loads and does not verify.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import copy
import dataclasses
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.kernel.errors import RuleError  # noqa: E402
from engine.kernel.match import Match  # noqa: E402
from engine.kernel.random_agent import RandomAgent  # noqa: E402
from engine.mage_battle import commands as cmd  # noqa: E402
from engine.mage_battle.game import GAME  # noqa: E402
from engine.mage_battle.names import Element  # noqa: E402
from engine.mage_battle.rules import V0_6, RuleSet, RulesFileError  # noqa: E402
from engine.mage_battle.state import Phase  # noqa: E402
from replays.container import frame, pack, seal  # noqa: E402
from replays.format import FORMAT, LIMITS, MAX_COMMANDS, ai, new_header, to_document  # noqa: E402
from replays.journal import JOURNAL_LIMITS  # noqa: E402
from replays.journal import MAGIC as JOURNAL_MAGIC  # noqa: E402
from replays.journal import VERSION as JOURNAL_VERSION  # noqa: E402
from replays.resimulate import checkpoint, closes_a_stop, replay_of  # noqa: E402

CPU_LIMIT = 1.0        # seconds of CPU per answer
MEMORY_LIMIT = 100.0   # MB of peak resident memory of the answering process
STARTED = "2026-11-29T15:48:01+00:00"
WRONG_HASH = "0" * 64
DEFAULT = V0_6.to_data()
INT_FIELDS = tuple(name for name, value in DEFAULT.items() if isinstance(value, int) and not isinstance(value, bool))


@dataclasses.dataclass
class Case:
    """One forged file: its family, a label, the replay document and whether it is
    tried as a replay, as a journal or both."""

    family: str
    label: str
    doc: dict[str, Any]
    as_replay: bool = True
    as_journal: bool = True


# --- rule sets ---------------------------------------------------------------------

def forged(**changes: Any) -> dict[str, Any]:
    """v0.6's data with `changes`, under a draft's name (a published name with other
    fields is refused before anything else, which would hide the deeper checks)."""
    return {**copy.deepcopy(DEFAULT), "version": "forged", **changes}


def _diamond(reach: int) -> list[tuple[int, int]]:
    return [(dx, dy) for dy in range(-reach, reach + 1) for dx in range(-reach, reach + 1)
            if abs(dx) + abs(dy) <= reach]


def largest_shapes(compact: bool = False, seed: int = 11) -> list[list[list[list[int]]]]:
    """Nine stacks of two distinct 25-cell priest shapes, every cap at its limit:
    offsets scattered up to reach 9 (the most kinds of edge clipping, the most work to
    sort out), or `compact` 5x5 squares shifted about (clipped least: the most cells)."""
    if compact:
        shifts = [(a, b) for b in range(-1, 3) for a in range(-2, 3)][:18]
        squares = [[[dx + a, dy + b] for dy in range(-2, 3) for dx in range(-2, 3)] for a, b in shifts]
        return [squares[2 * s: 2 * s + 2] for s in range(9)]
    rng = random.Random(seed)
    far = _diamond(9)
    return [[[list(o) for o in rng.sample(far, 25)] for _ in range(2)] for _ in range(9)]


def _row_cells(col: str, count: int = 9) -> list[str]:
    return [f"{chr(ord('A') + row)}{col}" for row in range(count)]


def largest_data(damage: int = 99, compact: bool = False) -> dict[str, Any]:
    """The largest rule set `check_rules` allows: a 99x26 board with start zones of
    26x49 cells, nine battles and stacks, lines of 99, priest and mystic reach 9, nine
    stacks of two 25-cell shapes, 99 AP and rounds, every element relation, sixteen
    cards, nine shrines a side. A played match takes `damage` 1, so that mages of 99 HP
    live for thousands of commands."""
    elements = [e.key for e in Element]
    beats = [[elements[i], elements[(i + k) % 9]] for i in range(9) for k in range(1, 5)]
    cancels = [[elements[i], elements[j]] for i in range(9) for j in range(i + 1, 9)]
    return forged(
        version=f"largest-allowed{'-compact' if compact else ''}{'' if damage == 99 else f'-damage-{damage}'}",
        cols=99, rows=26, teal_zone=["A01", "Z49"], crimson_zone=["A51", "Z99"],
        teal_shrines=_row_cells("01"), crimson_shrines=_row_cells("99"),
        jobs=[3, 3, 3], ap_per_turn=99, attacks_per_mage_per_turn=99, round_limit=99,
        hp_by_battle=[99] * 9, sorcerer_lengths=[99] * 9, priest_reach=9, priest_areas=largest_shapes(compact),
        mystic_reach=9, damage_s=[damage] * 9, damage_p=[damage] * 9, damage_o=[damage] * 9,
        counter_s=[damage] * 9, counter_p=[damage] * 9, counter_o=[damage] * 9, elementless_power=damage,
        only_largest_counter=False, beats=beats, mutual_counter=[], cancels=cancels,
        cards=["resonance_cut", "mana_backflow"] * 8, card_range=99, card_ap=99, backflow_recoil_offset=9,
    )


def build(data: Any) -> RuleSet | None:
    try:
        return GAME.rules_from_data(data, "forge")
    except (RulesFileError, ValueError, TypeError, KeyError, IndexError, RecursionError):
        return None


# --- documents ---------------------------------------------------------------------

_BASE: dict[str, Any] = {}


def base_document() -> dict[str, Any]:
    """A short v0.6 match of random agents (40 commands), as a replay document."""
    if not _BASE:
        match = Match(GAME, 11, V0_6, 2)
        agents = [RandomAgent(11), RandomAgent(1011)]
        while not match.over and len(match.commands) < 40:
            seat = match.deciders()[0]
            match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
        header = new_header(11, ai("random"), ai("random"), started=STARTED)
        _BASE.update(to_document(replay_of(match, header)))
    return copy.deepcopy(_BASE)


def with_rules(rules: Any, rules_hash: str, doc: dict[str, Any] | None = None) -> dict[str, Any]:
    doc = copy.deepcopy(doc) if doc is not None else base_document()
    doc["header"]["rules"] = rules
    doc["header"]["rules_hash"] = rules_hash
    return doc


def forge_checkpoints(doc: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The document's checkpoints as the forged rules make them, up to the first command
    those rules refuse: a forgery that loads then verifies too."""
    match: Match[Any, Any, Any] = Match(GAME, doc["header"]["seed"], rules, 2)
    points = []
    for index, data in enumerate(doc["commands"]):
        try:
            events = match.play(GAME.codec.decode_command(data))
        except RuleError:
            break
        if closes_a_stop(GAME, events):
            points.append([index, checkpoint(match)])
    doc["checkpoints"] = points
    return doc


def both_hashes(family: str, label: str, rules: Any, **flags: bool) -> Iterator[Case]:
    """The forged rules with a wrong hash and, when they build, with the correct one
    (and the checkpoints those rules give)."""
    yield Case(family, f"{label}, wrong hash", with_rules(rules, WRONG_HASH), **flags)
    built = build(rules)
    if built is not None:
        doc = forge_checkpoints(with_rules(rules, GAME.rules_hash(built)), built)
        yield Case(family, f"{label}, correct hash", doc, **flags)


def replay_bytes(doc: dict[str, Any]) -> bytes:
    return seal(FORMAT, {k: v for k, v in doc.items() if k not in ("magic", "version")})


def journal_bytes(doc: dict[str, Any], commands: list[Any] | None = None) -> bytes:
    """A crash journal holding the document's header and its commands, one record each."""
    head = frame(pack({"magic": JOURNAL_MAGIC, "version": JOURNAL_VERSION, "header": doc["header"]}))
    return head + b"".join(frame(pack([c])) for c in (doc["commands"] if commands is None else commands))


# --- a long match under the largest rule set ---------------------------------------

def play_long(rules: RuleSet, seed: int, commands: int) -> Match[Any, Any, Any]:
    """Random play of up to `commands` commands, quick enough for thousands: a random
    formation in the zone (too many to list), the rest of the setup, the responses and
    one action in ten (an attack when there is one) from the legal list, the other
    actions a random step of a random mage, and now and then the end of the turn."""
    rng = random.Random(seed)
    match: Match[Any, Any, Any] = Match(GAME, seed, rules, 2)
    while not match.over and len(match.commands) < commands:
        state = match.state
        side = match.deciders()[0]
        if state.phase == Phase.FORMATION:
            jobs = list(state.tables.jobs)
            rng.shuffle(jobs)
            cells = rng.sample(state.tables.zone[side], len(jobs))
            match.play(cmd.ChooseFormation.of(side, dict(zip(cells, jobs))))
            continue
        if state.phase == Phase.ACTION and rng.random() < 0.9:
            try:
                if rng.random() < 0.04:
                    match.play(cmd.EndTurn(side))
                else:
                    mage = rng.choice(state.living(side))
                    match.play(cmd.Move(side, mage, rng.choice(state.tables.neighbours[state.mages[mage].cell])))
                continue
            except RuleError:
                pass
        legal = match.legal(side)
        attacks = [c for c in legal if isinstance(c, cmd.Attack)] if state.phase == Phase.ACTION else []
        match.play(rng.choice(attacks) if attacks and rng.random() < 0.8 else legal[rng.randrange(len(legal))])
    return match


def long_match_document(commands: int) -> dict[str, Any]:
    """A match of `commands` commands (or to its end) under the largest rule set allowed."""
    rules = GAME.rules_from_data(largest_data(damage=1), "largest")
    match = play_long(rules, 5, commands)
    header = new_header(5, ai("random"), ai("random"), started=STARTED, rules=rules)
    return to_document(replay_of(match, header))


# --- the families ------------------------------------------------------------------

def family_board() -> Iterator[Case]:
    f = "big boards"
    # The 1.6 KB file: v0.6 on a 99x26 board (3.0 s of CPU before the hash error).
    yield from both_hashes(f, "v0.6 on 99x26", forged(cols=99, rows=26))
    full = largest_data()
    board_only = forged(cols=99, rows=26, teal_zone=full["teal_zone"], crimson_zone=full["crimson_zone"],
                        teal_shrines=full["teal_shrines"], crimson_shrines=full["crimson_shrines"])
    yield from both_hashes(f, "99x26, zones and shrines at their largest", board_only)
    for cols, rows in ((100, 26), (99, 27), (1000, 26), (99, 1000), (0, 7), (15, -1), (1, 1)):
        yield from both_hashes(f, f"{cols}x{rows}", forged(cols=cols, rows=rows))


def family_areas() -> Iterator[Case]:
    f = "long area lists"
    # The 114 KB file: 64 stacks x 9 options x 64 offsets of priest_areas.
    rng = random.Random(64)
    huge = [[[[rng.randrange(-9, 10), rng.randrange(-9, 10)] for _ in range(64)] for _ in range(9)]
            for _ in range(64)]
    yield from both_hashes(f, "64 stacks x 9 options x 64 offsets", forged(cols=99, rows=26, priest_areas=huge))
    yield from both_hashes(f, "64 options of one stack", forged(priest_areas=[[[[0, 0]]] * 64] * 3))
    yield from both_hashes(f, "64 stacks of one shape", forged(priest_areas=[[[[0, 0]]]] * 64))
    sixty_four = [[i % 9, i // 9] for i in range(64)]
    yield from both_hashes(f, "3 shapes of 64 offsets", forged(priest_areas=[[sixty_four]] * 3))
    damages = ("damage_s", "damage_p", "damage_o", "counter_s", "counter_p", "counter_o")
    nine = forged(cols=99, rows=26, hp_by_battle=[1] * 9, sorcerer_lengths=[99] * 9, priest_areas=largest_shapes(),
                  **{name: [1] * 9 for name in damages})
    yield from both_hashes(f, "9 stacks x 2 shapes x 25 cells, reach 9, 99x26", nine)


def family_shapes() -> Iterator[Case]:
    f = "priest shape lists"
    v = DEFAULT["priest_areas"]
    cross = v[1][0]
    cases: dict[str, Any] = {
        "3 options": [v[0] + [cross], v[1], v[2]],
        "26 cells": [v[0], [[[dx, dy] for dx in range(-2, 3) for dy in range(-2, 3)] + [[3, 0]]], v[2]],
        "25 cells reaching 9": [
            v[0], [[[dx, 0] for dx in range(-9, 10)] + [[0, dy] for dy in (-3, -2, -1, 1, 2, 3)]], v[2]],
        "reach 10": [v[0], [[[10, 0]]], v[2]],
        "offset named twice": [v[0], [[[0, 0], [0, 0]]], v[2]],
        "empty shape": [v[0], [[]], v[2]],
        "no option": [v[0], [], v[2]],
        "offset of three numbers": [v[0], [[[0, 0, 0]]], v[2]],
        "offset of text": [v[0], [[["a", "b"]]], v[2]],
        "offset a number": [v[0], [[7]], v[2]],
        "offset 1000 away": [v[0], [[[1000, -1000]]], v[2]],
    }
    for label, areas in cases.items():
        yield from both_hashes(f, label, forged(priest_areas=areas))
    yield from both_hashes(f, "priest_reach 9 on 99x26", forged(cols=99, rows=26, priest_reach=9))
    yield from both_hashes(f, "priest_reach 10", forged(priest_reach=10))


def family_stacks() -> Iterator[Case]:
    f = "many stacks"
    tables = ("damage_s", "damage_p", "damage_o", "counter_s", "counter_p", "counter_o")

    def stacks(n: int, battles: int) -> dict[str, Any]:
        return forged(hp_by_battle=[1] * battles, sorcerer_lengths=[4] * n,
                      priest_areas=[DEFAULT["priest_areas"][1]] * n, **{t: [1] * n for t in tables})

    for n, battles in ((9, 9), (10, 9), (9, 10), (64, 63), (9, 8), (3, 5)):
        yield from both_hashes(f, f"{n} stacks, {battles} battles", stacks(n, battles))
    uneven = stacks(9, 9)
    uneven["damage_o"] = [1] * 8
    yield from both_hashes(f, "9 stacks, one table of 8", uneven)
    yield from both_hashes(f, "lines of 99 at 9 stacks", {**stacks(9, 9), "sorcerer_lengths": [99] * 9,
                                                          "cols": 99, "rows": 26})


def family_tables() -> Iterator[Case]:
    f = "long and nested tables"
    elements = [e.key for e in Element]
    full = largest_data()
    yield from both_hashes(f, "every relation (36 beats, 36 cancels)",
                           forged(beats=full["beats"], cancels=full["cancels"], mutual_counter=[]))
    yield from both_hashes(f, "64 beats, repeated", forged(beats=[["fire", "metal"]] * 64))
    yield from both_hashes(f, "64 cancels of unknown elements", forged(cancels=[["x" * 200, "y" * 200]] * 64))
    yield from both_hashes(f, "16 cards", forged(cards=["mana_backflow"] * 16))
    yield from both_hashes(f, "17 cards", forged(cards=["mana_backflow"] * 17))
    yield from both_hashes(f, "64 cards", forged(cards=["mana_backflow"] * 64))
    yield from both_hashes(f, "64 shrines a side", forged(teal_shrines=["A01"] * 64, crimson_shrines=["A15"] * 64))
    yield from both_hashes(f, "64 jobs", forged(jobs=[1] * 64))
    yield from both_hashes(f, "beats as pairs of 64-lists", forged(beats=[[elements] * 2] * 32))
    # Just past the 4096-value budget of a header's rules, in one field and spread out.
    yield from both_hashes(f, "64 x 64 numbers", forged(hp_by_battle=[[1] * 64] * 64))
    extra = LIMITS.max_map - len(DEFAULT)     # as many fields as a map may hold
    yield from both_hashes(f, f"4096 values over {extra} unknown fields",
                           {**forged(), **{f"extra_{i}": [[0] * 63] * 2 for i in range(extra)}})
    # Near the container's own cap (150,000 values) and the file cap: 64 x 64 x 28 numbers.
    yield from both_hashes(f, "114,688 numbers in one field", forged(jobs=[[[1] * 28] * 64] * 64))


def family_numbers() -> Iterator[Case]:
    f = "huge numbers"
    for name in INT_FIELDS:
        for value in (100, 1001, -1001, 2**63 - 1, -(2**63)):
            yield from both_hashes(f, f"{name}={value}", forged(**{name: value}))
    for name, _ in (("hp_by_battle", 1), ("sorcerer_lengths", 4), ("jobs", 3)):
        for value in (100, 2**64 - 1, -(2**63)):
            entries = list(DEFAULT[name])
            entries[0] = value
            yield from both_hashes(f, f"{name}[0]={value}", forged(**{name: entries}))
    yield from both_hashes(f, "offset (2**63-1, 0)", forged(priest_areas=[[[[2**63 - 1, 0]]]] * 3))
    for label, value in (("true", True), ("1.5", 1.5), ("text", "99"), ("null", None), ("bytes", b"\x00" * 8)):
        yield from both_hashes(f, f"cols={label}", forged(cols=value))


def _nest(depth: int, leaf: Any, kind: str = "list") -> Any:
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


def family_nesting() -> Iterator[Case]:
    f = "deep nesting"
    for depth in (6, 7, 64, 1000):
        yield from both_hashes(f, f"cols as lists {depth} deep", forged(cols=_nest(depth, 15)))
        yield from both_hashes(f, f"priest_areas {depth} deep", forged(priest_areas=_nest(depth, 0)))
        yield from both_hashes(f, f"cols as maps {depth} deep", forged(cols=_nest(depth, 15, "map")))
    yield from both_hashes(f, "a map inside an offset", forged(priest_areas=[[[{"dx": 0, "dy": 0}]]] * 3))
    yield from both_hashes(f, "rules a list 1000 deep", _nest(1000, 0))
    yield from both_hashes(f, "rules a map 1000 deep", _nest(1000, 0, "map"))
    yield from both_hashes(f, "rules as text", "v0.6")
    yield from both_hashes(f, "64 unknown fields", {f"field_{i}": i for i in range(64)})
    yield from both_hashes(f, "base of another name", forged(base="v9"))
    yield from both_hashes(f, "published name, other fields", {**forged(cols=16), "version": "v0.6"})


def family_largest(commands: int) -> Iterator[Case]:
    f = "largest allowed, played"
    doc = long_match_document(commands)
    yield Case(f, f"{len(doc['commands'])} commands, correct hash", doc)
    yield Case(f, f"{len(doc['commands'])} commands, wrong hash", with_rules(doc["header"]["rules"], WRONG_HASH, doc))
    yield from both_hashes(f, "v0.6 commands, largest rule set", largest_data())
    yield from both_hashes(f, "v0.6 commands, largest rule set with compact shapes", largest_data(compact=True))


FAMILIES: dict[str, Callable[[], Iterator[Case]]] = {
    "big boards": family_board,
    "long area lists": family_areas,
    "priest shape lists": family_shapes,
    "many stacks": family_stacks,
    "long and nested tables": family_tables,
    "huge numbers": family_numbers,
    "deep nesting": family_nesting,
}


def cases(quick: bool = False) -> list[Case]:
    """Every forged file (without the played match of the largest rule set when `quick`)."""
    found = [case for make in FAMILIES.values() for case in make()]
    if not quick:
        found.extend(family_largest(MAX_COMMANDS))
    return found


# --- answering a file in a fresh process ---------------------------------------------

def _status_mb(field: str) -> float:
    """VmRSS or VmHWM (the peak) of this process, in MB. Not ru_maxrss: Linux carries
    that over exec from the parent, so a child would report its parent's peak."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(kind: str, path: str) -> None:
    """Answer one file as the game would, and print what it cost as one JSON line."""
    import traceback

    from replays.errors import ReplayError
    from replays.journal import resume
    from replays.resimulate import load_replay, verify

    base = _status_mb("VmRSS")
    outcome, message, verify_cpu = "loaded", "", 0.0
    started = time.process_time()
    try:
        if kind == "replay":
            loaded = load_replay(path)
            answered = time.process_time()
            verdict = verify(loaded.replay, path)
            verify_cpu = time.process_time() - answered
            if not verdict.ok:
                outcome, message = "unverified", verdict.message
        else:
            journal = resume(path)
            journal.close()
            answered = time.process_time()
    except ReplayError as error:
        answered = time.process_time()
        outcome, message = "refused", str(error)
    except BaseException as error:  # noqa: BLE001 - a crash is the finding
        answered = time.process_time()
        outcome = "crashed"
        message = f"{type(error).__name__}: {error}"[:300] + " | " + traceback.format_exc(limit=-3).replace("\n", " | ")
    peak = _status_mb("VmHWM")
    print(json.dumps({"outcome": outcome, "message": message, "cpu": answered - started,
                      "verify_cpu": verify_cpu, "peak_mb": peak, "base_mb": base}))


@dataclasses.dataclass
class Result:
    case: Case
    kind: str            # "replay" or "journal"
    size: int
    outcome: str         # loaded, refused, unverified, crashed
    message: str
    cpu: float           # the answer: load (re-simulation included) or resume
    verify_cpu: float    # verify after a load
    peak_mb: float
    base_mb: float

    @property
    def over(self) -> bool:
        return self.cpu + self.verify_cpu > CPU_LIMIT or self.peak_mb > MEMORY_LIMIT


def run_file(case: Case, kind: str, path: Path) -> Result:
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", kind, str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    try:
        data = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        data = {"outcome": "crashed", "message": f"exit {done.returncode}: {done.stderr.strip()[-300:]}",
                "cpu": 0.0, "verify_cpu": 0.0, "peak_mb": 0.0, "base_mb": 0.0}
    return Result(case, kind, path.stat().st_size, **data)


def write_files(
    found: list[Case], directory: Path, long_journal: dict[str, Any] | None
) -> list[tuple[Case, str, Path]]:
    jobs: list[tuple[Case, str, Path]] = []
    for n, case in enumerate(found):
        if case.as_replay:
            data = replay_bytes(case.doc)
            if len(data) <= LIMITS.max_bytes:
                path = directory / f"{n:03d}.embr"
                path.write_bytes(data)
                jobs.append((case, "replay", path))
            else:
                print(f"  (skipped, {len(data)} bytes is over the replay cap: {case.family}: {case.label})")
        if case.as_journal:
            path = directory / f"{n:03d}.embj"
            path.write_bytes(journal_bytes(case.doc))
            jobs.append((case, "journal", path))
    if long_journal is not None:
        # The journal has no command cap of its own: the played match beyond 8192
        # commands, as far as the journal's 512 KB allow.
        doc, commands = long_journal["doc"], long_journal["commands"]
        for count in (MAX_COMMANDS, 2 * MAX_COMMANDS, len(commands)):
            data = journal_bytes(doc, commands[:count])
            if len(data) > JOURNAL_LIMITS.max_bytes:
                continue
            case = Case("journal beyond 8192 commands", f"{count} commands, correct hash", doc, as_replay=False)
            path = directory / f"long-{count}.embj"
            path.write_bytes(data)
            jobs.append((case, "journal", path))
    return jobs


def long_journal_commands(budget: int) -> dict[str, Any]:
    """The largest rule set's match played on until its journal nears `budget` bytes."""
    doc = long_match_document(MAX_COMMANDS)
    per = len(journal_bytes(doc)) / max(len(doc["commands"]), 1)
    played = play_long(GAME.rules_from_data(largest_data(damage=1), "largest"), 5, int(budget / per * 0.97))
    codec = GAME.codec
    commands = [codec.encode_command(c) for c in played.commands]
    while len(journal_bytes(doc, commands)) > budget:
        commands = commands[: int(len(commands) * 0.98)]
    return {"doc": doc, "commands": commands}


def report(results: list[Result]) -> int:
    families: dict[str, list[Result]] = {}
    for result in results:
        families.setdefault(result.case.family, []).append(result)
    print(f"{'family':32} {'as':8} {'files':>5} {'refused':>7} {'loaded':>6}  {'worst CPU s':>11} "
          f"{'+verify':>7}  {'peak MB':>7}  {'largest file':>12}")
    failures = 0
    for family, group in families.items():
        for kind in ("replay", "journal"):
            rows = [r for r in group if r.kind == kind]
            if not rows:
                continue
            refused = sum(r.outcome == "refused" for r in rows)
            loaded = sum(r.outcome == "loaded" for r in rows)
            print(f"{family:32} {kind:8} {len(rows):5d} {refused:7d} {loaded:6d}  "
                  f"{max(r.cpu for r in rows):11.3f} {max(r.cpu + r.verify_cpu for r in rows):7.3f}  "
                  f"{max(r.peak_mb for r in rows):7.1f}  {max(r.size for r in rows):10d} B")
    for r in results:
        if r.outcome in ("crashed", "unverified") or r.over:
            failures += 1
            print(f"FAIL {r.case.family}: {r.case.label} as {r.kind}: {r.outcome}, CPU {r.cpu:.3f}"
                  f"+{r.verify_cpu:.3f} s, peak {r.peak_mb:.1f} MB: {r.message[:200]}")
        elif r.outcome == "refused" and "\n" in r.message:
            failures += 1
            print(f"FAIL {r.case.family}: {r.case.label} as {r.kind}: a refusal of more than one line")
    print("\nslowest answers:")
    for r in sorted(results, key=lambda r: r.cpu + r.verify_cpu, reverse=True)[:6]:
        print(f"  {r.cpu:.3f} s (+verify {r.cpu + r.verify_cpu:.3f} s), {r.peak_mb:.1f} MB, {r.size} B: "
              f"{r.case.family}: {r.case.label}, as {r.kind}, {r.outcome}")
    worst_cpu = max(results, key=lambda r: r.cpu + r.verify_cpu)
    worst_mem = max(results, key=lambda r: r.peak_mb)
    print(f"\n{len(results)} answers ({sum(r.kind == 'replay' for r in results)} replay files, "
          f"{sum(r.kind == 'journal' for r in results)} journals): "
          f"{sum(r.outcome == 'refused' for r in results)} refused, "
          f"{sum(r.outcome == 'loaded' for r in results)} loaded")
    print(f"worst CPU: {worst_cpu.cpu + worst_cpu.verify_cpu:.3f} s ({worst_cpu.case.family}: {worst_cpu.case.label}, "
          f"as {worst_cpu.kind}); worst peak memory: {worst_mem.peak_mb:.1f} MB of which {worst_mem.base_mb:.1f} MB "
          "is the interpreter with the game loaded "
          f"({worst_mem.case.family}: {worst_mem.case.label}, as {worst_mem.kind})")
    print(f"targets: {CPU_LIMIT:.0f} s of CPU and {MEMORY_LIMIT:.0f} MB per file: "
          + ("met" if not failures else f"{failures} answer(s) failed"))
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="skip the played match of the largest rule set")
    parser.add_argument("--list", action="store_true", help="list the files and stop")
    parser.add_argument("--jobs", type=int, default=1,
                        help="files answered at a time (CPU figures grow when processes share a core)")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(*args.child)
        return 0
    started = time.perf_counter()
    found = cases(args.quick)
    long_journal = None if args.quick else long_journal_commands(JOURNAL_LIMITS.max_bytes)
    print(f"{len(found)} forged rule sets in {len(FAMILIES) + (not args.quick)} families "
          f"(made in {time.perf_counter() - started:.1f} s)")
    if args.list:
        for case in found:
            print(f"  {case.family}: {case.label}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        jobs = write_files(found, Path(tmp), long_journal)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = list(pool.map(lambda job: run_file(*job), jobs))
    return report(results)


if __name__ == "__main__":
    raise SystemExit(main())
