"""`mage-battle simulate`: the balance lab. Plays N seeded AI-vs-AI matches on J
processes, saves every replay, and answers the rulebook's section-12 questions for the
rule set in `report.md` and `report.json`.

The report depends only on the seed, the levels, N and the rule set (never on timing
or process scheduling), so a re-run with the same seed writes the same report. Ctrl-C
stops the run, keeps the replays already saved and reports on the finished matches.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import signal
import sys
import time
from pathlib import Path
from typing import Any

from engine.ai.agents import LEVELS
from engine.ai.setup import is_clustered
from engine.mage_battle.elements import stack
from engine.mage_battle.rules import V0_6, RuleSet, RulesFileError, load_rules

SIDES = ("teal", "crimson")


# --- one match (in a worker) ---------------------------------------------------------

def play_match(job: tuple[int, int, str, str, RuleSet, str]) -> dict[str, Any]:
    """Play one match, save its replay, and return the facts the report counts."""
    from engine import Match, Side
    from engine.ai.agents import make_agent

    index, match_seed, teal, crimson, rules, out = job
    agents = {Side.TEAL: make_agent(teal, match_seed * 2 + 1), Side.CRIMSON: make_agent(crimson, match_seed * 2 + 2)}
    from game.viewer.notes import Recorder

    match = Match(seed=match_seed, rules=rules)
    recorder = Recorder()      # each AI's mood and beliefs, for the replay viewer
    while not match.over:
        side = match.deciders()[0]
        view = match.view(side)
        match.play(agents[side].choose(view, match.legal(side), match.seen(side)))
        recorder.after_choice(agents[side], view, len(match.commands) - 1)
    facts = match_facts(match)
    facts["index"] = index
    facts["seed"] = match_seed
    facts["replay"] = _save(match, teal, crimson, rules, Path(out), tuple(recorder.notes))
    return facts


def _save(match: Any, teal: str, crimson: str, rules: RuleSet, out: Path, notes: tuple = ()) -> str:  # type: ignore[type-arg]
    from dataclasses import replace

    from replays.format import ai, new_header
    from replays.simulate import replay_of
    from replays.storage import save_replay

    header = new_header(match.seed, ai(teal), ai(crimson), rules=rules)
    return save_replay(replace(replay_of(match, header), notes=notes), out / "replays").name


def match_facts(match: Any) -> dict[str, Any]:
    """Everything section 12 asks about, read from the full log of one match."""
    from engine.mage_battle import commands as cmd
    from engine.mage_battle import events as ev

    tables = match.rules.tables
    battles: list[dict[str, Any]] = []
    attacks: list[dict[str, Any]] = []
    turns: list[dict[str, Any]] = []
    formations: dict[str, bool] = {}
    decoys: list[dict[str, Any]] = []
    revealed_by_decoy: dict[tuple[int, int], int] = {}     # (battle, target) -> index in decoys
    state = match.start
    current: dict[str, Any] | None = None
    turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
    for k, command in enumerate(match.commands):
        before = state
        events = match.events[match.boundaries[k]:match.boundaries[k + 1]]
        if isinstance(command, (cmd.Move, cmd.Attack, cmd.UseCard)):
            turn["ap"] += 1
            turn[{cmd.Move: "moves", cmd.Attack: "attacks", cmd.UseCard: "cards"}[type(command)]] += 1
        for e in events:
            if isinstance(e, ev.FormationsRevealed):
                formations = {"teal": is_clustered(e.teal, tables.cols), "crimson": is_clustered(e.crimson, tables.cols)}
            elif isinstance(e, ev.BattleStarted):
                current = {"battle": e.battle, "first": SIDES[e.first]}
            elif isinstance(e, ev.EngagementRevealed):
                layers = dict(e.layers)
                attacker = before.mages[e.attacker]
                attacks.append({"battle": before.battle, "job": attacker.job.key,
                                "stack": stack(layers[e.attacker], e.element), "decoy": e.element is None,
                                "targets": len(e.choices), "countered": False, "hits": 0})
            elif isinstance(e, ev.EngagementJudged) and attacks:
                last = attacks[-1]
                last["countered"] = any(w.name == "DEFENDER" for _, w, _ in e.outcomes)
                last["hits"] = sum(1 for _, w, _ in e.outcomes if w.name == "ATTACKER")
                side = before.mages[e.attacker].side
                if last["decoy"]:
                    decoys.append({"followed": False, "won": False})
                    for target, _, _ in e.outcomes:
                        revealed_by_decoy[(before.battle, target)] = len(decoys) - 1
                else:
                    for target, w, _ in e.outcomes:
                        key = (before.battle, target)
                        if key in revealed_by_decoy and before.mages[target].side != side:
                            d = decoys[revealed_by_decoy.pop(key)]
                            d["followed"] = True
                            d["won"] = d["won"] or w.name == "ATTACKER"
            elif isinstance(e, ev.AttackBackfired) and attacks:
                attacks[-1]["backfired"] = True
            elif isinstance(e, ev.TurnEnded):
                turns.append(dict(turn, battle=before.battle))
                turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
            elif isinstance(e, ev.BattleEnded) and current is not None:
                if turn["ap"] or turn["moves"]:
                    turns.append(dict(turn, battle=e.battle))
                    turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
                current.update(winner=SIDES[e.winner], reason=e.reason.key, round=before.round)
                battles.append(current)
                current = None
        state = _advance(state, events)
    wins = match.state.wins
    winner = "teal" if wins[0] > wins[1] else "crimson"
    return {"battles": battles, "attacks": attacks, "turns": turns, "formations": formations, "decoys": decoys,
            "winner": winner, "score": f"{max(wins)}:{min(wins)}"}


def _advance(state: Any, events: Any) -> Any:
    from engine.mage_battle.apply import fold

    return fold(state, events)


# --- the report -------------------------------------------------------------------------

def _rate(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def build_report(facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    facts = sorted(facts, key=lambda f: f["index"])
    n = len(facts)
    battles_n = max((len(f["battles"]) for f in facts), default=0)
    per_battle = []
    for b in range(1, battles_n + 1):
        rows = [x for f in facts for x in f["battles"] if x["battle"] == b]
        reasons = {r: sum(1 for x in rows if x["reason"] == r) for r in ("annihilation", "shrine", "round_limit")}
        per_battle.append({
            "battle": b, "played": len(rows),
            "first_player_win_rate": _rate(sum(1 for x in rows if x["winner"] == x["first"]), len(rows)),
            "teal_win_rate": _rate(sum(1 for x in rows if x["winner"] == "teal"), len(rows)),
            "end_share": {r: _rate(c, len(rows)) for r, c in reasons.items()},
            "mean_rounds": _rate(sum(x["round"] for x in rows), len(rows)),
        })
    # Spread vs clustered: battles where exactly one side was clustered.
    mixed_battles = mixed_clustered_wins = 0
    mixed_matches = mixed_clustered_match_wins = 0
    for f in facts:
        form = f["formations"]
        if not form or form["teal"] == form["crimson"]:
            continue
        clustered = "teal" if form["teal"] else "crimson"
        mixed_matches += 1
        mixed_clustered_match_wins += f["winner"] == clustered
        for x in f["battles"]:
            mixed_battles += 1
            mixed_clustered_wins += x["winner"] == clustered
    formation_counts = {"clustered": sum(int(v) for f in facts for v in f["formations"].values()),
                        "spread": sum(int(not v) for f in facts for v in f["formations"].values())}
    counters: dict[str, dict[str, Any]] = {}
    for f in facts:
        for a in f["attacks"]:
            if a["decoy"]:
                continue
            key = f"{a['job']} x{a['stack']}"
            c = counters.setdefault(key, {"attacks": 0, "countered": 0})
            c["attacks"] += 1
            c["countered"] += a["countered"]
    for c in counters.values():
        c["countered_rate"] = _rate(c["countered"], c["attacks"])
    all_attacks = [a for f in facts for a in f["attacks"]]
    decoys = [d for f in facts for d in f["decoys"]]
    turns = [t for f in facts for t in f["turns"]]
    ap_hist = {str(k): sum(1 for t in turns if t["ap"] == k) for k in range(0, 3)}
    scores = {s: sum(1 for f in facts if f["score"] == s) for s in ("3:0", "2:1")}
    return {
        "meta": meta,
        "matches": n,
        "match_wins": {"teal": sum(1 for f in facts if f["winner"] == "teal"),
                       "crimson": sum(1 for f in facts if f["winner"] == "crimson")},
        "per_battle": per_battle,
        "formations": {
            "count": formation_counts,
            "mixed_matches": mixed_matches,
            "clustered_match_win_rate": _rate(mixed_clustered_match_wins, mixed_matches),
            "mixed_battles": mixed_battles,
            "clustered_battle_win_rate": _rate(mixed_clustered_wins, mixed_battles),
            "spread_battle_win_rate": _rate(mixed_battles - mixed_clustered_wins, mixed_battles),
        },
        "attacks": {
            "total": len(all_attacks),
            "countered_rate": _rate(sum(a["countered"] for a in all_attacks if not a["decoy"]),
                                    sum(1 for a in all_attacks if not a["decoy"])),
            "by_job_and_stack": dict(sorted(counters.items())),
            "mean_targets": _rate(sum(a["targets"] for a in all_attacks), len(all_attacks)),
        },
        "decoys": {
            "count": len(decoys),
            "share_of_attacks": _rate(len(decoys), len(all_attacks)),
            "followed_up": sum(d["followed"] for d in decoys),
            "follow_up_win_rate": _rate(sum(d["won"] for d in decoys), sum(d["followed"] for d in decoys)),
        },
        "ap_use": {
            "turns": len(turns),
            "mean_ap_per_turn": _rate(sum(t["ap"] for t in turns), len(turns)),
            "turns_by_ap_spent": ap_hist,
            "moves": sum(t["moves"] for t in turns), "attacks": sum(t["attacks"] for t in turns),
            "cards": sum(t["cards"] for t in turns),
        },
        "scores": scores,
    }


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def report_markdown(r: dict[str, Any]) -> str:
    m = r["meta"]
    lines = [
        f"# Balance lab: {m['teal']} (teal) vs {m['crimson']} (crimson)",
        "",
        f"Rule set `{m['rules']}`, seed {m['seed']}, {r['matches']} of {m['requested']} matches finished.",
        f"Match wins: teal {r['match_wins']['teal']}, crimson {r['match_wins']['crimson']}.",
        "",
        "## Battles (first-player win rate, how battles end)",
        "",
        "| battle | played | first player wins | teal wins | annihilation | shrine | round limit | mean rounds |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for b in r["per_battle"]:
        s = b["end_share"]
        lines.append(f"| {b['battle']} | {b['played']} | {_pct(b['first_player_win_rate'])} | {_pct(b['teal_win_rate'])} "
                     f"| {_pct(s['annihilation'])} | {_pct(s['shrine'])} | {_pct(s['round_limit'])} | {b['mean_rounds']} |")
    f = r["formations"]
    lines += [
        "", "## Spread vs clustered formations", "",
        f"Formations seen: {f['count']['spread']} spread, {f['count']['clustered']} clustered.",
        f"In {f['mixed_battles']} battles where one side was clustered and the other spread: spread won "
        f"{_pct(f['spread_battle_win_rate'])}, clustered {_pct(f['clustered_battle_win_rate'])} "
        f"({f['mixed_matches']} such matches, clustered won {_pct(f['clustered_match_win_rate'])} of them).",
        "", "## Countered attacks by job and stack", "",
        f"{r['attacks']['total']} attacks, mean {r['attacks']['mean_targets']} targets each; "
        f"{_pct(r['attacks']['countered_rate'])} of elemental attacks were countered by at least one target.",
        "", "| job, stack | attacks | countered |", "|---|---:|---:|",
    ]
    for key, c in r["attacks"]["by_job_and_stack"].items():
        lines.append(f"| {key} | {c['attacks']} | {_pct(c['countered_rate'])} |")
    d = r["decoys"]
    a = r["ap_use"]
    lines += [
        "", "## Decoys (elementless attacks)", "",
        f"{d['count']} decoy attacks ({_pct(d['share_of_attacks'])} of attacks); {d['followed_up']} were followed by an "
        f"attack on a revealed mage, which landed {_pct(d['follow_up_win_rate'])} of the time.",
        "", "## AP use", "",
        f"{a['turns']} turns, {a['mean_ap_per_turn']} AP spent per turn on average; turns by AP spent: "
        + ", ".join(f"{k} AP: {v}" for k, v in a["turns_by_ap_spent"].items())
        + f". Actions: {a['moves']} moves, {a['attacks']} attacks, {a['cards']} cards.",
        "", "## Match scores", "",
        f"3:0 {r['scores']['3:0']}, 2:1 {r['scores']['2:1']}.", "",
    ]
    return "\n".join(lines)


def write_report(facts: list[dict[str, Any]], meta: dict[str, Any], out: Path) -> dict[str, Any]:
    report = build_report(facts, meta)
    (out / "report.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (out / "report.md").write_text(report_markdown(report), encoding="utf-8")
    return report


# --- the command ------------------------------------------------------------------------

def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the parent's to handle


def _bar(done: int, total: int, started: float) -> str:
    width = 30
    filled = width * done // max(1, total)
    return f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} matches {time.monotonic() - started:.0f}s"


def run(args: argparse.Namespace) -> int:
    for name in ("teal", "crimson"):
        if getattr(args, name) not in LEVELS:
            print(f"error: unknown level {getattr(args, name)!r} for --{name} (expected {', '.join(LEVELS)})",
                  file=sys.stderr)
            return 2
    if args.matches < 1 or args.jobs < 1:
        print("error: --matches and --jobs must be at least 1", file=sys.stderr)
        return 2
    rules = V0_6
    if args.rules:
        try:
            rules = load_rules(Path(args.rules).read_text(encoding="utf-8"), args.rules)
        except (OSError, UnicodeDecodeError) as error:
            print(f"error: cannot read {args.rules}: {error}", file=sys.stderr)
            return 2
        except RulesFileError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    out = Path(args.out)
    try:
        (out / "replays").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"error: cannot create {out}: {error}", file=sys.stderr)
        return 2
    jobs = [(k, args.seed * 100_000 + k, args.teal, args.crimson, rules, str(out)) for k in range(args.matches)]
    meta = {"teal": args.teal, "crimson": args.crimson, "seed": args.seed, "requested": args.matches,
            "rules": rules.version}
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
    write_report(facts, meta, out)
    status = "interrupted: " if interrupted else ""
    print(f"{status}{len(facts)} matches; report in {out / 'report.md'}", file=sys.stderr)
    return 130 if interrupted else 0


def register(subparsers: Any) -> argparse.ArgumentParser:
    parser = subparsers.add_parser("simulate", help="play many AI-vs-AI matches and report on the rules",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--teal", default="intermediate", help=f"level: {', '.join(LEVELS)}")
    parser.add_argument("--crimson", default="intermediate", help=f"level: {', '.join(LEVELS)}")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", default=None, help="a draft rule set (TOML)")
    parser.add_argument("--out", required=True, help="directory for replays/ and report.md / report.json")
    parser.set_defaults(func=run)
    return parser
