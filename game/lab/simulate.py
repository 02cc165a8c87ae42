"""`mage-battle simulate`: the balance lab, for any registered game. Plays N seeded
AI-vs-AI matches on J local processes or on a Dask cluster (`--scheduler ADDRESS`),
saves every replay, and writes the game's own report (`report.md`, `report.json`, and
charts beside them; the questions are the game's lab module's).

Workers only play: each returns its match's replay bytes and facts, and the client (this
process) writes every file. The client folds each match's facts into the lab's tally
as they arrive and keeps nothing else, so its memory stays flat in the number of matches
(the kernel's default tally of a lab without its own keeps every match's facts).

The report and the replays depend only on the game, the seed, the levels, N and the rule
set, never on timing, on how many processes or which machines played: match k's seed is
`seed * 100000 + k`, its replay is stamped with a clock-free start (the Unix epoch plus k
seconds, so the names sort in match order), and the lab's sums do not depend on the order
results arrive in. Ctrl-C stops the run, keeps the replays already saved and reports on
the finished matches; `--resume` then plays only the missing ones, counting the finished
ones again from their replays (their seeds are in the headers).

A game's lab (`game.lab`, engine/kernel/lab.py) gives `facts(match)`, `tally()` (with
`add(facts)` and `report(meta)`), `markdown(report)` and `charts(report)` (what to draw, as
plain data: see game/lab/charts.py); a `rates` list in its report (each `{"key", "label",
"successes", "trials", ...}`) is what `mage-battle lab compare` sets side by side.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import json
import multiprocessing
import signal
import sys
import time
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from engine.kernel import registry
from engine.kernel.game import AnyGame
from engine.kernel.match import Match

SEEDS_PER_BATCH = 100_000        # match k of seed S plays seed S * 100000 + k
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)


class LabError(ValueError):
    """A problem the user can fix, said in one line (exit status 2)."""


def agent_seed(match_seed: int, seat: int, seats: int) -> int:
    """Each seat's agent seed: distinct across seats and across matches."""
    return match_seed * seats + 1 + seat


def match_seed(seed: int, index: int) -> int:
    return seed * SEEDS_PER_BATCH + index


def started(index: int) -> str:
    """Match `index`'s start stamp: clock-free, so a batch's replays are the same bytes on
    every run, and their names (which begin with it) sort in match order."""
    return (EPOCH + datetime.timedelta(seconds=index)).isoformat()


@functools.lru_cache(maxsize=1)
def build() -> str:
    """This install's version: it is in every replay's header, so a worker running another
    build would write other bytes."""
    from replays.format import app_version

    return app_version()


# --- one match (in a worker) ---------------------------------------------------------

@dataclass(frozen=True)
class Task:
    """Match `index` of a batch: play it (and make its replay when `save`), or, given the
    bytes of its saved replay, count its facts again (`--resume`)."""

    index: int
    seed: int
    game: str
    module: str
    levels: tuple[str, ...]
    rules: Any
    save: bool
    build: str
    replay: bytes | None = None


@dataclass(frozen=True)
class Finished:
    index: int
    facts: dict[str, Any]
    name: str | None           # the replay's file name
    data: bytes | None         # the replay to write; None when not saved or already on disk
    played: bool               # False: counted again from a saved replay


def work(task: Task) -> Finished:
    """What a worker does with a task; it writes nothing."""
    if task.build != build():
        raise LabError(f"a worker runs elemental-mage-battle {build()}, the client {task.build}: "
                       "install the same build on every worker")
    try:
        game = registry.get(task.game, task.module)
    except (ImportError, registry.UnknownGame) as error:
        raise LabError(f"a worker cannot import the game {task.game!r} (module {task.module}): {error}") from None
    if task.replay is not None:
        return _recount(task, game)
    return _play(task, game)


