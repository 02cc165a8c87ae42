"""`mage-battle simulate`: the balance lab, for any registered game. Plays N seeded
AI-vs-AI matches on J processes, saves every replay, and writes the game's own report
(`report.md`, `report.json`; the questions are the game's lab module's).

The report depends only on the game, the seed, the levels, N and the rule set (never on
timing or process scheduling), so a re-run with the same seed writes the same report.
Ctrl-C stops the run, keeps the replays already saved and reports on the finished
matches.
"""

from __future__ import annotations

import argparse
import importlib
import json
import multiprocessing
import signal
import sys
import time
from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.game import AnyGame
from engine.kernel.match import Match



def agent_seed(match_seed: int, seat: int, seats: int) -> int:
    """Each seat's agent seed: distinct across seats and across matches."""
    return match_seed * seats + 1 + seat


# --- one match (in a worker) ---------------------------------------------------------

def play_match(job: tuple[int, int, str, str, tuple[str, ...], Any, str]) -> dict[str, Any]:
    """Play one match, save its replay, and return the facts the report counts."""
    from replays.notes import Recorder

    index, match_seed, game_id, module, levels, rules, out = job
    game = registry.get(game_id, module)
    seats = len(levels)
    agents = [game.make_agent(level, agent_seed(match_seed, seat, seats)) for seat, level in enumerate(levels)]
    match: Match[Any, Any, Any] = Match(game, match_seed, rules, seats)
    recorder = Recorder(game)      # what each AI had in mind, for the replay viewer
    while not match.over:
        seat = match.deciders()[0]
        view = match.view(seat)
        match.play(agents[seat].choose(view, match.legal(seat), match.seen(seat)))
        recorder.after_choice(agents[seat], view, seat, len(match.commands) - 1)
    facts: dict[str, Any] = dict(_lab(game).facts(match))
    facts["index"] = index
    facts["seed"] = match_seed
    facts["replay"] = _save(match, levels, Path(out), tuple(recorder.notes))
    return facts


def _save(match: Match[Any, Any, Any], levels: tuple[str, ...], out: Path, notes: tuple[Any, ...]) -> str:
    from dataclasses import replace

    from replays.format import ai, new_header
    from replays.simulate import replay_of
    from replays.storage import save_replay

    header = new_header(match.seed, *(ai(level) for level in levels), rules=match.rules, game=match.game.game_id)
    return save_replay(replace(replay_of(match, header), notes=notes), out / "replays").name


def _lab(game: AnyGame) -> Any:
    return importlib.import_module(game.lab_module)


def write_report(game: AnyGame, facts: list[dict[str, Any]], meta: dict[str, Any], out: Path) -> dict[str, Any]:
    lab = _lab(game)
    report: dict[str, Any] = dict(lab.report(facts, meta))
    (out / "report.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (out / "report.md").write_text(lab.markdown(report), encoding="utf-8")
    return report


# --- the command ------------------------------------------------------------------------

def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the parent's to handle


def _bar(done: int, total: int, started: float) -> str:
    width = 30
    filled = width * done // max(1, total)
    return f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} matches {time.monotonic() - started:.0f}s"


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def named_seats() -> tuple[str, ...]:
    """The seat names of the registered games: `--NAME LEVEL` stands for `--seat` where
    the chosen game has a seat of that name (Elemental Mage Battle: --teal, --crimson)."""
    names = {name for g in registry.games() for n in g.seat_counts for name in g.seat_names(n).names}
    return tuple(sorted(name for name in names if name.isidentifier() and name not in _OPTIONS))


_OPTIONS = {"game", "seat", "matches", "seed", "jobs", "rules", "out"}


