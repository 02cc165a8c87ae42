"""`mage-battle replay review FILE [--seat S] [--budget N] [--out DIR]`: the match
valued decision by decision from each seat's own knowledge (replays/review.py). Prints
the counts per class and seat, writes DIR/review.md and DIR/review.png (each seat's
winning chance over the match, drawn with matplotlib, the `[charts]` extra; without it
one line says so and the markdown says why the graph is missing).

Exit status: 0 done, 2 the file or an argument cannot be used, or the game has no
reviewer for this match (one line on stderr naming the file, never a traceback).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.lab import charts as lab_charts
from replays import cli as replay_cli
from replays.review import MatchReview, review, seats_named
from replays.review_report import markdown, summary

CHART = "review.png"


def run(args: argparse.Namespace) -> int:
    loaded = replay_cli._load(args.file)
    if args.budget is not None and args.budget < 1:
        raise ValueError(f"{args.file}: --budget must be a positive whole number, not {args.budget}")
    try:
        rv = review(loaded, seats_named(loaded, args.seat), args.budget)
    except ValueError as error:
        raise ValueError(f"{loaded.where}: {error}") from None
    except (KeyError, IndexError, RuntimeError, ArithmeticError) as error:
        # a draft rule set the file carries may be legal and still beyond what the
        # reviewer was built for: say so in a line, as for any file it cannot use
        raise ValueError(f"{loaded.where}: cannot review this match ({type(error).__name__}: {error})") from None
    out = Path(args.out) if args.out else Path.cwd()
    try:
        out.mkdir(parents=True, exist_ok=True)
        if not any(rv.series(seat) for seat in rv.seats):
            chart = f"(No graph: the {rv.game_id} reviewer here tells values, not winning chances.)"
        elif lab_charts.available():
            draw_chances(rv, out / CHART)
            chart = f"![Each seat's estimated winning chance]({CHART})"
        else:
            print(f"no graph: matplotlib is not installed ({lab_charts.INSTALL})")
            chart = f"(The graph needs matplotlib: `{lab_charts.INSTALL}`.)"
        (out / "review.md").write_text(markdown(rv, chart) + "\n", encoding="utf-8")
    except OSError as error:
        raise ValueError(f"{out}: cannot write the review ({error.strerror or error})") from None
    print(summary(rv))
    print(f"wrote {out / 'review.md'}")
    return 0


def draw_chances(rv: MatchReview, path: Path) -> None:
    """Each reviewed seat's winning chance after each of its decisions, as steps over
    the match's event positions. No pyplot state, no timestamp in the file."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import PercentFormatter

    figure = Figure(figsize=(8.0, 4.4), dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    for seat in rv.seats:
        # at each decision: the chance with the best command, then with the one played
        # (an event later), so a loss shows as a drop where it was made
        points = [(d.position, d.best.chance, d.played.chance, bool(d.judgement.mark)) for d in rv.of(seat)]
        known = [(x, best, played, mark) for x, best, played, mark in points if best is not None and played is not None]
        if not known:
            continue
        xs = [x for p in known for x in (p[0], p[0] + 1)] + [rv.positions]
        ys = [y for p in known for y in (p[1], p[2])] + [known[-1][2]]
        line = axes.step(xs, ys, where="post", label=f"{rv.seat_names[seat]} ({rv.players[seat]})")
        omniscient = [(d.position + 1, d.hindsight) for d in rv.of(seat) if d.hindsight is not None]
        if omniscient:
            axes.step([x for x, _ in omniscient], [y for _, y in omniscient], where="post", linestyle=":",
                      color=line[0].get_color(), linewidth=1,
                      label=f"{rv.seat_names[seat]}, knowing the hidden cards (what it could not)")
        marked = [(p[0] + 1, p[2]) for p in known if p[3]]
        if marked:
            axes.plot([x for x, _ in marked], [y for _, y in marked], "x", color="black", markersize=4)
    axes.axhline(0.5, color="grey", linestyle="--", linewidth=1)
    axes.set_ylim(-0.02, 1.02)
    axes.yaxis.set_major_formatter(PercentFormatter(1.0))
    axes.set_xlim(0, max(1, rv.positions))
    axes.set_xlabel("event position")
    axes.set_ylabel("winning chance")
    axes.set_title("Each seat's winning chance from its own knowledge (x: inaccuracy or worse)", fontsize="medium")
    figure.legend(loc="outside lower center", ncols=2, fontsize="small")
    figure.savefig(path, format="png", metadata={"Software": None})


def register(actions: Any) -> None:
    """Adds `review` to `mage-battle replay`'s actions."""
    parser = actions.add_parser("review", help="value every decision from its seat's knowledge: counts, "
                                               "review.md and a winning-chance graph")
    parser.add_argument("file")
    parser.add_argument("--seat", metavar="SEAT", help="only this seat's decisions (default: every seat)")
    parser.add_argument("--budget", type=int, metavar="N", help="a search's work per decision (default: the "
                                                                "game's; Wizard Survive's 2-player review is exact)")
    parser.add_argument("--out", metavar="DIR", help="where review.md and review.png go (default: here)")
    parser.set_defaults(func=replay_cli._guard(run))