def _play(task: Task, game: AnyGame) -> Finished:
    from replays.notes import Recorder

    seats = len(task.levels)
    agents = [game.make_agent(level, agent_seed(task.seed, seat, seats)) for seat, level in enumerate(task.levels)]
    match: Match[Any, Any, Any] = Match(game, task.seed, task.rules, seats)
    recorder = Recorder(game)      # what each AI had in mind, for the replay viewer
    while not match.over:
        seat = match.deciders()[0]
        view = match.view(seat)
        match.play(agents[seat].choose(view, match.legal(seat), match.seen(seat)))
        recorder.after_choice(agents[seat], seat, len(match.commands) - 1)
    name = data = None
    if task.save:
        name, data = _replay(match, task, tuple(recorder.notes))
    return Finished(task.index, _facts(game, match, task, name), name, data, True)


def _replay(match: Match[Any, Any, Any], task: Task, notes: tuple[Any, ...]) -> tuple[str, bytes]:
    from replays.format import ai, dumps, new_header
    from replays.resimulate import replay_of
    from replays.storage import file_name

    header = new_header(match.seed, *(ai(level) for level in task.levels), started=started(task.index),
                        rules=match.rules, game=match.game.game_id)
    replay = replace(replay_of(match, header), notes=notes)
    return file_name(replay.header), dumps(replay)


def _recount(task: Task, game: AnyGame) -> Finished:
    from replays.resimulate import load_bytes
    from replays.storage import file_name

    assert task.replay is not None
    loaded = load_bytes(task.replay, f"match {task.index}")
    name = file_name(loaded.header)
    return Finished(task.index, _facts(game, loaded.match, task, name), name, None, False)


def _facts(game: AnyGame, match: Match[Any, Any, Any], task: Task, name: str | None) -> dict[str, Any]:
    facts: dict[str, Any] = dict(game.lab.facts(match))
    facts["index"] = task.index
    facts["seed"] = task.seed
    if name is not None:
        facts["replay"] = name
    return facts


# --- a batch (in the client) -----------------------------------------------------------

@dataclass(frozen=True)
class Batch:
    """N seeded matches of one game between the same levels under one rule set."""

    game: AnyGame
    levels: tuple[str, ...]
    rules: Any
    seed: int
    matches: int

    def task(self, index: int, save: bool, replay: bytes | None = None) -> Task:
        return Task(index, match_seed(self.seed, index), self.game.game_id, registry.module_of(self.game),
                    self.levels, self.rules, save, build(), replay)

    def meta(self) -> dict[str, Any]:
        game = self.game
        names = game.seat_names(len(self.levels)).names
        meta = {"game": game.game_id, **dict(zip(names, self.levels)), "seed": self.seed,
                "requested": self.matches, "rules": game.rules_version(self.rules)}
        # A draft's name and note, when it has them (the report shows them under its version).
        meta.update({key: text for key, text in (("rules_name", game.rules_name(self.rules)),
                                                 ("rules_note", game.rules_note(self.rules))) if text})
        return meta


@dataclass
class Result:
    report: dict[str, Any]
    played: int                # matches played in this run
    counted: int               # finished matches counted again from their replays
    interrupted: bool
    seconds: float


class Fold:
    """The lab's running report: its tally folds each match's facts as they arrive."""

    def __init__(self, game: AnyGame) -> None:
        self.tally = game.lab.tally()

    def add(self, facts: dict[str, Any]) -> None:
        self.tally.add(facts)

    def report(self, meta: dict[str, Any]) -> dict[str, Any]:
        return dict(self.tally.report(meta))


