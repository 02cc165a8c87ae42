"""Filters over the replay index's rows: by game, opponent (an AI level or hot-seat),
result from the player's side, rule set and date, each with the counts the list shows."""

from __future__ import annotations

import datetime
import math
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from replays.index import HOTSEAT, Row

FIELDS = ("game", "opponent", "result", "rules", "date")
PERIODS = ("today", "week", "month")      # nested: today within this week within this month


@lru_cache(maxsize=65536)
def moment(started: str) -> float:
    """A row's start as a timestamp (-inf when unreadable: no period holds it)."""
    try:
        when = datetime.datetime.fromisoformat(started)
    except ValueError:
        return -math.inf
    if when.tzinfo is None:
        when = when.replace(tzinfo=datetime.UTC)
    return when.timestamp()


@lru_cache(maxsize=64)
def since(period: str, now: float) -> float:
    """When `period` began, in local time, as of `now`: midnight today, Monday's midnight,
    or the first of the month."""
    today = datetime.datetime.fromtimestamp(now).replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "week":
        today -= datetime.timedelta(days=today.weekday())
    elif period == "month":
        today = today.replace(day=1)
    elif period != "today":
        raise ValueError(f"unknown period {period!r}")
    return today.timestamp()


@dataclass(frozen=True)
class Filter:
    """None is "any". `opponent` is an AI level (any AI seat of it) or "hotseat"; `rules` a
    draft's name, "" for the default rules; `date` one of PERIODS, counted back from `now`
    (a timestamp: the list takes it once when it opens, so its cache keys stay put)."""

    game: str | None = None
    opponent: str | None = None
    result: str | None = None
    rules: str | None = None
    date: str | None = None
    now: float = 0.0            # 0: when the filter is made

    def __post_init__(self) -> None:
        if not self.now:
            object.__setattr__(self, "now", time.time())

    @property
    def active(self) -> bool:
        return any(v is not None for v in (self.game, self.opponent, self.result, self.rules, self.date))

    def matches(self, row: Row) -> bool:
        if self.game is not None and row.game != self.game:
            return False
        if self.opponent is not None:
            if row.damaged or not (self.opponent in row.levels if self.opponent != HOTSEAT else not row.levels):
                return False
        if self.result is not None and (row.damaged or row.result != self.result):
            return False
        if self.rules is not None and (row.damaged or row.rules != self.rules):
            return False
        if self.date is not None and (row.damaged or moment(row.started) < since(self.date, self.now)):
            return False
        return True

    def with_value(self, field: str, value: str | None) -> Filter:
        if field not in FIELDS:
            raise ValueError(f"unknown filter {field!r}")
        changes: dict[str, Any] = {field: value}
        return replace(self, **changes)

    def counts(self, rows: Iterable[Row], field: str) -> dict[str, int]:
        """For each value of `field` ("game", "opponent", "result", "rules", "date"): how many
        rows match this filter with that field set to the value (the others as they are)."""
        loose = self.with_value(field, None)
        starts = [(p, since(p, self.now)) for p in PERIODS]
        counts: dict[str, int] = {}
        for row in rows:
            if row.damaged or not loose.matches(row):
                continue
            values: Iterable[str]
            if field == "game":
                values = (row.game,)
            elif field == "opponent":
                values = set(row.levels) or (HOTSEAT,)
            elif field == "rules":
                values = (row.rules,)
            elif field == "date":
                at = moment(row.started)
                values = [p for p, start in starts if at >= start]
            else:
                values = (row.result,)
            for value in values:
                counts[value] = counts.get(value, 0) + 1
        return counts