def _seat_levels(game: AnyGame, args: argparse.Namespace) -> tuple[str, ...]:
    """--seat LEVEL per seat in order, or a seat's own option; by default the game's
    fewest seats, each at its middle level."""
    named = {name: getattr(args, name, None) for name in named_seats()}
    given = {name: level for name, level in named.items() if level is not None}
    if args.seat:
        if given:
            raise ValueError(f"give --seat, or --{'/--'.join(given)}, not both")
        levels = tuple(args.seat)
    else:
        names = game.seat_names(game.seat_counts[0]).names
        unknown = [name for name in given if name not in names]
        if unknown:
            raise ValueError(f"{game.game_id} has no seat {unknown[0]!r} (its seats: {', '.join(names)}); use --seat")
        default = game.levels[len(game.levels) // 2 - 1] if len(game.levels) > 1 else game.levels[0]
        levels = tuple(given.get(name, default) for name in names)
    if len(levels) not in game.seat_counts:
        raise ValueError(f"{game.game_id} is played by {' or '.join(map(str, game.seat_counts))} seats, "
                         f"--seat was given {len(levels)} times")
    for seat, level in enumerate(levels):
        if level not in game.levels:
            name = game.seat_names(len(levels)).name(seat)
            raise ValueError(f"unknown level {level!r} for seat {name} (expected {', '.join(game.levels)})")
    return levels


def run(args: argparse.Namespace) -> int:
    try:
        game = registry.get(args.game)
        levels = _seat_levels(game, args)
    except ValueError as error:
        return _fail(str(error))
    if args.matches < 1 or args.jobs < 1:
        return _fail("--matches and --jobs must be at least 1")
    rules = game.default_rules()
    if args.rules:
        try:
            rules = game.load_rules(Path(args.rules).read_text(encoding="utf-8"), args.rules)
        except (OSError, UnicodeDecodeError) as error:
            return _fail(f"cannot read {args.rules}: {error}")
        except ValueError as error:
            return _fail(str(error))
    out = Path(args.out)
    try:
        (out / "replays").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _fail(f"cannot create {out}: {error}")
    module = registry.module_of(game)
    jobs = [(k, args.seed * 100_000 + k, game.game_id, module, levels, rules, str(out)) for k in range(args.matches)]
    names = game.seat_names(len(levels)).names
    meta = {"game": game.game_id, **dict(zip(names, levels)), "seed": args.seed, "requested": args.matches,
            "rules": game.rules_version(rules)}
    # A draft's name and note, when it has them (the report shows them under its version).
    meta.update({key: text for key, text in (("rules_name", game.rules_name(rules)),
                                             ("rules_note", game.rules_note(rules))) if text})
    facts: list[dict[str, Any]] = []
    started = time.monotonic()
    interrupted = False
    pool = multiprocessing.get_context("spawn").Pool(args.jobs, initializer=_quiet_worker)
    try:
        for f in pool.imap_unordered(play_match, jobs, chunksize=1):
            facts.append(f)
            print(_bar(len(facts), len(jobs), started), end="", file=sys.stderr, flush=True)
        pool.close()
    except KeyboardInterrupt:
        interrupted = True
        pool.terminate()
    finally:
        pool.join()
    print(file=sys.stderr)
    write_report(game, facts, meta, out)
    status = "interrupted: " if interrupted else ""
    print(f"{status}{len(facts)} matches; report in {out / 'report.md'}", file=sys.stderr)
    return 130 if interrupted else 0


def register(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "simulate", help="play many AI-vs-AI matches and report on the rules",
        description="Play seeded AI-vs-AI matches of a game on worker processes, save every replay "
                    "and write the game's balance report (report.md, report.json).")
    default = registry.first().game_id
    parser.add_argument("--game", default=default, choices=[g.game_id for g in registry.games()],
                        help=f"which game (default: {default})")
    parser.add_argument("--seat", action="append", metavar="LEVEL", help="one seat's AI level, once per seat in order")
    for name in named_seats():
        parser.add_argument(f"--{name}", default=None, metavar="LEVEL", help=f"the level of the seat called {name}")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", default=None, help="a draft rule set (TOML)")
    parser.add_argument("--out", required=True, help="directory for replays/ and report.md / report.json")
    parser.set_defaults(func=run)
    return parser