def finished_replays(batch: Batch, folder: Path) -> dict[int, Path]:
    """The matches of `batch` already saved in `folder` (match index -> file), read from
    the replays' headers; a replay of anything else is an error (one line naming it)."""
    from replays.container import iter_dir, read_capped
    from replays.errors import ReplayError
    from replays.format import FORMAT, ai, loads
    from replays.storage import SUFFIX

    game = batch.game
    players = tuple(ai(level) for level in batch.levels)
    want = game.rules_hash(batch.rules)
    found: dict[int, Path] = {}
    for path in sorted(iter_dir(folder, SUFFIX)):
        try:
            header = loads(read_capped(path, FORMAT.limits), str(path)).header
        except (OSError, ReplayError) as error:
            raise LabError(f"{path}: cannot be read ({error}); move it away and --resume again") from None
        index = header.seed - match_seed(batch.seed, 0)
        why = ("it is a match of another game" if header.game_id != game.game_id
               else "its seats' levels differ" if header.players != players
               else "its rule set differs" if header.rules_hash != want
               else "it is unfinished" if header.result is None
               else f"its seed {header.seed} is not one of seed {batch.seed}'s {batch.matches} matches"
               if not 0 <= index < batch.matches else None)
        if why is not None:
            raise LabError(f"{path} is not a match of this batch: {why}")
        if index in found:
            raise LabError(f"{path} and {found[index]} are both match {index} (seed {header.seed})")
        found[index] = path
    return found


def play_batch(batch: Batch, out: Path | None, *, jobs: int = 1, scheduler: str | None = None,
               resume: bool = False, progress: TextIO | None = None) -> Result:
    """Play the batch (the missing matches of it with `resume`), saving each replay in
    OUT/replays and, at the end or on Ctrl-C, the report in OUT; without `out` nothing is
    written. The report is returned."""
    from replays.container import atomic_write, read_capped
    from replays.format import FORMAT

    done: dict[int, Path] = {}
    folder = None
    if out is not None:
        folder = out / "replays"
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise LabError(f"cannot create {folder}: {error}") from None
        if resume:
            done = finished_replays(batch, folder)
        elif any(folder.glob("*.embr")):
            raise LabError(f"{folder} already holds replays: --resume finishes that batch, or choose another --out")

    def tasks() -> Iterator[Task]:
        for index, path in sorted(done.items()):        # counted first: quick, and not in the rate
            yield batch.task(index, False, read_capped(path, FORMAT.limits))
        for index in range(batch.matches):
            if index not in done:
                yield batch.task(index, out is not None)

    fold = Fold(batch.game)
    bar = Progress(batch.matches, progress)
    interrupted = False
    results = _cluster(scheduler, tasks()) if scheduler is not None else _local(jobs, tasks())
    try:
        with contextlib.closing(results):
            for finished in results:
                if finished.data is not None and folder is not None and finished.name is not None:
                    atomic_write(folder / finished.name, finished.data)
                fold.add(finished.facts)
                bar.update(finished.played)
    except KeyboardInterrupt:
        interrupted = True
    bar.close()
    report = fold.report(batch.meta())
    if out is not None:
        write_report(batch.game, report, out)
    return Result(report, bar.played, bar.counted, interrupted, bar.seconds())


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the parent's to handle


