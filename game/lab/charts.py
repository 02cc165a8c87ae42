"""The balance lab's charts: PNG files beside report.md, drawn with matplotlib (the
optional extra `[charts]`) from what the game's lab asks for as plain data
(its lab's `charts(report)`). Without matplotlib the report says so instead.

A chart is a dict: `file` (a PNG name), `title`, `categories` (the x labels), `series`
(each `{"label", "values"}` with optional `low`/`high` bounds drawn as error bars; a value
may be None), and optionally `stacked`, `percent` (values are shares of 1), `reference`
(a dashed line at that value), `numeric` (the categories are numbers: bars stand at
their values, so gaps show, as in a histogram), `xlabel`, `ylabel`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

INSTALL = "pip install 'elemental-mage-battle[charts]'"


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def section(charts: list[dict[str, Any]], out: Path) -> str:
    """Draw the charts into `out` and return report.md's section linking them, or saying
    that they need matplotlib."""
    lines = ["## Charts", ""]
    if not available():
        titles = ", ".join(chart["title"] for chart in charts)
        lines += [f"The charts ({titles}) need matplotlib, which is not installed: `{INSTALL}`, "
                  "then run the batch again (`--resume` counts the saved matches without playing them)."]
        return "\n".join(lines) + "\n"
    for chart in charts:
        draw(chart, out / chart["file"])
        lines += [f"![{chart['title']}]({chart['file']})", ""]
    return "\n".join(lines[:-1]) + "\n"


def draw(chart: dict[str, Any], path: Path) -> None:
    """One chart as a PNG: bars per category, side by side or stacked. No global pyplot
    state (the Agg canvas directly), and no timestamp in the file."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator, PercentFormatter

    categories = list(chart["categories"])
    series = list(chart["series"])
    stacked = bool(chart.get("stacked"))
    numeric = bool(chart.get("numeric"))
    wide = 6.4 if numeric else max(6.4, 0.45 * len(categories) + 2.5)
    figure = Figure(figsize=(wide, 3.6), dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    positions = [float(c) for c in categories] if numeric else list(range(len(categories)))
    width = 0.8 if stacked else 0.8 / max(1, len(series))
    bottom = [0.0] * len(categories)
    for k, s in enumerate(series):
        values = [0.0 if v is None else float(v) for v in s["values"]]
        x = positions if stacked else [p - 0.4 + width * (k + 0.5) for p in positions]
        errors = None
        if "low" in s and "high" in s:
            errors = [[0.0 if lo is None or v is None else max(0.0, v - lo) for v, lo in zip(s["values"], s["low"])],
                      [0.0 if hi is None or v is None else max(0.0, hi - v) for v, hi in zip(s["values"], s["high"])]]
        axes.bar(x, values, width, bottom=bottom if stacked else None, label=s["label"], yerr=errors,
                 capsize=4 if errors else 0)
        if stacked:
            bottom = [b + v for b, v in zip(bottom, values)]
    if "reference" in chart:
        axes.axhline(chart["reference"], color="grey", linestyle="--", linewidth=1)
    if numeric:
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    else:
        axes.set_xticks(positions, categories, rotation=90 if len(categories) > 12 else 0)
    axes.set_title(chart["title"], fontsize="medium")
    if chart.get("xlabel"):
        axes.set_xlabel(chart["xlabel"])
    if chart.get("ylabel"):
        axes.set_ylabel(chart["ylabel"])
    if chart.get("percent"):
        axes.set_ylim(0, 1)
        axes.yaxis.set_major_formatter(PercentFormatter(1.0))
    if len(series) > 1:
        axes.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize="small")
    figure.savefig(path, format="png", metadata={"Software": None})
