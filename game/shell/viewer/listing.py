"""The saved replays, newest first: date, opponent, score, length; a click opens one."""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass
from pathlib import Path

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import opponent_name, tr
from game.shell.ui import game_uis, ui_of
from game.shell.common import MenuScreen, backdrop
from game.shell.widgets import Ui
from replays import Replay
from replays.index import HOTSEAT, RESULTS, Filter, Library, Row, row_of_replay

ROWS = 9
REFRESH = 0.4        # seconds between redraws of the list while the index is rebuilt


@dataclass(frozen=True)
class Entry:
    path: Path
    text: str


def entries(library: Library | None = None) -> list[Entry]:
    """Every saved replay, newest first, each from the index or parsed when it has no
    fresh row (the screen shows a page at a time through `Library.row` instead)."""
    library = library if library is not None else Library()
    return [Entry(library.path(name), describe_row(library.row(name))) for name in library.names]


def describe(replay: Replay) -> str:
    return describe_row(row_of_replay("", None, replay))


def describe_row(row: Row) -> str:
    if row.damaged:
        return tr("v.list.bad", name=row.name)
    try:
        moment = datetime.datetime.fromisoformat(row.started).astimezone()
        date = moment.strftime("%Y-%m-%d %H:%M")
    except ValueError:
        date = row.started[:16]
    opponent = " / ".join(opponent_name(level) for level in row.levels) or tr("v.list.hotseat")
    if row.scores is None:
        score = tr("v.unfinished")
    else:
        score = ":".join(str(s) for s in row.scores)
    if len(game_uis()) > 1:     # the game first: "Wizard Survive · vs ...", not "vs Wizard Survive"
        return tr("v.list.row_game", date=date, game=game_name(row.game), opponent=opponent, score=score,
                  n=row.commands)
    return tr("v.list.row", date=date, opponent=opponent, score=score, n=row.commands)


def replace_filter(where: Filter, field: str, value: str | None) -> Filter:
    return dataclasses.replace(where, **{field: value})


def game_name(game_id: str) -> str:
    ui = ui_of(game_id)
    return tr(ui.name_key) if ui is not None else game_id


FIELDS = ("game", "opponent", "result")


def value_name(field: str, value: str | None) -> str:
    if value is None:
        return tr(f"lib.any.{field}")
    if field == "game":
        return game_name(value)
    if field == "opponent":
        return tr("lib.hotseat") if value == HOTSEAT else tr("lib.vs", name=opponent_name(value))
    return tr(f"lib.result.{value}")


def options(field: str, where: Filter, counts: dict[str, int]) -> list[str | None]:
    """"Any", then the values some replay has (the chosen one even at zero)."""
    if field == "result":
        known: list[str] = list(RESULTS)
    elif field == "game":
        order = [ui.game_id for ui in game_uis()]
        known = sorted(counts, key=lambda g: (order.index(g) if g in order else len(order), g))
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


def page(library: Library, where: Filter, first: int, cache: dict[tuple[Filter, int], Sifted] | None = None) -> Page:
    """What the list shows from `first`: only these rows are stat'ed (and parsed when
    the index has no fresh row for them). The filtered names and counts are kept in
    `cache` while the rows do not change, so scrolling does not sift them again."""
    key = (where, library.version)
    if cache is not None and key in cache:
        names, counts = cache[key]
    else:
        names, counts = sift(library, where)
        if cache is not None:
            cache.clear()
            cache[key] = (names, counts)
    first = max(0, min(first, len(names) - ROWS))
    items = [Entry(library.path(name), describe_row(library.row(name))) for name in names[first:first + ROWS]]
    return Page(names, first, items, counts)


def sift(library: Library, where: Filter) -> Sifted:
    """The names `where` lets through, and per filter how many match it as it is set."""
    names = library.matching(where)
    known = library.known()
    counts = {}
    for field in FIELDS:
        value = getattr(where, field)
        if value is None:
            loose = replace_filter(where, field, None)
            counts[field] = sum(1 for row in known if loose.matches(row))
        else:
            counts[field] = where.counts(known, field).get(value, 0)
    return names, counts