def _local(jobs: int, tasks: Iterable[Task]) -> Generator[Finished, None, None]:
    """The tasks on `jobs` local processes (spawned: the same on every platform), results
    as they finish. The pool takes tasks from the iterator as workers free up."""
    pool = multiprocessing.get_context("spawn").Pool(jobs, initializer=_quiet_worker)
    try:
        yield from pool.imap_unordered(work, tasks, chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def _cluster(address: str, tasks: Iterable[Task]) -> Generator[Finished, None, None]:
    from game.lab import cluster as lab_cluster

    return lab_cluster.results(address, tasks, work)


def write_report(game: AnyGame, report: dict[str, Any], out: Path) -> None:
    """report.json, report.md and, when the lab draws some, its charts beside them (the
    report links them, or says they need matplotlib)."""
    from game.lab import charts as lab_charts

    text = game.lab.markdown(report)
    charts = game.lab.charts(report)
    if charts:
        text = text.rstrip("\n") + "\n\n" + lab_charts.section(charts, out)
    (out / "report.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (out / "report.md").write_text(text, encoding="utf-8")


class Progress:
    """The bar on stderr: matches done of the batch, matches played per second and the
    time left at that rate (counting finished matches again from their replays is quick,
    so it is left out of the rate)."""

    WIDTH = 30
    EVERY = 0.2              # seconds between redraws

    def __init__(self, total: int, stream: TextIO | None) -> None:
        self.total = total
        self.stream = stream
        self.played = self.counted = 0
        self.start = self.playing = time.monotonic()      # playing: since the last recount
        self.drawn = 0.0
        self.width = 0                                      # of the line drawn last

    def update(self, played: bool) -> None:
        now = time.monotonic()
        if played:
            self.played += 1
        else:
            self.counted += 1
            self.playing = now
        if self.stream is not None and (now - self.drawn >= self.EVERY or self.done() == self.total):
            self.drawn = now
            self._draw(self.line(now))

    def _draw(self, text: str, end: str = "") -> None:
        assert self.stream is not None
        print("\r" + text.ljust(self.width), end=end, file=self.stream, flush=True)
        self.width = len(text)

    def done(self) -> int:
        return self.played + self.counted

    def seconds(self) -> float:
        return time.monotonic() - self.start

    def rate(self, now: float) -> float | None:
        """Matches played per second, from the first task sent out (or the last recount)."""
        if not self.played or now <= self.playing:
            return None
        return self.played / (now - self.playing)

    def line(self, now: float, final: bool = False) -> str:
        done = self.done()
        filled = self.WIDTH * done // max(1, self.total)
        text = f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{self.total} matches"
        if self.counted:
            text += f" ({self.counted} from saved replays)"
        rate = self.rate(now)
        if final or rate is None:
            speed = "" if rate is None else f"  {rate:.1f} matches/s"
            return text + f"{speed}  {_clock(now - self.start)}{' in all' if final else ''}"
        left = (self.total - done) / rate
        return text + f"  {rate:.1f} matches/s  {_clock(left)} left"

    def close(self) -> None:
        """The last line stays: the rate over the whole run."""
        if self.stream is not None and self.done():
            self._draw(self.line(time.monotonic(), final=True), "\n")


def _clock(seconds: float) -> str:
    seconds = int(round(seconds))
    if seconds >= 3600:
        return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m"
    return f"{seconds // 60}m{seconds % 60:02d}s" if seconds >= 60 else f"{seconds}s"


# --- the command ------------------------------------------------------------------------

def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def named_seats() -> tuple[str, ...]:
    """The seat names of the registered games: `--NAME LEVEL` stands for `--seat` where
    the chosen game has a seat of that name (Elemental Mage Battle: --teal, --crimson)."""
    names = {name for g in registry.games() for n in g.seat_counts for name in g.seat_names(n).names}
    return tuple(sorted(name for name in names if name.isidentifier() and name not in _OPTIONS))


_OPTIONS = {"game", "seat", "seats", "matches", "seed", "jobs", "rules", "out", "scheduler", "resume"}


def middle_level(game: AnyGame) -> str:
    """The game's middle level, rounding down: what a seat plays when none is named."""
    return game.levels[len(game.levels) // 2 - 1] if len(game.levels) > 1 else game.levels[0]


def seat_levels(game: AnyGame, args: argparse.Namespace) -> tuple[str, ...]:
    """--seat LEVEL per seat in order, or a seat's own option; by default the game's
    fewest seats, each at its middle level."""
    named = {name: getattr(args, name, None) for name in named_seats()}
    given = {name: level for name, level in named.items() if level is not None}
    if args.seat:
        if given:
            raise ValueError(f"give --seat, or --{'/--'.join(given)}, not both")
        levels = tuple(args.seat)
    else:
        count = getattr(args, "seats", None) or _fewest_seats_naming(game, set(given))
        if count not in game.seat_counts:
            counts = " or ".join(map(str, game.seat_counts))
            raise ValueError(f"{game.game_id} is played by {counts} seats, not {count}")
        names = game.seat_names(count).names
        unknown = [name for name in given if name not in names]
        if unknown:
            raise ValueError(f"{game.game_id} has no seat {unknown[0]!r} (its seats: {', '.join(names)}); use --seat")
        default = middle_level(game)
        levels = tuple(given.get(name, default) for name in names)
    if len(levels) not in game.seat_counts:
        raise ValueError(f"{game.game_id} is played by {' or '.join(map(str, game.seat_counts))} seats, "
                         f"--seat was given {len(levels)} times")
    for seat, level in enumerate(levels):
        if level not in game.levels:
            name = game.seat_names(len(levels)).name(seat)
            raise ValueError(f"unknown level {level!r} for seat {name} (expected {', '.join(game.levels)})")
    return levels


def _fewest_seats_naming(game: AnyGame, names: set[str]) -> int:
    """The fewest seats whose names include every seat named by an option (--green: 3)."""
    return next((n for n in sorted(game.seat_counts) if names <= set(game.seat_names(n).names)),
                game.seat_counts[0])


def load_rules(game: AnyGame, source: str | None) -> Any:
    """A rule set from a draft file; `default` or None: the game's default."""
    if source is None or source == "default":
        return game.default_rules()
    try:
        return game.load_rules(Path(source).read_text(encoding="utf-8"), source)
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read {source}: {error}") from None


def check_counts(matches: int, jobs: int | None) -> None:
    if not 1 <= matches <= SEEDS_PER_BATCH:
        raise ValueError(f"--matches must be 1 to {SEEDS_PER_BATCH} (the seeds of one --seed)")
    if jobs is not None and jobs < 1:
        raise ValueError("--jobs must be at least 1")


def run(args: argparse.Namespace) -> int:
    scheduler = getattr(args, "scheduler", None)
    try:
        game = registry.get(args.game)
        levels = seat_levels(game, args)
        check_counts(args.matches, args.jobs)
        rules = load_rules(game, args.rules)
    except ValueError as error:
        return _fail(str(error))
    if scheduler is not None and args.jobs is not None:
        print("note: --jobs is for local processes; on a cluster its workers play", file=sys.stderr)
    out = Path(args.out)
    batch = Batch(game, levels, rules, args.seed, args.matches)
    try:
        result = play_batch(batch, out, jobs=args.jobs or 2, scheduler=scheduler,
                            resume=bool(getattr(args, "resume", False)), progress=sys.stderr)
    except LabError as error:
        return _fail(str(error))
    status = "interrupted: " if result.interrupted else ""
    counted = f" ({result.counted} already saved)" if result.counted else ""
    print(f"{status}{result.report['matches']} matches{counted}; report in {out / 'report.md'}", file=sys.stderr)
    return 130 if result.interrupted else 0


def add_batch_options(parser: argparse.ArgumentParser) -> None:
    """The options of a batch, shared with `mage-battle lab compare`."""
    default = registry.default().game_id
    parser.add_argument("--game", default=default, choices=[g.game_id for g in registry.games()],
                        help=f"which game (default: {default})")
    parser.add_argument("--seat", action="append", metavar="LEVEL", help="one seat's AI level, once per seat in order")
    parser.add_argument("--seats", type=int, default=None, metavar="N",
                        help="seats per match, each at the middle level unless named (default: the game's fewest)")
    for name in named_seats():
        parser.add_argument(f"--{name}", default=None, metavar="LEVEL", help=f"the level of the seat called {name}")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None, help="local worker processes (default 2)")
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS",
                        help="play on the Dask cluster of this scheduler (e.g. tcp://10.0.0.5:8786) "
                             "instead of local processes; needs the [cluster] extra")


def register(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "simulate", help="play many AI-vs-AI matches and report on the rules",
        description="Play seeded AI-vs-AI matches of a game on worker processes or a Dask cluster, save "
                    "every replay and write the game's balance report (report.md, report.json, charts).")
    add_batch_options(parser)
    parser.add_argument("--rules", default=None, help="a draft rule set (TOML)")
    parser.add_argument("--out", required=True, help="directory for replays/ and report.md / report.json")
    parser.add_argument("--resume", action="store_true",
                        help="finish an interrupted batch in OUT: play only the matches not saved yet")
    parser.set_defaults(func=run)
    return parser
