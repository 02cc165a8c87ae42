"""A match review in words: the command line's summary and `review.md`, a table of a
seat's decisions marked like a chess game's (`??` blunder, `?` mistake, `?!` inaccuracy)
with the better command beside each loss."""

from __future__ import annotations

from engine.kernel.review import Judgement
from replays.review import Decision, MatchReview

ORDER = tuple(Judgement)


def summary(rv: MatchReview) -> str:
    """One line per reviewed seat: its decisions per class."""
    lines = []
    for seat in rv.seats:
        counts = rv.counts(seat)
        parts = ", ".join(f"{counts[j]} {j.key}" for j in ORDER)
        lines.append(f"{rv.seat_names[seat]} ({rv.players[seat]}): {len(rv.of(seat))} decisions: {parts}")
    return "\n".join(lines)


def markdown(rv: MatchReview, chart: str | None) -> str:
    """review.md: the method, the counts, the graph (`chart`, a PNG's name, or a line
    saying why there is none) and each seat's decisions."""
    out = [f"# Review of {rv.where}", "",
           f"Game: {rv.game_id}. Each decision is valued from what its seat knew then (its view and "
           f"the events it had seen), never from the true state.", "",
           f"Method: {rv.method}.", "",
           f"Values are in {rv.unit}; the loss is the best value less the value played"
           + ("; the chance is the seat's estimated winning chance once its command is played."
              if any(rv.series(seat) for seat in rv.seats) else "."), "",
           "| seat | player | decisions | " + " | ".join(j.key + (f" {j.mark}" if j.mark else "") for j in ORDER)
           + " |",
           "|---|---|---:|" + "---:|" * len(ORDER)]
    for seat in rv.seats:
        counts = rv.counts(seat)
        out.append(f"| {rv.seat_names[seat]} | {rv.players[seat]} | {len(rv.of(seat))} | "
                   + " | ".join(str(counts[j]) for j in ORDER) + " |")
    out.append("")
    if chart is not None:
        out += [chart, ""]
    for seat in rv.seats:
        out += [f"## {rv.seat_names[seat]}", "",
                "| # | event | played | value | chance | class | better | its value | loss |",
                "|---:|---:|---|---:|---:|---|---|---:|---:|"]
        out += [_row(d) for d in rv.of(seat)]
        out.append("")
    return "\n".join(out)


def _row(d: Decision) -> str:
    mark = d.played.words + d.judgement.mark
    lost = d.judgement not in (Judgement.BEST,)
    better = d.best.words if lost else ""
    better_value = f"{d.best.value:+.3f}" if lost else ""
    chance = "" if d.played.chance is None else f"{d.played.chance:.0%}"
    return (f"| {d.index} | {d.position} | {mark} | {d.played.value:+.3f} | {chance} | "
            f"{d.judgement.key} | {better} | {better_value} | {d.loss:.3f} |")