class ReplayListScreen(MenuScreen):
    """A page of rows from the header index: opening lists the folder and reads the index;
    only the rows shown are stat'ed (and parsed when the index has no fresh row); a worker
    brings the index up to date while the list shows "indexing n / total"."""

    def __init__(self, app, director, library: Library | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, director)
        self.library = library if library is not None else Library()
        self.where = Filter()
        self.first = 0
        self.waited = 0.0
        self.seen = (-1, True)
        self.sifted: dict[tuple[Filter, int], Sifted] = {}
        self.build()
        self.library.start()

    def update(self, dt: float) -> None:
        self.waited += dt
        state = (self.library.done, self.library.running)
        if state != self.seen and (self.waited >= REFRESH or not self.library.running):
            self.build()

    def build(self) -> None:
        lib = self.library
        self.waited = 0.0
        self.seen = (lib.done, lib.running)
        shown = page(lib, self.where, self.first, self.sifted)
        self.names, self.first, self.items = shown.names, shown.first, shown.items
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("v.list.title"), WIDTH // 2, 318, pal.GOLD, size=18, anchor_x="center")
        self.filters = []
        if lib.names:
            width = 594 // len(FIELDS)
            for i, field in enumerate(FIELDS):
                value = getattr(self.where, field)
                text = tr(f"lib.{field}", value=value_name(field, value), n=f"{shown.counts[field]:,}")
                self.filters.append(self.ui.button(WIDTH // 2 - 297 + i * width, 290, width - 4, 18, text,
                                                   lambda field=field: self.cycle(field), small=True))
        if not self.names:
            self.ui.label(tr("replays.none") if not lib.names else tr("lib.none"), WIDTH // 2, 240, pal.SILVER,
                          anchor_x="center")
        self.rows = []
        for i, entry in enumerate(self.items):
            b = self.ui.button(WIDTH // 2 - 297, 262 - i * 22, 594, 20, entry.text,
                               lambda entry=entry: self.open(entry), small=True)
            self.rows.append(b)
        if len(self.names) > ROWS:
            last = min(len(self.names), self.first + ROWS)
            self.ui.label(tr("v.list.more", first=self.first + 1, last=last, total=len(self.names)),
                          WIDTH // 2, 52, pal.SILVER, anchor_x="center", small=True)
        elif self.names:
            self.ui.label(tr("v.list.hint"), WIDTH // 2, 52, pal.SILVER, anchor_x="center", small=True)
        self.progress = None
        if lib.running and lib.parsing:
            self.progress = self.ui.label(tr("lib.indexing", done=f"{lib.done:,}", total=f"{lib.total:,}"),
                          WIDTH // 2 + 70, 26, pal.SILVER, small=True)
        self.ui.button(WIDTH // 2 - 60, 20, 120, 20, tr("menu.back"), self.director.title)

    def cycle(self, field: str) -> None:
        """The next value of one filter (any, then each value some replay has)."""
        counts = self.where.counts(self.library.known(), field)
        values = options(field, self.where, counts)
        now = values.index(getattr(self.where, field))
        self.where = replace_filter(self.where, field, values[(now + 1) % len(values)])
        self.first = 0
        self.build()

    def open(self, entry: Entry) -> None:
        from game.shell.viewer import open_replay

        open_replay(self.app, self.director, entry.path)

    def scroll(self, rows: int) -> None:
        first = max(0, min(self.first + rows, max(0, len(self.names) - ROWS)))
        if first != self.first:
            self.first = first
            self.build()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll(-int(scroll_y))

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.ESCAPE:
            self.director.title()
        elif symbol == k.DOWN:
            self.scroll(1)
        elif symbol == k.UP:
            self.scroll(-1)
        elif symbol == k.PAGEDOWN:
            self.scroll(ROWS)
        elif symbol == k.PAGEUP:
            self.scroll(-ROWS)
