"""A game's balance lab, for `game/lab` (simulate, compare, the Dask cluster): what one
match says (`facts`, plain data, computed where the match was played), how a batch's
facts fold into a report (`tally()`, one match at a time, so memory stays flat), the
report in words (`markdown`) and what to draw (`charts`, plain data: game/lab/charts.py).

A report may carry `rates` (each {"key", "label", "successes", "trials", ...}): what
`lab compare` sets side by side. This base class is the lab of a game without its own:
who won, per seat, and how long the matches were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from engine.kernel.match import Match

Facts = dict[str, Any]
Report = dict[str, Any]


class Tally(Protocol):
    def add(self, facts: Facts) -> None: ...
    def report(self, meta: dict[str, Any]) -> Report: ...


class Lab:
    def facts(self, match: Match[Any, Any, Any]) -> Facts:
        outcome = match.outcome()
        return {"commands": len(match.commands), "seats": list(match.game.seat_names(match.seats).names),
                "winners": [] if outcome is None else list(outcome.winners)}

    def tally(self) -> Tally:
        """A fresh fold of a batch's facts: this lab's `report` over the facts kept."""
        return KeptFacts(self)

    def report(self, facts: list[Facts], meta: dict[str, Any]) -> Report:
        rows = sorted(facts, key=lambda f: int(f.get("index", 0)))
        names: list[str] = rows[0]["seats"] if rows else []
        wins = [sum(1 for f in rows if f["winners"] == [seat]) for seat in range(len(names))]
        rates = [{"key": f"wins.{name}", "label": f"{name} wins", "successes": won, "trials": len(rows)}
                 for name, won in zip(names, wins, strict=True)]
        return {"meta": meta, "matches": len(rows), "decided": sum(wins), "wins": wins,
                "commands": [f["commands"] for f in rows], "rates": rates}

    def markdown(self, report: Report) -> str:
        wins = "; ".join(f"{rate['label']} {rate['successes']}" for rate in report["rates"])
        return f"# Balance lab: {report['meta']['game']}\n\n{report['matches']} matches; {wins}.\n"

    def charts(self, report: Report) -> list[dict[str, Any]]:
        seats = [rate for rate in report["rates"] if rate["key"].startswith("wins.")]
        return [{"file": "wins-by-seat.png", "title": f"{report['meta']['game']}: wins by seat",
                 "categories": [rate["label"] for rate in seats],
                 "series": [{"label": "wins", "values": [rate["successes"] for rate in seats]}], "ylabel": "matches"}]


class LabOf(Lab):
    """A lab written as a module's functions: a game's lab.py ends in
    `LAB = LabOf(facts, Tally, report, markdown, charts)`."""

    def __init__(self, facts: Callable[[Match[Any, Any, Any]], Facts], tally: Callable[[], Tally],
                 report: Callable[[list[Facts], dict[str, Any]], Report], markdown: Callable[[Report], str],
                 charts: Callable[[Report], list[dict[str, Any]]]) -> None:
        self._facts, self._tally, self._report = facts, tally, report
        self._markdown, self._charts = markdown, charts

    def facts(self, match: Match[Any, Any, Any]) -> Facts:
        return self._facts(match)

    def tally(self) -> Tally:
        return self._tally()

    def report(self, facts: list[Facts], meta: dict[str, Any]) -> Report:
        return self._report(facts, meta)

    def markdown(self, report: Report) -> str:
        return self._markdown(report)

    def charts(self, report: Report) -> list[dict[str, Any]]:
        return self._charts(report)


class KeptFacts:
    """The fold of a lab without its own tally: every match's facts, reported at the end."""

    def __init__(self, lab: Lab) -> None:
        self.lab = lab
        self.kept: list[Facts] = []

    def add(self, facts: Facts) -> None:
        self.kept.append(facts)

    def report(self, meta: dict[str, Any]) -> Report:
        return self.lab.report(self.kept, meta)


DEFAULT_LAB = Lab()
