"""What the saved-replays list shows, apart from drawing it: each row in words (fitted
to the room it has), the values a filter offers, and a page of rows from the index."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.shell.i18n import opponent_name, tr
from game.shell.logs import survived
from game.shell.ui import game_uis, ui_of
from game.shell.widgets import Measure
from replays import Replay, housekeeping
from replays.index import HOTSEAT, RESULTS, Library, Row, row_of_replay
from replays.index_filter import FIELDS, PERIODS, Filter

ROWS = 8             # rows on a page


@dataclass(frozen=True)
class Entry:
    path: Path
    text: str

    @property
    def name(self) -> str:
        return self.path.name


def describe(replay: Replay) -> str:
    return describe_row(row_of_replay("", None, replay))


def describe_row(row: Row, short: bool = False, room: int | None = None) -> str:
    """The list's words for a row; `short` leaves out the length (the delete question).
    With `room` (pixels of small text), the AIs are named in fewer words until it fits:
    "Beginner AI / Advanced AI", "Beginner / Advanced AI", "Beg. / Adv. AI"."""
    if row.damaged:
        return tr("v.list.bad", name=row.name)
    try:
        moment = datetime.datetime.fromisoformat(row.started).astimezone()
        date = moment.strftime("%Y-%m-%d %H:%M")
    except ValueError as error:     # a hand-edited or foreign header: its text as written
        survived(f"reading when the match of {row.name} started", error)
        date = row.started[:16]
    if row.scores is None:
        score = tr("v.unfinished")
    else:
        score = ":".join(str(s) for s in row.scores)
    forms = [_line(row, date, opponent, score, short) for opponent in opponent_forms(row.levels)]
    return forms[0] if room is None else measure().fit(forms, room)


def _line(row: Row, date: str, opponent: str, score: str, short: bool) -> str:
    if short:
        return f"{date}  {game_name(row.game)} · vs {opponent}  {score}"
    if len(game_uis()) > 1:     # the game first: "Wizard Survive · vs ...", not "vs Wizard Survive"
        return tr("v.list.row_game", date=date, game=game_name(row.game), opponent=opponent, score=score,
                  n=row.commands)
    return tr("v.list.row", date=date, opponent=opponent, score=score, n=row.commands)


def opponent_forms(levels: Sequence[str]) -> list[str]:
    """The AIs' names from the longest wording to the shortest (people only: one wording)."""
    if not levels:
        return [tr("v.list.hotseat")]
    forms = [" / ".join(opponent_name(level) for level in levels)]
    for form in ("word", "abbr"):
        words = [tr(f"level.{form}.{level}") for level in levels]
        if all(not w.startswith("level.") for w in words):
            forms.append(tr("title.ais", levels=" / ".join(words)))
    return forms


@lru_cache(maxsize=1)
def measure() -> Measure:
    return Measure()


def game_name(game_id: str) -> str:
    ui = ui_of(game_id)
    return tr(ui.name_key) if ui is not None else game_id


def value_name(field: str, value: str | None) -> str:
    if value is None:
        return tr(f"lib.any.{field}")
    if field == "game":
        return game_name(value)
    if field == "opponent":
        return tr("lib.hotseat") if value == HOTSEAT else tr("lib.vs", name=opponent_name(value))
    if field == "rules":
        return tr("lib.rules.draft", name=value) if value else tr("lib.rules.default")
    if field == "date":
        return tr(f"lib.date.{value}")
    return tr(f"lib.result.{value}")


def options(field: str, where: Filter, counts: dict[str, int]) -> list[str | None]:
    """"Any", then the values some replay has (the chosen one even at zero)."""
    if field == "result":
        known: list[str] = list(RESULTS)
    elif field == "date":
        known = list(PERIODS)
    elif field == "game":
        order = [ui.game_id for ui in game_uis()]
        known = sorted(counts, key=lambda g: (order.index(g) if g in order else len(order), g))
    elif field == "rules":
        known = sorted(counts, key=lambda name: (name != "", name))     # the default rules first
    else:
        known = sorted(counts, key=lambda v: (v != HOTSEAT, v))
    chosen = getattr(where, field)
    if chosen is not None and chosen not in known:
        known.append(chosen)
    return [None, *known]


@dataclass(frozen=True)
class Page:
    names: list[str]            # every replay the filter lets through, newest first
    first: int
    items: list[Entry]          # the rows shown
    counts: dict[str, int]      # per filter: how many match it as it is set


Sifted = tuple[list[str], dict[str, int]]


def page(library: Library, where: Filter, first: int, cache: dict[tuple[Filter, int], Sifted] | None = None,
         room: int | None = None) -> Page:
    """What the list shows from `first`: only these rows are stat'ed (and parsed when
    the index has no fresh row for them). The filtered names and counts are kept in
    `cache` while the rows do not change, so scrolling does not sift them again. `room`:
    the rows' width in pixels, their words fitted to it (needs the window's fonts)."""
    key = (where, library.version)
    if cache is not None and key in cache:
        names, counts = cache[key]
    else:
        names, counts = sift(library, where)
        if cache is not None:
            cache.clear()
            cache[key] = (names, counts)
    first = max(0, min(first, len(names) - ROWS))
    items = [Entry(library.path(name), describe_row(library.row(name), room=room))
             for name in names[first:first + ROWS]]
    return Page(names, first, items, counts)


def sift(library: Library, where: Filter) -> Sifted:
    """The names `where` lets through, and per filter how many match it as it is set."""
    names = library.matching(where)
    known = library.known()
    counts = {}
    matching = len(known) if not where.active else sum(1 for row in known if where.matches(row))
    for field in FIELDS:
        value = getattr(where, field)
        # A filter left at "any" counts what the others let through: the same for each.
        counts[field] = matching if value is None else where.counts(known, field).get(value, 0)
    return names, counts


def removed_words(done: housekeeping.Removed) -> str:
    """One line saying what a removal did."""
    parts = []
    if done.trashed:
        parts.append(tr("lib.trashed", n=len(done.trashed)))
    if done.deleted:
        parts.append(tr("lib.deleted", n=len(done.deleted)))
    if done.failed:
        parts.append(tr("lib.failed", n=len(done.failed), why=done.failed[0][1]))
    return " ".join(parts)
