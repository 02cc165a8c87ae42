"""`mage-battle lab compare A.toml B.toml ...`: the same seeded matches under each rule set
(a draft file, or `default`), and one side-by-side table of every rate the game's lab
reports, with the difference of each rule set from the first and whether it is
significant. Any registered game whose lab report carries `rates` (entries with `key`,
`label`, `successes`, `trials`) can be compared; nothing here knows a game.

Significance: the 95% interval of the difference of two rates by Newcombe's hybrid score
method (his method 10, built from the two Wilson intervals the reports show), significant
when it leaves out 0. Chosen over the pooled two-proportion z-test because that test's
normal approximation misleads with the small counts and the rates near 0 or 1 a lab
meets (a battle that always ends at the round limit), and over checking whether the two
intervals overlap because that is far too strict (two 95% intervals can overlap while the
difference is significant at 5%). The same seeds are played under each rule set, so the
two samples are not independent; an interval for independent samples is then, if
anything, wider than needed (the matches' luck is shared), so a difference called
significant is not an artefact of the pairing.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.stats import wilson
from game.lab import simulate


def difference(a: tuple[int, int], b: tuple[int, int]) -> tuple[float, float, float] | None:
    """Rate b minus rate a (each successes, trials) with its 95% interval (Newcombe's
    hybrid score interval); None when either has no trials."""
    wa, wb = wilson(*a), wilson(*b)
    if wa is None or wb is None:
        return None
    pa, pb = a[0] / a[1], b[0] / b[1]
    d = pb - pa
    low = d - math.sqrt((pb - wb[0]) ** 2 + (wa[1] - pa) ** 2)
    high = d + math.sqrt((wb[1] - pb) ** 2 + (pa - wa[0]) ** 2)
    return d, low, high


def significant(interval: tuple[float, float, float] | None) -> bool | None:
    if interval is None:
        return None
    _, low, high = interval
    return low > 0 or high < 0


def letters(count: int) -> list[str]:
    return [chr(ord("A") + k) if count <= 26 else f"R{k + 1}" for k in range(count)]


def _cell(entry: dict[str, Any] | None) -> str:
    if entry is None or not entry["trials"]:
        return "n/a"
    return f"{entry['successes'] / entry['trials']:.1%} ({entry['successes']}/{entry['trials']})"


def _points(value: float) -> str:
    """Percentage points with their sign; `+0.0` is a hair above 0, `0.0` exactly 0."""
    return "0.0" if value == 0 else f"{100 * value:+.1f}"


def table(reports: list[dict[str, Any]]) -> tuple[list[str], int, int]:
    """The markdown table of every rate side by side; also how many differences were
    tested and how many are significant."""
    tags = letters(len(reports))
    by_key = [{e["key"]: e for e in r["rates"]} for r in reports]
    keys: list[str] = []
    labels: dict[str, str] = {}
    for r in reports:
        for e in r["rates"]:
            if e["key"] not in labels:
                keys.append(e["key"])
                labels[e["key"]] = e["label"]
    others = tags[1:]
    head = ["rate", *tags, *(part for t in others for part in (f"{t} − {tags[0]} (points, 95% interval)",
                                                              f"{t}: significant"))]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * len(tags) + "---:|---|" * len(others)]
    tested = found = 0
    for key in keys:
        entries = [rates.get(key) for rates in by_key]
        clustered = any(e is not None and e.get("clustered") for e in entries)
        row = [labels[key] + (" ‡" if clustered else ""), *(_cell(e) for e in entries)]
        base = entries[0]
        for other in entries[1:]:
            interval = None
            if base is not None and other is not None:
                interval = difference((base["successes"], base["trials"]), (other["successes"], other["trials"]))
            verdict = significant(interval)
            if interval is None:
                row += ["n/a", ""]
                continue
            tested += 1
            found += bool(verdict)
            d, low, high = interval
            row += [f"{_points(d)} [{_points(low)}, {_points(high)}]", "**yes**" if verdict else "no"]
        lines.append("| " + " | ".join(row) + " |")
    return lines, tested, found


def figure_table(reports: list[dict[str, Any]]) -> list[str]:
    """The reports' plain figures (means, a game's value: no trials, so no interval and no
    test) side by side, for the reports that carry `figures` (key, label, value)."""
    tags = letters(len(reports))
    by_key = [{f["key"]: f for f in r.get("figures", ())} for r in reports]
    keys = list(dict.fromkeys(f["key"] for r in reports for f in r.get("figures", ())))
    if not keys:
        return []
    labels = {f["key"]: f["label"] for r in reports for f in r.get("figures", ())}
    lines = ["| figure | " + " | ".join(tags) + " |", "|---|" + "---:|" * len(tags)]
    for key in keys:
        cells = [by_key[i].get(key, {}).get("value") for i in range(len(reports))]
        lines.append(f"| {labels[key]} | " + " | ".join("n/a" if v is None else f"{v:g}" for v in cells) + " |")
    return lines


def markdown(game_id: str, levels: tuple[str, ...], seat_names: tuple[str, ...], matches: int, seed: int,
             reports: list[dict[str, Any]], names: list[str]) -> str:
    tags = letters(len(reports))
    lines = [f"# Rule sets compared: {game_id}", ""]
    seats = ", ".join(f"{name} {level}" for name, level in zip(seat_names, levels))
    lines.append(f"The same {matches} matches (seed {seed}; {seats}) under each rule set:")
    lines.append("")
    for tag, name, r in zip(tags, names, reports):
        m = r["meta"]
        about = "; ".join(text for text in (m.get("rules_name"), m.get("rules_note")) if text)
        lines.append(f"- **{tag}**: `{name}`, rule set `{m['rules']}`{f' ({about})' if about else ''}, "
                     f"{r['matches']} of {m['requested']} matches finished")
    rows, tested, found = table(reports)
    lines += ["", *rows, ""]
    lines.append(f"Each cell: the rate (successes/trials). A difference is in percentage points with its 95% "
                 f"interval (Newcombe's hybrid score interval, from the two Wilson intervals); **yes**: the "
                 f"interval leaves out 0. {found} of {tested} differences are significant; with {tested} "
                 f"differences about {tested / 20:.1f} would be by chance alone if the rule sets played alike, "
                 "so read a lone **yes** among many rows with care (more matches narrow every interval).")
    figures = figure_table(reports)
    if figures:
        lines += ["", *figures, "", "Figures are means or computed values: no interval, no test."]
    if any(e.get("clustered") for r in reports for e in r["rates"]):
        lines += ["", "‡ Its trials are rounds, attacks or battles of every number, several from one match: they "
                      "are not independent, so its intervals are narrower than they should be and its **yes** is "
                      "a lead to confirm with more matches rather than a finding."]
    lines.append("")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if len(args.rules) < 2:
        return simulate._fail("give at least two rule sets to compare (draft files or `default`)")
    scheduler = getattr(args, "scheduler", None)
    try:
        game = registry.get(args.game)
        levels = simulate.seat_levels(game, args)
        simulate.check_counts(args.matches, args.jobs)
        rule_sets = [simulate.load_rules(game, source) for source in args.rules]
    except ValueError as error:
        return simulate._fail(str(error))
    out = Path(args.out) if args.out else None
    tags = letters(len(rule_sets))
    reports = []
    for tag, source, rules in zip(tags, args.rules, rule_sets):
        batch = simulate.Batch(game, levels, rules, args.seed, args.matches)
        print(f"{tag}: {source} ({game.rules_version(rules)})", file=sys.stderr)
        try:
            result = simulate.play_batch(batch, None if out is None else out / tag, jobs=args.jobs or 2,
                                         scheduler=scheduler, progress=sys.stderr)
        except simulate.LabError as error:
            return simulate._fail(str(error))
        if result.interrupted:
            print("interrupted: no comparison", file=sys.stderr)
            return 130
        if "rates" not in result.report:
            return simulate._fail(f"{game.game_id}'s lab reports no rates to compare")
        reports.append(result.report)
    text = markdown(game.game_id, levels, game.seat_names(len(levels)).names, args.matches, args.seed, reports,
                    list(args.rules))
    print(text, end="")
    if out is not None:
        (out / "compare.md").write_text(text, encoding="utf-8")
        print(f"written to {out / 'compare.md'} (each rule set's replays and report in {out}/A, {out}/B, ...)",
              file=sys.stderr)
    return 0


def register(subparsers: Any) -> argparse.ArgumentParser:
    lab: argparse.ArgumentParser = subparsers.add_parser(
        "lab", help="the balance lab's tools: compare rule sets",
        description="The balance lab's tools (`mage-battle simulate` plays one batch).")
    actions = lab.add_subparsers(dest="lab_command", metavar="ACTION", required=True)
    compare = actions.add_parser(
        "compare", help="play the same seeds under each rule set and compare every rate",
        description="Play the same seeded matches under each rule set and print one side-by-side table of "
                    "every rate of the game's lab report, with each rule set's difference from the first and "
                    "whether it is significant.")
    compare.add_argument("rules", nargs="+", metavar="RULES", help="a draft rule set (TOML) or `default`")
    simulate.add_batch_options(compare)
    compare.add_argument("--out", default=None,
                         help="also write compare.md there, with each rule set's replays and report in OUT/A, OUT/B...")
    compare.set_defaults(func=run)
    return lab
